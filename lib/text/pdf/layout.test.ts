import { describe, expect, it } from 'vitest'
import { findFurniture } from './furniture.js'
import { healHyphens } from './hyphens.js'
import { layoutText, readLayout } from './layout-text.js'
import type { PdfLine } from './lines.js'

const line = (page: number, y: number, text: string, extra: Partial<PdfLine> = {}): PdfLine => ({
  page,
  y,
  x: 54,
  right: 54 + text.length * 5,
  size: 11,
  text,
  bold: false,
  column: 0,
  ...extra,
})

const WORDS = ['Players', 'Judges', 'Spectators', 'Organizers', 'Scorekeepers', 'Officials', 'Teams', 'Decks', 'Cards', 'Sleeves', 'Dice', 'Tokens', 'Markers', 'Notes', 'Timers', 'Tables', 'Pods', 'Boosters', 'Lands', 'Counters', 'Life']

/** Pages of body text 12.6 points apart, with a footer and a page number on each. */
function book(pages: number, header = ''): PdfLine[][] {
  return Array.from({ length: pages }, (_, p) => [
    ...(header ? [line(p + 1, 760, header)] : []),
    ...Array.from({ length: 5 }, (_, i) => line(p + 1, 700 - i * 12.6, `${WORDS[(p * 5 + i) % WORDS.length]} says something.`)),
    line(p + 1, 60, `Magic Tournament Rules, page ${p + 1}`),
    line(p + 1, 48, String(p + 3)),
  ])
}

describe('page furniture', () => {
  it('finds page numbers and footers and headers that repeat at the same height', () => {
    const reasons = findFurniture(book(4, 'MAGIC TOURNAMENT RULES'))
    for (const page of reasons) {
      expect(page[0]).toBe('running header')
      expect(page.slice(1, 6)).toEqual([null, null, null, null, null])
      expect(page[6]).toBe('running footer')
      expect(page[7]).toBe('page number')
    }
  })

  it('keeps a line that repeats only once, or at another height', () => {
    const pages = book(4)
    pages[1][0] = line(2, 700, pages[0][0].text)
    const reasons = findFurniture(pages)
    expect(reasons[1][0]).toBeNull()
    expect(findFurniture([[line(1, 700, 'Some heading'), line(1, 680, 'text')], [line(2, 400, 'Some heading'), line(2, 380, 'more')]])).toEqual([
      [null, null],
      [null, null],
    ])
  })
})

describe('hyphenation at line ends', () => {
  it('joins a broken word when the document spells it whole elsewhere', () => {
    expect(healHyphens(['a tourna-', 'ment starts. Each', 'tournament ends.'])).toEqual(['a tournament', 'starts. Each', 'tournament ends.'])
  })
  it('keeps a real hyphen, moving the rest of the compound up', () => {
    expect(healHyphens(['previously-', 'announced changes'])).toEqual(['previously-announced', 'changes'])
    expect(healHyphens(['end-of-', 'match procedure', 'end-of-match'])).toEqual(['end-of-match', 'procedure', 'end-of-match'])
  })
  it('always drops a soft hyphen, and leaves a dash before a capital alone', () => {
    expect(healHyphens(['an ex\u00ad', 'ample.'])).toEqual(['an example.', ''])
    expect(healHyphens(['Non-', 'Premier events'])).toEqual(['Non-', 'Premier events'])
  })
})

describe('layout text', () => {
  it('marks page breaks, furniture, paragraphs and bold lines, and reads them back', () => {
    const pages = [
      [line(1, 720, '1.1\tTournament Types', { bold: true }), line(1, 697, 'There are two types. Rated'), line(1, 684.4, 'and casual.'), line(1, 48, '1')],
      [line(2, 720, 'More text here.'), line(2, 48, '2')],
    ]
    const text = layoutText(pages, [
      [null, null, null, 'page number'],
      [null, 'page number'],
    ])
    expect(text).toBe(
      '**1.1\tTournament Types**\n\nThere are two types. Rated\nand casual.\n\fpage number\t1\n\f\nMore text here.\n\fpage number\t2\n',
    )
    const read = readLayout(text)
    expect(read.map((l) => [l.kind, l.text, l.bold, l.page, l.paragraphStart, l.reason])).toEqual([
      ['text', '1.1\tTournament Types', true, 1, true, null],
      ['blank', '', false, 1, false, null],
      ['text', 'There are two types. Rated', false, 1, true, null],
      ['text', 'and casual.', false, 1, false, null],
      ['furniture', '1', false, 1, false, 'page number'],
      ['page-break', '', false, 2, false, null],
      ['text', 'More text here.', false, 2, true, null],
      ['furniture', '2', false, 2, false, 'page number'],
    ])
    for (const l of read) expect(text.slice(l.start, l.end)).toBe(l.text)
  })
})
