/** Node text, share quotes and the timeline for the pages: the one place the site calls lib/render, with the graph's links filled in. */
import type { GraphNode } from '../types'
import { renderNodeHtml, renderPlainText } from '../render'

export { bbcodeQuote, markdownQuote, timelineSvg } from '../render'
import type { SiteGraph } from './site-graph'
import { cardUrl, hasCardPage } from './cards'
import { docLabel } from './labels'

export function nodeHtml(site: SiteGraph, node: GraphNode): string {
  return renderNodeHtml(node, {
    // An older version has no page of its own: its link opens its entry in the lineage page's History.
    urlOf: (id) => site.pageUrlOf(id),
    sourceUrl: (key) => `/sources/${encodeURIComponent(key)}`,
    // Only cards that have a page are linked: one the graph has (lib/site/cards), or one whose reference found its card
    // node (a Scryfall card, whose page is made from the card shards).
    cardUrl: (name) => (hasCardPage(site, node, name) ? cardUrl(name) : null),
    // A restored character names the version it was read from.
    versionLabel: (id) => {
      const doc = site.doc(site.node(id)?.doc ?? '')
      return doc ? docLabel(doc) : id
    },
  })
}

export function plainText(node: GraphNode): string {
  return renderPlainText(node)
}
