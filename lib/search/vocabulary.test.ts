import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { editDistance, Vocabulary } from './vocabulary.js'

describe('vocabulary', () => {
  const v = new Vocabulary()
  for (const w of ['trampl', 'tramp', 'trampling', 'tap', 'mint', 'mist', 'most', 'indestruct']) v.add(w)
  v.settle()

  it('completes a prefix, shortest first, at most `max`', () => {
    expect(v.prefixed('tram', 10)).toEqual(['tramp', 'trampl', 'trampling'])
    expect(v.prefixed('tram', 2)).toEqual(['tramp', 'trampl'])
    expect(v.prefixed('zz', 5)).toEqual([])
  })

  it('finds words one typo away (two for long words), same first letter, closest first', () => {
    expect(v.nearby('mixt').map(([w]) => w).sort()).toEqual(['mint', 'mist'])
    expect(v.nearby('nist')).toEqual([])
    expect(v.nearby('indestrct')[0]).toEqual(['indestruct', 1])
  })

  it('words added later are found once settled', () => {
    const w = new Vocabulary()
    w.add('alpha')
    w.settle()
    w.add('alphabet')
    expect(w.has('alphabet')).toBe(true)
    w.settle()
    expect(w.prefixed('alph', 5)).toEqual(['alpha', 'alphabet'])
  })

  it('edit distance is exact up to its bound, a transposition one typo', () => {
    expect(editDistance('vail', 'vial', 1)).toBe(1)
    expect(editDistance('indestructable', 'indestructible', 2)).toBe(1)
    expect(editDistance('regenrat', 'regenerat', 2)).toBe(1)
    expect(editDistance('abc', 'xyz', 1)).toBeGreaterThan(1)
    fc.assert(fc.property(fc.string({ maxLength: 12 }), (s) => editDistance(s, s, 1) === 0))
  })
})
