/**
 * Ingest speed: per document and per MB, for content/ and for the full current
 * Comprehensive Rules, each beside a plain read-and-split-lines of the same bytes
 * (the floor no parser can beat), plus two hostile inputs that expose backtracking.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildGraph } from '../../lib/ingest/build-graph.js'
import type { SourceFile } from '../../lib/graph/ingest-document.js'
import { readContent } from '../ingest.js'
import { baseline, timeIt } from './lib/timing.js'

const CR_PATH = join('..', 'shared', 'corpora', 'cr-2026-01-16.txt')

function row(name: string, bytes: number, ms: number, baseMs: number) {
  const mb = bytes / 1048576
  console.log(
    `${name.padEnd(42)} ${(bytes / 1024).toFixed(0).padStart(6)} KB ${ms.toFixed(1).padStart(8)} ms ${(ms / mb).toFixed(0).padStart(6)} ms/MB   x${(ms / baseMs).toFixed(0).padStart(4)} of read+split (${baseMs.toFixed(2)} ms)`,
  )
}

export async function run() {
  const { sources, manifest } = await readContent('content')
  console.log(`${'document'.padEnd(42)} ${'size'.padStart(9)} ${'ingest'.padStart(11)} ${'rate'.padStart(9)}`)
  let total = 0
  for (const source of sources) {
    const entry = manifest.filter((e) => e.file === source.path)
    const ms = timeIt(() => buildGraph([source], entry), 9)
    total += ms
    row(source.path, source.bytes.length, ms, timeIt(() => baseline(source.bytes), 9))
  }
  const allBytes = sources.reduce((n, s) => n + s.bytes.length, 0)
  const allMs = timeIt(() => buildGraph(sources, manifest), 7)
  const allBase = timeIt(() => sources.forEach((s) => baseline(s.bytes)), 7)
  row('all of content/ (one graph, linked)', allBytes, allMs, allBase)
  console.log(`  target: all of content/ under 1000 ms -> ${allMs < 1000 ? 'met' : 'MISSED'} (${allMs.toFixed(0)} ms; per-document sum ${total.toFixed(0)} ms)`)

  let cr: SourceFile | null = null
  try {
    cr = { path: 'cr-2026-01-16.txt', bytes: new Uint8Array(readFileSync(CR_PATH)) }
  } catch {
    console.log(`  (skipped the full Comprehensive Rules: ${CR_PATH} not found)`)
  }
  if (cr) {
    const crSource = cr
    const ms = timeIt(() => buildGraph([crSource]), 5)
    row('full CR 2026-01-16 (../shared/corpora)', crSource.bytes.length, ms, timeIt(() => baseline(crSource.bytes), 5))
    console.log(`  target: full CR under 2000 ms -> ${ms < 2000 ? 'met' : 'MISSED'} (${ms.toFixed(0)} ms)`)
  }

  // Hostile shapes: a regex that backtracks shows as a rate far above the others.
  const fiveMb = 5 * 1024 * 1024
  const oneLine = new TextEncoder().encode('- T.1.1 - ' + 'see rule 419.6a [bethmo] (See rule 308, “x,” and '.repeat(fiveMb / 50))
  const nearRules = new TextEncoder().encode(
    Array.from({ length: 100_000 }, (_, i) => `${100 + (i % 800)}.${i % 97}${'abcdefghijk'[i % 11]} rule text ${'x'.repeat(i % 40)} see rule ${i}.`).join('\n'),
  )
  for (const [name, bytes] of [
    ['hostile: 5 MB single line', oneLine],
    ['hostile: 100,000 near-rule lines', nearRules],
  ] as const) {
    for (const family of ['rulings', 'cr', 'newsgroup', 'faq'] as const) {
      const t = performance.now()
      const result = buildGraph([{ path: `${family}.txt`, bytes }], [{ file: `${family}.txt`, family }])
      const ms = performance.now() - t
      const outcome = result.report.failed.length ? `rejected: ${result.report.failed[0].message.slice(0, 40)}` : `${result.graph.nodes.length} nodes`
      console.log(`${`${name} as ${family}`.padEnd(46)} ${(ms / (bytes.length / 1048576)).toFixed(0).padStart(6)} ms/MB  ${ms.toFixed(0).padStart(6)} ms  ${outcome}`)
    }
  }
}
