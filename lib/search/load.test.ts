import { describe, expect, it } from 'vitest'
import { buildSearch } from './build.js'
import { Shards } from './load.js'
import { fixtureGraph } from './test-helpers.js'
import type { PackedMatchShard } from './types.js'

describe('loading', () => {
  const graph = fixtureGraph()
  const built = buildSearch(graph)
  const packed = built.manifest.docs.map((d) => JSON.parse(built.files.get(d.match)!) as PackedMatchShard)

  it('gives each loaded shard a run of global ids, in load order, and finds a global id its shard', () => {
    // loaded in reverse: ids follow the order files come in, not the manifest's
    const shards = new Shards(built.manifest, [...packed].reverse())
    expect(shards.total).toBe(graph.nodes.length)
    let offset = 0
    shards.loaded.forEach((L, si) => {
      expect(L.offset).toBe(offset)
      expect(shards.shardOf(offset)).toBe(si)
      expect(shards.shardOf(offset + L.shard.n - 1)).toBe(si)
      expect(shards.shardIndexOf(L.di)).toBe(si)
      offset += L.shard.n
    })
    expect(shards.loaded[0].doc.id).toBe(built.manifest.docs[built.manifest.docs.length - 1].id)
  })

  it('maps every rule number to the nodes that carry it, and holds their words', () => {
    const shards = new Shards(built.manifest, packed)
    const numbered = graph.nodes.filter((n) => n.number && n.doc === 'cr-2004')
    expect(numbered.length).toBeGreaterThan(0)
    const [n] = numbered
    const [si, local] = shards.numbers.get(n.number!.toLowerCase().replace(/\.$/, ''))!.find(([s]) => shards.loaded[s].doc.id === 'cr-2004')!
    expect(built.ids[shards.loaded[si].di][local]).toBe(n.id)
    expect(shards.vocabulary.has('trampl')).toBe(true)
    expect(shards.vocabulary.has('_etb')).toBe(false)
  })

  it('reads the filters as a test of each node: documents, families, dates', () => {
    const shards = new Shards(built.manifest, packed)
    const si = shards.shardIndexOf(built.manifest.docs.findIndex((d) => d.id === 'rulings-2002'))!
    expect(shards.allows({ families: ['cr'] })(si, 0)).toBe(false)
    expect(shards.allows({ families: ['rulings'] })(si, 0)).toBe(true)
    expect(shards.allows({ docs: ['rulings-2004'] })(si, 0)).toBe(false)
    // a node with no dated citation takes its document's date (the 1994 summary's: 1994-02-22)
    const summary = shards.shardIndexOf(built.manifest.docs.findIndex((d) => d.id === 'summary-1994'))!
    const undated = shards.loaded[summary].shard.dates.findIndex((d) => d === 0)
    expect(undated).toBeGreaterThanOrEqual(0)
    expect(shards.allows({ to: '1994-01-31' })(summary, undated)).toBe(false)
    expect(shards.allows({ from: '1994-01-01', to: '1994-12-31' })(summary, undated)).toBe(true)
    expect(shards.allows({ from: '1995-01-01' })(summary, undated)).toBe(false)
  })

  it('today covers every document in no series; "as of" a date, those dated on or before it', () => {
    const shards = new Shards(built.manifest, packed)
    expect(shards.docsFor().shown).toHaveLength(built.manifest.docs.length)
    const asOf = shards.docsFor({ asOf: '2003-01-01' }).shown.map((i) => built.manifest.docs[i].id)
    expect(asOf).toContain('rulings-2002')
    expect(asOf).not.toContain('rulings-2004')
    expect(asOf).toContain('faq') // undated: in every day's scope
  })
})
