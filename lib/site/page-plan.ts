/**
 * What a build does with each node's URL, so the site grows with distinct text and not with versions × rules:
 * - redirects: a node of an older version has no page; its URL goes to its lineage page's History entry.
 * - precache: the pages the service worker stores at install: the current versions' containers, and the pages
 *   no stored container shows inline. Older versions are cached when visited.
 * - offline: a page left out of the precache because a stored container shows it inline, sent there offline
 *   (`/cr/702.19b` -> `/cr/702.19#702.19b`), and `/r/NUMBER` sent to its current rule.
 * Pure: the indexed graph in, URL maps out.
 */
import type { GraphNode } from '../types'
import { anchorId } from './labels'
import { childrenView } from './node-page'
import type { SiteGraph } from './site-graph'

export interface PagePlan {
  /** Graph pages precached at install (documents' contents, sources, nodes), in graph order. */
  precache: string[]
  /**
   * A current node page left out of the precache -> the precached page that shows it inline, with its anchor;
   * `/r/NUMBER` -> the stored page of that number's rule in a current version.
   */
  offline: Record<string, string>
  /** An older version's node URL -> its lineage page's entry for that version (`newest.url#v-<doc>`). */
  redirects: Record<string, string>
}

/** Documents whose pages are precached: the newest of each series and every document in no series. */
export function isCurrent(site: SiteGraph, docId: string): boolean {
  return site.doc(docId)?.latest !== false
}

export function pagePlan(site: SiteGraph): PagePlan {
  const precache: string[] = []
  const offline: Record<string, string> = {}
  const redirects: Record<string, string> = {}

  for (const d of site.documents) if (isCurrent(site, d.id)) precache.push(`/${d.id}`)
  const sourceKeys = new Set<string>()
  for (const n of site.graph.nodes) for (const c of n.citations) sourceKeys.add(c.sourceKey)
  for (const k of [...sourceKeys].sort()) precache.push(`/sources/${k}`)

  // Which descendants a page shows inline, memoised: a section is asked once per rule inside it.
  const inlineOf = new Map<string, Set<string>>()
  const shownInline = (container: GraphNode) => {
    let set = inlineOf.get(container.id)
    if (!set) {
      const view = childrenView(site, container)
      set = new Set(view.mode === 'inline' ? view.nodes.map((x) => x.node.id) : [])
      inlineOf.set(container.id, set)
    }
    return set
  }
  const stored = new Set<string>()
  // Parents come before their children in a document, so an ancestor's fate is known when its rules are reached.
  const inOrder = site.documents.flatMap((d) => site.nodesOf(d.id))
  for (const n of inOrder) {
    if (!site.lineages.hasPage(n)) {
      const to = site.lineages.pageUrlOf(n.id)
      if (to) redirects[n.url] = to
      continue
    }
    if (!isCurrent(site, n.doc)) continue
    const holder = storedAncestorShowing(site, n, stored, shownInline)
    if (holder) offline[n.url] = `${holder.url}#${anchorId(n)}`
    else {
      stored.add(n.id)
      precache.push(n.url)
    }
  }
  // /r/NUMBER is not precached: offline it opens the number's rule in a current version, where that is stored.
  for (const number of site.numbers()) {
    const at = site.byNumber(number).find((n) => stored.has(n.id) || n.url in offline)
    if (at) offline[`/r/${number}`] = offline[at.url] ?? at.url
  }
  return { precache, offline, redirects }
}

/** The nearest precached ancestor whose page shows `n` inline, if any. */
function storedAncestorShowing(
  site: SiteGraph,
  n: GraphNode,
  stored: Set<string>,
  shownInline: (container: GraphNode) => Set<string>,
): GraphNode | null {
  let depth = 0
  for (let p = n.parent ? site.node(n.parent) : undefined; p && depth < 20; p = p.parent ? site.node(p.parent) : undefined, depth++) {
    if (stored.has(p.id) && shownInline(p).has(n.id)) return p
  }
  return null
}
