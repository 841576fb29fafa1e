import { describe, expect, it } from 'vitest'
import { bbcodeQuote, markdownQuote } from './share'

const rule = {
  number: '419.6a',
  title: null,
  text: 'Some effects [b]replace[/b] an event [/quote] with *another* [url=javascript:x]event[/url]; “[This permanent]” stays.\nA second _paragraph_.',
}
const URL = 'https://example.org/rulings-2004/419.6a'

describe('markdownQuote', () => {
  it('quotes every line, with the number, the paragraphs and a link line', () => {
    expect(markdownQuote(rule, URL)).toBe(
      [
        '> **419.6a**',
        '>',
        '> Some effects replace an event \\[/quote\\] with \\*another\\* \\[url=javascript:x\\]event\\[/url\\]; “\\[This permanent\\]” stays.',
        '>',
        '> A second \\_paragraph\\_.',
        '>',
        `> — [419.6a](${URL})`,
      ].join('\n'),
    )
  })

  it('puts the title beside the number', () => {
    expect(markdownQuote({ number: '500.', title: 'Legal Attacks', text: 'x' }, URL).split('\n')[0]).toBe('> **500. Legal Attacks**')
  })

  it('drops a link with a script URL but keeps the quote', () => {
    const quote = markdownQuote(rule, 'javascript:alert(1)')
    expect(quote).not.toContain('javascript:alert')
    expect(quote).toContain('Some effects')
  })

  it('encodes parentheses so a URL cannot end the link early', () => {
    expect(markdownQuote(rule, 'https://x.org/a(b)')).toContain('](https://x.org/a%28b%29)')
  })
})

describe('bbcodeQuote', () => {
  it('wraps the text and a [url] link in one [quote]', () => {
    const quote = bbcodeQuote(rule, URL)
    expect(quote.startsWith('[quote][b]419.6a[/b]\n\n')).toBe(true)
    expect(quote.endsWith(`[url=${URL}]419.6a[/url][/quote]`)).toBe(true)
  })

  it('neutralises markup in the source so it cannot close the quote', () => {
    const quote = bbcodeQuote(rule, URL)
    // Exactly one real opening and one real closing quote tag: ours.
    expect(quote.match(/\[quote\]/g)).toHaveLength(1)
    expect(quote.match(/\[\/quote\]/g)).toHaveLength(1)
    expect(quote.match(/\[url=/g)).toHaveLength(1)
    expect(quote).toContain('“[This permanent]” stays.')
    expect(quote).not.toContain('[b]replace')
  })

  it('percent-encodes brackets in the URL', () => {
    expect(bbcodeQuote(rule, 'https://x.org/a]b')).toContain('[url=https://x.org/a%5Db]')
  })
})
