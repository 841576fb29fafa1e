import { describe, expect, it } from 'vitest'
import { stem } from '../text/words.js'
import { baseForm, baseTerm } from './irregular.js'

describe('irregular past forms', () => {
  it('read as their base form, stemmed as the index holds it', () => {
    expect(baseForm('drew')).toBe('draw')
    expect(baseForm('drawn')).toBe('draw')
    expect(baseForm('forgot')).toBe('forget')
    expect(baseForm('forgotten')).toBe('forget')
    expect(baseForm('saw')).toBe('see')
    expect(baseForm('told')).toBe('tell')
    expect(baseTerm('chosen')).toBe(stem('choose'))
  })

  it('leave regular verbs to the stemmer, and forms that are other words too alone', () => {
    expect(baseForm('shuffled')).toBeNull()
    expect(baseForm('draws')).toBeNull()
    for (const w of ['left', 'got', 'went', 'stole', 'bound', 'rose']) expect(baseForm(w), w).toBeNull()
  })
})
