// A small in-memory graph for lib/site tests: three versions of a rules series and one document in no series.
import type { DocumentInfo, Graph, GraphNode } from '../types'

export function doc(id: string, date: string | null, series: string | null, previous: string | null, latest: boolean): DocumentInfo {
  return {
    id, title: `Rules ${date ?? ''}`.trim(), family: 'cr', date, dateSource: 'text', author: null, origin: null, file: `${id}.txt`,
    bytes: 0, lines: 0, series, previous, latest, updates: null,
  }
}

export function node(d: string, local: string, text: string, extra: Partial<GraphNode> = {}): GraphNode {
  const id = `${d}/${local}`
  return {
    id, doc: d, kind: 'rule', number: local, title: null, text, parent: null, children: [], order: 0, url: `/${id}`,
    lines: [1, 1], flags: [], citations: [], refs: [], sameNumber: [], related: [], prev: null, change: null, lineage: id, ...extra,
  }
}

/**
 * cr-a (1999) -> cr-b (2004) -> cr-c (2009). Lineage "trample": 502.9 (1999), 502.9 edited (2004), 702.17 renumbered
 * (2009). Lineage "old": 100.1 in 1999 and 2004, removed in 2009. 702.17 in 1999 meant another rule (lineage "x").
 * 100.2 is added in 2009. faq/q1 is in no series.
 */
export function historyGraph(): Graph {
  const documents = [
    doc('cr-a', '1999-04-23', 'cr', null, false),
    doc('cr-b', '2004-10-01', 'cr', 'cr-a', false),
    doc('cr-c', '2009-07-11', 'cr', 'cr-b', true),
    { ...doc('faq', null, null, null, true), family: 'faq' as const },
  ]
  const t = 'cr-a/502.9'
  const nodes: GraphNode[] = [
    node('cr-a', '502.9', 'Trample: the attacking creature <b>assigns</b> damage.', { lineage: t }),
    node('cr-a', '100.1', 'An old rule.', { lineage: 'cr-a/100.1', order: 1 }),
    node('cr-a', '702.17', 'Another ability entirely.', { lineage: 'cr-a/702.17', order: 2 }),
    node('cr-b', '502.9', 'Trample: the attacking creature assigns combat damage.', { lineage: t, prev: t, change: 'edited' }),
    node('cr-b', '100.1', 'An old rule.', { lineage: 'cr-a/100.1', prev: 'cr-a/100.1', change: 'same', order: 1 }),
    node('cr-c', '702.17', 'Trample: the attacking creature assigns combat damage.', { lineage: t, prev: 'cr-b/502.9', change: 'renumbered' }),
    node('cr-c', '100.2', 'A new rule.', { lineage: 'cr-c/100.2', change: 'added', order: 1 }),
    { ...node('faq', 'q1', 'Does trample work?'), kind: 'qa', number: null },
  ]
  return { version: 2, generated: '2026-01-01T00:00:00Z', documents, nodes }
}
