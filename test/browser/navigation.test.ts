// A judge's path through the site on a phone: home, a rule, a reference, "referenced by", back.
import { describe, expect, it } from 'vitest'
import { useSiteAndPhone } from './use-site'
import { builtSite, pick } from './picks'
import { nodeLabel } from '../../lib/site/labels'
import { numberGroups } from '../../lib/site/history'
import { numberPage } from '../../lib/site/page-plan'

const graph = builtSite()
const picks = pick(graph)

const ctx = useSiteAndPhone()

describe('navigation', () => {
  it('home lists every document with its date and size, search first', async () => {
    const { page } = ctx.phone
    await page.goto(ctx.site.baseUrl + '/')
    const first = await page.locator('main form, main [role="search"], main input').first().boundingBox()
    const docs = page.locator('ul.docs > li')
    expect(await docs.count()).toBeGreaterThan(0)
    const firstDoc = await docs.first().boundingBox()
    expect(first && firstDoc && first.y < firstDoc.y).toBe(true)
    await expect.poll(() => docs.first().innerText()).toMatch(/\d+(\.\d+)? (B|KB|MB) · [\d,]+ nodes/)
  })

  it('opens a rule, follows a reference, comes back through "referenced by", and goes back', async () => {
    const { page } = ctx.phone
    const { referring, referred } = picks
    await page.goto(ctx.site.baseUrl + referring.url)
    await expect.poll(() => page.locator('h1').innerText()).toBe(nodeLabel(referring))
    expect(await page.locator('.text').first().innerText()).not.toHaveLength(0)

    // The reference inside the rule text (or the "Refers to" list) leads to the target's page.
    await page.locator(`a[href="${referred.url}"]`).first().click()
    await page.waitForURL((u) => u.pathname === referred.url)
    await expect.poll(() => page.locator('h1').innerText()).toBe(nodeLabel(referred))

    // Its "Referenced by" lists where we came from.
    const back = page.locator('section[aria-label="Referenced by"]').locator(`a[href="${referring.url}"]`)
    expect(await back.count()).toBe(1)
    await back.click()
    await page.waitForURL((u) => u.pathname === referring.url)

    await page.goBack()
    await page.waitForURL((u) => u.pathname === referred.url)
    await page.goBack()
    await page.waitForURL((u) => u.pathname === referring.url)
  })

  it('a section page shows its rules in order, each under its number, so a link can open it at one rule', async () => {
    const { page } = ctx.phone
    const { section, sectionRule } = picks
    await page.goto(`${ctx.site.baseUrl}${section.url}#${encodeURIComponent(sectionRule.number ?? sectionRule.id.split('/')[1])}`)
    const ids = await page.locator('ol.rules > li').evaluateAll((lis) => lis.map((li) => li.id))
    expect(ids.length).toBeGreaterThanOrEqual(2)
    expect(ids).toContain(sectionRule.number ?? sectionRule.id.split('/')[1])
    expect(await page.locator('ol.rules > li:target').count()).toBe(1)
  })

  it('/r/NUMBER goes straight to the rule when one document (or one series) has it, else shows each text', async () => {
    const { page } = ctx.phone
    const single = graph.numbers().find((num) => graph.byNumber(num).length === 1)
    if (single) {
      const res = await fetch(`${ctx.site.baseUrl}/r/${encodeURIComponent(single)}`, { redirect: 'manual' })
      expect(res.status).toBe(302)
      await page.goto(`${ctx.site.baseUrl}/r/${encodeURIComponent(single)}`)
      await page.waitForURL((u) => u.pathname + u.hash === graph.pageUrlOf(graph.byNumber(single)[0].id))
    }
    // Documents of different numberings: the newest text of each series (or document) at once, each linking to its page.
    const shared = graph.numbers().find((num) => numberPage(graph, num))
    if (shared) {
      await page.goto(`${ctx.site.baseUrl}/r/${encodeURIComponent(shared)}`)
      const groups = numberGroups(graph, shared)
      expect(await page.locator('main section.number-group').count()).toBe(groups.length)
      for (const g of groups) expect(await page.locator(`main a[href="${graph.pageUrlOf(g.shown.id)}"]`).count()).toBeGreaterThanOrEqual(1)
    }
  })

  it('each rule page carries Open Graph and Twitter tags with its number and text', async () => {
    const { page } = ctx.phone
    const { referring } = picks
    await page.goto(ctx.site.baseUrl + referring.url)
    const og = await page.locator('meta[property="og:title"]').getAttribute('content')
    const desc = await page.locator('meta[property="og:description"]').getAttribute('content')
    expect(og).toContain(nodeLabel(referring))
    expect(desc && desc.length).toBeGreaterThan(10)
    expect(await page.locator('meta[name="twitter:card"]').getAttribute('content')).toBe('summary')
  })

  it('copies a Markdown quote of the rule', async () => {
    const { page, context } = ctx.phone
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ctx.site.baseUrl })
    await page.goto(ctx.site.baseUrl + picks.referring.url)
    await page.getByRole('button', { name: 'Copy Markdown' }).click()
    await expect.poll(() => page.getByRole('button', { name: 'Copied' }).count()).toBe(1)
    const text = await page.evaluate(() => navigator.clipboard.readText())
    expect(text).toContain(`${ctx.site.baseUrl}${picks.referring.url}`)
    expect(text.startsWith('>')).toBe(true)
  })
})
