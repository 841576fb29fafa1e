/**
 * One card's rulings from every document: the `card` nodes that carry its name (a rulings summary's
 * entry, a release note) with their rulings, and the questions and rulings elsewhere that name the
 * card (a `kind: 'card'` reference). Newest first, so a judge reads the current ruling before the
 * old ones. Pure: from the SiteGraph only. The page lives at `/cards/${cardKey(name)}`.
 */
import { cardKey } from '../graph/card-key'
import type { DocumentInfo, GraphNode } from '../types'
import type { SiteGraph } from './site-graph'

export interface CardEntry {
  /** A `card` node, or a node (question, ruling) that names the card. */
  node: GraphNode
  doc: DocumentInfo
  date: string | null
  /** Who asked or ruled: the askers of a question (citation sources), else the document's author; null when unsigned. */
  source: string | null
  /** For a `card` node: its rulings, in document order. */
  rulings: GraphNode[]
}

export interface CardPage {
  key: string
  /** The name as the newest card node titles it, else as the newest mention writes it. */
  name: string
  entries: CardEntry[]
}

const cache = new WeakMap<SiteGraph, Map<string, CardPage>>()

export function cardUrl(name: string): string {
  return `/cards/${cardKey(name)}`
}

/** Every card with a page, by key, each page's entries newest first. */
export function cardPages(site: SiteGraph): Map<string, CardPage> {
  const hit = cache.get(site)
  if (hit) return hit
  const pages = new Map<string, CardPage>()
  const entry = (key: string, name: string) => {
    let page = pages.get(key)
    if (!page) pages.set(key, (page = { key, name, entries: [] }))
    return page
  }
  const byId = (id: string) => site.node(id)
  for (const doc of site.documents) {
    for (const node of site.nodesOf(doc.id)) {
      if (node.kind === 'card' && node.title) {
        const rulings = node.children.map(byId).filter((n): n is GraphNode => !!n)
        entry(cardKey(node.title), node.title).entries.push(make(node, doc, rulings))
      }
      const own = ownCard(site, node)
      const named = new Set<string>()
      for (const ref of node.refs) {
        if (ref.kind !== 'card') continue
        const key = cardKey(ref.number)
        // A ruling under the card's own block is listed with that block; one entry per node.
        if (key === own || named.has(key) || key === 'untitled') continue
        named.add(key)
        entry(key, ref.number).entries.push(make(node, doc, []))
      }
    }
  }
  for (const page of pages.values()) {
    page.entries.sort(newestFirst)
    const card = page.entries.find((e) => e.node.kind === 'card')
    page.name = card?.node.title ?? page.entries[0]?.node.refs.find((r) => r.kind === 'card' && cardKey(r.number) === page.key)?.number ?? page.name
  }
  cache.set(site, pages)
  return pages
}

export function cardPage(site: SiteGraph, key: string): CardPage | null {
  return cardPages(site).get(key) ?? null
}

/** Every card, by name, for the index page. */
export function cardIndex(site: SiteGraph): CardPage[] {
  return [...cardPages(site).values()].sort((a, b) => a.name.localeCompare(b.name, 'en'))
}

function make(node: GraphNode, doc: DocumentInfo, rulings: GraphNode[]): CardEntry {
  const askers = [...new Set(node.citations.map((c) => c.source))]
  return { node, doc, date: doc.date, source: askers.length ? askers.join(', ') : doc.author, rulings }
}

function ownCard(site: SiteGraph, node: GraphNode): string | null {
  for (let p = node.parent ? site.node(node.parent) : undefined, depth = 0; p && depth < 20; p = p.parent ? site.node(p.parent) : undefined, depth++) {
    if (p.kind === 'card' && p.title) return cardKey(p.title)
  }
  return null
}

// Undated documents last; within one date, the graph's document order, then the node's.
function newestFirst(a: CardEntry, b: CardEntry): number {
  if (a.date !== b.date) {
    if (a.date === null) return 1
    if (b.date === null) return -1
    return a.date < b.date ? 1 : -1
  }
  return a.doc.id === b.doc.id ? a.node.order - b.node.order : a.doc.id < b.doc.id ? -1 : 1
}

/** The card pages a node leads to: its own card (a `card` node), then the cards it names, each once. */
export function cardsNamedBy(site: SiteGraph, node: GraphNode): Array<{ name: string; page: CardPage }> {
  const names = new Map<string, string>()
  if (node.kind === 'card' && node.title) names.set(cardKey(node.title), node.title)
  for (const r of node.refs) if (r.kind === 'card' && !names.has(cardKey(r.number))) names.set(cardKey(r.number), r.number)
  const out: Array<{ name: string; page: CardPage }> = []
  for (const [key, name] of names) {
    const page = cardPage(site, key)
    if (page) out.push({ name, page })
  }
  return out
}
