import { describe, expect, it } from 'vitest'
import type { Graph, GraphNode } from '../types'
import { INLINE_BUDGET } from './node-page'
import { isCurrent, pagePlan } from './page-plan'
import { buildSiteGraph } from './site-graph'
import { historyGraph, node } from './test-graph'

/**
 * historyGraph (cr-a 1999 -> cr-b 2004 -> cr-c 2009, and a FAQ in no series), with cr-c's rules inside a chapter
 * and two sections: 702 small enough to show its rules inline, 703 too big to.
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

  it('precaches the current versions only: the newest of a series and documents in no series', () => {
    expect(['cr-a', 'cr-b', 'cr-c', 'faq'].map((d) => isCurrent(site, d))).toEqual([false, false, true, true])
    expect(plan.precache).toEqual(expect.arrayContaining(['/cr-c', '/faq', '/faq/q1', '/cr-c/100.2']))
    expect(plan.precache).not.toContain('/cr-a')
    // 100.1's lineage ends in cr-b: it keeps a page (cached when visited), but cr-b is no current version.
    expect(plan.precache).not.toContain('/cr-b/100.1')
    expect(plan.precache.filter((u) => u.startsWith('/cr-a/') || u.startsWith('/cr-b/'))).toEqual([])
  })

  it('stores a section once with its rules inline, and opens a rule offline in that section at its anchor', () => {
    expect(plan.precache).toEqual(expect.arrayContaining(['/cr-c/7', '/cr-c/702']))
    expect(plan.precache).not.toContain('/cr-c/702.17')
    expect(plan.offline['/cr-c/702.17']).toBe('/cr-c/702#702.17')
    // A chapter lists its sections as links: a section is never sent to its chapter.
    expect(plan.offline['/cr-c/702']).toBeUndefined()
  })

  it('opens /r/NUMBER offline at the current rule with that number', () => {
    expect(plan.offline['/r/702.17']).toBe('/cr-c/702#702.17')
    expect(plan.offline['/r/703.1']).toBe('/cr-c/703.1')
    // 502.9 is only in older versions: nothing current to open.
    expect(plan.offline['/r/502.9']).toBeUndefined()
  })

  it('stores the rules of a section too big to show them inline as pages of their own', () => {
    expect(plan.precache).toEqual(expect.arrayContaining(['/cr-c/703', '/cr-c/703.1', '/cr-c/703.2']))
    expect(plan.offline['/cr-c/703.1']).toBeUndefined()
  })

  it('redirects every older version of a rule to its lineage page, at that version', () => {
    expect(plan.redirects).toEqual({
      '/cr-a/502.9': '/cr-c/702.17#v-cr-a',
      '/cr-b/502.9': '/cr-c/702.17#v-cr-b',
      '/cr-a/100.1': '/cr-b/100.1#v-cr-a',
    })
  })

  it('gives every node exactly one fate: stored, opened in its section, redirected, or a page of an older version', () => {
    const stored = new Set(plan.precache)
    for (const n of site.graph.nodes) {
      const fates = [stored.has(n.url), n.url in plan.offline, n.url in plan.redirects].filter(Boolean).length
      expect(fates, n.id).toBe(n.id === 'cr-b/100.1' || n.id === 'cr-a/702.17' ? 0 : 1)
    }
    expect(new Set(plan.precache).size).toBe(plan.precache.length)
  })
})
