/**
 * What an ingest changed, document by document: the documents the new graph has that the previous one had not (or
 * had with other bytes: a corrected release), and those it lost; for a new version of a series, what changed since
 * the version before it, as its "What changed" page (/changes/<id>) shows it (history.ts `releaseChanges`, read from
 * the lineages lib/history computed). `npm run update` prints it. Pure: two graphs in, plain data out.
 */
import type { DocumentInfo, Graph, GraphNode } from '../types'
import { releaseChanges } from './history'
import { shortLabel } from './labels'
import { buildSiteGraph } from './site-graph'

export interface ReleaseSummary {
  /** The version this one is compared with. */
  previous: DocumentInfo
  /** Rules, sections, terms: added, changed (words edited), removed, renumbered (a renumbered rule whose words changed counts in both). */
  counts: { added: number; changed: number; removed: number; renumbered: number }
  /** The labels of each, in document order: "702.20 Menace" is "702.20", a glossary term its title; renumbered "702.20 → 702.21". */
  added: string[]
  changed: string[]
  removed: string[]
  renumbered: string[]
}

export interface DocumentUpdate {
  doc: DocumentInfo
  status: 'new' | 'updated' | 'removed'
  /** For a version that has one before it in its series: what changed since; else null (a first version, no series). */
  release: ReleaseSummary | null
  /** Its "What changed" page, for a version of a series still in the graph. */
  changesUrl: string | null
}

/** Every document the ingest added, replaced or dropped, in the new graph's order, dropped ones last. */
export function graphUpdates(before: Graph | null, after: Graph): DocumentUpdate[] {
  const old = new Map((before?.documents ?? []).map((d) => [d.id, d]))
  const now = new Set(after.documents.map((d) => d.id))
  const site = buildSiteGraph(after)
  const updates: DocumentUpdate[] = []
  for (const doc of after.documents) {
    const was = old.get(doc.id)
    if (was && was.bytes === doc.bytes && was.file === doc.file) continue
    const changes = releaseChanges(site, doc.id)
    const release: ReleaseSummary | null =
      changes?.previous
        ? {
            previous: changes.previous,
            counts: { added: changes.counts.added, changed: changes.counts.edited, removed: changes.counts.removed, renumbered: changes.counts.renumbered },
            added: changes.added.map(shortLabel),
            changed: changes.edited.map((e) => shortLabel(e.node)),
            removed: changes.removed.map(shortLabel),
            renumbered: changes.renumbered.map((r: { node: GraphNode; prev: GraphNode }) => `${shortLabel(r.prev)} → ${shortLabel(r.node)}`),
          }
        : null
    updates.push({ doc, status: was ? 'updated' : 'new', release, changesUrl: changes ? `/changes/${encodeURIComponent(doc.id)}` : null })
  }
  for (const doc of before?.documents ?? []) if (!now.has(doc.id)) updates.push({ doc, status: 'removed', release: null, changesUrl: null })
  return updates
}
