// Once the service worker is active, rule pages open in airplane mode: the current documents are precached as
// reading pages (their whole text, a section or so per page), a rule, section or glossary term opens on its reading
// page at its anchor, and a node page (with its History) or an older version opens offline once it was visited online.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { anchorId, nodeLabel } from '../../lib/site/labels'
import { pagePlan } from '../../lib/site/page-plan'
import type { GraphNode } from '../../lib/types'
import { builtSite } from './picks'
import { useSiteAndPhone } from './use-site'
import { hasCorpora } from './site-content'

const site = builtSite()
const plan = pagePlan(site)
const stored = new Set(plan.precache)
const byUrl = new Map(site.graph.nodes.map((n) => [n.url, n]))
const leafy = (n: GraphNode | undefined): n is GraphNode => !!n && (n.kind === 'rule' || n.kind === 'ruling') && n.text.length > 0
/** A current rule: offline it opens on the reading page that shows it. */
const inSection = Object.keys(plan.offline)
  .map((u) => byUrl.get(u))
  .find((n) => leafy(n) && /^[A-Za-z][\w ,.'-]{30}/.test(n.text))
/** A current section: offline it opens on its reading page too, with the rules that follow it. */
const section = Object.keys(plan.offline)
  .map((u) => byUrl.get(u))
  .find((n): n is GraphNode => !!n && n.kind === 'section' && n.children.length >= 2)!
/** A glossary term: offline it opens on the reading page that shows it, at the term. */
const term = Object.keys(plan.offline)
  .map((u) => byUrl.get(u))
  .find((n) => n?.kind === 'term' && /^[A-Za-z][\w ,.'-]{30}/.test(n.text))
/** An older version's rule: its URL redirects to its lineage page. Only when the build has several versions. */
const older = Object.keys(plan.redirects).map((u) => byUrl.get(u)).find(leafy)

const ctx = useSiteAndPhone()

async function onlineOnceThenWorkerReady() {
  const { page } = ctx.phone
  await page.goto(ctx.site.baseUrl + '/')
  // `ready` resolves once the worker is active, i.e. after its install step precached the current versions.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true))
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 30_000 }).toBe(true)
}

describe('offline', () => {
  it("precaches the current documents as reading pages, not their thousands of node pages", () => {
    expect(inSection, 'a current rule').toBeDefined()
    expect(section, 'a current section with rules').toBeDefined()
    const reading = plan.precache.filter((u) => u.startsWith('/read/'))
    expect(reading.length).toBeGreaterThan(0)
    expect(plan.precache.filter((u) => byUrl.has(u))).toEqual([])
    // a share of the nodes: the precache grows with documents, not rules (with ../shared four CR versions, some
    // 20,000 nodes; without it about a thousand, where the fixed pages weigh more)
    expect(plan.precache.length).toBeLessThan(site.graph.nodes.length / (hasCorpora() ? 20 : 10))
    for (const n of [inSection!, section]) expect(stored.has(plan.offline[n.url].split('#')[0]), n.url).toBe(true)
    // What the built worker really lists: its manifest is injected into the file as an object literal.
    const manifest = [...readFileSync(process.env.SW_DEST || 'public/sw.js', 'utf8').matchAll(/["']url["']:\s*(["'])(.*?)\1/g)].map((m) => m[2])
    expect(manifest).toContain('/offline-map.json')
    expect(manifest).toEqual(expect.arrayContaining(reading))
    expect(manifest).not.toContain(inSection!.url)
    expect(manifest).not.toContain(section.url)
    const olderDocs = site.documents.filter((d) => d.latest === false).map((d) => `/${d.id}/`)
    expect(manifest.filter((u) => olderDocs.some((d) => u.startsWith(d)))).toEqual([])
  })

  it('opens rules, sections and glossary terms with the network off once the service worker has precached the site', async () => {
    const { page, context } = ctx.phone
    await onlineOnceThenWorkerReady()
    await context.setOffline(true)
    try {
      for (const n of [inSection!, section, ...(term ? [term] : [])]) {
        const [holder, anchor] = plan.offline[n.url].split('#')
        expect(anchor).toBe(anchorId(n))
        await page.goto(ctx.site.baseUrl + n.url)
        await page.waitForURL((u) => decodeURIComponent(u.pathname) === decodeURIComponent(holder) && decodeURIComponent(u.hash) === `#${anchor}`)
        const entry = page.locator(`[id="${anchor}"]`)
        await expect.poll(() => entry.count()).toBe(1)
        expect(await entry.locator('a.num').getAttribute('href')).toBe(n.url)
        if (n !== section) expect(await entry.innerText()).toContain(n.text.split('\n')[0].slice(0, 30))
      }
      // The section's reading page goes on with its rules.
      expect(await page.locator('ol.rules > li').count()).toBeGreaterThan(1)
      // A page that was never cached shows the offline page, not the browser's error page.
      await page.goto(ctx.site.baseUrl + '/no-such-doc/1')
      await expect.poll(() => page.locator('h1').innerText()).toMatch(/offline/i)
    } finally {
      await context.setOffline(false)
    }
  })

  it.skipIf(!older)("opens an older version's rule offline once it was visited online (runs when the build has several versions of a document)", async () => {
    const { page, context } = ctx.phone
    await onlineOnceThenWorkerReady()
    const [lineagePage, version] = plan.redirects[older!.url].split('#')
    await page.goto(ctx.site.baseUrl + older!.url)
    await page.waitForURL((u) => u.pathname === lineagePage && u.hash === `#${version}`)
    await context.setOffline(true)
    try {
      await page.goto(ctx.site.baseUrl + '/')
      await page.goto(ctx.site.baseUrl + older!.url)
      await page.waitForURL((u) => u.pathname === lineagePage && u.hash === `#${version}`)
      const newest = site.lineages.newest(site.lineages.lineageOf(older!.id)!)!
      await expect.poll(() => page.locator('h1').innerText()).toBe(nodeLabel(newest))
    } finally {
      await context.setOffline(false)
    }
  })
})
