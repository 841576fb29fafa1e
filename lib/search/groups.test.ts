import { describe, expect, it } from 'vitest'
import type { Graph } from '../types.js'
import { buildSearch } from './build.js'
import { docGroup, docShortName, parseGroups } from './groups.js'
import { engineFromBuilt } from './node.js'

describe('the document filter: groups of documents by what they are', () => {
  it('reads a group from the family and series in the manifest', () => {
    expect(docGroup({ family: 'cr', series: 'cr' })).toBe('cr')
    expect(docGroup({ family: 'cr', series: null })).toBe('cr')
    expect(docGroup({ family: 'judge', series: 'ipg' })).toBe('ipg')
    expect(docGroup({ family: 'judge', series: 'mtr' })).toBe('mtr')
    expect(docGroup({ family: 'judge', series: 'jar' })).toBe('jar')
    expect(docGroup({ family: 'judge', series: null })).toBeNull()
    expect(docGroup({ family: 'rulings', series: 'dangelo-general' })).toBe('rulings')
    expect(docGroup({ family: 'newsgroup', series: null })).toBe('rulings')
    expect(docGroup({ family: 'faq', series: null })).toBe('qa')
    expect(docGroup({ family: 'article', series: null })).toBe('qa')
    expect(docShortName({ family: 'judge', series: 'ipg' })).toBe('IPG')
    expect(docShortName({ family: 'cr', series: 'cr' })).toBe('CR')
    expect(docShortName({ family: 'faq', series: null })).toBeNull()
  })

  it('parses a URL\'s or a command line\'s names: commas, repeats, case, aliases; unknown names are reported', () => {
    expect(parseGroups('ipg')).toEqual({ groups: ['ipg'], unknown: [] })
    expect(parseGroups('IPG,mtr')).toEqual({ groups: ['mtr', 'ipg'], unknown: [] })
    expect(parseGroups(['jar', 'cr', 'jar'])).toEqual({ groups: ['cr', 'jar'], unknown: [] })
    expect(parseGroups('Q&A, faq ,cards')).toEqual({ groups: ['qa', 'cards'], unknown: [] })
    expect(parseGroups('ipg,nonsense')).toEqual({ groups: ['ipg'], unknown: ['nonsense'] })
    expect(parseGroups(null)).toEqual({ groups: [], unknown: [] })
    expect(parseGroups('')).toEqual({ groups: [], unknown: [] })
  })
})

const doc = (id: string, family: string, series: string | null, date: string, latest = true) => ({
  id, title: id, family, date, dateSource: 'text', author: null, origin: null, file: `${id}.txt`, bytes: 0, lines: 0, series, previous: null, latest, updates: null,
})
let order = 0
const node = (id: string, text: string, o: { number?: string; title?: string; parent?: string; kind?: string; lineage?: string; change?: string } = {}) => ({
  id, doc: id.slice(0, id.indexOf('/')), kind: o.kind ?? 'rule', number: o.number ?? null, title: o.title ?? null, text, parent: o.parent ?? null,
  children: [], order: order++, url: `/${id}`, lines: [order, order], flags: [], citations: [], refs: [], sameNumber: [], related: [], prev: null,
  change: o.change ?? null, lineage: o.lineage ?? id,
})

/** One document of each group, each saying "shuffle", and two versions of the guide. */
export const groupsGraph = (): Graph =>
  ({
    generated: '2026-01-16',
    report: [],
    documents: [
      doc('cr', 'cr', 'cr', '2026-01-16'),
      doc('mtr', 'judge', 'mtr', '2024-05-13'),
      doc('ipg-2018', 'judge', 'ipg', '2018-04-27', false),
      doc('ipg', 'judge', 'ipg', '2021-02-05'),
      doc('jar', 'judge', 'jar', '2020-09-25'),
      doc('dangelo', 'rulings', null, '2002-10-01'),
      doc('summary', 'newsgroup', null, '1994-02-22'),
      doc('faq', 'faq', null, '2004-01-01'),
      doc('notes', 'article', null, '2024-01-01'),
    ],
    nodes: [
      node('cr/701.24a', 'To shuffle a library means to randomize it.', { number: '701.24a' }),
      node('mtr/3.10', 'Decks must be randomized: shuffle at the start of every game.', { number: '3.10', title: 'Card Shuffling', kind: 'section' }),
      node('ipg-2018/3.9', 'A player fails to shuffle enough before presenting a deck (2018 wording).', { number: '3.9', title: 'Insufficient Shuffling', kind: 'section', lineage: 'ipg-2018/3.9' }),
      node('ipg/3.9', 'A player fails to shuffle their library sufficiently.', { number: '3.9', title: 'Insufficient Shuffling', kind: 'section', lineage: 'ipg-2018/3.9', change: 'edited' }),
      node('jar/section-x', 'Inadequate shuffle is unwanted.', { title: 'General Unwanted Behaviors', kind: 'section' }),
      node('dangelo/T.1', 'You may shuffle your opponent’s deck.', { number: 'T.1', kind: 'ruling' }),
      node('summary/r', 'Shuffle your deck before each game.', { kind: 'ruling' }),
      node('faq/q', 'Q: How much must I shuffle? A: Enough to randomize.', { kind: 'qa', title: 'How much must I shuffle?' }),
      node('notes/card-scramble', 'Shuffle your library, then draw a card.', { kind: 'card', title: 'Scramble Spell' }),
      node('notes/card-scramble.r1', 'You shuffle even if your library is empty.', { kind: 'ruling', parent: 'notes/card-scramble' }),
      node('notes/general', 'Several cards this season shuffle libraries.', { kind: 'text' }),
    ],
  }) as unknown as Graph

describe('searching in groups of documents', () => {
  const e = engineFromBuilt(buildSearch(groupsGraph()))
  const docsOf = (...groups: string[]) => [...new Set(e.searchSync('shuffle', { limit: 50, filters: groups.length ? { in: groups as never } : undefined }).map((r) => r.doc))].sort()

  it('narrows results to the groups named, and all of them when none is', () => {
    expect(docsOf()).toEqual(['cr', 'dangelo', 'faq', 'ipg', 'jar', 'mtr', 'notes', 'summary'])
    expect(docsOf('ipg')).toEqual(['ipg'])
    expect(docsOf('cr')).toEqual(['cr'])
    expect(docsOf('mtr', 'jar')).toEqual(['jar', 'mtr'])
    // D'Angelo's lists and the newsgroup summary are rulings; the FAQ and articles are Q&A
    expect(docsOf('rulings')).toEqual(['dangelo', 'summary'])
    expect(docsOf('qa')).toEqual(['faq', 'notes'])
  })

  it('cards: a card node and the rulings under it, not the rest of its document', () => {
    const ids = e.searchSync('shuffle', { limit: 50, filters: { in: ['cards'] } }).map((r) => r.id).sort()
    expect(ids).toEqual(['notes/card-scramble', 'notes/card-scramble.r1'])
  })

  it('keeps "as of": the guide in force that day, its older text', () => {
    const [today] = e.searchSync('shuffle', { limit: 5, filters: { in: ['ipg'] } })
    expect(today.id).toBe('ipg/3.9')
    const [then] = e.searchSync('shuffle', { limit: 5, filters: { in: ['ipg'], asOf: '2019-06-01' } })
    expect(then.id).toBe('ipg-2018/3.9')
    // the other groups are not searched that day either
    expect(new Set(e.searchSync('shuffle', { limit: 50, filters: { in: ['ipg'], asOf: '2019-06-01' } }).map((r) => r.doc))).toEqual(new Set(['ipg-2018']))
  })
})
