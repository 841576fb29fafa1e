/**
 * The text a PDF becomes before the (synchronous, text-in tree-out) ingest pipeline reads it, and the
 * reader parsers use to read it back. One line of the text per line of the PDF, in reading order, with:
 *
 *  - a line holding only a form feed ("\f") where a page begins (before every page but the first);
 *  - page furniture kept where it stood, as "\f" + reason + "\t" + its text ("\fpage number\t12"), so a
 *    parser reports it as noise with that reason instead of losing it;
 *  - an empty line where the vertical gap between two lines is wider than the text's line spacing
 *    (a new paragraph, a heading);
 *  - a line set wholly in bold wrapped in "**" ... "**" (a hint for headings);
 *  - a tab inside a line where the gap between two words is wider than a word space (tab stops, table
 *    cells, a penalty at the right margin).
 *
 * A text without any of these marks reads the same way (plain lines), so a parser built on the reader also
 * reads a judge document pasted as plain text.
 */
import type { FurnitureReason } from './furniture.js'
import type { PdfLine } from './lines.js'
import { healHyphens } from './hyphens.js'

export const PAGE_BREAK = '\f'

/** A blank line goes where the gap between two lines exceeds the usual line spacing by this factor. */
const PARAGRAPH_GAP = 1.3

/** The usual distance between baselines, as a multiple of the font size (the most common one in the document). */
export function lineSpacing(pages: readonly PdfLine[][]): number {
  const counts = new Map<number, number>()
  for (const lines of pages) {
    for (let i = 1; i < lines.length; i++) {
      const a = lines[i - 1]
      const b = lines[i]
      if (a.column !== b.column) continue
      const size = Math.max(a.size, b.size)
      const gap = a.y - b.y
      // Body text is set between single and one-and-a-half spacing; wider gaps are paragraph breaks.
      if (size <= 0 || gap < 0.95 * size || gap > 1.6 * size) continue
      const ratio = Math.round((gap / size) * 20) / 20
      counts.set(ratio, (counts.get(ratio) ?? 0) + 1)
    }
  }
  let best = 1.2
  let most = 0
  for (const [ratio, n] of counts) if (n > most || (n === most && ratio < best)) [best, most] = [ratio, n]
  return best
}

/** Pages of lines (with each line's furniture reason or null) -> the layout text. */
export function layoutText(pages: readonly PdfLine[][], furniture: readonly (FurnitureReason | null)[][]): string {
  const spacing = lineSpacing(pages.map((lines, p) => lines.filter((_, i) => !furniture[p][i])))
  // Body lines in reading order, healed as one run so a word broken across a page end is healed too.
  const body: { page: number; index: number }[] = []
  pages.forEach((lines, p) => lines.forEach((_, i) => !furniture[p][i] && body.push({ page: p, index: i })))
  const healed = healHyphens(body.map(({ page, index }) => pages[page][index].text))
  const texts = pages.map((lines) => lines.map((l) => l.text))
  body.forEach(({ page, index }, k) => (texts[page][index] = healed[k]))

  const out: string[] = []
  pages.forEach((lines, p) => {
    if (p > 0) out.push(PAGE_BREAK)
    let previous: PdfLine | null = null
    lines.forEach((line, i) => {
      const reason = furniture[p][i]
      if (reason) {
        out.push(`${PAGE_BREAK}${reason}\t${line.text}`)
        return
      }
      const text = texts[p][i]
      if (text === '') return // its only word moved up to heal a hyphenated word
      if (previous && previous.column === line.column) {
        const gap = previous.y - line.y
        if (gap > PARAGRAPH_GAP * spacing * Math.max(previous.size, line.size)) out.push('')
      } else if (previous && previous.column !== 0 && line.column === 0) {
        // A line across the page after columns: their last line and it are not one paragraph, whatever the heights.
        out.push('')
      }
      out.push(line.bold ? `**${text}**` : text)
      previous = line
    })
  })
  return out.join('\n') + '\n'
}

export type LayoutKind = 'page-break' | 'furniture' | 'blank' | 'text'

export interface LayoutLine {
  /** 1-based line number in the text. */
  number: number
  kind: LayoutKind
  /** For furniture: why it is no part of the text ("page number", "running header" ...). */
  reason: string | null
  /** The line's words without marks (tabs kept). */
  text: string
  /** Offsets of `text` in the whole text. */
  start: number
  end: number
  /** Offsets of the whole line, marks included (what a noise entry or a block's span covers). */
  lineStart: number
  lineEnd: number
  bold: boolean
  /** 1-based page, counted from the page breaks. */
  page: number
  /** First text line of the document, or after a blank line or a page break. */
  paragraphStart: boolean
}

/** Reads a layout text (or any plain text) back into lines. `text` has LF line ends. */
export function readLayout(text: string): LayoutLine[] {
  const out: LayoutLine[] = []
  let page = 1
  let afterBreak = true
  let start = 0
  let number = 1
  while (start < text.length) {
    let end = text.indexOf('\n', start)
    if (end === -1) end = text.length
    const raw = text.slice(start, end)
    const line: LayoutLine = {
      number,
      kind: 'text',
      reason: null,
      text: raw,
      start,
      end,
      lineStart: start,
      lineEnd: end,
      bold: false,
      page,
      paragraphStart: false,
    }
    if (raw === PAGE_BREAK) {
      line.kind = 'page-break'
      line.text = ''
      line.end = start
      page++
      line.page = page
      afterBreak = true
    } else if (raw.startsWith(PAGE_BREAK)) {
      line.kind = 'furniture'
      const tab = raw.indexOf('\t')
      line.reason = tab > 1 ? raw.slice(1, tab) : 'page furniture'
      line.start = start + (tab > 1 ? tab + 1 : 1)
      line.text = text.slice(line.start, end)
    } else if (raw.trim() === '') {
      line.kind = 'blank'
      line.text = ''
      line.end = start
      afterBreak = true
    } else {
      const lead = raw.length - raw.trimStart().length
      const trimmed = raw.trim()
      let s = start + lead
      let e = s + trimmed.length
      if (trimmed.length > 4 && trimmed.startsWith('**') && trimmed.endsWith('**')) {
        line.bold = true
        s += 2
        e -= 2
      }
      line.start = s
      line.end = e
      line.text = text.slice(s, e)
      line.paragraphStart = afterBreak
      afterBreak = false
    }
    out.push(line)
    start = end + 1
    number++
  }
  return out
}
