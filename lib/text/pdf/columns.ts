/**
 * Whether a page is set in two columns, and where the gutter between them runs. A gutter is a vertical
 * strip in the middle of the page that no item crosses, with many rows holding text on both sides of
 * it, and on each side mostly full lines of prose (a table's short cells do not make a page two columns:
 * its rows are read across, cells separated by tabs).
 */
import type { PdfItem } from './items.js'

export interface Segment {
  start: number
  end: number
}

/** The gutter is looked for in this middle band of the page. */
const BAND: [number, number] = [0.3, 0.7]
/** At least this many rows, and this share of the rows with text on either side, hold text on both sides. */
const MIN_ROWS = 6
const MIN_SHARE = 0.4
/** A side is prose when this share of its lines fill at least 60% of the column's width. */
const PROSE_SHARE = 0.5
const NARROWEST_GUTTER = 6

export function findGutter(rows: PdfItem[][], pageWidth: number): Segment | null {
  if (rows.length < MIN_ROWS) return null
  const lo = pageWidth * BAND[0]
  const hi = pageWidth * BAND[1]
  // How many rows cross each point of the middle band. A title or a full-width heading may cross the
  // gutter of the columns below it; a handful of such rows is allowed.
  const crossing = new Uint16Array(Math.ceil(hi - lo) + 1)
  for (const row of rows) {
    const mark = new Uint8Array(crossing.length)
    for (const item of row) {
      const a = Math.max(lo, item.x)
      const b = Math.min(hi, item.x + item.width)
      if (b <= a) continue
      for (let x = Math.floor(a - lo); x <= Math.min(Math.ceil(b - lo), crossing.length - 1); x++) mark[x] = 1
    }
    for (let x = 0; x < crossing.length; x++) crossing[x] += mark[x]
  }
  const allowed = Math.max(2, Math.floor(rows.length * 0.1))
  // The widest stretch of the band that few rows cross.
  let best: Segment | null = null
  for (let x = 0; x < crossing.length; ) {
    if (crossing[x] > allowed) {
      x++
      continue
    }
    let end = x
    while (end < crossing.length && crossing[end] <= allowed) end++
    if (!best || end - x > best.end - best.start) best = { start: x, end }
    x = end
  }
  if (!best || best.end - best.start < NARROWEST_GUTTER) return null
  const gutter = { start: lo + best.start, end: lo + best.end }

  let both = 0
  let either = 0
  const leftWidths: number[] = []
  const rightWidths: number[] = []
  let leftEdge = Infinity
  let rightEdge = -Infinity
  for (const row of rows) {
    const left = row.filter((i) => i.x + i.width <= gutter.start)
    const right = row.filter((i) => i.x >= gutter.end)
    if (left.length || right.length) either++
    if (left.length && right.length) both++
    if (left.length) {
      leftEdge = Math.min(leftEdge, left[0].x)
      leftWidths.push(Math.max(...left.map((i) => i.x + i.width)) - left[0].x)
    }
    if (right.length) {
      rightEdge = Math.max(rightEdge, ...right.map((i) => i.x + i.width))
      rightWidths.push(Math.max(...right.map((i) => i.x + i.width)) - right[0].x)
    }
  }
  if (both < MIN_ROWS || both < MIN_SHARE * either) return null
  const prose = (widths: number[], columnWidth: number) =>
    widths.filter((w) => w >= 0.6 * columnWidth).length >= PROSE_SHARE * widths.length
  const leftWidth = gutter.start - leftEdge
  const rightWidth = rightEdge - gutter.end
  // Two columns of a page are about as wide as each other, and far wider than the gutter between them.
  if (Math.min(leftWidth, rightWidth) < 0.6 * Math.max(leftWidth, rightWidth)) return null
  if (gutter.end - gutter.start > 0.25 * Math.min(leftWidth, rightWidth)) return null
  if (!prose(leftWidths, leftWidth) || !prose(rightWidths, rightWidth)) return null
  return gutter
}
