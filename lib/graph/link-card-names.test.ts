import { describe, expect, it } from 'vitest'
import type { DocumentInfo, Family, GraphNode, NodeKind } from '../types.js'
import { cardNameMatcher, linkCardNames } from './link-card-names.js'
import { linkGraph } from './link.js'

const doc = (id: string, family: Family, date: string | null): DocumentInfo => ({
  id, title: id, family, date, dateSource: date ? 'manifest' : null, author: null, origin: null, file: `${id}.txt`, bytes: 0, lines: 0,
  series: null, previous: null, latest: true, updates: null,
})
const node = (doc: string, local: string, kind: NodeKind, title: string | null, text = '', parent: string | null = null): GraphNode => ({
  id: `${doc}/${local}`, doc, kind, number: null, title, text, parent, children: [], order: 0, url: `/${doc}/${local}`,
  lines: [1, 1], flags: [], citations: [], refs: [], sameNumber: [], related: [], prev: null, change: null, lineage: `${doc}/${local}`,
})

describe('cardNameMatcher', () => {
  const match = cardNameMatcher(['Haakon, Stromgald Scourge', 'Haakon', 'Fog', 'Circle of Protection: Black', 'Circle of Protection: Red', "Tormod's Crypt", 'Æther Vial'])

  it('finds the longest name at each place, with the words as written', () => {
    const text = 'A creature such as Haakon, Stromgald Scourge can be played; Haakon alone is another card.'
    expect(match(text).map((m) => [m.name, text.slice(m.start, m.end)])).toEqual([
      ['Haakon, Stromgald Scourge', 'Haakon, Stromgald Scourge'],
      ['Haakon', 'Haakon'],
    ])
  })

  it('keeps case, so a common word is not a card; apostrophes and Æ meet their other spellings', () => {
    expect(match('The fog lifts. Fog prevents it. Tormod’s Crypt and Aether Vial.').map((m) => m.name)).toEqual([
      'Fog', "Tormod's Crypt", 'Æther Vial',
    ])
  })

  it('a possessive ends a name, and the link covers the name only', () => {
    const text = "Brightflame's controller and Tormod's Crypt."
    const m = cardNameMatcher(['Brightflame', "Tormod's Crypt"])(text)
    expect(m.map((f) => [f.name, text.slice(f.start, f.end)])).toEqual([['Brightflame', 'Brightflame'], ["Tormod's Crypt", "Tormod's Crypt"]])
  })

  it('a name does not run across a sentence end or a line', () => {
    expect(match('Cast Circle of Protection. Black mana is spent.\nCircle of\nProtection: Red')).toEqual([])
    expect(match('Circle of Protection: Red stops it.').map((m) => m.name)).toEqual(['Circle of Protection: Red'])
  })

  it('among 20,000 names, finds every mention and no prefix of a longer name (speed: npm run bench -- rulings)', () => {
    const names = Array.from({ length: 20000 }, (_, i) => `Card Number ${i} of Many`)
    const m = cardNameMatcher(names)
    const text = 'Card Number 123 of Many is mentioned here, and Card Number 99 is not quite. '.repeat(100)
    expect(m(text).map((f) => f.name)).toEqual(Array(100).fill('Card Number 123 of Many'))
  })
})

describe('linkCardNames and linkGraph', () => {
  const build = () => {
    const documents = [doc('cards-2008', 'rulings', '2008-03-17'), doc('cards-2007', 'rulings', '2007-01-01'), doc('changes', 'rulings', '2008-03-17'), doc('faq', 'faq', null), doc('cr', 'cr', '2008-01-01')]
    const n = {
      vial: node('cards-2008', 'card-aether-vial', 'card', 'Aether Vial'),
      haakon08: node('cards-2008', 'card-haakon-stromgald-scourge', 'card', 'Haakon, Stromgald Scourge'),
      haakon07: node('cards-2007', 'card-haakon-stromgald-scourge', 'card', 'Haakon, Stromgald Scourge'),
      ruling: node('cards-2008', 'card-aether-vial.ruling-it-can', 'ruling', null, 'It can put a creature such as Haakon, Stromgald Scourge into play, unlike Aether Vial.', 'cards-2008/card-aether-vial'),
      self: node('cards-2008', 'card-aether-vial.ruling-self', 'ruling', null, '~this~ is Aether Vial; Aether Vial again.', 'cards-2008/card-aether-vial'),
      brightflame: node('changes', 'card-brightflame', 'card', 'Brightflame'),
      changed: node('changes', 'card-brightflame.ruling-x', 'ruling', null, 'Unlike Haakon, Stromgald Scourge, this fizzles.', 'changes/card-brightflame'),
      qa: node('faq', 'q-vial', 'qa', 'What about Aether Vial?', 'Q: What about Aether Vial and Brightflame? A: Aether Vial is fine.'),
      crRule: node('cr', '702.1', 'rule', null, 'Example: Aether Vial puts a creature onto the battlefield.'),
    }
    return { documents, n, nodes: Object.values(n) }
  }

  it('adds one card reference per card per node, never to the card a ruling is under, never in the Comprehensive Rules', () => {
    const { documents, n, nodes } = build()
    linkCardNames(documents, nodes)
    const at = n.ruling.text.indexOf('Haakon')
    expect(n.ruling.refs).toEqual([
      { text: 'Haakon, Stromgald Scourge', number: 'Haakon, Stromgald Scourge', target: null, kind: 'card', places: [[at, at + 'Haakon, Stromgald Scourge'.length]] },
    ])
    expect(n.self.refs).toEqual([])
    expect(n.qa.refs.map((r) => r.number)).toEqual(['Aether Vial', 'Brightflame'])
    // Every place a name is written is stored (the page links each), not only the first.
    expect(n.qa.refs.map((r) => r.places!.map(([s, e]) => n.qa.text.slice(s, e)))).toEqual([['Aether Vial', 'Aether Vial'], ['Brightflame']])
    expect(n.crRule.refs).toEqual([])
  })

  it("places a card link a parser seeded (an article's [Name](gatherer...)) at each whole-word mention", () => {
    const { documents, n, nodes } = build()
    n.changed.refs.push({ text: 'Brightflame', number: 'Brightflame', target: null, kind: 'card' })
    n.changed.text = 'Brightflame, not Brightflames; Brightflame again.'
    linkCardNames(documents, nodes)
    const seeded = n.changed.refs.find((r) => r.number === 'Brightflame')!
    expect(seeded.places).toEqual([
      [0, 11],
      [31, 42],
    ])
  })

  it('resolves a card reference to the card in its own document first, else in the newest document with it', () => {
    const { documents, n, nodes } = build()
    linkGraph(documents, nodes)
    expect(n.ruling.refs[0].target).toBe(n.haakon08.id)
    expect(n.changed.refs[0].target).toBe(n.haakon08.id)
    expect(n.qa.refs.map((r) => r.target)).toEqual([n.vial.id, n.brightflame.id])
  })
})
