/**
 * Lists set in columns on a page otherwise set across (the Tournament Rules' banned and restricted cards, its
 * legal sets): bullets at two left edges side by side, and nothing in between crossing from one column into the
 * other. Such a list is read column by column, like a newspaper: the left column's items in order, then the right
 * one's. Read as rows, "• Ancestral Recall  • Monastery Mentor" would interleave two alphabetical runs, and an
 * item wrapped over two lines would be split by its neighbour's.
 *
 * Rows are no help to find them: the two columns' baselines are often a point or two apart, so one printed row
 * falls into two rows of a baseline grouping. The items' own left edges and heights decide instead.
 */
import type { PdfItem } from './items.js'

/** A stretch of a page where a list stands in two columns: every item with a baseline in (bottom, top]. */
export interface ListColumns {
  top: number
  bottom: number
  /** Items starting left of this are the left column's. */
  gutter: number
}

/** Bullets a list item opens with, once normalised (normalize.ts turns symbol-font bullets into these). */
const BULLET = /^\s*[•▪◦‣➢❖■○●✓]/
/** Two bullets this close share a left edge. */
const SAME_EDGE = 3
/** Columns stand at least an inch apart; an indented sub-list stands nearer its item's bullet. */
const COLUMN_APART = 72
/** Below a list's last bullet, lines this close (in font sizes) are still its item's wrapped words. */
const WRAPPED = 1.8

interface Bullet {
  item: PdfItem
  edge: number
}

/** `items`: a page's visible items in reading order (lines.ts compareItems). */
export function findListColumns(items: readonly PdfItem[]): ListColumns[] {
  const bullets = items.filter((i) => BULLET.test(i.str))
  if (bullets.length < 3) return []
  const edges = leftEdges(bullets)
  const found: ListColumns[] = []
  for (let l = 0; l < edges.length; l++) {
    for (let r = l + 1; r < edges.length; r++) {
      if (edges[r] - edges[l] < COLUMN_APART) continue
      for (const stretch of stretches(items, bullets, edges[l], edges[r])) {
        if (!found.some((f) => f.bottom < stretch.top && stretch.bottom < f.top)) found.push(stretch)
      }
    }
  }
  return found.sort((a, b) => b.top - a.top)
}

/** The x of every left edge at least two bullets share. */
function leftEdges(bullets: readonly PdfItem[]): number[] {
  const xs = bullets.map((b) => b.x).sort((a, b) => a - b)
  const edges: number[] = []
  let run: number[] = []
  for (const x of xs) {
    if (run.length && x - run[0] > SAME_EDGE) {
      if (run.length >= 2) edges.push(run[0])
      run = []
    }
    run.push(x)
  }
  if (run.length >= 2) edges.push(run[0])
  return edges
}

/**
 * Where bullets of edges `l` and `r` stand side by side. A line begun left of `l` (a heading, the paragraph that
 * opens the next list) or one crossing `r` (a line across both columns, a long item above an indented sub-list)
 * ends a stretch. A stretch needs two bullets on the left and one on the right, one of them level with a left one.
 */
function stretches(items: readonly PdfItem[], bullets: readonly PdfItem[], l: number, r: number): ListColumns[] {
  const onEdge = (x: number, edge: number) => Math.abs(x - edge) <= SAME_EDGE
  const isBreak = (i: PdfItem) => i.x < l - SAME_EDGE || (i.x < r - SAME_EDGE && i.x + i.width > r + SAME_EDGE)
  const marks: Bullet[] = bullets.filter((b) => onEdge(b.x, l) || onEdge(b.x, r)).map((item) => ({ item, edge: onEdge(item.x, l) ? l : r }))
  const out: ListColumns[] = []
  // Walk the page top to bottom; the items are already in that order.
  let run: Bullet[] = []
  const close = (next: number) => {
    const left = run.filter((b) => b.edge === l)
    const right = run.filter((b) => b.edge === r)
    const level = right.some((b) => left.some((a) => Math.abs(a.item.y - b.item.y) <= a.item.size))
    if (left.length >= 2 && right.length >= 1 && level) out.push(extent(items, run, next, r))
    run = []
  }
  let k = 0
  for (const item of items) {
    if (k < marks.length && item === marks[k].item) {
      run.push(marks[k++])
      continue
    }
    if (run.length && isBreak(item)) close(item.y)
  }
  if (run.length) close(-Infinity)
  return out
}

/** A stretch's heights: from its top bullet down through the wrapped lines of its last items, above `next` (what ends it). */
function extent(items: readonly PdfItem[], run: readonly Bullet[], next: number, gutter: number): ListColumns {
  const size = Math.max(...run.map((b) => b.item.size), 1)
  const top = Math.max(...run.map((b) => b.item.y)) + 0.45 * size
  let bottom = Math.min(...run.map((b) => b.item.y))
  for (const item of items) {
    if (item.y >= bottom || item.y <= next) continue
    if (bottom - item.y > WRAPPED * Math.max(size, item.size)) break
    bottom = item.y
  }
  return { top, bottom: bottom - 0.45 * size, gutter: gutter - SAME_EDGE }
}
