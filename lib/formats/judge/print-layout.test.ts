/**
 * The judge documents' print layouts, each on a small made-up page of pdfjs-like items, read through the whole
 * path a PDF takes (lines, layout text, the section body): a list in two columns, a bulleted list, a numbered
 * list, a sentence wrapped over lines, a sentence across a page end. The print-layout check counts each page's
 * faults before the reader's answer is compared.
 */
import { describe, expect, it } from 'vitest'
import type { PdfItem, PdfPage } from '../../text/pdf/items.js'
import { textFromPages } from '../../text/pdf/index.js'
import { readLayout } from '../../text/pdf/layout-text.js'
import { pageLines } from '../../text/pdf/lines.js'
import { findListColumns } from '../../text/pdf/list-columns.js'
import { columnLists, listsReadAcross, midSentenceBreaks } from '../../text/pdf/print-layout-check.js'
import { readBody, sentenceGoesOn } from './body.js'

const SIZE = 10
const LEAD = 12

const item = (str: string, x: number, y: number): PdfItem => ({ str, x, y, width: str.length * SIZE * 0.5, size: SIZE, bold: false })

/** A line of words at `x` on baseline `y`, a word an item (as pdfjs often gives them), with a space item between. */
function words(text: string, x: number, y: number): PdfItem[] {
  const out: PdfItem[] = []
  for (const w of text.split(' ')) {
    out.push(item(w, x, y))
    x += w.length * SIZE * 0.5
    out.push({ ...item(' ', x, y), width: 2.5 })
    x += 2.5
  }
  return out
}

/** A bullet at `x` and its words a tab stop further on, as the Tournament Rules set them. */
const bullet = (text: string, x: number, y: number): PdfItem[] => [item('\uf0b7', x, y), ...words(text, x + 18, y)]

const page = (number: number, items: PdfItem[]): PdfPage => ({ number, width: 612, height: 792, items })

/** The body text of a section made of these pages (every line of the layout text is the section's). */
function bodyOf(pages: PdfPage[]): string {
  const lines = readLayout(textFromPages(pages))
  return readBody(lines, 0, lines.length - 1, 'none').text
}

const LEFT = ['Ancestral Recall', 'Balance', 'Black Lotus', 'Brainstorm']
const RIGHT = ['Mox Emerald', 'Mox Jet', 'Mox Pearl']

/** The banned list of a Tournament Rules format: a paragraph across the page, the cards in two columns, a paragraph after. */
function twoColumnPage(rightOffset: number): PdfPage {
  const items: PdfItem[] = [...words('The following cards are restricted in Vintage tournaments:', 54, 700)]
  LEFT.forEach((name, i) => items.push(...bullet(name, 90, 676 - i * LEAD)))
  // The right column's baselines may sit a point or two off the left one's: one printed row, two baselines.
  RIGHT.forEach((name, i) => items.push(...bullet(name, 360, 676 - i * LEAD + rightOffset)))
  items.push(...words('Vintage decks may also use cards from these sets.', 54, 676 - 4 * LEAD - 12))
  return page(1, items)
}

describe('a list set in two columns', () => {
  for (const offset of [0, 1.5]) {
    it(`is read column by column (right column ${offset} pt off the left one's baselines)`, () => {
      const p = twoColumnPage(offset)
      expect(findListColumns(p.items.map((i) => ({ ...i, str: i.str === '\uf0b7' ? '•' : i.str })).sort((a, b) => b.y - a.y || a.x - b.x))).toHaveLength(1)
      const lines = pageLines(p).map((l) => l.text)
      expect(lines).toEqual([
        'The following cards are restricted in Vintage tournaments:',
        ...LEFT.map((n) => `•\t${n}`),
        ...RIGHT.map((n) => `•\t${n}`),
        'Vintage decks may also use cards from these sets.',
      ])
      const text = bodyOf([p])
      expect(text.split('\n')).toEqual([
        'The following cards are restricted in Vintage tournaments:',
        ...[...LEFT, ...RIGHT].map((n) => `• ${n}`),
        'Vintage decks may also use cards from these sets.',
      ])
      expect(listsReadAcross([p], [text]).count).toBe(0)
    })
  }

  it('an item wrapped over two lines keeps its words, its neighbour in the other column after it', () => {
    const items: PdfItem[] = [...words('The following cards are banned in Legacy tournaments:', 54, 700)]
    items.push(...bullet('All cards with the card type', 90, 676), ...words('“Conspiracy” (25 cards)', 108, 664))
    items.push(...bullet('Chaos Orb', 90, 652), ...bullet('Mana Crypt', 360, 676), ...bullet('Mana Drain', 360, 664), ...bullet('Memory Jar', 360, 652))
    const p = page(1, items)
    const text = bodyOf([p])
    expect(text.split('\n')).toEqual([
      'The following cards are banned in Legacy tournaments:',
      '• All cards with the card type “Conspiracy” (25 cards)',
      '• Chaos Orb',
      '• Mana Crypt',
      '• Mana Drain',
      '• Memory Jar',
    ])
    expect(listsReadAcross([p], [text]).count).toBe(0)
  })

  it('the check counts the cells a reading puts across the columns', () => {
    const p = twoColumnPage(0)
    expect(columnLists(p)).toHaveLength(1)
    const across = ['The following cards are restricted in Vintage tournaments:', '• Ancestral Recall', '• Mox Emerald', '• Balance', '• Mox Jet', '• Black Lotus', '• Mox Pearl', '• Brainstorm']
    // Each right cell comes before a left cell below its row: three read across.
    expect(listsReadAcross([p], [across.join('\n')])).toMatchObject({ count: 3, lists: 1, cells: 7, located: 7 })
  })

  it('a sub-list indented under its item, or a table of a bullet and a date, is no second column', () => {
    const sub = page(1, [
      ...bullet('Players may exchange cards in their decks for cards in their sideboards before the next game', 90, 700),
      ...bullet('only after the first game', 108, 688),
      ...bullet('and never during a game', 108, 676),
      ...bullet('Players shuffle their decks and present them to their opponents for additional shuffling', 90, 664),
    ])
    expect(findListColumns(sub.items.map((i) => ({ ...i, str: i.str.replace('\uf0b7', '•') })).sort((a, b) => b.y - a.y || a.x - b.x))).toEqual([])
    const table = page(1, [
      ...bullet('Mirrodin Besieged', 90, 700),
      ...words('February 4, 2011', 360, 700),
      ...bullet('Action', 90, 688),
      ...words('May 13, 2011', 360, 688),
      ...bullet('New Phyrexia', 90, 676),
      ...words('May 13, 2011', 360, 676),
    ])
    expect(pageLines(table).map((l) => l.text)).toEqual(['•\tMirrodin Besieged\tFebruary 4, 2011', '•\tAction\tMay 13, 2011', '•\tNew Phyrexia\tMay 13, 2011'])
  })
})

describe('a bulleted list', () => {
  it('is one item per bullet, each item’s wrapped lines joined, the paragraph after it apart', () => {
    const p = page(1, [
      ...words('A judge considers:', 54, 700),
      ...bullet('The potential for abuse (or risk of being exposed).', 72, 688),
      ...bullet('The amount of disruption it causes in discovering, investigating, and resolving', 72, 676),
      ...words('the issue.', 90, 664),
      ...bullet('Repeated offenses by the player within the tournament.', 72, 652),
      ...words('Penalties are not a punishment.', 54, 628),
    ])
    expect(bodyOf([p]).split('\n')).toEqual([
      'A judge considers:',
      '• The potential for abuse (or risk of being exposed).',
      '• The amount of disruption it causes in discovering, investigating, and resolving the issue.',
      '• Repeated offenses by the player within the tournament.',
      'Penalties are not a punishment.',
    ])
  })
})

describe('a numbered list', () => {
  it('is one item per step, however the lines wrap, and "steps 1 and 2" inside a sentence stay in it', () => {
    const p = page(1, [
      ...words('The following steps must be performed before each game begins:', 54, 700),
      ...words('1. Players may exchange cards in their decks for cards in their sideboards (only after the first', 54, 688),
      ...words('game of the match).', 66, 676),
      ...words('2. Players shuffle their decks. Steps 1 and 2 may be repeated.', 54, 664),
      ...words('3. Players present their decks to their opponents. Players may not use more than three minutes for steps', 54, 652),
      ...words('1 through 3.', 66, 640),
    ])
    expect(bodyOf([p]).split('\n')).toEqual([
      'The following steps must be performed before each game begins:',
      '1. Players may exchange cards in their decks for cards in their sideboards (only after the first game of the match).',
      '2. Players shuffle their decks. Steps 1 and 2 may be repeated.',
      '3. Players present their decks to their opponents. Players may not use more than three minutes for steps 1 through 3.',
    ])
  })
})

describe('a sentence over several lines', () => {
  it('is one paragraph, a bold line that breaks it too', () => {
    const bold = (items: PdfItem[]) => items.map((i) => ({ ...i, bold: true }))
    const p = page(1, [
      ...bold(bullet('A triggered ability that requires its controller to choose targets (other than ‘target', 72, 700)),
      ...words('opponent’), modes, or other choices: The controller must announce those choices.', 90, 688),
      ...words('Players may not cause triggered abilities to be missed.', 54, 664),
    ])
    const text = bodyOf([p])
    expect(text.split('\n')).toEqual([
      '• A triggered ability that requires its controller to choose targets (other than ‘target opponent’), modes, or other choices: The controller must announce those choices.',
      'Players may not cause triggered abilities to be missed.',
    ])
    expect(midSentenceBreaks([text]).count).toBe(0)
    expect(midSentenceBreaks(['choose targets (other than ‘target\nopponent’), modes']).count).toBe(1)
  })

  it('sentenceGoesOn: a lower-case start or a comma carries on; a full stop, a bullet or a table row does not', () => {
    expect(sentenceGoesOn('remains the', 'same (excepting the error).')).toBe(true)
    expect(sentenceGoesOn('during a deckcheck,', 'The penalty is a Game Loss.')).toBe(true)
    expect(sentenceGoesOn('remains the same.', 'this means')).toBe(false)
    expect(sentenceGoesOn('• Chaos Orb', '• Falling Star')).toBe(false)
    expect(sentenceGoesOn('Tardiness\tWarning', 'game Loss')).toBe(false)
    expect(sentenceGoesOn('Examples:', 'a player draws')).toBe(false)
  })
})

describe('a sentence across a page end', () => {
  it('is joined over the page number and the page break', () => {
    const first = page(1, [
      ...words('A good backup will result in a situation where the gained information makes no difference and', 54, 700),
      ...words('the line of play remains the', 54, 688),
      item('5', 300, 40),
    ])
    const second = page(2, [...words('same (excepting the error, which has been fixed). This means limiting backups.', 54, 740), item('6', 300, 40)])
    const text = bodyOf([first, second])
    expect(text).toBe(
      'A good backup will result in a situation where the gained information makes no difference and the line of play remains the same (excepting the error, which has been fixed). This means limiting backups.',
    )
    expect(midSentenceBreaks([text]).count).toBe(0)
  })

  it('a new sentence on the next page stays a paragraph of its own', () => {
    const first = page(1, [...words('The line of play remains the same.', 54, 700), item('5', 300, 40)])
    const second = page(2, [...words('This means limiting backups.', 54, 740), item('6', 300, 40)])
    expect(bodyOf([first, second]).split('\n')).toEqual(['The line of play remains the same.', 'This means limiting backups.'])
  })
})
