/** Citation sources (D'Angelo, Bethmo, CompRules ...): who is cited where, and when. */
import type { Citation, GraphNode } from '../types'
import type { SiteGraph } from './site-graph'

export interface SourceSummary {
  key: string
  name: string
  count: number
  first: string | null
  last: string | null
}

export interface SourceCitation {
  node: GraphNode
  citation: Citation
}

function eachCitation(site: SiteGraph, f: (node: GraphNode, c: Citation) => void) {
  for (const d of site.documents) for (const n of site.nodesOf(d.id)) for (const c of n.citations) f(n, c)
}

/** All sources, most cited first. */
export function sourceSummaries(site: SiteGraph): SourceSummary[] {
  const by = new Map<string, SourceSummary>()
  eachCitation(site, (_n, c) => {
    const s = by.get(c.sourceKey) ?? { key: c.sourceKey, name: c.source, count: 0, first: null, last: null }
    s.count++
    if (c.date) {
      if (!s.first || c.date < s.first) s.first = c.date
      if (!s.last || c.date > s.last) s.last = c.date
    }
    by.set(c.sourceKey, s)
  })
  return [...by.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
}

/** Every citation of one source, oldest first (undated last), each with the node that carries it. */
export function citationsOf(site: SiteGraph, key: string): SourceCitation[] {
  const out: SourceCitation[] = []
  eachCitation(site, (node, citation) => {
    if (citation.sourceKey === key) out.push({ node, citation })
  })
  return out.sort((a, b) => (a.citation.date ?? '9999').localeCompare(b.citation.date ?? '9999'))
}

/**
 * Citations per year and source, for the timeline chart. An attribution with no date of its own counts in its
 * document's year (its graph date, marked dateInferred); one with no date at all is left out.
 */
export function timelineData(site: SiteGraph): Array<{ year: number; source: string; count: number }> {
  const counts = new Map<string, { year: number; source: string; count: number }>()
  eachCitation(site, (_n, c) => {
    if (!c.date) return
    const year = Number(c.date.slice(0, 4))
    const k = `${year}\u0000${c.source}`
    const e = counts.get(k) ?? { year, source: c.source, count: 0 }
    e.count++
    counts.set(k, e)
  })
  return [...counts.values()].sort((a, b) => a.year - b.year || a.source.localeCompare(b.source))
}
