import { describe, expect, it } from 'vitest'
import { deriveInitialisms, initialismsOf } from './initialisms.js'

const abbrs = (title: string) => initialismsOf(title).map((i) => i.abbr)

describe('initialisms derived from titles', () => {
  it('reads a title as judges abbreviate it: small words kept or dropped, a negative prefix as a syllable of its own', () => {
    expect(abbrs('Unsporting Conduct — Improperly Determining a Winner')).toEqual(expect.arrayContaining(['idaw', 'idw', 'uc', 'usc']))
    expect(abbrs('Game Play Error — Failure to Maintain Game State')).toEqual(expect.arrayContaining(['ftmgs', 'fmgs', 'gpe']))
    expect(abbrs('Game Play Error — Looking at Extra Cards')).toEqual(expect.arrayContaining(['lec', 'laec']))
    // a one-word name has no initialism of its own, only with its class ("USCm")
    expect(abbrs('Unsporting Conduct — Minor')).toEqual(expect.arrayContaining(['uc', 'usc', 'ucm', 'uscm']))
    expect(abbrs('Unsporting Conduct — Minor')).not.toContain('m')
    // a stopword is no initialism ("IS" for Insufficient Shuffling), a sentence-long title neither
    expect(abbrs('Tournament Error — Insufficient Shuffling')).not.toContain('is')
    expect(abbrs('Tournament Error — Insufficient Shuffling')).toContain('iss')
    expect(abbrs('A player has illegal, insufficient, or another player’s cards in their deck')).toEqual([])
  })

  it('one reading each: a thing of a class before a plain heading, two readings left name neither, a word of the documents is none', () => {
    const m = deriveInitialisms(
      [
        { title: 'Tournament Error — Slow Play', series: 'ipg', number: '3.3' },
        { title: 'Serious Problems', series: 'jar', number: null },
        { title: 'Tournament Error — Decklist Problem', series: 'ipg', number: '3.4' },
        { title: 'Tournament Error — Deck Problem', series: 'ipg', number: '3.5' },
        { title: 'Game Play Errors', series: 'ipg', number: '2' },
        { title: 'Game Play Error — Missed Trigger', series: 'ipg', number: '2.1' },
        { title: 'Game Play Error — Game Rule Violation', series: 'ipg', number: '2.5' },
        'Match Structure',
      ],
      (w) => w === 'ms',
    )
    // an infraction's name names its section, as "IPG 3.3" does
    expect(m.get('sp')).toEqual({ words: 'slow play', section: { series: 'ipg', number: '3.3' } })
    expect(m.has('dp')).toBe(false)
    // "Game Play Errors" and "Game Play Error" are one reading, the class of several infractions: words, no section
    expect(m.get('gpe')).toEqual({ words: 'game play error' })
    expect(m.get('mt')?.section?.number).toBe('2.1')
    expect(m.has('ms')).toBe(false)
  })
})
