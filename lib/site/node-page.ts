/**
 * Everything a node's page shows besides its own text, gathered from the graph: where it sits
 * (breadcrumbs, previous/next, parent section), what it contains, and how it links to the rest.
 */
import type { DocumentInfo, GraphNode } from '../types'
import type { SiteGraph } from './site-graph'

export interface Link {
  href: string
  node: GraphNode
}

/** How a node's children are shown: inline with their text (a section opened at a rule), or as a list of links. */
export type ChildrenView =
  | { mode: 'none' }
  | { mode: 'inline'; nodes: Array<{ node: GraphNode; depth: number }> }
  | { mode: 'links'; nodes: GraphNode[] }

export interface NodePage {
  node: GraphNode
  doc: DocumentInfo
  /** Ancestors from the top (chapter) down to the parent. */
  breadcrumbs: GraphNode[]
  prev: GraphNode | null
  next: GraphNode | null
  children: ChildrenView
  /** Outgoing references that resolve, de-duplicated, in text order. */
  refersTo: GraphNode[]
  /** References whose target is not in the corpus: shown as plain text so the reader knows they exist. */
  unresolvedRefs: string[]
  referencedBy: GraphNode[]
  citedBy: GraphNode[]
  sameNumber: GraphNode[]
  related: GraphNode[]
}

/** Text budget (characters) for showing a section's rules inline; bigger sections fall back to fewer levels. */
export const INLINE_BUDGET = 30_000

export function nodePage(site: SiteGraph, id: string): NodePage | null {
  const node = site.node(id)
  const doc = node && site.doc(node.doc)
  if (!node || !doc) return null
  const resolve = (ids: string[]) => unique(ids).map((i) => site.node(i)).filter((n): n is GraphNode => !!n)

  const breadcrumbs: GraphNode[] = []
  for (let p = node.parent ? site.node(node.parent) : undefined; p; p = p.parent ? site.node(p.parent) : undefined) {
    breadcrumbs.unshift(p)
    if (breadcrumbs.length > 20) break // a cycle would be a graph bug; never loop for ever while building
  }

  const inDoc = site.nodesOf(node.doc)
  const at = inDoc.indexOf(node)
  const resolved = node.refs.filter((r) => r.target && r.target !== node.id)
  return {
    node,
    doc,
    breadcrumbs,
    prev: at > 0 ? inDoc[at - 1] : null,
    next: at >= 0 && at < inDoc.length - 1 ? inDoc[at + 1] : null,
    children: childrenView(site, node),
    refersTo: resolve(resolved.map((r) => r.target as string)),
    // A card named in the text has its card page (shown under Cards) even when no card node resolves it.
    unresolvedRefs: unique(node.refs.filter((r) => !r.target && r.kind !== 'card').map((r) => r.text)),
    referencedBy: site.referencedBy(node.id),
    citedBy: site.citedBy(node.id),
    sameNumber: resolve(node.sameNumber).filter((n) => n.id !== node.id),
    related: resolve(node.related).filter((n) => n.id !== node.id),
  }
}

export function childrenView(site: SiteGraph, node: GraphNode): ChildrenView {
  const kids = node.children.map((c) => site.node(c)).filter((n): n is GraphNode => !!n)
  if (kids.length === 0) return { mode: 'none' }
  // A chapter is a table of contents for its sections; inlining a whole chapter would make a huge page.
  if (node.kind === 'chapter' || node.kind === 'contents' || node.kind === 'index') return { mode: 'links', nodes: kids }
  const all = descendants(site, node)
  if (textSize(all.map((d) => d.node)) <= INLINE_BUDGET) return { mode: 'inline', nodes: all }
  if (textSize(kids) <= INLINE_BUDGET) return { mode: 'inline', nodes: kids.map((n) => ({ node: n, depth: 1 })) }
  return { mode: 'links', nodes: kids }
}

/** Descendants in document order with their depth below `node` (1 = child). */
export function descendants(site: SiteGraph, node: GraphNode, depth = 1): Array<{ node: GraphNode; depth: number }> {
  const out: Array<{ node: GraphNode; depth: number }> = []
  for (const c of node.children) {
    const child = site.node(c)
    if (!child) continue
    out.push({ node: child, depth })
    if (depth < 8) out.push(...descendants(site, child, depth + 1))
  }
  return out
}

function textSize(nodes: GraphNode[]): number {
  return nodes.reduce((s, n) => s + n.text.length, 0)
}

function unique<T>(xs: T[]): T[] {
  return [...new Set(xs)]
}

/** A document's table of contents: its top-level nodes and, under each container, the containers inside it. */
export function documentContents(site: SiteGraph, docId: string): Array<{ node: GraphNode; sub: GraphNode[] }> {
  const containers = new Set(['chapter', 'section', 'topic', 'glossary', 'preface', 'contents', 'index', 'credits'])
  return site.rootsOf(docId).map((node) => ({
    node,
    sub: node.children
      .map((c) => site.node(c))
      .filter((n): n is GraphNode => !!n && (containers.has(n.kind) || n.children.length > 0)),
  }))
}
