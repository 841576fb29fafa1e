import { describe, expect, it } from 'vitest'
import { stem } from '../text/words.js'
import { aliasesOf, expandAbbreviations, expandCapitals, expandInitialisms } from './slang.js'
import { deriveInitialisms } from './initialisms.js'

describe("players' shorthand", () => {
  it('spells out abbreviations as whole words only', () => {
    expect(expandAbbreviations('mdfc back side as a land')).toBe('modal double-faced card back side as a land')
    expect(expandAbbreviations('pw with 0 loyalty in the gy')).toBe('planeswalker with 0 loyalty in the graveyard')
    // inside a longer word nothing changes
    expect(expandAbbreviations('graveyard mdfcx')).toBe('graveyard mdfcx')
  })

  it("a player's word also searches the rules' word, below the word itself", () => {
    // the rules' word is spelled as the index holds it (stemmed): "library" would match nothing
    expect(aliasesOf('deck')).toEqual([[stem('library'), 0.6]])
    expect(aliasesOf('decks')).toEqual([[stem('library'), 0.6]]) // by stem
    expect(aliasesOf('kill')).toEqual([[stem('destroy'), 0.7]])
    for (const [, w] of aliasesOf('flicker')) expect(w).toBeLessThan(1)
    expect(aliasesOf('library')).toEqual([])
    // the rules write "0", "attacking creature", "put into a graveyard"
    expect(aliasesOf('zero')).toEqual([['0', 0.8]])
    expect(aliasesOf('attackers')).toEqual([['attack', 0.7]])
    expect(aliasesOf('dies')).toEqual([['graveyard', 0.5]])
    // "the 4 copy limit": the rules spell counts out, but "one" is in every other rule
    expect(aliasesOf('4')).toEqual([['four', 0.8]])
    expect(aliasesOf('3')).toEqual([[stem('three'), 0.8]])
    expect(aliasesOf('1')).toEqual([])
    expect(aliasesOf('picks')).toEqual([['choos', 0.7]])
    expect(aliasesOf('alternate')).toEqual([['alternativ', 0.9]])
  })

  it("reads the community's phrases before their words, longest first, in one pass", () => {
    expect(expandAbbreviations('can i chump block with a token')).toBe('can i block block with a token')
    expect(expandAbbreviations('sac a creature in response')).toBe('sacrifice a creature in response')
    // "board wipe" is one phrase, not "battlefield wipe"
    expect(expandAbbreviations('board wipe and my commander')).toBe('destroy all creatures and my commander')
    expect(expandAbbreviations('whats on the board')).toBe('whats on the battlefield')
    // a spelled-out text is not read again ("sacrifice a creature" holds no shorthand to expand twice)
    expect(expandAbbreviations('edict')).toBe('sacrifice a creature')
  })

  it("judges' initialisms are spelled out as the guide and the Tournament Rules name them; events search their level", () => {
    // the infractions' own initialisms come from the titles (initialisms.ts), the rest from the table
    const titles = deriveInitialisms(['Game Play Error — Game Rule Violation', 'Game Play Error — Failure to Maintain Game State', 'Unsporting Conduct — Minor'])
    expect(expandInitialisms(expandAbbreviations('grv or ftmgs'), titles)).toBe('game rule violation or failure to maintain game state')
    expect(expandInitialisms(expandAbbreviations('dq for usc at comp rel'), titles)).toBe('disqualification for unsporting conduct at competitive rel')
    expect(expandAbbreviations('grv')).toBe('grv')
    expect(expandCapitals('how do we report an ID')).toBe('how do we report an intentional draw')
    expect(expandCapitals("I'd say id is fine")).toBe("I'd say id is fine")
    expect(aliasesOf('fnm')).toEqual([['regular', 0.6]])
    expect(aliasesOf('rcq').map(([t]) => t)).toContain(stem('competitive'))
    expect(aliasesOf('prerelease')).toEqual([['regular', 0.5]])
  })

  it("the community's words that are also rules words widen the search, never replace the word", () => {
    expect(aliasesOf('steal')).toEqual([['control', 0.7]])
    expect(aliasesOf('stealing')).toEqual([['control', 0.7]]) // by stem
    for (const word of ['clone', 'fork', 'loot', 'respond']) for (const [, w] of aliasesOf(word)) expect(w).toBeLessThan(1)
  })
})
