/**
 * How much print layout still shows in the text a judge reads of a PDF: the figures of `npm run bench -- judge`,
 * counted on whatever text a reading gave (today's or a new one), so two readings compare on the same rule.
 *
 *  - A mid-sentence break: a line break inside a node's text where the sentence goes on: the line before ends
 *    without a full stop, colon, semicolon, question or exclamation mark, and the next line begins with a lower-case
 *    letter, or the line before ends with a comma. ("other than 'target" / "opponent'" is one; "• Chaos Orb" /
 *    "• Falling Star" is not: a list item needs no full stop.) A table row (a line with a tab) is not a sentence.
 *  - A list read across its columns: the PDF's own geometry says where a list stands in columns (bullets at two
 *    left edges side by side, nothing crossing between them), so the right order is known without trusting the
 *    reader that is being checked: every cell of the left column before any of the right. Each right-column cell
 *    that the text puts before a cell of a column left of it counts once.
 *
 * Pure: pages of items and the texts in reading order in, counts and examples out.
 */
import type { PdfItem, PdfPage } from './items.js'
import { normalizeItemText } from './normalize.js'

export const BULLET_CHARS = '•▪◦‣➢❖■○●✓'
const BULLET_START = new RegExp(`^[${BULLET_CHARS}]`)
const ENDS_SENTENCE = /[.!?:;…]$/
/** Quotes and brackets that close after the full stop ("... (see 2.3)." or "... 'Warning.'"). */
const CLOSERS = /["'”’)\]*]+$/

export interface Example {
  before: string
  after: string
}

/** Line breaks inside a sentence, over node texts whose paragraphs are separated by "\n". */
export function midSentenceBreaks(texts: readonly string[], keep = 20): { count: number; examples: Example[] } {
  let count = 0
  const examples: Example[] = []
  for (const text of texts) {
    const lines = text.split('\n')
    for (let i = 1; i < lines.length; i++) {
      if (!goesOn(lines[i - 1], lines[i])) continue
      count++
      if (examples.length < keep) examples.push({ before: lines[i - 1].slice(-60), after: lines[i].slice(0, 60) })
    }
  }
  return { count, examples }
}

/** A list item's marker set at a tab stop ("•\tThe decklist ...", "A.\tA player ...") opens no table cell. */
const MARKER_AT_TAB = new RegExp(`^(?:[${BULLET_CHARS}-]|\\(?\\w{1,3}[.)])\\t`)

function goesOn(before: string, after: string): boolean {
  const a = before.trim().replace(MARKER_AT_TAB, '')
  const b = after.trim().replace(MARKER_AT_TAB, '')
  if (!a || !b || a.includes('\t') || b.includes('\t')) return false
  const end = a.replace(CLOSERS, '')
  if (ENDS_SENTENCE.test(end)) return false
  return /^[("“‘']?\p{Ll}/u.test(b) || end.endsWith(',')
}

/** One bullet's cell: its bullet and the words after it up to the next wide gap (the gutter). */
export interface ListCell {
  page: number
  x: number
  y: number
  right: number
  size: number
  text: string
}

/** A list set in columns: its cells column by column, left to right, each column top to bottom. */
export interface ColumnList {
  page: number
  columns: ListCell[][]
}

const SAME_ROW = 0.45
const WIDE_GAP = 1.2
/** Columns of a list stand at least this far apart (an indented sub-list stands closer, under its item's words). */
const COLUMN_APART = 72
const SAME_EDGE = 3

/** The lists of a page that its geometry sets in columns. */
export function columnLists(page: PdfPage): ColumnList[] {
  const items = page.items
    .map((i) => ({ ...i, str: normalizeItemText(i.str) }))
    .filter((i) => i.str.trim() !== '')
    .sort((a, b) => b.y - a.y || a.x - b.x)
  const cells: ListCell[] = []
  for (const item of items) {
    if (!BULLET_START.test(item.str.trimStart())) continue
    cells.push(cellFrom(item, items, page.number))
  }
  // Left edges shared by several bullets: candidate columns.
  const edges: ListCell[][] = []
  for (const c of [...cells].sort((a, b) => a.x - b.x)) {
    const last = edges[edges.length - 1]
    if (last && c.x - last[0].x <= SAME_EDGE) last.push(c)
    else edges.push([c])
  }
  const pairs: [ListCell[], ListCell[]][] = []
  for (let l = 0; l < edges.length; l++)
    for (let r = l + 1; r < edges.length; r++) if (edges[r][0].x - edges[l][0].x >= COLUMN_APART) pairs.push([edges[l], edges[r]])
  // Nearest edges first: three columns pair as left-middle and middle-right, not left-right.
  pairs.sort((a, b) => a[1][0].x - a[0][0].x - (b[1][0].x - b[0][0].x))
  const lists: ColumnList[] = []
  const used = new Set<ListCell>()
  for (const [l, r] of pairs) {
    for (const [left, right] of sideBySide(l, r, items)) {
      if (left.some((c) => used.has(c)) || right.some((c) => used.has(c))) continue
      left.forEach((c) => used.add(c))
      right.forEach((c) => used.add(c))
      lists.push({ page: page.number, columns: [left, right] })
    }
  }
  return lists.sort((a, b) => b.columns[0][0].y - a.columns[0][0].y)
}

function cellFrom(bullet: PdfItem, items: readonly PdfItem[], page: number): ListCell {
  const em = Math.max(1, bullet.size)
  const row = items.filter((i) => Math.abs(i.y - bullet.y) <= SAME_ROW * em && i.x >= bullet.x).sort((a, b) => a.x - b.x)
  let text = ''
  let end = bullet.x
  for (const item of row) {
    if (text && item.x - end > WIDE_GAP * em && !/^[\s•]*$/.test(text.replace(BULLET_START, ''))) break
    if (text && BULLET_START.test(item.str.trimStart()) && item !== bullet) break
    text += (text && item.x - end > 0.15 * em ? ' ' : '') + item.str
    end = Math.max(end, item.x + item.width)
  }
  return { page, x: bullet.x, y: bullet.y, right: end, size: em, text: text.replace(/\s+/g, ' ').trim() }
}

/**
 * The stretches where bullets of two edges stand side by side. A stretch ends at a line set left of the left
 * edge (a heading, the paragraph that opens the next list) or one crossing the right edge (a line across both
 * columns, or the long item of a list whose sub-list is indented: that is no second column).
 */
function sideBySide(left: ListCell[], right: ListCell[], items: readonly PdfItem[]): [ListCell[], ListCell[]][] {
  const l = left[0].x
  const r = right[0].x
  const breaks = items
    .filter((i) => i.x < l - SAME_EDGE || (i.x < r - SAME_EDGE && i.x + i.width > r + SAME_EDGE))
    .map((i) => i.y)
    .sort((a, b) => b - a)
  const cells = [...left, ...right].sort((a, b) => b.y - a.y || a.x - b.x)
  const out: [ListCell[], ListCell[]][] = []
  let block: ListCell[] = []
  const flush = () => {
    const ls = block.filter((c) => c.x === l || Math.abs(c.x - l) <= SAME_EDGE)
    const rs = block.filter((c) => !ls.includes(c))
    if (ls.length >= 2 && rs.length >= 1) out.push([ls, rs])
    block = []
  }
  for (const cell of cells) {
    const above = block[block.length - 1]
    // A line between the two bullets' baselines (a little tolerance for rows set a point apart) breaks the stretch.
    if (above && breaks.some((y) => y < above.y - 2 && y > cell.y + 2)) flush()
    block.push(cell)
  }
  flush()
  return out
}

/** Words a cell is found by in a text: its first line without the bullet, a word broken by a hyphen left out. */
function needle(cell: ListCell): string {
  const words = squash(cell.text.replace(BULLET_START, '')).split(' ')
  if (words.length > 1 && /[-\u00ad]$/.test(words[words.length - 1])) words.pop()
  return words.join(' ').slice(0, 48).trim()
}

function squash(s: string): string {
  return s.replace(new RegExp(`[${BULLET_CHARS}]`, 'g'), ' ').replace(/\s+/g, ' ').trim()
}

export interface AcrossResult {
  /** Right-column cells read before a cell of a column to their left. */
  count: number
  /** Lists in columns found in the PDF, their cells, and the cells found in the text. */
  lists: number
  cells: number
  located: number
  examples: string[]
}

/** Lists of the PDF read across their columns in `text` (the texts in reading order, joined). */
export function listsReadAcross(pages: readonly PdfPage[], texts: readonly string[], keep = 20): AcrossResult {
  const text = squash(texts.join('\n'))
  const lists = pages.flatMap(columnLists)
  let cursor = 0
  let count = 0
  let cells = 0
  let located = 0
  const examples: string[] = []
  for (const list of lists) {
    const first = text.indexOf(needle(list.columns[0][0]), cursor)
    if (first === -1) {
      cells += list.columns.flat().length
      continue
    }
    cursor = first + 1
    const at = list.columns.map((column) =>
      column.map((cell) => {
        const n = needle(cell)
        return n ? text.indexOf(n, first) : -1
      }),
    )
    for (let c = 0; c < at.length; c++) {
      cells += at[c].length
      located += at[c].filter((p) => p >= 0).length
      if (c === 0) continue
      const lastLeft = Math.max(...at.slice(0, c).flat())
      at[c].forEach((p, k) => {
        if (p < 0 || p >= lastLeft) return
        count++
        if (examples.length < keep) examples.push(`p.${list.page}: "${needle(list.columns[c][k])}" before "${text.slice(lastLeft, lastLeft + 30)}"`)
      })
    }
  }
  return { count, lists: lists.length, cells, located, examples }
}
