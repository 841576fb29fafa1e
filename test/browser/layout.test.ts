// Phone layout: nothing scrolls sideways, tap targets are big enough, and screenshots for a human to look at.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { launchPhone, PHONE_VIEWPORT, startSite, type Phone, type Site } from './harness'
import { pick } from './picks'

let site: Site
const phones: Phone[] = []
const picks = pick()
const shots = join(import.meta.dirname, '..', '..', 'test-output', 'screenshots')

beforeAll(async () => {
  site = await startSite()
  mkdirSync(shots, { recursive: true })
})
afterAll(async () => {
  for (const p of phones) await p.browser.close()
  await site?.stop()
})

async function phone(colorScheme: 'light' | 'dark' = 'light') {
  const p = await launchPhone({ colorScheme })
  phones.push(p)
  return p.page
}

const pages = (): Array<[string, string]> => [
  ['home', '/'],
  ['rule', picks.referring.url],
  ['section', picks.section.url],
  ['document', `/${picks.referring.doc}`],
  ...(picks.faq ? [['faq', picks.faq.url] as [string, string]] : []),
  ...(picks.sourceKey ? [['source', `/sources/${picks.sourceKey}`] as [string, string]] : []),
  ['timeline', '/timeline'],
]

async function overflow(page: Page) {
  return page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }))
}

/** Interactive elements smaller than 44x44 CSS px, except links inside running text (WCAG 2.5.8's inline exception). */
async function smallTargets(page: Page) {
  return page.evaluate(() => {
    const out: string[] = []
    for (const el of document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [role="button"]')) {
      if (el.closest('.text, p, td, .skip')) continue
      const r = el.getBoundingClientRect()
      const style = getComputedStyle(el)
      if (r.width === 0 || r.height === 0 || style.visibility === 'hidden') continue
      if (r.height < 44 || r.width < 44) out.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}" ${Math.round(r.width)}x${Math.round(r.height)}`)
    }
    return out
  })
}

describe('phone layout', () => {
  it('no page scrolls sideways at 390 px', async () => {
    const page = await phone()
    for (const [name, path] of pages()) {
      await page.goto(site.baseUrl + path)
      const o = await overflow(page)
      // On a mobile viewport an overflowing page widens the layout viewport, so compare with the phone's width too.
      expect(o.innerWidth, name).toBe(PHONE_VIEWPORT.width)
      expect(o.scrollWidth, name).toBeLessThanOrEqual(o.innerWidth)
    }
  })

  it('no page scrolls sideways at 360 px either', async () => {
    const page = await phone()
    await page.setViewportSize({ width: 360, height: 740 })
    for (const [name, path] of pages()) {
      await page.goto(site.baseUrl + path)
      const o = await overflow(page)
      expect(o.scrollWidth, name).toBeLessThanOrEqual(360)
      expect(o.innerWidth, name).toBe(360)
    }
  })

  it('tap targets are at least 44 px', async () => {
    const page = await phone()
    for (const [name, path] of pages()) {
      await page.goto(site.baseUrl + path)
      expect(await smallTargets(page), name).toEqual([])
    }
  })

  it('saves screenshots of home, a rule and a search in light and dark mode', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      const page = await phone(scheme)
      await page.goto(site.baseUrl + '/')
      await page.screenshot({ path: join(shots, `home-${scheme}.png`), fullPage: true })
      await page.goto(site.baseUrl + picks.referring.url)
      await page.screenshot({ path: join(shots, `rule-${scheme}.png`), fullPage: true })
      await page.goto(site.baseUrl + picks.section.url)
      await page.screenshot({ path: join(shots, `section-${scheme}.png`), fullPage: true })
      await page.goto(`${site.baseUrl}/search?q=${encodeURIComponent(picks.referring.number ?? 'damage')}`)
      await page.waitForTimeout(1500) // let the search box (a client component) load its index and answer
      await page.screenshot({ path: join(shots, `search-${scheme}.png`), fullPage: true })
      const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
      expect(bg, scheme).toBe(scheme === 'dark' ? 'rgb(22, 22, 26)' : 'rgb(247, 245, 240)')
    }
  })
})
