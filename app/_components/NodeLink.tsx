import type { GraphNode } from '@/lib/types'
import { nodeLabel } from '@/lib/site/labels'
import { getSiteGraph } from '@/lib/site/load-graph'

/**
 * A plain <a> (not next/link): navigation stays full-page HTML, works with JavaScript off and from the offline cache.
 * An older version of a rule has no page of its own, so by default the link opens its History entry.
 */
export default function NodeLink({ node, doc, href, labelLang }: { node: GraphNode; doc?: string; href?: string; labelLang?: string }) {
  return (
    <a href={href ?? getSiteGraph().pageUrlOf(node.id) ?? node.url} className="node-link">
      <span className="label" lang={labelLang}>
        {nodeLabel(node)}
      </span>
      {doc ? <span className="muted"> · {doc}</span> : null}
    </a>
  )
}

/** A titled list of node links; renders nothing when empty so pages stay short. */
export function NodeLinkList({
  title,
  nodes,
  docName,
  hrefOf,
  labelLang,
}: {
  title: string
  nodes: GraphNode[]
  docName?: (n: GraphNode) => string | undefined
  /** Where each link goes, when not the node's page (a page in the reader's language links to pages in it). */
  hrefOf?: (n: GraphNode) => string
  /** The labels' language, when not the page's (English rule names on a page in another language). */
  labelLang?: string
}) {
  if (nodes.length === 0) return null
  return (
    <section className="links" aria-label={title}>
      <h2>{title}</h2>
      <ul className="link-list">
        {nodes.map((n) => (
          <li key={n.id}>
            <NodeLink node={n} doc={docName?.(n)} href={hrefOf?.(n)} labelLang={labelLang} />
          </li>
        ))}
      </ul>
    </section>
  )
}
