/**
 * Bad input (issue 38, item 8): a paste of 10,000 characters, stopwords only, punctuation only, an unmatched quote,
 * emoji, right-to-left text. Each gets an answer in bounded time, never an error; an empty one says why.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAX_QUERY } from './query.js'
import { reasonText } from './reason.js'
import { fixtureEngine } from './test-helpers.js'
import type { SearchAnswer } from './types.js'

const engine = fixtureEngine()
/** Far above a search's few milliseconds: what a hang or a quadratic pass over the paste would blow through. */
const BOUND_MS = 250

function timed(q: string): SearchAnswer {
  const t = performance.now()
  const a = engine.answerSync(q, { limit: 10 })
  expect(performance.now() - t, JSON.stringify(q.slice(0, 30))).toBeLessThan(BOUND_MS)
  expect(a.results.length).toBeLessThanOrEqual(10)
  // an empty answer says why, and a page can say it in words
  if (!a.results.length) expect(a.reason, JSON.stringify(q.slice(0, 30))).not.toBeNull()
  if (a.reason) expect(reasonText(a.reason, q).length).toBeGreaterThan(0)
  return a
}

const words = 'trample attacking creature blocking damage assign lethal combat static ability '.repeat(200)

describe('bad input', () => {
  it('a 10,000-character question: its start is read, and the answer says the rest was not', () => {
    const a = timed(words.slice(0, 10_000))
    expect(a.results.length).toBeGreaterThan(0)
    expect(a.reason).toEqual({ kind: 'cut', max: MAX_QUERY })
    for (const q of ['x'.repeat(10_000), '"'.repeat(10_000), '1.'.repeat(5_000), '702.19b '.repeat(1_250), '("'.repeat(5_000), ' '.repeat(10_000)]) timed(q)
  })

  it('stopwords only: nothing the index holds, and it says so', () => {
    // single letters too ("{T}: {G}" is t and g): the index leaves them out
    for (const q of ['the of and', 'it is what it is', 'to be or not to be', 'I', 'a an', '{T}: {G}']) {
      const a = timed(q)
      if (!a.results.length) expect(a.reason?.kind, q).toBe('common')
    }
  })

  it('punctuation, emoji and symbols only: nothing to search', () => {
    for (const q of ['?!...', '—–-', '“”‘’', '🙂🙃🐉', '👨‍👩‍👧', '()[]{}<>', '\u0000\u0001\u200b', '\ud800']) {
      const a = timed(q)
      if (!a.results.length) expect(a.reason?.kind, q).toBe('nothing')
    }
  })

  it('an unmatched quote is no phrase: the words are searched', () => {
    for (const q of ['"trample', 'trample"', 'what does "trample do', '"static ability" and "trample']) expect(timed(q).results.length, q).toBeGreaterThan(0)
  })

  it('right-to-left text, alone or around the documents\' words', () => {
    for (const q of ['שלום עולם', 'ما هو الدوس', '\u202etrample\u202c', 'מה זה trample', 'trample ما هو']) {
      const a = timed(q)
      if (/trample/.test(q)) expect(a.results.length, q).toBeGreaterThan(0)
      else expect(a.reason?.kind, q).toBe('nothing')
    }
  })

  it('fuzzed: any mix of them, any length up to 10,000, answers in bounded time and never throws', () => {
    const part = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.string({ unit: 'grapheme', maxLength: 20 }),
      fc.string({ unit: 'binary', maxLength: 20 }),
      fc.constantFrom('the', 'of', '"', '""', '?!', '🙂', 'שלום', 'ما', 'trample', '702.19b', 'CR', 'IPG 2.2', '{T}:', '\u202e', '  '),
    )
    fc.assert(
      fc.property(fc.array(part, { maxLength: 30 }), fc.nat({ max: 300 }), (parts, repeat) => {
        const q = parts.join(' ').repeat(1 + (repeat % 50)).slice(0, 10_000)
        timed(q)
        timed(q.slice(0, 50))
      }),
      { numRuns: 120 },
    )
  })
})
