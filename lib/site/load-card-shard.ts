/**
 * Server-only: a card's entry in the card shards beside graph.json (`<data>/cards/`, lib/site/card-shards.ts). Only
 * the shard of the card asked for is read, and the last shards read are kept, so a card page costs one small file
 * the first time and nothing after, whatever the number of cards.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { decodeEntry, shardOf, type BulkCard, type CardShard, type CardShardIndex } from './card-shards'
import { graphDir } from './graph-file.mjs'

const KEEP_SHARDS = 256

let index: { dir: string; mtime: number; index: CardShardIndex | null } | null = null
const shards = new Map<string, CardShard>()

function cardsDir(): string {
  return join(graphDir(), 'cards')
}

/** The shards' index, or null when this build has no bulk documents. */
export function cardShardIndex(): CardShardIndex | null {
  const dir = cardsDir()
  if (index?.dir === dir) return index.index
  const file = join(dir, 'index.json')
  index = { dir, mtime: 0, index: existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as CardShardIndex) : null }
  shards.clear()
  return index.index
}

/** The card of this key in the shards, or null. */
export function loadBulkCard(key: string): BulkCard | null {
  const idx = cardShardIndex()
  if (!idx || idx.shards === 0) return null
  const file = join(cardsDir(), `${shardOf(key, idx.shards)}.json`)
  let shard = shards.get(file)
  if (shard) {
    // Most recently used last.
    shards.delete(file)
    shards.set(file, shard)
  } else {
    if (!existsSync(file)) return null
    shard = JSON.parse(readFileSync(file, 'utf8')) as CardShard
    shards.set(file, shard)
    if (shards.size > KEEP_SHARDS) shards.delete(shards.keys().next().value!)
  }
  const entry = Object.hasOwn(shard, key) ? shard[key] : undefined
  return entry ? decodeEntry(key, entry) : null
}
