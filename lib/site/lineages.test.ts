import { describe, expect, it } from 'vitest'
import { lineageIndex, versionAnchor } from './lineages'
import { historyGraph } from './test-graph'

describe('lineageIndex', () => {
  const index = lineageIndex(historyGraph())

  it('lists a lineage newest first and names its newest member', () => {
    expect(index.members('cr-a/502.9').map((n) => n.id)).toEqual(['cr-c/702.17', 'cr-b/502.9', 'cr-a/502.9'])
    expect(index.newest('cr-a/502.9')?.id).toBe('cr-c/702.17')
    expect(index.newest('nope')).toBeUndefined()
    expect(index.lineageOf('cr-b/502.9')).toBe('cr-a/502.9')
  })

  it('gives a page to the newest member only, even when the lineage ends before the newest version', () => {
    expect(index.hasPage('cr-c/702.17')).toBe(true)
    expect(index.hasPage('cr-a/502.9')).toBe(false)
    expect(index.hasPage('cr-b/100.1')).toBe(true)
    expect(index.hasPage('cr-a/100.1')).toBe(false)
    expect(index.hasPage('faq/q1')).toBe(true)
    expect(index.hasPage('missing/1')).toBe(false)
  })

  it("sends an old version's URL to its entry in the newest member's History", () => {
    expect(versionAnchor('cr-a')).toBe('v-cr-a')
    expect(index.pageUrlOf('cr-a/502.9')).toBe('/cr-c/702.17#v-cr-a')
    expect(index.pageUrlOf('cr-c/702.17')).toBe('/cr-c/702.17')
    expect(index.pageUrlOf('cr-a/702.17')).toBe('/cr-a/702.17')
    expect(index.pageUrlOf('faq/q1')).toBe('/faq/q1')
    expect(index.pageUrlOf('missing/1')).toBeNull()
  })
})
