/**
 * The one line "as of" answers with, worded once for the server's page (lib/site/as-of.ts) and the static page's
 * script (app/_components/AsOfPicker.tsx), which imports it, and scripts/serve.ts: plain data in, no graph, so it
 * may ship to the browser.
 */
import { parseDate } from '../text/dates'

/** `2005-01-01`, a real day (not `2005-02-30`): what `?asof=` accepts. */
export function isCalendarDate(s: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(s) && parseDate(s) === s
}

export interface AsOfFacts {
  /** The rule's number on the date, when it was in the rules then. */
  numberThen: string | null
  /** The date of the series' first version. */
  firstVersion: string | null
  /** The date the rule first appears. */
  firstAppears: string | null
  /** The date of the version that dropped it, when it is not in the newest. */
  removedOn: string | null
}

/**
 * The line for a judge document's short link (`/mtr/2.2`), which names a section by its number: what the section
 * with that number was on the date (`label`: its number, title and version), or that none was in force.
 */
export function sectionAsOfLine(date: string, name: string, label: string | null): string {
  return label ? `On ${date} ${name} was ${label}.` : `On ${date} no ${name} was in force.`
}

export function asOfLine(date: string, f: AsOfFacts): string {
  if (f.numberThen !== null) return `On ${date} this rule was ${f.numberThen}.`
  if (f.firstVersion && date < f.firstVersion) return `On ${date} no version of these rules was in force yet: the first is dated ${f.firstVersion}.`
  if (f.firstAppears && date < f.firstAppears) return `On ${date} this rule did not exist yet, under this number or any other: it first appears on ${f.firstAppears}.`
  if (f.removedOn && f.removedOn <= date) return `On ${date} this rule was no longer in the rules: it was removed on ${f.removedOn}.`
  return `On ${date} this rule was not in the rules in force, under this number or any other.`
}
