/**
 * Scryfall's cards and rulings (tens of thousands of nodes) are kept out of graph.json, which every page's build
 * worker reads: they are written beside it as small shards, `cards/<n>.json`, each holding the cards whose key
 * hashes to it, and a page reads only the shard of the card it shows (on the server, or in the browser for the
 * static export). Each card's entry holds its card nodes, its rulings groups with their rulings, and the
 * rulings of other cards that name it. Nodes are stored without the fields that are their defaults.
 * Pure: nodes in, JSON-ready objects out, and back.
 */
import { cardKey } from '../graph/card-key'
import type { Citation, DocumentInfo, GraphNode, Reference } from '../types'
import { shardOf } from './shard-of'

export const CARD_SHARD_FORMAT = 1
/** About this many cards per shard: a shard stays a few dozen KB, read in well under a millisecond. */
export const CARDS_PER_SHARD = 64

export interface CardShardIndex {
  format: number
  /** How many shards; a card's is shardOf(key, shards). */
  shards: number
  cards: number
  nodes: number
  /** The documents whose nodes the shards hold. */
  docs: string[]
  /** Rulings groups no card file named (kept in cards/unnamed.json). */
  unnamed: number
}

/** A node with its default fields left out (see compactNode). */
export type CompactNode = Record<string, unknown>

export interface CardShardEntry {
  name: string
  /** The card's own nodes in document order: card nodes, rulings groups and their rulings. */
  nodes: CompactNode[]
  /** Rulings of other cards that name this one, each with the name of the card it is under. */
  mentions?: Array<{ on: string; node: CompactNode }>
}

export type CardShard = Record<string, CardShardEntry>

/** A card as its shard gives it back: full nodes, ready for the pages. */
export interface BulkCard {
  key: string
  name: string
  nodes: GraphNode[]
  mentions: Array<{ on: string; node: GraphNode }>
}

export { shardOf }

export function shardCount(cards: number): number {
  let n = 1
  while (n * CARDS_PER_SHARD < cards) n *= 2
  return n
}

const SOURCE_NAMES: Record<string, string> = { wotc: 'Wizards of the Coast', scryfall: 'Scryfall' }

/** A Scryfall ruling's citation (`wotc, 2018-04-27`) is two strings; any other keeps its fields. */
function compactCitation(c: Citation): unknown {
  if (SOURCE_NAMES[c.sourceKey] === c.source && c.date && c.text === `${c.sourceKey}, ${c.date}` && !c.dateInferred && !c.rule && !c.target && !c.at) return [c.sourceKey, c.date]
  const out: Record<string, unknown> = { text: c.text, source: c.source, sourceKey: c.sourceKey, date: c.date }
  if (c.dateInferred) out.dateInferred = true
  if (c.rule) out.rule = c.rule
  if (c.target) out.target = c.target
  if (c.at) out.at = c.at
  return out
}

function decodeCitation(x: unknown): Citation {
  if (Array.isArray(x)) {
    const [sourceKey, date] = x as [string, string]
    return { text: `${sourceKey}, ${date}`, source: SOURCE_NAMES[sourceKey] ?? sourceKey, sourceKey, date, dateInferred: false, rule: null, target: null }
  }
  const c = x as Record<string, unknown>
  return {
    text: c.text as string,
    source: c.source as string,
    sourceKey: c.sourceKey as string,
    date: (c.date as string | null) ?? null,
    dateInferred: c.dateInferred === true,
    rule: (c.rule as string | undefined) ?? null,
    target: (c.target as string | undefined) ?? null,
    ...(c.at ? { at: c.at as Citation['at'] } : {}),
  }
}

function compactRef(r: Reference): Record<string, unknown> {
  const out: Record<string, unknown> = { text: r.text, number: r.number }
  if (r.target) out.target = r.target
  if (r.kind) out.kind = r.kind
  // Where the ingest found it: the page links it there (lib/render reads places, it does not scan again).
  if (r.at) out.at = r.at
  if (r.places) out.places = r.places
  if (r.series) out.series = r.series
  return out
}

/**
 * A node without what decodeNode puts back: its url, lineage, children (from the parents), empty lists, nulls.
 * Within a card's entry a parent is written as its place in the entry (`parent: 1`) and a child's id as what it
 * adds to its parent's (`id: "~ruling-if-..."` for `<parent id>.ruling-if-...`).
 */
export function compactNode(n: GraphNode, places?: Map<string, number>): CompactNode {
  const parentAt = n.parent !== null ? places?.get(n.parent) : undefined
  const id = parentAt !== undefined && n.id.startsWith(`${n.parent}.`) ? `~${n.id.slice(n.parent!.length + 1)}` : n.id
  const out: CompactNode = { id, kind: n.kind, text: n.text, order: n.order, lines: n.lines }
  if (n.title !== null) out.title = n.title
  if (n.number !== null) out.number = n.number
  if (n.parent !== null) out.parent = parentAt ?? n.parent
  if (n.flags.length) out.flags = n.flags
  if (n.citations.length) out.citations = n.citations.map(compactCitation)
  if (n.refs.length) out.refs = n.refs.map(compactRef)
  if (n.url !== `/${n.id}`) out.url = n.url
  return out
}

/** `earlier`: the nodes decoded before this one in its entry, for a parent given by its place. */
export function decodeNode(c: CompactNode, earlier: GraphNode[] = []): GraphNode {
  const parent = typeof c.parent === 'number' ? earlier[c.parent]?.id ?? null : ((c.parent as string | undefined) ?? null)
  const raw = c.id as string
  const id = raw.startsWith('~') && parent ? `${parent}.${raw.slice(1)}` : raw
  return {
    id,
    doc: id.slice(0, id.indexOf('/')),
    kind: c.kind as GraphNode['kind'],
    number: (c.number as string | undefined) ?? null,
    title: (c.title as string | undefined) ?? null,
    text: c.text as string,
    parent,
    children: [],
    order: c.order as number,
    url: (c.url as string | undefined) ?? `/${id}`,
    lines: c.lines as [number, number],
    flags: (c.flags as string[] | undefined) ?? [],
    citations: ((c.citations as unknown[] | undefined) ?? []).map(decodeCitation),
    refs: ((c.refs as Array<Record<string, unknown>> | undefined) ?? []).map((x) => ({
      text: x.text as string,
      number: x.number as string,
      target: (x.target as string | undefined) ?? null,
      ...(x.kind ? { kind: x.kind as Reference['kind'] } : {}),
      ...(x.at ? { at: x.at as Reference['at'] } : {}),
      ...(x.places ? { places: x.places as Reference['places'] } : {}),
      ...(x.series ? { series: x.series as Reference['series'] } : {}),
    })),
    sameNumber: [],
    related: [],
    prev: null,
    change: null,
    lineage: id,
  }
}

export function decodeEntry(key: string, entry: CardShardEntry): BulkCard {
  const nodes: GraphNode[] = []
  for (const c of entry.nodes) nodes.push(decodeNode(c, nodes))
  const byId = new Map(nodes.map((n) => [n.id, n]))
  for (const n of nodes) if (n.parent) byId.get(n.parent)?.children.push(n.id)
  return { key, name: entry.name, nodes, mentions: (entry.mentions ?? []).map((m) => ({ on: m.on, node: decodeNode(m.node) })) }
}

export interface EncodedShards {
  index: CardShardIndex
  /** Shard number -> its cards. Shards with no card are absent. */
  shards: Map<number, CardShard>
  /** Rulings groups (with their rulings) whose card no card file named: kept, shown nowhere. */
  unnamed: CompactNode[]
}

/**
 * The nodes of the documents kept out of graph.json, by card. A card's key is its name's (lib/graph/card-key), so
 * its shard entry meets the card's other documents on its page by name.
 */
export function encodeCardShards(nodes: GraphNode[], docs: DocumentInfo[]): EncodedShards {
  const entries = new Map<string, CardShardEntry>()
  const places = new Map<string, Map<string, number>>() // card key -> node id -> its place in the entry
  const unnamed: CompactNode[] = []
  const keyOfCard = new Map<string, string>() // card node id -> key
  const add = (key: string, entry: CardShardEntry, n: GraphNode) => {
    let at = places.get(key)
    if (!at) places.set(key, (at = new Map()))
    entry.nodes.push(compactNode(n, at))
    at.set(n.id, entry.nodes.length - 1)
  }
  const entryOf = (name: string) => {
    const key = cardKey(name)
    let e = entries.get(key)
    if (!e) entries.set(key, (e = { name, nodes: [] }))
    return { key, entry: e }
  }
  for (const n of nodes) {
    if (n.kind === 'card') {
      if (!n.title) {
        unnamed.push(compactNode(n))
        continue
      }
      const { key, entry } = entryOf(n.title)
      keyOfCard.set(n.id, key)
      add(key, entry, n)
    } else {
      // Nodes come in document order, so a card node is met before the rulings under it.
      const owner = n.parent ? keyOfCard.get(n.parent) : undefined
      if (owner) add(owner, entries.get(owner)!, n)
      else unnamed.push(compactNode(n))
    }
  }
  // A ruling naming another card is listed on that card's page too (once per card).
  for (const n of nodes) {
    if (n.kind !== 'ruling') continue
    const own = n.parent ? keyOfCard.get(n.parent) : undefined
    if (!own) continue
    const named = new Set<string>()
    for (const r of n.refs) {
      if (r.kind !== 'card') continue
      const key = cardKey(r.number)
      if (key === own || named.has(key)) continue
      named.add(key)
      const entry = entries.get(key)
      if (!entry) continue
      ;(entry.mentions ??= []).push({ on: entries.get(own)!.name, node: compactNode(n) })
    }
  }
  const count = shardCount(entries.size)
  const shards = new Map<number, CardShard>()
  for (const [key, entry] of entries) {
    const i = shardOf(key, count)
    let shard = shards.get(i)
    if (!shard) shards.set(i, (shard = {}))
    shard[key] = entry
  }
  const index: CardShardIndex = {
    format: CARD_SHARD_FORMAT,
    shards: count,
    cards: entries.size,
    nodes: nodes.length,
    docs: docs.map((d) => d.id),
    unnamed: unnamed.filter((c) => c.kind === 'card').length,
  }
  return { index, shards, unnamed }
}
