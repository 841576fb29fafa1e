/**
 * The graph indexed for page generation: lookups by id, number and document, and the reverse
 * edges ("referenced by", "cited by") that graph.json does not store. Pure: no file access.
 */
import type { DocumentInfo, Graph, GraphNode } from '../types'
import { lineageIndex, type LineageIndex } from './lineages.mjs'

export interface SiteGraph {
  graph: Graph
  documents: DocumentInfo[]
  doc(id: string): DocumentInfo | undefined
  node(id: string): GraphNode | undefined
  /** A document's nodes in document order. */
  nodesOf(docId: string): GraphNode[]
  /** Top-level nodes of a document, in order. */
  rootsOf(docId: string): GraphNode[]
  /** Every node carrying this number, across documents (documents in graph order); judge documents' sections are not numbered here. */
  byNumber(number: string): GraphNode[]
  numbers(): string[]
  /** Nodes whose refs target this node. */
  referencedBy(id: string): GraphNode[]
  /** Nodes with a citation whose target is this node (a ruling citing a CR rule). */
  citedBy(id: string): GraphNode[]
  /** Lineages: every version of a rule, which one has a page. */
  lineages: LineageIndex
  /** Where a link to this node goes: its page, or its entry in its lineage page's History (see lineages.mjs). */
  pageUrlOf(id: string): string | null
}

export function buildSiteGraph(graph: Graph): SiteGraph {
  const docs = new Map(graph.documents.map((d) => [d.id, d]))
  const docRank = new Map(graph.documents.map((d, i) => [d.id, i]))
  const nodes = new Map<string, GraphNode>()
  const perDoc = new Map<string, GraphNode[]>()
  const numbered = new Map<string, GraphNode[]>()
  const refsTo = new Map<string, GraphNode[]>()
  const citesTo = new Map<string, GraphNode[]>()
  const push = <K, V>(m: Map<K, V[]>, k: K, v: V) => {
    const list = m.get(k)
    if (list) {
      if (list[list.length - 1] !== v) list.push(v)
    } else m.set(k, [v])
  }

  for (const n of graph.nodes) {
    nodes.set(n.id, n)
    push(perDoc, n.doc, n)
    // /r/NUMBER is the rules' numbering; a judge document's sections have their own short links (/mtr/2.3, lib/site/judge.ts),
    // and a translated rule is shown with its English rule (lib/site/translations.ts), never as another rule of the number.
    const family = docs.get(n.doc)?.family
    if (n.number && family !== 'judge' && family !== 'translation') push(numbered, n.number, n)
  }
  for (const list of perDoc.values()) list.sort((a, b) => a.order - b.order)
  const byDocOrder = (a: GraphNode, b: GraphNode) =>
    (docRank.get(a.doc) ?? 0) - (docRank.get(b.doc) ?? 0) || a.order - b.order
  for (const list of perDoc.values()) {
    for (const n of list) {
      for (const r of n.refs) if (r.target && r.target !== n.id) push(refsTo, r.target, n)
      for (const c of n.citations) if (c.target && c.target !== n.id) push(citesTo, c.target, n)
    }
  }
  for (const m of [numbered, refsTo, citesTo]) for (const list of m.values()) list.sort(byDocOrder)
  const lineages = lineageIndex(graph)

  return {
    graph,
    documents: graph.documents,
    doc: (id) => docs.get(id),
    node: (id) => nodes.get(id),
    nodesOf: (docId) => perDoc.get(docId) ?? [],
    rootsOf: (docId) => (perDoc.get(docId) ?? []).filter((n) => n.parent === null),
    byNumber: (number) => numbered.get(number) ?? [],
    numbers: () => [...numbered.keys()],
    referencedBy: (id) => refsTo.get(id) ?? [],
    citedBy: (id) => citesTo.get(id) ?? [],
    lineages,
    pageUrlOf: (id) => lineages.pageUrlOf(id),
  }
}
