/**
 * What the judge documents' own pages read: short permalinks (`/mtr/2.3`, `/ipg/2.2`, `/jar/serious-problems`)
 * that open a section of the newest version and, "as of" a date, the version then in force; and the penalty quick
 * reference of the newest Infraction Procedure Guide. Pure: a SiteGraph in, plain data out.
 */
import { slug } from '../graph/ids'
import { seriesVersions } from '../history/as-of'
import type { DocumentInfo, GraphNode, Penalty } from '../types'
import { numberVersions, type NumberVersion } from './history'
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
  /** The section in the newest version that has the key. */
  shown: GraphNode
  shownDoc: DocumentInfo
  /** Today's section when `shown`'s lineage lives on under another key (renumbered since). */
  today: GraphNode | null
  /** Distinct texts the key had, with the dates they were in force, oldest first. */
  versions: NumberVersion[]
}

export function judgeSection(site: SiteGraph, series: JudgeSeries, key: string): JudgeSection | null {
  const nodes: GraphNode[] = []
  for (const doc of seriesVersions(site.documents, series)) for (const n of site.nodesOf(doc.id)) if (judgeKey(n) === key) nodes.push(n)
  if (nodes.length === 0) return null
  const versions = numberVersions(site, series, nodes)
  const shown = versions[versions.length - 1]?.node ?? nodes[nodes.length - 1]
  const newest = site.lineages.newest(shown.lineage || shown.id)
  return { series, key, shown, shownDoc: site.doc(shown.doc)!, today: newest && newest.id !== shown.id ? newest : null, versions }
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
