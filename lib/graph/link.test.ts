import { describe, expect, it } from 'vitest'
import type { DocumentInfo, Family, GraphNode, NodeKind } from '../types.js'
import { linkGraph } from './link.js'

const doc = (id: string, family: Family, date: string | null): DocumentInfo => ({
  id, title: id, family, date, dateSource: date ? 'manifest' : null, author: null, origin: null, file: `${id}.txt`, bytes: 0, lines: 0,
  series: null, previous: null, latest: true, updates: null,
})
let order = 0
const node = (doc: string, local: string, kind: NodeKind, number: string | null, title: string | null = null): GraphNode => ({
  id: `${doc}/${local}`, doc, kind, number, title, text: '', parent: null, children: [], order: order++, url: `/${doc}/${local}`,
  lines: [1, 1], flags: [], citations: [], refs: [], sameNumber: [], related: [],
  prev: null, change: null, lineage: `${doc}/${local}`,
})

describe('linkGraph', () => {
  const documents = [
    doc('cr-1999', 'cr', '1999-04-23'),
    doc('cr-2004', 'cr', '2004-04-02'),
    doc('rulings-2004', 'rulings', '2004-01-15'),
    doc('rulings-2002', 'rulings', '2002-10-01'),
    doc('faq', 'faq', null),
  ]

  const build = () => {
    const n = {
      cr99: node('cr-1999', '412.3', 'rule', '412.3'),
      cr04: node('cr-2004', '412.3', 'rule', '412.3'),
      cr04s: node('cr-2004', '419', 'section', '419', 'Replacement and Prevention Effects'),
      cr04a: node('cr-2004', '419.6a', 'rule', '419.6a'),
      r04a: node('rulings-2004', '419.6a', 'ruling', '419.6a'),
      r04d: node('rulings-2004', '419.6d', 'ruling', '419.6d'),
      t2: node('rulings-2002', 'T.2', 'section', 'T.2', 'Stack'),
      t1: node('rulings-2002', 'T.1.1', 'ruling', 'T.1.1'),
      topic: node('faq', 'topic-replacement-and-prevention-effects', 'topic', null, 'Replacement and Prevention Effects'),
      casting: node('faq', 'topic-casting-spells-and-activated-abilities', 'topic', null, 'Casting Spells and Activated Abilities'),
      q: node('faq', 'topic-copying.q1', 'qa', null, 'What is a copy?'),
      turns: node('faq', 'topic-turn-structure-and-turns', 'topic', null, 'Turn Structure and Turns'),
    }
    n.r04a.refs = [{ text: 'see Rule 419.6d', number: '419.6d', target: null }, { text: 'rule 103.4', number: '103.4', target: null }]
    n.t1.refs = [{ text: 'see Rule T.2', number: 'T.2', target: null }, { text: 'see Rule A.5', number: 'A.5', target: null }]
    n.q.refs = [
      { text: '(See Casting Spells for more information.)', number: 'Casting Spells', target: null },
      { text: '[post=1]protection[/post]', number: 'protection', target: null },
      { text: 'see the Turns and the Turn Structure section', number: 'Turns and the Turn Structure', target: null },
    ]
    const cite = (date: string) => ({ text: 'CompRules', source: 'CompRules', sourceKey: 'comprules', date, dateInferred: false, rule: '412.3', target: null })
    n.t1.citations = [cite('2000-01-01'), cite('2003-12-01')]
    return n
  }

  it('resolves references within the document first, and reports targets not in the corpus as null', () => {
    const n = build()
    linkGraph(documents, Object.values(n))
    expect(n.r04a.refs.map((r) => r.target)).toEqual(['rulings-2004/419.6d', null])
    expect(n.t1.refs.map((r) => r.target)).toEqual(['rulings-2002/T.2', null])
  })

  it('links a cited rule to the Comprehensive Rules version nearest the citation date', () => {
    const n = build()
    linkGraph(documents, Object.values(n))
    expect(n.t1.citations.map((c) => c.target)).toEqual(['cr-1999/412.3', 'cr-2004/412.3'])
  })

  it('links the same number across documents of one numbering', () => {
    const n = build()
    linkGraph(documents, Object.values(n))
    expect(n.cr04a.sameNumber).toEqual(['rulings-2004/419.6a'])
    expect(n.r04a.sameNumber).toEqual(['cr-2004/419.6a'])
    expect(n.cr99.sameNumber).toEqual(['cr-2004/412.3'])
    expect(n.t1.sameNumber).toEqual([])
  })

  it('resolves FAQ topic references by title, and links FAQ topics to rules sections on the same topic', () => {
    const n = build()
    linkGraph(documents, Object.values(n))
    expect(n.q.refs.map((r) => r.target)).toEqual([
      'faq/topic-casting-spells-and-activated-abilities',
      null,
      'faq/topic-turn-structure-and-turns',
    ])
    expect(n.topic.related).toEqual(['cr-2004/419'])
    expect(n.cr04s.related).toEqual(['faq/topic-replacement-and-prevention-effects'])
    expect(n.t2.related).toEqual([])
  })
})
