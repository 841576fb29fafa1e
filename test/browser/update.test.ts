/**
 * A new deploy reaching a phone that holds the previous one. Site v1 (one small Comprehensive Rules text) is built and
 * served; the phone visits it online, its service worker precaches it, and offline the phone searches v1. Then site v2
 * (a newer version of those rules, one rule's words changed) is built and served at the same address; offline the
 * phone still works on v1 in full; back online it reloads: search answers from v2, the Cache Storage holds no v1
 * search file, and no request failed, in the browser or at the server.
 *
 * Both sites are built here from two small texts (about 80 s each on 2 shared cores), into their own data, search
 * and build folders; the site the other browser tests serve is left alone. The phone sees one origin, a front server
 * that passes each request to the site being served and answers /sw.js with that build's worker (SW_DEST).
 */
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildSite } from '../../scripts/lib/site-build'
import { ingest } from '../../scripts/ingest'
import type { Page } from 'playwright-core'
import { launchPhone, startSite, type Phone, type Site } from './harness'

const root = join(import.meta.dirname, '..', '..')
const DIST = '.next-update-test'
/** Two small releases of the Comprehensive Rules: in the second, 702.19b (Trample) is reworded, among other changes. */
const RELEASES = join(root, 'test/fixtures/two-comprehensive-rules-releases')
const V1_FILE = 'MagicCompRules 20260116.txt'
const V2_FILE = 'MagicCompRules 20260417.txt'
const OLD_WORDS = 'any excess damage is assigned as its controller chooses among those blocking creatures'
const NEW_WORDS = 'the rest of the damage may be assigned'
const V1_DOC = 'magiccomprules-20260116'
const V2_DOC = 'magiccomprules-20260417'
const QUERY = 'trample lethal damage'
const OPTION = 'main [role="listbox"] [role="option"]'

interface Version {
  content: string
  data: string
  search: string
}

/**
 * The cache keys a built worker's precache holds: its injected manifest's entries (`{'revision':…,'url':…}`), each
 * URL with Serwist's `__WB_REVISION__` parameter when it has a revision.
 */
function precacheKeys(sw: string): Set<string> {
  const keys = new Set<string>()
  for (const m of sw.matchAll(/\{["']revision["']:(null|(["'])(.*?)\2),["']url["']:(["'])(.*?)\4\}/g)) {
    const [, , , revision, , url] = m
    keys.add(m[1] === 'null' ? url : `${url}${url.includes('?') ? '&' : '?'}__WB_REVISION__=${revision}`)
  }
  return keys
}

/** The front server: one address for the phone whichever site is behind it, and a log of every answer. */
function frontServer() {
  let backend: { url: string; sw: string } | null = null
  const log: Array<{ path: string; status: number }> = []
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/'
    const answer = (status: number, headers: Record<string, string>, body?: Buffer | string) => {
      log.push({ path, status })
      res.writeHead(status, headers).end(body)
    }
    if (!backend) return answer(503, { 'content-type': 'text/plain' }, 'no site is being served')
    if (new URL(path, 'http://x').pathname === '/sw.js') {
      return answer(200, { 'content-type': 'application/javascript; charset=utf-8', 'cache-control': 'no-cache' }, readFileSync(backend.sw))
    }
    const up = request(backend.url + path, { method: req.method, headers: { ...req.headers, host: new URL(backend.url).host } }, (r) => {
      log.push({ path, status: r.statusCode ?? 502 })
      res.writeHead(r.statusCode ?? 502, r.headers)
      r.pipe(res)
    })
    up.on('error', (e) => answer(502, { 'content-type': 'text/plain' }, String(e)))
    req.pipe(up)
  })
  return {
    log,
    serve(site: { url: string; sw: string } | null) {
      backend = site
    },
    listen: () => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`))),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

describe('a new deploy reaches the phone', () => {
  let work = ''
  const front = frontServer()
  let origin = ''
  let site: Site | null = null
  let phone: Phone
  /** Requests that failed while the phone was online (offline, every request to the network fails, as it should). */
  const failed: string[] = []
  let online = true
  const setOnline = async (on: boolean) => {
    online = on
    await phone.context.setOffline(!on)
  }
  const seconds: Record<string, number> = {}

  async function build(v: Version, label: string) {
    const t0 = performance.now()
    const report = await ingest({ content: v.content, out: v.data, quiet: true })
    expect(report.failed).toEqual([])
    buildSite({
      publicData: join(work, `${label}-public-data`),
      env: { RULES_DATA_DIR: v.data, SEARCH_DIR: v.search, NEXT_DIST_DIR: DIST, SW_DEST: join(DIST, 'sw.js') },
    })
    seconds[`build ${label}`] = (performance.now() - t0) / 1000
  }

  async function serve(v: Version) {
    site = await startSite({ distDir: DIST, env: { RULES_DATA_DIR: v.data, SEARCH_DIR: v.search } })
    front.serve({ url: site.baseUrl, sw: join(root, DIST, 'sw.js') })
  }

  /** A content folder holding these releases, and the folders its build goes to. */
  const version = (label: string, files: string[]): Version => {
    const content = join(work, `${label}-content`)
    mkdirSync(content, { recursive: true })
    for (const f of files) copyFileSync(join(RELEASES, f), join(content, f))
    return { content, data: join(work, `${label}-data`), search: join(work, `${label}-search`) }
  }

  let v1: Version
  let v2: Version

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'update-test-'))
    v1 = version('v1', [V1_FILE])
    // v2 is what a fetch of the next release leaves in the folder: both versions.
    v2 = version('v2', [V1_FILE, V2_FILE])
    rmSync(join(root, DIST), { recursive: true, force: true })
    await build(v1, 'v1')
    origin = await front.listen()
    await serve(v1)
    phone = await launchPhone()
    // The context's event covers the page's, its workers' and the service worker's requests.
    phone.context.on('requestfailed', (r) => {
      if (online) failed.push(`${r.failure()?.errorText} ${r.url()}`)
    })
  }, 600_000)

  afterAll(async () => {
    console.log(`update test: ${Object.entries(seconds).map(([k, s]) => `${k} ${s.toFixed(0)} s`).join(', ')}`)
    await phone?.browser.close()
    await site?.stop()
    await front.close()
    if (work) rmSync(work, { recursive: true, force: true })
    rmSync(join(root, DIST), { recursive: true, force: true })
  })

  /** The first result a page shows for its query, as soon as it shows one. */
  async function shownFirst(page: Page) {
    const first = page.locator(OPTION).first()
    await first.waitFor({ timeout: 30_000 })
    return { url: await first.getAttribute('data-result-url'), text: await first.innerText() }
  }

  /** Opens the search page for QUERY and reads its first result. */
  async function search(page: Page = phone.page) {
    await page.goto(`${origin}/search?q=${encodeURIComponent(QUERY)}`)
    return shownFirst(page)
  }

  /** The search files in the Cache Storage: each cache's URL paths, and the manifest's text. */
  async function cachedSearchFiles() {
    return phone.page.evaluate(async () => {
      const out: Array<{ cache: string; path: string; body: string | null }> = []
      for (const name of await caches.keys()) {
        const cache = await caches.open(name)
        for (const req of await cache.keys()) {
          const path = new URL(req.url).pathname
          if (!path.startsWith('/search/')) continue
          const res = await cache.match(req)
          out.push({ cache: name, path, body: path === '/search/manifest.json' ? ((await res?.text()) ?? null) : null })
        }
      }
      return out
    })
  }

  /** A second tab, left open on v1's search with its index loaded: the new version must take it over too. */
  let tab: Page

  it('v1 online: the service worker precaches it, and offline the phone searches v1', async () => {
    const { page } = phone
    await page.goto(origin + '/')
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true))
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 30_000 }).toBe(true)
    expect((await search()).url).toBe(`/${V1_DOC}/702.19b`)
    tab = await phone.context.newPage()
    expect((await search(tab)).url).toBe(`/${V1_DOC}/702.19b`)

    await setOnline(false)
    const offline = await search()
    expect(offline.url).toBe(`/${V1_DOC}/702.19b`)
    expect(offline.text).toContain('any excess damage')
    expect(failed).toEqual([])
    expect(front.log.filter((r) => r.status >= 400)).toEqual([])
  })

  it('while v2 is built and served, the phone offline keeps working on v1 in full', async () => {
    const { page } = phone
    await site!.stop()
    front.serve(null)
    site = null
    await build(v2, 'v2')
    await serve(v2)
    // The rule's page opens on its precached reading page, in v1's words; search answers from v1.
    await page.goto(`${origin}/${V1_DOC}/702.19b`)
    await expect.poll(() => page.locator('main').innerText()).toContain(OLD_WORDS)
    expect((await search()).url).toBe(`/${V1_DOC}/702.19b`)
  })

  it('back online, a reload installs v2: search answers from v2, no v1 search file is cached, no request failed', async () => {
    const { page } = phone
    const logFrom = front.log.length
    await setOnline(true)
    // The phone is on the search page it searched offline.
    expect(new URL(page.url()).pathname).toBe('/search')
    await page.reload()
    // The first answer after the reload is already v2's: the new version's manifest, not the installed one's.
    const reloaded = await shownFirst(page)
    expect(reloaded.url).toBe(`/${V2_DOC}/702.19b`)
    expect(reloaded.text).toContain(NEW_WORDS)
    // The tab left open on v1 asks its query again once the new worker has taken over, and gets v2's answer.
    await expect.poll(async () => (await shownFirst(tab)).url, { timeout: 60_000 }).toBe(`/${V2_DOC}/702.19b`)

    const v1Files = new Set(readdirSync(v1.search))
    const v2Files = new Set(readdirSync(v2.search))
    const v2Manifest = readFileSync(join(v2.search, 'manifest.json'), 'utf8')
    // A v1 file is one v2 does not have, or v1's manifest (v2's has the same name).
    const v1Cached = async () =>
      (await cachedSearchFiles()).filter((f) => (f.body !== null ? f.body !== v2Manifest : v1Files.has(f.path.slice('/search/'.length)) && !v2Files.has(f.path.slice('/search/'.length))))
    await expect.poll(v1Cached, { timeout: 30_000 }).toEqual([])
    // The v2 files the reload fetched from the server before v2 was installed are kept once, in the precache.
    await expect
      .poll(async () => {
        const paths = (await cachedSearchFiles()).map((f) => f.path)
        return paths.filter((p, i) => paths.indexOf(p) !== i)
      }, { timeout: 30_000 })
      .toEqual([])
    // The precache holds v2's entries only: v1's pages, chunks and search files are gone.
    const precached = () =>
      page.evaluate(async () => {
        const name = (await caches.keys()).find((n) => n.startsWith('serwist-precache'))
        return name ? (await (await caches.open(name)).keys()).map((r) => r.url) : []
      })
    const v2Keys = precacheKeys(readFileSync(join(root, DIST, 'sw.js'), 'utf8'))
    await expect.poll(async () => (await precached()).filter((url) => !v2Keys.has(url.slice(origin.length))), { timeout: 30_000 }).toEqual([])
    expect((await precached()).length).toBe(v2Keys.size)
    // v2's files for today's versions are all there for offline use.
    const cached = new Set((await cachedSearchFiles()).map((f) => f.path.slice('/search/'.length)))
    expect([...v2Files].filter((f) => !f.startsWith('history.') && !cached.has(f))).toEqual([])
    expect(failed).toEqual([])
    expect(front.log.slice(logFrom).filter((r) => r.status >= 400)).toEqual([])

    // Offline again, the phone is on v2 in full.
    await setOnline(false)
    const offline = await search()
    expect(offline.url).toBe(`/${V2_DOC}/702.19b`)
    await page.goto(`${origin}/${V2_DOC}/702.19b`)
    await expect.poll(() => page.locator('main').innerText()).toContain(NEW_WORDS)
    await setOnline(true)
  })
})
