import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { buildGraph } from '../lib/graph/build-graph.js'
import { buildPermalinks, checkPermalinks, mergeKnown, parseKnown } from '../lib/graph/permalinks.js'
import { readContent } from '../scripts/ingest.js'

describe('permalinks', () => {
  it('every permalink ever recorded still opens a page of this build, or is redirected to one', () => {
    const content = readContent('content')
    const current = buildPermalinks(buildGraph(content.sources, content.manifest).graph)
    const known = parseKnown(readFileSync('permalinks/known.txt', 'utf8'))
    const redirects = JSON.parse(readFileSync('permalinks/redirects.json', 'utf8'))
    expect(known.length).toBeGreaterThan(500)
    const check = checkPermalinks(known, current, redirects)
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

  it('the record only grows', () => {
    expect(mergeKnown(['/b', '/a'], ['/c', '/a'])).toEqual(['/a', '/b', '/c'])
    expect(parseKnown('# comment\n/a\n\n/b\n')).toEqual(['/a', '/b'])
  })
})
