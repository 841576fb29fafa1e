/**
 * `npm run bench -- site`: what a deployment costs, before and after, in one run. The corpora (read in place from
 * ../shared/corpora, copied only into temporary content folders):
 *  - deploy: today's documents: content/, the newest CR, the newest MTR, IPG and JAR, the Scryfall and release-notes
 *    samples;
 *  - + every CR version, and + every judge PDF: the same with all versions of one kind.
 * Each tree (before: the commit BENCH_BEFORE, default the merge base with main, `none` to skip; after: this working
 * tree, uncommitted changes too) is copied to a temporary folder, node_modules linked, and built there with its own
 * `npm run build` and `npm run export`, so nothing of the checkout is touched. For each corpus it prints
 *  - the export (`out/`): files, bytes, redirect rules (static, with a placeholder), against 15,000 files, 200 MB and
 *    the 2,000 static rules a host reads;
 *  - `npm run build`, cold (no ingest cache, no .next) and, for deploy, cached (the same again, nothing changed), and
 *    the build folder .next (without its cache/);
 *  - the ratios of each all-versions corpus to deploy: build time, .next, export bytes and files (target 1.2x);
 *  - on the export served as a static host serves it (scripts/serve-export.ts) behind a phone's slow 4G with CPU x4
 *    (scripts/bench/lib/phone.ts): the first search on a cold page, typed once its search box has hydrated (ms from
 *    the last keystroke to the first result;
 *    deploy and + every CR version; target 300 ms with every version), and a lookup: a rule opened from search and
 *    five references followed (the sum of the six pages' loads; no slower after than before).
 * BENCH_CORPORA=deploy,cr,judge picks corpora; RUNS (default 3) browser runs per figure, median; BUILD_RUNS (default
 * 1) cold builds per tree and corpus, median. Run it under
 * `flock /tmp/site-build.lock` while others build too. It prints figures and asserts nothing.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { isDynamic, parseRules } from '../../lib/site/host-rules'
import { serveExport } from '../serve-export'
import { countHtml, dirBytes } from './lib/build-figures'
import { firstSearch, lookUp, slowLink } from './lib/phone'
import { median } from './lib/timing'

const root = join(import.meta.dirname, '..', '..')
const corpora = join(root, '..', 'shared', 'corpora')
const RUNS = Number(process.env.RUNS ?? 3)
/** Cold builds per tree and corpus (BUILD_RUNS, default 1), median: one build's time moves by a fifth from run to run. */
const BUILD_RUNS = Number(process.env.BUILD_RUNS ?? 1)
const SEARCHES: Array<[string, string]> = [
  ['trample', 'trample'],
  ['deathtouch', 'deathtouch'],
]
const LOOKUP: [string, string] = ['trample', 'trample']
const HOPS = 5

const MB = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`
const int = (n: number) => Math.round(n).toLocaleString('en')

/** The newest of each judge series and the newest CR in ../shared/corpora, by the dates in their names. */
function newest(files: string[], prefix: string): string | undefined {
  return files.filter((f) => f.startsWith(prefix)).sort().pop()
}

interface Corpus {
  key: 'deploy' | 'cr' | 'judge'
  label: string
  files: string[]
}

function corpusList(): Corpus[] | null {
  if (!existsSync(corpora)) return null
  const top = readdirSync(corpora)
  const judge = existsSync(join(corpora, 'judge')) ? readdirSync(join(corpora, 'judge')).filter((f) => f.endsWith('.pdf')) : []
  const crs = top.filter((f) => /^cr-\d{4}-\d{2}-\d{2}\.txt$/.test(f)).sort()
  const cr = newest(crs, 'cr-')
  const judges = ['mtr-', 'ipg-', 'jar-'].map((p) => newest(judge, p)).filter((f): f is string => !!f)
  if (!cr || judges.length < 3) return null
  // the sample files; not cards/bulk/, Scryfall's whole bulk data (scripts/bench/cards.ts measures a build with it)
  const samples = ['cards', 'articles'].flatMap((d) => (existsSync(join(corpora, d)) ? readdirSync(join(corpora, d), { withFileTypes: true }).filter((f) => f.isFile()).map((f) => join(corpora, d, f.name)) : []))
  const deploy = [join(corpora, cr), ...judges.map((f) => join(corpora, 'judge', f)), ...samples]
  const all: Corpus[] = [
    { key: 'deploy', label: 'deploy: content/ + newest CR, MTR, IPG, JAR + samples', files: deploy },
    { key: 'cr', label: `+ every CR version (${crs.length})`, files: [...deploy, ...crs.map((f) => join(corpora, f))] },
    { key: 'judge', label: `+ every judge PDF (${judge.length})`, files: [...deploy, ...judge.map((f) => join(corpora, 'judge', f))] },
  ]
  const only = process.env.BENCH_CORPORA?.split(',')
  return all.filter((c) => !only || only.includes(c.key))
}

/** content/ (manifest and situations with it) plus `extra`, in a fresh folder. */
function contentFolder(extra: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'bench-site-content-'))
  cpSync(join(root, 'content'), dir, { recursive: true })
  for (const f of extra) cpSync(f, join(dir, f.split('/').pop()!))
  return dir
}

/** A copy of a tree to build in: `ref` a commit, or null for this working tree as it is (untracked files too, not ignored ones). */
function checkout(ref: string | null): string {
  const dir = mkdtempSync(join(tmpdir(), `bench-site-${ref ? 'before' : 'after'}-`))
  if (ref) {
    const tar = execFileSync('git', ['archive', ref], { cwd: root, maxBuffer: 512 * 1024 * 1024 })
    execFileSync('tar', ['-x', '-C', dir], { input: tar })
  } else {
    const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, maxBuffer: 64 * 1024 * 1024 })
      .toString()
      .split('\0')
      .filter((f) => f && existsSync(join(root, f)))
    for (const f of files) cpSync(join(root, f), join(dir, f), { recursive: true })
  }
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'))
  return dir
}

/** `npm run <script>` in `tree`, timed; its output kept for a failure's message. */
function npmRun(tree: string, script: string, env: Record<string, string>): number {
  const t0 = performance.now()
  const r = spawnSync('npm', ['run', script], { cwd: tree, env: { ...process.env, ...env, NEXT_TELEMETRY_DISABLED: '1' }, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 })
  if (r.status !== 0) throw new Error(`npm run ${script} failed in ${tree}:\n${(r.stdout ?? '').slice(-3000)}\n${(r.stderr ?? '').slice(-3000)}`)
  return (performance.now() - t0) / 1000
}

function walkFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name)
    return statSync(p).isDirectory() ? walkFiles(p) : [p]
  })
}

interface Figures {
  buildS: number
  buildRuns: number[]
  cachedS: number | null
  nextBytes: number
  pages: number
  exportFiles: number
  exportBytes: number
  staticRules: number
  dynamicRules: number
  firstSearchMs: number | null
  lookup: { total: number; paths: string[] } | null
}

async function measureTree(tree: string, corpus: Corpus): Promise<Figures> {
  const content = contentFolder(corpus.files)
  const cache = mkdtempSync(join(tmpdir(), 'bench-site-ingest-cache-'))
  const env = { RULES_CONTENT_DIR: content, INGEST_CACHE_DIR: cache }
  try {
    const buildRuns: number[] = []
    for (let i = 0; i < BUILD_RUNS; i++) {
      for (const d of ['.next', 'out', 'data', join('public', 'search'), join('public', 'data'), join('public', 'changes')]) rmSync(join(tree, d), { recursive: true, force: true })
      rmSync(cache, { recursive: true, force: true })
      mkdirSync(cache)
      buildRuns.push(npmRun(tree, 'build', env))
    }
    const buildS = median(buildRuns)
    const cachedS = corpus.key === 'deploy' ? npmRun(tree, 'build', env) : null
    const nextBytes = dirBytes(join(tree, '.next'), 'cache')
    const pages = countHtml(join(tree, '.next', 'server', 'app'))
    // an export needs the origin it names (scripts/check-site-url.ts); any will do for its figures
    npmRun(tree, 'export', { ...env, SITE_URL: process.env.SITE_URL || 'https://rules.example.org' })
    const out = join(tree, 'out')
    const files = walkFiles(out)
    const rules = parseRules(existsSync(join(out, '_redirects')) ? readFileSync(join(out, '_redirects'), 'utf8') : '')
    const figures: Figures = {
      buildS,
      buildRuns,
      cachedS,
      nextBytes,
      pages,
      exportFiles: files.length,
      exportBytes: files.reduce((s, f) => s + statSync(f).size, 0),
      staticRules: rules.filter((r) => !isDynamic(r.from)).length,
      dynamicRules: rules.filter((r) => isDynamic(r.from)).length,
      firstSearchMs: null,
      lookup: null,
    }
    if (corpus.key !== 'judge') {
      const host = await serveExport({ dir: out })
      const link = await slowLink(host.baseUrl)
      try {
        const per = []
        for (const [q, want] of SEARCHES) {
          const runs = []
          for (let i = 0; i < RUNS; i++) runs.push(await firstSearch(link.baseUrl, q, want))
          per.push(median(runs))
          console.log(`    first search "${q}": ${runs.map((r) => r.toFixed(0)).join(' / ')} ms`)
        }
        figures.firstSearchMs = Math.max(...per)
        if (corpus.key === 'deploy') {
          const runs = []
          for (let i = 0; i < RUNS; i++) runs.push(await lookUp(link.baseUrl, LOOKUP[0], LOOKUP[1], HOPS))
          const mid = runs.map((r) => r.total).sort((a, b) => a - b)[Math.floor(runs.length / 2)]
          const chosen = runs.find((r) => r.total === mid)!
          console.log(`    lookup: ${runs.map((r) => r.total.toFixed(0)).join(' / ')} ms over ${chosen.paths.join(' -> ')}`)
          figures.lookup = { total: mid, paths: chosen.paths }
        }
      } finally {
        await link.close()
        await host.close()
      }
    }
    return figures
  } finally {
    rmSync(content, { recursive: true, force: true })
    rmSync(cache, { recursive: true, force: true })
  }
}

export async function run(): Promise<void> {
  const list = corpusList()
  if (!list) {
    console.log(`(skipped: ${corpora} with the CR and the judge PDFs not found; this bench builds from them)`)
    return
  }
  const beforeRef =
    process.env.BENCH_BEFORE === 'none'
      ? null
      : (process.env.BENCH_BEFORE ?? (spawnSync('git', ['merge-base', 'HEAD', 'main'], { cwd: root, encoding: 'utf8' }).stdout.trim() || null))
  const trees: Array<{ label: string; dir: string }> = []
  if (beforeRef) trees.push({ label: `before (${beforeRef.slice(0, 10)})`, dir: checkout(beforeRef) })
  trees.push({ label: 'after (this tree)', dir: checkout(null) })
  const results = new Map<string, Map<string, Figures>>()
  try {
    for (const tree of trees) {
      const byCorpus = new Map<string, Figures>()
      results.set(tree.label, byCorpus)
      for (const corpus of list) {
        console.log(`\n${tree.label}, ${corpus.label}:`)
        const f = await measureTree(tree.dir, corpus)
        byCorpus.set(corpus.key, f)
        console.log(
          `  build ${f.buildRuns.length > 1 ? `${f.buildRuns.map((t) => t.toFixed(0)).join(' / ')} s, median ` : ''}${f.buildS.toFixed(0)} s${f.cachedS !== null ? ` (cached ${f.cachedS.toFixed(0)} s)` : ''}, .next ${MB(f.nextBytes)} without cache/, ${int(f.pages)} pages; ` +
            `export ${int(f.exportFiles)} files, ${MB(f.exportBytes)}, _redirects ${int(f.staticRules)} static + ${f.dynamicRules} placeholder rules` +
            (f.firstSearchMs !== null ? `; first search ${f.firstSearchMs.toFixed(0)} ms` : '') +
            (f.lookup ? `; lookup ${f.lookup.total.toFixed(0)} ms` : ''),
        )
      }
    }
  } finally {
    for (const t of trees) rmSync(t.dir, { recursive: true, force: true })
  }
  printSummary(results, list)
}

function printSummary(results: Map<string, Map<string, Figures>>, list: Corpus[]) {
  const labels = [...results.keys()]
  const col = (s: string) => s.padStart(24)
  const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED')
  const row = (name: string, values: string[], target = '') => console.log(`  ${name.padEnd(44)}${values.map(col).join('')}${target ? `   ${target}` : ''}`)
  console.log(`\nsummary (one run, 2 shared cores; the same corpus and the same measurements for each tree)`)
  row('', labels)
  const get = (l: string, k: string) => results.get(l)!.get(k)
  const d = (l: string) => get(l, 'deploy')
  if (list.some((c) => c.key === 'deploy')) {
    const after = d(labels[labels.length - 1])!
    row('deploy: export files', labels.map((l) => int(d(l)!.exportFiles)), `target <= 15,000: ${mark(after.exportFiles <= 15000)}`)
    row('deploy: export bytes', labels.map((l) => MB(d(l)!.exportBytes)), `target <= 200 MB: ${mark(after.exportBytes <= 200 * 1024 * 1024)}`)
    row('deploy: _redirects static + placeholder rules', labels.map((l) => `${int(d(l)!.staticRules)} + ${d(l)!.dynamicRules}`), `target <= 2,000 static: ${mark(after.staticRules <= 2000)}`)
    row('deploy: npm run build, cold', labels.map((l) => `${d(l)!.buildS.toFixed(0)} s`))
    row('deploy: npm run build, cached', labels.map((l) => `${d(l)!.cachedS?.toFixed(0)} s`))
    row('deploy: .next without cache/', labels.map((l) => MB(d(l)!.nextBytes)))
    row('deploy: first search', labels.map((l) => `${d(l)!.firstSearchMs?.toFixed(0)} ms`))
    const lookups = labels.map((l) => d(l)!.lookup?.total ?? NaN)
    row(`deploy: search + ${HOPS} references, phone`, lookups.map((t) => `${t.toFixed(0)} ms`), labels.length > 1 ? `no slower: ${mark(lookups[lookups.length - 1] <= lookups[0])}` : '')
  }
  for (const key of ['cr', 'judge'] as const) {
    if (!list.some((c) => c.key === key) || !list.some((c) => c.key === 'deploy')) continue
    const name = key === 'cr' ? 'every CR' : 'every judge PDF'
    const ratio = (l: string, f: (x: Figures) => number) => f(get(l, key)!) / f(d(l)!)
    const after = labels[labels.length - 1]
    for (const [what, f] of [
      ['build time', (x: Figures) => x.buildS],
      ['.next', (x: Figures) => x.nextBytes],
      ['export bytes', (x: Figures) => x.exportBytes],
      ['export files', (x: Figures) => x.exportFiles],
    ] as const)
      row(`${name} / deploy: ${what}`, labels.map((l) => `${ratio(l, f).toFixed(2)}x`), `target <= 1.2x: ${mark(ratio(after, f) <= 1.2)}`)
    if (key === 'cr') {
      const ms = labels.map((l) => get(l, 'cr')!.firstSearchMs ?? NaN)
      row(`${name}: first search`, ms.map((m) => `${m.toFixed(0)} ms`), `target <= 300 ms: ${mark(ms[ms.length - 1] <= 300)}`)
    }
  }
  // the figures as data, for a docs/benchmarks.md table
  writeFileSync(join(tmpdir(), 'bench-site-figures.json'), JSON.stringify(Object.fromEntries([...results].map(([l, m]) => [l, Object.fromEntries(m)])), null, 1))
}
