/**
 * Links never break: every permalink a build ever had is recorded in permalinks/known.txt,
 * and one a build no longer has must be redirected (permalinks/redirects.json) to a page it has.
 */
import { lineageIndex } from './lineages.mjs'
import type { Graph } from '../types.js'

/** The permalinks of a build that people post: every node and every document's contents page. */
export function buildPermalinks(graph: Graph): string[] {
  return [...graph.documents.map((d) => `/${d.id}`), ...graph.nodes.map((n) => n.url)].sort()
}

/**
 * How a build answers its permalinks: a page, or, for a node of an older version (no page of its own), a redirect
 * to its lineage page's History entry. Both count as resolving.
 */
export function permalinkTargets(graph: Graph): { pages: string[]; redirects: Record<string, string> } {
  const lineages = lineageIndex(graph)
  const pages = graph.documents.map((d) => `/${d.id}`)
  const redirects: Record<string, string> = {}
  for (const n of graph.nodes) {
    if (lineages.hasPage(n)) pages.push(n.url)
    else redirects[n.url] = lineages.pageUrlOf(n.id) ?? n.url
  }
  return { pages: pages.sort(), redirects }
}

export interface PermalinkCheck {
  /** Recorded permalinks the build dropped with no redirect. */
  dropped: string[]
  /** Redirects whose target the build does not have. */
  danglingRedirects: Array<{ from: string; to: string }>
}

export function checkPermalinks(known: string[], current: string[], redirects: Record<string, string>): PermalinkCheck {
  const have = new Set(current)
  const dropped = known.filter((url) => !have.has(url) && !(url in redirects))
  const danglingRedirects = Object.entries(redirects)
    .filter(([, to]) => !have.has(to.replace(/#.*$/, '')))
    .map(([from, to]) => ({ from, to }))
  return { dropped, danglingRedirects }
}

/** known.txt after a build: every permalink ever recorded, plus the new ones, sorted. Never shrinks. */
export function mergeKnown(known: string[], current: string[]): string[] {
  return [...new Set([...known, ...current])].sort()
}

export function parseKnown(text: string): string[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
}
