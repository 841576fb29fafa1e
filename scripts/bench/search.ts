/**
 * Search benchmark: three peers on the same corpus and judged queries, in one run.
 *   flexsearch  - this project's index (lib/search), ranking via engine.match()
 *   minisearch  - MiniSearch with its defaults over title + text
 *   substring   - a plain scan: nodes ranked by how many query words (3+ letters) they contain
 * For each: recall@5, MRR, median / p95 query time, index build time, serialised index
 * bytes (raw and gzip). Corpora: the seed (content/) and the seed + the 1 MB CR 2026.
 * Then today's questions (lib/search/fixtures/today-questions.json) with content/ + the newest CR
 * and with content/ + every CR version in ../shared/corpora, counting only answers from the newest
 * version, and the held-out questions (fixtures/today-questions.{heldout,fresh,final}.json) beside them;
 * and what a search session of 5, 10 and all questions downloads (gzip), today and "as of" an older date
 * (the middle version, and the one whose search needs the most bytes), against the 300 KB target; and the
 * display part of the longest session with other display chunk sizes.
 * Then the judges' documents (every PDF in ../shared/corpora/judge) beside content/ + the newest CR: judges'
 * questions (fixtures/judge-questions.json, and .final.json in aggregate only) against the targets (recall@5 >= 0.9,
 * MRR >= 0.8), today's CR questions with them loaded, and what a session of judges' questions downloads, with the
 * document filter ("search in") and without.
 * Then the situations (content/situations/): each corpus built with and without them, in one run: every judged set
 * before and after (the held-out situation sets, written after the situations were frozen, in aggregate only), and
 * the first search's and the 38-question session's download before and after, against +10%.
 */
import { existsSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import MiniSearch from 'minisearch'
import type { Graph } from '../../lib/types.js'
import { buildSearch } from '../../lib/search/build.js'
import { displayFile } from '../../lib/search/display.js'
import { precachedSearchFiles } from '../../lib/search/precache-files.mjs'
import { spanFile } from '../../lib/search/spans.js'
import { DISPLAY_CHUNK, type ManifestDoc } from '../../lib/search/types.js'
import {
  allCrVersions,
  CR_2026_04,
  CR_2026_04_AS,
  docOfFile,
  EXTRA_QUERIES,
  FULL_CR,
  JUDGE_QUESTIONS,
  JUDGE_QUESTIONS_FINAL,
  JUDGE_QUESTIONS_FRESH,
  JUDGE_QUESTIONS_SITUATIONS,
  TODAY_QUESTIONS_SITUATIONS,
  judgePdfs,
  TODAY_QUESTIONS,
  readJson,
  realSets,
  SHARED_QUERIES,
  ingestTemp,
  loadGraphFrom,
  loadQueries,
  sourceText,
} from '../../lib/search/corpus.js'
import { score, scoreJudge, scoreReal, scoreToday, type JudgeQuestion, type JudgedQuery, type JudgedResult, type Score, type TodayQuestion } from '../../lib/search/evaluate.js'
import type { SearchFilters } from '../../lib/search/types.js'
import type { BuiltSearch } from '../../lib/search/build.js'
import { engineFromBuilt, engineFromFiles } from '../../lib/search/node.js'

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
  const ids = built.ids
  return {
    name: 'flexsearch',
    buildMs,
    raw,
    gzip,
    query: (q) => engine.match(q, { limit: 5 }).map((h) => ids[engine.docIndexOf(h.shard)][h.local]),
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
/** A set's questions that got no result at all, said beside its figures on every line. */
const empty = (s: Score) => `${s.empty} empty`
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
  await runToday(shared)
}

const gz = (text: string | undefined) => (text === undefined ? 0 : gzipSync(text).length)

/** Pagefind's bound on what one search session downloads, whatever the number of versions. */
const SESSION_TARGET = 300 * 1024

const chunkFiles = (d: ManifestDoc) => Array.from({ length: d.chunks }, (_, i) => displayFile(d, i))
const spanFiles = (d: ManifestDoc) => (d.spans ?? []).map((last) => spanFile(d, last))

const isDisplay = (name: string) => /^(history\.)?display\./.test(name)

interface Session {
  index: number
  display: number
  files: number
  displayFiles: number
  /** Of index + display, what a phone that holds the offline precache (lib/search/precache-files.mjs) fetches. */
  beyondPrecache: number
}

/** Bytes (gzip) a session fetches: the manifest, the match files it loads, and the display chunks of the results it shows. */
function sessionBytes(built: BuiltSearch, queries: string[], asOf?: string, filters: SearchFilters = {}): Session {
  const read = new Set<string>()
  const engine = engineFromFiles((name) => {
    read.add(name)
    return built.files.get(name)!
  })
  for (const q of queries) engine.searchSync(q, { limit: 10, filters: asOf ? { ...filters, asOf } : filters })
  const s: Session = { index: 0, display: 0, files: read.size, displayFiles: 0, beyondPrecache: 0 }
  const held = new Set(precachedSearchFiles(built.manifest))
  for (const name of read) {
    if (!held.has(name)) s.beyondPrecache += gz(built.files.get(name))
    if (isDisplay(name)) {
      s.display += gz(built.files.get(name))
      s.displayFiles++
    } else s.index += gz(built.files.get(name))
  }
  return s
}

const sessionLine = (s: Session) =>
  `${kb(s.index + s.display)} gzip (index ${kb(s.index)}, display ${kb(s.display)} in ${s.displayFiles} files; target < 300 KB: ${s.index + s.display < SESSION_TARGET ? 'met' : 'MISSED'})`

/** An "as of" session: also what it fetches on a phone whose service worker holds today's files (older versions' are fetched). */
const asOfLine = (s: Session) => `${sessionLine(s)}; ${kb(s.beyondPrecache)} beyond the offline precache`

/** A judge's sessions: 5, 10 and all the questions, each showing its first 10 results; today, and "as of" older versions. */
function printSessions(built: BuiltSearch, questions: string[]) {
  const dated = built.manifest.docs.filter((d) => d.series && d.date).sort((a, b) => (a.date! < b.date! ? -1 : 1))
  const versions = dated.filter((d) => d.latest === false)
  const middle = versions.length ? dated[Math.floor(dated.length / 2) - 1] : undefined
  for (const n of [5, 10, questions.length]) {
    const session = questions.slice(0, n)
    console.log(`  a session of ${session.length} questions downloads ${sessionLine(sessionBytes(built, session))}, nothing of older versions`)
    if (!middle) continue
    console.log(`    the same "as of" ${middle.date}: ${asOfLine(sessionBytes(built, session, middle.date!))}`)
    let worst: [string, Session] | null = null
    for (const v of versions) {
      const s = sessionBytes(built, session, v.date!)
      if (!worst || s.index + s.display > worst[1].index + worst[1].display) worst = [v.date!, s]
    }
    if (worst && worst[0] !== middle.date) console.log(`    the heaviest "as of", ${worst[0]}: ${asOfLine(worst[1])}`)
  }
}

/** The longest session's display part with other chunk sizes (DISPLAY_CHUNK is the one shipped). */
function printChunkSizes(graph: Graph, questions: string[]) {
  const parts: string[] = []
  for (const chunk of [1, 4, DISPLAY_CHUNK, 8, 16, 32]) {
    const built = buildSearch(graph, { chunk })
    const s = sessionBytes(built, questions)
    const today = built.manifest.docs.filter((d) => d.latest !== false).reduce((n, d) => n + d.chunks, 0)
    parts.push(`${chunk}${chunk === DISPLAY_CHUNK ? ' (shipped)' : ''}: ${kb(s.display)} in ${s.displayFiles} files (${today} files today)`)
  }
  console.log(`  display of the ${questions.length}-question session by most nodes per chunk: ${parts.join('; ')}`)
}

/**
 * Held-out questions, judged like today-questions.json: written before the ranking work of issue 8 (heldout),
 * before its second session (fresh: looked at while tuning that session, so no longer unseen), and after
 * it, never looked at one by one (final).
 */
const HELDOUT_SETS = ['heldout', 'fresh', 'final'].map((set) => [set, TODAY_QUESTIONS.replace(/\.json$/, `.${set}.json`)] as const)

/** Judges' questions over a corpus with the judge documents: figures, the tuned set's misses (never the final set's), sessions. */
function judgeFigures(built: BuiltSearch, graph: Graph, engine: ReturnType<typeof engineFromBuilt>) {
  const parent = new Map(graph.nodes.map((n) => [n.id, n.parent]))
  const run = (q: string) => engine.searchSync(q, { limit: 5 })
  const tunedQs = readJson<{ questions: JudgeQuestion[] }>(JUDGE_QUESTIONS).questions
  const finalQs = existsSync(JUDGE_QUESTIONS_FINAL) ? readJson<{ questions: JudgeQuestion[] }>(JUDGE_QUESTIONS_FINAL).questions : []
  const tuned = scoreJudge(tunedQs, run, (id) => parent.get(id))
  const final = scoreJudge(finalQs, run, (id) => parent.get(id))
  const judgeOnly = scoreJudge(tunedQs, (q) => engine.searchSync(q, { limit: 5, filters: { in: ['mtr', 'ipg', 'jar'] } }), (id) => parent.get(id))
  const pooled = scoreJudge(tunedQs, run, (id) => parent.get(id), true)
  console.log(`  judges' questions (${tunedQs.length}): recall@5 ${f2(tuned.recall5)}, MRR ${f2(tuned.mrr)}, ${empty(tuned)}${tuned.misses.length ? `; missed: ${tuned.misses.join(' | ')}` : ''}`)
  console.log(`  judges' questions with pooled judgments: recall@5 ${f2(pooled.recall5)}, MRR ${f2(pooled.mrr)}`)
  console.log(`  judges' questions, searching in MTR, IPG and JAR only: recall@5 ${f2(judgeOnly.recall5)}, MRR ${f2(judgeOnly.mrr)}`)
  if (finalQs.length) console.log(`  judges' final questions (${finalQs.length}): recall@5 ${f2(final.recall5)}, MRR ${f2(final.mrr)}, ${empty(final)} (misses not printed: kept unseen)`)
  const freshQs = existsSync(JUDGE_QUESTIONS_FRESH) ? readJson<{ questions: JudgeQuestion[] }>(JUDGE_QUESTIONS_FRESH).questions : []
  const fresh = scoreJudge(freshQs, run, (id) => parent.get(id))
  if (freshQs.length) console.log(`  judges' fresh questions (${freshQs.length}): recall@5 ${f2(fresh.recall5)}, MRR ${f2(fresh.mrr)}, ${empty(fresh)} (misses not printed: kept unseen)`)
  const both = [...tunedQs, ...finalQs, ...freshQs]
  const all = scoreJudge(both, run, (id) => parent.get(id))
  const verdict = (x: Score) => `recall@5 >= 0.9: ${x.recall5 >= 0.9 ? 'met' : 'MISSED'} (${f2(x.recall5)}); MRR >= 0.8: ${x.mrr >= 0.8 ? 'met' : 'MISSED'} (${f2(x.mrr)})`
  console.log(`  targets (judges' questions, every set): ${verdict(all)}`)
  const session = tunedQs.map((q) => q.q)
  console.log(`  a session of the ${session.length} judges' questions downloads ${sessionLine(sessionBytes(built, session))}`)
  console.log(`    the same searching in IPG only: ${sessionLine(sessionBytes(built, session, undefined, { in: ['ipg'] }))}`)
}

function todayCorpus(label: string, graph: Graph, questions: TodayQuestion[], seeds: JudgedQuery[], heldoutSets: Array<[string, TodayQuestion[]]> = [], judges = false) {
  const t0 = performance.now()
  const built = buildSearch(graph)
  const buildMs = performance.now() - t0
  const engine = engineFromBuilt(built)
  const newest = docOfFile(graph, FULL_CR)
  if (!newest) {
    console.log(`${label}: the newest CR is not in this corpus`)
    return
  }
  const run = (q: string) => engine.searchSync(q, { limit: 5 })
  const t = scoreToday(questions, newest, run)
  const tp = scoreToday(questions, newest, run, true)
  const held = heldoutSets.map(([set, qs]) => [set, qs, scoreToday(qs, newest, run), scoreToday(qs, newest, run, true)] as const)
  const heldout = heldoutSets.flatMap(([, qs]) => qs)
  const sd = score(seeds, (q) => engine.searchSync(q, { limit: 5 }).map((r) => r.text))
  let allGz = 0
  let oldGz = 0
  let oldMatchGz = 0
  for (const d of built.manifest.docs) {
    const match = [d.match, ...spanFiles(d)].reduce((n, f) => n + gz(built.files.get(f)), 0)
    const size = match + chunkFiles(d).reduce((n, f) => n + gz(built.files.get(f)), 0)
    allGz += size
    if (d.latest === false) {
      oldGz += size
      oldMatchGz += match
    }
  }
  const indexed = built.match.reduce((n, m) => n + m.n - m.same.length, 0)
  const chunks = built.manifest.docs.flatMap((d) => chunkFiles(d).map((f) => gz(built.files.get(f)))).sort((a, b) => a - b)
  console.log(`\n${label}: ${graph.documents.length} documents, ${graph.nodes.length} nodes (${indexed} indexed: unchanged rules of older versions are not), search build ${buildMs.toFixed(0)} ms`)
  // "with pooled" also counts the answers pooled judging added (fixtures/README.md); final has none
  const both = (a: Score, p: Score) => `recall@5 ${f2(a.recall5)}, MRR ${f2(a.mrr)}, ${empty(a)} (with pooled judgments ${f2(p.recall5)}, ${f2(p.mrr)})`
  console.log(`  today's questions (${questions.length}): ${both(t, tp)} (answers from ${newest} only)${tp.misses.length ? `; missed: ${tp.misses.join(' | ')}` : ''}`)
  for (const [set, qs, h, hp] of held)
    console.log(`  ${set} questions (${qs.length}): ${both(h, hp)}${set === 'final' ? ' (misses not printed: kept unseen)' : hp.misses.length ? `; missed: ${hp.misses.join(' | ')}` : ''}`)
  const qt = timings((q) => engine.searchSync(q, { limit: 5 }), [...questions, ...heldout].map((x) => ({ q: x.q, expect: [] })))
  console.log(`  query time (searchSync, limit 5, all questions): median ${f2(qt.median)} ms, p95 ${f2(qt.p95)} ms`)
  console.log(`  seed judged queries (${seeds.length}): recall@5 ${f2(sd.recall5)}, MRR ${f2(sd.mrr)}, ${empty(sd)}`)
  const spans = built.manifest.docs.reduce((n, d) => n + (d.spans?.length ?? 0), 0)
  console.log(`  files: all ${kb(allGz)} gzip, of which older versions ${kb(oldGz)} (match and span files ${kb(oldMatchGz)}, ${spans} span files); display chunks ${chunks.length}, median ${kb(chunks[chunks.length >> 1] ?? 0)}, max ${kb(chunks[chunks.length - 1] ?? 0)} gzip; manifest ${(gz(built.files.get('manifest.json')) / 1024).toFixed(2)} KB gzip`)
  printSessions(built, questions.map((q) => q.q))
  if (judges) judgeFigures(built, graph, engine)
  return { first: t, pooled: tp }
}

/**
 * The situations' worth and cost on one corpus: the same graph searched with its situations and without them, every
 * judged set before -> after, and what the first search and a session of today's 38 questions download.
 */
function situationsFigures(label: string, graph: Graph, judges: boolean) {
  if (!graph.situations) return console.log(`\n${label}: no situations in this corpus`)
  const { situations, ...plain } = graph
  void situations
  const builds = [buildSearch(plain as Graph), buildSearch(graph)] as const
  const engines = builds.map((b) => engineFromBuilt(b))
  const newest = docOfFile(graph, FULL_CR)!
  const parent = new Map(graph.nodes.map((n) => [n.id, n.parent]))
  const today = (file: string) => (existsSync(file) ? readJson<{ questions: TodayQuestion[] }>(file).questions : [])
  const judge = (file: string) => (existsSync(file) ? readJson<{ questions: JudgeQuestion[] }>(file).questions : [])
  const row = (name: string, f: (e: (typeof engines)[number]) => Score) => {
    const [a, b] = engines.map(f)
    console.log(`  ${name.padEnd(40)} ${f2(a.recall5)} / ${f2(a.mrr)} / ${a.empty} -> ${f2(b.recall5)} / ${f2(b.mrr)} / ${b.empty}`)
  }
  console.log(`\n${label}: without -> with the situations (recall@5 / MRR / empty, first judgments)`)
  const sets: Array<[string, string]> = [['today', TODAY_QUESTIONS], ...HELDOUT_SETS.map(([s, f]): [string, string] => [s, f]), ['situations (held out)', TODAY_QUESTIONS_SITUATIONS]]
  for (const [set, file] of sets) row(`CR ${set}`, (e) => scoreToday(today(file), newest, (q) => e.searchSync(q, { limit: 5 })))
  if (judges)
    for (const [set, file] of [['tuned', JUDGE_QUESTIONS], ['final', JUDGE_QUESTIONS_FINAL], ['fresh', JUDGE_QUESTIONS_FRESH], ['situations (held out)', JUDGE_QUESTIONS_SITUATIONS]] as const)
      row(`judges' ${set}`, (e) => scoreJudge(judge(file), (q) => e.searchSync(q, { limit: 5 }), (id) => parent.get(id)))
  const questions = today(TODAY_QUESTIONS).map((q) => q.q)
  const cost = (name: string, qs: string[]) => {
    const [a, b] = builds.map((built) => sessionBytes(built, qs))
    const [x, y] = [a.index + a.display, b.index + b.display]
    console.log(`  ${name.padEnd(40)} ${kb(x)} -> ${kb(y)} gzip (${(y / x).toFixed(3)}x; within +10%: ${y <= 1.1 * x ? 'met' : 'MISSED'})`)
  }
  cost('the first search ("trample")', ['trample'])
  cost(`a session of today's ${questions.length} questions`, questions)
  const files = [...builds[1].files.keys()].filter((f) => f.startsWith('situations.'))
  const bytes = files.reduce((n, f) => n + gz(builds[1].files.get(f)), 0)
  console.log(`  the situations' files: ${files.length}, ${kb(bytes)} gzip in all (word shards and each lineage's texts)`)
}

/**
 * Other projects' questions (../shared/search/real), judged on CR 2026-04-17: this engine and MiniSearch on the same
 * nodes, with misses printed (a development set, tuned on like today-questions.json); with the judge documents too
 * when given, as the site searches them.
 */
function realFigures(label: string, graph: Graph) {
  const sets = realSets()
  const built = buildSearch(graph)
  const engine = engineFromBuilt(built)
  const ms = new MiniSearch({ fields: ['title', 'text'] })
  ms.addAll(graph.nodes.map((n) => ({ id: n.id, title: n.title ?? '', text: n.text })))
  const node = new Map(graph.nodes.map((n) => [n.id, n]))
  const family = new Map(graph.documents.map((d) => [d.id, d.family]))
  const mini = (q: string): JudgedResult[] =>
    ms.search(q).slice(0, 5).map((r) => {
      const n = node.get(String(r.id))!
      return { doc: n.doc, family: family.get(n.doc) ?? '', number: n.number, title: n.title, kind: n.kind, text: n.text }
    })
  console.log(`\n${label}: other projects' questions (recall@5, MRR, questions with no result)`)
  for (const { name, questions } of sets) {
    const s = scoreReal(questions, (q) => engine.searchSync(q, { limit: 5 }))
    const m = scoreReal(questions, mini)
    console.log(`  ${name} (${questions.length}): recall@5 ${f2(s.recall5)}, MRR ${f2(s.mrr)}, ${empty(s)}; MiniSearch ${f2(m.recall5)}, ${f2(m.mrr)}, ${empty(m)}`)
    if (s.misses.length) console.log(`    missed: ${s.misses.map((q) => (q.length > 90 ? `${q.slice(0, 87)}...` : q)).join(' | ')}`)
  }
}

async function runToday(seeds: JudgedQuery[]) {
  const questions = readJson<{ questions: TodayQuestion[] }>(TODAY_QUESTIONS).questions
  const versions = allCrVersions()
  if (!versions.length) {
    console.log("\ntoday's questions: skipped (no ../shared/corpora beside the repository)")
    return
  }
  const heldout = HELDOUT_SETS.filter(([, f]) => existsSync(f)).map(([set, f]): [string, TodayQuestion[]] => [set, readJson<{ questions: TodayQuestion[] }>(f).questions])
  const oneGraph = loadGraphFrom(ingestTemp([FULL_CR]))
  const one = todayCorpus('content/ + the newest CR', oneGraph, questions, seeds, heldout)
  const t0 = performance.now()
  const allDir = ingestTemp(versions)
  const ingestMs = performance.now() - t0
  const allGraph = loadGraphFrom(allDir)
  const all = todayCorpus(`content/ + all ${versions.length} CR versions (ingest ${(ingestMs / 1000).toFixed(1)} s)`, allGraph, questions, seeds, heldout)
  printChunkSizes(allGraph, questions.map((q) => q.q))
  const verdict = (s: Score) => `recall@5 >= 0.9: ${s.recall5 >= 0.9 ? 'met' : 'MISSED'} (${f2(s.recall5)}); MRR >= 0.75: ${s.mrr >= 0.75 ? 'met' : 'MISSED'} (${f2(s.mrr)})`
  if (one && all) {
    console.log(`targets (all versions), first judgments: ${verdict(all.first)}`)
    console.log(`targets (all versions), with pooled judgments: ${verdict(all.pooled)}`)
  }
  const pdfs = judgePdfs()
  if (!pdfs.length) {
    console.log("\njudges' documents: skipped (no ../shared/corpora/judge beside the repository)")
    return runReal([])
  }
  // the CR figures beside the judge documents are today's questions' above, with the judge documents loaded too
  const judgeGraph = loadGraphFrom(ingestTemp([FULL_CR, ...pdfs]))
  todayCorpus(`content/ + the newest CR + ${pdfs.length} judge PDFs (every version; today shows the newest)`, judgeGraph, questions, seeds, heldout, true)
  situationsFigures('Situations, content/ + the newest CR', oneGraph, false)
  situationsFigures(`Situations, content/ + the newest CR + ${pdfs.length} judge PDFs`, judgeGraph, true)
  runReal(pdfs)
}

function runReal(pdfs: string[]) {
  if (!realSets().length || !existsSync(CR_2026_04)) return console.log('\nother projects\' questions: skipped (no ../shared/search/real or CR 2026-04-17 beside the repository)')
  const cr = [CR_2026_04, CR_2026_04_AS] as const
  realFigures('content/ + CR 2026-04-17', loadGraphFrom(ingestTemp([cr])))
  if (pdfs.length) realFigures(`content/ + CR 2026-04-17 + ${pdfs.length} judge PDFs`, loadGraphFrom(ingestTemp([cr, ...pdfs])))
}
