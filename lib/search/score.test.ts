import { describe, expect, it } from 'vitest'
import type { Graph } from '../types.js'
import { buildSearch } from './build.js'
import { engineFromBuilt } from './node.js'
import { RANKING } from './ranking.js'
import { fieldMatch, lengthOf } from './score.js'

/** A quantised body length (build.ts) for `terms` words. */
const q = (terms: number) => Math.round(4 * Math.log2(1 + terms))

describe('the term weighting: one field, with length normalisation', () => {
  const R = RANKING
  const avg = 20

  it('a body word counts 1 / (1 + lengthNorm x log2(1 + length / average)), and more in the first half', () => {
    const len = q(20)
    const norm = 1 + R.lengthNorm * Math.log2(1 + lengthOf(len) / avg)
    expect(fieldMatch(R, 'body', 1, 1, 0, len, avg)).toBeCloseTo(1 / norm, 12)
    expect(fieldMatch(R, 'body', 0, 1, 0, len, avg)).toBeCloseTo(R.firstHalf / norm, 12)
  })

  it('the longer the node, the less one word of it counts; a shorter one counts more', () => {
    const at = (terms: number) => fieldMatch(R, 'body', 1, 1, 0, q(terms), avg)
    expect(at(2)).toBeGreaterThan(at(20))
    expect(at(20)).toBeGreaterThan(at(200))
    expect(at(200)).toBeGreaterThan(at(2000))
    // an example field is normalised the same way, at its own weight, wherever the word stands
    expect(fieldMatch(R, 'example', 0, 1, 0, q(20), avg)).toBeCloseTo(R.example * at(20), 12)
    expect(fieldMatch(R, 'example', 1, 1, 0, q(20), avg)).toBeCloseTo(R.example * at(20), 12)
  })

  it('a title word is not length-normalised by the body; a long title (a FAQ question) counts at longTitle', () => {
    expect(fieldMatch(R, 'title', 0, 1, 2, q(2000), avg)).toBe(R.title)
    expect(fieldMatch(R, 'title', 0, 1, R.longTitleWords + 1, 0, avg)).toBeCloseTo(R.title * R.longTitle, 12)
    expect(fieldMatch(R, 'title', 1, 1, 2, 0, avg)).toBeCloseTo(R.title / R.firstHalf, 12)
  })

  it("an alternative's weight scales the match (a typo, an alias, a framing word)", () => {
    expect(fieldMatch(R, 'body', 0, 0.6, 0, q(20), avg)).toBeCloseTo(0.6 * fieldMatch(R, 'body', 0, 1, 0, q(20), avg), 12)
  })
})

const doc = (id: string, family: string, series: string | null, date = '2026-01-16') => ({
  id, title: id, family, date, dateSource: 'text', author: null, origin: null, file: `${id}.txt`, bytes: 0, lines: 0, series, previous: null, latest: true, updates: null,
})
let order = 0
const node = (id: string, text: string, o: { number?: string; title?: string; parent?: string; kind?: string } = {}) => ({
  id, doc: id.slice(0, id.indexOf('/')), kind: o.kind ?? 'rule', number: o.number ?? null, title: o.title ?? null, text, parent: o.parent ?? null,
  children: [], order: order++, url: `/${id}`, lines: [order, order], flags: [], citations: [], refs: [], sameNumber: [], related: [], prev: null, change: null, lineage: id,
})

describe('a boost is applied once', () => {
  const graph = {
    generated: '2026-01-16', report: [],
    documents: [doc('cards', 'article', null), doc('cr', 'cr', null)],
    nodes: [
      node('cards/doom-blade', 'Destroy target nonblack creature.', { kind: 'card', title: 'Doom Blade' }),
      node('cr/1', 'A spell like Doom Blade destroys a creature; the blade is a card.', { number: '100.1' }),
      node('cr/mana-value', 'The mana value of an object is the total amount of mana in its mana cost.', { kind: 'term', title: 'Mana Value' }),
      node('cr/2', 'A spell with mana value 3 costs three mana in all.', { number: '100.2' }),
    ],
  } as unknown as Graph
  const e = engineFromBuilt(buildSearch(graph))
  const scoreOf = (query: string, id: string, weights: Partial<typeof RANKING>) => {
    e.ranking = { ...RANKING, sectionVote: 0, ...weights }
    return e.searchSync(query, { limit: 10 }).find((r) => r.id === id)?.score ?? 0
  }

  it('a card named by the query ranks cardNamed x, once, however many words its name has', () => {
    const plain = scoreOf('doom blade', 'cards/doom-blade', { cardNamed: 1 })
    expect(plain).toBeGreaterThan(0)
    expect(scoreOf('doom blade', 'cards/doom-blade', { cardNamed: 4 })).toBeCloseTo(4 * plain, 2)
    // the rule that mentions the card is no card
    expect(scoreOf('doom blade', 'cr/1', { cardNamed: 4 })).toBeCloseTo(scoreOf('doom blade', 'cr/1', { cardNamed: 1 }), 6)
  })

  it('a title that says the query ranks titleIsQuery x, once, for a two-word query as for one', () => {
    const plain = scoreOf('mana value', 'cr/mana-value', { titleIsQuery: 1 })
    expect(plain).toBeGreaterThan(0)
    expect(scoreOf('mana value', 'cr/mana-value', { titleIsQuery: 2 })).toBeCloseTo(2 * plain, 2)
    expect(scoreOf('mana value', 'cr/2', { titleIsQuery: 2 })).toBeCloseTo(scoreOf('mana value', 'cr/2', { titleIsQuery: 1 }), 6)
  })
})

describe('a new document family ranks by the same model, with no case of its own', () => {
  // tournament rules: a series of versions with numbered sections, and an older partial paste of them
  const graph = {
    generated: '2026-01-16', report: [],
    documents: [doc('mtr', 'tournament', 'mtr', '2024-05-13'), doc('mtr-old', 'tournament', null, '2011-01-01'), doc('faq', 'faq', null, '2024-01-01')],
    nodes: [
      node('mtr/3', 'Tournament Rules', { number: '3', title: 'Tournament Rules', kind: 'chapter' }),
      // a section with text of its own: it hands nothing to its first rule, it lends its title
      node('mtr/3.2', 'Tiebreakers rank players with equal points.', { number: '3.2', title: 'Tiebreakers', parent: 'mtr/3', kind: 'section' }),
      node('mtr/3.2a', 'Match-win percentage is used first, then opponents\u2019 match-win percentage.', { number: '3.2a', parent: 'mtr/3.2' }),
      node('mtr/3.3', 'Hidden Information', { number: '3.3', title: 'Hidden Information', parent: 'mtr/3', kind: 'section' }),
      node('mtr/3.3a', 'Players may not look at the faces of cards in a library.', { number: '3.3a', parent: 'mtr/3.3' }),
      node('mtr-old/3.2a', 'Tiebreakers: match points are used first.', { number: '3.2a' }),
      node('faq/q', 'Q: How are tiebreakers computed? A: By match points.', { kind: 'qa', title: 'How are tiebreakers computed?' }),
    ],
  } as unknown as Graph
  const e = engineFromBuilt(buildSearch(graph))

  it("a section's title lends its word to the rules under it, as in the Comprehensive Rules (3.2a says no \"tiebreaker\")", () => {
    const ids = (context: number) => {
      e.ranking = { ...RANKING, context }
      const out = e.searchSync('tiebreakers', { limit: 10 }).map((r) => r.id)
      e.ranking = { ...RANKING }
      return out
    }
    expect(ids(RANKING.context)).toContain('mtr/3.2a')
    expect(ids(0)).not.toContain('mtr/3.2a')
  })

  it('an older paste of the same publication counts at `superseded` beside the version in force; another family does not', () => {
    const scores = (superseded: number) => {
      e.ranking = { ...RANKING, sectionVote: 0, superseded }
      const res = e.searchSync('tiebreakers match points', { limit: 10 })
      e.ranking = { ...RANKING }
      return (id: string) => res.find((r) => r.id === id)?.score ?? 0
    }
    const weighted = scores(RANKING.superseded)
    const plain = scores(1)
    expect(plain('mtr-old/3.2a')).toBeGreaterThan(0)
    expect(weighted('mtr-old/3.2a')).toBeCloseTo(plain('mtr-old/3.2a') * RANKING.superseded, 2)
    // the FAQ is of another family, and recent: in force
    expect(weighted('faq/q')).toBeGreaterThan(0)
    expect(weighted('faq/q')).toBeCloseTo(plain('faq/q'), 6)
  })
})
