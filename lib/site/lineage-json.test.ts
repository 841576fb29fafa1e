import { describe, expect, it } from 'vitest'
import { lineageJsonPath, lineageJsons } from './lineage-json'
import { buildSiteGraph } from './site-graph'
import { historyGraph } from './test-graph'

describe('lineageJsons', () => {
  const all = [...lineageJsons(buildSiteGraph(historyGraph()))]
  const byLineage = new Map(all.map((j) => [j.lineage, j]))

  it('writes one file per lineage of a versioned document, none for a document in no series', () => {
    expect([...byLineage.keys()].sort()).toEqual(['cr-a/100.1', 'cr-a/502.9', 'cr-a/702.17', 'cr-c/100.2'])
    expect(lineageJsonPath('cr-a/502.9')).toBe('lineage/cr-a/502.9.json')
  })

  it('carries the current text, every version newest first, text only where it changed, and the diffs', () => {
    const t = byLineage.get('cr-a/502.9')!
    expect(t.current).toMatchObject({ id: 'cr-c/702.17', number: '702.17', date: '2009-07-11', url: '/cr-c/702.17' })
    expect(t.removedIn).toBeNull()
    expect(t.versions.map((v) => [v.id, v.number, v.change, v.url, 'text' in v, 'diff' in v])).toEqual([
      ['cr-c/702.17', '702.17', 'renumbered', '/cr-c/702.17', false, false],
      ['cr-b/502.9', '502.9', 'edited', '/cr-c/702.17#v-cr-b', true, true],
      ['cr-a/502.9', '502.9', null, '/cr-c/702.17#v-cr-a', true, false],
    ])
    expect(t.versions[1].diff!.some((p) => p.op === 'ins' && p.text.includes('combat'))).toBe(true)
    expect(JSON.parse(JSON.stringify(t))).toEqual(t)
    expect(byLineage.get('cr-a/100.1')!.removedIn).toEqual({ doc: 'cr-c', date: '2009-07-11' })
  })
})
