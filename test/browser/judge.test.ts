// The judges' documents on a phone (390x844), in the real build: the build holds the judge fixtures' PDFs (two
// versions of a small Tournament Rules, an Infraction Procedure Guide, a Judging at Regular REL; site-content.ts).
// An infraction's page with its penalty at the top, the penalty quick reference, "What changed" in the Tournament
// Rules, a short link "as of" a date, and the Open Graph tags a forum link unfurls with. (The Tournament Rules come in
// fourteen versions: test/browser/history-full-size.test.ts reads their history.)
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { readFileSync } from 'node:fs'
import { nodeHistory } from '../../lib/site/history'
import { judgeAsOf, penaltyReference } from '../../lib/site/judge'
import { pagePlan } from '../../lib/site/page-plan'
import { builtSite } from './picks'
import { useSiteAndPhone } from './use-site'

const site = builtSite()
const mtr = site.documents.filter((d) => d.series === 'mtr' && d.date).sort((a, b) => (a.date! < b.date! ? -1 : 1))
const ipg = site.documents.filter((d) => d.series === 'ipg' && d.latest)[0]

async function noSidewaysScroll(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)
}

/** Links shorter than a finger (44 px). */
async function smallTapTargets(page: Page, selector: string) {
  return page
    .locator(selector)
    .evaluateAll((links) => links.filter((a) => a.getBoundingClientRect().height < 44).map((a) => `${(a as HTMLElement).innerText} (${a.getBoundingClientRect().height}px)`))
}

describe('judge documents on a phone', () => {
  const ctx = useSiteAndPhone()

  it('the build has the Infraction Procedure Guide and two or more Tournament Rules versions', () => {
    expect(ipg).toBeDefined()
    expect(mtr.length).toBeGreaterThanOrEqual(2)
  })

  it('/ipg/2.2 opens Looking at Extra Cards with its penalty at the top, then its parts', async () => {
    const { page } = ctx.phone
    const res = await page.goto(`${ctx.site.baseUrl}/ipg/2.2`)
    expect(res?.status()).toBe(200)
    expect(await page.locator('h1').innerText()).toMatch(/^2\.2 Game Play Error — Looking at Extra Cards$/)
    const penalty = page.locator('.penalty')
    expect(await penalty.innerText()).toMatch(/Penalty\s+Warning/)
    // On the first screen, right under the name: no scrolling to find it.
    const box = await penalty.boundingBox()
    expect(box!.y + box!.height).toBeLessThan(844)
    const h1 = await page.locator('h1').boundingBox()
    expect(box!.y).toBeGreaterThan(h1!.y)
    for (const part of ['Definition', 'Examples', 'Philosophy', 'Additional Remedy', 'Upgrade']) {
      expect(await page.locator('ol.rules a.num', { hasText: part }).count()).toBeGreaterThan(0)
    }
    expect(await page.locator('.text', { hasText: 'see the faces of cards in a library' }).count()).toBeGreaterThan(0)
    // "see section 2.1" links to the guide's own 2.1.
    const ref = page.locator('.text a', { hasText: '2.1' }).first()
    expect(await ref.getAttribute('href')).toBe(site.pageUrlOf(`${ipg.id}/2.1`))
    expect(await noSidewaysScroll(page)).toBe(true)
  })

  it('a link to /ipg/2.2 unfurls with the infraction and its penalty (Open Graph)', async () => {
    const { page } = ctx.phone
    await page.goto(`${ctx.site.baseUrl}/ipg/2.2`)
    const meta = (p: string) => page.locator(`meta[property="${p}"]`).getAttribute('content')
    expect(await meta('og:title')).toBe('IPG 2.2 Game Play Error — Looking at Extra Cards — Warning')
    expect(await meta('og:description')).toMatch(/^Penalty: Warning\. A player takes an action/)
    expect(await meta('og:url')).toMatch(/\/ipg\/2\.2$/)
  })

  it('the penalty quick reference lists every infraction with its penalty and definition, each a link to its section', async () => {
    const { page } = ctx.phone
    const expected = penaltyReference(site)!.infractions
    await page.goto(`${ctx.site.baseUrl}/ipg/penalties`)
    const rows = await page.locator('ul.infractions li').evaluateAll((lis) =>
      lis.map((li) => [li.querySelector('a')!.getAttribute('href'), li.querySelector('.penalty-tag')!.textContent, li.querySelector('p')?.textContent ?? '']),
    )
    expect(rows).toEqual(expected.map((i) => [i.url, i.penalty, i.definition]))
    expect(rows.map((r) => r[1])).toEqual(['No Penalty', 'Warning', 'Match Loss', 'Disqualification'])
    expect(await noSidewaysScroll(page)).toBe(true)
    expect(await smallTapTargets(page, 'ul.infractions a')).toEqual([])
    await page.locator('ul.infractions a', { hasText: 'Outside Assistance' }).click()
    await page.waitForURL(/\/ipg\/3\.1$/)
    expect(await page.locator('.penalty strong').innerText()).toBe('Match Loss')
  })

  it('"What changed" in the newer Tournament Rules: the added section, the renumbered one old -> new, the edit as a diff', async () => {
    const { page } = ctx.phone
    const [older, newer] = [mtr[mtr.length - 2], mtr[mtr.length - 1]]
    await page.goto(`${ctx.site.baseUrl}/changes/${newer.id}`)
    expect(await page.locator('h1').innerText()).toContain('What changed')
    expect(await page.locator('.counts li[data-count="added"] b').innerText()).toBe(String(site.nodesOf(newer.id).filter((n) => n.change === 'added').length))
    await page.locator('details').evaluateAll((ds) => ds.forEach((d) => ((d as HTMLDetailsElement).open = true)))
    expect(await page.locator('#added .change-list a', { hasText: 'Deck Checks' }).count()).toBe(1)
    expect(await page.locator('#renumbered .change-list a', { hasText: '2.2 → 3.3' }).count()).toBe(1)
    expect(await page.locator('#edited ins', { hasText: 'casual' }).count()).toBeGreaterThan(0)
    expect(await page.locator('#edited del', { hasText: 'fun' }).count()).toBeGreaterThan(0)
    expect(await noSidewaysScroll(page)).toBe(true)
    expect(older.id).not.toBe(newer.id)
  })

  it('/mtr/2.2 shows today’s 2.2; "as of" a date before the renumbering follows a section, and says what 2.2 was then', async () => {
    const { page } = ctx.phone
    await page.goto(`${ctx.site.baseUrl}/mtr/2.2`)
    expect(await page.locator('h1').innerText()).toBe('2.2 Deck Checks')
    // Deck Checks is new in the newest version: on 2023-10-01 it was not there, and 2.2 was another section.
    await page.goto(`${ctx.site.baseUrl}/mtr/2.2?asof=2023-10-01`)
    expect(await page.locator('.as-of-line').innerText()).toBe(judgeAsOf(site, 'mtr', '2.2', '2023-10-01')!.line)
    expect(await page.locator('.as-of-line').innerText()).toMatch(/did not exist yet/)
    expect(await page.locator('.other-lineage a').innerText()).toBe('2.2 Two-Headed Giant Play/Draw')
    // Two-Headed Giant Play/Draw, today 3.3, was 2.2 that day: its short link follows it back.
    await page.goto(`${ctx.site.baseUrl}/mtr/3.3?asof=2023-10-01`)
    expect(await page.locator('h1').innerText()).toBe('2.2 Two-Headed Giant Play/Draw')
    expect(await page.locator('.as-of-line').innerText()).toBe('On 2023-10-01 this section was 2.2 Two-Headed Giant Play/Draw (Magic Tournament Rules, 2023-09-01).')
    // Its page's History: one row per text (renumbered once), every version inside.
    await page.goto(`${ctx.site.baseUrl}/mtr/3.3`)
    await page.locator('a', { hasText: 'open its page' }).click()
    const today = site.node(`${mtr[mtr.length - 1].id}/3.3`)!
    expect(await page.locator('section[aria-label="History"] li.interval').count()).toBe(nodeHistory(site, today)!.intervals.length)
    expect(await page.locator('section[aria-label="History"] li.version').count()).toBe(mtr.length)
  })

  it('offline: the penalty quick reference is stored at install, and /ipg/2.2 opens its reading page in the newest guide', async () => {
    const { page, context } = ctx.phone
    const plan = pagePlan(site)
    const manifest = [...readFileSync(process.env.SW_DEST || 'public/sw.js', 'utf8').matchAll(/["']url["']:\s*(["'])(.*?)\1/g)].map((m) => m[2])
    expect(manifest).toContain('/ipg/penalties')
    expect(manifest).toContain(plan.offline['/ipg/2.2'].split('#')[0])
    // Older versions are not stored at install: only when visited.
    const olderMtr = mtr.slice(0, -1).map((d) => `/read/${d.id}/`)
    expect(manifest.filter((u) => olderMtr.some((o) => u.startsWith(o)))).toEqual([])
    await page.goto(ctx.site.baseUrl + '/')
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true))
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 30_000 }).toBe(true)
    await context.setOffline(true)
    try {
      await page.goto(`${ctx.site.baseUrl}/ipg/penalties`)
      expect(await page.locator('h1').innerText()).toBe('Penalty quick reference')
      const [holder, anchor] = plan.offline['/ipg/2.2'].split('#')
      await page.goto(`${ctx.site.baseUrl}/ipg/2.2`)
      await page.waitForURL((u) => decodeURIComponent(u.pathname) === decodeURIComponent(holder) && u.hash === `#${anchor}`)
      expect(await page.locator(`[id="${anchor}"]`).innerText()).toContain('Looking at Extra Cards')
    } finally {
      await context.setOffline(false)
    }
  })
})
