import { describe, expect, it } from 'vitest'
import { unified } from 'unified'
import * as api from './extract-references.js'
import { extractReferences } from './extract-references.js'
import type { Block, Root } from '../formats/tree.js'
import type { Family } from '../types.js'

function block(text: string, children: Block[] = []): Block {
  return { type: 'block', kind: children.length ? 'section' : 'rule', number: null, title: null, text, spans: [], children }
}

function tree(family: Family, children: Block[]): Root {
  return { type: 'root', family, children, noise: [], meta: {}, problems: [] }
}

describe('extract-references: public API', () => {
  it('exports extractReferences', () => {
    expect(Object.keys(api)).toEqual(['extractReferences'])
  })
})

describe('extractReferences', () => {
  it('writes one Reference per target, each with the reference as written', () => {
    const leaf = block('Apply additional costs in rules 409.1b and 409.1f–h.')
    const root = tree('cr', [block('409. Playing Spells', [leaf])])
    extractReferences()(root)
    const text = 'rules 409.1b and 409.1f–h'
    const at: [number, number] = [leaf.text.indexOf(text), leaf.text.indexOf(text) + text.length]
    const b = leaf.text.indexOf('409.1b')
    const range: [number, number] = [leaf.text.indexOf('409.1f'), leaf.text.indexOf('409.1f') + '409.1f–h'.length]
    // Each target is linked where it is named: the number itself, or the whole range for the letters inside it.
    expect(leaf.data?.refs).toEqual([
      { text, number: '409.1b', target: null, at, places: [[b, b + 6]] },
      { text, number: '409.1f', target: null, at, places: [[range[0], range[0] + 6]] },
      { text, number: '409.1g', target: null, at, places: [range] },
      { text, number: '409.1h', target: null, at, places: [[range[1] - 1, range[1]]] },
    ])
  })

  it('visits nested blocks and gives blocks without references an empty list', () => {
    const inner = block('(see Rule T.2) and see Rule A.5.')
    const outer = block('T.1 - Types', [block('nothing here', [inner])])
    const root = tree('rulings', [outer])
    extractReferences()(root)
    expect(outer.data?.refs).toEqual([])
    expect(inner.data?.refs?.map((r) => r.number)).toEqual(['T.2', 'A.5'])
  })

  it('uses the family of the tree: FAQ topics only in the FAQ', () => {
    const text = '(See Casting Spells and Activated Abilities for more information.)'
    const faq = block(text)
    const cr = block(text)
    extractReferences()(tree('faq', [faq]))
    extractReferences()(tree('cr', [cr]))
    expect(faq.data?.refs?.map((r) => r.number)).toEqual(['Casting Spells and Activated Abilities'])
    expect(cr.data?.refs).toEqual([])
  })

  it('keeps data set by other transforms', () => {
    const leaf = block('see rule 502.28')
    leaf.data = { citations: [] }
    extractReferences()(tree('cr', [leaf]))
    expect(leaf.data.citations).toEqual([])
    expect(leaf.data.refs).toHaveLength(1)
  })

  it('runs as a unified plugin', () => {
    const leaf = block('see rule 502.28')
    unified().use(extractReferences).runSync(tree('cr', [leaf]))
    expect(leaf.data?.refs).toEqual([{ text: 'rule 502.28', number: '502.28', target: null, at: [4, 15], places: [[9, 15]] }])
  })
})
