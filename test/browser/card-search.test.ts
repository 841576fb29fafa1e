// Searching cards on a phone (390x844), in the real build (Scryfall's fixture files in test/fixtures/site-content/):
// a card's name typed with a typo finds the card first, shown by its name and linked to its page; the cards filter
// searches the rulings' text, each ruling shown with its card and linked to it on the card's page; a question of more
// words than a card's name has fetches no card search file; a card search made online answers offline (the files it
// fetched are kept, none precached).
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { MAX_NAME_WORDS, nameWordsOf } from '../../lib/search/bulk'
import { useSiteAndPhone } from './use-site'

const ctx = useSiteAndPhone()

const INPUT = 'main input[data-search-input]'
const OPTION = 'main [role="listbox"] [role="option"]'

/** The card search files the page fetched (public/search/cards.*). */
function cardFilesFetched(page: Page): string[] {
  const got: string[] = []
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname
    if (path.startsWith('/search/cards.')) got.push(path)
  })
  return got
}

async function typeQuery(page: Page, q: string) {
  await page.goto(`${ctx.site.baseUrl}/search`)
  await page.locator(INPUT).click()
  await page.locator(INPUT).pressSequentially(q, { delay: 20 })
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

describe('card search on a phone', () => {
  it('"aether vail", typed, finds Aether Vial first: its name and Oracle text, linked to its page', async () => {
    const { page } = ctx.phone
    const fetched = cardFilesFetched(page)
    await typeQuery(page, 'aether vail')
    const first = page.locator(OPTION).first()
    await expect.poll(() => first.getAttribute('data-result-url'), { timeout: 15_000 }).toBe('/cards/aether-vial')
    expect(await first.locator('span').first().innerText()).toBe('Aether Vial')
    expect(await first.innerText()).toContain('charge counter')
    expect(await first.locator('a').first().getAttribute('href')).toBe('/cards/aether-vial')
    // the card names' words and the pair shard of its two words were fetched, none of the rulings' index (no cards filter)
    expect(fetched.some((f) => /\.w\.a\.json$/.test(f))).toBe(true)
    expect(fetched.some((f) => /\.p\.\d+\.json$/.test(f))).toBe(true)
    expect(fetched.some((f) => /\.t\.\d+\.json$/.test(f))).toBe(false)
    expect(await noSidewaysScroll(page)).toBe(true)
    await Promise.all([page.waitForURL((u) => u.pathname === '/cards/aether-vial'), first.locator('a').first().click()])
    expect(await page.locator('h1').innerText()).toBe('Aether Vial')
  })

  it('a card only Scryfall has, by one face with a typo ("insectile aberation"), opens its page served on demand', async () => {
    const { page } = ctx.phone
    await page.goto(`${ctx.site.baseUrl}/search?q=${encodeURIComponent('insectile aberation')}`)
    const first = page.locator(OPTION).first()
    await expect.poll(() => first.getAttribute('data-result-url'), { timeout: 15_000 }).toBe('/cards/delver-of-secrets-insectile-aberration')
    expect(await first.locator('span').first().innerText()).toBe('Insectile Aberration')
    // the face's card, as its breadcrumb
    expect(await first.innerText()).toContain('Delver of Secrets // Insectile Aberration')
    await Promise.all([page.waitForURL((u) => u.pathname === '/cards/delver-of-secrets-insectile-aberration'), first.locator('a').first().click()])
    expect(await page.locator('h1').innerText()).toBe('Delver of Secrets // Insectile Aberration')
  })

  it('with the cards filter, a ruling\'s words find the ruling, under its card\'s name, linked to it on the card\'s page', async () => {
    const { page } = ctx.phone
    await page.goto(`${ctx.site.baseUrl}/search?q=${encodeURIComponent('cast knight spells from the graveyard')}&in=cards`)
    const first = page.locator(OPTION).first()
    await expect.poll(async () => (await first.getAttribute('data-result-url')) ?? '', { timeout: 15_000 }).toMatch(/^\/cards\/haakon-stromgald-scourge#/)
    expect(await first.innerText()).toContain('Haakon, Stromgald Scourge')
    expect(await first.locator('mark').allInnerTexts()).toEqual(expect.arrayContaining(['Knight', 'graveyard']))
    expect(await page.locator('main [role="group"][aria-label="Search in"] button[aria-pressed="true"]').allInnerTexts()).toEqual(['Cards'])
    const href = (await first.locator('a').first().getAttribute('href'))!
    await Promise.all([page.waitForURL((u) => u.pathname === '/cards/haakon-stromgald-scourge'), first.locator('a').first().click()])
    // the anchor is the ruling on the card's page
    const anchor = decodeURIComponent(href.split('#')[1])
    expect(await page.locator(`[id="${anchor}"]`).innerText()).toContain('cast Knight spells from your graveyard')
  })

  it('a question of more words than a card name has fetches no card search file; typed letter by letter, the card words of its first letters only', async () => {
    const { page } = ctx.phone
    const q = 'what happens when a creature with trample and deathtouch is blocked by two creatures and one of them dies before combat damage'
    expect(nameWordsOf(q).length).toBeGreaterThan(MAX_NAME_WORDS)
    const pasted = cardFilesFetched(page)
    await page.goto(`${ctx.site.baseUrl}/search?q=${encodeURIComponent(q)}`)
    await expect.poll(() => page.locator(OPTION).count(), { timeout: 15_000 }).toBeGreaterThan(0)
    const answer = await page.locator(OPTION).first().getAttribute('data-result-url')
    expect(pasted).toEqual([])
    // as it is typed, its start could be a card's name: the words files of its letters are looked in, nothing more
    const typed = cardFilesFetched(page)
    await typeQuery(page, q)
    // typed to its end, it answers as pasted: every search it made as it was typed is done
    await expect.poll(() => page.locator(OPTION).first().getAttribute('data-result-url'), { timeout: 15_000 }).toBe(answer)
    expect(typed.length).toBeGreaterThan(0)
    expect(typed.every((f) => /\.w\.[a-z0]\.json$/.test(f))).toBe(true)
  })

  it('offline, a card search made once online answers again: the card search files are kept when fetched, never precached', async () => {
    const { page, context } = ctx.phone
    await page.goto(`${ctx.site.baseUrl}/`)
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true))
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 30_000 }).toBe(true)
    const cached = (prefix: string) =>
      page.evaluate(async (prefix) => (await Promise.all((await caches.keys()).filter((k) => k.includes(prefix)).map(async (k) => (await (await caches.open(k)).keys()).map((r) => new URL(r.url).pathname)))).flat(), prefix)
    expect((await cached('precache')).some((u) => u.startsWith('/search/cards.'))).toBe(false)
    const url = `${ctx.site.baseUrl}/search?q=${encodeURIComponent('haakon stromgald scourg')}`
    await page.goto(url)
    const first = page.locator(OPTION).first()
    await expect.poll(() => first.getAttribute('data-result-url'), { timeout: 15_000 }).toBe('/cards/haakon-stromgald-scourge')
    expect((await cached('card-search')).some((u) => /^\/search\/cards\..*\.p\.\d+\.json$/.test(u))).toBe(true)
    await context.setOffline(true)
    try {
      await page.goto(url)
      await expect.poll(() => page.locator(OPTION).first().getAttribute('data-result-url'), { timeout: 15_000 }).toBe('/cards/haakon-stromgald-scourge')
    } finally {
      await context.setOffline(false)
    }
  })
})
