import { describe, expect, it } from 'vitest'
import { deriveInitialisms } from './initialisms.js'
import { stem } from '../text/words.js'
import { conceptToken } from './era.js'
import { analyse, MAX_QUERY } from './query.js'
import { RANKING } from './ranking.js'
import { Vocabulary } from './vocabulary.js'

const vocabOf = (words: string[]) => {
  const v = new Vocabulary()
  for (const w of words) v.add(stem(w))
  v.settle()
  return v
}
const vocab = vocabOf(['trample', 'trampled', 'creature', 'damage', 'blocked', 'choose', 'pick', 'work', 'graveyard', 'regenerate'])
const terms = (q: string, typing = false) => analyse(q, vocab, RANKING, typing).groups.map((g) => g.alts.map((a) => `${a.term}:${a.w}`))

describe('reading the query', () => {
  it('a word searches its stem; a word the index lacks, its closest readings, and itself among the situations', () => {
    expect(terms('creatures')).toEqual([[`${stem('creature')}:1`]])
    expect(terms('regenrate')[0]).toEqual([`${stem('regenerate')}:${RANKING.typoSure}`, `${stem('regenrate')}:1`])
    // as written, it is "unread": no document holds it, and it weighs in the query only where a situation does
    expect(analyse('regenrate', vocab, RANKING).groups[0].alts.map((a) => !!a.unread)).toEqual([false, true])
    expect(analyse('creatures', vocab, RANKING).groups[0].alts.some((a) => a.unread)).toBe(false)
  })

  it('while typing, the last word is also a prefix of longer words; typed out, it is a word', () => {
    expect(terms('tram', true)[0].some((t) => t.startsWith(`${stem('trample')}:`))).toBe(true)
    const done = analyse('damage tram', vocab, RANKING, true)
    // only the last word is completed
    expect(done.groups[0].alts).toEqual([{ term: stem('damage'), w: 1 }])
  })

  it("a player's word also searches the rules' word, marked as an alias (it widens, it does not count in rarity)", () => {
    const [pick] = analyse('pick', vocab, RANKING).groups
    expect(pick.alts[0]).toEqual({ term: 'pick', w: 1 })
    expect(pick.alts.find((a) => a.term === stem('choose'))).toEqual({ term: stem('choose'), w: 0.7, alias: true })
  })

  it('an irregular past form also searches its base form, as the same word; a form the index has keeps itself', () => {
    const v = vocabOf(['draw', 'forget', 'see', 'drew', 'card'])
    const read = (q: string) => analyse(q, v, RANKING).groups.map((g) => g.alts.map((a) => `${a.term}:${a.w}`))
    expect(read('forgot')).toEqual([[`${stem('forget')}:1`]])
    // "drew" is a word of the index too (a ruling's past tense): both, at 1
    expect(read('drew card')).toEqual([['drew:1', `${stem('draw')}:1`], [`${stem('card')}:1`]])
    expect(read('saw')).toEqual([[`${stem('see')}:1`]])
    // "got" and "went" are auxiliaries, not read as "get", "go"; a word the index lacks and no base is a typo
    expect(read('got')).toEqual([['got:1']])
  })

  it('judges\' initialisms: "ID" in capitals is an intentional draw, "id" ("I\'d") is not; GRV (a title\'s), DQ are spelled out', () => {
    const v = vocabOf(['intentional', 'draw', 'game', 'rule', 'violation', 'disqualification', 'regular'])
    // GRV is no hand-written entry: the index derives it from the guide's titles (initialisms.ts, the manifest's)
    v.initialisms = deriveInitialisms(['Game Play Error — Game Rule Violation'])
    const labels = (q: string) => analyse(q, v, RANKING).groups.map((g) => g.label)
    expect(labels('how do we report an ID')).toEqual(['report', 'intentional', 'draw'])
    expect(labels("id like to draw")).toEqual(['like', 'draw'])
    expect(labels('grv or dq')).toEqual(['game', 'rule', 'violation', 'disqualification'])
    // "FNM" is no word of the documents: it searches the rules enforcement level it is run at
    const [fnm] = analyse('fnm', v, RANKING).groups
    expect(fnm.alts).toContainEqual({ term: 'regular', w: 0.6, alias: true })
  })

  it('an era phrase is one group with its concept token first, its words a lesser share', () => {
    const [etb] = analyse('comes into play', vocab, RANKING).groups
    expect(etb.concept).toBe('etb')
    expect(etb.alts[0]).toEqual({ term: conceptToken('etb'), w: 1 })
  })

  it('a framing word counts at the framing share beside a subject, fully alone', () => {
    expect(terms('how does trample work')).toContainEqual([`work:${RANKING.framing}`])
    expect(terms('work')).toEqual([['work:1']])
  })

  it('rule numbers and quoted phrases are read apart from the words', () => {
    const p = analyse('CR 702.19b "blocked creature" damage', vocab, RANKING)
    expect(p.numbers).toEqual(['702.19b'])
    expect(p.preferCr).toBe(true)
    expect(p.phrases).toEqual(['blocked creature'])
    expect(p.groups.map((g) => g.label)).toEqual(['blocked', 'creature', 'damage'])
    // the query has words: its numbers are never searched as words
    expect(p.numberWords).toEqual([])
  })

  it('a query of numbers alone carries them read as words too, for when they name nothing (read in the same pass)', () => {
    const words = vocabOf(['419', '9'])
    const p = analyse('419.9', words, RANKING)
    expect(p.numbers).toEqual(['419.9'])
    expect(p.groups).toEqual([])
    expect(p.numberWords.length).toBeGreaterThan(0)
    expect(p.numberWords).toEqual(analyse('419 9', words, RANKING).groups)
  })

  it('never throws, and reads at most MAX_QUERY characters', () => {
    for (const q of ['', '"', '\u0000', '(.*)+[', undefined as unknown as string]) expect(() => analyse(q, vocab, RANKING)).not.toThrow()
    const long = analyse(`${'x '.repeat(MAX_QUERY)} trample`, vocab, RANKING)
    expect(long.groups.some((g) => g.label === 'trample')).toBe(false)
  })
})
