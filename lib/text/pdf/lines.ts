/**
 * A page's text items -> its lines, in reading order. Items whose baselines are within a fraction of
 * their font size form a row; a row's items are read left to right, with a space where the gap
 * between two items is wider than a thin space and a tab where it is wider than a word space could
 * be (a heading's number and title at a tab stop, a penalty at the right margin, table cells). A page
 * set in two columns is read column by column (columns.ts), and so is a list set in columns on a page set
 * across (list-columns.ts).
 *
 * The result does not depend on the order pdfjs lists the items in: they are put in one total order
 * (position, then text) before anything else happens.
 */
import { findGutter, type Segment } from './columns.js'
import type { PdfItem, PdfPage } from './items.js'
import { findListColumns, type ListColumns } from './list-columns.js'
import { normalizeItemText } from './normalize.js'

export interface PdfLine {
  /** 1-based page number in the file. */
  page: number
  /** Baseline (PDF units, from the bottom of the page). */
  y: number
  /** Left edge of the first item, and right edge of the last. */
  x: number
  right: number
  /** The largest font size on the line. */
  size: number
  /** Words separated by single spaces; "\t" where the gap between two items is wider than a word space. */
  text: string
  /** Every visible character of the line is set in a bold face. */
  bold: boolean
  /** 0 for a line across the page, 1 and 2 for the left and right column of a two-column stretch. */
  column: 0 | 1 | 2
}

/** Baselines closer than this share of the font size are one row (superscripts, a penalty set a point lower). */
const SAME_ROW = 0.45
/** A gap wider than this share of the font size is a space. */
const SPACE_EM = 0.15
/** Wider than this, no justified word space: a tab stop, the next table cell, a right-aligned word. */
const TAB_EM = 1.2

/** The one order items are read in, whatever order the PDF drew them: top to bottom, left to right, then by content. */
export function compareItems(a: PdfItem, b: PdfItem): number {
  return (
    b.y - a.y ||
    a.x - b.x ||
    (a.str < b.str ? -1 : a.str > b.str ? 1 : 0) ||
    a.width - b.width ||
    a.size - b.size ||
    Number(a.bold) - Number(b.bold)
  )
}

/** Items with something to read, text normalised (ligatures, symbol bullets, no-break spaces). */
function visibleItems(page: PdfPage): PdfItem[] {
  const out: PdfItem[] = []
  for (const item of page.items) {
    const str = normalizeItemText(item.str)
    if (str.trim() === '') continue
    out.push({ ...item, str })
  }
  return out.sort(compareItems)
}

/** Items grouped into rows, top to bottom; each row left to right. */
export function groupRows(items: PdfItem[]): PdfItem[][] {
  const rows: PdfItem[][] = []
  let row: PdfItem[] = []
  let rowY = 0
  let rowSize = 0
  for (const item of items) {
    if (row.length && Math.abs(rowY - item.y) <= SAME_ROW * Math.max(rowSize, item.size, 1)) {
      row.push(item)
      rowSize = Math.max(rowSize, item.size)
      continue
    }
    if (row.length) rows.push(row)
    row = [item]
    rowY = item.y
    rowSize = item.size
  }
  if (row.length) rows.push(row)
  for (const r of rows) r.sort(compareByX)
  return rows
}

function compareByX(a: PdfItem, b: PdfItem): number {
  return a.x - b.x || b.y - a.y || (a.str < b.str ? -1 : a.str > b.str ? 1 : 0) || a.width - b.width || a.size - b.size
}

/** One row's (or one column's part of a row's) items as a line of text. */
export function joinItems(items: PdfItem[]): string {
  let text = ''
  let end: number | null = null
  let prevSize = 0
  for (const item of items) {
    if (end !== null) {
      const gap = item.x - end
      const em = Math.max(1, Math.min(prevSize || item.size, item.size || prevSize))
      if (gap > TAB_EM * em) text = text.replace(/ +$/, '') + '\t'
      else if (gap > SPACE_EM * em && !/\s$/.test(text) && !/^\s/.test(item.str)) text += ' '
    }
    text += /\t$/.test(text) ? item.str.replace(/^ +/, '') : item.str
    end = Math.max(end ?? -Infinity, item.x + item.width)
    prevSize = item.size
  }
  return text.replace(/ {2,}/g, ' ').replace(/ *\t */g, '\t').trim()
}

function lineOf(page: number, items: PdfItem[], column: 0 | 1 | 2): PdfLine {
  let right = -Infinity
  for (const i of items) right = Math.max(right, i.x + i.width)
  const glyphs = items.filter((i) => /[\p{L}\p{N}]/u.test(i.str))
  return {
    page,
    y: Math.min(...items.map((i) => i.y)),
    x: items[0].x,
    right,
    size: Math.max(...items.map((i) => i.size)),
    text: joinItems(items),
    bold: glyphs.length > 0 && glyphs.every((i) => i.bold),
    column,
  }
}

export interface LineOptions {
  /** false: a list in columns is read across its rows, as before list-columns.ts (the benchmark's "before"). */
  listColumns?: boolean
}

/** The page's lines in reading order: across the page, or column by column where the page, or a list on it, has two. */
export function pageLines(page: PdfPage, options: LineOptions = {}): PdfLine[] {
  const items = visibleItems(page)
  const rows = groupRows(items)
  const gutter = findGutter(rows, page.width)
  if (gutter === null) return withListColumns(page.number, items, options.listColumns === false ? [] : findListColumns(items))

  const out: PdfLine[] = []
  let left: PdfLine[] = []
  let right: PdfLine[] = []
  const flush = () => {
    out.push(...left, ...right)
    left = []
    right = []
  }
  for (const row of rows) {
    const parts = splitAtGutter(row, gutter)
    if (parts === null) {
      flush()
      out.push(lineOf(page.number, row, 0))
      continue
    }
    if (parts.left.length) left.push(lineOf(page.number, parts.left, 1))
    if (parts.right.length) right.push(lineOf(page.number, parts.right, 2))
  }
  flush()
  return out
}

/** Rows across the page, with each list in columns read as its left column's lines, then its right one's. */
function withListColumns(page: number, items: PdfItem[], lists: readonly ListColumns[]): PdfLine[] {
  if (lists.length === 0) return groupRows(items).map((r) => lineOf(page, r, 0))
  const out: PdfLine[] = []
  let across: PdfItem[] = []
  const flushAcross = () => {
    for (const r of groupRows(across)) out.push(lineOf(page, r, 0))
    across = []
  }
  let i = 0
  for (const list of lists) {
    while (i < items.length && items[i].y > list.top) across.push(items[i++])
    flushAcross()
    const left: PdfItem[] = []
    const right: PdfItem[] = []
    while (i < items.length && items[i].y > list.bottom) {
      const item = items[i++]
      ;(item.x < list.gutter ? left : right).push(item)
    }
    for (const r of groupRows(left)) out.push(lineOf(page, r, 1))
    for (const r of groupRows(right)) out.push(lineOf(page, r, 2))
  }
  across.push(...items.slice(i))
  flushAcross()
  return out
}

/** A row's items on each side of the gutter, or null when an item crosses it (the row spans the page). */
function splitAtGutter(row: PdfItem[], gutter: Segment): { left: PdfItem[]; right: PdfItem[] } | null {
  const left: PdfItem[] = []
  const right: PdfItem[] = []
  for (const item of row) {
    if (item.x + item.width <= gutter.start) left.push(item)
    else if (item.x >= gutter.end) right.push(item)
    else return null
  }
  return { left, right }
}
