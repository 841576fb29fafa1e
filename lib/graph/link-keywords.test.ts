import { describe, expect, it } from 'vitest'
import { apiJson } from '../formats/scryfall/generate.js'
import { buildGraph } from '../ingest/build-graph.js'
import { inForce } from './in-force.js'
import type { GraphNode } from '../types.js'

const enc = (s: string) => new TextEncoder().encode(s)
const next = (num: string) => num.replace(/\d+$/, (m) => String(+m + 1))
const cr = (date: string, section: string, trample: string) =>
  [
    'Magic: The Gathering Comprehensive Rules',
    `These rules are effective as of ${date}.`,
    '1. Game Concepts',
    '100. General',
    `100.1. These Magic rules apply to any Magic game with two or more players.`,
    `${section}. Keyword Abilities`,
    `${trample}. Trample`,
    `${trample}a Trample is a static ability that modifies the rules for assigning an attacking creature's combat damage.`,
    `${next(trample)}. Flash`,
    `${next(trample)}a Flash is a static ability that functions in any zone from which you could play the card it's on.`,
  ].join('\n\n') + '\n'

const ORACLE = 'a86587ea-14ec-45db-8bac-10b6b9eaeb25'
const ruling = (date: string, comment: string) => ({ object: 'ruling', oracle_id: ORACLE, source: 'wotc', published_at: date, comment })
const card = { object: 'card', oracle_id: ORACLE, name: 'Ixidron', type_line: 'Creature — Illusion', oracle_text: 'Trample', released_at: '2006-09-25' }

function graphWith(rulings: object[]) {
  return buildGraph([
    { path: 'cr-2004.txt', bytes: enc(cr('October 1, 2004', '502', '502.9')) },
    { path: 'cr-2014.txt', bytes: enc(cr('September 26, 2014', '702', '702.19')) },
    { path: 'ixidron.json', bytes: enc(apiJson(card)) },
    { path: 'rulings.json', bytes: enc(apiJson({ object: 'list', has_more: false, data: rulings })) },
  ]).graph
}

const rulingNode = (nodes: GraphNode[], words: string) => nodes.find((n) => n.kind === 'ruling' && n.text.startsWith(words))!

describe('rules and keywords named in a dated ruling', () => {
  it('link to the Comprehensive Rules version in force on the ruling\'s date, not the nearest one', () => {
    const { nodes } = graphWith([
      ruling('2013-12-01', 'A 2013 ruling: see rule 100.1.'),
      ruling('2016-01-01', 'A 2016 ruling: see rule 100.1.'),
      ruling('2003-01-01', 'Older than every version: see rule 100.1.'),
    ])
    // 2013 is nearer 2014 than 2004, but the 2004 rules were the ones in force.
    expect(rulingNode(nodes, 'A 2013').refs.find((r) => r.number === '100.1')?.target).toBe('cr-2004/100.1')
    expect(rulingNode(nodes, 'A 2016').refs.find((r) => r.number === '100.1')?.target).toBe('cr-2014/100.1')
    expect(rulingNode(nodes, 'Older').refs.find((r) => r.number === '100.1')?.target).toBe('cr-2004/100.1')
  })

  it('link a keyword named in words to its rule of that day, whatever its number was then', () => {
    const { nodes } = graphWith([
      ruling('2008-06-01', 'A creature with trample that is blocked assigns lethal damage first. Trample again.'),
      ruling('2019-06-01', 'If a spell with Flash is cast, trample still applies; flashback is no keyword here.'),
    ])
    const oldRuling = rulingNode(nodes, 'A creature')
    const old = oldRuling.refs.filter((r) => r.kind === 'keyword')
    const at = oldRuling.text.indexOf('trample')
    // Placed where it is first written, so the page links it there.
    expect(old).toEqual([{ text: 'trample', number: '502.9', target: 'cr-2004/502.9', kind: 'keyword', places: [[at, at + 7]] }])
    const recent = rulingNode(nodes, 'If a spell').refs.filter((r) => r.kind === 'keyword')
    expect(recent.map((r) => [r.text, r.target])).toEqual([
      ['Flash', 'cr-2014/702.20'],
      ['trample', 'cr-2014/702.19'],
    ])
  })

  it('leave the other documents\' words alone', () => {
    const { graph } = buildGraph([
      { path: 'cr-2014.txt', bytes: enc(cr('September 26, 2014', '702', '702.19')) },
      { path: 'notes.txt', bytes: enc('Q: Does trample work with flash?\nA: Yes, trample works.\n') },
    ])
    expect(graph.nodes.flatMap((n) => n.refs).filter((r) => r.kind === 'keyword')).toEqual([])
  })
})

describe('inForce', () => {
  const n = (id: string) => ({ id }) as GraphNode
  const dates: Record<string, string | null> = { a: '2004-10-01', b: '2009-07-11', c: '2014-09-26', u: null }
  const pick = (date: string | null) => inForce(['u', 'c', 'a', 'b'].map(n), date, (x) => dates[x.id])?.id
  it('takes the newest version dated on or before the day, else the oldest; an undated ruling the newest', () => {
    expect(pick('2009-07-11')).toBe('b')
    expect(pick('2014-09-25')).toBe('b')
    expect(pick('2030-01-01')).toBe('c')
    expect(pick('1999-01-01')).toBe('a')
    expect(pick(null)).toBe('c')
  })
})
