/**
 * The public per-lineage JSON (`/data/lineage/<lineage id>.json`): one rule through every version, for other tools.
 * Pure: the indexed graph in, documents out; scripts/write-public-data.ts writes them.
 */
import { wordDiff, type DiffPart } from '../history/diff'
import type { Change } from '../types'
import { nodeHistory } from './history'
import type { SiteGraph } from './site-graph'

export const LINEAGE_JSON_FORMAT = 1

export interface LineageVersionJson {
  id: string
  doc: string
  date: string | null
  number: string | null
  title: string | null
  change: Change | null
  /** The node this version was matched to in the previous version, or null. */
  prev: string | null
  /** Where the site shows this version: the rule's page, or its History entry. */
  url: string
  /** Present when the text differs from the previous version's (or there is none); absent means "as the next older version". */
  text?: string
  /** Word diff from the previous version's text, when it differs. */
  diff?: DiffPart[]
}

export interface LineageJson {
  format: number
  lineage: string
  series: string
  /** The lineage's newest version: the rule as it reads today (or as it last read, see removedIn). */
  current: { id: string; doc: string; date: string | null; number: string | null; title: string | null; text: string; url: string }
  /** The version the rule was removed in, when it is not in its series' newest version. */
  removedIn: { doc: string; date: string | null } | null
  /** Newest first. */
  versions: LineageVersionJson[]
}

/** The JSON of every lineage of a versioned document (a document in no series has no lineage file). */
export function* lineageJsons(site: SiteGraph): Generator<LineageJson> {
  for (const lineage of site.lineages.lineages()) {
    const newest = site.lineages.newest(lineage)
    if (!newest) continue
    // Its own diffs, version by version, below: the History rows' diffs are not needed here.
    const history = nodeHistory(site, newest, { diffs: false })
    if (!history) continue
    const series = site.doc(newest.doc)!.series!
    const url = (id: string) => site.pageUrlOf(id) ?? `/${id}`
    yield {
      format: LINEAGE_JSON_FORMAT,
      lineage,
      series,
      current: { id: newest.id, doc: newest.doc, date: site.doc(newest.doc)!.date, number: newest.number, title: newest.title, text: newest.text, url: url(newest.id) },
      removedIn: history.removedIn ? { doc: history.removedIn.id, date: history.removedIn.date } : null,
      versions: history.entries.map(({ node: n, doc }) => {
        const prev = n.prev ? site.node(n.prev) : undefined
        const v: LineageVersionJson = { id: n.id, doc: n.doc, date: doc.date, number: n.number, title: n.title, change: n.change, prev: n.prev, url: url(n.id) }
        if (!prev || prev.text !== n.text) v.text = n.text
        if (prev && prev.text !== n.text) v.diff = wordDiff(prev.text, n.text)
        return v
      }),
    }
  }
}

/** Path of a lineage's file under the public data folder: lineage ids are `doc/local`, so one folder per document. */
export function lineageJsonPath(lineage: string): string {
  return `lineage/${lineage}.json`
}
