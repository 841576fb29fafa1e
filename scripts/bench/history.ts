/**
 * History figures: content/ plus every CR version in ../shared/corpora (read in place, never copied):
 * ingest time with and without the history step, lineage quality on the pairs judged by hand
 * (lib/history/judged-lineage-pairs.json) beside the Academy Ruins baseline, what changed per version,
 * and the cost of an "as of" lookup. Figures only; no pass/fail.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildGraph } from '../../lib/ingest/build-graph.js'
import type { SourceFile } from '../../lib/graph/ingest-document.js'
import { scoreLineage, type JudgedPair } from '../../lib/history/evaluate.js'
import { versionAsOf } from '../../lib/history/index.js'
import { sameWording } from '../../lib/history/wording.js'
import type { GraphNode } from '../../lib/types.js'
import { textSources } from '../../lib/graph/pdf-source.js'
import { readContent } from '../ingest.js'
import { median } from './lib/timing.js'

const CORPORA = join('..', 'shared', 'corpora')
const JUDGED = join('lib', 'history', 'judged-lineage-pairs.json')

/** Alternating runs, so both sides see the same machine load; median of each. */
function timePair(a: () => void, b: () => void, runs: number): [number, number] {
  a()
  b()
  const ta: number[] = []
  const tb: number[] = []
  for (let i = 0; i < runs; i++) {
    let t = performance.now()
    a()
    ta.push(performance.now() - t)
    t = performance.now()
    b()
    tb.push(performance.now() - t)
  }
  return [median(ta), median(tb)]
}

/**
 * The Academy Ruins approach, for comparison: identical same-number rules are the same rule; every other
 * pair of numbered rules is scored by word overlap, and pairs are taken greedily by score.
 */
function baselineMatch(older: GraphNode[], newer: GraphNode[]): Map<string, string> {
  const words = (n: GraphNode) => new Set(`${n.title ?? ''} ${n.text}`.toLowerCase().match(/[a-z0-9]+/g) ?? [])
  const result = new Map<string, string>()
  const olderByNumber = new Map(older.filter((n) => n.number).map((n) => [n.number, n]))
  const leftOld: GraphNode[] = []
  const taken = new Set<string>()
  for (const n of newer) {
    const o = n.number ? olderByNumber.get(n.number) : undefined
    if (o && sameWording(o.text, n.text)) {
      result.set(n.id, o.id)
      taken.add(o.id)
    }
  }
  for (const o of older) if (o.number && !taken.has(o.id)) leftOld.push(o)
  const leftNew = newer.filter((n) => n.number && !result.has(n.id))
  const oldWords = leftOld.map(words)
  const pairs: [number, number, number][] = []
  leftNew.forEach((n, j) => {
    const w = words(n)
    oldWords.forEach((ow, i) => {
      let shared = 0
      for (const x of w) if (ow.has(x)) shared++
      const score = (2 * shared) / (w.size + ow.size || 1)
      if (score >= 0.5) pairs.push([i, j, score])
    })
  })
  pairs.sort((x, y) => y[2] - x[2])
  const usedOld = new Set<number>()
  for (const [i, j] of pairs) {
    if (usedOld.has(i) || result.has(leftNew[j].id)) continue
    usedOld.add(i)
    result.set(leftNew[j].id, leftOld[i].id)
  }
  return result
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`

export async function run() {
  if (!existsSync(CORPORA)) {
    console.log(`(skipped: ${CORPORA} is absent; the history bench needs the CR versions there)`)
    return
  }
  const { sources, manifest } = await readContent('content')
  const versions: SourceFile[] = readdirSync(CORPORA)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((f) => ({ path: f, bytes: new Uint8Array(readFileSync(join(CORPORA, f))) }))
  const all = [...sources, ...versions]
  const mb = all.reduce((n, s) => n + s.bytes.length, 0) / 1048576

  const [withMs, withoutMs] = timePair(
    () => buildGraph(all, manifest),
    () => buildGraph(all, manifest, { history: false }),
    3,
  )
  console.log(`ingest of content/ + ${versions.length} CR versions (${mb.toFixed(1)} MB), median of 3, alternating:`)
  console.log(`  parse + link + history   ${withMs.toFixed(0).padStart(6)} ms`)
  console.log(`  parse + link             ${withoutMs.toFixed(0).padStart(6)} ms`)
  console.log(`  history step             ${(withMs - withoutMs).toFixed(0).padStart(6)} ms (${(withMs / withoutMs).toFixed(2)}x of ingest without it)`)

  const { graph, history } = buildGraph(all, manifest)
  const judged: JudgedPair[] = JSON.parse(readFileSync(JUDGED, 'utf8')).pairs

  // The baseline on the same version pairs, to put the figures in context.
  const byDoc = new Map<string, GraphNode[]>()
  for (const n of graph.nodes) byDoc.set(n.doc, [...(byDoc.get(n.doc) ?? []), n])
  const baselineNodes = graph.nodes.map((n) => ({ ...n, prev: null as string | null }))
  const baselineById = new Map(baselineNodes.map((n) => [n.id, n]))
  const t = performance.now()
  for (const v of history?.versions ?? []) {
    for (const [to, from] of baselineMatch(byDoc.get(v.previous!) ?? [], byDoc.get(v.doc) ?? [])) baselineById.get(to)!.prev = from
  }
  const baselineMs = performance.now() - t

  console.log(`\nlineage quality on ${judged.length} pairs judged by hand (${JUDGED}):`)
  console.log(`  ${'pairs'.padEnd(34)} ${'n'.padStart(4)}  ${'precision'.padStart(9)} ${'recall'.padStart(7)}   baseline: precision  recall`)
  const groups = new Map<string, JudgedPair[]>([['all', judged]])
  for (const p of judged) {
    const docOf = (id: string | null) => id?.split('/')[0] ?? ''
    const key = `${docOf(p.from) || '(new)'} -> ${docOf(p.to) || '(gone)'}`.replace(/cr-(\d{4})-\d\d-\d\d/g, '$1')
    const local = (p.to ?? p.from ?? '').split('/')[1] ?? ''
    const group = `${key} ${local.startsWith('term-') ? 'glossary terms' : /^\d+\.\d+[a-z]$/.test(local) ? 'subrules' : 'rules, sections'}`
    groups.set(group, [...(groups.get(group) ?? []), p])
  }
  for (const [name, pairs] of [...groups].sort((a, b) => (a[0] === 'all' ? 1 : b[0] === 'all' ? -1 : a[0] < b[0] ? -1 : 1))) {
    const s = scoreLineage(graph.nodes, pairs)
    const b = scoreLineage(baselineNodes, pairs)
    console.log(
      `  ${name.padEnd(34)} ${String(pairs.length).padStart(4)}  ${pct(s.precision).padStart(9)} ${pct(s.recall).padStart(7)}   ${pct(b.precision).padStart(19)} ${pct(b.recall).padStart(7)}`,
    )
  }
  const score = scoreLineage(graph.nodes, judged)
  for (const w of score.wrong) console.log(`  missed: ${w.from ?? '(new)'} -> ${w.to ?? '(gone)'}; matcher: ${w.got ?? 'none'}`)
  console.log(`  (baseline, numbered rules only, all pairs scored: ${baselineMs.toFixed(0)} ms for ${history?.versions.length} version steps)`)

  console.log(`\nwhat changed, per version:`)
  console.log(`  ${'version'.padEnd(16)} ${['same', 'edited', 'renumbered', 'renum+edited', 'added', 'removed'].map((h) => h.padStart(13)).join('')}`)
  for (const v of history?.versions ?? []) {
    const c = v.counts
    console.log(`  ${v.doc.padEnd(16)} ${[c.same, c.edited, c.renumbered, c['renumbered-edited'], c.added, c.removed].map((x) => String(x).padStart(13)).join('')}`)
  }

  const calls = 200_000
  const start = Date.parse('1990-01-01')
  const span = Date.parse('2027-01-01') - start
  const dates = Array.from({ length: 1000 }, (_, i) => new Date(start + ((i * 7919) % 1000) * (span / 1000)).toISOString().slice(0, 10))
  let found = 0
  const t0 = performance.now()
  for (let i = 0; i < calls; i++) if (versionAsOf(graph.documents, 'cr', dates[i % dates.length])) found++
  const asOfMs = performance.now() - t0
  console.log(`\n"as of" lookup: ${calls} versionAsOf calls over ${graph.documents.length} documents: ${((asOfMs * 1000) / calls).toFixed(2)} µs per call (${found} found a version)`)

  await judgeLineage(baselineMatch)
}

const JUDGE = join(CORPORA, 'judge')
const JUDGED_MTR = join('lib', 'history', 'judged-mtr-pairs.json')

/**
 * Section lineage of the Magic Tournament Rules between 2018-05-18 and 2024-05-13 (the two versions alone, so each
 * 2024 section's `prev` is a 2018 one), against the pairs judged by hand in lib/history/judged-mtr-pairs.json.
 */
export async function judgeLineage(baseline: (older: GraphNode[], newer: GraphNode[]) => Map<string, string> = baselineMatch) {
  const files = ['mtr-2018-05-18.pdf', 'mtr-2024-05-13.pdf']
  if (!files.every((f) => existsSync(join(JUDGE, f)))) {
    console.log(`\n(MTR lineage skipped: ${files.join(' and ')} are not in ${JUDGE})`)
    return
  }
  const sources = await textSources(files.map((f) => ({ path: f, bytes: new Uint8Array(readFileSync(join(JUDGE, f))) })))
  const { graph } = buildGraph(sources)
  const judged: JudgedPair[] = JSON.parse(readFileSync(JUDGED_MTR, 'utf8')).pairs
  const s = scoreLineage(graph.nodes, judged)
  const older = graph.nodes.filter((n) => n.doc === 'mtr-2018-05-18')
  const newer = graph.nodes.filter((n) => n.doc === 'mtr-2024-05-13')
  // The baseline matches numbered nodes only: unnumbered sections (Introduction, an appendix's parts) it leaves unmatched.
  const baselineNodes = graph.nodes.map((n) => ({ ...n, prev: null as string | null }))
  const byId = new Map(baselineNodes.map((n) => [n.id, n]))
  for (const [to, from] of baseline(older, newer)) byId.get(to)!.prev = from
  const b = scoreLineage(baselineNodes, judged)
  console.log(`\nMagic Tournament Rules section lineage, 2018-05-18 -> 2024-05-13, on ${judged.length} pairs judged by hand (${JUDGED_MTR}):`)
  console.log(`  matcher:  precision ${pct(s.precision)}, recall ${pct(s.recall)} (${s.correct} of ${s.judged} judged links, ${s.made} made)`)
  console.log(`  baseline: precision ${pct(b.precision)}, recall ${pct(b.recall)}`)
  for (const w of s.wrong) console.log(`  missed: ${w.from ?? '(new)'} -> ${w.to ?? '(gone)'}; matcher: ${w.got ?? 'none'}`)
}
