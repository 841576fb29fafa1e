import { describe, expect, it } from 'vitest'
import { aliasesOf, expandAbbreviations } from './slang.js'

describe("players' shorthand", () => {
  it('spells out abbreviations as whole words only', () => {
    expect(expandAbbreviations('mdfc back side as a land')).toBe('modal double-faced card back side as a land')
    expect(expandAbbreviations('pw with 0 loyalty in the gy')).toBe('planeswalker with 0 loyalty in the graveyard')
    // inside a longer word nothing changes
    expect(expandAbbreviations('graveyard mdfcx')).toBe('graveyard mdfcx')
  })

  it("a player's word also searches the rules' word, below the word itself", () => {
    expect(aliasesOf('deck')).toEqual([['library', 0.6]])
    expect(aliasesOf('decks')).toEqual([['library', 0.6]]) // by stem
    for (const [, w] of aliasesOf('flicker')) expect(w).toBeLessThan(1)
    expect(aliasesOf('library')).toEqual([])
  })
})
