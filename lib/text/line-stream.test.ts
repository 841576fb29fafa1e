import { describe, expect, it } from 'vitest'
import { decode } from './decode.js'
import { findLostCharacters } from './lost-characters.js'
import { lineLocator } from './offsets.js'
import { LineStream } from './line-stream.js'
import { DecodeError } from './decode.js'

/** The bytes in pieces of `size`, through a LineStream: the text it hands on, and the stream. */
function stream(bytes: Uint8Array, size: number): { text: string; lines: LineStream; pieces: string[] } {
  const lines = new LineStream()
  const pieces: string[] = []
  for (let i = 0; i < bytes.length; i += size) pieces.push(lines.push(bytes.subarray(i, i + size)))
  pieces.push(lines.end())
  return { text: pieces.join(''), lines, pieces }
}

describe('LineStream', () => {
  const source = '\uFEFFfirst line\r\nÆther — “quoted” \uFFFD here\rthird\nfourth \uFFFD\uFFFD\r\nlast without end'
  const bytes = new TextEncoder().encode(source)

  it('gives the text decode gives, whatever the pieces (cutting through characters and CRLF pairs)', () => {
    const whole = decode(bytes)
    for (const size of [1, 2, 3, 5, 64]) {
      const { text, lines, pieces } = stream(bytes, size)
      expect(text).toBe(whole.text)
      expect(lines.bom).toBe(true)
      expect(lines.lineEnding).toBe(whole.lineEnding)
      // Whole lines only, but the last.
      for (const p of pieces.slice(0, -1)) expect(p === '' || p.endsWith('\n')).toBe(true)
      // Line starts and lost characters as if found in the whole text.
      const locate = lineLocator(whole.text)
      expect(lines.lineStarts.map((s) => locate(s))).toEqual(lines.lineStarts.map((_, i) => i + 1))
      expect(lines.lost).toEqual(findLostCharacters(whole.text))
    }
  })

  it('refuses bytes that are not UTF-8 with the line they are on', () => {
    const bad = new Uint8Array([...new TextEncoder().encode('ok\nstill ok\n'), 0xff, 0xfe, 0x41])
    expect(() => stream(bad, 4)).toThrow(DecodeError)
    try {
      stream(bad, 4)
    } catch (e) {
      expect((e as DecodeError).line).toBe(3)
    }
  })
})
