// Once the service worker is active, rule pages open in airplane mode.
import { describe, expect, it } from 'vitest'
import { useSiteAndPhone } from './use-site'
import { pick } from './picks'
import { nodeLabel } from '../../lib/site/labels'

const picks = pick()

const ctx = useSiteAndPhone()

describe('offline', () => {
  it('opens another rule page with the network off once the service worker has precached the site', async () => {
    const { page, context } = ctx.phone
    await page.goto(ctx.site.baseUrl + '/')
    // `ready` resolves once the worker is active, i.e. after its install step precached every page.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true))
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 30_000 }).toBe(true)

    await context.setOffline(true)
    try {
      await page.goto(ctx.site.baseUrl + picks.otherRule.url)
      await expect.poll(() => page.locator('h1').innerText()).toBe(nodeLabel(picks.otherRule))
      await page.goto(ctx.site.baseUrl + picks.section.url)
      await expect.poll(() => page.locator('h1').innerText()).toBe(nodeLabel(picks.section))
      expect(await page.locator('ol.rules > li').count()).toBeGreaterThan(1)
      // A page that was never cached shows the offline page, not the browser's error page.
      await page.goto(ctx.site.baseUrl + '/no-such-doc/1')
      await expect.poll(() => page.locator('h1').innerText()).toMatch(/offline/i)
    } finally {
      await context.setOffline(false)
    }
  })
})
