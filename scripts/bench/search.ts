/**
 * Search benchmark: three peers on the same corpus and judged queries, in one run.
 *   flexsearch  - this project's index (lib/search), ranking via engine.match()
 *   minisearch  - MiniSearch with its defaults over title + text
 *   substring   - a plain scan: nodes ranked by how many query words (3+ letters) they contain
 * For each: recall@5, MRR, median / p95 query time, index build time, serialised index
 * bytes (raw and gzip). Corpora: the seed (content/) and the seed + the 1 MB CR 2026.
 */
import { gzipSync } from 'node:zlib'
import MiniSearch from 'minisearch'
import type { Graph } from '../../lib/types.js'
import { buildSearch } from '../../lib/search/build.js'
import {
  EXTRA_QUERIES,
  FULL_CR,
  SHARED_QUERIES,
  ingestTemp,
  loadGraphFrom,
  loadQueries,
  sourceText,
} from '../../lib/search/corpus.js'
import { score, type JudgedQuery } from '../../lib/search/evaluate.js'
import { engineFromBuilt } from '../../lib/search/node.js'

interface Peer {
  name: string
  buildMs: number
  raw: number
  gzip: number
  /** Query -> node ids, best first. */
  query: (q: string) => string[]
}

const REPS = 15

function flexPeer(graph: Graph): Peer & { fullQuery: (q: string) => unknown } {
  const t0 = performance.now()
  const built = buildSearch(graph)
  const engine = engineFromBuilt(built)
  const buildMs = performance.now() - t0
  let raw = 0
  let gzip = 0
  // the match files and the manifest that names them (display files are "what to display", not index)
  for (const name of ['manifest.json', ...built.manifest.docs.map((d) => d.match)]) {
    const text = built.files.get(name)!
    raw += Buffer.byteLength(text)
    gzip += gzipSync(text).length
  }
  const ids = built.display.map((d) => d.rows.map((r) => `${d.doc}/${r[2]}`))
  return {
    name: 'flexsearch',
    buildMs,
    raw,
    gzip,
    query: (q) => engine.match(q, { limit: 5 }).map((h) => ids[h.shard][h.local]),
    fullQuery: (q) => engine.searchSync(q, { limit: 5 }),
  }
}

function miniPeer(graph: Graph): Peer {
  const t0 = performance.now()
  const ms = new MiniSearch({ fields: ['title', 'text'] })
  ms.addAll(graph.nodes.map((n) => ({ id: n.id, title: n.title ?? '', text: n.text })))
  const buildMs = performance.now() - t0
  const json = JSON.stringify(ms)
  return {
    name: 'minisearch',
    buildMs,
    raw: Buffer.byteLength(json),
    gzip: gzipSync(json).length,
    query: (q) => ms.search(q).slice(0, 5).map((r) => String(r.id)),
  }
}

function substringPeer(graph: Graph): Peer {
  const t0 = performance.now()
  const hay = graph.nodes.map((n) => `${n.title ?? ''} ${n.text}`.toLowerCase())
  const buildMs = performance.now() - t0
  const json = JSON.stringify(hay)
  return {
    name: 'substring',
    buildMs,
    raw: Buffer.byteLength(json),
    gzip: gzipSync(json).length,
    query: (q) => {
      const words = q.toLowerCase().split(/[^a-z0-9.]+/).filter((w) => w.length >= 3)
      if (!words.length) return []
      const scored: Array<[number, number]> = []
      hay.forEach((h, i) => {
        let c = 0
        for (const w of words) if (h.includes(w)) c++
        if (c) scored.push([c, i])
      })
      scored.sort((a, b) => b[0] - a[0] || a[1] - b[1])
      return scored.slice(0, 5).map(([, i]) => graph.nodes[i].id)
    },
  }
}

function timings(run: (q: string) => unknown, queries: JudgedQuery[]): { median: number; p95: number } {
  for (const q of queries) run(q.q) // warm-up
  const all: number[] = []
  for (let r = 0; r < REPS; r++)
    for (const q of queries) {
      const t = performance.now()
      run(q.q)
      all.push(performance.now() - t)
    }
  all.sort((a, b) => a - b)
  return { median: all[Math.floor(all.length / 2)], p95: all[Math.floor(all.length * 0.95)] }
}

const f2 = (n: number) => n.toFixed(3)
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`

function benchCorpus(label: string, graph: Graph, queries: JudgedQuery[], source: string) {
  const text = new Map(graph.nodes.map((n) => [n.id, n.text]))
  const srcGz = gzipSync(source).length
  console.log(`\n${label}: ${graph.documents.length} documents, ${graph.nodes.length} nodes, ${queries.length} judged queries; source ${kb(Buffer.byteLength(source))} (${kb(srcGz)} gzip)`)
  console.log('peer        recall@5  MRR    median ms  p95 ms   build ms  index raw   index gzip  gzip/source')
  const flex = flexPeer(graph)
  const peers: Peer[] = [flex, miniPeer(graph), substringPeer(graph)]
  const rows: Record<string, { recall5: number; p95: number; gzip: number }> = {}
  for (const p of peers) {
    const s = score(queries, (q) => p.query(q).map((id) => text.get(id) ?? ''))
    const t = timings(p.query, queries)
    rows[p.name] = { recall5: s.recall5, p95: t.p95, gzip: p.gzip }
    console.log(
      `${p.name.padEnd(11)} ${f2(s.recall5).padStart(8)}  ${f2(s.mrr)}  ${f2(t.median).padStart(9)}  ${f2(t.p95).padStart(6)}  ${p.buildMs.toFixed(0).padStart(8)}  ${kb(p.raw).padStart(10)}  ${kb(p.gzip).padStart(10)}  ${((100 * p.gzip) / srcGz).toFixed(1).padStart(9)}%`,
    )
  }
  const full = timings(flex.fullQuery, queries)
  console.log(`flexsearch with display + snippets (searchSync): median ${f2(full.median)} ms, p95 ${f2(full.p95)} ms`)
  return rows
}

export async function run(): Promise<void> {
  const shared = loadQueries(SHARED_QUERIES)
  const extra = loadQueries(EXTRA_QUERIES)
  const all = [...shared, ...extra]
  const seed = loadGraphFrom(ingestTemp())
  const seedSource = sourceText()
  console.log('Queries: ../shared/search/queries.json' + (extra.length ? ` + lib/search/queries.extra.json (${extra.length})` : ''))
  const a = benchCorpus('seed corpus, shared queries', seed, shared, seedSource)
  benchCorpus('seed corpus, shared + project queries', seed, all, seedSource)
  console.log(`targets (seed): recall@5 >= 0.9: ${a.flexsearch.recall5 >= 0.9 ? 'met' : 'MISSED'}; p95 < 1 ms: ${a.flexsearch.p95 < 1 ? 'met' : 'MISSED'}; gzip index < 40% of gzip source: ${a.flexsearch.gzip < 0.4 * gzipSync(seedSource).length ? 'met' : 'MISSED'}`)
  const full = loadGraphFrom(ingestTemp([FULL_CR]))
  const fullSource = sourceText(undefined, [FULL_CR])
  const b = benchCorpus('seed + CR 2026-01-16, shared + project queries', full, all, fullSource)
  console.log(`targets (full): p95 < 5 ms: ${b.flexsearch.p95 < 5 ? 'met' : 'MISSED'}; gzip index < 40% of gzip source: ${b.flexsearch.gzip < 0.4 * gzipSync(fullSource).length ? 'met' : 'MISSED'}`)
}
