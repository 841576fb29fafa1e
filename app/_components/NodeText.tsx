import type { GraphNode } from '@/lib/types'
import { getSiteGraph } from '@/lib/site/load-graph'
import { nodeHtml } from '@/lib/site/render'

/**
 * A node's text. It only ever receives renderNodeHtml's output, which escapes the source text (it contains
 * `<script>`, `<-spell type->`, `[post=123]`). The site's other raw HTML is the search snippet (lib/search/snippet.ts:
 * escaped text plus <mark>) and the timeline SVG (lib/render/timeline-svg.ts, built as a hast tree).
 */
export default function NodeText({ node }: { node: GraphNode }) {
  // A heading-only node may carry its title as its text; the title is already shown above it.
  if (!node.text.trim() || node.text.trim() === node.title?.trim()) return null
  return <div className="text" dangerouslySetInnerHTML={{ __html: nodeHtml(getSiteGraph(), node) }} />
}
