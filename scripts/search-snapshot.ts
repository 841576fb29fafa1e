/**
 * What the search engine answers, recorded so that a refactor can be shown to change nothing:
 * every judged question set (lib/search/fixtures/today-questions*.json, ../shared/search/queries.json,
 * lib/search/queries.extra.json), today and "as of" a few dates, over content/ + the newest CR and over
 * content/ + every CR version in ../shared/corpora. Per query: the top 10 results of `searchSync` (id, the
 * rounded score it shows, exact) and the top 10 hits of `match` (id, score at full precision); today's
 * questions also as typed (`typing`, the last word a prefix).
 *
 *   npm run search-snapshot -- --write FILE   record (keep FILE outside the repository: it holds every answer)
 *   npm run search-snapshot -- --check FILE   compare with a recording; exit 1 when anything differs
 *   [--graphs DIR]                            keep the two ingested graphs in DIR and reuse them
 *
 * The final question set is scored in aggregate only and never read question by question: a difference
 * in it is counted, its question is not printed.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Graph } from '../lib/types.js'
import { buildSearch, type BuiltSearch } from '../lib/search/build.js'
import { allCrVersions, EXTRA_QUERIES, FULL_CR, ingestTemp, loadGraphFrom, loadQueries, readJson, REPO, SHARED_QUERIES } from '../lib/search/corpus.js'
import type { TodayQuestion } from '../lib/search/evaluate.js'
import { engineFromBuilt } from '../lib/search/node.js'

const args = process.argv.slice(2)
const opt = (name: string) => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 ? args[i + 1] : undefined
}
const writeTo = opt('write')
const checkAgainst = opt('check')
const graphsDir = opt('graphs')
if (!writeTo === !checkAgainst) {
  console.error('search-snapshot: give --write FILE or --check FILE')
  process.exit(2)
}
if (!existsSync(FULL_CR)) {
  console.log('search-snapshot: skipped (no ../shared/corpora beside the repository)')
  process.exit(0)
}

const FIXTURES = join(REPO, 'lib', 'search', 'fixtures')
const questions = (name: string) => readJson<{ questions: TodayQuestion[] }>(join(FIXTURES, name)).questions.map((q) => q.q)
const SETS: Array<[string, string[]]> = [
  ['tuned', questions('today-questions.json')],
  ['heldout', questions('today-questions.heldout.json')],
  ['fresh', questions('today-questions.fresh.json')],
  ['final', questions('today-questions.final.json')],
  ['seeds', loadQueries(SHARED_QUERIES).map((q) => q.q)],
  ['extra', loadQueries(EXTRA_QUERIES).map((q) => q.q)],
]
/** Today, and a day in force of several versions (and between them). */
const DATES: Array<string | undefined> = [undefined, '2000-06-01', '2005-01-01', '2015-06-01', '2023-06-01']

type Row = Array<string | number | boolean>
/** key "corpus|date|mode|set|index" -> rows */
type Snapshot = Record<string, { results: Row[]; hits: Row[] }>

function graphOf(name: string, files: string[]): Graph {
  if (graphsDir) {
    const file = join(graphsDir, name, 'graph.json')
    if (existsSync(file)) return readJson<Graph>(file)
    const g = loadGraphFrom(ingestTemp(files))
    mkdirSync(join(graphsDir, name), { recursive: true })
    writeFileSync(file, JSON.stringify(g))
    return g
  }
  return loadGraphFrom(ingestTemp(files))
}

function record(corpus: string, built: BuiltSearch, out: Snapshot): void {
  for (const date of DATES) {
    // a fresh session per date: what an "as of" search loads depends on what the session loaded before
    const engine = engineFromBuilt(built)
    const filters = date ? { asOf: date } : undefined
    const modes = date ? [false] : [false, true]
    for (const typing of modes)
      for (const [set, qs] of SETS)
        qs.forEach((q, i) => {
          const results = engine.searchSync(q, { limit: 10, filters, typing }).map((r): Row => [r.id, r.score, r.exact])
          const hits = engine.match(q, { limit: 10, filters, typing }).slice(0, 10).map((h): Row => [built.ids[engine.docIndexOf(h.shard)][h.local], h.score, h.exact])
          out[`${corpus}|${date ?? 'today'}|${typing ? 'typing' : 'plain'}|${set}|${i}`] = { results, hits }
        })
  }
}

const t0 = performance.now()
const snap: Snapshot = {}
record('newest', buildSearch(graphOf('newest', [FULL_CR])), snap)
record('all', buildSearch(graphOf('all', allCrVersions())), snap)
const searches = Object.keys(snap).length
console.log(`search-snapshot: ${searches} searches (x2: searchSync and match) in ${((performance.now() - t0) / 1000).toFixed(1)} s`)

if (writeTo) {
  writeFileSync(writeTo, JSON.stringify(snap))
  console.log(`written to ${writeTo}`)
} else {
  const before = JSON.parse(readFileSync(checkAgainst!, 'utf8')) as Snapshot
  const differ = new Map<string, number>()
  const shown: string[] = []
  const keys = new Set([...Object.keys(before), ...Object.keys(snap)])
  for (const key of keys) {
    if (JSON.stringify(before[key]) === JSON.stringify(snap[key])) continue
    const [corpus, date, mode, set, i] = key.split('|')
    const label = `${corpus} ${date} ${mode} ${set}`
    differ.set(label, (differ.get(label) ?? 0) + 1)
    const q = SETS.find(([s]) => s === set)?.[1][Number(i)]
    // the final set is never read question by question
    if (set !== 'final' && shown.length < 40) shown.push(`  ${label}: ${JSON.stringify(q)}`)
  }
  if (!differ.size) console.log(`identical: all ${keys.size} searches give the same ids and scores`)
  else {
    console.log(`DIFFERENT: ${[...differ.values()].reduce((a, b) => a + b, 0)} of ${keys.size} searches`)
    for (const [label, n] of differ) console.log(`  ${label}: ${n}`)
    if (shown.length) console.log(shown.join('\n'))
    process.exit(1)
  }
}
