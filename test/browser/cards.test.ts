// One card, every source, on a phone: Scryfall's Oracle text and rulings (test/fixtures/site-content/scryfall-*.json)
// beside D'Angelo's rulings and a release note's, each with its source and date; a card only Scryfall's files have,
// served on demand into the page shell; the rules and keywords a ruling names linked to the rules of its day.
import { mkdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { cardKey } from '../../lib/graph/card-key'
import { cardView } from '../../lib/site/cards'
import { formatDate } from '../../lib/site/labels'
import { loadBulkCard } from '../../lib/site/load-card-shard'
import { PHONE_VIEWPORT } from './harness'
import { hasCorpora } from './site-content'
import { builtSite } from './picks'
import { useSiteAndPhone } from './use-site'

const site = builtSite()
const ctx = useSiteAndPhone()
const shots = join(import.meta.dirname, '..', '..', 'test-output', 'screenshots')
const view = (name: string) => cardView(site, cardKey(name), loadBulkCard(cardKey(name)))

async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate((width) => {
    const out: string[] = []
    const scroll = document.scrollingElement!.scrollWidth
    if (scroll > width) out.push(`scrolls sideways: ${scroll} > ${width}`)
    for (const el of document.querySelectorAll<HTMLElement>('a[href], button, input')) {
      if (el.closest('.text, p, td, .skip')) continue
      const r = el.getBoundingClientRect()
      if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === 'hidden') continue
      if (r.height < 44 || r.width < 44) out.push(`small target ${el.tagName} "${(el.textContent ?? '').trim().slice(0, 30)}" ${Math.round(r.width)}x${Math.round(r.height)}`)
    }
    return out
  }, PHONE_VIEWPORT.width)
}

/** Console errors and failed requests while `run` goes: a page that hydrates badly or breaks its policy shows here. */
async function watching(page: Page, run: () => Promise<void>): Promise<string[]> {
  const problems: string[] = []
  const onConsole = (m: { type(): string; text(): string }) => void (m.type() === 'error' && problems.push(m.text()))
  const onError = (e: Error) => problems.push(e.message)
  page.on('console', onConsole)
  page.on('pageerror', onError)
  try {
    await run()
    await page.waitForTimeout(500)
  } finally {
    page.off('console', onConsole)
    page.off('pageerror', onError)
  }
  return problems
}

async function rulingsShown(page: Page) {
  return page.locator('section[aria-labelledby="rulings-today"] .card-entry').evaluateAll((els) =>
    els.map((el) => ({ date: el.querySelector('time')?.getAttribute('datetime') ?? '', meta: el.querySelector('.meta')?.textContent ?? '', text: el.querySelector('.text')?.textContent ?? '' })),
  )
}

// The browser build always ingests test/fixtures/site-content/: a missing card is a failure, not a skip.
describe('a card with Scryfall rulings and a D\'Angelo ruling together', () => {
  const card = view('Aether Vial')

  it('the fixtures give it both', () => {
    expect(card?.oracle).toBeTruthy()
    expect(card!.rulings.length).toBeGreaterThanOrEqual(3)
    expect(card!.entries.some((e) => site.doc(e.doc.id)?.author === "Stephen D'Angelo" && e.node.kind === 'card')).toBe(true)
  })

  it('shows the Oracle text, then Scryfall\'s rulings newest first with source and date, then D\'Angelo\'s', async () => {
    const { page } = ctx.phone
    const problems = await watching(page, async () => {
      await page.goto(`${ctx.site.baseUrl}/cards/aether-vial`)
    })
    expect(problems).toEqual([])
    expect(await page.locator('h1').innerText()).toBe('Aether Vial')
    const oracle = await page.locator('section.card-oracle .text').innerText()
    expect(oracle).toContain('{T}: You may put a creature card with mana value equal to the number of charge counters on Aether Vial')
    const shown = await rulingsShown(page)
    expect(shown.map((s) => s.date)).toEqual(card!.rulings.map((r) => r.date))
    expect(shown.map((s) => s.date)).toEqual([...shown.map((s) => s.date)].sort().reverse())
    card!.rulings.forEach((r, i) => {
      expect(shown[i].meta).toContain(formatDate(r.date))
      expect(shown[i].meta).toContain(r.source)
    })
    expect(new Set(shown.map((s) => s.meta.split('·')[1].trim()))).toEqual(new Set(['Wizards of the Coast', 'Scryfall']))
    // Source text that looks like markup is shown as written, never made markup.
    expect(shown.some((s) => s.text.includes('<b>angle brackets</b>'))).toBe(true)
    expect(await page.locator('section[aria-labelledby="rulings-today"] b').count()).toBe(0)
    const dangelo = page.locator('section[aria-labelledby="elsewhere"] .card-entry').filter({ hasText: 'Card Rulings Summary' }).first()
    expect(await dangelo.locator('.meta').innerText()).toContain("Stephen D'Angelo")
    expect(await dangelo.locator('.meta').innerText()).toContain(formatDate('2008-03-17'))
    expect(await dangelo.locator('.card-rulings').innerText()).toContain('cannot be countered')
    expect(await layoutProblems(page)).toEqual([])
    mkdirSync(shots, { recursive: true })
    await page.screenshot({ path: join(shots, 'card-every-source.png'), fullPage: true })
  })

  it("links the rule and the keyword a 2006 ruling names to the rules in force in 2006", async () => {
    const { page } = ctx.phone
    await page.goto(`${ctx.site.baseUrl}/cards/aether-vial`)
    const ruling = card!.rulings.find((r) => r.date === '2006-02-01')!
    const refs = ruling.node.refs.filter((r) => r.target && (r.kind === 'keyword' || r.number === '502.4'))
    expect(refs.map((r) => r.text).sort()).toEqual(['flying', 'rule 502.4'])
    const links = page.locator(`[id="${ruling.anchor}"] .text a.ref`)
    const shown = await links.evaluateAll((els) => els.map((a) => [a.textContent, a.getAttribute('href')]))
    for (const ref of refs) {
      const target = site.pageUrlOf(ref.target!) ?? site.node(ref.target!)!.url
      expect(shown).toContainEqual([ref.kind === 'keyword' ? ref.text : '502.4', target])
      // In force in 2006: a version dated before the ruling.
      expect(site.doc(site.node(ref.target!)!.doc)!.date! <= ruling.date!).toBe(true)
    }
  })

  it('lists the ruling of another card that names it, and that card name links back', async () => {
    const { page } = ctx.phone
    await page.goto(`${ctx.site.baseUrl}/cards/aether-vial`)
    const mention = page.locator('section[aria-labelledby="elsewhere"] .card-entry').filter({ hasText: 'a ruling on' })
    expect(await mention.locator('.meta').innerText()).toContain('Haakon, Stromgald Scourge')
    await mention.locator('.meta a').click()
    await page.waitForURL((u) => u.pathname === '/cards/haakon-stromgald-scourge')
    expect(await page.locator(`section[aria-labelledby="rulings-today"] a[href="/cards/aether-vial"]`).count()).toBe(1)
  })
})

describe('a release-notes card with its Scryfall rulings', () => {
  it('shows the release note\'s card and rulings beside today\'s', async () => {
    const { page } = ctx.phone
    const card = view('Gideon Jura')!
    await page.goto(`${ctx.site.baseUrl}/cards/gideon-jura`)
    expect(await page.locator('section.card-oracle .text').innerText()).toContain('Loyalty: 6')
    expect((await rulingsShown(page)).map((s) => s.date)).toEqual(card.rulings.map((r) => r.date))
    const note = page.locator('section[aria-labelledby="elsewhere"] .card-entry').first()
    expect(await note.locator('.meta').innerText()).toContain('Rise of the Eldrazi Release Notes')
    expect(await note.locator('.card-rulings > li').count()).toBe(card.entries[0].rulings.length)
  })
})

describe('a card only Scryfall\'s files have', () => {
  const name = 'Delver of Secrets // Insectile Aberration'
  const path = `/cards/${cardKey(name)}`

  it('is served on demand, with a policy allowing exactly its own inline scripts, and hydrates without a problem', async () => {
    const { page } = ctx.phone
    const res = await fetch(ctx.site.baseUrl + path)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self'( 'sha256-[^']+')+;/)
    const problems = await watching(page, async () => {
      await page.goto(ctx.site.baseUrl + path)
    })
    expect(problems).toEqual([])
    expect(new URL(page.url()).pathname).toBe(path)
    expect(await page.title()).toContain(`${name}: rulings`)
    expect(await page.locator('h1').innerText()).toBe(name)
    const oracle = await page.locator('section.card-oracle .text').innerText()
    for (const line of ['Delver of Secrets', 'Creature — Human Wizard', 'Insectile Aberration', 'Creature — Human Insect', '3/2']) expect(oracle).toContain(line)
    // After hydration the page is still this card's (React read the same content from the payload).
    await page.waitForTimeout(300)
    expect(await page.locator('h1').innerText()).toBe(name)
    expect(await layoutProblems(page)).toEqual([])
    await page.screenshot({ path: join(shots, 'card-scryfall-only.png'), fullPage: true })
  })

  // the build has a CR version in force in 2011 only with ../shared beside the clone (site-content.ts)
  it.skipIf(!hasCorpora())(`the keyword its 2011 ruling names links to its rule${hasCorpora() ? '' : ' (skipped: no CR of 2011 without ../shared/corpora)'}`, async () => {
    const { page } = ctx.phone
    await page.goto(ctx.site.baseUrl + path)
    expect(await page.locator('section[aria-labelledby="rulings-today"] a.ref').first().innerText()).toBe('flash')
  })

  it('the second time comes from memory, the same page', async () => {
    const first = await (await fetch(ctx.site.baseUrl + path)).text()
    const again = await (await fetch(ctx.site.baseUrl + path)).text()
    expect(again).toBe(first)
  })

  it('and a key no card has is Not found', async () => {
    const res = await fetch(`${ctx.site.baseUrl}/cards/no-such-card-at-all`)
    expect(res.status).toBe(404)
    expect(await res.text()).toContain('Not found')
    expect((await fetch(`${ctx.site.baseUrl}/cards/zz-card-page-shell-7q`)).status).toBe(404)
  })
})

describe('a card page offline', () => {
  it('opens with the network off once it was visited online (cards are stored when visited, not precached)', async () => {
    const { page, context } = ctx.phone
    const path = `/cards/${cardKey('Delver of Secrets // Insectile Aberration')}`
    await page.goto(`${ctx.site.baseUrl}/`)
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true))
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 30_000 }).toBe(true)
    // Not in the worker's precache: the precache does not grow with the cards.
    const precached = await page.evaluate(async () => (await Promise.all((await caches.keys()).filter((k) => k.includes('precache')).map(async (k) => (await (await caches.open(k)).keys()).map((r) => new URL(r.url).pathname)))).flat())
    expect(precached.some((u) => u.startsWith('/cards/'))).toBe(false)
    await page.goto(ctx.site.baseUrl + path)
    expect(await page.locator('h1').innerText()).toBe('Delver of Secrets // Insectile Aberration')
    await context.setOffline(true)
    try {
      await page.goto(`${ctx.site.baseUrl}/`)
      await page.goto(ctx.site.baseUrl + path)
      await expect.poll(() => page.locator('h1').innerText()).toBe('Delver of Secrets // Insectile Aberration')
      expect(await page.locator('section[aria-labelledby="rulings-today"] .card-entry').count()).toBe(1)
    } finally {
      await context.setOffline(false)
    }
  })
})

describe('card pages and accessibility (axe-core)', () => {
  const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
  for (const scheme of ['light', 'dark'] as const) {
    it(`have no serious or critical violation, prerendered or filled on demand (${scheme})`, async () => {
      const { page } = ctx.phone
      await page.emulateMedia({ colorScheme: scheme })
      for (const path of ['/cards/aether-vial', `/cards/${cardKey('Delver of Secrets // Insectile Aberration')}`]) {
        await page.goto(ctx.site.baseUrl + path)
        // Through the debugging protocol: the page's policy rightly refuses an injected <script>.
        await page.evaluate(axeSource)
        const found = (await page.evaluate(async () => {
          // @ts-expect-error axe is injected above
          const r = await window.axe.run(document, { resultTypes: ['violations'] })
          return r.violations.map((v: { id: string; impact: string }) => ({ id: v.id, impact: v.impact }))
        })) as Array<{ id: string; impact: string }>
        expect(found.filter((v) => v.impact === 'serious' || v.impact === 'critical'), path).toEqual([])
      }
    })
  }
})
