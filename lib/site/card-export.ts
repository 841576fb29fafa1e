/**
 * The static export has no server to render a card only Scryfall's files have, and 35,000 prerendered pages would
 * not fit: `npm run export` writes each such card's page content, already rendered to escaped HTML by the site's
 * renderer, into small shards (`out/cards-data/<n>.json`, by lib/site/shard-of.ts), and the 404 page that a host
 * answers for `/cards/<key>` shows it (app/_components/CardFromShard.tsx). Pure: a card view in, JSON-ready out.
 */
import type { GraphNode } from '../types'
import type { CardView } from './cards'

export const EXPORTED_CARDS_DIR = 'cards-data'

export interface ExportedCard {
  name: string
  /** Oracle text as HTML, and the title of the document it is from. */
  oracle: { html: string; from: string; doc: string } | null
  rulings: Array<{ date: string | null; source: string; anchor: string; html: string }>
  /** Other cards' rulings that name this one (a card with entries in other documents is prerendered instead). */
  mentions: Array<{ date: string | null; source: string | null; on: string; href: string; html: string }>
}

export interface ExportedCardsIndex {
  shards: number
  cards: number
}

export function exportCard(view: CardView, html: (node: GraphNode) => string): ExportedCard {
  return {
    name: view.name,
    oracle: view.oracle ? { html: html(view.oracle.node), from: view.oracle.doc.title, doc: view.oracle.doc.id } : null,
    rulings: view.rulings.map((r) => ({ date: r.date, source: r.source, anchor: r.anchor, html: html(r.node) })),
    mentions: view.entries.filter((e) => e.on).map((e) => ({ date: e.date, source: e.source, on: e.on!, href: e.href, html: html(e.node) })),
  }
}
