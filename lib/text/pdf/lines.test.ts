import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { PdfItem, PdfPage } from './items.js'
import { joinItems, pageLines } from './lines.js'

const item = (str: string, x: number, y: number, size = 11, bold = false): PdfItem => ({
  str,
  x,
  y,
  width: str.length * size * 0.5,
  size,
  bold,
})

const page = (items: PdfItem[], width = 612): PdfPage => ({ number: 1, width, height: 792, items })

/** A word of letters and punctuation, as a PDF item's text might be. */
const word = fc.stringMatching(/^[A-Za-z0-9.,;:()’“”—•-]{1,12}$/)

/**
 * A page of text lines: each line a list of words, placed left to right with word spaces (sometimes as
 * separate " " items, sometimes glued into one item, sometimes split inside a word), baselines 13 points
 * apart with up to half a point of jitter, and the odd superscript.
 */
const generatedPage = fc
  .array(
    fc.record({
      words: fc.array(word, { minLength: 1, maxLength: 8 }),
      glue: fc.array(fc.constantFrom('space-item', 'gap', 'split'), { minLength: 8, maxLength: 8 }),
      jitter: fc.array(fc.double({ min: -0.5, max: 0.5, noNaN: true }), { minLength: 8, maxLength: 8 }),
      indent: fc.integer({ min: 0, max: 40 }),
    }),
    { minLength: 1, maxLength: 12 },
  )
  .map((lines) => {
    const items: PdfItem[] = []
    lines.forEach((line, li) => {
      const y = 700 - li * 13
      let x = 54 + line.indent
      line.words.forEach((w, wi) => {
        const glue = line.glue[wi % 8]
        const jy = y + line.jitter[wi % 8]
        if (glue === 'split' && w.length > 1) {
          const half = Math.ceil(w.length / 2)
          const a = item(w.slice(0, half), x, jy)
          items.push(a)
          items.push(item(w.slice(half), x + a.width, jy))
          x += a.width + (w.length - half) * 5.5
        } else {
          const it = item(w, x, jy)
          items.push(it)
          x += it.width
        }
        if (glue === 'space-item') items.push({ ...item(' ', x, jy), width: 2.75 })
        x += 2.75
      })
      items.push({ ...item('', x, y), width: 0, size: 0 })
    })
    return { lines: lines.map((l) => l.words), items }
  })

const chars = (texts: string[]) => [...texts.join('').replace(/\s+/g, '')].sort().join('')

describe('PDF line assembly', () => {
  it('reads the generated lines back, words in order, one space apart', () => {
    fc.assert(
      fc.property(generatedPage, ({ lines, items }) => {
        expect(pageLines(page(items)).map((l) => l.text)).toEqual(lines.map((words) => words.join(' ')))
      }),
    )
  })

  it('gives the same lines whatever order the items come in', () => {
    fc.assert(
      fc.property(
        generatedPage.chain(({ items }) => fc.tuple(fc.constant(items), fc.shuffledSubarray(items, { minLength: items.length }))),
        ([items, shuffled]) => {
          expect(pageLines(page(shuffled))).toEqual(pageLines(page(items)))
        },
      ),
    )
  })

  it('loses and doubles no character, whatever the items (overlapping, same place, any size)', () => {
    const anyItem = fc.record({
      str: fc.string({ maxLength: 6 }),
      x: fc.double({ min: 0, max: 600, noNaN: true }),
      y: fc.double({ min: 0, max: 800, noNaN: true }),
      width: fc.double({ min: 0, max: 200, noNaN: true }),
      size: fc.double({ min: 0, max: 30, noNaN: true }),
      bold: fc.boolean(),
    })
    fc.assert(
      fc.property(fc.array(anyItem, { maxLength: 40 }), (items) => {
        const out = pageLines(page(items)).map((l) => l.text)
        expect(chars(out)).toBe(chars(items.map((i) => i.str)))
      }),
    )
  })

  it('puts a tab where the gap is wider than any word space, and none inside small caps', () => {
    expect(joinItems([item('1.1', 54, 700), item('Tournament', 90, 700), item('Types', 148, 700)])).toBe('1.1\tTournament Types')
    // "M" + "AGIC" drawn as two sizes with no gap is one word.
    expect(joinItems([item('M', 54, 700, 16), { ...item('AGIC', 69.1, 700, 13), x: 62 }])).toBe('MAGIC')
  })

  it('marks a line bold only when all its words are bold', () => {
    const lines = pageLines(page([item('Definition', 90, 700, 11, true), item('Magic', 90, 680, 11, true), item('is a game', 120, 680)]))
    expect(lines.map((l) => l.bold)).toEqual([true, false])
  })

  it('unfolds ligatures and reads a symbol font’s bullet', () => {
    const lines = pageLines(page([item('\uf0b7', 54, 700), item('ﬁrst ﬂoor', 70, 700)]))
    expect(lines[0].text).toBe('• first floor')
  })

  it('reads a lone symbol-font glyph at a marker’s place as a bullet, and leaves one inside words alone', () => {
    const lines = pageLines(page([item('\uf0f1', 57, 700), item('Tardiness.', 93, 700), item('a\uf0f1b', 57, 680)]))
    expect(lines.map((l) => l.text)).toEqual(['•\tTardiness.', 'a\uf0f1b'])
  })

  it('reads a two-column page column by column, a title across both first', () => {
    const items: PdfItem[] = [item('A title across the whole page of this document here', 54, 760)]
    const left = Array.from({ length: 10 }, (_, i) => `left line ${i} of some prose text here`)
    const right = Array.from({ length: 10 }, (_, i) => `right line ${i} of prose text too`)
    left.forEach((t, i) => items.push({ ...item(t, 54, 700 - i * 13), width: 240 }))
    right.forEach((t, i) => items.push({ ...item(t, 318, 700 - i * 13), width: 240 }))
    expect(pageLines(page(items)).map((l) => l.text)).toEqual([
      'A title across the whole page of this document here',
      ...left,
      ...right,
    ])
  })

  it('reads a table row across, cells split by tabs, not as two columns', () => {
    const items: PdfItem[] = []
    const rows = [
      ['Infraction', 'Penalty'],
      ['Missed Trigger', 'No Penalty'],
      ['Looking at Extra Cards', 'Warning'],
      ['Hidden Card Error', 'Warning'],
      ['Mulligan Procedure Error', 'Warning'],
      ['Game Rule Violation', 'Warning'],
      ['Tardiness', 'Game Loss'],
      ['Outside Assistance', 'Match Loss'],
    ]
    rows.forEach(([a, b], i) => items.push(item(a, 90, 700 - i * 13), item(b, 400, 700 - i * 13)))
    expect(pageLines(page(items)).map((l) => l.text)).toEqual(rows.map((r) => r.join('\t')))
  })
})
