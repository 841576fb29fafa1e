// With JavaScript off, everything but search is plain HTML: rule text and links still work.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchPhone, startSite, type Phone, type Site } from './harness'
import { builtSite, pick } from './picks'

let site: Site
let phone: Phone
const graph = builtSite()
const picks = pick(graph)
// Nodes whose source text holds markup-like text (`<script>`, `<-spell type->`, `[post=123]`): it must show as text.
// Only nodes with a page of their own: an older version's URL opens its lineage page, which shows the newest text.
const markupLike = graph.graph.nodes.filter((n) => /<[a-z/!-]|\[post=/i.test(n.text) && graph.lineages.hasPage(n)).slice(0, 6)

beforeAll(async () => {
  site = await startSite()
  phone = await launchPhone({ javaScriptEnabled: false })
})
afterAll(async () => {
  await phone?.browser.close()
  await site?.stop()
})

describe('JavaScript off', () => {
  it('a rule page shows its text and its links lead on', async () => {
    const { page } = phone
    await page.goto(site.baseUrl + picks.referring.url)
    expect((await page.locator('.text').first().innerText()).length).toBeGreaterThan(10)
    await page.locator(`a[href="${picks.referred.url}"]`).first().click()
    await page.waitForURL((u) => u.pathname === picks.referred.url)
    expect(await page.locator(`section[aria-label="Referenced by"] a[href="${picks.referring.url}"]`).count()).toBe(1)
  })

  it('the source text is escaped, never run', async () => {
    const { page } = phone
    let dialogs = 0
    page.on('dialog', () => dialogs++)
    const urls = [picks.referring.url, picks.section.url, picks.faq?.url, ...markupLike.map((n) => n.url)].filter(Boolean) as string[]
    for (const url of urls) {
      await page.goto(site.baseUrl + url)
      // Next's own scripts sit outside <main>; none may come from rule text.
      expect(await page.locator('main script, main iframe, main object, main [onerror], main [onclick]').count(), url).toBe(0)
    }
    for (const n of markupLike) {
      await page.goto(site.baseUrl + n.url)
      const shown = await page.locator('main .text').first().innerText()
      const tag = /<[a-z/!-][^>\s]*/i.exec(n.text)?.[0]
      if (tag) expect(shown, n.id).toContain(tag)
    }
    expect(dialogs).toBe(0)
  })
})
