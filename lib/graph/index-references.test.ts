import { describe, expect, test } from 'vitest'
import { indexReferences } from './index-references.js'

describe('indexReferences', () => {
  test('a term and its section, after a comma or a run of dots', () => {
    const refs = indexReferences('Abilities\nActivated, A.2\nBands with Other, A.12\nBanding ........ A.2')
    expect(refs.map((r) => [r.text, r.number, r.kind])).toEqual([
      ['Activated, A.2', 'A.2', 'rule'],
      ['Bands with Other, A.12', 'A.12', 'rule'],
      ['Banding ........ A.2', 'A.2', 'rule'],
    ])
    expect(refs.every((r) => r.target === null)).toBe(true)
  })

  test('several sections on one line give one reference each', () => {
    expect(indexReferences('Damage, C.3, T.4.2, 419.6a').map((r) => r.number)).toEqual(['C.3', 'T.4.2', '419.6a'])
  })

  test('term headings and prose give none', () => {
    expect(indexReferences('Abilities\nTiming\nThanks to everyone, really.\nSee the credits, 1999')).toEqual([])
  })
})
