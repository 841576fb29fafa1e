/** Node text as HTML for the pages: the one place the site calls lib/render, with the graph's links filled in. */
import type { GraphNode } from '../types'
import { renderNodeHtml, renderPlainText } from '../render'
import type { SiteGraph } from './site-graph'
import { cardPage, cardUrl } from './cards'
import { cardKey } from '../graph/card-key'

export function nodeHtml(site: SiteGraph, node: GraphNode): string {
  const family = site.doc(node.doc)?.family ?? 'cr'
  return renderNodeHtml(node, {
    family,
    // An older version has no page of its own: its link opens its entry in the lineage page's History.
    urlOf: (id) => site.pageUrlOf(id),
    sourceUrl: (key) => `/sources/${encodeURIComponent(key)}`,
    // Only cards that have a page are linked: one the graph has (lib/site/cards), or one whose reference found its card
    // node (a Scryfall card, whose page is made from the card shards).
    cardUrl: (name) => (hasCardPage(site, node, name) ? cardUrl(name) : null),
  })
}

/** Whether the card `name`, as `node` names it, has a page: in the graph, or found by the reference among Scryfall's cards. */
export function hasCardPage(site: SiteGraph, node: GraphNode, name: string): boolean {
  const key = cardKey(name)
  return !!cardPage(site, key) || node.refs.some((r) => r.kind === 'card' && r.target !== null && cardKey(r.number) === key)
}

export function plainText(node: GraphNode): string {
  return renderPlainText(node)
}
