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

/**
 * Four versions of an Infraction Procedure Guide (ipg-a 2010 ... ipg-d 2018) whose infraction keeps its words in
 * parts (a Definition under a section with no text of its own), as the judge parser gives them. Lineage "dec": 3.4
 * Drawing Extra Cards, Game Loss (2010); renumbered 2.3 with the same words (2014); its penalty a Warning (2015);
 * renamed Hidden Card Error with a new definition (2016); unchanged but for spacing and quote style (2018). 3.4 is
 * another infraction from 2014 on (lineage "shuf").
 */
export function judgeHistoryGraph(): Graph {
  const dates = [['ipg-a', '2010-01-01'], ['ipg-b', '2014-09-26'], ['ipg-c', '2015-10-02'], ['ipg-d', '2016-04-08'], ['ipg-e', '2018-04-27']]
  const documents = dates.map(([id, date], i) => ({
    ...doc(id, date, 'ipg', i > 0 ? dates[i - 1][0] : null, i === dates.length - 1),
    family: 'judge' as const,
    title: 'Infraction Procedure Guide',
  }))
  const section = (d: string, number: string, title: string, penalty: GraphNode['penalty'], definition: string, lineage: string, prev: string | null, order: number): GraphNode[] => {
    const id = `${d}/${number}`
    return [
      node(d, number, '', { kind: 'section', title: `Game Play Error — ${title}`, penalty, children: [`${id}.text-definition`], lineage, prev: prev, order }),
      node(d, `${number}.text-definition`, definition, {
        kind: 'text', number: null, title: 'Definition', parent: id, lineage: `${lineage}.text-definition`, prev: prev && `${prev}.text-definition`, order: order + 1,
      }),
    ]
  }
  const dec = 'ipg-a/3.4'
  const shuf = 'ipg-b/3.4'
  const draws = 'A player draws extra cards.'
  const hidden = 'A player commits an error that can’t be corrected by revealing cards.'
  const nodes: GraphNode[] = [
    ...section('ipg-a', '3.4', 'Drawing Extra Cards', 'Game Loss', draws, dec, null, 0),
    ...section('ipg-b', '2.3', 'Drawing Extra Cards', 'Game Loss', draws, dec, 'ipg-a/3.4', 0),
    ...section('ipg-b', '3.4', 'Insufficient Shuffling', 'Warning', 'A deck is not randomized.', shuf, null, 2),
    ...section('ipg-c', '2.3', 'Drawing Extra Cards', 'Warning', draws, dec, 'ipg-b/2.3', 0),
    ...section('ipg-c', '3.4', 'Insufficient Shuffling', 'Warning', 'A deck is not randomized.', shuf, 'ipg-b/3.4', 2),
    ...section('ipg-d', '2.3', 'Hidden Card Error', 'Warning', hidden, dec, 'ipg-c/2.3', 0),
    ...section('ipg-e', '2.3', 'Hidden Card Error', 'Warning', hidden.replace('’', "'").replace(' error', '  error'), dec, 'ipg-d/2.3', 0),
  ]
  return { version: 2, generated: '2026-01-01T00:00:00Z', documents, nodes }
}
