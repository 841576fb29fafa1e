/**
 * Which judge document a text is, from its first page only (its title and its "Effective ..." or
 * "Updated ..." date), whatever the file is called.
 */
import { findDateMatch } from '../../text/dates.js'
import { readLayout, type LayoutLine } from '../../text/pdf/layout-text.js'
import { seriesOfTitle, type JudgeSeries } from './documents.js'

/** The title is among the first lines of the first page. */
const TITLE_LINES = 6
/** The effective date follows the title closely. */
const DATE_LINES = 4

export interface Identity {
  series: JudgeSeries
  /** The title line and, when found, the date line. */
  title: LayoutLine
  dateLine: LayoutLine | null
  date: string | null
}

const DATE_LINE = /^(?:effective|updated|last\s+updated|revised)\b[\s:]*(.*)$/i

export function identify(text: string, lines: readonly LayoutLine[] = readLayout(text.slice(0, 20_000))): Identity | null {
  const first: LayoutLine[] = []
  for (const line of lines) {
    if (line.kind === 'page-break') break
    if (line.kind === 'text') first.push(line)
    if (first.length >= TITLE_LINES + DATE_LINES) break
  }
  for (let i = 0; i < Math.min(TITLE_LINES, first.length); i++) {
    const series = seriesOfTitle(first[i].text)
    if (!series) continue
    for (const candidate of first.slice(i + 1, i + 1 + DATE_LINES)) {
      const m = DATE_LINE.exec(candidate.text.trim())
      const found = m ? findDateMatch(m[1]) : null
      if (found) return { series, title: first[i], dateLine: candidate, date: found.date }
    }
    return { series, title: first[i], dateLine: null, date: null }
  }
  return null
}

export function detectJudge(text: string): number {
  if (typeof text !== 'string' || text.length === 0) return 0
  const found = identify(text)
  if (!found) return 0
  return found.date ? 0.95 : 0.7
}
