import { describe, expect, it } from 'vitest'
import { generateBulk } from '../formats/scryfall/generate'
import { buildGraph } from '../ingest/build-graph'
import { splitBulk } from '../graph/bulk'
import { cardKey } from '../graph/card-key'
import { decodeEntry, encodeCardShards, shardCount, shardOf, type CardShard } from './card-shards'

const enc = (s: string) => new TextEncoder().encode(s)
const bulk = generateBulk({ cards: 150, seed: 3, orphanRulings: 2 })
const built = buildGraph([
  { path: 'oracle-cards.json', bytes: enc(bulk.oracleCards) },
  { path: 'rulings.json', bytes: enc(bulk.rulings) },
  { path: 'notes.txt', bytes: enc('Q: What about cards?\nA: Nothing to see.\n') },
]).graph
const { graph, bulkNodes, bulkDocs } = splitBulk(built)
const { index, shards, unnamed } = encodeCardShards(bulkNodes, bulkDocs)
// As written to disk and read back.
const reread = new Map([...shards].map(([i, s]) => [i, JSON.parse(JSON.stringify(s)) as CardShard]))

describe('card shards', () => {
  it('keep the bulk documents out of the graph, which still lists them with their node counts', () => {
    expect(graph.nodes.every((n) => n.doc === 'notes')).toBe(true)
    expect(graph.documents.map((d) => [d.id, d.bulk?.nodes ?? null])).toEqual([
      ['notes', null],
      ['oracle-cards', built.nodes.filter((n) => n.doc === 'oracle-cards').length],
      ['rulings', built.nodes.filter((n) => n.doc === 'rulings').length],
    ])
  })

  it('give back every node of the bulk exactly as ingested, each in the shard of its card', () => {
    const back = new Map<string, unknown>()
    for (const [i, shard] of reread) {
      for (const [key, entry] of Object.entries(shard)) {
        expect(shardOf(key, index.shards)).toBe(i)
        const card = decodeEntry(key, entry)
        expect(card.name).toBe(entry.name)
        for (const n of card.nodes) back.set(n.id, n)
      }
    }
    const named = bulkNodes.filter((n) => !unnamed.some((u) => u.id === n.id))
    expect(named.length).toBe(bulkNodes.length - 4) // two orphan groups and their one ruling each
    for (const n of named) expect(back.get(n.id), n.id).toEqual(n)
    expect(index).toMatchObject({ cards: 150, nodes: bulkNodes.length, docs: ['oracle-cards', 'rulings'], unnamed: 2, shards: shardCount(150) })
  })

  it('list a ruling that names another card on that card too', () => {
    const naming = bulkNodes.find((n) => n.kind === 'ruling' && n.refs.some((r) => r.kind === 'card' && r.target))!
    const named = naming.refs.find((r) => r.kind === 'card')!.number
    const key = cardKey(named)
    const entry = reread.get(shardOf(key, index.shards))![key]
    const card = decodeEntry(key, entry)
    expect(card.mentions.map((m) => m.node)).toContainEqual(naming)
    const own = bulkNodes.find((n) => n.id === naming.parent)!.title
    expect(card.mentions.find((m) => m.node.id === naming.id)!.on).toBe(own)
  })

  it('spread cards evenly: no shard holds more than three times its share', () => {
    const sizes = [...shards.values()].map((s) => Object.keys(s).length)
    expect(Math.max(...sizes)).toBeLessThanOrEqual((3 * 150) / index.shards)
  })
})
