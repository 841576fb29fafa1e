import { describe, expect, it } from 'vitest'
import { stem } from '../text/words.js'
import type { DisplayFields } from './display.js'
import { hasPhrases, highlightOf } from './present.js'
import type { ParsedQuery } from './query.js'

const row = (title: string, text: string): DisplayFields => ({ title, text, crumbs: [], local: '1', kind: 'rule', number: '', lineage: 'x/1', earlier: [] })

describe('presenting', () => {
  it('a quoted phrase passes only where its words stand together, in the title or the text, whatever the case and punctuation', () => {
    const r = row('Trample', 'An attacking creature with trample—that is, a Static Ability—assigns damage.')
    expect(hasPhrases(r, ['static ability'])).toBe(true)
    expect(hasPhrases(r, ['trample an attacking'])).toBe(true)
    expect(hasPhrases(r, ['static ability', 'assigns damage'])).toBe(true)
    expect(hasPhrases(r, ['ability static'])).toBe(false)
    // whole words only: "static ab" is not "static ability"
    expect(hasPhrases(r, ['static ab'])).toBe(false)
  })

  it("marks every term the query searched and its phrases' words, but no era token as a word", () => {
    const parsed: ParsedQuery = {
      numbers: [],
      sections: [],
      preferCr: false,
      phrases: ['first strike'],
      numberWords: [],
      groups: [
        { label: 'trample', alts: [{ term: 'trampl', w: 1 }] },
        { label: 'etb', alts: [{ term: '_etb', w: 1 }], concept: 'etb' },
      ],
    }
    const hl = highlightOf(parsed)
    expect([...hl.terms].sort()).toEqual(['trampl', stem('first'), stem('strike')].sort())
    expect([...hl.concepts]).toEqual(['etb'])
  })
})
