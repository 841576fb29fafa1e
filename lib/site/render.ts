/** Node text as HTML for the pages: the one place the site calls lib/render, with the graph's links filled in. */
import type { GraphNode } from '../types'
import { renderNodeHtml, renderPlainText } from '../render'
import type { SiteGraph } from './site-graph'

export function nodeHtml(site: SiteGraph, node: GraphNode): string {
  const family = site.doc(node.doc)?.family ?? 'cr'
  return renderNodeHtml(node, {
    family,
    urlOf: (id) => site.node(id)?.url ?? null,
    sourceUrl: (key) => `/sources/${encodeURIComponent(key)}`,
  })
}

export function plainText(node: GraphNode): string {
  return renderPlainText(node)
}
