/**
 * Page furniture of blogs and web pages that a CR text was pasted into:
 * `| part 3 |`, `[02 Apr 2004|12:05am] |`, lines of `|`, `]`, `mood |`.
 * The official text never uses the pipe, so a pipe at either end of a line is
 * a safe sign; a lone bracket line is the other half of the same widgets.
 */
export function isChrome(trimmed: string): boolean {
  if (trimmed.length === 0) return false
  if (trimmed.startsWith('|') || trimmed.endsWith('|')) return true
  return trimmed === ']' || trimmed === '[' || trimmed === '] |' || trimmed === '| [ |'
}

const MONTHS: Record<string, number> = {
  jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, oct: 10, nov: 11, dec: 12,
}

/** The date of a blog post stamp like `[02 Apr 2004|12:05am] |`, as ISO, or null. */
export function stampDate(trimmed: string): string | null {
  const m = /^\[(\d{1,2}) ([A-Za-z]{3}) (\d{4})\|/.exec(trimmed)
  if (!m) return null
  const month = MONTHS[m[2].toLowerCase()]
  if (!month) return null
  return `${m[3]}-${String(month).padStart(2, '0')}-${m[1].padStart(2, '0')}`
}
