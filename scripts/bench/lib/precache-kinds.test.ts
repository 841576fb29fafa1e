import { describe, expect, it } from 'vitest'
import { historyGraph, node } from '../../../lib/site/test-graph'
import { precacheKinds } from './precache-kinds'

describe('precacheKinds', () => {
  it('names each precached URL by what it is', () => {
    const g = historyGraph()
    g.nodes.push({ ...node('cr-c', 'term-é', 'x'), kind: 'term' })
    const kind = precacheKinds(g)
    expect(
      ['/_next/static/chunks/a.js', '/search/manifest.json', '/sources/bethmo', '/cr-c/702.17', '/cr-c', '/read/cr-c/3', '/cr-c/term-%C3%A9', '/offline-map.json', '/'].map(kind),
    ).toEqual(['next chunks', 'search index', 'sources', 'page: rule', 'page: document', 'page: reading', 'page: term', 'shell and other', 'shell and other'])
  })
})
