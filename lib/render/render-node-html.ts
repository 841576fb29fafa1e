import { unified } from 'unified'
import remarkRehype from 'remark-rehype'
import rehypeStringify from 'rehype-stringify'
import type { GraphNode } from '../types'
import { mdastFromNode } from './mdast-from-node'
import { remarkRehypeHandlers } from './remark-rehype-handlers'
import { stripBbcode } from './bbcode'
import './mdast-types'

export interface RenderContext {
  /** The site URL of a node, or null when it has no page. */
  urlOf(nodeId: string): string | null
  /** The site URL of a citation source's page. */
  sourceUrl(sourceKey: string): string
  /** The site URL of a card's page, by the card's name; absent: card names are not linked. */
  cardUrl?(name: string): string | null
  /** How a restored character's source version is named, by node id (see GraphNode.restored). */
  versionLabel?(nodeId: string): string
}

// No parser: the mdast tree is built by hand, so the processor only runs
// remark-rehype and serialises. It holds no state between calls.
const processor = unified()
  .use(remarkRehype, { handlers: remarkRehypeHandlers })
  .use(rehypeStringify)
  .freeze()

/** The node's own text as an HTML fragment, safe to insert as is. */
export function renderNodeHtml(node: GraphNode, ctx: RenderContext): string {
  // Links come from where the ingest found citations and references (graph.json `at` / `places`).
  const tree = mdastFromNode(node, ctx)
  return processor.stringify(processor.runSync(tree))
}

/** The node's text as a reader sees it, without forum markup: for meta descriptions and snippets. */
export function renderPlainText(node: Pick<GraphNode, 'text'>): string {
  return stripBbcode(node.text)
}
