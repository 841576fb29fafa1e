// Articles on a phone: a question from a rules column with its asker, answer, linked card names and CR
// references; the card's page with every ruling about it from all documents, newest first.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { cardKey } from '../../lib/graph/card-key'
import { cardPage } from '../../lib/site/cards'
import { formatDate, nodeLabel } from '../../lib/site/labels'
import { PHONE_VIEWPORT } from './harness'
import { builtSite } from './picks'
import { useSiteAndPhone } from './use-site'

const site = builtSite()
const ctx = useSiteAndPhone()
const href = (id: string) => site.pageUrlOf(id) ?? site.node(id)!.url
const shots = join(import.meta.dirname, '..', '..', 'test-output', 'screenshots')

// The column's first question: asked by a reader, about a card, answered with a CR number.
const question = site.graph.nodes.find(
  (n) => n.kind === 'qa' && n.doc === 'saturday-school-64' && n.citations.length > 0 && n.refs.some((r) => r.kind === 'card') && n.refs.some((r) => r.target && r.kind !== 'card'),
)

const releaseCard = site.graph.nodes.find((n) => n.kind === 'card' && n.children.length >= 2 && site.doc(n.doc)?.family === 'article')

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

// The build always ingests test/fixtures/site-content/, so both are there; a missing one is a failure, not a skip.
describe('the article fixtures in the built site', () => {
  it('include a column question with an asker, a card link and a resolved CR reference, and a release-notes card', () => {
    expect(question?.id).toBeDefined()
    expect(releaseCard?.id).toBeDefined()
  })
})

describe('a question from a rules column', () => {
  const q = question ?? site.graph.nodes[0]
  const card = q.refs.find((r) => r.kind === 'card')!
  const rule = q.refs.find((r) => r.target && r.kind !== 'card')!
  const asker = q.citations[0].source

  it('shows the question, its asker, its answer, the card name linked and the CR reference linked', async () => {
    const { page } = ctx.phone
    await page.goto(ctx.site.baseUrl + href(q.id))
    await expect.poll(() => page.locator('h1').innerText()).toBe(nodeLabel(q))
    const text = page.locator('.text').first()
    expect(await text.locator('.question').innerText()).toContain(q.title!)
    expect(await text.locator('.question').innerText()).toContain(asker)
    const answer = q.text.slice(q.text.indexOf('\nA: ') + 4)
    expect(await text.locator('.answer').innerText()).toContain(answer.slice(0, 40))
    const cardLink = text.locator(`a[href="/cards/${cardKey(card.number)}"]`)
    expect(await cardLink.first().innerText()).toBe(card.number)
    const ruleLink = text.locator(`a.ref[href="${href(rule.target!)}"]`)
    expect(await ruleLink.count()).toBeGreaterThan(0)
    expect(await ruleLink.first().innerText()).toBe(rule.number)
    // The asker is the question's citation, with a page of their own.
    const cite = page.locator('section[aria-label="Citations"]')
    expect(await cite.innerText()).toContain(asker)
    expect(await layoutProblems(page)).toEqual([])
    mkdirSync(shots, { recursive: true })
    await page.screenshot({ path: join(shots, 'article-question.png'), fullPage: true })
  })

  it('follows the card name to the card page: every ruling from all documents, newest first, with source and date', async () => {
    const { page } = ctx.phone
    await page.goto(ctx.site.baseUrl + href(q.id))
    await page.locator(`.text a[href="/cards/${cardKey(card.number)}"]`).first().click()
    await page.waitForURL((u) => u.pathname === `/cards/${cardKey(card.number)}`)
    const expected = cardPage(site, cardKey(card.number))!
    await expect.poll(() => page.locator('h1').innerText()).toBe(expected.name)
    const entries = page.locator('.card-entry')
    expect(await entries.count()).toBe(expected.entries.length)
    expect(new Set(expected.entries.map((e) => e.doc.id)).size).toBeGreaterThanOrEqual(2)
    const shown = await entries.evaluateAll((els) => els.map((el) => ({ date: el.querySelector('time')?.getAttribute('datetime') ?? '', meta: el.querySelector('.meta')?.textContent ?? '' })))
    const dates = shown.map((s) => s.date)
    expect(dates).toEqual([...dates].sort().reverse())
    expected.entries.forEach((e, i) => {
      expect(shown[i].meta).toContain(formatDate(e.date))
      if (e.source) expect(shown[i].meta).toContain(e.source)
      expect(shown[i].meta).toContain(e.doc.title)
    })
    // The question we came from is one of them, linked.
    expect(await page.locator(`.card-entry a[href="${href(q.id)}"]`).count()).toBe(1)
    expect(await layoutProblems(page)).toEqual([])
    await page.screenshot({ path: join(shots, 'card-page.png'), fullPage: true })
  })
})

describe('a release-notes card', () => {
  it('its page links to the card page, which shows the card with its rulings', async () => {
    const { page } = ctx.phone
    const c = releaseCard!
    await page.goto(ctx.site.baseUrl + href(c.id))
    const link = page.locator(`section[aria-label="Cards"] a[href="/cards/${cardKey(c.title!)}"]`)
    expect(await link.count()).toBe(1)
    await link.click()
    await page.waitForURL((u) => u.pathname === `/cards/${cardKey(c.title!)}`)
    const entry = page.locator('.card-entry').filter({ has: page.locator(`a[href="${href(c.id)}"]`) })
    expect(await entry.locator('.card-rulings > li').count()).toBe(c.children.length)
    expect(await entry.innerText()).toContain(site.node(c.children[0])!.text.slice(0, 40))
    expect(await layoutProblems(page)).toEqual([])
  })
})

// The release note in test/fixtures/site-content/bfz-release-notes.md, in the shape the archive exports: a quoted card
// block with its cost drawn as mana symbol images, its rulings as bullets, one of them holding `<-spell type->`, `&`
// and quotes, which must reach the reader as those characters.
describe('a release-notes card as the archive exports it', () => {
  const sire = site.graph.nodes.find((n) => n.kind === 'card' && n.doc === 'bfz-release-notes' && n.title === 'Sire of Stagnation')
  const rulings = (sire?.children ?? []).map((id) => site.node(id)!)
  const hostile = rulings.find((r) => r.text.includes('<-spell type->'))

  it('is in the built site, with its rulings', () => {
    expect(sire?.id).toBeDefined()
    expect(rulings.map((r) => r.kind)).toEqual(['ruling', 'ruling', 'ruling'])
    expect(hostile?.text).toContain('& nothing else')
  })

  it("its page shows the card's cost, type line, P/T and rules text, then its rulings, escaped", async () => {
    const { page } = ctx.phone
    const c = sire!
    await page.goto(ctx.site.baseUrl + href(c.id))
    await expect.poll(() => page.locator('h1').innerText()).toBe('Sire of Stagnation')
    const text = await page.locator('article > .node-head > .text').first().innerText()
    for (const line of c.text.split('\n')) expect(text).toContain(line)
    // One line of the card a paragraph.
    expect(text.split('\n').filter((l) => l.trim()).slice(0, 3)).toEqual(['{4}{U}{B}', 'Creature — Eldrazi', '5/7'])
    // The rulings, in order, each with its own words.
    const items = page.locator('ol.rules > li')
    expect(await items.count()).toBe(rulings.length)
    for (const [i, r] of rulings.entries()) expect(await items.nth(i).locator('.text').innerText()).toBe(r.text)
    // Escaped: the characters are text, not markup.
    const html = await items.nth(rulings.indexOf(hostile!)).locator('.text').innerHTML()
    expect(html).toContain('&lt;-spell type-&gt;')
    expect(html).toContain('&amp; nothing else')
    // Its date and source: the document's, as Wizards of the Coast.
    expect(await page.locator('.meta').first().innerText()).toContain(formatDate('2015-09-22'))
    expect(await layoutProblems(page)).toEqual([])
    mkdirSync(shots, { recursive: true })
    await page.screenshot({ path: join(shots, 'release-notes-card.png'), fullPage: true })
  })

  it('its card page lists the card with these rulings, dated by the document', async () => {
    const { page } = ctx.phone
    const c = sire!
    await page.goto(`${ctx.site.baseUrl}/cards/${cardKey(c.title!)}`)
    await expect.poll(() => page.locator('h1').innerText()).toBe('Sire of Stagnation')
    const entry = page.locator('.card-entry').filter({ has: page.locator(`a[href="${href(c.id)}"]`) })
    expect(await entry.count()).toBe(1)
    expect(await entry.locator('time').getAttribute('datetime')).toBe('2015-09-22')
    expect(await entry.locator('.meta').first().innerText()).toContain('Wizards of the Coast')
    const shown = await entry.locator('.card-rulings > li').allInnerTexts()
    expect(shown.map((s) => s.trim())).toEqual(rulings.map((r) => r.text))
    expect(await entry.locator('.card-rulings').innerHTML()).toContain('&lt;-spell type-&gt;')
    expect(await layoutProblems(page)).toEqual([])
  })
})
