import { expect, it } from 'vitest'
import { isWhitespace } from './whitespace.js'

it('is whitespace exactly where trim and \\s say so, over every BMP character', () => {
  const disagree: string[] = []
  for (let c = 0; c <= 0xffff; c++) {
    const ch = String.fromCharCode(c)
    const trimmed = ch.trim() === ''
    if (isWhitespace(c) !== trimmed || /\s/.test(ch) !== trimmed) disagree.push(c.toString(16))
  }
  expect(disagree).toEqual([])
})
