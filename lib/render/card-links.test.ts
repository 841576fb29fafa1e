import { describe, expect, it } from 'vitest'
import { renderNodeHtml } from './render-node-html'
import { makeContext, makeNode, renderIngested, textContent } from './test-helpers'

const question = makeNode({
  kind: 'qa',
  text: 'Q: Can I respond to Death-Mask Duplicant being cast? Not <-spell type-> "Fog" but Foggy Fog.\nA: Yes; see CR 502.15e.',
  refs: [
    { text: 'Death-Mask Duplicant', number: 'Death-Mask Duplicant', target: null, kind: 'card' },
    { text: 'Fog', number: 'Fog', target: 'rn/card-fog', kind: 'card' },
    { text: 'CR 502.15e', number: '502.15e', target: 'cr/502.15e' },
  ],
})

describe('card names in rendered text', () => {
  it('links every whole-word occurrence of a card reference to the card page the context gives', () => {
    const html = renderIngested(question, 'article', { cardUrl: (name) => `/cards/${name.toLowerCase().replace(/\W+/g, '-')}` })
    expect(html).toContain('<a href="/cards/death-mask-duplicant"><span class="card">Death-Mask Duplicant</span></a>')
    // "Fog" twice as a word, never inside "Foggy".
    expect(html.match(/<a href="\/cards\/fog">/g)).toHaveLength(2)
    expect(html).toContain('Foggy')
    expect(html).toContain('<a class="ref" href="/cr/502.15e">502.15e</a>')
    expect(textContent(html).replace(/\s+/g, ' ').trim()).toBe(question.text.replace(/\s+/g, ' '))
  })

  it('shows the name without a link when the context has no card page, and never a hostile URL', () => {
    const plain = renderIngested(question, 'article')
    expect(plain).toContain('<span class="card">Death-Mask Duplicant</span>')
    expect(plain).not.toContain('/cards/')
    const hostile = renderIngested(question, 'article', { cardUrl: () => 'javascript:alert(1)' })
    expect(hostile).not.toContain('javascript:')
    expect(hostile).toContain('<span class="card">Fog</span>')
  })
})

const KEYWORD_TEXT = 'A creature with trample assigns lethal damage; trample again, flash too, and <b>flashback</b> is no keyword.'

describe('keywords a ruling names in words', () => {
  const ruling = makeNode({
    kind: 'ruling',
    doc: 'rulings',
    text: KEYWORD_TEXT,
    // As lib/graph/link-keywords.ts stores them: the first mention of each keyword, placed.
    refs: [
      { text: 'trample', number: '702.19', target: 'cr-2014/702.19', kind: 'keyword', places: [[KEYWORD_TEXT.indexOf('trample'), KEYWORD_TEXT.indexOf('trample') + 7]] },
      { text: 'flash', number: '702.8', target: 'evil/702.8', kind: 'keyword', places: [[KEYWORD_TEXT.indexOf('flash '), KEYWORD_TEXT.indexOf('flash ') + 5]] },
    ],
  })

  it('link their first mention to the keyword rule, escape the rest, and never link a hostile URL', () => {
    const html = renderNodeHtml(ruling, makeContext())
    expect(html.match(/<a class="ref" href="\/cr-2014\/702.19">trample<\/a>/g)).toHaveLength(1)
    expect(html).toContain('&#x3C;b>flashback&#x3C;/b>')
    expect(html).not.toContain('javascript:')
    expect(textContent(html).replace(/\s+/g, ' ').trim()).toBe(ruling.text)
  })
})
