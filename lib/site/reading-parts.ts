/**
 * A current document cut into reading pages of about one section's size (`/read/cr-2026-01-16/27`), each showing
 * its nodes inline under their anchors, in document order. They are what the service worker stores of a document
 * (lib/site/page-plan.ts): ~40 pages hold the whole newest CR, where its rule, section and glossary pages number
 * thousands and each carries a History that grows with every version. A node's own page, History included, is
 * cached when visited; offline, its URL opens its reading page at its anchor.
 * Pure: a SiteGraph in, plain data out.
 */
import type { GraphNode, NodeKind } from '../types'
import { anchorId } from './labels'
import { INLINE_BUDGET } from './node-page'
import type { SiteGraph } from './site-graph'

export interface ReadingPart {
  /** 1-based, in document order. */
  index: number
  url: string
  /** The part's nodes in document order; depth 1 for headings and top-level rules, 2 for a subrule, and so on. */
  items: Array<{ node: GraphNode; depth: number }>
}

/** Kinds that group others: they read as headings, so what is inside them is not indented for them. */
const CONTAINERS: ReadonlySet<NodeKind> = new Set(['chapter', 'section', 'glossary', 'topic', 'contents', 'index', 'preface', 'credits'])

/** A part is closed at the next node that starts a unit (a heading or a node with children) once it is this full. */
const SOFT_SHARE = 0.75

export function readingPartUrl(docId: string, index: number): string {
  return `/read/${encodeURIComponent(docId)}/${index}`
}

/**
 * The document's nodes with pages, cut greedily in document order: a part ends before a node that would take it over
 * `budget` characters of text, or, once it holds three quarters of the budget, before the next heading or rule with
 * subrules, so a rule and its subrules mostly stay on one page. A single node bigger than the budget is a part alone.
 * `asWhenCurrent`: an older version's parts as they were while it was current (every node of a current version has
 * a page), for redirecting their URLs.
 */
export function readingParts(site: SiteGraph, docId: string, budget = INLINE_BUDGET, asWhenCurrent = false): ReadingPart[] {
  const parts: ReadingPart[] = []
  let items: ReadingPart['items'] = []
  let size = 0
  const close = () => {
    if (items.length === 0) return
    parts.push({ index: parts.length + 1, url: readingPartUrl(docId, parts.length + 1), items })
    items = []
    size = 0
  }
  for (const node of site.nodesOf(docId)) {
    if (!asWhenCurrent && !site.lineages.hasPage(node)) continue
    const weight = node.text.length + (node.title?.length ?? 0)
    const startsUnit = CONTAINERS.has(node.kind) || node.children.length > 0
    if (size > 0 && (size + weight > budget || (startsUnit && size >= budget * SOFT_SHARE))) close()
    items.push({ node, depth: depth(site, node) })
    size += weight
  }
  close()
  return parts
}

/** 1 plus the number of ancestors that are not headings: 702.19 is 1, 702.19a is 2. */
function depth(site: SiteGraph, node: GraphNode): number {
  let d = 1
  let hops = 0
  for (let p = node.parent ? site.node(node.parent) : undefined; p && hops < 20; p = p.parent ? site.node(p.parent) : undefined, hops++) {
    if (!CONTAINERS.has(p.kind)) d++
  }
  return Math.min(d, 8)
}

/** Node id -> `part url#anchor`, for every node the parts show. */
export function readingAnchors(parts: ReadingPart[]): Map<string, string> {
  const out = new Map<string, string>()
  for (const p of parts) for (const { node } of p.items) out.set(node.id, `${p.url}#${anchorId(node)}`)
  return out
}
