/**
 * `npm run search -- "QUERY" [--json] [--limit N] [--data DIR]`: the site's query code,
 * run over graph.json in DIR (default data/, or $RULES_DATA_DIR).
 */
import { dataDir, engineFromGraph, readGraph } from '../lib/search/node.js'

function parseArgs(argv: string[]) {
  const out = { query: [] as string[], json: false, limit: 10, data: undefined as string | undefined }
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]
    if (a === '--json') out.json = true
    else if (a === '--limit') out.limit = Math.max(1, Number(argv[++i]) || 10)
    else if (a === '--data') out.data = argv[++i]
    else out.query.push(a)
  }
  return out
}

const args = parseArgs(process.argv.slice(2))
const engine = engineFromGraph(readGraph(dataDir(args.data)))
const results = engine.searchSync(args.query.join(' '), { limit: args.limit })
const plain = (html: string) =>
  html.replace(/<mark>/g, '[').replace(/<\/mark>/g, ']').replace(/&#(\d+);/g, (_, n) => String.fromCharCode(Number(n)))

if (args.json) {
  const rows = results.map(({ id, doc, number, title, text, url, score }) => ({ id, doc, number, title, text, url, score }))
  console.log(JSON.stringify(rows, null, 2))
} else if (!results.length) {
  console.log('no results')
} else {
  results.forEach((r, i) => {
    const head = [r.number, r.title].filter(Boolean).join(' ') || r.kind
    console.log(`${i + 1}. ${head}  (${r.docTitle}${r.docDate ? ', ' + r.docDate : ''})  score ${r.exact ? 'exact' : r.score}`)
    if (r.breadcrumb.length) console.log(`   ${r.breadcrumb.join(' › ')}`)
    console.log(`   ${plain(r.snippet)}`)
    console.log(`   ${r.url}`)
  })
}
