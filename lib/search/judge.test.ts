/**
 * The judges' documents on the same model as every other (docs/search.md, "The model"): an infraction's parts vote and show with
 * it, and the publication a question's words belong to ranks first. And how a result from them reads: short name,
 * number, title, penalty, section.
 */
import { describe, expect, it } from 'vitest'
import type { Graph } from '../types.js'
import { buildSearch } from './build.js'
import { engineFromBuilt } from './node.js'
import { RANKING, type Ranking } from './ranking.js'

const doc = (id: string, title: string, family: string, series: string | null, date: string) => ({
  id, title, family, date, dateSource: 'text', author: null, origin: null, file: `${id}.pdf`, bytes: 0, lines: 0, series, previous: null, latest: true, updates: null,
})
let order = 0
const node = (id: string, text: string, o: { number?: string; title?: string; parent?: string; kind?: string; penalty?: string } = {}) => ({
  id, doc: id.slice(0, id.indexOf('/')), kind: o.kind ?? 'section', number: o.number ?? null, title: o.title ?? null, text, parent: o.parent ?? null,
  children: [], order: order++, url: `/${id}`, lines: [order, order], flags: [], citations: [], refs: [], sameNumber: [], related: [], prev: null,
  change: null, lineage: id, ...(o.penalty ? { penalty: o.penalty } : {}),
})

const graph = {
  generated: '2026-01-16',
  report: [],
  documents: [
    doc('cr', 'Comprehensive Rules', 'cr', 'cr', '2026-01-16'),
    doc('ipg', 'Infraction Procedure Guide', 'judge', 'ipg', '2021-02-05'),
    doc('jar', 'Judging at Regular REL', 'judge', 'jar', '2020-09-25'),
  ],
  nodes: [
    node('cr/121.1', 'A player draws a card by putting the top card of their library into their hand.', { number: '121.1', kind: 'rule' }),
    node('cr/121.2', 'Cards may only be drawn one at a time.', { number: '121.2', kind: 'rule' }),
    node('cr/603.2', 'Whenever a game event matches a triggered ability’s trigger event, that ability triggers.', { number: '603.2', kind: 'rule' }),
    node('ipg/2', 'Game Play Errors are caused by incorrect or inaccurate play.', { number: '2', title: 'Game Play Errors' }),
    node('ipg/2.2', '', { number: '2.2', title: 'Game Play Error — Looking at Extra Cards', parent: 'ipg/2', penalty: 'Warning' }),
    node('ipg/2.2.text-definition', 'A player takes an action that may have enabled them to see the faces of cards they were not entitled to see.', { title: 'Definition', parent: 'ipg/2.2', kind: 'text' }),
    node('ipg/2.2.text-examples', '', { title: 'Examples', parent: 'ipg/2.2', kind: 'text' }),
    node('ipg/2.2.text-examples.ex-a', 'A player pulls up an extra card while drawing from their library.', { title: 'A', parent: 'ipg/2.2.text-examples', kind: 'example' }),
    node('ipg/2.1', '', { number: '2.1', title: 'Game Play Error — Missed Trigger', parent: 'ipg/2', penalty: 'No Penalty' }),
    node('ipg/2.1.text-definition', 'A triggered ability triggers, but the player controlling the ability doesn’t demonstrate awareness of it.', { title: 'Definition', parent: 'ipg/2.1', kind: 'text' }),
    node('jar/section-trigger', 'These abilities are considered missed if the player did not take the action.', { title: 'A player forgets a triggered ability (one that uses the words when, whenever or at)' }),
    node('jar/section-serious', 'Certain actions will not be tolerated: the player is removed from your event.', { title: 'Serious Problems' }),
  ],
} as unknown as Graph

describe("a judge document's results", () => {
  const e = engineFromBuilt(buildSearch(graph))

  it('an infraction: its short name, number, title and penalty, linked to its page; "IPG 2.2" names it', () => {
    const [r] = e.searchSync('IPG 2.2', { limit: 3 })
    expect(r).toMatchObject({ id: 'ipg/2.2', exact: true, docShort: 'IPG', number: '2.2', title: 'Game Play Error — Looking at Extra Cards', penalty: 'Warning', section: null, url: '/ipg/2.2' })
    // without the guide's name, "2.2" is no rule number; with another's, not this section
    expect(e.searchSync('2.2', { limit: 3 }).some((x) => x.exact)).toBe(false)
    expect(e.searchSync('mtr 2.2', { limit: 3 }).some((x) => x.exact)).toBe(false)
  })

  it("a part of an infraction (its Definition, an Example) shows the infraction's number, title and penalty, and opens its page at the part", () => {
    const results = e.searchSync('pulls up an extra card while drawing', { limit: 5 })
    const ex = results.find((x) => x.id === 'ipg/2.2.text-examples.ex-a')!
    expect(ex).toMatchObject({ docShort: 'IPG', kind: 'example', title: 'A', penalty: null })
    expect(ex.section).toEqual({ id: 'ipg/2.2', number: '2.2', title: 'Game Play Error — Looking at Extra Cards', penalty: 'Warning', url: '/ipg/2.2' })
    expect(ex.url).toBe('/ipg/2.2#2.2.text-examples.ex-a')
    const def = e.searchSync('faces of cards not entitled to see', { limit: 5 }).find((x) => x.id === 'ipg/2.2.text-definition')!
    expect(def.section?.penalty).toBe('Warning')
    // a rule of the CR has a number of its own: no section, its own page
    const rule = e.searchSync('121.1', { limit: 1 })[0]
    expect(rule).toMatchObject({ docShort: 'CR', section: null, url: '/cr/121.1', penalty: null })
  })

  it('one result per infraction: its parts stand for it, the best one shown', () => {
    // "extra cards" is in the infraction's title (lent to its parts) and in its example
    const ids = e.searchSync('extra cards', { limit: 10 }).map((r) => r.id)
    const of22 = ids.filter((id) => id.startsWith('ipg/2.2'))
    expect(of22).toHaveLength(1)
  })
})

describe('the judge documents on the one model', () => {
  const e = engineFromBuilt(buildSearch(graph))
  const scoreOf = (q: string, id: string, w: Partial<Ranking> = {}) => {
    e.ranking = { ...RANKING, sectionVote: 0, ...w }
    const s = e.searchSync(q, { limit: 20 }).find((r) => r.id === id)?.score ?? 0
    e.ranking = { ...RANKING }
    return s
  }

  it("an infraction's unnumbered parts are one rule family with it: where several of them match, they rank up together", () => {
    // "extra cards" is the title of 2.2 (lent to its parts), "library" in its Definition and Example A
    const voted = scoreOf('extra cards library', 'ipg/2.2.text-examples.ex-a', { sectionVote: RANKING.sectionVote })
    const alone = scoreOf('extra cards library', 'ipg/2.2.text-examples.ex-a', { sectionVote: 0 })
    expect(alone).toBeGreaterThan(0)
    expect(voted).toBeGreaterThan(alone)
  })

  it('a heading the query fills in part counts less; a title of more than four words is a sentence, not cut so', () => {
    // "Game Play Errors" (3 words): "errors" fills one of them
    expect(scoreOf('errors', 'ipg/2', { titlePartial: 0.3 })).toBeLessThan(scoreOf('errors', 'ipg/2', { titlePartial: 1 }))
    // "A player forgets a triggered ability (one that uses the words ...)": the Regular REL guide's situations, the FAQ's questions
    const long = scoreOf('forgets ability', 'jar/section-trigger', { titlePartial: 0.3 })
    expect(long).toBeGreaterThan(0)
    expect(long).toBeCloseTo(scoreOf('forgets ability', 'jar/section-trigger', { titlePartial: 1 }), 6)
  })

  it('the publication whose nodes hold the question\'s words more densely ranks first, by (density / the densest)^publication', () => {
    // "draws a card ... library": the CR's words; the guide's example says them too
    const cr = scoreOf('draw card top library hand', 'cr/121.1')
    const crFlat = scoreOf('draw card top library hand', 'cr/121.1', { publication: 0 })
    const ipg = scoreOf('draw card top library hand', 'ipg/2.2.text-examples.ex-a')
    const ipgFlat = scoreOf('draw card top library hand', 'ipg/2.2.text-examples.ex-a', { publication: 0 })
    expect(cr).toBeCloseTo(crFlat, 6) // the densest publication: x1
    expect(ipg).toBeLessThan(ipgFlat)
    expect(ipg).toBeGreaterThan(0)
  })
})
