/**
 * What the real server adds around the pages: security headers, old-style number links, `/r/NUMBER` sent to its
 * rule's page, link previews, every posted link answered, and no script errors under the Content-Security-Policy.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { pagePlan } from '../../lib/site/page-plan'
import { permalinkTargets } from '../../lib/site/permalinks'
import { builtSite } from './picks'
import { hasCorpora } from './site-content'
import { expectSectionUnfurls, expectSharedLinksUnfurl, sharedLinks, unansweredPermalinks } from './unfurl'
import { useSiteAndPhone } from './use-site'
import { expectAssistantFiles } from './assistants'
import { siteOrigin } from '../../lib/site/site-origin'

const site = builtSite()
const plan = pagePlan(site)
/** An older version's node URL and where it goes; absent when the build has one version of each document. */
const older = Object.entries(plan.redirects).find(([from]) => !from.startsWith('/read/'))
/** Reading pages older versions had while they were current, and where they go now. */
const olderReadings = Object.entries(plan.redirects).filter(([from]) => from.startsWith('/read/'))
/** One whose first still-current rule is read on a current reading page (with the CR versions of ../shared). */
const olderReading = olderReadings.find(([, to]) => to.startsWith('/read/'))


const ctx = useSiteAndPhone()

describe('the server', () => {
  it('sends security headers with every page', async () => {
    for (const path of ['/', '/cr-2004/419.6a', '/search/manifest.json']) {
      const res = await fetch(ctx.site.baseUrl + path)
      expect(res.status, path).toBe(200)
      const csp = res.headers.get('content-security-policy') ?? ''
      expect(csp, path).toContain("default-src 'self'")
      expect(csp, path).toContain("object-src 'none'")
      expect(csp, path).toContain("frame-ancestors 'none'")
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin')
      expect(res.headers.get('permissions-policy'), path).toMatch(/camera=\(\)/)
    }
  })

  it('lets a page run only its own inline scripts: a per-page hash policy, no unsafe-inline', async () => {
    for (const path of ['/', '/cr-2004/419.6a', '/faq', '/r/419.6a']) {
      const csp = (await fetch(ctx.site.baseUrl + path)).headers.get('content-security-policy') ?? ''
      const scriptSrc = /script-src([^;]*)/.exec(csp)?.[1] ?? ''
      expect(scriptSrc, path).toMatch(/'sha256-[A-Za-z0-9+/=]+'/)
      expect(scriptSrc, path).not.toContain('unsafe-inline')
    }
  })

  it('sends Next\u2019s chunks and the search index precompressed, brotli first', async () => {
    const html = await (await fetch(ctx.site.baseUrl + '/cr-2004/419.6a')).text()
    const chunk = /\/_next\/static\/chunks\/[^"]+\.js/.exec(html)![0]
    for (const [accept, encoding] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip']]) {
      const res = await fetch(ctx.site.baseUrl + chunk, { headers: { 'accept-encoding': accept } })
      expect(res.headers.get('content-encoding'), accept).toBe(encoding)
      expect(res.headers.get('cache-control')).toMatch(/immutable/)
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'")
      expect((await res.text()).length).toBeGreaterThan(100) // fetch decodes it: the script itself
    }
    const manifest = await fetch(ctx.site.baseUrl + '/search/manifest.json', { headers: { 'accept-encoding': 'br' } })
    expect(manifest.headers.get('content-encoding')).toBe('br')
    // Every document, Scryfall's cards and rulings too (their search files are fetched by a query's words: lib/search/bulk.ts)
    const docs = (await manifest.json()).docs as Array<{ bulk?: unknown }>
    expect(docs.length).toBe(builtSite().documents.length)
    expect(docs.filter((d) => d.bulk).length).toBe(builtSite().documents.filter((d) => d.bulk).length)
    expect(docs.some((d) => d.bulk)).toBe(true)
  })

  it('sends a prerendered page compressed once at build time: the same HTML Next sends, router fetches left to Next', async () => {
    const path = '/cr-2004/502.2'
    const fromNext = await fetch(ctx.site.baseUrl + path, { headers: { 'accept-encoding': 'identity' } })
    expect(fromNext.headers.get('content-encoding')).toBeNull()
    for (const accept of ['br', 'gzip']) {
      const res = await fetch(ctx.site.baseUrl + path, { headers: { 'accept-encoding': accept } })
      expect(res.headers.get('content-encoding')).toBe(accept)
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(res.headers.get('vary')).toMatch(/rsc/)
      expect(res.headers.get('content-security-policy')).toBe(fromNext.headers.get('content-security-policy'))
      expect(await res.text()).toBe(await fromNext.clone().text())
    }
    const data = await fetch(ctx.site.baseUrl + path + '?_rsc=1', { headers: { rsc: '1', 'accept-encoding': 'br' } })
    expect(data.headers.get('content-type')).toMatch(/text\/x-component/)
  })

  it('redirects a number in another case or with a trailing period to the number as written', async () => {
    for (const [asked, canonical] of [
      ['/r/419.6A', '/r/419.6a'],
      ['/r/419.6a.', '/r/419.6a'],
      ['/r/t.1.ruling.2', '/r/T.1.Ruling.2'],
    ]) {
      const res = await fetch(ctx.site.baseUrl + asked, { redirect: 'manual' })
      expect(res.status, asked).toBe(308)
      expect(new URL(res.headers.get('location')!, ctx.site.baseUrl).pathname, asked).toBe(canonical)
    }
    expect((await fetch(ctx.site.baseUrl + '/r/419.6a', { redirect: 'manual' })).status).toBe(200)
  })

  it.skipIf(!older)("redirects an older version's rule to its lineage page at that version, with the security headers (runs when the build has several versions of a document)", async () => {
    const [from, to] = older!
    const res = await fetch(ctx.site.baseUrl + from, { redirect: 'manual' })
    expect(res.status, from).toBe(302)
    expect(res.headers.get('location')).toBe(to)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'")
    // The page it goes to is a prerendered page with its own hashed script policy.
    const page = await fetch(ctx.site.baseUrl + to.split('#')[0])
    expect(page.status).toBe(200)
    expect(/script-src([^;]*)/.exec(page.headers.get('content-security-policy') ?? '')?.[1]).toMatch(/'sha256-/)
    // An older version has no page of its own in the build, the lineage page has.
    const built = (path: string) => existsSync(join(process.env.NEXT_DIST_DIR || '.next', 'server', 'app', `${decodeURI(path)}.html`))
    expect(built(from)).toBe(false)
    expect(built(to.split('#')[0])).toBe(true)
  })

  it.skipIf(!olderReadings.length)("sends each older version's reading page to a page that exists", async () => {
    for (const [from, to] of olderReadings.slice(0, 40)) {
      const res = await fetch(ctx.site.baseUrl + from, { redirect: 'manual' })
      expect(res.status, from).toBe(302)
      expect((await fetch(ctx.site.baseUrl + encodeURI(to.split('#')[0]))).status, to).toBe(200)
    }
  })

  it.skipIf(!olderReading)("sends an older version's reading page to where its first rule is read now, in a phone", async () => {
    const [from, to] = olderReading!
    await ctx.phone.page.goto(ctx.site.baseUrl + from)
    await ctx.phone.page.waitForURL(ctx.site.baseUrl + encodeURI(to))
    const anchor = decodeURIComponent(to.split('#')[1])
    await expect.poll(() => ctx.phone.page.evaluate((id) => !!document.getElementById(id), anchor)).toBe(true)
  })

  it('opens a posted old-style link at the rule, with the CSP in force and no script errors', async () => {
    const errors: string[] = []
    ctx.phone.page.on('pageerror', (e) => errors.push(e.message))
    ctx.phone.page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
    await ctx.phone.page.goto(ctx.site.baseUrl + '/r/t.1.ruling.2')
    await ctx.phone.page.waitForURL(/\/rulings-2002\/T\.1\.Ruling\.2$/)
    await expect.poll(() => ctx.phone.page.locator('main').innerText()).toMatch(/Many players really want to know about the "speed"/)
    // A section page opened at one of its rules through the anchor people post.
    await ctx.phone.page.goto(ctx.site.baseUrl + '/cr-2004/502.2#502.2b')
    expect(await ctx.phone.page.locator('[id="502.2b"]').count()).toBe(1)
    expect(errors.filter((e) => /Content Security Policy|Refused to/i.test(e))).toEqual([])
  })

  it('unfurls a shared link (no JavaScript, redirects followed) with what it points to', async () => {
    await expectSharedLinksUnfurl(ctx.site.baseUrl, sharedLinks(site, plan))
  })

  it.skipIf(!hasCorpora())(`unfurls /ipg/2.3 with the section's title and penalty${hasCorpora() ? '' : ' (skipped: no IPG without ../shared/corpora)'}`, async () => {
    await expectSectionUnfurls(ctx.site.baseUrl, sharedLinks(site, plan).section)
  })

  it('answers every link people posted (permalinks/known.txt): the page, or a redirect to the page that shows it', async () => {
    const redirects = { ...permalinkTargets(site.graph).redirects, ...JSON.parse(readFileSync('permalinks/redirects.json', 'utf8')) }
    expect(await unansweredPermalinks(ctx.site.baseUrl, readFileSync('permalinks/known.txt', 'utf8'), redirects)).toEqual([])
  })

  it('answers /llms.txt and each page’s Markdown twin at its path plus .md', async () => {
    await expectAssistantFiles(ctx.site.baseUrl, site, siteOrigin(), sharedLinks(site, plan).numberRule)
  })
})
