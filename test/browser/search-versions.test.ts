// Search across versions, on a phone: one result per rule with one line for its earlier versions, and "as of" a
// date. The browser build holds CR versions from 2004-10-01 on (the newest is NEW) only when ../shared is
// beside the clone (test/browser/site-content.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchPhone, startSite, type Phone, type Site } from './harness'
import { hasCorpora, HISTORY_VERSIONS } from './site-content'

const OPTION = 'main [role="listbox"] [role="option"]'
const OLD = 'cr-2004-10-01'
const NEW = HISTORY_VERSIONS[HISTORY_VERSIONS.length - 1].replace(/\.txt$/, '')

let site: Site
let phone: Phone

describe.skipIf(!hasCorpora())('search across versions (two CR versions from ../shared/corpora)', () => {
  beforeAll(async () => {
    site = await startSite()
    phone = await launchPhone()
  })
  afterAll(async () => {
    await phone?.browser.close()
    await site?.stop()
  })

  const docsShown = () =>
    phone.page.locator(`${OPTION} > a`).evaluateAll((as) => as.map((a) => a.getAttribute('href')!.split('/')[1]))

  it('a rule in every version is one result from the newest, with "also in N earlier versions" linking to its History', async () => {
    const { page } = phone
    await page.goto(site.baseUrl + '/search?q=' + encodeURIComponent('trample'))
    await expect.poll(() => page.locator(OPTION).count()).toBeGreaterThan(0)
    const shown = await docsShown()
    expect(shown).not.toContain(OLD)
    const grouped = page.locator(`${OPTION}:has([data-earlier])`).first()
    await grouped.waitFor()
    const href = (await grouped.locator('> a').getAttribute('href'))!
    expect(href).toMatch(new RegExp(`^/${NEW}/`))
    const note = grouped.locator('[data-earlier]')
    // One line whatever the count: no date per version, one link.
    expect(await note.innerText()).toMatch(new RegExp(`^also in ${HISTORY_VERSIONS.length - 1} earlier versions? \\(2004(-\\d{4})?\\)$`))
    const link = note.locator('a')
    expect(await link.count()).toBe(1)
    expect(await link.getAttribute('href')).toBe(`${href.split('#')[0]}#history`)
    // the phone layout keeps the note inside the result, readable
    const box = (await note.boundingBox())!
    expect(box.width).toBeLessThanOrEqual(390)
    // It opens the rule's page at its History, which has the older versions' entries.
    await Promise.all([page.waitForURL((u) => u.hash === '#history'), link.click()])
    expect(await page.locator(`section#history li.version[id="v-${OLD}"]`).count()).toBe(1)
  })

  it('"as of" a date searches the version in force that day, and clearing it goes back to today', async () => {
    const { page } = phone
    await page.goto(site.baseUrl + '/search?q=' + encodeURIComponent('trample'))
    await expect.poll(() => page.locator(OPTION).count()).toBeGreaterThan(0)
    expect(await docsShown()).toContain(NEW)
    await page.locator('main details summary', { hasText: 'Filters' }).click()
    await page.getByLabel('As of', { exact: true }).fill('2005-06-01')
    await expect.poll(docsShown).toContain(OLD)
    const crDocs = (await docsShown()).filter((d) => d.startsWith('cr-20'))
    expect(crDocs.every((d) => d === OLD || d === 'cr-2004')).toBe(true)
    await page.getByLabel('As of', { exact: true }).fill('')
    await expect.poll(docsShown).toContain(NEW)
    expect(await docsShown()).not.toContain(OLD)
  })

  it('the search page takes ?as-of= too', async () => {
    const { page } = phone
    await page.goto(site.baseUrl + '/search?q=' + encodeURIComponent('trample') + '&as-of=2005-06-01')
    await expect.poll(docsShown).toContain(OLD)
    expect(await docsShown()).not.toContain(NEW)
  })
})

describe.skipIf(hasCorpora())('search across versions', () => {
  it.skip('needs ../shared/corpora beside the clone (two CR versions in the browser build)', () => {})
})
