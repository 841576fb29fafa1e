/**
 * What the judge documents' own pages read: short permalinks (`/mtr/2.3`, `/ipg/2.2`, `/jar/serious-problems`)
 * that open a section of the newest version and, "as of" a date, that section as the version then in force had it
 * (followed back through renumberings, as /r/NUMBER follows a rule); and the penalty quick reference of the newest
 * Infraction Procedure Guide. Pure: a SiteGraph in, plain data out.
 */
import { slug } from '../graph/ids'
import { seriesVersions } from '../history/as-of'
import type { DocumentInfo, GraphNode, Penalty } from '../types'
import { isCalendarDate, sectionAsOfLine } from './as-of-line'
import { lineageRuns, versionInForce, type NumberVersion } from './history'
import { nodeLabel } from './labels'
import type { SiteGraph } from './site-graph'

export const JUDGE_SERIES = ['mtr', 'ipg', 'jar'] as const
export type JudgeSeries = (typeof JUDGE_SERIES)[number]

export const SERIES_NAMES: Record<JudgeSeries, string> = {
  mtr: 'Magic Tournament Rules',
  ipg: 'Infraction Procedure Guide',
  jar: 'Judging at Regular REL',
}

export function isJudgeSeries(s: string | null | undefined): s is JudgeSeries {
  return (JUDGE_SERIES as readonly string[]).includes(s ?? '')
}

/** A section's key in its permalink: its number (`2.3`, `A`), else its title as a slug (`booster-draft-timing`). */
export function judgeKey(node: GraphNode): string | null {
  if (node.kind !== 'section') return null
  if (node.number) return node.number
  return node.title ? slug(node.title) : null
}

/** The short permalink of a judge document's section, or null for any other node. */
export function judgePermalink(site: SiteGraph, node: GraphNode): string | null {
  const series = site.doc(node.doc)?.series
  const key = judgeKey(node)
  return isJudgeSeries(series) && key ? `/${series}/${encodeURIComponent(key)}` : null
}

/** Every key any version of the series has, for the permalink pages to build. */
export function judgeKeys(site: SiteGraph, series: JudgeSeries): string[] {
  const keys = new Set<string>()
  for (const doc of site.documents) {
    if (doc.series !== series) continue
    for (const n of site.nodesOf(doc.id)) {
      const k = judgeKey(n)
      if (k) keys.add(k)
    }
  }
  return [...keys]
}

export interface JudgeSection {
  series: JudgeSeries
  key: string
  /** The section the key names: in the newest version that has the key. */
  shown: GraphNode
  shownDoc: DocumentInfo
  /** Today's section when `shown`'s lineage lives on under another key (renumbered since). */
  today: GraphNode | null
  /**
   * The distinct texts of `shown`'s section, oldest first, with the dates each was in force, following its lineage
   * back through renumberings and renamings (2.3 Hidden Card Error was 2.3 Drawing Extra Cards, and 3.4 before).
   */
  versions: NumberVersion[]
  /** The series' versions, oldest first. */
  seriesVersions: DocumentInfo[]
}

export function judgeSection(site: SiteGraph, series: JudgeSeries, key: string): JudgeSection | null {
  const versions = seriesVersions(site.documents, series)
  let shown: GraphNode | null = null
  for (let i = versions.length - 1; i >= 0 && !shown; i--) shown = site.nodesOf(versions[i].id).find((n) => judgeKey(n) === key) ?? null
  if (!shown) return null
  const newest = site.lineages.newest(shown.lineage || shown.id)
  return {
    series,
    key,
    shown,
    shownDoc: site.doc(shown.doc)!,
    today: newest && newest.id !== shown.id ? newest : null,
    versions: lineageRuns(site, versions, shown),
    seriesVersions: versions,
  }
}

/** `/ipg/2.3?asof=2016-01-01`: the section in force that day, and the one line that says what it was. */
export interface JudgeAsOf {
  section: JudgeSection
  date: string
  /** The version of the series in force that day; null before the first in this collection. */
  version: DocumentInfo | null
  /** The section as that version has it (its number and title then); null when it was not in that version. */
  node: GraphNode | null
  /** The distinct text `node` belongs to. */
  run: NumberVersion | null
  /** When the section was not in that version but its key was: the section the key named that day. */
  keyThen: GraphNode | null
  /** The oldest version in this collection, and the section in it when it is there (else the key's holder then). */
  oldest: { doc: DocumentInfo; node: GraphNode | null }
  line: string
}

/**
 * What `/mtr/KEY?asof=DATE` answers: the text in force that day of the section the key names, through its lineage,
 * from the version in force that day. Null when the date is no calendar day or no version has the key.
 */
export function judgeAsOf(site: SiteGraph, series: JudgeSeries, key: string, date: string): JudgeAsOf | null {
  if (!isCalendarDate(date)) return null
  const section = judgeSection(site, series, key)
  if (!section) return null
  const versions = section.seriesVersions
  const version = [...versions].reverse().find((v) => v.date! <= date) ?? null
  const run = version ? versionInForce(section.versions, date) : null
  const node = run ? (run.members[run.docs.findIndex((d) => d.id === version!.id)] ?? null) : null
  const inVersion = (d: DocumentInfo) => site.nodesOf(d.id).find((n) => judgeKey(n) === key) ?? null
  const keyThen = version && !node ? inVersion(version) : null
  const oldestDoc = versions[0]
  const first = section.versions[0]
  const oldest = { doc: oldestDoc, node: first?.docs[0].id === oldestDoc.id ? first.members[0] : inVersion(oldestDoc) }
  const line = sectionAsOfLine(date, {
    name: SERIES_NAMES[series],
    label: node ? nodeLabel(node) : null,
    versionDate: version?.date ?? null,
    firstVersion: oldestDoc.date,
    firstAppears: first?.from ?? null,
    removedOn: section.versions[section.versions.length - 1]?.until ?? null,
  })
  return { section, date, version, node, run, keyThen, oldest, line }
}

/** The newest version of a series (null when there is none). */
export function newestVersion(site: SiteGraph, series: JudgeSeries): DocumentInfo | null {
  const versions = seriesVersions(site.documents, series)
  return versions[versions.length - 1] ?? null
}

export interface Infraction {
  node: GraphNode
  number: string
  /** "Looking at Extra Cards": the name after the class ("Game Play Error — "). */
  name: string
  /** "Game Play Error". */
  category: string
  penalty: Penalty | null
  /** The first sentence of its Definition. */
  definition: string
  url: string
}

/** Every infraction of the newest Infraction Procedure Guide, in the guide's order. */
export function penaltyReference(site: SiteGraph): { doc: DocumentInfo; infractions: Infraction[] } | null {
  const doc = newestVersion(site, 'ipg')
  if (!doc) return null
  const infractions: Infraction[] = []
  for (const n of site.nodesOf(doc.id)) {
    if (n.kind !== 'section' || !n.number || !/^\d+\.\d+$/.test(n.number) || !/\s[—–]\s/.test(n.title ?? '')) continue
    const [category, ...rest] = n.title!.split(/\s[—–]\s/)
    const definition = n.children.map((c) => site.node(c)).find((c) => c?.title === 'Definition')
    infractions.push({
      node: n,
      number: n.number,
      name: rest.join(' — ') || n.title!,
      category,
      penalty: n.penalty ?? null,
      definition: firstSentence(definition?.text ?? n.text),
      url: `/ipg/${encodeURIComponent(n.number)}`,
    })
  }
  return { doc, infractions }
}

/** The first sentence of a text (up to its first ". " after a few words), on one line. */
export function firstSentence(text: string, max = 220): string {
  const line = text.replace(/\s+/g, ' ').trim()
  const end = /[.!?](?=\s+[A-Z“"(]|$)/.exec(line.slice(20))
  const sentence = end ? line.slice(0, 20 + end.index + 1) : line
  if (sentence.length <= max) return sentence
  const cut = sentence.slice(0, max)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`
}

/** "Penalty: Warning. A player takes an action that ..." for an infraction's share preview. */
export function infractionSummary(site: SiteGraph, node: GraphNode): string | null {
  if (!node.penalty) return null
  const definition = node.children.map((c) => site.node(c)).find((c) => c?.title === 'Definition')
  const first = firstSentence(definition?.text ?? node.text)
  return `Penalty: ${node.penalty}.${first ? ` ${first}` : ''}`
}
