/**
 * The history step of ingestion, run once every document is in and linked: series and versions on the
 * documents, then `prev`, `change` and `lineage` on the nodes of each series, oldest version first, so a
 * lineage id is the id of the rule's oldest node and adding a newer version never changes it.
 */
import type { Change, DocumentInfo, GraphNode } from '../types.js'
import { changeOf } from './change.js'
import { featureCache, matchVersions, wordingOf } from './match.js'
import { assignSeries, type SeriesHint } from './series.js'

/** What changed from one version to the next, counted; `removed` are older node ids no newer node continues. */
export interface VersionChanges {
  doc: string
  previous: string | null
  counts: Record<Change | 'removed', number>
  removed: string[]
}

export interface HistoryResult {
  /** Each series' versions, oldest first. */
  series: Map<string, DocumentInfo[]>
  /** One entry per version that has a previous version. */
  versions: VersionChanges[]
}

export function applyHistory(
  documents: DocumentInfo[],
  nodes: GraphNode[],
  hints: ReadonlyMap<string, SeriesHint> = new Map(),
): HistoryResult {
  const nodesByDoc = new Map<string, GraphNode[]>()
  for (const node of nodes) {
    const list = nodesByDoc.get(node.doc)
    if (list) list.push(node)
    else nodesByDoc.set(node.doc, [node])
  }
  // Reset first, so a graph run through twice ends the same.
  for (const node of nodes) {
    node.prev = null
    node.change = null
    node.lineage = node.id
  }
  const series = assignSeries(documents, nodesByDoc, hints)
  const byId = new Map(nodes.map((n) => [n.id, n]))
  const versions: VersionChanges[] = []
  const features = featureCache()

  for (const list of series.values()) {
    for (let i = 1; i < list.length; i++) {
      const older = nodesByDoc.get(list[i - 1].id) ?? []
      const newer = nodesByDoc.get(list[i].id) ?? []
      const matching = matchVersions(older, newer, features)
      const counts: VersionChanges['counts'] = { same: 0, edited: 0, renumbered: 0, 'renumbered-edited': 0, added: 0, removed: 0 }
      const continued = new Set<string>()
      for (const node of newer) {
        const prevId = matching.get(node.id)
        const prev = prevId ? byId.get(prevId) : undefined
        if (prev) {
          node.prev = prev.id
          const sameWords = (prev.text === node.text && prev.title === node.title) || wordingOf(prev, features) === wordingOf(node, features)
          node.change = changeOf(prev, node, sameWords)
          node.lineage = prev.lineage
          continued.add(prev.id)
        } else {
          node.change = 'added'
        }
        counts[node.change]++
      }
      const removed = older.filter((n) => !continued.has(n.id)).map((n) => n.id)
      counts.removed = removed.length
      versions.push({ doc: list[i].id, previous: list[i - 1].id, counts, removed })
    }
  }
  return { series, versions }
}
