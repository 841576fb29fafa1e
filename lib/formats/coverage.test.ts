import { describe, expect, it } from 'vitest'
import { checkCoverage } from './coverage.js'
import type { Root } from './tree.js'

const empty = { type: 'root', family: 'cr', children: [], noise: [], meta: {}, problems: [] } as unknown as Root

describe('checkCoverage', () => {
  // Parsers trim lines with String.prototype.trim; a character trim drops must not count as lost.
  it('asks to place exactly the characters that trim keeps', () => {
    const disagree: string[] = []
    for (let c = 0; c <= 0xffff; c++) {
      const ch = String.fromCharCode(c)
      const missing = checkCoverage(`a${ch}`, { ...empty, noise: [{ span: { start: 0, end: 1 }, reason: 'x' }] }).missing.length > 0
      if (missing !== (ch.trim() !== '')) disagree.push(c.toString(16))
    }
    expect(disagree).toEqual([])
  })

  it('finds an unplaced word and a doubled one', () => {
    const root = { ...empty, noise: [{ span: { start: 0, end: 3 }, reason: 'x' }, { span: { start: 0, end: 3 }, reason: 'y' }] }
    expect(checkCoverage('one two', root)).toEqual({ missing: [{ start: 4, end: 7 }], doubled: [{ start: 0, end: 3 }] })
  })
})
