import { describe, expect, it } from 'vitest'
import * as api from './index.js'
import {
  canonicalNumber,
  compareNumbers,
  CR_NUMBER,
  expandRange,
  HEADING_NUMBER,
  isRuleNumber,
  LETTER_NUMBER,
  letterRangeEnd,
  localFromNumber,
  looksLikeNumber,
  NUMBER_TOKEN,
  numberingOf,
  numberKey,
  parentNumber,
  parseRuleNumber,
} from './index.js'

describe('public API', () => {
  it('exports the rule-number grammar and nothing else', () => {
    expect(Object.keys(api).sort()).toEqual([
      'CR_CHAPTER',
      'CR_LETTER',
      'CR_NUMBER',
      'CR_RULE',
      'CR_SECTION',
      'HEADING_NUMBER',
      'LETTER_NUMBER',
      'NUMBER_TOKEN',
      'canonicalNumber',
      'compareNumbers',
      'expandRange',
      'isRuleNumber',
      'letterRangeEnd',
      'localFromNumber',
      'looksLikeNumber',
      'numberKey',
      'numberingOf',
      'parentNumber',
      'parseRuleNumber',
    ])
  })
})

describe('parseRuleNumber', () => {
  it('reads each level of the Comprehensive Rules', () => {
    expect(parseRuleNumber('5')).toEqual({ numbering: 'cr', kind: 'chapter', number: '5', chapter: 5, section: null, rule: null, letter: null })
    expect(parseRuleNumber('502')).toEqual({ numbering: 'cr', kind: 'section', number: '502', chapter: 5, section: 502, rule: null, letter: null })
    expect(parseRuleNumber('502.9')).toEqual({ numbering: 'cr', kind: 'rule', number: '502.9', chapter: 5, section: 502, rule: 9, letter: null })
    expect(parseRuleNumber('502.9a')).toEqual({ numbering: 'cr', kind: 'subrule', number: '502.9a', chapter: 5, section: 502, rule: 9, letter: 'a' })
    expect(parseRuleNumber('702.19b')).toMatchObject({ kind: 'subrule', section: 702, rule: 19, letter: 'b' })
  })

  it('takes the forms documents and people write', () => {
    for (const [raw, number] of [
      ['502.9.', '502.9'],
      ['502.9a.', '502.9a'],
      ['419.6A', '419.6a'],
      [' 702.19B. ', '702.19b'],
      ['702. 37a', '702.37a'], // the 2009 CR's misprint
      ['t.1.ruling.2', 'T.1.Ruling.2'],
      ['T.10.10.', 'T.10.10'],
      ['g1.1A', 'G1.1a'],
    ]) expect(parseRuleNumber(raw)?.number, raw).toBe(number)
  })

  it("reads D'Angelo's letter numbering", () => {
    expect(parseRuleNumber('T')).toEqual({ numbering: 'letter', kind: 'chapter', number: 'T', chapter: 'T', path: [], ruling: null })
    expect(parseRuleNumber('T.1')).toMatchObject({ kind: 'section', chapter: 'T', path: ['1'] })
    expect(parseRuleNumber('T.1.2')).toMatchObject({ kind: 'entry', path: ['1', '2'] })
    expect(parseRuleNumber('T.10.13')).toMatchObject({ kind: 'entry', path: ['10', '13'] })
    expect(parseRuleNumber('T.1.Ruling.2')).toMatchObject({ kind: 'ruling', path: ['1'], ruling: 2 })
    expect(parseRuleNumber('A.1.12')).toMatchObject({ kind: 'entry', chapter: 'A', path: ['1', '12'] })
    expect(parseRuleNumber('AB.3')).toMatchObject({ kind: 'section', chapter: 'AB', path: ['3'] })
    expect(parseRuleNumber('G1.1a')).toMatchObject({ kind: 'entry', chapter: 'G1', path: ['1a'] })
  })

  it('refuses what is not a number', () => {
    for (const s of ['', 'trample', '1994', '5023', '502.1000', '419.6aa', '6/6', '502.09', '0', 'T.Ruling', 'ABC.1', '<script>', '502 .9', 'T. 1', '1'.repeat(50)])
      expect(parseRuleNumber(s), s).toBeNull()
  })
})

describe('canonicalNumber', () => {
  it('normalises case and the trailing period of any string, as the server redirects', () => {
    expect(canonicalNumber('419.6A')).toBe('419.6a')
    expect(canonicalNumber('419.6a.')).toBe('419.6a')
    expect(canonicalNumber('t.1.ruling.2')).toBe('T.1.Ruling.2')
    expect(canonicalNumber('whatever.')).toBe('WHATEVER')
  })
})

describe('numberingOf and looksLikeNumber', () => {
  it('tells the two numberings apart by the first character', () => {
    expect(numberingOf('419.6a')).toBe('cr')
    expect(numberingOf('5')).toBe('cr')
    expect(numberingOf('T.1.2')).toBe('letter')
    expect(numberingOf('G1.1a')).toBe('letter')
  })
  it("says a reference's target is a number, not a topic's title", () => {
    for (const s of ['419', 'T.2', 'T', 'G1.1a', 'AB'.slice(0, 1)]) expect(looksLikeNumber(s), s).toBe(true)
    for (const s of ['Casting Spells', 'Turn Structure', 'protection', 'AB.1']) expect(looksLikeNumber(s), s).toBe(false)
  })
})

describe('parentNumber', () => {
  it('climbs one level at a time to the chapter', () => {
    expect(parentNumber('502.9a')).toBe('502.9')
    expect(parentNumber('502.9')).toBe('502')
    expect(parentNumber('502')).toBe('5')
    expect(parentNumber('5')).toBeNull()
    expect(parentNumber('702.19B.')).toBe('702.19')
    expect(parentNumber('T.1.Ruling.2')).toBe('T.1')
    expect(parentNumber('T.10.13')).toBe('T.10')
    expect(parentNumber('T.10')).toBe('T')
    expect(parentNumber('T')).toBeNull()
    expect(parentNumber('G1.1a')).toBe('G1.1')
    expect(parentNumber('trample')).toBeNull()
  })
})

describe('compareNumbers', () => {
  it('puts numbers in document order, numerically', () => {
    const ordered = ['5', '502', '502.2', '502.9', '502.9a', '502.9b', '502.10', '503', '6', '702.19']
    expect([...ordered].reverse().sort(compareNumbers)).toEqual(ordered)
    const letters = ['A', 'AB', 'G', 'G1', 'G1.1a', 'G2', 'T', 'T.1', 'T.1.2', 'T.1.10', 'T.1.Ruling.2', 'T.1.Ruling.10', 'T.2', 'T.10']
    expect([...letters].reverse().sort(compareNumbers)).toEqual(letters)
  })
  it('treats two writings of one number as equal and puts non-numbers last', () => {
    expect(compareNumbers('502.9A.', '502.9a')).toBe(0)
    expect(compareNumbers('trample', '502')).toBeGreaterThan(0)
    expect(compareNumbers('502', 'T')).toBeLessThan(0)
  })
})

describe('ranges', () => {
  it('expands a letter range and a number range', () => {
    expect(letterRangeEnd('409.1f', 'h')).toBe('409.1h')
    expect(letterRangeEnd('409', 'h')).toBeNull()
    expect(expandRange('409.1f', '409.1h')).toEqual(['409.1f', '409.1g', '409.1h'])
    expect(expandRange('306', '311')).toEqual(['306', '307', '308', '309', '310', '311'])
    expect(expandRange('409.1a', '409.2')).toEqual(['409.1a', '409.2'])
    // A long range is more likely a typo: both ends only.
    expect(expandRange('100', '200')).toEqual(['100', '200'])
  })
})

describe('map keys and ids', () => {
  it("gives the search's exact-map key", () => {
    expect(numberKey('T.1.Ruling.2.')).toBe('t.1.ruling.2')
    expect(numberKey(' 419.6A ')).toBe('419.6a')
    for (const n of ['419.6a', '419.6a.', 'T.10.10', 't.10.10', 'T.1.Ruling.2', '702.19b', '502', '502.2.', 'G1.1a']) expect(isRuleNumber(n), n).toBe(true)
    // In a query a lone chapter is a word ("5 damage", "t").
    for (const n of ['trample', '6/6', '2', '5', 't', 'a.b', '419.6aa', '<script>']) expect(isRuleNumber(n), n).toBe(false)
  })
  it('keeps a number as its local id where it is URL-safe', () => {
    expect(localFromNumber('419.6a')).toBe('419.6a')
    expect(localFromNumber('T.1.Ruling.2')).toBe('T.1.Ruling.2')
    expect(localFromNumber('702. 37a')).toBe('702.-37a')
    expect(localFromNumber('.?.')).toBe('n')
  })
})

describe('regular-expression fragments', () => {
  it('match whole numbers of each numbering', () => {
    const cr = new RegExp(`^${CR_NUMBER}$`)
    const letter = new RegExp(`^${LETTER_NUMBER}$`)
    for (const n of ['8', '409', '409.1f', '702.19']) expect(cr.test(n), n).toBe(true)
    for (const n of ['1994', '409.1ff', 'T.1']) expect(cr.test(n), n).toBe(false)
    for (const n of ['T.10.Ruling.3', 'A.6.2', 'G.39', 'G1.1a']) expect(letter.test(n), n).toBe(true)
    for (const n of ['T', 'T.Ruling.3', '419.6a']) expect(letter.test(n), n).toBe(false)
    for (const n of ['T', 'AB', 'G1', 'T.1.2', 'T.1.Ruling.2', '4', '419.6a']) expect(NUMBER_TOKEN.test(n), n).toBe(true)
    for (const n of ['t.1', 'T.1.', 'T.Ruling', '419.6A', 'ABC']) expect(NUMBER_TOKEN.test(n), n).toBe(false)
    const heading = new RegExp(`^${HEADING_NUMBER}$`)
    for (const n of ['A.2', 'T.10.13', 'G1.1a', '419.6a', 'T']) expect(heading.test(n), n).toBe(true)
    for (const n of ['T.1.Ruling.2', '1999', 'A.2.']) expect(heading.test(n), n).toBe(false)
  })
})
