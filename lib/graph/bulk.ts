/**
 * Which documents are bulk: Scryfall's files hold tens of thousands of cards and rulings that only card pages
 * show, so their nodes are kept out of graph.json (which every page's build worker reads) and written as card
 * shards instead (lib/site/card-shards.ts). They are still ingested, linked and reported like any document.
 */
import type { DocumentInfo, Family, Graph, GraphNode } from '../types.js'

export const BULK_FAMILIES: ReadonlySet<Family> = new Set<Family>(['scryfall'])

export const isBulk = (doc: Pick<DocumentInfo, 'family'>): boolean => BULK_FAMILIES.has(doc.family)

/** The graph without the bulk documents' nodes (their documents stay, marked `bulk`), and those nodes. */
export function splitBulk(graph: Graph): { graph: Graph; bulkNodes: GraphNode[]; bulkDocs: DocumentInfo[] } {
  const bulkIds = new Set(graph.documents.filter(isBulk).map((d) => d.id))
  if (bulkIds.size === 0) return { graph, bulkNodes: [], bulkDocs: [] }
  const kept: GraphNode[] = []
  const bulkNodes: GraphNode[] = []
  const counts = new Map<string, number>()
  for (const n of graph.nodes) {
    if (bulkIds.has(n.doc)) {
      bulkNodes.push(n)
      counts.set(n.doc, (counts.get(n.doc) ?? 0) + 1)
    } else kept.push(n)
  }
  const documents = graph.documents.map((d) => (bulkIds.has(d.id) ? { ...d, bulk: { nodes: counts.get(d.id) ?? 0 } } : d))
  return { graph: { ...graph, documents, nodes: kept }, bulkNodes, bulkDocs: documents.filter((d) => bulkIds.has(d.id)) }
}
