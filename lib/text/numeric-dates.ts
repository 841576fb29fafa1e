/**
 * Numeric dates read the way their document writes them.
 *
 * `02/03/98` and `01/01/16` look alike and are not: D'Angelo wrote month first until mid-1999
 * (`[D'Angelo 02/03/98]`, `Updated 04/21/99`) and year first after (`[bethmo 99/07/27]`,
 * `[D'Angelo 00/12/14]`, `Updated 01/01/16`). Read month first, `01/01/16` would be 2016 in a file of
 * January 2001. So a numeric date gets every calendar reading it has, and its document picks one:
 *
 * 1. A citation never postdates its document, and nothing in Magic's sources predates Magic (1993). One
 *    exception: a rules document is cited by the date it takes effect, which was announced a few weeks
 *    ahead (the 04/21/99 summary cites `[CompRules 1999/04/23]`), so a reading up to 31 days after the
 *    document stands when no reading falls on or before it.
 * 2. Of the readings left, the one in the order the document's own header wrote its date wins.
 * 3. A header in words (or none) leaves the era: month first before mid-1999, year first from then on;
 *    an undated document, month first (the sources are American).
 *
 * A date with no reading left is no date: the caller reports it with its line and leaves the citation undated.
 */
import { parseDate } from './dates.js'

/** How a numeric date is ordered: `02/03/98` month first, `99/07/27` and `2008/03/17` year first. */
export type DateOrder = 'month-first' | 'year-first'

export interface DateReading {
  order: DateOrder
  /** ISO `YYYY-MM-DD`. */
  date: string
}

export interface NumericDate {
  /** As written, e.g. `01/01/16`. */
  written: string
  start: number
  end: number
  /** Every valid calendar reading, at most one per order. */
  readings: DateReading[]
}

/** What a document says about its own date, which decides how its numeric dates read. */
export interface DocumentDating {
  /** ISO date of the document, or null when nothing dates it. */
  date: string | null
  /** The order its own header wrote its date in, when that was numeric. */
  order: DateOrder | null
}

export type ChosenDate = { date: string; problem: null } | { date: null; problem: string }

/** The first day of Magic's sources: Magic was published in 1993. */
const EARLIEST = '1993-01-01'
/** How far a cited effective date may lie after its document (see rule 1 above). */
const ANNOUNCED_AHEAD_DAYS = 31
/** D'Angelo's summaries switched from MM/DD/YY to YY/MM/DD between the 05/16/99 and 99/08/17 releases. */
const YEAR_FIRST_FROM = '1999-07-01'

// Three groups of digits with one separator. A four-digit first group allows `.` (`1999.04.23`), as
// lib/text/dates does. The lookarounds keep dates out of longer numbers (`11999/04/23`, `12/7/945`).
const NUMERIC =
  /(?<![\d/.-])(?:(?<y4>\d{4})(?<s4>[/.-])(?<m4>\d{1,2})\k<s4>(?<d4>\d{1,2})|(?<a>\d{1,2})(?<s>[/-])(?<b>\d{1,2})\k<s>(?<c>\d{4}|\d{1,2}))(?!\d)(?![/.-]\d)/

function iso(year: number, month: number, day: number): string | null {
  const written = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
  // parseDate checks the calendar (months, leap years) and gives the string back when it is one.
  return parseDate(written) === written ? written : null
}

/** Two-digit years are this era's: 9x the 1990s, 00-29 this century (as lib/text/dates reads them). */
function fullYear(digits: string): number {
  const n = Number(digits)
  if (digits.length === 4) return n
  return n < 30 ? 2000 + n : 1900 + n
}

function readingsOf(groups: Record<string, string | undefined>): DateReading[] {
  if (groups.y4 !== undefined) {
    const date = iso(Number(groups.y4), Number(groups.m4), Number(groups.d4))
    return date ? [{ order: 'year-first', date }] : []
  }
  const { a, b, c } = groups as { a: string; b: string; c: string }
  const out: DateReading[] = []
  // Month first needs a two- or four-digit year last; year first a two-digit year first.
  if (c.length === 2 || c.length === 4) {
    const date = iso(fullYear(c), Number(a), Number(b))
    if (date) out.push({ order: 'month-first', date })
  }
  if (a.length === 2 && c.length <= 2) {
    const date = iso(fullYear(a), Number(b), Number(c))
    if (date) out.push({ order: 'year-first', date })
  }
  return out
}

/** The first numeric date shape in `s` (`a/b/c`), with its calendar readings (none when it is no date); null when none is written. */
export function findNumericDate(s: string): NumericDate | null {
  const m = NUMERIC.exec(s)
  if (!m?.groups) return null
  return { written: m[0], start: m.index, end: m.index + m[0].length, readings: readingsOf(m.groups) }
}

/** The order a date was written in, given what it was read as: `Updated 01/01/16` read as 2001-01-16 is year first. */
export function orderOfWritten(text: string, date: string): DateOrder | null {
  const found = findNumericDate(text)
  return found?.readings.find((r) => r.date === date)?.order ?? null
}

/** The document's reading of a numeric date (see the rules at the top), or why it has none. */
export function chooseReading(found: NumericDate, doc: DocumentDating): ChosenDate {
  if (found.readings.length === 0) return { date: null, problem: `"${found.written}" is no calendar date` }
  const latest = doc.date === null ? null : addDays(doc.date, ANNOUNCED_AHEAD_DAYS)
  const possible = found.readings.filter((r) => r.date >= EARLIEST && (latest === null || r.date <= latest))
  if (possible.length === 0) {
    const read = found.readings.map((r) => r.date).join(' or ')
    const why = doc.date !== null && found.readings.every((r) => r.date > latest!) ? `after the document's date, ${doc.date}` : 'before 1993'
    return { date: null, problem: `"${found.written}" reads as ${read}, ${why}` }
  }
  const notAfter = possible.filter((r) => doc.date === null || r.date <= doc.date)
  const fitting = notAfter.length > 0 ? notAfter : possible
  if (fitting.length === 1) return { date: fitting[0].date, problem: null }
  const order = doc.order ?? (doc.date === null ? 'month-first' : doc.date >= YEAR_FIRST_FROM ? 'year-first' : 'month-first')
  return { date: (fitting.find((r) => r.order === order) ?? fitting[0]).date, problem: null }
}

function addDays(isoDate: string, days: number): string {
  const t = Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000
  return new Date(t).toISOString().slice(0, 10)
}
