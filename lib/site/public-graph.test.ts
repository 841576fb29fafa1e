import { describe, expect, it } from 'vitest'
import { linkGraph } from '../graph/link'
import type { Graph, GraphNode } from '../types'
import { compactGraph, expandGraph, type CompactGraph } from './public-graph'
import { doc, historyGraph, judgeHistoryGraph, node } from './test-graph'

/** Compacts a copy (so a compactGraph that wrote into its input is caught), checks the round trip, returns the compact form. */
function roundTrip(graph: Graph): CompactGraph {
  const input = structuredClone(graph)
  const compact = compactGraph(input)
  expect(input).toEqual(graph)
  // Through JSON, as a reader gets it: nothing may hang on an undefined or a shared object.
  const read: CompactGraph = JSON.parse(JSON.stringify(compact))
  const readCopy = structuredClone(read)
  const full = expandGraph(read)
  expect(read).toEqual(readCopy)
  expect(full).toEqual(graph)
  // Key order too: the expanded graph is the same file.
  expect(JSON.stringify(full)).toBe(JSON.stringify(graph))
  expect(JSON.stringify(compact).length).toBeLessThan(JSON.stringify(graph).length)
  return read
}

/** linkGraph as the ingest runs it, so `sameNumber` is what the ingest writes. */
function linked(graph: Graph): Graph {
  for (const n of graph.nodes) n.sameNumber = []
  linkGraph(graph.documents, graph.nodes, new Map(graph.documents.map((d) => [d.id, d.series ?? undefined])))
  return graph
}

const compactNode = (c: CompactGraph, id: string) => c.nodes.find((n) => n.id === id) ?? expect.unreachable(`no node ${id}`)

describe('compactGraph / expandGraph', () => {
  it('marks the compact form and keeps the version, the documents and the situations as they are', () => {
    const g = { ...linked(historyGraph()), situations: { 'cr-a/502.9': ['my creature had trample'] } }
    const c = roundTrip(g)
    expect(Object.keys(c)).toEqual(['version', 'compact', 'generated', 'documents', 'nodes', 'situations'])
    expect([c.version, c.compact]).toEqual([2, 1])
    expect(c.documents).toEqual(g.documents)
    expect(c.situations).toEqual(g.situations)
  })

  it('leaves out a url that is /id, nulls and empty lists, and keeps a url that is not', () => {
    const g = linked(historyGraph())
    g.nodes[0].url = '/cr-a/502.9#elsewhere'
    g.nodes[0].flags = ['new']
    g.nodes[0].title = 'Trample'
    const c = roundTrip(g)
    const first = compactNode(c, 'cr-a/502.9')
    expect(first.url).toBe('/cr-a/502.9#elsewhere')
    expect([first.title, first.flags]).toEqual(['Trample', ['new']])
    const added = compactNode(c, 'cr-c/100.2')
    expect(Object.keys(added)).toEqual(['id', 'kind', 'number', 'text', 'order', 'lines', 'change'])
    for (const n of c.nodes) {
      for (const [key, value] of Object.entries(n)) {
        expect(value, `${n.id} ${key}`).not.toBeNull()
        if (key !== 'sameNumber') expect(value, `${n.id} ${key}`).not.toEqual([])
      }
    }
  })

  it('leaves out a text equal to its prev node`s, wherever that node is in nodes[], and keeps one that differs', () => {
    const g = linked(historyGraph())
    // A third version of 100.1 with the same words: the chain cr-c -> cr-b -> cr-a ends at the one text written.
    g.nodes.push(node('cr-c', '100.1', 'An old rule.', { lineage: 'cr-a/100.1', prev: 'cr-b/100.1', change: 'same', order: 2 }))
    for (const nodes of [g.nodes, [...g.nodes].reverse()]) {
      const c = roundTrip(linked({ ...g, nodes: structuredClone(nodes) }))
      expect('text' in compactNode(c, 'cr-b/100.1')).toBe(false)
      expect('text' in compactNode(c, 'cr-c/100.1')).toBe(false)
      expect(compactNode(c, 'cr-a/100.1').text).toBe('An old rule.')
      // edited from cr-a, then renumbered with the same words
      expect(compactNode(c, 'cr-b/502.9').text).toBe('Trample: the attacking creature assigns combat damage.')
      expect('text' in compactNode(c, 'cr-c/702.17')).toBe(false)
    }
  })

  it('keeps the text of a node whose prev is not in the graph', () => {
    const g = linked(historyGraph())
    g.nodes = g.nodes.filter((n) => n.doc !== 'cr-a')
    g.documents = g.documents.filter((d) => d.id !== 'cr-a')
    const c = roundTrip(g)
    expect(compactNode(c, 'cr-b/100.1')).toMatchObject({ prev: 'cr-a/100.1', text: 'An old rule.' })
  })

  it('keeps one text and one lineage of a loop of prev links with equal ones', () => {
    const g = linked(historyGraph())
    g.nodes.push(
      node('cr-c', 'x', 'Loop.', { number: null, prev: 'cr-b/x', order: 5, lineage: 'loop' }),
      node('cr-b', 'x', 'Loop.', { number: null, prev: 'cr-c/x', order: 5, lineage: 'loop' }),
      node('cr-a', 'self', 'Itself.', { number: null, prev: 'cr-a/self', order: 5 }),
    )
    const c = roundTrip(g)
    expect(['cr-c/x', 'cr-b/x'].filter((id) => 'text' in compactNode(c, id))).toHaveLength(1)
    expect(['cr-c/x', 'cr-b/x'].filter((id) => 'lineage' in compactNode(c, id))).toHaveLength(1)
    expect(compactNode(c, 'cr-a/self').text).toBe('Itself.')
  })

  it('leaves out sameNumber where it is what linkGraph derives, a ~ duplicate and a judge series included', () => {
    const cr = linked(historyGraph())
    cr.nodes.push(node('cr-b', '100.1~2', 'A duplicate 100.1.', { number: '100.1', order: 3 }))
    const crFull = linked(structuredClone(cr))
    expect(crFull.nodes.find((n) => n.id === 'cr-a/502.9')!.sameNumber).toEqual(['cr-b/502.9'])
    const c = roundTrip(crFull)
    expect(c.nodes.filter((n) => 'sameNumber' in n)).toEqual([])

    // MTR 2.3 is no IPG 2.3, and neither is a rulings 2.3: the judge documents' numbers are keyed by their series.
    const judge = judgeHistoryGraph()
    judge.documents.push(
      { ...doc('mtr-a', '2015-01-01', 'mtr', null, true), family: 'judge' },
      { ...doc('rulings-a', '2015-01-01', null, null, true), family: 'rulings' },
    )
    judge.nodes.push(node('mtr-a', '2.3', 'Tournament roles.'), node('rulings-a', '2.3', 'A ruling numbered 2.3.'))
    const j = linked(judge)
    expect(j.nodes.find((n) => n.id === 'ipg-b/2.3')!.sameNumber).toEqual(['ipg-c/2.3', 'ipg-d/2.3', 'ipg-e/2.3'])
    expect(j.nodes.find((n) => n.id === 'mtr-a/2.3')!.sameNumber).toEqual([])
    const jc = roundTrip(j)
    expect(jc.nodes.filter((n) => 'sameNumber' in n)).toEqual([])
  })

  it('leaves out doc, lineage and children where they are derived, and keeps each where it is not', () => {
    const g = linked(judgeHistoryGraph())
    const at = (id: string) => g.nodes.find((n) => n.id === id)!
    // a lineage that is not its prev's (a link the history step made otherwise), and one with no prev that is not the id
    at('ipg-c/3.4').lineage = 'elsewhere'
    at('ipg-b/3.4').lineage = 'ipg-b/3.4'
    g.nodes.push(node('ipg-e', 'orphan', 'Alone.', { number: null, lineage: 'not-its-id', order: 9 }))
    // children out of their nodes[] order, and an empty list where a node names this one as its parent
    g.nodes.push(node('ipg-e', '2.3.text-example', 'An example.', { number: null, kind: 'text', parent: 'ipg-e/2.3', order: 2 }))
    at('ipg-e/2.3').children = ['ipg-e/2.3.text-example', 'ipg-e/2.3.text-definition']
    at('ipg-d/2.3').children = []
    const c = roundTrip(g)
    for (const n of c.nodes) expect('doc' in n, n.id).toBe(false)
    expect(compactNode(c, 'ipg-c/3.4').lineage).toBe('elsewhere')
    expect('lineage' in compactNode(c, 'ipg-b/3.4')).toBe(false)
    expect(compactNode(c, 'ipg-e/orphan').lineage).toBe('not-its-id')
    // the lineage of a renumbered and renamed section, from its prev back to the first version's id
    expect(['ipg-b/2.3', 'ipg-c/2.3', 'ipg-d/2.3', 'ipg-e/2.3'].filter((id) => 'lineage' in compactNode(c, id))).toEqual([])
    expect(compactNode(c, 'ipg-e/2.3').children).toEqual(['ipg-e/2.3.text-example', 'ipg-e/2.3.text-definition'])
    expect(compactNode(c, 'ipg-d/2.3').children).toEqual([])
    expect('children' in compactNode(c, 'ipg-c/2.3')).toBe(false)
    // a doc that is not the id's prefix is written
    const odd = linked(historyGraph())
    odd.documents.push({ ...doc('x', null, null, null, true) })
    odd.nodes.push({ ...node('x', 'q', 'Elsewhere.'), doc: 'faq' })
    expect(compactNode(roundTrip(odd), 'x/q').doc).toBe('faq')
  })

  it('keeps a sameNumber that is not what linkGraph would derive, an empty one included', () => {
    // historyGraph's nodes were never linked: cr-a/502.9 and cr-b/502.9 share a number but their sameNumber is [].
    const g = historyGraph()
    g.nodes[2].sameNumber = ['faq/q1']
    const c = roundTrip(g)
    expect(compactNode(c, 'cr-a/502.9').sameNumber).toEqual([])
    expect(compactNode(c, 'cr-a/702.17').sameNumber).toEqual(['faq/q1'])
    expect('sameNumber' in compactNode(c, 'cr-c/100.2')).toBe(false)
  })

  it('keeps the fields it does not know and the optional ones as they are', () => {
    const g = linked(judgeHistoryGraph())
    const n = g.nodes.find((x) => x.id === 'ipg-b/2.3.text-definition')!
    n.restored = [{ at: 3, char: 'é', from: 'ipg-a/3.4.text-definition' }]
    ;(n as GraphNode & { extra?: unknown }).extra = { null: null, empty: [] }
    const c = roundTrip(g)
    expect(compactNode(c, 'ipg-b/2.3.text-definition')).toMatchObject({ restored: n.restored, extra: { null: null, empty: [] } })
    expect(compactNode(c, 'ipg-a/3.4').penalty).toBe('Game Loss')
    expect(compactNode(c, 'ipg-a/3.4')).toMatchObject({ text: '' })
  })

  it('refuses what is not a compact graph, and a node with no text to take', () => {
    const g = linked(historyGraph())
    expect(() => expandGraph(g as unknown as CompactGraph)).toThrow(/not a compact graph/)
    const c = compactGraph(g)
    delete c.nodes.find((n) => n.id === 'cr-a/100.1')!.text
    expect(() => expandGraph(c)).toThrow(/cr-a\/100.1 has no text/)
  })
})
