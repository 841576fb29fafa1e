/**
 * Never nothing (issue 38): a query that holds any word of the documents gets results, whatever else it holds; a quoted
 * phrase ranks what holds it first and filters only when it is the whole query, which then says when none does.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { normalise, stem } from '../text/words.js'
import { analyse } from './analyze.js'
import { phraseKey } from './query.js'
import { reasonText } from './reason.js'
import { fixtureEngine, fixtureGraph } from './test-helpers.js'

const engine = fixtureEngine()
const nodes = fixtureGraph().nodes
// the words the documents' index holds (analyze.ts leaves out stopwords, single letters, rule numbers' parts, citations'
// brackets): a query of stopwords only may find nothing, and says why (bad-input.test.ts)
const words = [
  ...new Set(
    nodes.flatMap((n) => {
      const text = `${n.title ?? ''} ${n.text}`
      const terms = new Set(analyse(text))
      return (normalise(text).match(/[a-z0-9]+/g) ?? []).filter((w) => terms.has(stem(w)))
    }),
  ),
].sort()
const holds = (text: string, phrase: string) => ` ${phraseKey(text)} `.includes(` ${phrase} `)

describe('a query with a word of the documents', () => {
  it('always gets results, whatever surrounds its words (quotes, punctuation, words no document holds)', () => {
    const word = fc.constantFrom(...words)
    const noise = fc.constantFrom('', ' ', '?', '!', ',', '"', "'", '(', ')', ' - ', '...', ' qzxv ', ' blorptastic ', ' 🙂 ', ' שלום ', '\n', ' the ', ' of ')
    const piece = fc.tuple(noise, word, fc.boolean(), noise).map(([a, w, upper, b]) => a + (upper ? w.toUpperCase() : w) + b)
    const query = fc.oneof(
      fc.array(piece, { minLength: 1, maxLength: 25 }).map((p) => p.join(' ')),
      // a phrase inside a question, and the whole question one quoted phrase
      fc.tuple(fc.array(word, { minLength: 1, maxLength: 6 }), fc.array(word, { minLength: 2, maxLength: 6 })).map(([a, p]) => `${a.join(' ')} "${p.join(' ')}"?`),
      fc.array(word, { minLength: 2, maxLength: 8 }).map((p) => `"${p.join(' ')}"`),
    )
    fc.assert(
      fc.property(query, (q) => {
        const { results, reason } = engine.answerSync(q, { limit: 5 })
        expect(results.length, q).toBeGreaterThan(0)
        if (reason) expect(['phrase', 'cut']).toContain(reason.kind)
      }),
      { numRuns: 400 },
    )
  })
})

describe('quoted phrases', () => {
  it('the whole query one quoted phrase: only what holds it, when anything does', () => {
    const { results, reason } = engine.answerSync('"static ability"', { limit: 10 })
    expect(results.length).toBeGreaterThan(0)
    expect(reason).toBeNull()
    for (const r of results) expect(holds(`${r.title ?? ''} ${r.text}`, 'static ability')).toBe(true)
  })

  it('... and when nothing does, the results for its words, with a reason saying so', () => {
    const { results, reason } = engine.answerSync('"trample madness"', { limit: 5 })
    expect(reason).toEqual({ kind: 'phrase', phrases: ['trample madness'] })
    expect(results.length).toBeGreaterThan(0)
    expect(results.some((r) => /trample|madness/i.test(r.text))).toBe(true)
    expect(reasonText(reason!, '"trample madness"')).toMatch(/trample madness.*as written/)
  })

  it('a phrase inside a question ranks what holds it first, and filters nothing', () => {
    const q = 'what does a creature with trample do when "removed from combat"'
    const { results, reason } = engine.answerSync(q, { limit: 10 })
    expect(reason).toBeNull()
    const held = results.map((r) => holds(`${r.title ?? ''} ${r.text}`, 'removed from combat'))
    expect(held[0]).toBe(true)
    // holders first, then the rest
    expect(held.indexOf(false)).toBeGreaterThan(held.lastIndexOf(true))
    expect(held.includes(false)).toBe(true)
  })

  it('a pasted card text no document holds still gets the results for its words', () => {
    const { results } = engine.answerSync('A player controls a creature ("Trample. Whenever this creature attacks, draw a blorp.") that is blocked. What happens?', { limit: 5 })
    expect(results.length).toBeGreaterThan(0)
  })
})
