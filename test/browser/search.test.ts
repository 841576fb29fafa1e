// Search in a phone browser: the index loads on first focus and answers off the main thread;
// timings, keyboard use, and that a hostile query renders as text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { displayFile } from '../../lib/search/display'
import type { SearchManifest } from '../../lib/search/types'
import { launchPhone, PHONE_VIEWPORT, startSite, type Phone, type Site } from './harness'

let site: Site
let phone: Phone

beforeAll(async () => {
  site = await startSite()
  phone = await launchPhone()
  // Warm the SERVER (a fresh `next start` answers its first requests slowly), not the browser:
  // the page under test has still never loaded the index.
  const manifest = (await (await fetch(site.baseUrl + '/search/manifest.json')).json()) as SearchManifest
  await Promise.all(manifest.docs.flatMap((d) => [d.match, displayFile(d, 0)]).map((f) => fetch(`${site.baseUrl}/search/${f}`).then((r) => r.arrayBuffer())))
  await fetch(site.baseUrl + '/').then((r) => r.text())
})
afterAll(async () => {
  await phone?.browser.close()
  await site?.stop()
})

const INPUT = 'main input[data-search-input]'
const OPTION = 'main [role="listbox"] [role="option"]'

/** In the page: time from the latest `input` event to the first result option whose text matches. */
async function armTimer(page: Page, want: string) {
  await page.evaluate((want) => {
    const w = window as unknown as { __search: { start?: number; end?: number } }
    w.__search = {}
    const input = document.querySelector('main input[data-search-input]')!
    input.addEventListener('input', () => {
      if (!w.__search.end) w.__search.start = performance.now()
    })
    const check = () => {
      if (w.__search.end || !w.__search.start) return
      const opts = [...document.querySelectorAll('main [role="listbox"] [role="option"]')]
      if (opts.some((o) => o.textContent?.toLowerCase().includes(want))) {
        w.__search.end = performance.now()
        obs.disconnect()
      }
    }
    const obs = new MutationObserver(check)
    obs.observe(document.body, { subtree: true, childList: true, characterData: true })
  }, want)
}

async function elapsed(page: Page): Promise<number> {
  await page.waitForFunction(() => (window as unknown as { __search: { end?: number } }).__search.end !== undefined, null, { timeout: 10_000 })
  return page.evaluate(() => {
    const s = (window as unknown as { __search: { start: number; end: number } }).__search
    return s.end - s.start
  })
}

describe('search box', () => {
  // Absolute speed is the first-search bench's (slow 4G, CPU x4, target 1 s): a fixed millisecond bound here failed
  // on a loaded 2-core machine as the browser build grew. What this test holds is the shape: the first query is
  // answered once the index arrives, and later ones come from the loaded worker, several times faster, measured in
  // one run. A slow attempt is retried in a fresh context (no cache, no service worker).
  it('cold page: the first query is answered once the index loads; warm: later queries come from the worker, much faster', { retry: 2 }, async () => {
    const context = await phone.browser.newContext({ viewport: PHONE_VIEWPORT, deviceScaleFactor: 2, isMobile: true, hasTouch: true })
    const page = await context.newPage()
    try {
      await timeIt(page)
    } finally {
      await context.close()
    }
  })

  async function timeIt(page: Page) {
    await page.goto(site.baseUrl + '/', { waitUntil: 'networkidle' })
    await page.locator(INPUT).waitFor()
    await armTimer(page, 'trample')
    // focus starts the index download; the query arrives as one input event right after
    await page.locator(INPUT).focus()
    await page.locator(INPUT).fill('trample')
    const cold = await elapsed(page)
    const indexMs = await page.locator('main [data-search-box]').getAttribute('data-index-ms')

    // the index is loaded now: a new query is answered from the worker at once
    const times: number[] = []
    for (const [q, want] of [
      ['regeneration', 'regenerat'],
      ['state-based', 'state-based'],
      ['mana burn', 'mana burn'],
    ]) {
      await page.locator(INPUT).fill('')
      await armTimer(page, want)
      await page.locator(INPUT).fill(q)
      times.push(await elapsed(page))
    }
    times.sort((a, b) => a - b)
    console.log(`search timings: cold ${cold.toFixed(0)} ms (index load ${indexMs} ms), warm ${times.map((t) => t.toFixed(1)).join(' / ')} ms`)
    // Median of three, to ride out one GC pause; the cold query paid for fetching and loading the index.
    expect(times[1]).toBeLessThan(cold / 3)
  }

  it('results show number, document and date, breadcrumb and a highlighted snippet', async () => {
    const { page } = phone
    await page.goto(site.baseUrl + '/')
    await page.locator(INPUT).fill('419.6a')
    await page.locator(OPTION).first().waitFor()
    const first = page.locator(OPTION).first()
    expect(await first.innerText()).toContain('419.6a')
    expect(await first.innerText()).toMatch(/\d{4}-\d{2}-\d{2}|undated/)
    await page.locator(INPUT).fill('trample')
    await expect.poll(() => page.locator(`${OPTION} mark`).count()).toBeGreaterThan(0)
    expect((await page.locator(`${OPTION} mark`).first().innerText()).toLowerCase()).toContain('trample')
  })

  it('keyboard: "/" focuses, arrows move, Enter opens the selected result', async () => {
    const { page } = phone
    await page.goto(site.baseUrl + '/')
    await page.locator('body').click({ position: { x: 5, y: 5 } })
    await page.keyboard.press('/')
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-search-input'))).toBe(true)
    await page.keyboard.type('replacement effect')
    await expect.poll(() => page.locator(OPTION).count()).toBeGreaterThan(2)
    // results of the half-typed query may still be on screen for a moment: wait for the final ones
    await expect.poll(() => page.locator(OPTION).nth(0).innerText()).toMatch(/replacement/i)
    await expect.poll(() => page.locator(OPTION).nth(0).getAttribute('aria-selected')).toBe('true')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowUp')
    expect(await page.locator(OPTION).nth(1).getAttribute('aria-selected')).toBe('true')
    expect(await page.locator(OPTION).nth(0).getAttribute('aria-selected')).toBe('false')
    const url = await page.locator(OPTION).nth(1).getAttribute('data-result-url')
    expect(url).toMatch(/^\//)
    await Promise.all([page.waitForURL((u) => u.pathname === url), page.keyboard.press('Enter')])
    expect(new URL(page.url()).pathname).toBe(url)
  })

  it('the search page searches its ?q= (what the form submits without a selection)', async () => {
    const { page } = phone
    await page.goto(site.baseUrl + '/search?q=' + encodeURIComponent('regeneration'))
    await expect.poll(() => page.locator(OPTION).count()).toBeGreaterThan(0)
    expect((await page.locator(OPTION).first().innerText()).toLowerCase()).toContain('regenerat')
  })

  it('filters by document, family, cited source and date range', async () => {
    const { page } = phone
    await page.goto(site.baseUrl + '/search?q=' + encodeURIComponent('damage'))
    await expect.poll(() => page.locator(OPTION).count()).toBeGreaterThan(2)
    // Each result's own link (not its line to its History): the documents the results come from. Unfiltered, they may
    // all be one document's (the newest CR's, when ../shared added it); each filter below shows others.
    const docsShown = async () => new Set(await page.locator(`${OPTION} > a`).evaluateAll((as) => as.map((a) => a.getAttribute('href')!.split('/')[1])))
    expect((await docsShown()).size).toBeGreaterThan(0)
    await page.locator('main details summary', { hasText: 'Filters' }).click()

    await page.locator('main fieldset', { hasText: 'Documents' }).getByLabel(/Comprehensive Rules \(2004\)/).check()
    await expect.poll(docsShown).toEqual(new Set(['cr-2004']))
    await page.locator('main fieldset', { hasText: 'Documents' }).getByLabel(/Comprehensive Rules \(2004\)/).uncheck()

    await page.locator('main fieldset', { hasText: 'Family' }).getByLabel('newsgroup').check()
    await expect.poll(docsShown).toEqual(new Set(['summary-1994']))
    await page.locator('main fieldset', { hasText: 'Family' }).getByLabel('newsgroup').uncheck()

    await page.locator('main select').selectOption('bethmo')
    // wait for the filtered list itself: the unfiltered one is still on screen for a moment
    const bethmoDocs = async () => [...(await docsShown())].sort()
    await expect.poll(async () => (await bethmoDocs()).length > 0 && (await bethmoDocs()).every((d) => d === 'summary-1994' || d === 'rulings-2002')).toBe(true)
    await page.locator('main select').selectOption({ label: 'any' })

    await page.getByLabel('To', { exact: true }).fill('1995-01-01')
    await expect.poll(docsShown).toEqual(new Set(['summary-1994']))
    await page.getByLabel('To', { exact: true }).fill('')
    await page.getByLabel('From', { exact: true }).fill('2003-01-01')
    // only documents dated 2003 and later (the 2004 excerpts, the fixture releases and articles, the CR versions
    // when ../shared added them), read from the search manifest the page itself loaded
    const dates = new Map(
      ((await (await page.request.get(site.baseUrl + '/search/manifest.json')).json()) as { docs: Array<{ id: string; date: string | null }> }).docs.map((d) => [d.id, d.date]),
    )
    await expect.poll(async () => [...(await docsShown())].every((d) => (dates.get(d) ?? '') >= '2003-01-01')).toBe(true)
    expect((await docsShown()).size).toBeGreaterThan(0)
    expect([...(await docsShown())]).not.toContain('summary-1994')
  })

  it('a <script> query renders inert', async () => {
    const { page } = phone
    let dialogs = 0
    page.on('dialog', (d) => {
      dialogs++
      void d.dismiss()
    })
    await page.goto(site.baseUrl + '/')
    const evil = '<script>alert(1)</script><img src=x onerror=alert(2)> replacement'
    await page.locator(INPUT).fill(evil)
    // the words after the markup still search; the markup itself becomes text or nothing
    await expect.poll(() => page.locator(OPTION).count()).toBeGreaterThan(0)
    expect(await page.locator('main [role="listbox"] script, main [role="listbox"] img').count()).toBe(0)
    await page.locator(INPUT).fill('<script>alert(3)</script>')
    await page.waitForTimeout(300)
    expect(await page.locator('main script:not([src])').evaluateAll((els) => els.filter((e) => e.textContent?.includes('alert')).length)).toBe(0)
    expect(dialogs).toBe(0)
  })
})
