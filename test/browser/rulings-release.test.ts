// Whole rulings releases on a phone: an entry of the April 1999 General Rulings Summary, its index, and a card of
// the March 2008 Card Rulings Summary (test/fixtures/site-content/), as a judge opens them at 390x844.
import { describe, expect, it } from 'vitest'
import { useSiteAndPhone } from './use-site'
import { builtSite } from './picks'

const site = builtSite()
const GENERAL = 'dangelo-general-1999-04'
const CARDS = 'dangelo-cards-2008-03'

function node(id: string) {
  const found = site.node(id)
  if (!found) throw new Error(`${id} is not in the built graph: was the site built from test/fixtures/site-content/?`)
  return found
}

const ctx = useSiteAndPhone()

async function noSideScroll() {
  return ctx.phone.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)
}

describe('a whole General Rulings Summary', () => {
  it('an entry page shows its number, its text, its citations with dates, and follows its "see Rule" link', async () => {
    const { page } = ctx.phone
    await page.goto(`${ctx.site.baseUrl}/${GENERAL}/A.1.1`)
    await expect.poll(() => page.locator('h1').innerText()).toBe('A.1.1')
    expect(await page.locator('main .text').first().innerText()).toContain('An "ability" is any capability of the card other than its type')
    const citations = page.locator('section[aria-label="Citations"]')
    expect(await citations.innerText()).toMatch(/D'Angelo\s*· 3 Feb 1998/)

    const target = node(`${GENERAL}/K.25`)
    await page.locator(`main a[href="${target.url}"]`).first().click()
    await page.waitForURL((u) => u.pathname === target.url)
    await expect.poll(() => page.locator('h1').innerText()).toBe('K.25 Permanents')
    expect(await page.locator(`section[aria-label="Referenced by"] a[href="/${GENERAL}/A.1.1"]`).count()).toBe(1)
    expect(await noSideScroll()).toBe(true)
  })

  it('a changed entry shows its mark; a printed source shows the release date it took; card text stays as written', async () => {
    const { page } = ctx.phone
    await page.goto(`${ctx.site.baseUrl}/${GENERAL}/A.1.2`)
    expect(await page.locator('p.meta .flag').allInnerTexts()).toContain('changed')
    expect(await page.locator('section[aria-label="Citations"]').innerText()).toMatch(/Mirage\s*· 21 Apr 1999 \(document date\)/)
    await page.goto(`${ctx.site.baseUrl}/${GENERAL}/A.1.4`)
    expect(await page.locator('main .text').first().innerText()).toContain('"<-spell type->" and [X]')
  })

  it('an entry of over 4,000 characters reads whole on the phone, without sideways scrolling', async () => {
    const { page } = ctx.phone
    await page.goto(`${ctx.site.baseUrl}/${GENERAL}/C.1.1`)
    const text = await page.locator('main .text').first().innerText()
    expect(text.length).toBeGreaterThan(4000)
    expect(text).toContain('Step 39:')
    expect(await noSideScroll()).toBe(true)
  })

  it('the index page links each index line to its section', async () => {
    const { page } = ctx.phone
    await page.goto(`${ctx.site.baseUrl}/${GENERAL}/index`)
    const refersTo = page.locator('main')
    for (const section of ['A.2', 'A.12', 'C.1', 'K.25', 'T.10']) {
      expect(await refersTo.locator(`a[href="/${GENERAL}/${section}"]`).count()).toBeGreaterThanOrEqual(1)
    }
  })
})

describe('a Card Rulings Summary', () => {
  const vial = node(`${CARDS}/card-aether-vial`)
  const [plain, changed] = vial.children.map(node)

  it("a card's page is titled with its name and lists its rulings, the changed one marked", async () => {
    const { page } = ctx.phone
    await page.goto(ctx.site.baseUrl + vial.url)
    await expect.poll(() => page.locator('h1').innerText()).toBe('Aether Vial')
    const main = await page.locator('main').innerText()
    expect(main).toContain('Putting a creature onto the battlefield with ~this~ is not casting it')
    expect(main).toContain('It can put a creature such as Haakon, Stromgald Scourge onto the battlefield.')
    for (const ruling of [plain, changed]) expect(await page.locator(`main a[href="${ruling.url}"]`).count()).toBeGreaterThanOrEqual(1)
    expect(changed.flags).toEqual(['changed'])
    expect(await page.locator('main .flag').allInnerTexts()).toContain('changed')
    expect(await noSideScroll()).toBe(true)
  })

  it('a ruling that names another card links to that card', async () => {
    const { page } = ctx.phone
    const haakon = node(`${CARDS}/card-haakon-stromgald-scourge`)
    await page.goto(ctx.site.baseUrl + changed.url)
    await page.locator(`main a[href="${haakon.url}"]`).first().click()
    await page.waitForURL((u) => u.pathname === haakon.url)
    await expect.poll(() => page.locator('h1').innerText()).toBe('Haakon, Stromgald Scourge')
  })

  it('the cross-document card page lists the card from the summary and from its changes-only file', async () => {
    const { page } = ctx.phone
    const res = await page.goto(`${ctx.site.baseUrl}/cards/aether-vial`)
    expect(res?.status()).toBe(200)
    await expect.poll(() => page.locator('h1').innerText()).toBe('Aether Vial')
    for (const id of [vial.id, `${CARDS}-changes/card-aether-vial`]) {
      expect(await page.locator(`main a[href="/${id}"]`).count()).toBeGreaterThanOrEqual(1)
    }
  })
})
