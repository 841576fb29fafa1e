/**
 * One site built from a list of content files, in its own data dir, search dir, distDir and worker file (so the
 * checkout's build is left alone), and measured (scripts/bench/judge.ts compares two): the build time step by step
 * (ingest, search index, next build, precompression, CSP hashes), the build folder, the pages; the service worker's
 * precache as `npm start` sends it, by kind of URL; a rule page's first load (HTML+CSS and JS, gzip and brotli, as
 * sent) and its largest contentful paint on a throttled phone. (This folder is not a benchmark: scripts/bench.ts runs
 * only files beside it.)
 */
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { lineageIndex } from '../../../lib/site/lineages.mjs'
import type { Graph, GraphNode } from '../../../lib/types'
import { CHROMIUM_ARGS, PHONE_VIEWPORT, startSite } from '../../../test/browser/harness'
import { countHtml, dirBytes, measurePrecache, precacheUrls } from './build-figures'
import { precacheKinds } from './precache-kinds'

const root = join(import.meta.dirname, '..', '..', '..')
const TARGET_HTML_CSS = 60 * 1024
const TARGET_JS = 120 * 1024

interface Resource {
  url: string
  kind: 'html+css' | 'js' | 'other'
  raw: number
  gzip: number
  brotli: number
  sent: number
}

function sh(cmd: string, args: string[], env: Record<string, string | undefined> = {}) {
  execFileSync(cmd, args, { cwd: root, env: { ...process.env, ...env, NEXT_TELEMETRY_DISABLED: '1' }, stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 256 * 1024 * 1024 })
}

function seconds(t0: number) {
  return (performance.now() - t0) / 1000
}

/** A representative rule page: a numbered CR rule with text and references, else any rule or ruling. */
function pickRule(graph: Graph): GraphNode {
  const cr = new Set(graph.documents.filter((d) => d.family === 'cr').map((d) => d.id))
  const lineages = lineageIndex(graph)
  const rule = (n: GraphNode) => (n.kind === 'rule' || n.kind === 'ruling') && n.text.length > 200 && lineages.hasPage(n)
  return graph.nodes.find((n) => rule(n) && cr.has(n.doc) && n.refs.some((r) => r.target)) ?? graph.nodes.find(rule) ?? graph.nodes[0]
}

async function measure(baseUrl: string, path: string) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS })
  try {
    // 1. What the first load fetches, and how many bytes the server actually sent for each.
    const context = await browser.newContext({ viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true })
    const page = await context.newPage()
    // Playwright's request events include the search box's worker, which starts right after hydration.
    const urls = new Map<string, { type: string; sent: number }>()
    page.on('requestfinished', async (req) => {
      const sizes = await req.sizes().catch(() => null)
      urls.set(req.url(), { type: req.resourceType(), sent: sizes ? sizes.responseBodySize + sizes.responseHeadersSize : 0 })
    })
    await page.goto(baseUrl + path, { waitUntil: 'networkidle' })
    await page.waitForTimeout(1000)
    await context.close()

    const resources: Resource[] = []
    for (const [url, { type, sent }] of urls) {
      const kind = type === 'document' || type === 'stylesheet' ? 'html+css' : type === 'script' || url.endsWith('.js') ? 'js' : 'other'
      const body = Buffer.from(await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer())
      resources.push({
        url: url.replace(baseUrl, ''),
        kind,
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
        brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
        sent,
      })
    }

    // 2. Largest contentful paint on a throttled phone, cold cache.
    const slow = await browser.newContext({ viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true })
    const p2 = await slow.newPage()
    const cdp2 = await slow.newCDPSession(p2)
    await cdp2.send('Network.enable')
    await cdp2.send('Network.setCacheDisabled', { cacheDisabled: true })
    // Lighthouse's "slow 4G": 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up.
    await cdp2.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 })
    await cdp2.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await p2.goto(baseUrl + path, { waitUntil: 'load' })
    const lcp = await p2.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let last = 0
          new PerformanceObserver((list) => {
            for (const e of list.getEntries()) last = e.startTime
          }).observe({ type: 'largest-contentful-paint', buffered: true })
          setTimeout(() => resolve(last), 1500)
        }),
    )
    await slow.close()
    return { resources, lcp }
  } finally {
    await browser.close()
  }
}

function kb(n: number) {
  return `${(n / 1024).toFixed(1)} KB`
}

export interface Figures {
  label: string
  steps: Array<[string, number]>
  buildS: number
  distBytes: number
  distBytesNoCache: number
  pages: number
  precacheUrls: number
  precacheSent: number
  precacheRaw: number
  /** Precache bytes sent per kind of URL (scripts/bench/lib/precache-kinds.ts). */
  precacheByKind: Map<string, { urls: number; sent: number }>
}

const MB = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`

/** Builds the site from these content files and measures it; `buildOnly`: the build's steps and pages only, with no server. */
export async function benchCorpus(label: string, contentFiles: string[], opts: { buildOnly?: boolean } = {}): Promise<Figures> {
  const work = mkdtempSync(join(tmpdir(), 'bench-site-'))
  const content = join(work, 'content')
  const data = join(work, 'data')
  const search = join(work, 'search')
  const distDir = `.next-bench`
  const env = { RULES_DATA_DIR: data, NEXT_DIST_DIR: distDir, SEARCH_DIR: search, SW_DEST: join(distDir, 'sw.js') }
  const tsx = (script: string, args: string[] = []) => sh(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), script, ...args], env)
  const steps: Array<[string, number]> = []
  const step = (name: string, f: () => void) => {
    const t0 = performance.now()
    f()
    steps.push([name, seconds(t0)])
  }
  try {
    mkdirSync(content, { recursive: true })
    // a folder (content/situations/) is copied whole
    for (const f of contentFiles) cpSync(f, join(content, f.split('/').pop()!), { recursive: true })
    step('ingest', () => tsx('scripts/ingest.ts', ['--content', content, '--out', data]))
    const graph = JSON.parse(readFileSync(join(data, 'graph.json'), 'utf8')) as Graph
    step('search index', () => tsx('scripts/build-search-index.ts', ['--data', data, '--out', search]))
    // Next rewrites its tsconfig's include list for a new distDir; put it back afterwards.
    const tsconfigNext = join(root, 'tsconfig.next.json')
    const savedTsconfig = existsSync(tsconfigNext) ? readFileSync(tsconfigNext) : null
    try {
      step('next build', () => sh(process.execPath, [join(root, 'node_modules/next/dist/bin/next'), 'build', '--webpack'], env))
      step('precompress', () => tsx('scripts/precompress.ts'))
      step('csp hashes', () => tsx('scripts/csp-hashes.ts'))
    } finally {
      if (savedTsconfig) writeFileSync(tsconfigNext, savedTsconfig)
    }
    const buildS = steps.reduce((t, [, s]) => t + s, 0)
    const pages = countHtml(join(root, distDir, 'server', 'app'))
    const distBytes = dirBytes(join(root, distDir))
    const distBytesNoCache = dirBytes(join(root, distDir), 'cache')
    const urls = precacheUrls(join(root, distDir, 'sw.js'))
    if (opts.buildOnly) {
      console.log(`\n${label}: ${pages.toLocaleString('en')} HTML pages; build: ${steps.map(([n, s]) => `${n} ${s.toFixed(1)} s`).join(' + ')} = ${buildS.toFixed(1)} s`)
      return { label, steps, buildS, distBytes, distBytesNoCache, pages, precacheUrls: urls.length, precacheSent: 0, precacheRaw: 0, precacheByKind: new Map() }
    }

    const rule = pickRule(graph)
    const site = await startSite({ distDir, env: { RULES_DATA_DIR: data, SEARCH_DIR: search } })
    let m, pre
    try {
      pre = await measurePrecache(site.baseUrl, urls, precacheKinds(graph))
      m = await measure(site.baseUrl, rule.url)
    } finally {
      await site.stop()
    }
    const sum = (kind: Resource['kind'], key: 'gzip' | 'brotli' | 'sent' | 'raw') => m.resources.filter((r) => r.kind === kind).reduce((s, r) => s + r[key], 0)
    const mark = (ok: boolean) => (ok ? 'ok' : 'OVER')
    console.log(`\n${label}: ${graph.documents.length} documents, ${graph.nodes.length.toLocaleString('en')} nodes, ${pages.toLocaleString('en')} HTML pages`)
    console.log(`  build: ${steps.map(([n, s]) => `${n} ${s.toFixed(1)} s`).join(' + ')} = ${buildS.toFixed(1)} s`)
    console.log(`  build folder ${distDir}: ${MB(distBytes)} (${MB(distBytesNoCache)} without its cache/)`)
    console.log(`  precache: ${urls.length.toLocaleString('en')} URLs, ${MB(pre.sent)} gzipped as sent (${MB(pre.raw)} unpacked) (target <= 15 MB: ${mark(pre.sent <= 15 * 1024 * 1024)})`)
    if (pre.failed.length) console.log(`    not 200: ${pre.failed.length} (${pre.failed.slice(0, 5).join(', ')})`)
    for (const [kind, k] of [...pre.byKind].sort((a, b) => b[1].sent - a[1].sent)) {
      console.log(`    ${kind.padEnd(24)} ${String(k.urls).padStart(5)} URLs ${MB(k.sent).padStart(8)}`)
    }
    console.log(`  rule page ${rule.url}, first load:`)
    console.log(`    HTML+CSS  raw ${kb(sum('html+css', 'raw'))}, gzip ${kb(sum('html+css', 'gzip'))}, brotli ${kb(sum('html+css', 'brotli'))}, sent by the server ${kb(sum('html+css', 'sent'))} (target <= 60 KB: sent ${mark(sum('html+css', 'sent') <= TARGET_HTML_CSS)}, gzip ${mark(sum('html+css', 'gzip') <= TARGET_HTML_CSS)}, brotli ${mark(sum('html+css', 'brotli') <= TARGET_HTML_CSS)})`)
    console.log(`    JS        raw ${kb(sum('js', 'raw'))}, gzip ${kb(sum('js', 'gzip'))}, brotli ${kb(sum('js', 'brotli'))}, sent by the server ${kb(sum('js', 'sent'))} (target <= 120 KB: sent ${mark(sum('js', 'sent') <= TARGET_JS)}, gzip ${mark(sum('js', 'gzip') <= TARGET_JS)}, brotli ${mark(sum('js', 'brotli') <= TARGET_JS)})`)
    for (const r of m.resources) console.log(`      ${r.kind.padEnd(8)} ${kb(r.gzip).padStart(9)} gzip ${kb(r.brotli).padStart(9)} br  ${r.url}`)
    console.log(`  largest contentful paint (slow 4G, CPU x4, cold cache): ${Math.round(m.lcp)} ms`)
    return { label, steps, buildS, distBytes, distBytesNoCache, pages, precacheUrls: urls.length, precacheSent: pre.sent, precacheRaw: pre.raw, precacheByKind: pre.byKind }
  } finally {
    rmSync(work, { recursive: true, force: true })
    rmSync(join(root, distDir), { recursive: true, force: true })
  }
}

