import { describe, expect, test } from 'vitest'
import { findLostCharacters } from './lost-characters.js'

describe('findLostCharacters', () => {
  test('a text with none has an empty list', () => {
    expect(findLostCharacters('Magic: The Gathering™ Comprehensive Rules\nline two\n')).toEqual([])
  })

  test('lists each line once, with its count and its words', () => {
    const text = 'Magic: The Gathering\uFFFD Comprehensive Rules\n\nclean line\nyou\uFFFDre a beginning Magic\uFFFD player\n'
    expect(findLostCharacters(text)).toEqual([
      { line: 1, count: 1, text: 'Magic: The Gathering\uFFFD Comprehensive Rules' },
      { line: 4, count: 2, text: 'you\uFFFDre a beginning Magic\uFFFD player' },
    ])
  })

  test('a loss on the last line, with no line end after it, is found', () => {
    expect(findLostCharacters('a\nb\nc\uFFFD')).toEqual([{ line: 3, count: 1, text: 'c\uFFFD' }])
  })

  test('a long line is shortened around its first loss, which stays in view', () => {
    const text = `${'x'.repeat(500)}\uFFFD${'y'.repeat(500)}`
    const [entry] = findLostCharacters(text)
    expect(entry.text.length).toBe(200)
    expect(entry.text).toContain('\uFFFD')
  })

  test('line numbers agree with a plain split, whatever the spacing of the losses', () => {
    const lines = Array.from({ length: 300 }, (_, i) => (i % 7 === 3 ? `l${i} \uFFFD` : i % 11 === 0 ? '' : `l${i}`))
    const expected = lines.flatMap((l, i) => (l.includes('\uFFFD') ? [i + 1] : []))
    expect(findLostCharacters(lines.join('\n')).map((e) => e.line)).toEqual(expected)
  })
})
