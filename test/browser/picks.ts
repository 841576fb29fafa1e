/**
 * Chooses the pages the browser tests open from the graph the site was built from, so the tests hold for the
 * fixture graph, the seed corpus and any larger corpus alike.
 */
import type { GraphNode } from '../../lib/types'
import { graphPath, readGraphFile } from '../../lib/site/graph-file.mjs'
import { buildSiteGraph, type SiteGraph } from '../../lib/site/site-graph'
import { childrenView } from '../../lib/site/node-page'
import { sourceSummaries } from '../../lib/site/sources'

export function builtSite(): SiteGraph {
  return buildSiteGraph(readGraphFile(graphPath()))
}

export interface Picks {
  /** A rule or ruling whose text refers to another node in the corpus. */
  referring: GraphNode
  /** That reference's target, whose "Referenced by" lists `referring`. */
  referred: GraphNode
  /** A section page showing its rules inline. */
  section: GraphNode
  /** A rule inside `section`. */
  sectionRule: GraphNode
  /** Another leaf rule, for opening offline. */
  otherRule: GraphNode
  faq: GraphNode | null
  sourceKey: string | null
}

export function pick(site: SiteGraph = builtSite()): Picks {
  // Only nodes with a page of their own: an older version of a rule opens as an entry of its lineage page's History.
  // A translated rule is never "a rule": its English is (translations.test.ts opens the pages in other languages).
  const family = (n: GraphNode) => site.doc(n.doc)?.family
  const nodes = site.graph.nodes.filter((n) => site.lineages.hasPage(n) && family(n) !== 'translation')
  const leafy = (n: GraphNode) => (n.kind === 'rule' || n.kind === 'ruling') && n.text.length > 0
  const linked = (n: GraphNode) => (r: GraphNode['refs'][number]) => !!r.target && r.target !== n.id && site.lineages.hasPage(r.target)
  const referring =
    nodes.find((n) => leafy(n) && family(n) === 'cr' && n.refs.some(linked(n))) ?? nodes.find((n) => leafy(n) && n.refs.some(linked(n)))
  if (!referring) throw new Error('the graph has no rule with a resolved reference')
  const referred = site.node(referring.refs.find(linked(referring))!.target!)!
  const section = nodes.find((n) => n.kind !== 'chapter' && n.children.length >= 2 && childrenView(site, n).mode === 'inline')
  if (!section) throw new Error('the graph has no section to show inline')
  const sectionRule = site.node(section.children[1]) ?? site.node(section.children[0])!
  const otherRule = nodes.find((n) => leafy(n) && n.id !== referring.id && n.id !== referred.id && n.doc !== referring.doc) ??
    nodes.find((n) => leafy(n) && n.id !== referring.id && n.id !== referred.id)!
  const faq = nodes.find((n) => family(n) === 'faq' && n.kind === 'qa') ?? nodes.find((n) => family(n) === 'faq') ?? null
  const sourceKey = sourceSummaries(site)[0]?.key ?? null
  return { referring, referred, section, sectionRule, otherRule, faq, sourceKey }
}
