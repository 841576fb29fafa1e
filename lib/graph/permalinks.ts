/**
 * Links never break: every permalink a build ever had is recorded in permalinks/known.txt,
 * and one a build no longer has must be redirected (permalinks/redirects.json) to a page it has.
 */
import type { Graph } from '../types.js'

/** The permalinks of a build that people post: every node and every document's contents page. */
export function buildPermalinks(graph: Graph): string[] {
  return [...graph.documents.map((d) => `/${d.id}`), ...graph.nodes.map((n) => n.url)].sort()
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
