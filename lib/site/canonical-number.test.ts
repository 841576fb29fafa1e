import { describe, expect, it } from 'vitest'
import { canonicalNumber } from './canonical-number.mjs'

describe('canonicalNumber', () => {
  it('writes a number the way its documents do', () => {
    expect(canonicalNumber('419.6A')).toBe('419.6a')
    expect(canonicalNumber('419.6a.')).toBe('419.6a')
    expect(canonicalNumber(' 702.19B. ')).toBe('702.19b')
    expect(canonicalNumber('t.1.ruling.2')).toBe('T.1.Ruling.2')
    expect(canonicalNumber('T.10.10.')).toBe('T.10.10')
    expect(canonicalNumber('502')).toBe('502')
  })
  it('leaves a canonical number as it is', () => {
    for (const n of ['419.6a', 'T.1.Ruling.2', '5', 'T', '100.1']) expect(canonicalNumber(n)).toBe(n)
  })
})
