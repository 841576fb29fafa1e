// The home page on a phone with JavaScript off: today's documents first. Each series is listed once, its newest
// version shown, the older ones behind "N earlier versions" (a <details>, which opens without JavaScript); a
// "changes only" file goes with the release it updates; documents in no series are listed as they are.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { documentGroups } from '../../lib/site/document-list'
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
