import { describe, expect, it } from 'vitest'
import { normalise, stem, STOPWORDS } from './words.js'

describe('words', () => {
  it('the stemmer joins the forms of a word and keeps "player" apart from "play"', () => {
    expect(new Set(['regenerate', 'regenerates', 'regenerated', 'regeneration', 'regenerating'].map(stem)).size).toBe(1)
    expect(new Set(['copy', 'copies', 'copying', 'copied'].map(stem)).size).toBe(1)
    expect(stem('player')).not.toBe(stem('play'))
  })

  it('normalise folds case, accents, typographic quotes and dashes, and drops apostrophes', () => {
    expect(normalise('Æther’s “Séance” – Player\'s')).toBe('aethers "seance" - players')
  })

  it('"done" is no stopword ("I\'m done" is a ruling players look up); "the" is', () => {
    expect(STOPWORDS.has('done')).toBe(false)
    expect(STOPWORDS.has('the')).toBe(true)
  })
})
