import type { GraphNode } from '@/lib/types'
import { nodeLabel } from '@/lib/site/labels'
import { getSiteGraph } from '@/lib/site/load-graph'

/**
 * A plain <a> (not next/link): navigation stays full-page HTML, works with JavaScript off and from the offline cache.
 * An older version of a rule has no page of its own, so by default the link opens its History entry.
 */
export default function NodeLink({ node, doc, href }: { node: GraphNode; doc?: string; href?: string }) {
  return (
    <a href={href ?? getSiteGraph().pageUrlOf(node.id) ?? node.url} className="node-link">
      <span className="label">{nodeLabel(node)}</span>
      {doc ? <span className="muted"> · {doc}</span> : null}
    </a>
  )
}

/** A titled list of node links; renders nothing when empty so pages stay short. */
export function NodeLinkList({ title, nodes, docName }: { title: string; nodes: GraphNode[]; docName?: (n: GraphNode) => string | undefined }) {
  if (nodes.length === 0) return null
  return (
    <section className="links" aria-label={title}>
      <h2>{title}</h2>
      <ul className="link-list">
        {nodes.map((n) => (
          <li key={n.id}>
            <NodeLink node={n} doc={docName?.(n)} />
          </li>
        ))}
      </ul>
    </section>
  )
}
