// History at full size, on a phone (390x844): the browser build holds fourteen versions of a small Tournament Rules
// (2017-2024, site-content.ts), as a site with every MTR, IPG and JAR since 2009 holds dozens. A search result's
// earlier versions are one line; a section's History and its short link's "as of" list have one row per distinct text,
// its versions folded inside; "as of" a date is answered by the server without JavaScript, a date before every
// version says so and links the oldest; /mtr opens today's version, /changes/mtr its newest changes, /changes/mtr.xml
// is an Atom feed of every release. With the IPG PDFs of ../shared/corpora/judge: /ipg/2.3 as of 2016-01-01 is
// Drawing Extra Cards (2015-10-02), as of 2016-06-01 Hidden Card Error (2016-04-08).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ATOM_NS, releaseSummaries } from '../../lib/site/feed'
import { nodeHistory } from '../../lib/site/history'
import { judgeAsOf, judgeSection } from '../../lib/site/judge'
import { launchPhone, startSite, type Phone, type Site } from './harness'
import { builtSite } from './picks'
import { hasJudgeCorpora } from './site-content'

const site = builtSite()
const mtr = site.documents.filter((d) => d.series === 'mtr' && d.date).sort((a, b) => (a.date! < b.date! ? -1 : 1))
const newest = mtr[mtr.length - 1]
const proxy = site.node(`${newest.id}/3.2`)!
const OPTION = 'main [role="listbox"] [role="option"]'
const words = (s: string) => s.replace(/\s+/g, ' ').trim()

describe('history at full size on a phone', () => {
  let server: Site
  let phone: Phone
  let noJs: Phone
  beforeAll(async () => {
    server = await startSite()
    phone = await launchPhone()
    noJs = await launchPhone({ javaScriptEnabled: false })
  })
  afterAll(async () => {
    await phone?.browser.close()
    await noJs?.browser.close()
    await server?.stop()
  })
  const noSidewaysScroll = () => phone.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

  it('the build has the Tournament Rules in 13 or more versions, and 3.2 in every one, in three texts', () => {
    expect(mtr.length).toBeGreaterThanOrEqual(13)
    expect(site.lineages.members(proxy.lineage)).toHaveLength(mtr.length)
    expect(nodeHistory(site, proxy)!.intervals.map((i) => i.run.node.title)).toEqual(['Proxy Cards', 'Proxy Cards', 'Proxies'])
  })

  it("a search result's earlier versions are one line, linking to its History", async () => {
    const { page } = phone
    await page.goto(`${server.baseUrl}/search?q=${encodeURIComponent('proxy cards damaged')}`)
    const result = page.locator(OPTION, { has: page.locator(`a[href="/${newest.id}/3.2"]`) }).first()
    await result.waitFor({ timeout: 15_000 })
    const line = result.locator('[data-earlier]')
    const years = `${mtr[0].date!.slice(0, 4)}-${mtr[mtr.length - 2].date!.slice(0, 4)}`
    expect(await line.innerText()).toBe(`also in ${mtr.length - 1} earlier versions (${years})`)
    // One line of text, however many versions: its height is one line's, and nothing in it wraps.
    const { height, lineHeight, links } = await line.evaluate((el) => ({
      height: el.getBoundingClientRect().height,
      lineHeight: parseFloat(getComputedStyle(el).fontSize) * 1.6,
      links: el.querySelectorAll('a').length,
    }))
    expect(height).toBeLessThan(lineHeight * 1.9)
    expect(links).toBe(1)
    expect(await noSidewaysScroll()).toBe(true)
    expect(await line.locator('a').getAttribute('href')).toBe(`/${newest.id}/3.2#history`)
    await Promise.all([page.waitForURL((u) => u.hash === '#history'), line.locator('a').click()])
    expect(await page.locator('section#history h2').innerText()).toBe('History')
  })

  it("a section page's History shows one row per distinct text, newest first, its versions folded inside", async () => {
    const { page } = phone
    const history = nodeHistory(site, proxy)!
    await page.goto(server.baseUrl + proxy.url)
    const rows = page.locator('section[aria-label="History"] ol.intervals > li.interval')
    expect(await rows.count()).toBe(history.intervals.length)
    expect(await rows.evaluateAll((lis) => lis.map((li) => [li.getAttribute('data-from'), li.querySelector('summary')!.textContent]))).toEqual(
      history.intervals.map((i) => [i.run.from, `${i.run.node.number} ${i.run.node.title} · ${i.run.from.slice(0, 4)}–${i.run.until ? i.run.until.slice(0, 4) : 'today'}`]),
    )
    // Folded: only the rows' lines show, so the History is as tall as its texts, not its versions.
    expect(await page.locator('section[aria-label="History"] details[open]').count()).toBe(0)
    const rowHeights = await rows.evaluateAll((lis) => lis.map((li) => li.getBoundingClientRect().height))
    for (const h of rowHeights) expect(h).toBeLessThan(100)
    // Every version keeps its anchor, inside its row.
    const anchors = await page.locator('section[aria-label="History"] li.version').evaluateAll((lis) => lis.map((li) => li.id))
    expect(anchors.sort()).toEqual(mtr.map((d) => `v-${d.id}`).sort())
    // A row opens on a tap onto its versions and what changed.
    await rows.nth(1).locator('summary').click()
    expect(await rows.nth(1).locator('li.version').count()).toBe(history.intervals[1].entries.length)
    expect(await rows.nth(1).locator('.diff ins').count()).toBeGreaterThan(0)
    expect(await noSidewaysScroll()).toBe(true)
  })

  it("an older version's URL opens its row at its entry, which says where the section is today", async () => {
    const { page } = phone
    const first = site.lineages.members(proxy.lineage).find((n) => n.doc === mtr[0].id)!
    await page.goto(server.baseUrl + first.url)
    expect(new URL(page.url()).hash).toBe(`#v-${mtr[0].id}`)
    const target = page.locator('li.version:target')
    expect(await target.count()).toBe(1)
    const note = page.locator('.intervals:has(li.version:target) + .as-of-note')
    expect(await note.isVisible()).toBe(true)
    expect(await note.innerText()).toBe('Today it is 3.2 (above).')
    expect(await page.locator('li.interval:has(li.version:target) > details > summary .label').innerText()).toMatch(/^3\.2 /)
    expect(await page.locator('li.interval:has(li.version:target) > details').getAttribute('open')).not.toBeNull()
  })

  it('the short link lists the same rows, and the server answers "as of" with JavaScript off', async () => {
    const { page } = noJs
    const section = judgeSection(site, 'mtr', '3.2')!
    await page.goto(`${server.baseUrl}/mtr/3.2`)
    expect(await page.locator('ol.intervals > li').count()).toBe(section.versions.length)
    const a = judgeAsOf(site, 'mtr', '3.2', '2018-03-01')!
    expect(a.node!.title).toBe('Proxies')
    const res = await page.goto(`${server.baseUrl}/mtr/3.2?asof=2018-03-01`)
    expect(res!.status()).toBe(200)
    expect(await page.locator('h1').innerText()).toBe('3.2 Proxies')
    expect(await page.locator('.as-of-line').innerText()).toBe(a.line)
    expect(a.line).toBe(`On 2018-03-01 this section was 3.2 Proxies (Magic Tournament Rules, ${a.version!.date}).`)
    expect(words(await page.locator('article > .text').innerText())).toBe(words(a.node!.text))
    // The row in force is open and marked; the others stay folded.
    expect(await page.locator('ol.intervals > li.picked details[open]').count()).toBe(1)
    expect(await page.locator('ol.intervals > li.picked').getAttribute('data-from')).toBe(a.run!.from)
    expect(await page.locator('ol.intervals details[open]').count()).toBe(1)
    expect(await page.locator(`.today a[href="/mtr/3.2"]`).count()).toBe(1)
  })

  it('a date before every version says so, links the oldest, and is no "not found"', async () => {
    const { page } = noJs
    const res = await page.goto(`${server.baseUrl}/mtr/3.2?asof=2010-01-01`)
    expect(res!.status()).toBe(200)
    expect(await page.locator('.as-of-line').innerText()).toBe(
      `On 2010-01-01 no version of the Magic Tournament Rules in this collection was in force yet: the oldest is dated ${mtr[0].date}.`,
    )
    const oldest = page.locator('.oldest a')
    expect(await oldest.getAttribute('href')).toBe(site.pageUrlOf(`${mtr[0].id}/3.2`))
    // And /r/: a rule "as of" a day before the oldest Comprehensive Rules here.
    const rule = site.graph.nodes.find((n) => n.number && site.doc(n.doc)?.series === 'cr' && site.lineages.hasPage(n))
    if (!rule) return
    const r = await page.goto(`${server.baseUrl}/r/${encodeURIComponent(rule.number!)}?asof=1990-01-01`)
    expect(r!.status()).toBe(200)
    expect(await page.locator('.as-of-line').innerText()).toMatch(/^On 1990-01-01 no version of these rules was in force yet: the first is dated /)
    expect(await page.locator('.oldest a').count()).toBe(1)
  })

  it('/mtr opens today’s version; /changes/mtr its newest changes and every earlier release', async () => {
    const { page } = noJs
    expect((await page.goto(`${server.baseUrl}/mtr`))!.status()).toBe(200)
    expect(await page.locator('h1').innerText()).toBe(newest.title)
    expect(await page.locator(`a[href="/changes/${newest.id}"]`).count()).toBe(1)
    expect((await page.goto(`${server.baseUrl}/changes/mtr`))!.status()).toBe(200)
    expect(await page.locator('h1').innerText()).toBe(`What changed in ${newest.title}`)
    const earlier = await page.locator('section[aria-label="Earlier releases"] ul.change-list a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
    expect(earlier).toEqual(mtr.slice(0, -1).reverse().map((d) => `/changes/${d.id}`))
    expect(await page.locator('section[aria-label="Earlier releases"] a[href="/changes/mtr.xml"]').count()).toBe(1)
  })

  it('/changes/mtr.xml is an Atom feed of every release, linked from the home page and the document', async () => {
    const res = await fetch(`${server.baseUrl}/changes/mtr.xml`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8')
    const xml = await res.text()
    const { page } = phone
    await page.goto(server.baseUrl + '/')
    // The browser's own XML parser: well-formed, in the Atom namespace, every release one entry with what Atom requires.
    const feed = await page.evaluate(
      ([text, ns]) => {
        const doc = new DOMParser().parseFromString(text, 'application/xml')
        const error = doc.getElementsByTagName('parsererror')[0]?.textContent ?? null
        const root = doc.documentElement
        const child = (el: Element, name: string) => [...el.children].filter((c) => c.namespaceURI === ns && c.localName === name)
        return {
          error,
          root: [root.namespaceURI, root.localName],
          feed: ['id', 'title', 'updated', 'author'].map((n) => child(root, n).length),
          entries: child(root, 'entry').map((e) => ({
            id: child(e, 'id')[0]?.textContent,
            title: child(e, 'title')[0]?.textContent,
            updated: child(e, 'updated')[0]?.textContent,
            summary: child(e, 'summary')[0]?.textContent,
            alternate: child(e, 'link').find((l) => l.getAttribute('rel') === 'alternate')?.getAttribute('href'),
          })),
        }
      },
      [xml, ATOM_NS] as const,
    )
    expect(feed.error).toBeNull()
    expect(feed.root).toEqual([ATOM_NS, 'feed'])
    expect(feed.feed).toEqual([1, 1, 1, 1])
    const releases = releaseSummaries(site, 'mtr')
    expect(releases.map((r) => r.id)).toEqual(mtr.map((d) => d.id).reverse())
    expect(feed.entries.map((e) => new URL(e.alternate!).pathname)).toEqual(releases.map((r) => `/changes/${r.id}`))
    for (const [i, e] of feed.entries.entries()) {
      expect(e.updated).toBe(`${releases[i].date}T00:00:00Z`)
      expect(e.id).toMatch(/^https?:\/\//)
      if (!releases[i].first) expect(e.summary).toBe(`${releases[i].counts.added} added, ${releases[i].counts.changed} changed, ${releases[i].counts.removed} removed, ${releases[i].counts.renumbered} renumbered.`)
    }
    expect(await page.locator('main a[href="/changes/mtr.xml"]').count()).toBe(1)
    // (made absolute from SITE_URL, as Next does with every metadata URL)
    expect(await page.locator('head link[rel="alternate"][type="application/atom+xml"][href$="/changes/mtr.xml"]').count()).toBe(1)
    await page.goto(`${server.baseUrl}/${newest.id}`)
    expect(await page.locator('main a[href="/changes/mtr.xml"]').count()).toBe(1)
  })

  describe.skipIf(!hasJudgeCorpora())(`/ipg/2.3 with the guides of 2015 and 2016${hasJudgeCorpora() ? '' : ' (skipped: ../shared/corpora/judge is absent)'}`, () => {
    it.each([
      ['2016-01-01', 'Drawing Extra Cards', 'ipg-2015-10-02'],
      ['2016-06-01', 'Hidden Card Error', 'ipg-2016-04-08'],
    ])('with JavaScript off, ?asof=%s shows %s from %s', async (date, name, docId) => {
      const { page } = noJs
      const a = judgeAsOf(site, 'ipg', '2.3', date)!
      expect(a.node?.id).toBe(`${docId}/2.3`)
      const res = await page.goto(`${server.baseUrl}/ipg/2.3?asof=${date}`)
      expect(res!.status()).toBe(200)
      expect(await page.locator('h1').innerText()).toBe(`2.3 Game Play Error — ${name}`)
      expect(await page.locator('.as-of-line').innerText()).toBe(`On ${date} this section was 2.3 Game Play Error — ${name} (Infraction Procedure Guide, ${docId.slice(4)}).`)
      // That version's own Definition, not today's.
      const definition = site.node(`${docId}/2.3.text-definition`)!
      expect(words(await page.locator('ol.rules').first().innerText())).toContain(words(definition.text).slice(0, 80))
      expect(await page.locator('.penalty strong').innerText()).toBe(a.node!.penalty!)
    })
  })
})
