/**
 * `npm run search -- "QUERY" [--json] [--limit N] [--as-of YYYY-MM-DD] [--in cr,mtr,ipg,jar,rulings,qa,cards] [--data DIR]`:
 * the site's query code, run over graph.json in DIR (default data/, or $RULES_DATA_DIR). `--as-of` searches the
 * versions in force that day; `--in` only the groups of documents named (lib/search/groups.ts), as `in=` on /search.
 */
import { buildSearch } from '../lib/search/build.js'
import { DOC_GROUPS, GROUP_NAMES, parseGroups, type DocGroup } from '../lib/search/groups.js'
import { dataDir, engineFromBuilt, readGraph } from '../lib/search/node.js'
import { reasonText } from '../lib/search/reason.js'
import type { SearchFilters } from '../lib/search/types.js'
import { readSearchCards } from '../lib/site/card-search-input.js'

function parseArgs(argv: string[]) {
  const out = { query: [] as string[], json: false, limit: 10, data: undefined as string | undefined, asOf: undefined as string | undefined, in: [] as DocGroup[] }
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]
    if (a === '--json') out.json = true
    else if (a === '--limit') out.limit = Math.max(1, Number(argv[++i]) || 10)
    else if (a === '--data') out.data = argv[++i]
    else if (a === '--as-of') {
      const d = argv[++i] ?? ''
      if (!/^\d{4}-\d{2}-\d{2}$/.test(d) || Number.isNaN(Date.parse(d))) {
        console.error(`--as-of: expected a date YYYY-MM-DD, got "${d}"`)
        process.exit(2)
      }
      out.asOf = d
    } else if (a === '--in') {
      const { groups, unknown } = parseGroups(argv[++i] ?? '')
      if (unknown.length || !groups.length) {
        console.error(`--in: ${unknown.length ? `unknown ${unknown.map((u) => `"${u}"`).join(', ')}` : 'no group named'}; expected a comma-separated list of ${DOC_GROUPS.map((g) => `${g} (${GROUP_NAMES[g]})`).join(', ')}`)
        process.exit(2)
      }
      out.in.push(...groups.filter((g) => !out.in.includes(g)))
    } else out.query.push(a)
  }
  return out
}

const args = parseArgs(process.argv.slice(2))
const graph = readGraph(dataDir(args.data))
// Scryfall's cards and rulings (bulk documents) from the card shards beside graph.json, as build:search has them
const cards = readSearchCards(dataDir(args.data), graph.documents)
const engine = engineFromBuilt(buildSearch({ ...graph, documents: graph.documents.filter((d) => !d.bulk) }, cards ? { cards } : {}))
const filters: SearchFilters = { ...(args.asOf ? { asOf: args.asOf } : {}), ...(args.in.length ? { in: args.in } : {}) }
const query = args.query.join(' ')
const { results, reason } = engine.answerSync(query, { limit: args.limit, filters })
const plain = (html: string) =>
  html.replace(/<mark>/g, '[').replace(/<\/mark>/g, ']').replace(/&#(\d+);/g, (_, n) => String.fromCharCode(Number(n)))

if (args.json) {
  const rows = results.map(({ id, doc, docShort, lineage, number, title, text, url, score, earlier, penalty, section, matched }) => ({
    id,
    doc,
    docShort,
    lineage,
    number,
    title,
    text,
    url,
    score,
    earlier: earlier.map((e) => e.id),
    penalty,
    section,
    matched: matched && plain(matched),
  }))
  console.log(JSON.stringify(rows, null, 2))
} else if (!results.length) {
  console.log(reason ? `no results. ${reasonText(reason, query)}` : 'no results')
} else {
  if (reason) console.log(reasonText(reason, query))
  results.forEach((r, i) => {
    // a part of a section (an infraction's Definition) is shown under its section: "IPG 2.2 Game Play Error — ... (Warning) › Definition"
    const own = r.kind === 'example' && r.section ? `Example ${r.title ?? ''}`.trim() : [r.number, r.title].filter(Boolean).join(' ') || r.kind
    const sec = r.section && [r.section.number, r.section.title].filter(Boolean).join(' ') + (r.section.penalty ? ` (${r.section.penalty})` : '')
    const head = [r.docShort, sec ? `${sec} › ${own}` : own].filter(Boolean).join(' ') + (r.penalty ? ` (${r.penalty})` : '')
    console.log(`${i + 1}. ${head}  (${r.docTitle}${r.docDate ? ', ' + r.docDate : ''})  score ${r.exact ? 'exact' : r.score}`)
    if (r.breadcrumb.length) console.log(`   ${r.breadcrumb.join(' › ')}`)
    if (r.history) console.log(`   also in ${r.history.count} earlier version${r.history.count > 1 ? 's' : ''}${r.history.years ? ` (${r.history.years})` : ''}: ${r.history.url}`)
    console.log(`   ${plain(r.snippet)}`)
    if (r.matched) console.log(`   matched: ${plain(r.matched)}`)
    console.log(`   ${r.url}`)
  })
}
