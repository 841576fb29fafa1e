import { describe, expect, it } from 'vitest'
import type { Graph, GraphNode } from '../types'
import { INLINE_BUDGET } from './node-page'
import { isCurrent, pagePlan } from './page-plan'
import { readingPartUrl } from './reading-parts'
import { buildSiteGraph } from './site-graph'
import { historyGraph, node } from './test-graph'

/**
 * historyGraph (cr-a 1999 -> cr-b 2004 -> cr-c 2009, and a FAQ in no series), with cr-c's rules inside a chapter
 * and two sections: 702 small, 703 with two rules of a whole reading page each.
 */
function planGraph(): Graph {
  const g = historyGraph()
  const at = (id: string) => g.nodes.find((n) => n.id === id)!
  const chapter: GraphNode = { ...node('cr-c', '7', 'Additional Rules'), kind: 'chapter', children: ['cr-c/702', 'cr-c/703'], order: 10 }
  const small: GraphNode = { ...node('cr-c', '702', ''), kind: 'section', title: 'Keyword Abilities', parent: 'cr-c/7', children: ['cr-c/702.17'], order: 11 }
  const big: GraphNode = { ...node('cr-c', '703', ''), kind: 'section', title: 'Turn-Based Actions', parent: 'cr-c/7', children: ['cr-c/703.1', 'cr-c/703.2'], order: 13 }
  const huge = 'x'.repeat(INLINE_BUDGET)
  const rules = [node('cr-c', '703.1', huge, { parent: 'cr-c/703', order: 14 }), node('cr-c', '703.2', huge, { parent: 'cr-c/703', order: 15 })]
  Object.assign(at('cr-c/702.17'), { parent: 'cr-c/702', order: 12 })
  g.nodes.push(chapter, small, big, ...rules)
  return g
}

describe('pagePlan', () => {
  const site = buildSiteGraph(planGraph())
  const plan = pagePlan(site)

  it("precaches the current documents' contents and reading pages, and no node page", () => {
    expect(['cr-a', 'cr-b', 'cr-c', 'faq'].map((d) => isCurrent(site, d))).toEqual([false, false, true, true])
    // cr-c: 100.2 .. 703 on one page, then each rule of a whole page's size alone.
    expect(plan.precache).toEqual(['/cr-c', '/faq', ...[1, 2, 3].map((i) => readingPartUrl('cr-c', i)), readingPartUrl('faq', 1)])
  })

  it('opens a current node offline on its reading page, at its anchor', () => {
    expect(plan.offline['/cr-c/702.17']).toBe('/read/cr-c/1#702.17')
    expect(plan.offline['/cr-c/7']).toBe('/read/cr-c/1#7')
    expect(plan.offline['/cr-c/703.1']).toBe('/read/cr-c/2#703.1')
    expect(plan.offline['/cr-c/703.2']).toBe('/read/cr-c/3#703.2')
    expect(plan.offline['/faq/q1']).toBe('/read/faq/1#q1')
    // 100.1's lineage ends in cr-b: it keeps a page (cached when visited), but cr-b is no current version.
    expect(plan.offline['/cr-b/100.1']).toBeUndefined()
  })

  it('opens /r/NUMBER offline at the current rule with that number', () => {
    expect(plan.offline['/r/702.17']).toBe('/read/cr-c/1#702.17')
    expect(plan.offline['/r/703.1']).toBe('/read/cr-c/2#703.1')
    // 502.9 is only in older versions: nothing current to open.
    expect(plan.offline['/r/502.9']).toBeUndefined()
  })

  it('redirects every older version of a rule to its lineage page, at that version', () => {
    expect(plan.redirects).toEqual({
      '/cr-a/502.9': '/cr-c/702.17#v-cr-a',
      '/cr-b/502.9': '/cr-c/702.17#v-cr-b',
      '/cr-a/100.1': '/cr-b/100.1#v-cr-a',
      // an older version's reading pages, shared while it was current: where their first rule is read now
      '/read/cr-a/1': '/read/cr-c/1#702.17',
      '/read/cr-b/1': '/read/cr-c/1#702.17',
    })
  })

  it('gives every node exactly one fate: opened on a reading page, redirected, or a page of an older version', () => {
    for (const n of site.graph.nodes) {
      const fates = [n.url in plan.offline, n.url in plan.redirects].filter(Boolean).length
      expect(fates, n.id).toBe(n.id === 'cr-b/100.1' || n.id === 'cr-a/702.17' ? 0 : 1)
    }
    expect(new Set(plan.precache).size).toBe(plan.precache.length)
  })

  it('stores the same pages whatever the number of older versions', () => {
    const newestOnly = planGraph()
    newestOnly.documents = newestOnly.documents.filter((d) => d.id === 'cr-c' || d.id === 'faq').map((d) => ({ ...d, previous: null }))
    newestOnly.nodes = newestOnly.nodes.filter((n) => n.doc === 'cr-c' || n.doc === 'faq').map((n) => ({ ...n, prev: null, change: null, lineage: n.id }))
    expect(pagePlan(buildSiteGraph(newestOnly)).precache).toEqual(plan.precache)
  })
})
