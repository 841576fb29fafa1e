import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, test } from 'vitest'
import { buildGraph } from '../ingest/build-graph.js'
import { contentDir } from '../graph/test-fixtures.js'
import { readContent } from '../../scripts/ingest.js'
import type { DocumentInfo, Graph, GraphNode } from '../types.js'
import { applyHistory } from './apply-history.js'

const fixture = fileURLToPath(new URL('./fixtures/three-versions-with-an-inserted-keyword-a-renamed-term-and-a-removed-rule/', import.meta.url))

function ingestFixture(): Graph {
  const sources = readdirSync(fixture)
    .filter((f) => f.endsWith('.txt'))
    .map((f) => ({ path: f, bytes: new Uint8Array(readFileSync(fixture + f)) }))
  const { graph, report } = buildGraph(sources)
  expect(report.failed).toEqual([])
  return graph
}

describe('three tiny versions: 2004, 2009 (renumbered, Deathtouch inserted), 2014 (Defender inserted)', () => {
  let graph: Graph
  let node: (id: string) => GraphNode
  beforeAll(() => {
    graph = ingestFixture()
    const byId = new Map(graph.nodes.map((n) => [n.id, n]))
    node = (id) => {
      const n = byId.get(id)
      if (!n) throw new Error(`no node ${id}`)
      return n
    }
  })

  test('the three complete versions form series cr, chained by date, the newest latest', () => {
    expect(graph.documents.map((d) => [d.id, d.series, d.previous, d.latest, d.updates])).toEqual([
      ['cr-2004', 'cr', null, false, null],
      ['cr-2009', 'cr', 'cr-2004', false, null],
      ['cr-2014', 'cr', 'cr-2009', true, null],
    ])
  })

  test('the first version has no changes; each node is its own lineage', () => {
    for (const n of graph.nodes.filter((n) => n.doc === 'cr-2004')) {
      expect([n.prev, n.change, n.lineage]).toEqual([null, null, n.id])
    }
  })

  test('Trample keeps one lineage through 502.3 -> 702.4 -> 702.5, heading and subrules alike', () => {
    expect([node('cr-2009/702.4').prev, node('cr-2009/702.4').change]).toEqual(['cr-2004/502.3', 'renumbered'])
    expect([node('cr-2014/702.5').prev, node('cr-2014/702.5').change]).toEqual(['cr-2009/702.4', 'renumbered'])
    expect(node('cr-2014/702.5').lineage).toBe('cr-2004/502.3')
    expect(node('cr-2014/702.5a').lineage).toBe('cr-2004/502.3a')
    expect(node('cr-2014/702.5b').lineage).toBe('cr-2004/502.3b')
  })

  test('a curly apostrophe where the old text had a straight one is no edit', () => {
    expect(node('cr-2009/702.4a').text).toContain('creature’s')
    expect(node('cr-2004/502.3a').text).toContain("creature's")
    expect(node('cr-2009/702.4a').change).toBe('renumbered')
  })

  test('a renumbered rule with a word added is renumbered-edited', () => {
    expect([node('cr-2009/702.3b').prev, node('cr-2009/702.3b').change]).toEqual(['cr-2004/502.2b', 'renumbered-edited'])
  })

  test('an era rewording under the same number is edited, and the untouched neighbours are same', () => {
    expect([node('cr-2009/300.2').prev, node('cr-2009/300.2').change]).toEqual(['cr-2004/300.2', 'edited'])
    expect(node('cr-2009/100.1').change).toBe('same')
    expect(node('cr-2014/300.2').change).toBe('same')
  })

  test('inserted keywords are added, with a lineage of their own', () => {
    for (const id of ['cr-2009/702.2', 'cr-2009/702.2a', 'cr-2014/702.3', 'cr-2014/702.3a', 'cr-2014/term-defender']) {
      expect([node(id).prev, node(id).change, node(id).lineage]).toEqual([null, 'added', id])
    }
    expect(node('cr-2014/702.2').lineage).toBe('cr-2009/702.2')
  })

  test('a removed rule continues in nothing: a new rule under its old number is added, not an edit of it', () => {
    expect(node('cr-2009/300.3').change).toBe('added')
    expect(graph.nodes.some((n) => n.prev === 'cr-2004/300.3')).toBe(false)
  })

  test('glossary terms match by title, a renamed era term included', () => {
    expect([node('cr-2009/term-trample').prev, node('cr-2009/term-trample').change]).toEqual(['cr-2004/term-trample', 'edited'])
    expect([node('cr-2009/term-exile').prev, node('cr-2009/term-exile').change]).toEqual(['cr-2004/term-removed-from-the-game', 'edited'])
    expect(node('cr-2014/term-exile').change).toBe('same')
    expect(node('cr-2014/term-exile').lineage).toBe('cr-2004/term-removed-from-the-game')
  })

  test('sections and chapters follow the renumbering by title', () => {
    expect([node('cr-2009/702').prev, node('cr-2009/702').change]).toEqual(['cr-2004/502', 'renumbered'])
    expect([node('cr-2009/7').prev, node('cr-2009/7').change]).toEqual(['cr-2004/5', 'renumbered'])
  })

  test('the title block, glossary and credits continue from version to version, though the title names the date', () => {
    expect(node('cr-2009/preface-1').title).not.toBe(node('cr-2004/preface-1').title)
    expect([node('cr-2009/preface-1').prev, node('cr-2009/preface-1').change]).toEqual(['cr-2004/preface-1', 'edited'])
    expect([node('cr-2009/glossary').prev, node('cr-2009/credits').prev]).toEqual(['cr-2004/glossary', 'cr-2004/credits'])
  })

  test('adding a newer version changes no lineage of the older ones', () => {
    const older = buildGraph(
      readdirSync(fixture)
        .filter((f) => f.endsWith('.txt') && f !== 'cr-2014.txt')
        .map((f) => ({ path: f, bytes: new Uint8Array(readFileSync(fixture + f)) })),
    ).graph
    const lineage = new Map(graph.nodes.map((n) => [n.id, n.lineage]))
    for (const n of older.nodes) expect(lineage.get(n.id)).toBe(n.lineage)
    expect(older.documents.find((d) => d.id === 'cr-2009')?.latest).toBe(true)
  })
})

describe('series membership', () => {
  test('the blog paste of sections 4-5 in content/ is in no series; its nodes are their own lineage', async () => {
    const { sources, manifest } = await readContent(contentDir)
    const { graph } = buildGraph(sources, manifest)
    const paste = graph.documents.find((d) => d.file === 'cr-2004-sections-4-5.txt')!
    expect(paste.family).toBe('cr')
    expect([paste.series, paste.previous, paste.latest, paste.updates]).toEqual([null, null, true, null])
    for (const n of graph.nodes.filter((n) => n.doc === paste.id)) expect([n.prev, n.change, n.lineage]).toEqual([null, null, n.id])
  })

  const info = (id: string, date: string | null): DocumentInfo => ({
    id,
    title: id,
    family: 'rulings',
    date,
    dateSource: 'manifest',
    author: null,
    origin: null,
    file: `${id}.txt`,
    bytes: 0,
    lines: 0,
    series: null,
    previous: null,
    latest: true,
    updates: null,
  })
  const entry = (doc: string, local: string, text: string): GraphNode => ({
    id: `${doc}/${local}`,
    doc,
    kind: 'ruling',
    number: local,
    title: null,
    text,
    parent: null,
    children: [],
    order: 0,
    url: `/${doc}/${local}`,
    lines: [1, 1],
    flags: [],
    citations: [],
    refs: [],
    sameNumber: [],
    related: [],
    prev: null,
    change: null,
    lineage: `${doc}/${local}`,
  })

  test('a parser-given series chains releases of any family; a changes-only file updates the release before it', () => {
    const docs = [
      info('r-2003', '2003-01-01'),
      info('r-2001', '2001-01-01'),
      info('r-2002-changes', '2002-06-01'),
      info('other', '2002-01-01'),
      info('r-undated', null),
    ]
    const nodes = [
      entry('r-2001', 'A.1.12', 'Copying a spell copies its choices.'),
      entry('r-2003', 'A.1.13', 'Copying a spell copies its choices, including modes.'),
      entry('r-2002-changes', 'A.1.12', 'Copying a spell copies its choices, including modes.'),
    ]
    const hints = new Map([
      ['r-2001', { series: 'dangelo' }],
      ['r-2003', { series: 'dangelo' }],
      ['r-2002-changes', { series: 'dangelo', changesOnly: true }],
      ['r-undated', { series: 'dangelo' }],
    ])
    const result = applyHistory(docs, nodes, hints)
    const d = new Map(docs.map((x) => [x.id, x]))
    expect([d.get('r-2001')!.previous, d.get('r-2001')!.latest]).toEqual([null, false])
    expect([d.get('r-2003')!.previous, d.get('r-2003')!.latest]).toEqual(['r-2001', true])
    expect([d.get('r-2002-changes')!.series, d.get('r-2002-changes')!.updates, d.get('r-2002-changes')!.latest]).toEqual([
      'dangelo',
      'r-2001',
      false,
    ])
    expect([d.get('other')!.series, d.get('other')!.latest]).toEqual([null, true])
    // Undated, a release cannot be placed in the chain: it keeps its series, and no other release points at it.
    expect([d.get('r-undated')!.series, d.get('r-undated')!.previous, d.get('r-undated')!.latest]).toEqual(['dangelo', null, false])
    expect(result.series.get('dangelo')!.map((x) => x.id)).toEqual(['r-2001', 'r-2003'])
    // The changes-only file is no version: the 2003 release continues 2001 directly.
    expect([nodes[1].prev, nodes[1].change, nodes[1].lineage]).toEqual(['r-2001/A.1.12', 'renumbered-edited', 'r-2001/A.1.12'])
    expect([nodes[2].prev, nodes[2].change]).toEqual([null, null])
    expect(result.versions).toEqual([
      { doc: 'r-2003', previous: 'r-2001', counts: { same: 0, edited: 0, renumbered: 0, 'renumbered-edited': 1, added: 0, removed: 0 }, removed: [] },
    ])
  })
})
