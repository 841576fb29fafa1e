// The home page on a phone with JavaScript off: the documents in force today first, each with its effective date and
// a link to what changed in it; then every document, today's first. Each series is listed once, its newest version
// shown, the older ones behind "N earlier versions" (a <details>, which opens without JavaScript); a "changes only"
// file goes with the release it updates; documents in no series are listed as they are.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriesVersions } from '../../lib/history/as-of'
import { documentGroups } from '../../lib/site/document-list'
import { documentsInForce } from '../../lib/site/in-force'
import { formatDate } from '../../lib/site/labels'
import { launchPhone, startSite, type Phone, type Site } from './harness'
import { builtSite } from './picks'

describe('home: the documents, today first', () => {
  const site = builtSite()
  const groups = documentGroups(site.documents)
  let server: Site
  let phone: Phone
  beforeAll(async () => {
    server = await startSite()
    phone = await launchPhone({ javaScriptEnabled: false })
  })
  afterAll(async () => {
    await phone?.browser.close()
    await server?.stop()
  })

  it('leads with the documents in force today, each with its effective date and "What changed" in its latest release', async () => {
    const { page } = phone
    await page.goto(server.baseUrl + '/')
    const inForce = documentsInForce(site)
    // The browser build always has the judge documents (two Tournament Rules, one guide, one Judging at Regular REL).
    expect(inForce.map((e) => e.key)).toEqual(expect.arrayContaining(['mtr', 'ipg', 'penalties', 'jar']))
    const mtr = seriesVersions(site.documents, 'mtr')
    expect(inForce.find((e) => e.key === 'mtr')?.doc.id).toBe(mtr.at(-1)!.id)

    const items = page.locator('main ul.in-force > li')
    expect(await items.count()).toBe(inForce.length)
    for (const [i, e] of inForce.entries()) {
      const item = items.nth(i)
      expect(await item.locator('a.read').getAttribute('href')).toBe(e.href)
      expect(await item.locator('a.read').innerText()).toContain(e.name)
      expect(await item.locator('a.read').innerText()).toContain(formatDate(e.doc.date))
      const changes = item.locator('a.what-changed')
      if (e.changes) {
        expect(await changes.getAttribute('href')).toBe(`/changes/${e.doc.id}`)
        // Its name says which release: "What changed in <title>".
        expect(await changes.evaluate((a) => a.textContent)).toBe(`What changed in ${e.doc.title}`)
        expect((await changes.boundingBox())!.height).toBeGreaterThanOrEqual(44)
      } else expect(await changes.count()).toBe(0)
      expect((await item.locator('a.read').boundingBox())!.height).toBeGreaterThanOrEqual(44)
    }
    // After the search box, before the history and the older sources.
    const headings = await page.locator('main h2').allInnerTexts()
    expect(headings.indexOf('In force today')).toBeLessThan(headings.indexOf('History and older sources'))
    expect((await page.locator('main ul.in-force').boundingBox())!.y).toBeLessThan((await page.locator('main > ul.docs').boundingBox())!.y)
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)

    // The Tournament Rules have a version before the newest: its link opens that release's "What changed".
    await items.nth(inForce.findIndex((e) => e.key === 'mtr')).locator('a.what-changed').click()
    await page.waitForURL((u) => u.pathname === `/changes/${mtr.at(-1)!.id}`)
    expect(await page.locator('h1').innerText()).toBe(`What changed in ${mtr.at(-1)!.title}`)
  })

  it('lists each series once with its newest version, and each document in no series, in graph order', async () => {
    const { page } = phone
    await page.goto(server.baseUrl + '/')
    const top = page.locator('main > ul.docs > li')
    expect(await top.count()).toBe(groups.length)
    const firstLinks = await top.evaluateAll((lis) => lis.map((li) => li.querySelector(':scope > a')!.getAttribute('href')))
    expect(firstLinks).toEqual(groups.map((g) => `/${g.newest.doc.id}`))
    // Every document has its link somewhere on the page, once.
    const all = await page.locator('main ul.docs a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
    expect([...all].sort()).toEqual(site.documents.map((d) => `/${d.id}`).sort())
    // The newest of a series is its latest version.
    for (const g of groups.filter((g) => g.series)) expect(g.newest.doc.latest, g.key).toBe(true)
  })

  it('"N earlier versions" is closed, finger-sized, and opens without JavaScript onto the older versions, newest first', async () => {
    const { page } = phone
    await page.goto(server.baseUrl + '/')
    const withEarlier = groups.filter((g) => g.earlier.length > 0)
    const details = page.locator('main > ul.docs > li > details.earlier')
    expect(await details.count()).toBe(withEarlier.length)
    for (const [i, g] of withEarlier.entries()) {
      const d = details.nth(i)
      const summary = d.locator('summary')
      expect(await summary.innerText()).toBe(`${g.earlier.length} earlier version${g.earlier.length === 1 ? '' : 's'}`)
      expect((await summary.boundingBox())!.height).toBeGreaterThanOrEqual(44)
      const first = d.locator('ul.docs > li > a').first()
      expect(await first.isVisible()).toBe(false)
      await summary.click()
      expect(await first.isVisible()).toBe(true)
      const hrefs = await d.locator(':scope > ul.docs > li > a:not(.doc-changes)').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
      expect(hrefs).toEqual(g.earlier.map((e) => `/${e.doc.id}`))
      const dates = g.earlier.map((e) => e.doc.date).filter((x): x is string => x !== null)
      expect(dates).toEqual([...dates].sort().reverse())
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  })

  it('puts a "changes only" file under the release it updates', async () => {
    const { page } = phone
    await page.goto(server.baseUrl + '/')
    const changes = site.documents.filter((d) => d.updates !== null)
    // For each release: the change files listed right under its own link.
    const under = await page.evaluate(() =>
      Object.fromEntries(
        [...document.querySelectorAll('main ul.docs li')].map((li) => [
          li.querySelector(':scope > a')!.getAttribute('href'),
          [...li.querySelectorAll(':scope > a.doc-changes')].map((a) => a.getAttribute('href')),
        ]),
      ),
    )
    for (const c of changes) expect(under[`/${c.updates}`]).toContain(`/${c.id}`)
    // The browser build has one: the 2008 Card Rulings changes file (test/fixtures/site-content).
    expect(changes.length).toBeGreaterThan(0)
  })
})
