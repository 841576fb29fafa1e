import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Graph } from '../types'
import { GraphFileError, graphPath, pageUrls, readGraphFile } from './graph-file.mjs'
import { anchorId, formatBytes, formatDate, nodeLabel } from './labels'
import { childrenView, documentContents, INLINE_BUDGET, nodePage } from './node-page'
import { buildSiteGraph } from './site-graph'
import { citationsOf, sourceSummaries, timelineData } from './sources'

const fixture = join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'site-graph.json')
const graph = readGraphFile(fixture)
const site = buildSiteGraph(graph)

function tempFile(content: string) {
  const dir = mkdtempSync(join(tmpdir(), 'site-graph-'))
  writeFileSync(join(dir, 'graph.json'), content)
  return dir
}

describe('graph-file', () => {
  it('reads graph.json from RULES_DATA_DIR, else ./data', () => {
    expect(graphPath({ RULES_DATA_DIR: '/x/y' })).toBe('/x/y/graph.json')
    expect(graphPath({})).toBe(join(process.cwd(), 'data', 'graph.json'))
  })

  it('says what is wrong and to run npm run ingest when the graph is missing or corrupt', () => {
    const cases: Array<[string | null, RegExp]> = [
      [null, /missing: .*graph\.json does not exist/],
      ['{"version":1,"documents":[', /corrupt: .* is not valid JSON/],
      ['[]', /corrupt: .* is not a JSON object/],
      ['{"version":99,"documents":[],"nodes":[]}', /version 99/],
      ['{"version":2,"documents":[],"nodes":[{"id":"a/1","doc":"a","text":"","children":[]}]}', /unknown document a/],
    ]
    for (const [content, message] of cases) {
      const dir = content === null ? mkdtempSync(join(tmpdir(), 'site-graph-')) : tempFile(content)
      let error: unknown
      try {
        readGraphFile(join(dir, 'graph.json'))
      } catch (e) {
        error = e
      }
      expect(error).toBeInstanceOf(GraphFileError)
      expect((error as Error).message).toMatch(message)
      expect((error as Error).message).toContain('npm run ingest')
    }
  })

  it('lists every page to precache: home, documents, nodes and sources', () => {
    const urls = pageUrls(graph)
    expect(urls.slice(0, 5)).toEqual(['/', '/search', '/sources', '/timeline', '/offline'])
    for (const d of graph.documents) expect(urls).toContain(`/${d.id}`)
    for (const n of graph.nodes) expect(urls).toContain(n.url)
    expect(urls).toContain('/sources/bethmo')
    expect(new Set(urls).size).toBe(urls.length)
  })
})

describe('site graph', () => {
  it('indexes numbers across documents and keeps document order', () => {
    expect(site.byNumber('419.6a').map((n) => n.id)).toEqual(['rulings-2004/419.6a', 'cr-2004/419.6a'])
    const orders = site.nodesOf('cr-2004').map((n) => n.order)
    expect(orders).toEqual([...orders].sort((a, b) => a - b))
  })

  it('knows what refers to a node and what cites it', () => {
    expect(site.referencedBy('cr-2004/502.28').map((n) => n.id)).toEqual(['cr-2004/502.2b'])
    expect(site.referencedBy('cr-2004/419.6d').map((n) => n.id)).toEqual(['rulings-2004/419.6a'])
  })
})

describe('node page', () => {
  it('gathers breadcrumbs up to the chapter, previous/next, and the links of a rule', () => {
    const p = nodePage(site, 'cr-2004/502.2b')!
    expect(p.breadcrumbs.map((b) => b.id)).toEqual(['cr-2004/5', 'cr-2004/502', 'cr-2004/502.2'])
    expect(p.prev?.id).toBe('cr-2004/502.2a')
    expect(p.next?.id).toBe('cr-2004/502.2c')
    expect(p.refersTo.map((n) => n.id)).toEqual(['cr-2004/502.28'])
    expect(p.children.mode).toBe('none')
  })

  it('lists references outside the corpus separately, and same-number and related nodes', () => {
    const p = nodePage(site, 'cr-2004/419.6d')!
    expect(p.refersTo).toEqual([])
    expect(p.unresolvedRefs).toEqual(['rule 502.28'])
    expect(nodePage(site, 'cr-2004/419.6a')!.sameNumber.map((n) => n.id)).toEqual(['rulings-2004/419.6a'])
    expect(nodePage(site, 'faq/topic-combat')!.related.map((n) => n.id)).toEqual(['cr-2004/502.2'])
  })

  it('shows a section with its rules inline, a chapter as links', () => {
    const section = childrenView(site, site.node('cr-2004/502')!)
    expect(section.mode).toBe('inline')
    if (section.mode === 'inline') {
      expect(section.nodes.map((x) => x.node.id)).toEqual([
        'cr-2004/502.1', 'cr-2004/502.2', 'cr-2004/502.2a', 'cr-2004/502.2b', 'cr-2004/502.2c', 'cr-2004/502.28', 'cr-2004/502.28a',
      ])
      expect(section.nodes.find((x) => x.node.id === 'cr-2004/502.2a')?.depth).toBe(2)
    }
    expect(childrenView(site, site.node('cr-2004/5')!).mode).toBe('links')
    expect(nodePage(site, 'nope/1')).toBeNull()
  })

  it('falls back to fewer levels, then to links, when a section is too big to inline', () => {
    const big = structuredClone(graph) as Graph
    for (const n of big.nodes) if (n.parent === 'cr-2004/502.2') n.text = 'x'.repeat(INLINE_BUDGET)
    const bigSite = buildSiteGraph(big)
    const v = childrenView(bigSite, bigSite.node('cr-2004/502')!)
    expect(v.mode === 'inline' && v.nodes.every((x) => x.depth === 1)).toBe(true)
    expect(childrenView(bigSite, bigSite.node('cr-2004/502.2')!).mode).toBe('links')
  })

  it('a document contents lists top-level nodes and the containers under them', () => {
    const toc = documentContents(site, 'rulings-2002')
    expect(toc.map((t) => t.node.id)).toEqual(['rulings-2002/T'])
    expect(toc[0].sub.map((n) => n.id)).toEqual(['rulings-2002/T.1', 'rulings-2002/T.2'])
  })
})

describe('labels', () => {
  it('names nodes by number and title, else by their first words', () => {
    expect(nodeLabel(site.node('cr-2004/502.2')!)).toBe('502.2 First Strike')
    expect(nodeLabel(site.node('cr-2004/502.2b')!)).toBe('502.2b')
    expect(nodeLabel(site.node('faq/topic-copying')!)).toBe('Copying')
    expect(nodeLabel(site.node('faq/topic-copying.q1')!)).toBe('Q: What parts of a card can be copied?')
    expect(anchorId(site.node('rulings-2002/T.1.note-1')!)).toBe('T.1.note-1')
  })

  it('drops forum markup from labels, as the page body does', () => {
    const q = { ...site.node('faq/topic-copying.q1')!, title: 'Does [c]Clone[/c] copy [post=12]protection[/post]?' }
    expect(nodeLabel(q)).toBe('Does Clone copy protection?')
  })

  it('formats sizes and dates without locale surprises', () => {
    expect(formatBytes(9523)).toBe('9.3 KB')
    expect(formatBytes(954522)).toBe('932.2 KB')
    expect(formatDate('2004-01-15')).toBe('15 Jan 2004')
    expect(formatDate(null)).toBe('undated')
  })
})

describe('sources and timeline', () => {
  it('counts citations per source, most cited first, with their span', () => {
    const s = sourceSummaries(site)
    expect(s[0]).toEqual({ key: 'comprules', name: 'CompRules', count: 4, first: '1999-04-23', last: '2003-07-01' })
    expect(s.map((x) => x.key).sort()).toEqual(['bethmo', 'comprules', 'dangelo', 'wotc-rules-team'])
  })

  it('lists the rulings citing a source, oldest first', () => {
    expect(citationsOf(site, 'dangelo').map((c) => [c.node.id, c.citation.date])).toEqual([
      ['rulings-2002/T.1.Ruling.2', '1998-02-03'],
      ['rulings-2004/419.6a', '2003-08-12'],
    ])
  })

  it('counts dated citations per year and source', () => {
    const t = timelineData(site)
    expect(t.find((d) => d.year === 1999 && d.source === 'CompRules')?.count).toBe(2)
    expect(t.map((d) => d.year)).toEqual([...t.map((d) => d.year)].sort((a, b) => a - b))
  })
})
