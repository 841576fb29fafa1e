/**
 * Page furniture: the page numbers, running headers and footers a printed page carries that are no
 * part of the text. A line is furniture when it is among the first or last lines of its page and
 *  - it is a page number ("12", "Page 12", "12 of 55"), or
 *  - the same line (its digits aside) stands at the same height on several pages.
 * Furniture is not dropped here: the text keeps it, marked, and the parser reports it as noise with
 * this reason, so every line of a PDF is accounted for.
 */
import type { PdfLine } from './lines.js'

export type FurnitureReason = 'page number' | 'running header' | 'running footer'

/** How many lines at the top and at the bottom of a page may be furniture. */
const EDGE_LINES = 2
/** The top and bottom sixteenth of a page are its margins (body text starts lower). */
const MARGIN = 1 / 16
/** Baselines within this many points count as "the same height". */
const SAME_HEIGHT = 4

const PAGE_NUMBER = /^(?:page\s+)?\d{1,4}(?:\s*(?:of|\/)\s*\d{1,4})?$|^[-–—]\s*\d{1,4}\s*[-–—]$/i

/** Furniture reasons for each line of each page (null: body text). */
/** `heights`: each page's height, for the margins (a page without one has none). */
export function findFurniture(pages: readonly PdfLine[][], heights: readonly number[] = []): (FurnitureReason | null)[][] {
  const key = (line: PdfLine) => line.text.replace(/\d+/g, '#').replace(/\s+/g, ' ').trim().toLowerCase()
  const edges = pages.map((lines) => edgeIndexes(lines))
  // How many pages have each edge line (digits aside) at each height.
  const seen = new Map<string, { y: number; pages: Set<number> }[]>()
  pages.forEach((lines, p) => {
    for (const i of edges[p]) {
      const k = key(lines[i])
      const list = seen.get(k) ?? []
      let spot = list.find((s) => Math.abs(s.y - lines[i].y) <= SAME_HEIGHT)
      if (!spot) list.push((spot = { y: lines[i].y, pages: new Set() }))
      spot.pages.add(p)
      seen.set(k, list)
    }
  })
  // Two pages of two: a two-page leaflet has its footer twice. Longer documents need three pages or 30%.
  const repeats = pages.length <= 2 ? 2 : Math.max(3, Math.ceil(pages.length * 0.3))

  return pages.map((lines, p) => {
    const reasons: (FurnitureReason | null)[] = lines.map(() => null)
    const middle = lines.length ? (Math.max(...lines.map((l) => l.y)) + Math.min(...lines.map((l) => l.y))) / 2 : 0
    for (const i of edges[p]) {
      const line = lines[i]
      if (PAGE_NUMBER.test(line.text.trim())) {
        reasons[i] = 'page number'
        continue
      }
      const spot = seen.get(key(line))?.find((s) => Math.abs(s.y - line.y) <= SAME_HEIGHT)
      // In the page's margin two pages are enough.
      const height = heights[p] ?? 0
      const inMargin = height > 0 && (line.y > height * (1 - MARGIN) || line.y < height * MARGIN)
      if (spot && (spot.pages.size >= repeats || (inMargin && spot.pages.size >= 2))) reasons[i] = line.y > middle ? 'running header' : 'running footer'
    }
    return reasons
  })
}

/** Indexes of the lines that stand at the top or the bottom of the page (by height, not by reading order). */
function edgeIndexes(lines: readonly PdfLine[]): number[] {
  if (lines.length === 0) return []
  const byHeight = lines.map((l, i) => ({ y: l.y, i })).sort((a, b) => b.y - a.y || a.i - b.i)
  const picked = new Set<number>()
  for (const { i } of byHeight.slice(0, EDGE_LINES)) picked.add(i)
  for (const { i } of byHeight.slice(-EDGE_LINES)) picked.add(i)
  return [...picked].sort((a, b) => a - b)
}
