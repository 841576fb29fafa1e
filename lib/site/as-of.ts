/**
 * "As of" a date for /r/NUMBER: the text in force that day of the rule the number names today, followed back
 * through its lineage across renumberings (702.19b today was 502.9b in 2004), and one line that says so. The server
 * answers `/r/NUMBER?asof=DATE` with it (app/(site)/as-of/, scripts/serve.ts); the static page's script
 * (app/_components/AsOfPicker.tsx) writes the same line from the page's list of versions. Pure: a SiteGraph in.
 */
import type { DocumentInfo, GraphNode } from '../types'
import { asOfLine, isCalendarDate } from './as-of-line'
import { numberGroups, versionInForce, type NumberGroup, type NumberVersion } from './history'
import type { SiteGraph } from './site-graph'


export interface AsOf {
  number: string
  date: string
  /** The group the answer reads: the newest series that has the number; null when no series has it. */
  group: NumberGroup | null
  /** The version of that series in force on the date; null before the first. */
  version: DocumentInfo | null
  /** The rule's text in force that day (its number then is `run.node.number`); null when the rule was not in the rules then. */
  run: NumberVersion | null
  /** The rule as the version in force that day has it (one of `run.members`). */
  node: GraphNode | null
  /** When the rule was not in the rules that day but the number was: the rule the number named then. */
  numberThen: GraphNode | null
  /**
   * The oldest version of the series in this collection, and the rule in it (else what the number named there):
   * what a date before every version is pointed to. Null outside a series.
   */
  oldest: { doc: DocumentInfo; node: GraphNode | null } | null
  /** The one line the page shows first. */
  line: string
}

/** What /r/NUMBER?asof=DATE answers; null when the date is not a calendar date or no document has the number. */
export function asOf(site: SiteGraph, number: string, date: string): AsOf | null {
  if (!isCalendarDate(date)) return null
  const groups = numberGroups(site, number)
  if (groups.length === 0) return null
  const group = groups.find((g) => g.seriesVersions.length > 0) ?? null
  if (!group) {
    const line = `Rule ${number} is in no document with dated versions, so it reads the same on any date.`
    return { number, date, group: null, version: null, run: null, node: null, numberThen: null, oldest: null, line }
  }
  const versions = group.seriesVersions
  const version = [...versions].reverse().find((v) => v.date! <= date) ?? null
  const run = version ? versionInForce(group.versions, date) : null
  const node = run ? (run.members[run.docs.findIndex((d) => d.id === version!.id)] ?? null) : null
  const holder = (d: DocumentInfo) => site.byNumber(number).find((n) => n.doc === d.id) ?? null
  const numberThen = version && !run ? holder(version) : null
  const first = group.versions[0]
  const oldest = { doc: versions[0], node: first?.docs[0].id === versions[0].id ? first.members[0] : holder(versions[0]) }
  const line = asOfLine(date, {
    numberThen: run ? (run.node.number ?? number) : null,
    firstVersion: versions[0].date,
    firstAppears: group.versions[0]?.from ?? null,
    removedOn: group.versions[group.versions.length - 1]?.until ?? null,
  })
  return { number, date, group, version, run, node, numberThen, oldest, line }
}
