/**
 * The judges' documents (every PDF in ../shared/corpora/judge, read in place; copied only into a temporary content
 * folder for the builds):
 *  - PDF ingest time per document, median of 3 after a warm-up, split into the time in pdfjs-dist (reading the text
 *    items), our layout code (lines, furniture, the layout text) and parse + graph (buildGraph of that one document);
 *    target: the 55-page Tournament Rules under 3 s;
 *  - coverage: the share of each PDF's words that reach a node (and the share that is page furniture);
 *  - print layout (lib/text/pdf/print-layout-check.ts): line breaks inside a sentence and list cells read across their
 *    columns, before (the reading as printed: rows across the page, lines apart where the print set them apart) and
 *    after (list columns, sentences joined); targets: after at most 1% of before's breaks, and no cell read across;
 *  - section lineage of the Tournament Rules 2018 -> 2024 on the pairs judged by hand (scripts/bench/history.ts);
 *  - build time and precache size of the site with the judge documents added, against the same site without them
 *    (content/ + the newest CR; targets: each at most 1.15x). Each build takes minutes; the two alternate for
 *    JUDGE_BENCH_ROUNDS rounds (default 2), build time compared by each one's fastest build;
 *    JUDGE_BENCH_NO_BUILD=1 leaves them out.
 * Figures only; nothing is asserted.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { wordCoverage } from '../../lib/formats/judge/word-coverage.js'
import { parseJudge } from '../../lib/formats/judge/parse.js'
import type { Block } from '../../lib/formats/tree.js'
import { listsReadAcross, midSentenceBreaks } from '../../lib/text/pdf/print-layout-check.js'
import type { PdfPage } from '../../lib/text/pdf/items.js'
import { buildGraph } from '../../lib/ingest/build-graph.js'
import { textFromPages } from '../../lib/text/pdf/index.js'
import { readPdf } from '../../lib/text/pdf/read-pdf.js'
import { judgeLineage } from './history.js'
import { median } from './lib/timing.js'
import { benchCorpus, type Figures } from './lib/build-corpus.js'

const root = join(import.meta.dirname, '..', '..')
const JUDGE = join(root, '..', 'shared', 'corpora', 'judge')
const NEWEST_CR = join(root, '..', 'shared', 'corpora', 'cr-2026-01-16.txt')

/** Builds of each site, alternating (JUDGE_BENCH_ROUNDS, default 2). */
const BUILD_ROUNDS = Math.max(1, Number(process.env.JUDGE_BENCH_ROUNDS ?? 2) || 1)

const pct = (x: number) => `${(100 * x).toFixed(2)}%`

async function ingestFigures(files: string[]) {
  console.log(`PDF ingest per document, median of 3 after a warm-up (ms):`)
  console.log(`  ${'file'.padEnd(22)} ${'pages'.padStart(5)} ${'pdfjs-dist'.padStart(10)} ${'layout'.padStart(7)} ${'parse+graph'.padStart(11)} ${'total'.padStart(7)}   coverage (furniture)`)
  for (const f of files) {
    const bytes = new Uint8Array(readFileSync(join(JUDGE, f)))
    const runs: Array<[number, number, number]> = []
    let last: { pages: Awaited<ReturnType<typeof readPdf>>['pages']; text: string } | null = null
    for (let i = 0; i < 4; i++) {
      const { pages, pdfjsMs } = await readPdf(bytes)
      let t = performance.now()
      const text = textFromPages(pages)
      const layoutMs = performance.now() - t
      t = performance.now()
      buildGraph([{ path: f, bytes: new TextEncoder().encode(text), fileBytes: bytes.length }])
      const graphMs = performance.now() - t
      if (i > 0) runs.push([pdfjsMs, layoutMs, graphMs])
      last = { pages, text }
    }
    const [pdfjs, layout, graph] = [0, 1, 2].map((k) => median(runs.map((r) => r[k])))
    const total = median(runs.map((r) => r[0] + r[1] + r[2]))
    const { graph: g } = buildGraph([{ path: f, bytes: new TextEncoder().encode(last!.text), fileBytes: bytes.length }])
    const cov = wordCoverage(last!.pages, g.nodes)
    const target = /^mtr-/.test(f) && last!.pages.length >= 50 ? `  (target < 3000 ms: ${total < 3000 ? 'ok' : 'OVER'})` : ''
    console.log(
      `  ${f.padEnd(22)} ${String(last!.pages.length).padStart(5)} ${pdfjs.toFixed(0).padStart(10)} ${layout.toFixed(0).padStart(7)} ${graph.toFixed(0).padStart(11)} ${total.toFixed(0).padStart(7)}   ${pct(cov.reached)} of ${cov.words} words (${pct(cov.furniture)})${target}`,
    )
  }
}

/** The texts a judge reads of one PDF, in document order: every block's own text. */
function blockTexts(pages: readonly PdfPage[], asPrinted: boolean): string[] {
  const root = parseJudge(textFromPages(pages, { listColumns: !asPrinted }), { asPrinted })
  const texts: string[] = []
  const walk = (blocks: Block[]) => blocks.forEach((b) => (texts.push(b.text), walk(b.children)))
  walk(root.children)
  return texts
}

async function printLayoutFigures(files: string[]) {
  console.log(`\nprint layout in the text (lib/text/pdf/print-layout-check.ts): before (as printed) -> after`)
  console.log(`  ${'file'.padEnd(22)} ${'mid-sentence breaks'.padStart(19)} ${'list cells read across'.padStart(23)}   lists in columns (cells found in the text)`)
  const sum = { breaksBefore: 0, breaksAfter: 0, acrossBefore: 0, acrossAfter: 0, lists: 0 }
  for (const f of files) {
    const { pages } = await readPdf(new Uint8Array(readFileSync(join(JUDGE, f))))
    const before = blockTexts(pages, true)
    const after = blockTexts(pages, false)
    const b = [midSentenceBreaks(before).count, midSentenceBreaks(after).count]
    const a = [listsReadAcross(pages, before), listsReadAcross(pages, after)]
    sum.breaksBefore += b[0]
    sum.breaksAfter += b[1]
    sum.acrossBefore += a[0].count
    sum.acrossAfter += a[1].count
    sum.lists += a[1].lists
    console.log(
      `  ${f.padEnd(22)} ${`${b[0]} -> ${b[1]}`.padStart(19)} ${`${a[0].count} -> ${a[1].count}`.padStart(23)}   ${a[1].lists} (${a[1].located} of ${a[1].cells})`,
    )
  }
  const breaksOk = sum.breaksAfter <= 0.01 * sum.breaksBefore ? 'ok' : 'OVER'
  console.log(
    `  ${'all'.padEnd(22)} ${`${sum.breaksBefore} -> ${sum.breaksAfter}`.padStart(19)} ${`${sum.acrossBefore} -> ${sum.acrossAfter}`.padStart(23)}   ${sum.lists}` +
      `   (targets: breaks <= 1% of before: ${breaksOk}; none read across: ${sum.acrossAfter === 0 ? 'ok' : 'OVER'})`,
  )
}

export async function run() {
  if (!existsSync(JUDGE)) {
    console.log(`(skipped: ${JUDGE} is absent; this bench reads the judges' PDFs there)`)
    return
  }
  const files = readdirSync(JUDGE).filter((f) => f.endsWith('.pdf')).sort()
  await ingestFigures(files)
  await printLayoutFigures(files)
  await judgeLineage()

  if (process.env.JUDGE_BENCH_NO_BUILD === '1') return console.log('\n(site builds left out: JUDGE_BENCH_NO_BUILD=1)')
  if (!existsSync(NEWEST_CR)) return console.log(`\n(site builds skipped: ${NEWEST_CR} is absent)`)
  const content = readdirSync(join(root, 'content')).map((f) => join(root, 'content', f))
  const withoutFiles = [...content, NEWEST_CR]
  const withFiles = [...withoutFiles, ...files.map((f) => join(JUDGE, f))]
  const without = await benchCorpus('content/ + CR 2026-01-16', withoutFiles)
  const withJudge = await benchCorpus(`content/ + CR 2026-01-16 + ${files.length} judge PDFs`, withFiles)
  // One build of each varies by 10-25% here from run to run (next build most), more than the margin being measured:
  // the two builds alternate for more rounds, and the ratio is of each one's fastest build, the least slowed one.
  const rounds: Array<[Figures, Figures]> = [[without, withJudge]]
  for (let r = 1; r < BUILD_ROUNDS; r++) {
    rounds.push([
      await benchCorpus(`round ${r + 1}, content/ + CR 2026-01-16`, withoutFiles, { buildOnly: true }),
      await benchCorpus(`round ${r + 1}, with the ${files.length} judge PDFs`, withFiles, { buildOnly: true }),
    ])
  }
  const fastest = (i: 0 | 1) => rounds.map((r) => r[i]).reduce((a, b) => (b.buildS < a.buildS ? b : a))
  const [bestWithout, bestWith] = [fastest(0), fastest(1)]
  const ratio = (a: number, b: number) => a / b
  const mark = (r: number) => (r <= 1.15 ? 'ok' : 'OVER')
  const MB = (n: number) => `${(n / 1024 / 1024).toFixed(2)} MB`
  console.log(`\nwith the judge documents / without, measured in this run (steps: each one's fastest build):`)
  for (const [name, s] of bestWithout.steps) {
    const a = bestWith.steps.find(([n]) => n === name)?.[1] ?? 0
    console.log(`  ${name.padEnd(14)} ${ratio(a, s).toFixed(2)}x  (${a.toFixed(1)} s / ${s.toFixed(1)} s)`)
  }
  rounds.forEach(([a, b], i) => console.log(`  round ${i + 1}        ${ratio(b.buildS, a.buildS).toFixed(2)}x  (${b.buildS.toFixed(1)} s / ${a.buildS.toFixed(1)} s)`))
  const b = ratio(bestWith.buildS, bestWithout.buildS)
  console.log(`  build time     ${b.toFixed(2)}x  (fastest of ${rounds.length} each: ${bestWith.buildS.toFixed(1)} s / ${bestWithout.buildS.toFixed(1)} s; target <= 1.15x: ${mark(b)})`)
  console.log(`  HTML pages     ${ratio(withJudge.pages, without.pages).toFixed(2)}x  (${withJudge.pages} / ${without.pages})`)
  const p = ratio(withJudge.precacheSent, without.precacheSent)
  console.log(
    `  precache       ${p.toFixed(2)}x  (${MB(withJudge.precacheSent)} / ${MB(without.precacheSent)} gzipped as sent, ${withJudge.precacheUrls} / ${without.precacheUrls} URLs; target <= 1.15x: ${mark(p)})`,
  )
}
