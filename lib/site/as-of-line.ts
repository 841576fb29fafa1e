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

export interface SectionAsOfFacts {
  /** The document's name: "Infraction Procedure Guide". */
  name: string
  /** The section's number and title on the date ("2.3 Game Play Error — Drawing Extra Cards"), when it was in force. */
  label: string | null
  /** The date of the version in force on the date. */
  versionDate: string | null
  /** The date of the oldest version in the collection. */
  firstVersion: string | null
  /** The date the section first appears. */
  firstAppears: string | null
  /** The date of the version that dropped it, when it is not in the newest. */
  removedOn: string | null
}

/**
 * The line for a judge document's short link (`/ipg/2.3?asof=`): what the section the key names was on the date,
 * from the version then in force, or why there is none.
 */
export function sectionAsOfLine(date: string, f: SectionAsOfFacts): string {
  if (f.label !== null) return `On ${date} this section was ${f.label} (${f.name}, ${f.versionDate}).`
  if (f.firstVersion && date < f.firstVersion) return `On ${date} no version of the ${f.name} in this collection was in force yet: the oldest is dated ${f.firstVersion}.`
  if (f.firstAppears && date < f.firstAppears) return `On ${date} this section did not exist yet, under this number or any other: it first appears on ${f.firstAppears}.`
  if (f.removedOn && f.removedOn <= date) return `On ${date} this section was no longer in the ${f.name}: it was removed on ${f.removedOn}.`
  return `On ${date} this section was not in the ${f.name} in force, under this number or any other.`
}

export function asOfLine(date: string, f: AsOfFacts): string {
  if (f.numberThen !== null) return `On ${date} this rule was ${f.numberThen}.`
  if (f.firstVersion && date < f.firstVersion) return `On ${date} no version of these rules was in force yet: the first is dated ${f.firstVersion}.`
  if (f.firstAppears && date < f.firstAppears) return `On ${date} this rule did not exist yet, under this number or any other: it first appears on ${f.firstAppears}.`
  if (f.removedOn && f.removedOn <= date) return `On ${date} this rule was no longer in the rules: it was removed on ${f.removedOn}.`
  return `On ${date} this rule was not in the rules in force, under this number or any other.`
}
