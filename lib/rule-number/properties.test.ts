import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  canonicalNumber,
  compareNumbers,
  CR_NUMBER,
  expandRange,
  isRuleNumber,
  LETTER_NUMBER,
  localFromNumber,
  NUMBER_TOKEN,
  numberingOf,
  numberKey,
  parentNumber,
  parseRuleNumber,
} from './index.js'

const n3 = fc.integer({ min: 1, max: 999 })
const subLetter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz')

/** A Comprehensive Rules number in canonical form, any level. */
const crNumber = fc.oneof(
  fc.integer({ min: 1, max: 9 }).map(String),
  fc.integer({ min: 100, max: 999 }).map(String),
  fc.tuple(fc.integer({ min: 100, max: 999 }), n3).map(([s, r]) => `${s}.${r}`),
  fc.tuple(fc.integer({ min: 100, max: 999 }), n3, subLetter).map(([s, r, l]) => `${s}.${r}${l}`),
)

/** A D'Angelo number in canonical form: chapter, numbered segments, maybe a ruling. */
const letterNumber = fc
  .tuple(
    fc.stringMatching(/^[A-Z]{1,2}$/),
    fc.option(fc.integer({ min: 1, max: 99 }), { nil: undefined }),
    fc.array(fc.tuple(n3, fc.option(subLetter, { nil: '' })).map(([n, l]) => `${n}${l}`), { maxLength: 3 }),
    fc.option(n3, { nil: undefined }),
  )
  .map(([letters, digits, path, ruling]) => [`${letters}${digits ?? ''}`, ...path, ...(ruling ? ['Ruling', String(ruling)] : [])].join('.'))

const anyNumber = fc.oneof(crNumber, letterNumber)

/** The ways people and documents write a canonical number. */
const writtenAs = (n: string) =>
  fc.tuple(fc.boolean(), fc.boolean(), fc.constantFrom('', ' ', '\t')).map(([upper, period, pad]) => {
    const cased = upper ? n.toUpperCase() : n.toLowerCase()
    return `${pad}${cased}${period ? '.' : ''}${pad}`
  })

describe('properties of the rule-number grammar', () => {
  it('parses every canonical number to itself, in the numbering its first character says', () => {
    fc.assert(
      fc.property(anyNumber, (n) => {
        const p = parseRuleNumber(n)
        expect(p?.number).toBe(n)
        expect(p?.numbering).toBe(numberingOf(n))
        expect(canonicalNumber(n)).toBe(n)
      }),
    )
  })

  it('reads any case, a trailing period and padding as the same number, as canonicalNumber does', () => {
    fc.assert(
      fc.property(
        anyNumber.chain((n) => fc.tuple(fc.constant(n), writtenAs(n))),
        ([n, written]) => {
          expect(parseRuleNumber(written)?.number).toBe(n)
          expect(canonicalNumber(written)).toBe(n)
          expect(numberKey(written)).toBe(n.toLowerCase())
          expect(compareNumbers(written, n)).toBe(0)
        },
      ),
    )
  })

  it("reads the 2009 misprint's space after any dot before a digit", () => {
    fc.assert(
      fc.property(crNumber.filter((n) => n.includes('.')), fc.constantFrom(' ', '  ', '\t'), (n, space) => {
        expect(parseRuleNumber(n.replace('.', `.${space}`))?.number).toBe(n)
      }),
    )
  })

  it('climbs from every number to a chapter, each parent a prefix that sorts before its child', () => {
    fc.assert(
      fc.property(anyNumber, (n) => {
        let at = n
        for (let steps = 0; ; steps++) {
          expect(steps).toBeLessThan(10)
          const parent = parentNumber(at)
          if (parent === null) break
          expect(at.startsWith(parent)).toBe(true)
          expect(compareNumbers(parent, at)).toBeLessThan(0)
          expect(parseRuleNumber(parent)?.numbering).toBe(parseRuleNumber(at)?.numbering)
          at = parent
        }
        expect(parseRuleNumber(at)?.kind).toBe('chapter')
      }),
    )
  })

  it('orders numbers totally: antisymmetric, transitive, and equal only for one number', () => {
    fc.assert(
      fc.property(anyNumber, anyNumber, anyNumber, (a, b, c) => {
        const ab = compareNumbers(a, b)
        // A sum, not toBe(-x): for equal numbers -Math.sign(0) is -0, which toBe (Object.is) tells from 0.
        expect(Math.sign(ab) + Math.sign(compareNumbers(b, a))).toBe(0)
        expect(ab === 0).toBe(a === b)
        if (ab <= 0 && compareNumbers(b, c) <= 0) expect(compareNumbers(a, c)).toBeLessThanOrEqual(0)
      }),
    )
  })

  it('agrees with the fragments and the token grammar the parsers use', () => {
    const cr = new RegExp(`^${CR_NUMBER}$`)
    const letter = new RegExp(`^${LETTER_NUMBER}$`)
    fc.assert(
      fc.property(anyNumber, (n) => {
        expect(NUMBER_TOKEN.test(n)).toBe(true)
        const p = parseRuleNumber(n)!
        if (p.numbering === 'cr') expect(cr.test(n)).toBe(true)
        // Prose cites a letter number by a single-capital chapter and at least one segment.
        else expect(letter.test(n)).toBe(/^[A-Z]\d{0,2}$/.test(p.chapter) && p.path.length > 0)
      }),
    )
  })

  it('keeps every number its own URL-safe local id', () => {
    fc.assert(fc.property(anyNumber, (n) => {
      expect(localFromNumber(n)).toBe(n)
    }))
  })

  it('sends sections and deeper to the search exact map; a lone chapter stays a word', () => {
    fc.assert(
      fc.property(crNumber, (n) => {
        expect(isRuleNumber(n)).toBe(parseRuleNumber(n)!.kind !== 'chapter')
      }),
    )
  })

  it('refuses prose and near-misses', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (s) => {
        const p = parseRuleNumber(s)
        if (p) expect(NUMBER_TOKEN.test(p.number)).toBe(true)
      }),
    )
    fc.assert(fc.property(fc.integer({ min: 1000, max: 99999 }), (year) => {
      expect(parseRuleNumber(String(year))).toBeNull()
    }))
  })

  it('expands a letter range to every letter between its ends, in order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 999 }), n3, subLetter, subLetter, (s, r, x, y) => {
        const [from, to] = x <= y ? [x, y] : [y, x]
        const out = expandRange(`${s}.${r}${from}`, `${s}.${r}${to}`)
        if (from === to) expect(out).toEqual([`${s}.${r}${from}`, `${s}.${r}${to}`])
        else {
          expect(out).toHaveLength(to.charCodeAt(0) - from.charCodeAt(0) + 1)
          expect([...out].sort(compareNumbers)).toEqual(out)
        }
      }),
    )
  })
})
