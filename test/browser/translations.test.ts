// Pages in the reader's language at 390x844, JavaScript on and off: the translation of today's rule beside its
// English, the language switch, `lang` on the translated text, `hreflang` alternates on the English page and the
// translated one, the interface words of the language, and a translation of older English with its date and the
// English's word diff since. The translations are the browser build's fixtures (test/fixtures/site-content/
// translations/, with the CR versions of ../shared they translate): picked from the built site.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { INTERFACE_WORDS } from '../../lib/site/interface-words'
import { translatedNumbers, translatedPage } from '../../lib/site/translated-pages'
import { launchPhone, startSite, type Phone, type Site } from './harness'
import { builtSite } from './picks'

const graph = builtSite()
const zhNumbers = translatedNumbers(graph, 'zh-Hans')
const koNumbers = translatedNumbers(graph, 'ko')
// 702.19b (Trample) where the build has the fixtures; else whatever a translation covers
const zhNumber = zhNumbers.includes('702.19b') ? '702.19b' : zhNumbers[0]
const zh = zhNumber ? translatedPage(graph, 'zh-Hans', zhNumber) : null
// a Korean page whose English changed since the text it was made from
const koNumber = koNumbers.find((n) => translatedPage(graph, 'ko', n)?.translation.diff?.some((p) => p.op !== 'same'))
const ko = koNumber ? translatedPage(graph, 'ko', koNumber) : null
const present = !!zh && !!ko

let site: Site
const phones: Record<'on' | 'off', Phone> = {} as never

beforeAll(async () => {
  if (!present) return
  site = await startSite()
  phones.on = await launchPhone()
  phones.off = await launchPhone({ javaScriptEnabled: false })
})
afterAll(async () => {
  await phones.on?.browser.close()
  await phones.off?.browser.close()
  await site?.stop()
})

const langOf = (el: Element) => el.closest('[lang]')?.getAttribute('lang') ?? null

describe.skipIf(!present)(`pages in the reader's language${present ? '' : ' (skipped: the build has no translation fixtures; ../shared is absent)'}`, () => {
  for (const js of ['on', 'off'] as const) {
    describe(`JavaScript ${js}`, () => {
      it(`/zh-Hans/r/${zhNumber} shows the Chinese in its language and the English beside it, in Chinese interface words`, async () => {
        const { page } = phones[js]
        const res = await page.goto(`${site.baseUrl}/zh-Hans/r/${zhNumber}`)
        expect(res?.status()).toBe(200)
        const w = INTERFACE_WORDS['zh-Hans']
        const chinese = page.locator('section.translation .text')
        expect(await chinese.innerText()).toContain(zh!.translation.node.text.slice(0, 12))
        expect(await chinese.evaluate(langOf)).toBe('zh-Hans')
        const english = page.locator('section.english .text')
        expect(await english.innerText()).toContain(zh!.english.text.slice(0, 40))
        expect(await english.evaluate(langOf)).toBe('en')
        expect(await page.locator('section.english h2').innerText()).toBe(w.english)
        expect(await page.locator('h1').innerText()).toContain(`${w.rule} ${zhNumber}`)
        // the header in Chinese too
        expect(await page.locator('header button[type="submit"]').innerText()).toBe(w.search)
        expect(await page.locator('a.skip').evaluate((a) => a.textContent)).toBe(w.skip)
        // the switch: English and Korean, each named in itself and marked as its language
        const links = await page.locator('nav.languages a').evaluateAll((as) => as.map((a) => [a.getAttribute('hreflang'), a.getAttribute('lang'), a.getAttribute('href'), a.textContent]))
        expect(links).toContainEqual(['en', 'en', zh!.english.url, 'English'])
        if (koNumbers.includes(zhNumber!)) expect(links).toContainEqual(['ko', 'ko', `/ko/r/${zhNumber}`, '한국어'])
        // hreflang alternates in the head: every language, its own too, and the English as the default
        const alternates = await page.locator('head link[rel="alternate"][hreflang]').evaluateAll((ls) => ls.map((l) => [l.getAttribute('hreflang'), new URL(l.getAttribute('href')!).pathname]))
        expect(alternates).toEqual(expect.arrayContaining([['en', zh!.english.url], ['zh-Hans', `/zh-Hans/r/${zhNumber}`], ['x-default', zh!.english.url]]))
        // the English page, one tap away
        await page.locator('nav.languages a[hreflang="en"]').click()
        await page.waitForURL((u) => u.pathname === zh!.english.url)
      })

      it(`/r/${zhNumber} leads to the English rule, which names its translations with hreflang`, async () => {
        const { page } = phones[js]
        await page.goto(`${site.baseUrl}/r/${zhNumber}`)
        const alternates = await page.locator('head link[rel="alternate"][hreflang]').evaluateAll((ls) => ls.map((l) => [l.getAttribute('hreflang'), new URL(l.getAttribute('href')!).pathname]))
        expect(alternates).toEqual(expect.arrayContaining([['zh-Hans', `/zh-Hans/r/${zhNumber}`], ['en', zh!.english.url]]))
        const link = page.locator(`nav.languages a[hreflang="zh-Hans"]`)
        expect(await link.getAttribute('lang')).toBe('zh-Hans')
        expect(await link.innerText()).toBe('简体中文')
        await link.click()
        await page.waitForURL((u) => u.pathname === `/zh-Hans/r/${zhNumber}`)
      })

      it(`/ko/r/${koNumber} shows the Korean with the date of the English it was made from, and the English's diff since`, async () => {
        const { page } = phones[js]
        const res = await page.goto(`${site.baseUrl}/ko/r/${koNumber}`)
        expect(res?.status()).toBe(200)
        const w = INTERFACE_WORDS.ko
        const from = ko!.translation.fromDate!
        expect(await page.locator('section.translation .text').innerText()).toContain(ko!.translation.node.text.slice(0, 12))
        expect(await page.locator('section.translation').evaluate(langOf)).toBe('ko')
        expect(await page.locator('.translated-from').innerText()).toContain(w.translatedFrom(from))
        expect(await page.locator('.translated-from').innerText()).toContain(from)
        const since = page.locator('section.english-since')
        expect(await since.locator('h2').innerText()).toBe(w.englishChangedSince(from))
        expect(await since.locator('ins, del').count()).toBeGreaterThan(0)
        expect(await since.locator('.diff').evaluate(langOf)).toBe('en')
        // today's English is shown whole, and is the rule
        expect(await page.locator('section.english .text').innerText()).toContain(ko!.english.text.slice(0, 40))
        expect(await page.locator('section.english').innerText()).toContain(w.englishIsAuthoritative)
      })

      it('the translated text is escaped, never run; a number no translation covers is not found', async () => {
        const { page } = phones[js]
        await page.goto(`${site.baseUrl}/zh-Hans/r/${zhNumber}`)
        expect(await page.locator('main script, main iframe, main [onerror], main [onclick]').count()).toBe(0)
        const missing = await page.goto(`${site.baseUrl}/ko/r/999.99z`)
        expect(missing?.status()).toBe(404)
      })
    })
  }
})
