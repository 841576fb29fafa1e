/**
 * What a precached URL is, for the site bench's breakdown of the precache by kind: Next's chunks, the search index,
 * the shell, a document's contents, a reading page (lib/site/reading-parts.ts), a node page by its kind.
 * Pure: the graph and a URL in, a label out.
 */
import type { Graph } from '../../../lib/types'

export function precacheKinds(graph: Graph): (url: string) => string {
  const nodeKind = new Map(graph.nodes.map((n) => [n.url, n.kind]))
  const docs = new Set(graph.documents.map((d) => `/${d.id}`))
  return (url) => {
    if (url.startsWith('/_next/')) return 'next chunks'
    if (url.startsWith('/search/')) return 'search index'
    if (url.startsWith('/sources/')) return 'sources'
    if (url.startsWith('/read/')) return 'page: reading'
    let path = url
    try {
      path = decodeURIComponent(url)
    } catch {
      // looked up as written
    }
    const kind = nodeKind.get(path)
    if (kind) return `page: ${kind}`
    if (docs.has(path)) return 'page: document'
    return 'shell and other'
  }
}
