import { describe, expect, it } from 'vitest'
import { unified } from 'unified'
import { VFile } from 'vfile'
import * as api from './extract-citations.js'
import { extractCitations } from './extract-citations.js'
import type { Block, Root } from '../formats/tree.js'
import type { Family } from '../types.js'

function block(text: string, children: Block[] = []): Block {
  return { type: 'block', kind: children.length ? 'section' : 'ruling', number: null, title: null, text, spans: [], children }
}

function tree(family: Family, children: Block[]): Root {
  return { type: 'root', family, children, noise: [], meta: {}, problems: [] }
}

describe('extract-citations: public API', () => {
  it('exports extractCitations', () => {
    expect(Object.keys(api)).toEqual(['extractCitations'])
  })
})

describe('extractCitations', () => {
  it('dates undated citations by the document and marks them inferred', () => {
    const leaf = block('You cannot forget. [Snark] Lands untap first. [Bethmo 2/7/94]')
    const root = tree('newsgroup', [block('Turn Order', [leaf])])
    extractCitations({ documentDate: '1994-02-22' })(root)
    expect(leaf.data?.citations).toEqual([
      { text: 'Snark', source: 'Snark', sourceKey: 'snark', date: '1994-02-22', dateInferred: true, rule: null, target: null, at: [19, 26] },
      { text: 'Bethmo', source: 'Bethmo', sourceKey: 'bethmo', date: '1994-02-07', dateInferred: false, rule: null, target: null, at: [46, 61] },
    ])
    expect(leaf.data?.citations?.map((c) => leaf.text.slice(...c.at!))).toEqual(['[Snark]', '[Bethmo 2/7/94]'])
  })

  it('visits every block, nested ones too, and gives blocks without citations an empty list', () => {
    const inner = block("Costs are locked. [CompRules 2002/02/20 - 412.3] + [D'Angelo 1999/05/01]")
    const outer = block('T.4 - Announcing', [inner])
    const root = tree('rulings', [outer])
    extractCitations({ documentDate: '2002-10-01' })(root)
    expect(outer.data?.citations).toEqual([])
    expect(inner.data?.citations?.map((c) => [c.sourceKey, c.date, c.rule, c.dateInferred])).toEqual([
      ['comprules', '2002-02-20', '412.3', false],
      ['dangelo', '1999-05-01', null, false],
    ])
    // One `[...] + [...]` group: both citations share its place.
    expect(inner.data?.citations?.map((c) => inner.text.slice(...c.at!))).toEqual([
      "[CompRules 2002/02/20 - 412.3] + [D'Angelo 1999/05/01]",
      "[CompRules 2002/02/20 - 412.3] + [D'Angelo 1999/05/01]",
    ])
  })

  it('leaves the date null, not inferred, when the document is undated', () => {
    const leaf = block('It untaps. [bethmo]')
    extractCitations({ documentDate: null })(tree('rulings', [leaf]))
    expect(leaf.data?.citations).toMatchObject([{ sourceKey: 'bethmo', date: null, dateInferred: false }])
  })

  it('keeps data set by other transforms', () => {
    const leaf = block('It untaps. [bethmo]')
    leaf.data = { refs: [{ text: 'rule 1', number: '1', target: null }] }
    extractCitations({ documentDate: null })(tree('rulings', [leaf]))
    expect(leaf.data.refs).toHaveLength(1)
    expect(leaf.data.citations).toHaveLength(1)
  })

  it("reads numeric dates with the document's order and reports, at its line, a date it cannot read", () => {
    const source = "Card:\nIt regenerates. [D'Angelo 01/01/16]\nIt flies.\n  [Jordan 00/13/45]\n"
    const leaf = block("It regenerates. [D'Angelo 01/01/16] It flies. [Jordan 00/13/45]")
    leaf.spans = [{ start: 6, end: source.length - 1 }]
    const root = tree('rulings', [leaf])
    unified().use(extractCitations, { documentDate: '2001-01-16', dateOrder: 'year-first' }).runSync(root, new VFile({ value: source }))
    expect(leaf.data?.citations?.map((c) => [c.text, c.date, c.dateInferred])).toEqual([
      ["D'Angelo", '2001-01-16', false],
      // Unread: undated, so it takes the document's date as any undated citation does.
      ['Jordan', '2001-01-16', true],
    ])
    expect(root.problems).toEqual([{ offset: source.indexOf('[Jordan'), message: 'citation date left unread: "00/13/45" is no calendar date' }])
  })

  it('runs as a unified plugin', () => {
    const leaf = block('Stop. [CompRules 1999/04/23]')
    const root = tree('rulings', [leaf])
    unified().use(extractCitations, { documentDate: null }).runSync(root)
    expect(leaf.data?.citations).toMatchObject([{ sourceKey: 'comprules', date: '1999-04-23' }])
  })
})
