// Once the service worker is active, rule pages open in airplane mode: the current versions' sections are
// precached with their rules inline, a rule that is not stored opens in its section at its anchor, and a page of
// an older version opens offline once it was visited online.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { anchorId, nodeLabel } from '../../lib/site/labels'
import { childrenView } from '../../lib/site/node-page'
import { pagePlan } from '../../lib/site/page-plan'
import type { GraphNode } from '../../lib/types'
import { builtSite } from './picks'
import { useSiteAndPhone } from './use-site'

const site = builtSite()
const plan = pagePlan(site)
const stored = new Set(plan.precache)
const byUrl = new Map(site.graph.nodes.map((n) => [n.url, n]))
const leafy = (n: GraphNode | undefined): n is GraphNode => !!n && (n.kind === 'rule' || n.kind === 'ruling') && n.text.length > 0
/** A rule that is not precached: offline it opens in the section that shows it. */
const inSection = Object.keys(plan.offline)
  .map((u) => byUrl.get(u))
  .find((n) => leafy(n) && /^[A-Za-z][\w ,.'-]{30}/.test(n.text))
const storedNodes = plan.precache.map((u) => byUrl.get(u)).filter((n): n is GraphNode => !!n)
/** A precached section of a current version, showing its rules inline. */
const section = storedNodes.find((n) => n.kind !== 'chapter' && n.children.length >= 2 && childrenView(site, n).mode === 'inline')!
/** A rule precached as a page of its own (its section is too big to show it inline), or else the section. */
const ownPage = storedNodes.find(leafy) ?? section
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
  it('precaches the current versions only, each section once, far fewer pages than nodes', () => {
    expect(inSection, 'a rule shown inline in a precached section').toBeDefined()
    expect(stored.has(inSection!.url)).toBe(false)
    expect(section, 'a precached section showing its rules inline').toBeDefined()
    expect(plan.offline[inSection!.url].split('#')[0]).toMatch(/^\//)
    expect(plan.precache.length).toBeLessThan(site.graph.nodes.length / 2)
    // What the built worker really lists: its manifest is injected into the file as an object literal.
    const manifest = [...readFileSync(process.env.SW_DEST || 'public/sw.js', 'utf8').matchAll(/["']url["']:\s*(["'])(.*?)\1/g)].map((m) => m[2])
    expect(manifest).toContain('/offline-map.json')
    expect(manifest).toContain(section.url)
    expect(manifest).not.toContain(inSection!.url)
    const olderDocs = site.documents.filter((d) => d.latest === false).map((d) => `/${d.id}/`)
    expect(manifest.filter((u) => olderDocs.some((d) => u.startsWith(d)))).toEqual([])
  })

  it('opens rule pages with the network off once the service worker has precached the site', async () => {
    const { page, context } = ctx.phone
    await onlineOnceThenWorkerReady()
    await context.setOffline(true)
    try {
      // A rule stored as its own page.
      await page.goto(ctx.site.baseUrl + ownPage.url)
      await expect.poll(() => page.locator('h1').innerText()).toBe(nodeLabel(ownPage))
      // A section with its rules inline.
      await page.goto(ctx.site.baseUrl + section.url)
      await expect.poll(() => page.locator('h1').innerText()).toBe(nodeLabel(section))
      expect(await page.locator('ol.rules > li').count()).toBeGreaterThan(1)
      // A rule that is not stored by itself opens in its section, at the rule, with the rule's text.
      const [holder, anchor] = plan.offline[inSection!.url].split('#')
      await page.goto(ctx.site.baseUrl + inSection!.url)
      await page.waitForURL((u) => u.pathname === holder && u.hash === `#${anchor}`)
      expect(anchor).toBe(anchorId(inSection!))
      const entry = page.locator(`[id="${anchor}"]`)
      await expect.poll(() => entry.count()).toBe(1)
      expect(await entry.innerText()).toContain(inSection!.text.split('\n')[0].slice(0, 40))
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
