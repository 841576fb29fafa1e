// The history pages on a phone: a rule's History with its diffs, "What changed in <version>", /r/NUMBER with
// "as of", a link to an old version landing on its History entry, and the public JSON. They need two CR versions
// across the 2009 renumbering, which the browser build takes from ../shared/corpora.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import type { GraphNode } from '../../lib/types'
import { asOf } from '../../lib/site/as-of'
import { graphPath } from '../../lib/site/graph-file.mjs'
import { compactDiff, nodeHistory, numberGroups } from '../../lib/site/history'
import { expandGraph } from '../../lib/site/public-graph'
import { formatDate, nodeLabel } from '../../lib/site/labels'
import type { LineageJson } from '../../lib/site/lineage-json'
import { builtSite } from './picks'
import { hasCorpora } from './site-content'
import { useSiteAndPhone } from './use-site'

const present = hasCorpora()

async function noSidewaysScroll(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)
}

/** Links in a list that are shorter than a finger (44 px), with their text, among the first `max`. */
async function smallTapTargets(page: Page, selector: string, max = 80) {
  return page.locator(selector).evaluateAll(
    (links, max) =>
      links
        .slice(0, max)
        .filter((a) => a.getBoundingClientRect().height < 44)
        .map((a) => `${(a as HTMLElement).innerText} (${a.getBoundingClientRect().height}px)`),
    max,
  )
}

describe.skipIf(!present)(`history pages${present ? '' : ' (skipped: ../shared/corpora is absent, so the build has one CR version)'}`, () => {
  const site = builtSite()
  const versions = site.documents.filter((d) => d.series === 'cr' && d.date).sort((a, b) => (a.date! < b.date! ? -1 : 1))
  const [older, newer] = [versions[0], versions[versions.length - 1]]
  // Vitest still collects a skipped describe's body: without two versions there is nothing to look up.
  if (!present) return void it.skip('(skipped: ../shared/corpora is absent, so the build has one CR version)')
  const text = (n: GraphNode) => n.text.split('\n')[0].trim()
  // An edited rule (a leaf with a short text) whose previous version has another text: its History shows a diff.
  const edited = site.nodesOf(newer.id).find(
    (n) => (n.kind === 'rule' || n.kind === 'term') && (n.change === 'edited' || n.change === 'renumbered-edited') && n.prev && n.text.length < 600 && n.children.length === 0,
  )!
  // A rule renumbered in 2009 (502.9 Trample became 702.17): its old number names another rule today.
  const renumbered = site.nodesOf(newer.id).find((n) => n.kind === 'rule' && n.change === 'renumbered' && site.byNumber(site.node(n.prev!)!.number!).some((m) => m.doc === newer.id))!
  const ctx = useSiteAndPhone()

  it('the build has two CR versions and the rules this test opens', () => {
    expect(versions.length).toBeGreaterThanOrEqual(2)
    expect(edited).toBeDefined()
    expect(renumbered).toBeDefined()
  })

  it("a rule page's History shows one row per text, newest first, with a word diff in <ins>/<del>, escaped", async () => {
    const { page } = ctx.phone
    await page.goto(ctx.site.baseUrl + site.pageUrlOf(edited.id))
    const history = page.locator('section[aria-label="History"]')
    const expected = nodeHistory(site, edited)!
    // Every version keeps its anchor, newest first, inside the row of its text.
    const ids = await history.locator('li.version').evaluateAll((lis) => lis.map((li) => li.id))
    expect(ids).toEqual(site.lineages.members(edited.lineage).map((n) => `v-${n.doc}`))
    expect(await history.locator('li.interval').count()).toBe(expected.intervals.length)
    expect(await history.locator('details[open]').count()).toBe(0)
    // The row of the edit: its versions, and the diff from the row before.
    const row = history.locator('li.interval', { has: page.locator(`li[id="v-${newer.id}"]`) })
    await row.locator('summary').click()
    const entry = row.locator(`li[id="v-${newer.id}"]`)
    expect(await entry.locator('a[href^="/changes/"]').innerText()).toMatch(/edited$/)
    const diff = row.locator('.diff')
    expect(await diff.locator('ins, del').count()).toBeGreaterThan(0)
    // The diff shows what changed as text, with some of the words around each change ("…" for the rest): every
    // insertion and deletion of the word diff between the two texts, in order.
    const parts = await diff.evaluate((p) => [...p.childNodes].map((c) => ({ tag: (c as Element).localName ?? '#text', text: c.textContent ?? '' })))
    const prev = site.node(edited.prev!)!
    const rowDiff = expected.intervals.find((i) => i.entries.some((e) => e.node.id === edited.id))!.diff!
    const changed = (op: 'ins' | 'del') => rowDiff.filter((p) => p.op === op).map((p) => p.text)
    expect(parts.filter((p) => p.tag === 'ins').map((p) => p.text)).toEqual(changed('ins'))
    expect(parts.filter((p) => p.tag === 'del').map((p) => p.text)).toEqual(changed('del'))
    expect(await diff.evaluate((p) => p.textContent)).toBe(compactDiff(rowDiff).map((p) => (p.op === 'gap' ? ' … ' : p.text)).join(''))
    expect(rowDiff.filter((p) => p.op !== 'ins').map((p) => p.text).join('')).toBe(prev.text)
    // The oldest row shows its own text; an entry's note stays hidden until an URL targets it.
    const oldest = history.locator('li.interval').last()
    await oldest.locator('summary').click()
    const first = site.lineages.members(edited.lineage).at(-1)!
    expect(await oldest.locator('.interval-words .text').innerText()).toContain(text(first).slice(0, 30))
    expect(await history.locator('.as-of-note').isVisible()).toBe(false)
    expect(await noSidewaysScroll(page)).toBe(true)
  })

  it("a rule page's text, links and History rows are in its HTML once: not again in its hydration payload, and still there once hydrated", async () => {
    const url = ctx.site.baseUrl + site.pageUrlOf(edited.id)
    const html = await (await fetch(url)).text()
    // Next writes the hydration payload into the page as `self.__next_f.push([1,"..."])` scripts.
    const payload = [...html.matchAll(/self\.__next_f\.push\(\[1,"((?:[^"\\]|\\.)*)"\]\)/g)].map((m) => JSON.parse(`"${m[1]}"`) as string).join('')
    expect(payload.length).toBeGreaterThan(0)
    const rows = nodeHistory(site, edited)!.intervals.length
    expect(html.match(/<li class="interval"/g)?.length).toBe(rows)
    expect(payload).not.toContain('"interval"')
    expect(payload).not.toContain('"crumbs"')
    expect(payload).not.toContain('Referenced by')
    expect(payload).not.toContain('versions in this collection')
    expect(html).toContain('versions in this collection')
    // the payload names the parts, which the browser keeps as the server sent them
    for (const part of ['node-head', 'history', 'node-links']) expect(payload).toContain(`"part":"${part}"`)
    // the browser's scripts do not hold the code that renders the parts (its strings, such as the History's label)
    const scripts = [...html.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1])
    expect(scripts.length).toBeGreaterThan(0)
    for (const src of scripts) expect(await (await fetch(ctx.site.baseUrl + src)).text()).not.toContain('Texts, newest first')
    const { page } = ctx.phone
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    await page.goto(url)
    // hydrated: the copy buttons answer (a React handler), and the parts are still the server's
    await page.waitForFunction(() => Object.keys(document.querySelector('.copy-buttons button') ?? {}).some((k) => k.startsWith('__react')))
    expect(await page.locator('ol.intervals > li.interval').count()).toBe(rows)
    expect(await page.locator('article > .node-head > h1').innerText()).toBe(nodeLabel(edited))
    expect(errors).toEqual([])
  })

  it("an old version's URL lands on its History entry, in the row of what it was, which says where the rule is today", async () => {
    const { page } = ctx.phone
    const prev = site.node(renumbered.prev!)!
    const url = site.pageUrlOf(prev.id)!
    expect(url).toBe(`${renumbered.url}#v-${prev.doc}`)
    await page.goto(ctx.site.baseUrl + url)
    const target = page.locator('li.version:target')
    expect(await target.getAttribute('id')).toBe(`v-${prev.doc}`)
    // one note a list, at the foot of the screen while an entry of it is the target
    const note = page.locator('.intervals:has(li.version:target) + .as-of-note')
    expect(await note.isVisible()).toBe(true)
    expect(await note.innerText()).toBe(`Today it is ${renumbered.number} (above).`)
    // the entry dates the version and says what its release did; its row names the rule as it was numbered then
    expect(await target.locator('a').innerText()).toMatch(new RegExp(`^${formatDate(site.doc(prev.doc)!.date)} · `))
    expect(await page.locator('li.interval:has(li.version:target) > details > summary .label').innerText()).toContain(prev.number!)
    expect(await target.locator('a').count()).toBe(1)
    // (in a row of its own, folded: its text is there, not shown)
    expect(await page.locator(`li[id="v-${renumbered.doc}"] a[href^="/changes/"]`).textContent()).toBe(`${formatDate(site.doc(renumbered.doc)!.date)} · renumbered from ${prev.number}`)
    // Its row opened for it: the browser opens a <details> the URL's fragment is in.
    expect(await page.locator('li.interval:has(li.version:target) > details').getAttribute('open')).not.toBeNull()
    // Today the old number is another rule's: that rule's page says so in one line, linking the renumbered rule's
    // page, not a list of versions.
    const sameNumberToday = site.byNumber(prev.number!).find((m) => m.doc === newer.id)!
    await page.goto(ctx.site.baseUrl + site.pageUrlOf(sameNumberToday.id))
    expect(await page.locator('.other-lineage', { hasText: `${prev.number} was another rule` }).locator(`a[href="${renumbered.url}"]`).count()).toBe(1)
    expect(await page.locator(`section[aria-label="Same number elsewhere"] a[href*="#v-${older.id}"]`).count()).toBe(0)
  })

  it('a citation links to the rule as it read then, through the History entry when that version has no page', async () => {
    const citing = site.graph.nodes.find((n) => site.lineages.hasPage(n) && n.citations.some((c) => c.target && site.node(c.target)))
    if (!citing) return expect(site.graph.nodes.some((n) => site.lineages.hasPage(n) && n.citations.some((c) => c.target))).toBe(false)
    const cite = citing.citations.find((c) => c.target && site.node(c.target))!
    const href = site.pageUrlOf(cite.target!)!
    const { page } = ctx.phone
    await page.goto(ctx.site.baseUrl + citing.url)
    const link = page.locator('section[aria-label="Citations"] a.cite-target', { hasText: cite.rule ?? '' }).first()
    expect(await link.getAttribute('href')).toBe(href)
    await link.click()
    await page.waitForURL((u) => u.pathname + u.hash === href)
    if (href.includes('#v-')) expect(await page.locator('.intervals:has(li.version:target) + .as-of-note').isVisible()).toBe(true)
    else expect(await page.locator('h1').innerText()).toContain(site.node(cite.target!)!.number ?? '')
  })

  it('"What changed" shows the counts first, then compact lists that fit a phone', async () => {
    const { page } = ctx.phone
    await page.goto(`${ctx.site.baseUrl}/changes/${newer.id}`)
    const nodes = site.nodesOf(newer.id)
    const here = new Set(nodes.map((n) => n.lineage))
    const expected = {
      added: nodes.filter((n) => n.change === 'added').length,
      removed: site.nodesOf(newer.previous!).filter((n) => !here.has(n.lineage)).length,
      edited: nodes.filter((n) => n.change === 'edited' || n.change === 'renumbered-edited').length,
      renumbered: nodes.filter((n) => n.change === 'renumbered' || n.change === 'renumbered-edited').length,
      unchanged: nodes.filter((n) => n.change === 'same').length,
    }
    for (const [key, count] of Object.entries(expected)) {
      expect(await page.locator(`.counts li[data-count="${key}"] b`).innerText()).toBe(count.toLocaleString('en'))
    }
    expect(expected.renumbered).toBeGreaterThan(100)
    // The counts come before any list.
    const counts = await page.locator('.counts').boundingBox()
    const firstList = await page.locator('section[aria-label]').first().boundingBox()
    expect(counts!.y).toBeLessThan(firstList!.y)
    // Renumbered rows read "old -> new".
    const prev = site.node(renumbered.prev!)!
    expect(await page.locator('#renumbered .change-list a', { hasText: `${prev.number} → ${renumbered.number}` }).count()).toBeGreaterThan(0)
    // Open every list, then check width and tap targets over the thousands of rows.
    await page.locator('details').evaluateAll((ds) => ds.forEach((d) => ((d as HTMLDetailsElement).open = true)))
    expect(await page.locator('#edited ins, #edited del').count()).toBeGreaterThan(0)
    expect(await noSidewaysScroll(page)).toBe(true)
    expect(await smallTapTargets(page, '.change-list a')).toEqual([])
    expect(await smallTapTargets(page, '.counts a')).toEqual([])
    // The document page links here.
    await page.goto(`${ctx.site.baseUrl}/${newer.id}`)
    expect(await page.locator(`a[href="/changes/${newer.id}"]`).count()).toBe(1)
  })

  it('/r/NUMBER is the page of the rule the number names today: it says what the number meant before and lists the rule through its renumberings', async () => {
    const { page } = ctx.phone
    // The old number of the renumbered rule is today another rule's number, with another text in the older version.
    const number = site.node(renumbered.prev!)!.number!
    const group = numberGroups(site, number).find((g) => g.key === 'cr')!
    expect(numberGroups(site, number)).toHaveLength(1)
    const res = await fetch(`${ctx.site.baseUrl}/r/${encodeURIComponent(number)}`, { redirect: 'manual' })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(site.pageUrlOf(group.shown.id))
    await page.goto(`${ctx.site.baseUrl}/r/${encodeURIComponent(number)}`)
    expect(new URL(page.url()).pathname).toBe(group.shown.url)
    expect(await page.locator('main .text').first().innerText()).toContain(text(group.shown).slice(0, 30))
    expect(await page.locator('.other-lineage a', { hasText: renumbered.number! }).count()).toBeGreaterThan(0)
    expect(await noSidewaysScroll(page)).toBe(true)
    // "As of": its History, the texts of the rule the number names today, newest first, each with its dates and its number then.
    const entries = page.locator('section[aria-label="History"] ol.intervals > li')
    expect(await entries.evaluateAll((lis) => lis.map((li) => [li.getAttribute('data-from'), li.getAttribute('data-number')]))).toEqual(
      [...group.versions].reverse().map((v) => [v.from, v.node.number]),
    )
    expect(group.versions.every((v) => site.lineages.members(group.shown.lineage).some((m) => m.id === v.node.id))).toBe(true)
    // The History's form asks the server, which answers /r/NUMBER?asof= with the text of that day (test/browser/as-of.test.ts).
    await page.locator('section[aria-label="History"] form.as-of-form input[name="asof"]').fill('2010-01-01')
    await page.locator('section[aria-label="History"] form.as-of-form button').click()
    await page.waitForURL((u) => u.search === '?asof=2010-01-01')
    expect(await page.locator('.as-of-line').innerText()).toBe(asOf(site, number, '2010-01-01')!.line)
  })

  it('graph.json and each lineage JSON are downloadable, with the current text, every version and the diffs', async () => {
    const base = ctx.site.baseUrl
    const graph = await (await fetch(`${base}/data/graph.json`)).json()
    expect(graph.version).toBe(site.graph.version)
    expect(graph.nodes.length).toBe(site.graph.nodes.length)
    // the download is compact (lib/site/public-graph.ts); expanded it is the graph the site was built from, byte for byte
    expect(graph.compact).toBe(1)
    expect(JSON.stringify(expandGraph(graph))).toBe(readFileSync(graphPath(), 'utf8'))
    const { page } = ctx.phone
    await page.goto(base + '/')
    expect(await page.locator('footer a[href="/data/graph.json"]').count()).toBe(1)

    const lineage = renumbered.lineage
    const res = await fetch(`${base}/data/lineage/${lineage}.json`)
    expect(res.headers.get('content-type')).toMatch(/json/)
    const json = (await res.json()) as LineageJson
    expect(json.lineage).toBe(lineage)
    expect(json.series).toBe('cr')
    expect(json.current).toMatchObject({ id: renumbered.id, number: renumbered.number, text: renumbered.text, url: renumbered.url })
    const members = site.lineages.members(lineage)
    expect(json.versions.map((v) => [v.id, v.number, v.date, v.change])).toEqual(members.map((n) => [n.id, n.number, site.doc(n.doc)!.date, n.change]))
    expect(json.versions[1].url).toBe(`${renumbered.url}#v-${newer.previous}`)

    const e = (await (await fetch(`${base}/data/lineage/${edited.lineage}.json`)).json()) as LineageJson
    const v = e.versions.find((x) => x.id === edited.id)!
    expect(v.text).toBe(edited.text)
    expect(v.diff!.filter((p) => p.op !== 'del').map((p) => p.text).join('')).toBe(edited.text)
    expect(e.versions.find((x) => x.id === edited.prev)!.text).toBe(site.node(edited.prev!)!.text)
    // The page links its JSON.
    expect(nodeHistory(site, edited)!.lineage).toBe(edited.lineage)
    await page.goto(base + site.pageUrlOf(edited.id))
    expect(await page.locator(`section[aria-label="History"] a[href="/data/lineage/${edited.lineage}.json"]`).count()).toBe(1)
  })
})
