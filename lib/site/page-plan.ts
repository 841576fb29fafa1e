/**
 * What a build does with each node's URL, so the site grows with distinct text and not with versions × rules:
 * - redirects: a node of an older version has no page; its URL goes to its lineage page's History entry. A reading
 *   page an older version had while it was current goes to where its first still-current rule is read now.
 * - precache: the pages the service worker stores at install: each current document's contents and its reading
 *   pages (lib/site/reading-parts.ts: the whole text, ~one section per page), and the sources. No node page is
 *   stored: each carries a History that grows with every version, so node pages (and older versions) are cached
 *   when visited, and the precache stays the size of the newest text however many versions there are.
 * - offline: a current node's URL -> its reading page at its anchor (`/cr/702.19b` -> `/read/cr/27#702.19b`), and
 *   `/r/NUMBER` -> the same for its rule in a current version, and a judge document's short link (`/ipg/2.2`) -> the
 *   same for its section in the newest version. The penalty quick reference (`/ipg/penalties`) is precached too.
 * - aliases: `/r/NUMBER` for a number whose every holder is in one document or one series (numberPage false) has no
 *   page: it is that rule's page (its History is the number's "as of" list, and it names what else the number
 *   meant), so the server and the host redirect it there.
 * Pure: the indexed graph in, URL maps out.
 */
import { numberGroups } from './history'
import { isJudgeSeries, judgeKey, judgePermalink, penaltyReference } from './judge'
import { readingAnchors, readingParts } from './reading-parts'
import { SERIES_PAGES } from './series'
import type { GraphNode } from '../types'
import type { SiteGraph } from './site-graph'

export interface PagePlan {
  /** Graph pages precached at install (documents' contents, their reading pages, sources), in graph order. */
  precache: string[]
  /**
   * A current node's page -> the precached reading page that shows it, with its anchor; `/r/NUMBER` -> that of the
   * number's rule in a current version.
   */
  offline: Record<string, string>
  /**
   * An older version's node URL -> its lineage page's entry for that version (`newest.url#v-<doc>`); an older
   * version's reading page -> the current reading page of its first still-current rule, at that rule.
   */
  redirects: Record<string, string>
  /** `/r/NUMBER` -> the page of the rule it names, for every number with no page of its own (numberPage). */
  aliases: Record<string, string>
}

/**
 * Whether `/r/NUMBER` is a page: only when documents of different numberings hold the number (the CR and a 2004
 * rulings list that numbers its entries like it), so the page shows one block per document. Otherwise the number
 * names one rule, whose page says everything the number's page would (numberAlias).
 */
export function numberPage(site: SiteGraph, number: string): boolean {
  return numberGroups(site, number).length > 1
}

/**
 * The address a node page's "as of" form asks: the number's /r/ when that is this page (the server answers there, and on
 * a static host it arrives here with its query), a judge section's short link, or none.
 */
export function asOfActionOf(site: SiteGraph, node: GraphNode): string | undefined {
  const doc = site.doc(node.doc)
  const shortLink = doc?.latest ? judgePermalink(site, node) : null
  const numberTarget = node.number ? numberAlias(site, node.number) : null
  return numberTarget && numberTarget.split('#')[0] === node.url ? `/r/${encodeURIComponent(node.number!)}` : (shortLink ?? undefined)
}

/** Where `/r/NUMBER` goes when it is no page: the page of the rule it names today (an older version: its History entry). */
export function numberAlias(site: SiteGraph, number: string): string | null {
  const groups = numberGroups(site, number)
  if (groups.length !== 1) return null
  return site.pageUrlOf(groups[0].shown.id) ?? groups[0].shown.url
}

/** Documents whose pages are precached: the newest of each series and every document in no series. */
export function isCurrent(site: SiteGraph, docId: string): boolean {
  return site.doc(docId)?.latest !== false
}

export function pagePlan(site: SiteGraph): PagePlan {
  const precache: string[] = []
  const offline: Record<string, string> = {}
  const redirects: Record<string, string> = {}
  const aliases: Record<string, string> = {}

  const current = site.documents.filter((d) => isCurrent(site, d.id))
  for (const d of current) precache.push(`/${d.id}`)
  const sourceKeys = new Set<string>()
  for (const n of site.graph.nodes) for (const c of n.citations) sourceKeys.add(c.sourceKey)
  for (const k of [...sourceKeys].sort()) precache.push(`/sources/${k}`)

  const anchors = new Map<string, string>()
  for (const d of current) {
    const parts = readingParts(site, d.id)
    for (const p of parts) precache.push(p.url)
    for (const [id, at] of readingAnchors(parts)) anchors.set(id, at)
  }
  for (const n of site.graph.nodes) {
    if (site.lineages.hasPage(n)) {
      const at = anchors.get(n.id)
      if (at) offline[n.url] = at
    } else {
      const to = site.lineages.pageUrlOf(n.id)
      if (to) redirects[n.url] = to
    }
  }
  // A document that was current had reading pages, and links to them were shared: once a newer version takes its
  // place, each goes to where its first still-current rule is read now (a current reading page, at its anchor), or,
  // when none of its rules is current (a preface, a removed section), to its first node's page.
  const pageOf = (n: GraphNode): string | null => (site.lineages.hasPage(n) ? n.url : site.lineages.pageUrlOf(n.id))
  for (const d of site.documents) {
    if (isCurrent(site, d.id)) continue
    for (const p of readingParts(site, d.id, undefined, true)) {
      const pages = p.items.map(({ node }) => pageOf(node)).filter((u): u is string => !!u)
      redirects[p.url] = pages.map((u) => offline[u.split('#')[0]]).find(Boolean) ?? pages[0] ?? `/${encodeURIComponent(d.id)}`
    }
  }
  // A judge document's short links, like /r/NUMBER, open their section's reading page in the newest version.
  for (const d of current) {
    if (!isJudgeSeries(d.series)) continue
    for (const n of site.nodesOf(d.id)) {
      const key = judgeKey(n)
      const at = anchors.get(n.id)
      if (key && at) offline[`/${d.series}/${key}`] = at
    }
  }
  // /cr, /mtr, /ipg, /jar open today's version, whose contents page is stored at install.
  for (const d of current) if (d.series && (SERIES_PAGES as readonly string[]).includes(d.series)) offline[`/${d.series}`] = `/${d.id}`
  // What a judge looks up most, one page: stored at install with the newest guide.
  if (penaltyReference(site)) precache.push('/ipg/penalties')
  // /r/NUMBER is not precached: offline it opens the number's rule in a current version, where that is stored.
  for (const number of site.numbers()) {
    const at = site.byNumber(number).find((n) => n.url in offline)
    if (at) offline[`/r/${number}`] = offline[at.url]
  }
  for (const number of site.numbers()) {
    const to = numberAlias(site, number)
    if (to) aliases[`/r/${number}`] = to
  }
  return { precache, offline, redirects, aliases }
}
