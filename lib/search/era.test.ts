import { describe, expect, it } from 'vitest'
import { conceptHits } from './era.js'
import { normalise } from '../text/words.js'
import { fixtureEngine } from './test-helpers.js'

const keys = (s: string) => conceptHits(normalise(s)).map((h) => h.key)

describe('era concepts', () => {
  it('old and new spellings map to one concept', () => {
    const pairs: Array<[string, string, string]> = [
      ['enters the battlefield', '[This permanent] comes into play with', 'etb'],
      ['exile it', 'remove it from the game', 'exile'],
      ['cast a spell', 'play this spell', 'cast'],
      ['state-based actions', 'state-based effects', 'sba'],
      ['end step', 'End of Turn Step', 'endstep'],
      ['an instant', 'a fast effect', 'instant'],
      ['an interrupt', 'instants', 'instant'],
      ['fizzles', 'countered on resolution', 'fizzle'],
      ['ETB', 'came into play', 'etb'],
      ['SBA', 'State-Based Effects', 'sba'],
    ]
    for (const [a, b, k] of pairs) {
      expect(keys(a), a).toContain(k)
      expect(keys(b), b).toContain(k)
    }
  })

  it("players' words meet the rules' words", () => {
    const pairs: Array<[string, string, string]> = [
      ['summoning sickness', 'has been under its controller’s control continuously since their most recent turn began', 'sick'],
      ['legend rule', 'two or more legendary permanents with the same name', 'legendrule'],
      ['planeswalker with zero loyalty', 'If a planeswalker has loyalty 0', 'zeroloyalty'],
      ['my deck is empty', 'draw a card from a library with no cards in it', 'emptylibrary'],
      ['pro red', 'protection from red', 'protection'],
      ['flyers', 'a creature with flying', 'flying'],
      ['it got bounced', 'moves from one zone to another', 'bounce'],
      ['poison kills you', 'that player loses the game', 'losegame'],
      ['plus one counters', 'a +1/+1 counter', 'plusone'],
      ['minus one counters', 'a -1/-1 counter', 'minusone'],
      ['everyone passes', 'if all players pass', 'allplayers'],
      ['opening hand', 'starting hand size', 'openinghand'],
      ['both lose at once', 'lose simultaneously', 'sametime'],
      ['when does damage go away', 'all damage marked on permanents (including phased-out permanents) is removed', 'damageoff'],
      ['does the player who goes first draw', 'the player who plays first skips the draw step', 'firstturn'],
      ['who is on the play', 'will choose who takes the first turn', 'firstturn'],
      ['who picks play or draw', 'the loser of the previous game chooses who takes the first turn', 'firstturn'],
      ['can I equip at instant speed', 'Activate only as a sorcery.', 'timing'],
      ['sorcery speed', 'any time they could cast an instant', 'timing'],
    ]
    for (const [a, b, k] of pairs) {
      expect(keys(a), a).toContain(k)
      expect(keys(b), b).toContain(k)
    }
    // a colour after "pro" stays a query word of its own
    expect(keys('pro red')).toEqual(['protection'])
    expect(keys('protection')).toEqual(['protection'])
  })

  it('prefers the longer reading when spellings overlap', () => {
    // "comes into play" is etb, not the "in play" (battlefield) concept
    expect(keys('it comes into play tapped')).toEqual(['etb'])
  })

  it('"defender" is the keyword players type, not the 1994 word for a blocker', () => {
    expect(keys('can a creature with defender attack')).toEqual([])
    expect(keys('defending creatures')).toEqual(['block'])
  })

  it('does not see concepts in unrelated words', () => {
    expect(keys('the player draws a card')).toEqual([])
    expect(keys('broadcast')).toEqual([])
  })
})

describe('searching across eras', () => {
  const engine = fixtureEngine()
  const top = async (q: string, n = 5) => (await engine.search(q, { limit: n })).map((r) => r.text.toLowerCase())

  it('modern words find old rulings', async () => {
    expect((await top('enters the battlefield replacement effect')).some((t) => t.includes('comes into play'))).toBe(true)
    expect((await top('exile')).some((t) => t.includes('removed from the game') || t.includes('remove it from the game'))).toBe(true)
    expect((await top('state-based actions', 10)).some((t) => t.includes('state-based effects'))).toBe(true)
  })

  it('old words find modern answers', async () => {
    expect((await top('comes into play', 10)).some((t) => t.includes('enters the battlefield') || t.includes('enter the battlefield'))).toBe(true)
    expect((await top('removed from the game', 10)).some((t) => /\bexile/.test(t))).toBe(true)
  })

  it('players\' words', async () => {
    expect((await top('SBA')).some((t) => t.includes('state-based'))).toBe(true)
    expect((await top('ETB', 10)).some((t) => t.includes('comes into play') || t.includes('enters the battlefield'))).toBe(true)
    expect((await top('fizzle')).some((t) => t.includes('fizzle'))).toBe(true)
  })
})
