/**
 * Scryfall's bulk at full size (`npm run bench -- cards`). In one run, the same site is built twice: from content/
 * (with the newest Comprehensive Rules when ../shared has it), and from the same plus a generated bulk of 35,000 cards
 * and their rulings (lib/formats/scryfall/generate.ts; CARDS=N for another size). It prints
 *  - the ingest of each build, step by step (`npm run ingest -- --timings` in a child), its CPU time and peak memory;
 *  - each `npm run build` step (ingest, search index, public data, next build, precompression, CSP hashes), the build
 *    folder (its distDir) with and without cache/, and data/ (graph.json and the card shards);
 *  - the service worker's precache: URLs, and bytes as sent with gzip;
 *  - with the bulk, card pages served by `npm start` (scripts/serve.ts) under load (autocannon, LOAD_CONNECTIONS,
 *    default 10): cards only Scryfall's files have, each asked for once (the first time), then the same again (after),
 *    and a prerendered page (a card the documents have, else a rule) for comparison; p50, p95 and p99 of each response's time;
 *  - the ratios with / without the bulk, against the targets: build time and build folder at most 1.3x, precache at
 *    most 1.1x, card page p95 under 50 ms first time and after, bulk ingest under 30 s and 1 GB.
 * Each build has its own data dir, search dir, distDir and worker file. It prints figures and asserts nothing.
 */
import { execFileSync } from 'node:child_process'
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { cardKey } from '../../lib/graph/card-key'
import type { Graph } from '../../lib/types'
import { startSite } from '../../test/browser/harness'
import { writeBulk } from '../generate-bulk'
import { precacheKinds } from './lib/precache-kinds'
import { countHtml, dirBytes, measurePrecache, precacheUrls } from './lib/build-figures'

const root = join(import.meta.dirname, '..', '..')
const newestCr = join(root, '..', 'shared', 'corpora', 'cr-2026-01-16.txt')
const CARDS = Number(process.env.CARDS ?? 35_000)
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 10)
const FIRST_TIME = 1500

const MB = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`
const seconds = (t0: number) => (performance.now() - t0) / 1000

interface Ingest {
  steps: Array<[string, number]>
  totalS: number
  cpuS: number
  peakMb: number
}

interface Built {
  label: string
  steps: Array<[string, number]>
  buildS: number
  distBytes: number
  distBytesNoCache: number
  dataBytes: number
  shardBytes: number
  pages: number
  ingest: Ingest
  precacheUrls: number
  precacheSent: number
  load: LoadFigures | null
}

interface Latency {
  n: number
  failed: number
  p50: number
  p95: number
  p99: number
  rps: number
}

interface LoadFigures {
  firstTime: Latency
  after: Latency
  prerendered: Latency
  prerenderedPath: string
  cards: number
}

function exec(cmd: string, args: string[], env: Record<string, string | undefined>): string {
  return execFileSync(cmd, args, { cwd: root, env: { ...process.env, ...env, NEXT_TELEMETRY_DISABLED: '1' }, stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 256 * 1024 * 1024 }).toString()
}

/** The `timing` lines `npm run ingest -- --timings` prints. */
function parseTimings(out: string): Ingest {
  const steps: Array<[string, number]> = []
  let totalS = 0
  let cpuS = 0
  let peakMb = 0
  for (const line of out.split('\n')) {
    const total = /^timing {2}total\s+([\d.]+) s \(CPU ([\d.]+) s\), peak memory (\d+) MB/.exec(line)
    if (total) {
      totalS = Number(total[1])
      cpuS = Number(total[2])
      peakMb = Number(total[3])
      continue
    }
    const step = /^timing {2}(.+?)\s+([\d.]+) s$/.exec(line)
    if (step) steps.push([step[1], Number(step[2])])
  }
  return { steps, totalS, cpuS, peakMb }
}

/** Each response's time, for percentiles autocannon does not give (p95). */
async function load(baseUrl: string, paths: string[], amount: number): Promise<Latency> {
  let i = 0
  const times: number[] = []
  const instance = autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    amount,
    // A phone's request: a page load, brotli accepted.
    headers: { 'accept-encoding': 'gzip, deflate, br' },
    requests: [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }],
    // The instance is also an event emitter (each response's time); its types only show the promise.
  }) as unknown as Promise<autocannon.Result> & NodeJS.EventEmitter
  instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => times.push(ms))
  const result = await instance
  times.sort((a, b) => a - b)
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? NaN
  return { n: times.length, failed: result.errors + result.timeouts + result.non2xx, p50: at(0.5), p95: at(0.95), p99: at(0.99), rps: result.requests.average }
}

/** Keys of the cards only the card shards have (no page of the graph's), in shard order. */
function scryfallOnlyKeys(data: string, graph: Graph): string[] {
  const dir = join(data, 'cards')
  if (!existsSync(dir)) return []
  const graphCards = new Set<string>()
  for (const n of graph.nodes) {
    if (n.kind === 'card' && n.title) graphCards.add(cardKey(n.title))
    for (const r of n.refs) if (r.kind === 'card') graphCards.add(cardKey(r.number))
  }
  const keys: string[] = []
  for (const f of readdirSync(dir).filter((x) => /^\d+\.json$/.test(x)).sort((a, b) => parseInt(a) - parseInt(b))) {
    for (const key of Object.keys(JSON.parse(readFileSync(join(dir, f), 'utf8')))) if (!graphCards.has(key)) keys.push(key)
  }
  return keys
}

async function buildAndMeasure(label: string, contentFiles: string[], withLoad: boolean): Promise<Built> {
  const work = mkdtempSync(join(tmpdir(), 'bench-cards-'))
  const content = join(work, 'content')
  const data = join(work, 'data')
  const search = join(work, 'search')
  const distDir = '.next-bench-cards'
  const env = { RULES_DATA_DIR: data, NEXT_DIST_DIR: distDir, SEARCH_DIR: search, SW_DEST: join(distDir, 'sw.js') }
  const tsx = (script: string, args: string[] = []) => exec(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), script, ...args], env)
  const steps: Array<[string, number]> = []
  const step = <T>(name: string, f: () => T): T => {
    const t0 = performance.now()
    const out = f()
    steps.push([name, seconds(t0)])
    return out
  }
  try {
    mkdirSync(content, { recursive: true })
    // a folder (content/situations/) is copied whole
    for (const f of contentFiles) cpSync(f, join(content, f.split('/').pop()!), { recursive: true })
    const ingest = parseTimings(step('ingest', () => tsx('scripts/ingest.ts', ['--content', content, '--out', data, '--quiet', '--timings'])))
    const graph = JSON.parse(readFileSync(join(data, 'graph.json'), 'utf8')) as Graph
    step('search index', () => tsx('scripts/build-search-index.ts', ['--data', data, '--out', search]))
    step('public data', () => tsx('scripts/write-public-data.ts', ['--data', data, '--out', join(work, 'public-data')]))
    const tsconfigNext = join(root, 'tsconfig.next.json')
    const savedTsconfig = existsSync(tsconfigNext) ? readFileSync(tsconfigNext) : null
    try {
      step('next build', () => exec(process.execPath, [join(root, 'node_modules/next/dist/bin/next'), 'build', '--webpack'], env))
      step('precompress', () => tsx('scripts/precompress.ts'))
      step('csp hashes', () => tsx('scripts/csp-hashes.ts'))
    } finally {
      if (savedTsconfig) writeFileSync(tsconfigNext, savedTsconfig)
    }
    const buildS = steps.reduce((t, [, s]) => t + s, 0)
    const urls = precacheUrls(join(root, distDir, 'sw.js'))
    const site = await startSite({ distDir, env: { RULES_DATA_DIR: data, SEARCH_DIR: search } })
    let precacheSent = 0
    let loadFigures: LoadFigures | null = null
    try {
      precacheSent = (await measurePrecache(site.baseUrl, urls, precacheKinds(graph))).sent
      if (withLoad) {
        const keys = scryfallOnlyKeys(data, graph)
        const paths = keys.slice(0, FIRST_TIME).map((k) => `/cards/${encodeURIComponent(k)}`)
        // For comparison, a prerendered page under the same load: a card page the documents have, else a rule page.
        const card = graph.nodes.find((n) => n.kind === 'card' && n.title)
        const prerendered = card ? `/cards/${encodeURIComponent(cardKey(card.title!))}` : (graph.nodes.find((n) => n.kind === 'rule' && n.text.length > 100)?.url ?? '/')
        // Warm the server (Next's modules, the shell) on cards not measured, then each measured card once, then again.
        await load(site.baseUrl, keys.slice(FIRST_TIME, FIRST_TIME + 50).map((k) => `/cards/${encodeURIComponent(k)}`), 50)
        const firstTime = await load(site.baseUrl, paths, paths.length)
        const after = await load(site.baseUrl, paths, paths.length)
        const pre = await load(site.baseUrl, [prerendered], paths.length)
        loadFigures = { firstTime, after, prerendered: pre, prerenderedPath: prerendered, cards: paths.length }
      }
    } finally {
      await site.stop()
    }
    const built: Built = {
      label,
      steps,
      buildS,
      distBytes: dirBytes(join(root, distDir)),
      distBytesNoCache: dirBytes(join(root, distDir), 'cache'),
      dataBytes: dirBytes(data),
      shardBytes: dirBytes(join(data, 'cards')),
      pages: countHtml(join(root, distDir, 'server', 'app')),
      ingest,
      precacheUrls: urls.length,
      precacheSent,
      load: loadFigures,
    }
    print(built, graph)
    return built
  } finally {
    rmSync(work, { recursive: true, force: true })
    rmSync(join(root, distDir), { recursive: true, force: true })
  }
}

function print(b: Built, graph: Graph) {
  console.log(`\n${b.label}: ${graph.documents.length} documents, ${graph.nodes.length.toLocaleString('en')} nodes in graph.json, ${b.pages.toLocaleString('en')} HTML pages`)
  console.log(`  ingest: ${b.ingest.totalS.toFixed(1)} s (CPU ${b.ingest.cpuS.toFixed(1)} s), peak memory ${b.ingest.peakMb} MB`)
  for (const [name, s] of b.ingest.steps) if (s >= 0.05) console.log(`    ${name.padEnd(48)} ${s.toFixed(2).padStart(6)} s`)
  console.log(`  build: ${b.steps.map(([n, s]) => `${n} ${s.toFixed(1)} s`).join(' + ')} = ${b.buildS.toFixed(1)} s`)
  console.log(`  build folder: ${MB(b.distBytes)} (${MB(b.distBytesNoCache)} without cache/); data/: ${MB(b.dataBytes)}, of which card shards ${MB(b.shardBytes)}`)
  console.log(`  precache: ${b.precacheUrls.toLocaleString('en')} URLs, ${MB(b.precacheSent)} gzipped as sent`)
  if (b.load) {
    const row = (name: string, l: Latency) =>
      console.log(`    ${name.padEnd(34)} ${String(l.n).padStart(5)} requests, ${l.failed} failed, p50 ${l.p50.toFixed(1)} ms, p95 ${l.p95.toFixed(1)} ms, p99 ${l.p99.toFixed(1)} ms, ${l.rps.toFixed(0)} req/s`)
    console.log(`  card pages under load (${CONNECTIONS} connections, npm start):`)
    row(`Scryfall-only, first time (${b.load.cards} cards)`, b.load.firstTime)
    row('Scryfall-only, after (the same again)', b.load.after)
    row(`prerendered, for comparison: ${b.load.prerenderedPath}`.slice(0, 34), b.load.prerendered)
  }
}

export async function run() {
  const base = readdirSync(join(root, 'content')).map((f) => join(root, 'content', f))
  if (existsSync(newestCr)) base.push(newestCr)
  else console.log(`(${newestCr} not found: the builds are of content/ alone)`)
  const bulkDir = mkdtempSync(join(tmpdir(), 'bench-bulk-'))
  try {
    const t0 = performance.now()
    const bulk = writeBulk(bulkDir, { cards: CARDS, seed: 1, orphanRulings: 5 })
    console.log(`generated bulk: ${(bulk.lines.oracleCards - 2).toLocaleString('en')} cards (${MB(bulk.bytes.oracleCards)}), ${(bulk.lines.rulings - 2).toLocaleString('en')} rulings (${MB(bulk.bytes.rulings)}) in ${seconds(t0).toFixed(1)} s`)
    const without = await buildAndMeasure('without the bulk', base, false)
    const withBulk = await buildAndMeasure(`with the bulk of ${CARDS.toLocaleString('en')} cards`, [...base, bulk.oracleCards, bulk.rulings], true)
    const ratio = (a: number, b: number) => a / b
    const mark = (ok: boolean) => (ok ? 'met' : 'MISSED')
    console.log('\nwith / without the bulk, measured in this run:')
    for (const [name] of without.steps) {
      const a = withBulk.steps.find(([n]) => n === name)?.[1] ?? 0
      const b = without.steps.find(([n]) => n === name)?.[1] ?? 1
      console.log(`  ${name.padEnd(14)} ${ratio(a, b).toFixed(2)}x  (${a.toFixed(1)} s / ${b.toFixed(1)} s)`)
    }
    const time = ratio(withBulk.buildS, without.buildS)
    const folder = ratio(withBulk.distBytes, without.distBytes)
    const folderAndShards = ratio(withBulk.distBytes + withBulk.shardBytes, without.distBytes)
    const precache = ratio(withBulk.precacheSent, without.precacheSent)
    console.log(`  build time     ${time.toFixed(2)}x  (${withBulk.buildS.toFixed(1)} s / ${without.buildS.toFixed(1)} s; target <= 1.3x: ${mark(time <= 1.3)})`)
    console.log(`  build folder   ${folder.toFixed(2)}x  (${MB(withBulk.distBytes)} / ${MB(without.distBytes)}; target <= 1.3x: ${mark(folder <= 1.3)})`)
    console.log(`    with the card shards counted in: ${folderAndShards.toFixed(2)}x  (${MB(withBulk.distBytes + withBulk.shardBytes)} / ${MB(without.distBytes)})`)
    console.log(`  precache       ${precache.toFixed(2)}x  (${MB(withBulk.precacheSent)} / ${MB(without.precacheSent)}, ${withBulk.precacheUrls} / ${without.precacheUrls} URLs; target <= 1.1x: ${mark(precache <= 1.1)})`)
    const bulkIngest = withBulk.ingest
    console.log(`  bulk ingest    ${bulkIngest.totalS.toFixed(1)} s (CPU ${bulkIngest.cpuS.toFixed(1)} s), peak ${bulkIngest.peakMb} MB; without the bulk ${without.ingest.totalS.toFixed(1)} s, ${without.ingest.peakMb} MB (target under 30 s and 1 GB: ${mark(bulkIngest.totalS < 30 && bulkIngest.peakMb < 1024)})`)
    if (withBulk.load) {
      const { firstTime, after } = withBulk.load
      console.log(`  card page p95  first time ${firstTime.p95.toFixed(1)} ms, after ${after.p95.toFixed(1)} ms at ${CONNECTIONS} connections (target under 50 ms: ${mark(firstTime.p95 < 50 && after.p95 < 50)})`)
    }
    const load = (() => {
      try {
        return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')
      } catch {
        return 'unknown'
      }
    })()
    console.log(`  (machine load average at the end: ${load}; times are wall-clock on a shared machine)`)
  } finally {
    rmSync(bulkDir, { recursive: true, force: true })
  }
}
