/**
 * After `STATIC_EXPORT=1 next build`: the page content of every card only Scryfall's files have, rendered at export
 * time, in shards under out/cards-data/ (lib/site/card-export.ts) for the 404 page to show (a static host has no
 * server to render them, and tens of thousands of prerendered pages would not fit). Cards the other documents have
 * are prerendered pages already, their Scryfall rulings included.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { decodeEntry, shardCount, type CardShard } from '../lib/site/card-shards.js'
import { EXPORTED_CARDS_DIR, exportCard, type ExportedCard, type ExportedCardsIndex } from '../lib/site/card-export.js'
import { cardPage, cardView } from '../lib/site/cards.js'
import { graphDir, readGraphFile } from '../lib/site/graph-file.mjs'
import { nodeHtml } from '../lib/site/render.js'
import { shardOf } from '../lib/site/shard-of.js'
import { buildSiteGraph } from '../lib/site/site-graph.js'

const out = process.argv[2] ?? 'out'
const t0 = performance.now()
const site = buildSiteGraph(readGraphFile(join(graphDir(), 'graph.json')))
const dir = join(graphDir(), 'cards')
const target = join(out, EXPORTED_CARDS_DIR)
rmSync(target, { recursive: true, force: true })
const cards = new Map<string, ExportedCard>()
let shardFiles: string[] = []
try {
  shardFiles = readdirSync(dir).filter((f) => /^\d+\.json$/.test(f))
} catch {
  // no bulk documents: nothing to export
}
for (const file of shardFiles) {
  const shard = JSON.parse(readFileSync(join(dir, file), 'utf8')) as CardShard
  for (const [key, entry] of Object.entries(shard)) {
    if (cardPage(site, key)) continue
    const view = cardView(site, key, decodeEntry(key, entry))
    if (view) cards.set(key, exportCard(view, (n) => nodeHtml(site, n)))
  }
}
if (cards.size > 0) {
  const index: ExportedCardsIndex = { shards: shardCount(cards.size), cards: cards.size }
  const shards = new Map<number, Record<string, ExportedCard>>()
  for (const [key, card] of cards) {
    const i = shardOf(key, index.shards)
    let s = shards.get(i)
    if (!s) shards.set(i, (s = {}))
    s[key] = card
  }
  mkdirSync(target, { recursive: true })
  for (const [i, s] of shards) writeFileSync(join(target, `${i}.json`), JSON.stringify(s))
  writeFileSync(join(target, 'index.json'), JSON.stringify(index))
}
console.log(`${target}/: ${cards.size} cards only Scryfall's files have, for the 404 page (${((performance.now() - t0) / 1000).toFixed(1)} s)`)
