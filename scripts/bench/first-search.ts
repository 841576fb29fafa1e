/**
 * The first search on a cold phone page, on venue wifi: Chromium (playwright-core, /usr/bin/chromium) at
 * 390x844, through the DevTools protocol with Network.emulateNetworkConditions (150 ms latency, 1.6 Mbps down,
 * 750 kbps up) and Emulation.setCPUThrottlingRate 4. For two corpora, content/ + the newest CR and content/ +
 * every CR version in ../shared/corpora, it prints the time from the last keystroke to the first result shown,
 * and the bytes (gzip, as sent) the search session downloads (search files, and all requests after focus).
 *
 * One site is built (content/ alone, its own data dir and NEXT_DIST_DIR, no service worker so its precaching
 * does not share the link); each corpus' search files are built into their own folder and served for /search/*
 * by a small gzip proxy in front of the site (the page and the worker are the same whatever the corpus).
 * DevTools throttling applies to the page's own target only: the search worker's fetches are not slowed by it.
 * So the proxy gives /search/* responses the same link (150 ms before the first byte, then 1.6 Mbps shared by
 * all of them), and counts the bytes it sends after the first focus.
 * Run it under `flock /tmp/site-build.lock` while others build too. It prints figures and asserts nothing.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { allCrVersions, FULL_CR, ingestTemp } from '../../lib/search/corpus'
import { CHROMIUM_ARGS, PHONE_VIEWPORT, startSearchProxy, startSite, type SearchProxy } from '../../test/browser/harness'
import { median } from './lib/timing.js'
import { armSearchClock } from './lib/phone.js'

const root = join(import.meta.dirname, '..', '..')
const TSX = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs')
const NEXT = join(root, 'node_modules', 'next', 'dist', 'bin', 'next')
const DIST_DIR = '.next-bench-first-search'
const QUERIES: Array<[string, string]> = [
  ['trample', 'trample'],
  ['deathtouch', 'deathtouch'],
]
const RUNS = 3

function sh(args: string[], env: Record<string, string> = {}) {
  execFileSync(process.execPath, args, { cwd: root, env: { ...process.env, ...env, NEXT_TELEMETRY_DISABLED: '1' }, stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 256 * 1024 * 1024 })
}

interface Proxy extends SearchProxy {
  /** Search files sent (gzip bytes, count) while `counting`. */
  stats: { counting: boolean; searchBytes: number; searchFiles: number }
}

const LATENCY_MS = 150
const DOWN_BYTES_PER_S = 1.6e6 / 8

/** /search/<file> from `dir`, gzipped as the real server sends it precompressed, over the emulated link; the rest from the site. */
function startProxy(target: string, dir: string): Promise<Proxy> {
  const files = new Map(readdirSync(dir).map((f) => [f, gzipSync(readFileSync(join(dir, f)), { level: 9 })]))
  // one link for every search response: chunks go out in turn at the emulated rate
  let linkFreeAt = 0
  const send = (res: import('node:http').ServerResponse, body: Buffer) => {
    const CHUNK = 8 * 1024
    const start = Date.now() + LATENCY_MS
    const next = (offset: number) => {
      if (offset >= body.length) return res.end()
      const piece = body.subarray(offset, offset + CHUNK)
      const at = Math.max(Date.now(), start, linkFreeAt)
      linkFreeAt = at + (piece.length / DOWN_BYTES_PER_S) * 1000
      setTimeout(() => {
        res.write(piece)
        next(offset + CHUNK)
      }, linkFreeAt - Date.now())
    }
    setTimeout(() => next(0), LATENCY_MS)
  }
  const stats = { counting: false, searchBytes: 0, searchFiles: 0 }
  return startSearchProxy(target, (name, res) => {
    const body = files.get(name)
    if (!body) return false
    if (stats.counting) {
      stats.searchBytes += body.length
      stats.searchFiles++
    }
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-encoding': 'gzip', 'content-length': body.length, 'cache-control': 'no-cache' })
    send(res, body)
    return true
  }).then((p) => ({ ...p, stats }))
}

interface Run {
  ms: number
  searchBytes: number
  allBytes: number
  searchFiles: number
}

async function coldSearch(proxy: Proxy, query: string, want: string): Promise<Run> {
  const baseUrl = proxy.baseUrl
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS })
  try {
    const context = await browser.newContext({ viewport: PHONE_VIEWPORT, deviceScaleFactor: 2, isMobile: true, hasTouch: true })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) | 0, uploadThroughput: (750e3 / 8) | 0 })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.goto(baseUrl + '/search', { waitUntil: 'networkidle' })
    // what the search session downloads: every response finished after the first focus, the worker's included
    // (Playwright reports a dedicated worker's requests on its page), as sent (encoded body + headers)
    let counting = false
    let allBytes = 0
    const sizes: Array<Promise<void>> = []
    page.on('requestfinished', (req) => {
      if (!counting) return
      sizes.push(
        req.sizes().then(
          (s) => void (allBytes += s.responseBodySize + s.responseHeadersSize),
          () => undefined,
        ),
      )
    })
    proxy.stats.searchBytes = 0
    proxy.stats.searchFiles = 0
    const input = page.locator('main input[data-search-input]')
    await input.waitFor()
    await armSearchClock(page, want)
    counting = true
    proxy.stats.counting = true
    await input.tap()
    // a person types a word at about 5 keys a second; the clock starts at the last one
    await input.pressSequentially(query, { delay: 200 })
    await page.waitForFunction(() => (window as unknown as { __t: { end?: number } }).__t.end !== undefined, null, { timeout: 60_000 })
    const ms = await page.evaluate(() => {
      const t = (window as unknown as { __t: { start: number; end: number } }).__t
      return t.end - t.start
    })
    // let the session's remaining fetches (display chunks of the results shown) finish before counting bytes
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(1500)
    proxy.stats.counting = false
    await Promise.all(sizes)
    return { ms, searchBytes: proxy.stats.searchBytes, allBytes, searchFiles: proxy.stats.searchFiles }
  } finally {
    await browser.close()
  }
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`

export async function run(): Promise<void> {
  const versions = allCrVersions()
  if (!versions.length || !existsSync(FULL_CR)) {
    console.log('first search: skipped (no ../shared/corpora beside the repository)')
    return
  }
  const work = mkdtempSync(join(tmpdir(), 'bench-first-search-'))
  const corpora: Array<[string, string]> = [
    ['content/ + the newest CR', ingestTemp([FULL_CR])],
    [`content/ + all ${versions.length} CR versions`, ingestTemp(versions)],
  ]
  const searchDirs = corpora.map(([label, data], i) => {
    const out = join(work, `search-${i}`)
    sh([TSX, 'scripts/build-search-index.ts', '--data', data, '--out', out])
    return [label, out] as const
  })
  // the site: content/ alone (the page and the worker do not depend on the corpus)
  const siteData = ingestTemp()
  const saved = ['tsconfig.next.json', 'next-env.d.ts'].map((f) => [join(root, f), existsSync(join(root, f)) ? readFileSync(join(root, f)) : null] as const)
  const t0 = performance.now()
  try {
    sh([NEXT, 'build', '--webpack'], { RULES_DATA_DIR: siteData, NEXT_DIST_DIR: DIST_DIR, NO_SW: '1' })
  } finally {
    for (const [file, text] of saved) if (text) writeFileSync(file, text)
  }
  console.log(`site built (content/ only, no service worker) in ${((performance.now() - t0) / 1000).toFixed(0)} s; slow 4G: 150 ms, 1.6 Mbps down, 750 kbps up; CPU x4; ${RUNS} cold runs per query, median`)
  const site = await startSite({ distDir: DIST_DIR, env: { RULES_DATA_DIR: siteData, NEXT_DIST_DIR: DIST_DIR } })
  try {
    // warm the server, not the browser
    await fetch(site.baseUrl + '/search').then((r) => r.text())
    for (const [label, dir] of searchDirs) {
      const proxy = await startProxy(site.baseUrl, dir)
      try {
        console.log(`\n${label}:`)
        for (const [q, want] of QUERIES) {
          const runs: Run[] = []
          for (let i = 0; i < RUNS; i++) runs.push(await coldSearch(proxy, q, want))
          const ms = median(runs.map((r) => r.ms))
          console.log(
            `  "${q}": first result ${ms.toFixed(0)} ms after the last keystroke (runs ${runs.map((r) => r.ms.toFixed(0)).join(' / ')}; target < 1000: ${ms < 1000 ? 'met' : 'MISSED'}); ` +
              `search files ${kb(median(runs.map((r) => r.searchBytes)))} gzip in ${median(runs.map((r) => r.searchFiles))} requests (target < 300 KB: ${median(runs.map((r) => r.searchBytes)) < 300 * 1024 ? 'met' : 'MISSED'}), all responses after focus as Chromium saw them ${kb(median(runs.map((r) => r.allBytes)))}`,
          )
        }
      } finally {
        await proxy.close()
      }
    }
  } finally {
    await site.stop()
  }
}
