import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { escapeHtml, snippet } from './snippet.js'

const unescape = (s: string) => s.replace(/&#(\d+);/g, (_, n) => String.fromCharCode(Number(n)))

describe('snippets', () => {
  it('escape the source text and mark only matched words', () => {
    const html = snippet('Trample <b>is</b> a "static" ability & more', { terms: new Set(['trampl']), concepts: new Set() })
    expect(html).toBe('<mark>Trample</mark> &#60;b&#62;is&#60;/b&#62; a &#34;static&#34; ability &#38; more')
  })

  it('mark every spelling of a concept the query used', () => {
    const html = snippet('It comes into play tapped.', { terms: new Set(), concepts: new Set(['etb']) })
    expect(html).toContain('<mark>comes into play</mark>')
  })

  it('for any text: removing our marks and unescaping gives a slice of the text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 600 }), fc.array(fc.string({ minLength: 1, maxLength: 6 }), { maxLength: 3 }), (text, terms) => {
        const html = snippet(text, { terms: new Set(terms), concepts: new Set(['etb', 'exile']) })
        expect(html.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/)
        const plain = unescape(html.replace(/<\/?mark>/g, '')).replace(/^… /, '').replace(/ …$/, '')
        expect(text.includes(plain)).toBe(true)
      }),
      { numRuns: 300 },
    )
    expect(escapeHtml('<script>')).toBe('&#60;script&#62;')
  })
})
