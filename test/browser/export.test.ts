/**
 * The static export (`npm run export`), one build, served three ways:
 * - as a host with its config serves it, twice: by Cloudflare's own runtime for Pages (`wrangler pages dev`,
 *   test/browser/wrangler-pages.ts), what a deploy runs on, and by scripts/serve-export.ts, the project's reading of
 *   `_redirects` and `_headers` (docs/deploying.md); the same checks of each: every page one HTML file of its own,
 *   `/r/NUMBER` a redirect to its rule's page, older versions' URLs and dropped permalinks, the headers, 404s, link
 *   previews, a rule, a short link and a card opened on a phone, a reference followed, and search with the network off;
 * - as a host that applies no redirects (GitHub Pages, a bucket): a page is its file, anything else 404.html, whose
 *   script finds where the link went (lib/site/moved.ts).
 */
import { execFile, execFileSync } from 'node:child_process'
import { promisify } from 'node:util'
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, relative, sep } from 'node:path'
import ogs from 'open-graph-scraper'
import { chromium } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { initialSearchFiles } from '../../lib/search/precache-files.mjs'
import { SHELL } from '../../lib/site/card-shell'
import { cardIndex, cardView } from '../../lib/site/cards'
import { loadBulkCard } from '../../lib/site/load-card-shard'
import { cardPreview, clip, nodePreview, PREVIEW_MAX } from '../../lib/site/preview-text'
import { plainText } from '../../lib/site/render'
import { ATOM_NS, releaseSummaries } from '../../lib/site/feed'
import { NUMBER_PAGES, STATIC_RULES_READ } from '../../lib/site/host-config'
import { applyRules, isDynamic, parseHeaders, parseRules } from '../../lib/site/host-rules'
import { judgeAsOf } from '../../lib/site/judge'
import { nodeLabel } from '../../lib/site/labels'
import { numberPage, pagePlan } from '../../lib/site/page-plan'
import { permalinkTargets } from '../../lib/site/permalinks'
import { SECURITY_HEADERS } from '../../lib/site/security-headers.mjs'
import { serveExport } from '../../scripts/serve-export'
import { CHROMIUM_ARGS, launchPhone, PHONE_VIEWPORT, startSearchProxy, type Phone } from './harness'
import { builtSite } from './picks'
import { hasCorpora } from './site-content'
import { expectSectionUnfurls, expectSharedLinksUnfurl, SCRYFALL_ONLY, sharedLinks, unansweredPermalinks } from './unfurl'
import { startPagesDev, wranglerUnavailable } from './wrangler-pages'
import { expectAssistantFiles } from './assistants'

const root = join(import.meta.dirname, '..', '..')
const OUT = '.next-export-test'
/** Where the test's export says it is served: every absolute URL in it starts so, none names localhost. */
const SITE_URL = 'https://rules.example.org'
const outDir = join(root, OUT)
const site = builtSite()
const plan = pagePlan(site)
/** An older version's node URL and where it goes; absent when the build has one version of each document. */
const older = Object.entries(plan.redirects).find(([from]) => !from.startsWith('/read/'))
/** A number with a letter, typed in capitals as people post it ("419.6A"). */
const lettered = site.numbers().find((n) => /^\d+\.\d+[a-z]$/.test(n) && plan.aliases[`/r/${n}`] && !plan.aliases[`/r/${n}`].includes('#'))
/** 702.19b Trample, in the builds with the 2014 CR (../shared present); else a number that is its rule's page. */
const trample = site.node('cr-2014-09-26/702.19b')
const links = sharedLinks(site, plan)
const { number, numberRule, section } = links

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' }

/** What a plain static host does: the file, or the file plus .html, or 404.html with status 404. Nothing else. */
function plainHost(dir: string): Promise<{ server: Server; baseUrl: string }> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname))
    const candidates = [path, `${path}.html`, join(path, 'index.html')].map((p) => join(dir, p))
    const file = candidates.find((f) => f.startsWith(dir) && existsSync(f) && statSync(f).isFile())
    const served = file ?? join(dir, '404.html')
    res.writeHead(file ? 200 : 404, { 'content-type': TYPES[extname(served)] ?? 'application/octet-stream' })
    res.end(readFileSync(served))
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })))
}

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const p = join(dir, name)
    return statSync(p).isDirectory() ? files(p) : [relative(outDir, p).split(sep).join('/')]
  })

/**
 * `npm run export`'s last step (the export test runs the build's steps itself, into its own folder); in a child this
 * process waits for, so the servers of this process keep answering meanwhile.
 */
const finish = (env: Record<string, string> = {}) =>
  promisify(execFile)(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/export-finish.ts', OUT], { cwd: root, env: { ...process.env, SITE_URL, ...env }, maxBuffer: 16 * 1024 * 1024 })

/** Why Cloudflare's runtime cannot serve the export here, or null: the checks of a host run on it and on serve-export. */
const noWrangler = wranglerUnavailable()
const HOSTS = [
  { name: 'Cloudflare Pages\u2019 runtime (wrangler pages dev)', skip: noWrangler },
  { name: 'scripts/serve-export.ts', skip: null },
] as const
type HostName = (typeof HOSTS)[number]['name']
const hosts = new Map<HostName, { baseUrl: string; close(): Promise<void> }>()
let plain: { server: Server; baseUrl: string }
let phone: Phone
let shell: string

beforeAll(async () => {
  // Next rewrites tsconfig.next.json's include list for another distDir; put it back after (as global-setup does).
  // An export with its own distDir still builds in .next (next/dist/export/utils.js getBuildDistDir): the server
  // build the other browser tests serve is moved aside meanwhile and put back, and so is its service worker, which
  // the export's build writes to public/ too (the export has its own, for search offline).
  const tsconfig = join(root, 'tsconfig.next.json')
  const saved = readFileSync(tsconfig)
  const serverBuild = join(root, '.next')
  const aside = join(root, `.next-aside-${process.pid}`)
  const hadServerBuild = existsSync(serverBuild)
  const workers = readdirSync(join(root, 'public')).filter((f) => /^(sw\.js(\.map)?|swe-worker-.*\.js)$/.test(f))
  const workersAside = new Map(workers.map((f) => [f, readFileSync(join(root, 'public', f))]))
  if (hadServerBuild) renameSync(serverBuild, aside)
  try {
    rmSync(outDir, { recursive: true, force: true })
    const env = { ...process.env, STATIC_EXPORT: '1', NEXT_DIST_DIR: OUT, NEXT_TELEMETRY_DISABLED: '1', SITE_URL }
    execFileSync(process.execPath, [join(root, 'node_modules/next/dist/bin/next'), 'build', '--webpack'], { cwd: root, env, stdio: 'pipe', maxBuffer: 64 * 1024 * 1024 })
    // the card page shell, kept to finish the export a second time (the last test)
    shell = readFileSync(join(outDir, 'cards', `${SHELL.key}.html`), 'utf8')
    await finish()
  } finally {
    writeFileSync(tsconfig, saved)
    for (const f of readdirSync(join(root, 'public')).filter((f) => /^(sw\.js(\.map)?|swe-worker-.*\.js)$/.test(f))) rmSync(join(root, 'public', f))
    for (const [f, bytes] of workersAside) writeFileSync(join(root, 'public', f), bytes)
    if (hadServerBuild) {
      rmSync(serverBuild, { recursive: true, force: true })
      renameSync(aside, serverBuild)
    }
  }
  hosts.set('scripts/serve-export.ts', await serveExport({ dir: outDir }))
  if (!noWrangler) {
    const dev = await startPagesDev(OUT)
    hosts.set(HOSTS[0].name, { baseUrl: dev.baseUrl, close: dev.stop })
  }
  plain = await plainHost(outDir)
  phone = await launchPhone()
}, 900_000)

afterAll(async () => {
  await phone?.browser.close()
  for (const h of hosts.values()) await h.close()
  await new Promise((r) => plain?.server.close(r))
  rmSync(outDir, { recursive: true, force: true })
})

describe('the static export\u2019s files', () => {
  it('is one HTML file a page, each with its own script policy, and host config a host reads', () => {
    const all = files(outDir)
    const html = all.filter((f) => f.endsWith('.html'))
    // no router payloads: nothing beside a page, no segment folder
    expect(all.filter((f) => /(^|\/)__next\./.test(f))).toEqual([])
    expect(all.filter((f) => f.endsWith('.txt') && html.includes(f.replace(/\.txt$/, '.html')))).toEqual([])
    // a page per node with a page, not per version, nor per number that names one rule
    expect(existsSync(join(outDir, 'r', `${number}.html`))).toBe(false)
    for (const n of site.numbers().filter((x) => numberPage(site, x)).slice(0, 20)) expect(existsSync(join(outDir, NUMBER_PAGES, `${n}.html`)), n).toBe(true)
    for (const f of html) {
      const page = readFileSync(join(outDir, f), 'utf8')
      expect(/<head><meta http-equiv="Content-Security-Policy" content="[^"]*script-src 'self'( 'sha256-[^']+')*;/.test(page), f).toBe(true)
    }
    // _headers: the headers every path gets and the feeds' type, a few rules (Cloudflare Pages reads 100)
    const headerRules = parseHeaders(readFileSync(join(outDir, '_headers'), 'utf8'))
    expect(headerRules.length).toBeLessThanOrEqual(100)
    expect(headerRules[0].path).toBe('/*')
    // _redirects: as many static rules as a host reads, a few with a placeholder, none for a path that is a page
    const rules = parseRules(readFileSync(join(outDir, '_redirects'), 'utf8'))
    expect(rules.filter((r) => !isDynamic(r.from)).length).toBeLessThanOrEqual(STATIC_RULES_READ)
    expect(rules.filter((r) => isDynamic(r.from)).length).toBeLessThanOrEqual(100)
    const pages = html.map((f) => '/' + f.replace(/\.html$/, '').replace(/(^|\/)index$/, ''))
    expect(pages.filter((p) => applyRules(rules, p))).toEqual([])
    // one 404 page, the site's: a host that serves the nearest 404.html up a path (Cloudflare Pages) finds no other
    expect(all.filter((f) => f.endsWith('404.html'))).toEqual(['404.html'])
  })
  it(`names its origin, ${SITE_URL}, in every absolute URL, and never localhost; a sitemap.xml and robots.txt`, () => {
    const all = files(outDir)
    const texts = all.filter((f) => /\.(html|xml|txt|json|js|webmanifest|md)$/.test(f))
    // Next's polyfills hold the word in their URL parser (a file: URL's host), no address: nothing there names one
    const polyfills = (f: string) => /^_next\/static\/chunks\/polyfills-[^/]+\.js$/.test(f)
    expect(texts.filter((f) => !polyfills(f) && readFileSync(join(outDir, f), 'utf8').includes('localhost'))).toEqual([])
    expect(texts.filter((f) => polyfills(f) && /\/\/localhost|localhost:\d/.test(readFileSync(join(outDir, f), 'utf8')))).toEqual([])
    let ogUrls = 0
    for (const f of all.filter((f) => f.endsWith('.html'))) {
      const page = readFileSync(join(outDir, f), 'utf8')
      for (const m of page.matchAll(/<meta property="og:url" content="([^"]+)"|<link rel="canonical" href="([^"]+)"/g)) {
        expect(m[1] ?? m[2], f).toMatch(new RegExp(`^${SITE_URL}/`))
        ogUrls++
      }
    }
    expect(ogUrls).toBeGreaterThan(100)
    // the feeds' ids and links too
    const feed = readFileSync(join(outDir, 'changes', 'mtr.xml'), 'utf8')
    const feedLinks = [...feed.matchAll(/<link [^>]*href="([^"]+)"/g)].map((m) => m[1])
    expect(feedLinks.length).toBeGreaterThan(0)
    expect(feedLinks.filter((u) => !u.startsWith(`${SITE_URL}/`))).toEqual([])
    const sitemap = readFileSync(join(outDir, 'sitemap.xml'), 'utf8')
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&'))
    expect(locs.every((u) => u.startsWith(SITE_URL))).toBe(true)
    expect(locs).toContain(SITE_URL + numberRule.url)
    expect(locs).toContain(`${SITE_URL}/mtr/3.2`)
    // no page twice, no page that asks not to be indexed, no page at the address a rule serves it from
    expect(new Set(locs).size).toBe(locs.length)
    expect(locs.filter((u) => [`${SITE_URL}/404`, `${SITE_URL}/offline`, `${SITE_URL}/_not-found`].includes(u) || /\/r\/_\/|\/_404\//.test(u))).toEqual([])
    // a rule numbered 404 is a page like any, at its own address
    for (const n of site.graph.nodes.filter((n) => site.lineages.hasPage(n) && /\/404$/.test(n.url))) expect(locs).toContain(SITE_URL + n.url)
    expect(readFileSync(join(outDir, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`)
    // for assistants: llms.txt, and a twin beside every page of the documents (the test's export is far within budget)
    expect(existsSync(join(outDir, 'llms.txt'))).toBe(true)
    expect(existsSync(join(outDir, `${decodeURI(numberRule.url).slice(1)}.md`))).toBe(true)
    const twins = all.filter((f) => f.endsWith('.md'))
    const nodePages = site.graph.nodes.filter((n) => site.lineages.hasPage(n)).length
    expect(twins.length).toBeGreaterThanOrEqual(nodePages)
    expect(readFileSync(join(outDir, 'llms.txt'), 'utf8')).not.toContain('Markdown twins are not written')
  })
  it('previews each page with what it holds, as an Open Graph parser reads its tags: a rule\u2019s text, a card\u2019s Oracle text and rulings, an infraction\u2019s penalty and definition', async () => {
    const read = async (file: string) => {
      const { result, error } = await ogs({ html: readFileSync(join(outDir, file), 'utf8') })
      expect(error, file).toBe(false)
      return result
    }
    // every page that has a preview: within the length previewers show, at its own address at the origin
    let previews = 0
    for (const f of files(outDir).filter((f) => f.endsWith('.html'))) {
      const page = readFileSync(join(outDir, f), 'utf8')
      if (!page.includes('property="og:description"')) continue
      const og = await read(f)
      expect(og.ogDescription!.length, f).toBeLessThanOrEqual(PREVIEW_MAX)
      expect(og.ogUrl, f).toMatch(new RegExp(`^${SITE_URL}/`))
      previews++
    }
    expect(previews).toBeGreaterThan(100)
    const rule = await read(`${decodeURI(numberRule.url).slice(1)}.html`)
    expect(rule.ogDescription).toBe(nodePreview(site, numberRule, ''))
    expect(rule.ogUrl).toBe(SITE_URL + numberRule.url)
    expect(rule.ogDescription).toContain(clip(plainText(numberRule), 40).replace(/…$/, ''))
    // a card the documents have, and one only Scryfall's files have (filled into the shell)
    for (const key of ['aether-vial', SCRYFALL_ONLY]) {
      const card = await read(`cards/${key}.html`)
      const view = cardView(site, key, loadBulkCard(key))!
      expect(card.ogDescription, key).toBe(cardPreview(view))
      // the opening words of its rules text, its longest line
      const rules = view.oracle && plainText(view.oracle.node).split('\n').sort((a, b) => b.length - a.length)[0]
      if (rules) expect(card.ogDescription, key).toContain(rules.slice(0, 30))
      expect(card.ogDescription, key).toMatch(/\(\d+ rulings? from Scryfall/)
    }
    if (section) {
      const ipg = await read('ipg/2.3.html')
      expect(ipg.ogDescription).toBe(nodePreview(site, section.shown, ''))
      expect(ipg.ogDescription).toMatch(new RegExp(`^Penalty: ${section.shown.penalty}\\. \\S`))
    }
  })
})

describe.each(HOSTS)('the static export, as a host with its config serves it: $name', ({ name, skip }) => {
  const host = { get baseUrl() { return hosts.get(name)!.baseUrl } }
  if (skip) it.skip(`(skipped: ${skip})`, () => {})
  const its = skip ? it.skip : it
  const itsIf = (cond: boolean) => (skip ? it.skip : it.skipIf(cond))

  its('answers a path it has no page for with the site\u2019s 404 page, in every folder, a rule 404 at its own path', async () => {
    const notFound = readFileSync(join(outDir, '404.html'), 'utf8')
    const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]
    const folders = [...new Set(site.graph.nodes.filter((n) => site.lineages.hasPage(n)).map((n) => n.doc))]
    for (const path of ['/never-a-page', ...folders.map((d) => `/${d}/999.9z`), '/read/nothing/1', '/cards/no-such-card-zz']) {
      const res = await fetch(host.baseUrl + path, { redirect: 'manual' })
      expect(res.status, path).toBe(404)
      expect(titleOf(await res.text()), path).toBe(titleOf(notFound))
      expect(res.headers.get('cache-control'), path).toMatch(/no-store|max-age=0/)
    }
    const four = site.graph.nodes.find((n) => site.lineages.hasPage(n) && /\/404$/.test(n.url))
    if (four) {
      const res = await fetch(host.baseUrl + four.url, { redirect: 'manual' })
      expect(res.status).toBe(200)
      expect(titleOf(await res.text())).toContain(nodeLabel(four))
    }
  })

  its('redirects /r/NUMBER, an older version\u2019s URL and a dropped permalink, keeping the query', async () => {
    const at = async (path: string) => {
      const res = await fetch(host.baseUrl + encodeURI(path), { redirect: 'manual' })
      const to = res.headers.get('location') && new URL(res.headers.get('location')!, host.baseUrl)
      return { status: res.status, to: to && decodeURI(to.pathname + to.search + to.hash) }
    }
    expect(await at(`/r/${number}?asof=2005-01-01`)).toEqual({ status: 302, to: `${numberRule.url}?asof=2005-01-01` })
    if (older) expect(await at(older[0])).toEqual({ status: 302, to: older[1] })
    const permalinks = Object.entries(JSON.parse(readFileSync(join(root, 'permalinks', 'redirects.json'), 'utf8')) as Record<string, string>)
    if (permalinks.length) expect(await at(permalinks[0][0])).toEqual({ status: 301, to: permalinks[0][1] })
  })

  its(`opens /r/${number} and a card only Scryfall's files have on a phone, follows a reference`, async () => {
    const { page } = phone
    // a number that names one rule is that rule's page
    const res = await fetch(`${host.baseUrl}/r/${number}`, { redirect: 'manual' })
    expect(res.status).toBe(302)
    await page.goto(`${host.baseUrl}/r/${number}`)
    expect(new URL(page.url()).pathname).toBe(numberRule.url)
    expect(await page.locator('h1').innerText()).toBe(nodeLabel(numberRule))
    // and a number documents of different numberings hold is a page of its own, at its own address
    const shared = site.numbers().find((n) => numberPage(site, n))
    if (shared) {
      await page.goto(`${host.baseUrl}/r/${encodeURIComponent(shared)}`)
      expect(new URL(page.url()).pathname).toBe(`/r/${encodeURIComponent(shared)}`)
      expect(await page.locator('main section.number-group').count()).toBeGreaterThan(1)
    }
    await page.goto(`${host.baseUrl}/cards/${SCRYFALL_ONLY}`)
    expect(await page.locator('h1').first().innerText()).toBe('Delver of Secrets // Insectile Aberration')
    expect(await page.locator('section.card-oracle').innerText()).toContain('Insectile Aberration')
    // a reference in a rule's text, followed
    const referring = site.graph.nodes.find((n) => site.lineages.hasPage(n) && n.refs.some((r) => r.target && site.lineages.hasPage(r.target) && r.target !== n.id))!
    const target = site.node(referring.refs.find((r) => r.target && site.lineages.hasPage(r.target) && r.target !== referring.id)!.target!)!
    await page.goto(host.baseUrl + referring.url)
    await Promise.all([page.waitForURL((u) => u.pathname === target.url), page.locator(`main .text a[href="${target.url}"], main .text a[href^="${target.url}#"]`).first().tap()])
    expect(await page.locator('h1').innerText()).toBe(nodeLabel(target))
  })

  itsIf(!hasCorpora())(`opens /ipg/2.3 on a phone, the section of the newest guide with its penalty${hasCorpora() ? '' : ' (skipped: no IPG without ../shared/corpora)'}`, async () => {
    const { page } = phone
    expect(section).not.toBeNull()
    await page.goto(`${host.baseUrl}/ipg/2.3`)
    expect(await page.locator('h1').innerText()).toBe(nodeLabel(section!.shown))
    expect(await page.locator('.penalty strong').innerText()).toBe(section!.shown.penalty)
  })

  its('searches with the network off, once the service worker has stored the index', async () => {
    const { page, context } = phone
    await page.goto(`${host.baseUrl}/search`)
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true))
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 60_000 }).toBe(true)
    await context.setOffline(true)
    try {
      await page.reload()
      const input = page.locator('main input[data-search-input]')
      await input.tap()
      await input.pressSequentially(trample ? 'trample' : numberRule.number!, { delay: 50 })
      await expect.poll(() => page.locator('main [role="listbox"] [role="option"]').count(), { timeout: 30_000 }).toBeGreaterThan(0)
      expect((await page.locator('main [role="listbox"] [role="option"]').allInnerTexts()).join('\n').toLowerCase()).toContain(trample ? 'trample' : numberRule.number!)
    } finally {
      await context.setOffline(false)
    }
  })

  its('/search asks for the index its box loads with the page, and the host lets the browser keep it: one download each', async () => {
    const manifest = JSON.parse(readFileSync(join(outDir, 'search', 'manifest.json'), 'utf8')) as Parameters<typeof initialSearchFiles>[0]
    const wanted = initialSearchFiles(manifest)
    expect(wanted.length).toBeGreaterThan(0)
    const html = await (await fetch(`${host.baseUrl}/search`)).text()
    const preloads = [...html.matchAll(/<link\b[^>]*\brel="preload"[^>]*>/g)].map((m) => m[0]).filter((tag) => tag.includes('as="fetch"'))
    expect(preloads.map((tag) => /href="([^"]+)"/.exec(tag)![1]).sort()).toEqual(wanted.map((f) => `/search/${f}`).sort())
    // in the mode the worker's fetch asks in (same-origin credentials), behind the page's own scripts
    for (const tag of preloads) {
      expect(tag).toMatch(/\bcrossorigin="(anonymous)?"/i)
      expect(tag).toMatch(/\bfetchpriority="low"/i)
    }
    for (const f of wanted) expect((await fetch(`${host.baseUrl}/search/${f}`)).headers.get('cache-control'), f).toMatch(/immutable/)
    // on a phone that has never been here (no service worker): the page's preload and the worker's fetch are one download
    const asked = new Map<string, number>()
    const proxy = await startSearchProxy(host.baseUrl, (name) => {
      asked.set(name, (asked.get(name) ?? 0) + 1)
      return false // counted, and passed on to the host
    })
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS })
    try {
      const context = await browser.newContext({ viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true, serviceWorkers: 'block' })
      const page = await context.newPage()
      await page.goto(`${proxy.baseUrl}/search`)
      await page.locator('main [data-search-box][data-status="ready"]').waitFor({ timeout: 60_000 })
      for (const f of wanted) expect(asked.get(f), f).toBe(1)
    } finally {
      await browser.close()
      await proxy.close()
    }
  })

  its('unfurls a shared link (no JavaScript, redirects followed) with what it points to', async () => {
    // the card has no page of the build's own: the export filled one in
    expect(cardIndex(site).some((c) => c.key === SCRYFALL_ONLY)).toBe(false)
    await expectSharedLinksUnfurl(host.baseUrl, links)
  })

  itsIf(!hasCorpora())(`unfurls /ipg/2.3 with the section's title and penalty${hasCorpora() ? '' : ' (skipped: no IPG without ../shared/corpora)'}`, async () => {
    await expectSectionUnfurls(host.baseUrl, section)
  })

  its('answers every link people posted (permalinks/known.txt): the page, or a redirect to the page that shows it', async () => {
    const redirects = { ...permalinkTargets(site.graph).redirects, ...JSON.parse(readFileSync(join(root, 'permalinks', 'redirects.json'), 'utf8')) }
    expect(await unansweredPermalinks(host.baseUrl, readFileSync(join(root, 'permalinks', 'known.txt'), 'utf8'), redirects)).toEqual([])
  })

  its('answers /llms.txt and each page\u2019s Markdown twin at its path plus .md', async () => {
    await expectAssistantFiles(host.baseUrl, site, SITE_URL, numberRule)
  })

  its('sends the update feeds as Atom, and the security headers with every path: a page, a redirect, a 404, a file', async () => {
    const res = await fetch(`${host.baseUrl}/changes/mtr.xml`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8')
    const xml = await res.text()
    expect(xml).toContain(`<feed xmlns="${ATOM_NS}">`)
    expect(xml.match(/<entry>/g)?.length).toBe(releaseSummaries(site, 'mtr').length)
    for (const path of [numberRule.url, `/r/${number}`, '/never-a-page', '/search/manifest.json', '/changes/mtr.xml']) {
      const res = await fetch(host.baseUrl + path, { redirect: 'manual' })
      await res.arrayBuffer()
      for (const { key, value } of SECURITY_HEADERS) expect(res.headers.get(key), `${path} ${key}`).toBe(value)
    }
  })
})

describe('the static export on a host that applies no redirects', () => {
  it('an old-style number link opens the rule', async () => {
    expect(lettered).toBeTruthy()
    const res = await fetch(`${plain.baseUrl}/r/${lettered!.toUpperCase()}`)
    expect(res.status).toBe(404) // the host knows nothing of it: the page in the browser does
    await phone.page.goto(`${plain.baseUrl}/r/${lettered!.toUpperCase()}`)
    await phone.page.waitForURL(plain.baseUrl + plan.aliases[`/r/${lettered}`], { timeout: 15_000 })
    await expect.poll(() => phone.page.locator('main').innerText()).toContain(lettered!)
  })

  it.skipIf(!older)('an older version\u2019s URL opens its rule\u2019s page at that version\u2019s History entry', async () => {
    const [from, to] = older!
    expect((await fetch(plain.baseUrl + encodeURI(from))).status).toBe(404)
    await phone.page.goto(plain.baseUrl + encodeURI(from))
    await phone.page.waitForURL(plain.baseUrl + encodeURI(to), { timeout: 15_000 })
    expect(await phone.page.locator('h1').first().innerText()).not.toMatch(/not found/i)
  })

  it('has no server-rendered "as of" page: /r/NUMBER?asof= is answered on its rule\u2019s page, in the browser', async () => {
    expect(existsSync(join(outDir, 'as-of'))).toBe(false)
    if (!trample) return void expect(site.documents.filter((d) => d.series === 'cr').length).toBeLessThan(3)
    await phone.page.goto(`${plain.baseUrl}/r/702.19b?asof=2005-01-01`)
    await phone.page.waitForURL(`${plain.baseUrl}${trample.url}?asof=2005-01-01`, { timeout: 15_000 })
    await expect.poll(() => phone.page.locator('.as-of-status').innerText()).toBe('On 2005-01-01 this rule was 502.9b.')
    expect(await phone.page.locator('.intervals > li.picked').getAttribute('data-number')).toBe('502.9b')
  })

  it('a short link answers "as of" in the browser', async () => {
    expect(existsSync(join(outDir, 'judge-as-of'))).toBe(false)
    await phone.page.goto(`${plain.baseUrl}/mtr/3.2?asof=2018-03-01`)
    await expect.poll(() => phone.page.locator('.as-of-status').innerText()).toBe(judgeAsOf(site, 'mtr', '3.2', '2018-03-01')!.line)
    expect(await phone.page.locator('.intervals > li.picked > details').getAttribute('open')).not.toBeNull()
  })

  it('a number documents of different numberings hold opens its page', async () => {
    const shared = site.numbers().find((n) => numberPage(site, n))
    if (!shared) return
    await phone.page.goto(`${plain.baseUrl}/r/${encodeURIComponent(shared)}`)
    await phone.page.waitForURL(`${plain.baseUrl}${NUMBER_PAGES}/${encodeURIComponent(shared)}`, { timeout: 15_000 })
    expect(await phone.page.locator('h1').innerText()).toBe(`Rule ${shared}`)
  })

  it('a page that never existed stays Not found', async () => {
    await phone.page.goto(`${plain.baseUrl}/cr-2004/999.9z`)
    await phone.page.waitForLoadState('networkidle')
    expect(phone.page.url()).toBe(`${plain.baseUrl}/cr-2004/999.9z`)
    expect(await phone.page.locator('h1').first().innerText()).toMatch(/not found/i)
  })

  it('with more cards only Scryfall\u2019s files have than EXPORT_CARD_PAGES, shows them from shards on the 404 page', async () => {
    // the export finished again, with no room for card pages: the filled pages go, the shards come
    writeFileSync(join(outDir, 'cards', `${SHELL.key}.html`), shell)
    rmSync(join(outDir, 'cards', `${SCRYFALL_ONLY}.html`))
    try {
      await finish({ EXPORT_CARD_PAGES: '0' })
      expect(existsSync(join(outDir, 'cards', `${SCRYFALL_ONLY}.html`))).toBe(false)
      const path = `/cards/${SCRYFALL_ONLY}`
      expect((await fetch(plain.baseUrl + path)).status).toBe(404)
      await phone.page.goto(plain.baseUrl + path)
      await expect.poll(() => phone.page.locator('h1').first().innerText(), { timeout: 15_000 }).toBe('Delver of Secrets // Insectile Aberration')
      expect(await phone.page.locator('section[aria-label="Rulings today"] .card-entry, section[aria-labelledby="rulings-today"] .card-entry').count()).toBe(1)
      expect(await phone.page.title()).toContain('Delver of Secrets // Insectile Aberration: rulings')
    } finally {
      writeFileSync(join(outDir, 'cards', `${SHELL.key}.html`), shell)
      await finish()
    }
    expect(existsSync(join(outDir, 'cards', `${SCRYFALL_ONLY}.html`))).toBe(true)
    // a card the documents have is a prerendered page of the export, its Scryfall rulings included
    const res = await fetch(`${hosts.get('scripts/serve-export.ts')!.baseUrl}/cards/aether-vial`)
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('Wizards of the Coast')
  })
})
