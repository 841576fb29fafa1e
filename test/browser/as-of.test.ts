// "As of" a date, answered by the server (`npm start`): /r/NUMBER?asof=DATE is the text in force that day of the rule
// the number names today, followed back through its renumberings, with one line saying which rule it was then. It
// needs no JavaScript (a phone with it off reads it, and so does a link unfurler fetching the page), and with
// JavaScript on the page runs under its own script nonce. The browser build needs the 2004, 2009 and 2014 CR versions
// from ../shared/corpora (702.19b Trample in 2014 was 702.17b in 2009 and 502.9b in 2004).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { asOf } from '../../lib/site/as-of'
import { launchPhone, startSite, type Phone, type Site } from './harness'
import { builtSite } from './picks'
import { hasCorpora } from './site-content'

const present = hasCorpora()
const words = (s: string) => s.replace(/\s+/g, ' ').trim()

async function noSidewaysScroll(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)
}

describe.skipIf(!present)(`"as of" on the server${present ? '' : ' (skipped: ../shared/corpora is absent, so the build has one CR version)'}`, () => {
  if (!present) return void it.skip('(skipped: ../shared/corpora is absent, so the build has one CR version)')
  const site = builtSite()
  const today = site.node('cr-2014-09-26/702.19b')!
  const then = site.lineages.members(today.lineage).find((n) => n.doc === 'cr-2004-10-01')!
  const url = '/r/702.19b?asof=2005-01-01'
  let server: Site
  let noJs: Phone
  let withJs: Phone
  beforeAll(async () => {
    server = await startSite()
    noJs = await launchPhone({ javaScriptEnabled: false })
    withJs = await launchPhone()
  })
  afterAll(async () => {
    await noJs?.browser.close()
    await withJs?.browser.close()
    await server?.stop()
  })

  it('the build has 702.19b in 2014 and its 2004 form, 502.9b', () => {
    expect(today.text).toMatch(/trample/i)
    expect(then.number).toBe('502.9b')
    expect(then.text).not.toBe(today.text)
  })

  it("with JavaScript off, /r/702.19b?asof=2005-01-01 reads 502.9b's text of that day and says so in one line", async () => {
    const { page } = noJs
    const res = await page.goto(server.baseUrl + url)
    expect(res!.status()).toBe(200)
    expect(page.url()).toBe(server.baseUrl + url)
    expect(await page.locator('.as-of-line').innerText()).toBe('On 2005-01-01 this rule was 502.9b.')
    const shown = page.locator('section.number-group')
    expect(words(await shown.locator('.text').innerText())).toBe(words(then.text))
    expect(await shown.locator('.meta').innerText()).toMatch(/in force 1 Oct 2004 – 11 Jul 2009/)
    // Today's text (it begins as 2004's did) is not what it shows; the page links to today's rule.
    expect(words(await page.locator('main').innerText())).not.toContain(words(today.text))
    expect(await page.locator(`.today a[href="${site.pageUrlOf(today.id)}"]`).count()).toBe(1)
    expect(await noSidewaysScroll(page)).toBe(true)
  })

  it('a link unfurler (a plain GET, no JavaScript) finds the answer in the title and the description', async () => {
    const html = await (await fetch(server.baseUrl + url, { headers: { 'user-agent': 'Slackbot-LinkExpanding 1.0' } })).text()
    expect(html).toContain('<title>Rule 702.19b as of 2005-01-01 · MTG Rules Reference</title>')
    const description = /<meta property="og:description" content="([^"]*)"/.exec(html)?.[1]
    expect(description).toMatch(/^On 2005-01-01 this rule was 502\.9b\. The controller of an attacking creature with trample/)
    expect(html).toMatch(/<meta name="robots" content="noindex, follow"/)
  })

  it('its inline scripts run under a nonce made for each response; with JavaScript on, the form asks for another date', async () => {
    const [a, b] = await Promise.all([fetch(server.baseUrl + url), fetch(server.baseUrl + url)])
    const nonceOf = (r: Response) => /'nonce-([^']+)'/.exec(r.headers.get('content-security-policy') ?? '')?.[1]
    const nonce = nonceOf(a)
    expect(nonce).toBeTruthy()
    expect(nonceOf(b)).not.toBe(nonce)
    const scriptSrc = a.headers.get('content-security-policy')!.split(';').find((d) => d.trim().startsWith('script-src'))!
    expect(scriptSrc).not.toContain('unsafe-inline')
    const scripts = [...(await a.text()).matchAll(/<script\b(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1])
    expect(scripts.length).toBeGreaterThan(0)
    for (const attrs of scripts) expect(attrs).toContain(`nonce="${nonce}"`)

    const { page } = withJs
    const blocked: string[] = []
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) blocked.push(m.text())
    })
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    await page.goto(server.baseUrl + url, { waitUntil: 'networkidle' })
    // Hydrated under the URL asked: the router keeps it (the page it was rendered by is the server's business).
    expect(page.url()).toBe(server.baseUrl + url)
    expect(errors).toEqual([])
    await page.locator('form.as-of-form input[name="asof"]').fill('2010-01-01')
    await page.locator('form.as-of-form button').click()
    await page.waitForURL((u) => u.search === '?asof=2010-01-01')
    expect(await page.locator('.as-of-line').innerText()).toBe('On 2010-01-01 this rule was 702.17b.')
    expect(blocked).toEqual([])
  })

  it('says when the rule did not exist yet, and when no version was in force', async () => {
    const { page } = noJs
    const added = site.nodesOf('cr-2014-09-26').find((n) => n.kind === 'rule' && n.number && n.change === 'added' && site.lineages.members(n.lineage).length === 1)!
    await page.goto(`${server.baseUrl}/r/${encodeURIComponent(added.number!)}?asof=2005-01-01`)
    const expected = asOf(site, added.number!, '2005-01-01')!.line
    expect(expected).toMatch(/did not exist yet|was another rule|not in the rules/)
    expect(await page.locator('.as-of-line').innerText()).toBe(expected)
    await page.goto(`${server.baseUrl}/r/702.19b?asof=1990-01-01`)
    expect(await page.locator('.as-of-line').innerText()).toBe('On 1990-01-01 no version of these rules was in force yet: the first is dated 2004-10-01.')
    // and links the oldest version: the rule as it read there
    expect(await page.locator('.oldest a').getAttribute('href')).toBe(site.pageUrlOf(then.id))
  })

  it('a number typed in capitals is redirected keeping ?asof=; a date that is no day gets the rule\u2019s page, every version in its History', async () => {
    const { page } = noJs
    await page.goto(`${server.baseUrl}/r/702.19B?asof=2005-01-01`)
    expect(page.url()).toBe(server.baseUrl + url)
    expect(await page.locator('.as-of-line').innerText()).toBe('On 2005-01-01 this rule was 502.9b.')
    const res = await page.goto(`${server.baseUrl}/r/702.19b?asof=2005-02-30`)
    expect(res!.status()).toBe(200)
    expect(new URL(page.url()).pathname).toBe('/cr-2014-09-26/702.19b')
    expect(await page.locator('h1').innerText()).toBe('702.19b')
    expect(await page.locator('section[aria-label="History"] ol.intervals > li[data-number="502.9b"]').count()).toBe(1)
  })
})
