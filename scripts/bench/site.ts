/**
 * Site benchmark: for the seed corpus, and for the seed corpus plus the full 1 MB Comprehensive Rules
 * (../shared/corpora/cr-2026-01-16.txt, read in place, never copied into the repo), it prints
 *  - the site build time (ingest, then `next build` into its own distDir so .next/ is left alone),
 *  - the bytes a rule page transfers on first load, HTML+CSS and JS, gzip and brotli (each resource's raw
 *    body compressed here, plus what `npm start`'s server (scripts/serve.ts) actually sent as measured by Chromium),
 *  - the largest contentful paint of that page on a throttled phone (slow 4G-like link, CPU slowed 4x).
 * The service worker is left out of these builds (NO_SW=1) so the normal build's public/sw.js is not overwritten.
 */
import { execFileSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import type { Graph, GraphNode } from '../../lib/types'
import { CHROMIUM_ARGS, PHONE_VIEWPORT, startSite } from '../../test/browser/harness'

const root = join(import.meta.dirname, '..', '..')
const fullCr = join(root, '..', 'shared', 'corpora', 'cr-2026-01-16.txt')
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
  const rule = (n: GraphNode) => (n.kind === 'rule' || n.kind === 'ruling') && n.text.length > 200
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

async function benchCorpus(label: string, contentFiles: string[]) {
  const work = mkdtempSync(join(tmpdir(), 'bench-site-'))
  const content = join(work, 'content')
  const data = join(work, 'data')
  const distDir = `.next-bench`
  try {
    mkdirSync(content, { recursive: true })
    for (const f of contentFiles) copyFileSync(f, join(content, f.split('/').pop()!))
    let t0 = performance.now()
    sh(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/ingest.ts', '--content', content, '--out', data])
    const ingestS = seconds(t0)
    const graph = JSON.parse(readFileSync(join(data, 'graph.json'), 'utf8')) as Graph
    // Next rewrites its tsconfig's include list for a new distDir; put it back afterwards.
    const tsconfigNext = join(root, 'tsconfig.next.json')
    const savedTsconfig = existsSync(tsconfigNext) ? readFileSync(tsconfigNext) : null
    t0 = performance.now()
    try {
      sh(process.execPath, [join(root, 'node_modules/next/dist/bin/next'), 'build', '--webpack'], { RULES_DATA_DIR: data, NEXT_DIST_DIR: distDir, NO_SW: '1' })
      sh(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/precompress.ts'], { NEXT_DIST_DIR: distDir })
      sh(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/csp-hashes.ts'], { NEXT_DIST_DIR: distDir })
    } finally {
      if (savedTsconfig) writeFileSync(tsconfigNext, savedTsconfig)
    }
    const buildS = seconds(t0)
    const pages = countHtml(join(root, distDir, 'server', 'app'))

    const rule = pickRule(graph)
    const site = await startSite({ distDir })
    let m
    try {
      m = await measure(site.baseUrl, rule.url)
    } finally {
      await site.stop()
    }
    const sum = (kind: Resource['kind'], key: 'gzip' | 'brotli' | 'sent' | 'raw') => m.resources.filter((r) => r.kind === kind).reduce((s, r) => s + r[key], 0)
    const mark = (ok: boolean) => (ok ? 'ok' : 'OVER')
    console.log(`\n${label}: ${graph.documents.length} documents, ${graph.nodes.length.toLocaleString('en')} nodes, ${pages.toLocaleString('en')} HTML pages`)
    console.log(`  build: ingest ${ingestS.toFixed(1)} s + next build ${buildS.toFixed(1)} s = ${(ingestS + buildS).toFixed(1)} s (target < 300 s: ${mark(ingestS + buildS < 300)})`)
    console.log(`  rule page ${rule.url}, first load:`)
    console.log(`    HTML+CSS  raw ${kb(sum('html+css', 'raw'))}, gzip ${kb(sum('html+css', 'gzip'))}, brotli ${kb(sum('html+css', 'brotli'))}, sent by the server ${kb(sum('html+css', 'sent'))} (target <= 60 KB: sent ${mark(sum('html+css', 'sent') <= TARGET_HTML_CSS)}, gzip ${mark(sum('html+css', 'gzip') <= TARGET_HTML_CSS)}, brotli ${mark(sum('html+css', 'brotli') <= TARGET_HTML_CSS)})`)
    console.log(`    JS        raw ${kb(sum('js', 'raw'))}, gzip ${kb(sum('js', 'gzip'))}, brotli ${kb(sum('js', 'brotli'))}, sent by the server ${kb(sum('js', 'sent'))} (target <= 120 KB: sent ${mark(sum('js', 'sent') <= TARGET_JS)}, gzip ${mark(sum('js', 'gzip') <= TARGET_JS)}, brotli ${mark(sum('js', 'brotli') <= TARGET_JS)})`)
    for (const r of m.resources) console.log(`      ${r.kind.padEnd(8)} ${kb(r.gzip).padStart(9)} gzip ${kb(r.brotli).padStart(9)} br  ${r.url}`)
    console.log(`  largest contentful paint (slow 4G, CPU x4, cold cache): ${Math.round(m.lcp)} ms`)
  } finally {
    rmSync(work, { recursive: true, force: true })
    rmSync(join(root, distDir), { recursive: true, force: true })
  }
}

function countHtml(dir: string): number {
  if (!existsSync(dir)) return 0
  let n = 0
  for (const e of readdirSync(dir, { withFileTypes: true })) n += e.isDirectory() ? countHtml(join(dir, e.name)) : e.name.endsWith('.html') ? 1 : 0
  return n
}

export async function run() {
  const seeds = readdirSync(join(root, 'content')).map((f) => join(root, 'content', f))
  await benchCorpus('seed corpus', seeds)
  if (existsSync(fullCr)) await benchCorpus('seed corpus + full CR 2026-01-16', [...seeds, fullCr])
  else console.log(`\n(skipped the full CR: ${fullCr} not found)`)
}
