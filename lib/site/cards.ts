/**
 * One card's rulings from every document: the `card` nodes that carry its name (a rulings summary's
 * entry, a release note) with their rulings, and the questions and rulings elsewhere that name the
 * card (a `kind: 'card'` reference). Newest first, so a judge reads the current ruling before the
 * old ones. Pure: from the SiteGraph only. The page lives at `/cards/${cardKey(name)}`.
 */
import { cardKey } from '../graph/card-key'
import type { DocumentInfo, GraphNode } from '../types'
import type { BulkCard } from './card-shards'
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
  /** A Scryfall ruling of another card that names this one: that card's name. */
  on?: string
  /** Where the entry is read whole: the node's page, or for a Scryfall ruling its card's page. */
  href: string
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
  return { node, doc, date: doc.date, source: askers.length ? askers.join(', ') : doc.author, rulings, href: node.url }
}

/** One of Scryfall's rulings of the card: Wizards of the Coast's or Scryfall's own, with its date. */
export interface DatedRuling {
  node: GraphNode
  doc: DocumentInfo
  date: string | null
  source: string
  /** Its fragment on the card page. */
  anchor: string
}

/** A card's page: Scryfall's Oracle text and rulings (from the card shards), then every other document's entries. */
export interface CardView {
  key: string
  name: string
  /** The card as printed today (Scryfall's Oracle text), from the newest card file that has it; null without one. */
  oracle: { node: GraphNode; doc: DocumentInfo } | null
  /** Scryfall's rulings of the card, newest first, each once (the bulk file and a one-card list may repeat one). */
  rulings: DatedRuling[]
  /** Release notes, FAQs, D'Angelo's rulings, the questions and other cards' rulings that name it: newest first. */
  entries: CardEntry[]
}

/** The fragment of a Scryfall ruling on its card's page: its id after the card's oracle_id. */
export function rulingAnchor(node: GraphNode): string {
  const local = node.id.slice(node.id.indexOf('/') + 1)
  const dot = local.indexOf('.')
  return dot < 0 ? local : local.slice(dot + 1)
}

const dateOf = (n: GraphNode) => {
  let date: string | null = null
  for (const c of n.citations) if (c.date && (!date || c.date > date)) date = c.date
  return date
}

/**
 * The card of `key` from both halves of the data: the graph (every document but Scryfall's) and the card's shard
 * entry (Scryfall's nodes, `bulk`, read by lib/site/load-card-shard.ts on the server). Null when neither has it.
 */
export function cardView(site: SiteGraph, key: string, bulk: BulkCard | null): CardView | null {
  const page = cardPage(site, key)
  if (!page && !bulk) return null
  let oracle: CardView['oracle'] = null
  const rulings: DatedRuling[] = []
  const seen = new Set<string>()
  for (const node of bulk?.nodes ?? []) {
    const doc = site.doc(node.doc)
    if (!doc) continue
    if (node.kind === 'card' && node.text) {
      if (!oracle || (doc.date ?? '') > (oracle.doc.date ?? '')) oracle = { node, doc }
    } else if (node.kind === 'ruling') {
      const date = dateOf(node)
      const once = `${date}|${node.text}`
      if (seen.has(once)) continue
      seen.add(once)
      rulings.push({ node, doc, date, source: node.citations[0]?.source ?? doc.author ?? 'Scryfall', anchor: rulingAnchor(node) })
    }
  }
  rulings.sort((a, b) => (a.date === b.date ? a.node.order - b.node.order : a.date === null ? 1 : b.date === null ? -1 : a.date < b.date ? 1 : -1))
  const entries = [...(page?.entries ?? [])]
  for (const { on, node } of bulk?.mentions ?? []) {
    const doc = site.doc(node.doc)
    if (!doc) continue
    entries.push({ node, doc, date: dateOf(node), source: node.citations[0]?.source ?? null, rulings: [], on, href: `${cardUrl(on)}#${rulingAnchor(node)}` })
  }
  entries.sort(newestFirst)
  return { key, name: bulk?.name ?? page!.name, oracle, rulings, entries }
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

/** Whether the card `name`, as `node` names it, has a page: in the graph, or found by the reference among Scryfall's cards. */
export function hasCardPage(site: SiteGraph, node: GraphNode, name: string): boolean {
  const key = cardKey(name)
  return !!cardPage(site, key) || node.refs.some((r) => r.kind === 'card' && r.target !== null && cardKey(r.number) === key)
}

/**
 * The card pages a node leads to: its own card (a `card` node), then the cards it names, each once. `page` is null
 * for a card only Scryfall's files have: its page is made from the card shards, and its rulings are counted there.
 */
export function cardsNamedBy(site: SiteGraph, node: GraphNode): Array<{ name: string; key: string; page: CardPage | null }> {
  const names = new Map<string, string>()
  if (node.kind === 'card' && node.title) names.set(cardKey(node.title), node.title)
  for (const r of node.refs) if (r.kind === 'card' && !names.has(cardKey(r.number))) names.set(cardKey(r.number), r.number)
  const out: Array<{ name: string; key: string; page: CardPage | null }> = []
  for (const [key, name] of names) {
    const page = cardPage(site, key)
    if (page || hasCardPage(site, node, name)) out.push({ name, key, page })
  }
  return out
}
