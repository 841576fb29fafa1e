import { describe, expect, it } from 'vitest'
import type { GraphNode } from '../types'
import { readingAnchors, readingParts } from './reading-parts'
import { buildSiteGraph } from './site-graph'
import { historyGraph, node } from './test-graph'

/** cr-c with a chapter, two sections and rules with subrules; texts sized in tenths of a 100-character budget. */
function graph() {
  const g = historyGraph()
  g.nodes = g.nodes.filter((n) => n.doc !== 'cr-c')
  const t = (tenths: number) => 'x'.repeat(tenths * 10)
  const n = (local: string, kind: GraphNode['kind'], text: string, parent: string | null, children: string[], order: number): GraphNode => ({
    ...node('cr-c', local, text, { parent: parent && `cr-c/${parent}`, order }),
    kind,
    children: children.map((c) => `cr-c/${c}`),
  })
  g.nodes.push(
    n('7', 'chapter', '', null, ['701', '702'], 1),
    n('701', 'section', '', '7', ['701.1', '701.2'], 2),
    n('701.1', 'rule', t(8), '701', [], 3),
    n('701.2', 'rule', t(1), '701', ['701.2a'], 4),
    n('701.2a', 'rule', t(4), '701.2', [], 5),
    n('702', 'section', '', '7', ['702.1'], 6),
    n('702.1', 'rule', t(12), '702', [], 7),
  )
  return buildSiteGraph(g)
}

describe('readingParts', () => {
  const site = graph()
  const parts = readingParts(site, 'cr-c', 100)
  const ids = parts.map((p) => p.items.map((i) => i.node.id.slice('cr-c/'.length)))

  it('cuts a document in order, every node once, at most a budget per page unless one node is bigger', () => {
    // The first page is past three quarters full when 701.2 (a rule with subrules) comes: it starts the next page;
    // 702.1 is over the budget by itself.
    expect(ids).toEqual([['7', '701', '701.1'], ['701.2', '701.2a', '702'], ['702.1']])
    expect(parts.map((p) => p.url)).toEqual(['/read/cr-c/1', '/read/cr-c/2', '/read/cr-c/3'])
  })

  it('indents subrules only: headings and rules are depth 1', () => {
    expect(parts.flatMap((p) => p.items.map((i) => i.depth))).toEqual([1, 1, 1, 1, 2, 1, 1])
  })

  it("gives each node its page's URL with its anchor", () => {
    const at = readingAnchors(parts)
    expect(at.get('cr-c/701.2a')).toBe('/read/cr-c/2#701.2a')
    expect(at.size).toBe(7)
  })

  it('leaves out nodes without a page of their own (older versions)', () => {
    // Of cr-a, only 702.17 has a page: its lineage ends there. 502.9 and 100.1 have newer versions.
    expect(readingParts(site, 'cr-a', 100).flatMap((p) => p.items.map((i) => i.node.id))).toEqual(['cr-a/702.17'])
  })
})
