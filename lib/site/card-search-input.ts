/**
 * The card shards (card-shards.ts) as card search builds from them (lib/search/cards-build.ts): per card its key,
 * name, Oracle text and the rulings of the bulk documents under it. Pure: shards in, cards out.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { BulkCardInput, BulkDocInput } from '../search/cards-build'
import type { DocumentInfo } from '../types'
import { decodeEntry, type CardShard } from './card-shards'

/**
 * The cards of one shard, the bulk documents' nodes only (the other documents' cards are in their own match files);
 * the documents their rulings are in are added to `rulingDocs`.
 */
export function searchCardsOf(shard: CardShard, bulkDocs: ReadonlySet<string>, rulingDocs: Set<string>): BulkCardInput[] {
  const out: BulkCardInput[] = []
  for (const [key, entry] of Object.entries(shard)) {
    const card = decodeEntry(key, entry)
    const own = card.nodes.filter((n) => bulkDocs.has(n.doc))
    const face = own.find((n) => n.kind === 'card' && n.text.trim())
    for (const n of own) if (n.kind === 'ruling') rulingDocs.add(n.doc)
    out.push({
      key,
      name: card.name,
      text: face?.text ?? '',
      rulings: own.filter((n) => n.kind === 'ruling').map((n) => ({ local: n.id.slice(n.doc.length + 1), text: n.text })),
    })
  }
  return out
}

/**
 * The two documents of card search: the names' (the bulk document whose cards have their text: Scryfall's
 * `oracle_cards`, else the first) and the rulings' (the one holding rulings), as the manifest will list them.
 */
export function searchDocsOf(docs: DocumentInfo[], cards: BulkCardInput[], rulingDocs: ReadonlySet<string>): { names: BulkDocInput; rulings: BulkDocInput | null } | null {
  const bulk = docs.filter((d) => d.bulk)
  if (!bulk.length || !cards.length) return null
  const as = (d: DocumentInfo): BulkDocInput => ({ id: d.id, title: d.title, date: d.date })
  const rulings = bulk.find((d) => rulingDocs.has(d.id)) ?? null
  const names = bulk.find((d) => d !== rulings) ?? bulk[0]
  // a rulings file alone names its cards and holds their rulings: one document, two parts of search
  if (names === rulings) return { names: { ...as(names), id: `${names.id}.cards` }, rulings: as(rulings) }
  return { names: as(names), rulings: rulings ? as(rulings) : null }
}

/**
 * Node only: card search's input from a data folder (graph.json's documents, the card shards in `cards/`), or
 * undefined when it has no bulk documents. For `npm run build:search` and the command-line search.
 */
export function readSearchCards(dataDir: string, docs: DocumentInfo[]): { cards: BulkCardInput[]; names: BulkDocInput; rulings: BulkDocInput | null } | undefined {
  const bulkDocs = new Set(docs.filter((d) => d.bulk).map((d) => d.id))
  const dir = join(dataDir, 'cards')
  if (!bulkDocs.size || !existsSync(dir)) return undefined
  const cards: BulkCardInput[] = []
  const rulingDocs = new Set<string>()
  for (const f of readdirSync(dir).filter((x) => /^\d+\.json$/.test(x)).sort((a, b) => parseInt(a) - parseInt(b)))
    cards.push(...searchCardsOf(JSON.parse(readFileSync(join(dir, f), 'utf8')) as CardShard, bulkDocs, rulingDocs))
  const searchDocs = searchDocsOf(docs, cards, rulingDocs)
  return searchDocs ? { cards, ...searchDocs } : undefined
}
