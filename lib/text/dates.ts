/**
 * Dates as the documents write them, turned into ISO `YYYY-MM-DD`.
 *
 * The corpus spans 1994 to today and every era wrote dates its own way: mail
 * headers (`Tue, 22 Feb 1994 19:12:42 GMT`), newsgroup titles (`2/22/94`, US
 * order), rulings citations (`1999/04/23`), blog stamps (`02 Apr 2004`) and
 * prose (`January 15, 2004`). Numeric dates are always read month first: the
 * sources are American, and a day-first reading would make `02/03/98` ambiguous.
 */

export interface DateMatch {
  /** ISO `YYYY-MM-DD`. */
  date: string
  start: number
  end: number
}

const MONTHS: Record<string, number> = {
  jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, sept: 9, oct: 10, nov: 11, dec: 12,
}

const MONTH_NAME =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)'
// Bounded gaps keep a failed attempt short, so scanning stays linear even on a
// 5 MB line of spaces; four characters still allow a hard-wrapped "January\n15".
const GAP = '[ \\t\\r\\n]{1,4}'
const ORDINAL = '(?:st|nd|rd|th)?'

// One alternative per written shape; named groups tell them apart. The
// lookarounds stop `12/7/945` or `11999/04/23` from yielding a date inside a
// longer number.
const SHAPES = [
  // 1999/04/23, 2026-01-16, 1999.04.23
  `(?<ymdY>\\d{4})(?<ymdSep>[/.-])(?<ymdM>\\d{1,2})\\k<ymdSep>(?<ymdD>\\d{1,2})(?!\\d)(?![/.-]\\d)`,
  // 02/22/1994, 2/7/94, 02-22-94
  `(?<mdyM>\\d{1,2})(?<mdySep>[/-])(?<mdyD>\\d{1,2})\\k<mdySep>(?<mdyY>\\d{4}|\\d{2})(?!\\d)(?![/-]\\d)`,
  // January 15, 2004 / Jan. 15 2004 / January 16th, 2026
  `\\b(?<mdnM>${MONTH_NAME})\\.?${GAP}(?<mdnD>\\d{1,2})${ORDINAL},?${GAP}(?<mdnY>\\d{4})(?!\\d)`,
  // 22 Feb 1994 / 02 Apr 2004 / 15 January, 2004
  `(?<dmnD>\\d{1,2})${ORDINAL}${GAP}(?<dmnM>${MONTH_NAME})\\b\\.?,?${GAP}(?<dmnY>\\d{4})(?!\\d)`,
]
const DATE_SOURCE = `(?<![\\d/.-])(?:${SHAPES.join('|')})`
// Compiled once: building this regex costs more than running it on a short
// citation. Every use sets lastIndex first and runs to completion synchronously,
// so sharing it carries no state between calls.
const DATE_GLOBAL = new RegExp(DATE_SOURCE, 'gi')

// A date may follow a weekday and precede a clock time and zone (mail headers).
const WEEKDAY = '(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\\.?,?[ \\t]+'
const TIME = '(?:[ \\t]+\\d{1,2}:\\d{2}(?::\\d{2})?(?:[ \\t]*[ap]\\.?m\\.?)?(?:[ \\t]+(?:[A-Z]{1,5}|[+-]\\d{4}))?)?'
const WHOLE = new RegExp(`^\\s*(?:${WEEKDAY})?(?:${SHAPES.join('|')})${TIME}\\s*$`, 'i')

function daysIn(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

function expandYear(year: string): number {
  const n = Number(year)
  if (year.length !== 2) return n
  // Magic began in 1993, so two-digit years are this era's: 9x is the 1990s and
  // 00-29 this century. 30-89 are kept in the 1900s rather than guessed at.
  return n < 30 ? 2000 + n : 1900 + n
}

function monthNumber(name: string): number {
  const key = name.toLowerCase()
  return MONTHS[key.slice(0, 4)] ?? MONTHS[key.slice(0, 3)]
}

function toIso(groups: Record<string, string | undefined>): string | null {
  let y: number, m: number, d: number
  if (groups.ymdY !== undefined) {
    y = Number(groups.ymdY); m = Number(groups.ymdM); d = Number(groups.ymdD)
  } else if (groups.mdyY !== undefined) {
    y = expandYear(groups.mdyY); m = Number(groups.mdyM); d = Number(groups.mdyD)
  } else if (groups.mdnY !== undefined) {
    y = Number(groups.mdnY); m = monthNumber(groups.mdnM!); d = Number(groups.mdnD)
  } else if (groups.dmnY !== undefined) {
    y = Number(groups.dmnY); m = monthNumber(groups.dmnM!); d = Number(groups.dmnD)
  } else {
    return null
  }
  if (!(m >= 1 && m <= 12) || d < 1 || d > daysIn(y, m) || y < 1000) return null
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`
}

/** The whole string as a date (a weekday before and a time after are allowed), or null. */
export function parseDate(s: string): string | null {
  const match = WHOLE.exec(s)
  return match?.groups ? toIso(match.groups) : null
}

/** Every valid date in `s`, in order. Linear time: each attempt is bounded in length. */
export function findDates(s: string): DateMatch[] {
  const found: DateMatch[] = []
  const re = DATE_GLOBAL
  re.lastIndex = 0
  for (let match = re.exec(s); match; match = re.exec(s)) {
    const date = match.groups ? toIso(match.groups) : null
    if (date) found.push({ date, start: match.index, end: match.index + match[0].length })
    // No shape matches the empty string, so lastIndex always advances.
  }
  return found
}

/** The first valid date inside a longer string, as ISO, or null. Linear time. */
export function findDate(s: string): string | null {
  return findDateMatch(s)?.date ?? null
}

/** Like `findDate`, with the offsets of the words that gave the date (for `DocMeta.dateEvidence`). */
export function findDateMatch(s: string): DateMatch | null {
  const re = DATE_GLOBAL
  re.lastIndex = 0
  for (let match = re.exec(s); match; match = re.exec(s)) {
    const date = match.groups ? toIso(match.groups) : null
    if (date) return { date, start: match.index, end: match.index + match[0].length }
  }
  return null
}
