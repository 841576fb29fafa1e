import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { buildGraph } from '../lib/ingest/build-graph.js'
import { buildPermalinks, checkPermalinks, mergeKnown, parseKnown, permalinkTargets } from '../lib/site/permalinks.js'
import { historyGraph } from '../lib/site/test-graph.js'
import { readContent } from '../scripts/ingest.js'

describe('permalinks', () => {
  it('every permalink ever recorded still opens a page of this build, or is redirected to one', async () => {
    const content = await readContent('content')
    const graph = buildGraph(content.sources, content.manifest).graph
    const { pages, redirects: versionRedirects } = permalinkTargets(graph)
    const known = parseKnown(readFileSync('permalinks/known.txt', 'utf8'))
    const redirects = JSON.parse(readFileSync('permalinks/redirects.json', 'utf8'))
    expect(known.length).toBeGreaterThan(500)
    const check = checkPermalinks(known, pages, { ...versionRedirects, ...redirects })
    expect(check.dropped, 'run `npm run permalinks` to see them; redirect each in permalinks/redirects.json').toEqual([])
    expect(check.danglingRedirects).toEqual([])
  })

  it('catches a dropped link and accepts it once redirected', () => {
    const known = ['/cr-2004/419.6a', '/cr-2004/419.6b']
    const current = ['/cr-2004/419.6a', '/cr-2004/614.6b']
    expect(checkPermalinks(known, current, {}).dropped).toEqual(['/cr-2004/419.6b'])
    expect(checkPermalinks(known, current, { '/cr-2004/419.6b': '/cr-2004/614.6b' })).toEqual({ dropped: [], danglingRedirects: [] })
    expect(checkPermalinks(known, current, { '/cr-2004/419.6b': '/cr-2004/999' }).danglingRedirects).toHaveLength(1)
  })

  it("answers an older version's node with a redirect to its lineage page, and that counts as resolving", () => {
    const graph = historyGraph()
    const { pages, redirects } = permalinkTargets(graph)
    // Every node's URL is a permalink; only each lineage's newest member is a page.
    expect(buildPermalinks(graph)).toContain('/cr-a/502.9')
    expect(pages).toContain('/cr-c/702.17')
    expect(pages).not.toContain('/cr-a/502.9')
    expect(redirects['/cr-a/502.9']).toBe('/cr-c/702.17#v-cr-a')
    expect(redirects['/cr-b/502.9']).toBe('/cr-c/702.17#v-cr-b')
    // 100.1 was removed after cr-b: its last version keeps the page, the older one leads there.
    expect(pages).toContain('/cr-b/100.1')
    expect(redirects['/cr-a/100.1']).toBe('/cr-b/100.1#v-cr-a')
    expect(Object.keys(redirects).length + pages.length).toBe(graph.nodes.length + graph.documents.length)
    expect(checkPermalinks(buildPermalinks(graph), pages, redirects)).toEqual({ dropped: [], danglingRedirects: [] })
    expect(checkPermalinks(buildPermalinks(graph), pages, {}).dropped).toEqual(['/cr-a/100.1', '/cr-a/502.9', '/cr-b/502.9'])
  })

  it('the record only grows', () => {
    expect(mergeKnown(['/b', '/a'], ['/c', '/a'])).toEqual(['/a', '/b', '/c'])
    expect(parseKnown('# comment\n/a\n\n/b\n')).toEqual(['/a', '/b'])
  })
})
