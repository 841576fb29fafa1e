import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildGraph } from '../ingest/build-graph'
import type { DocumentInfo, Graph, GraphNode } from '../types'
import { splitBulk } from '../graph/bulk'
import { decodeEntry, encodeCardShards, shardOf } from './card-shards'
import { cardIndex, cardPage, cardUrl, cardView } from './cards'
import { nodeHtml } from './render'
import { buildSiteGraph } from './site-graph'

const root = join(import.meta.dirname, '..', '..')
const articles = join(root, 'test', 'fixtures', 'site-content')
const files = ['saturday-school-64.md', 'saturday-school-64-page.html', 'darksteel-faq.md', 'roe-release-notes.txt']
const { graph } = buildGraph(files.map((f) => ({ path: f, bytes: new Uint8Array(readFileSync(join(articles, f))) })))
const site = buildSiteGraph(graph)

describe('a card page from the article fixtures', () => {
  it('lists every question naming the card, from every document, newest first, with source and date', () => {
    const page = cardPage(site, 'death-mask-duplicant')!
    expect(page.name).toBe('Death-Mask Duplicant')
    // Independently: every node whose text names the card, in a document that links it.
    const naming = graph.nodes.filter((n) => n.kind === 'qa' && n.text.includes('Death-Mask Duplicant') && n.refs.some((r) => r.kind === 'card'))
    expect(page.entries.map((e) => e.node.id).sort()).toEqual(naming.map((n) => n.id).sort())
    expect(new Set(page.entries.map((e) => e.doc.id))).toEqual(new Set(['darksteel-faq', 'saturday-school-64', 'saturday-school-64-page']))
    const dates = page.entries.map((e) => e.date!)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(dates[0]).toBe('2005-02-01')
    const asked = page.entries.find((e) => e.node.title?.startsWith('If Death-Mask Duplicant imprints'))!
    expect(asked.source).toBe('Ari Lipkin')
    expect(page.entries.find((e) => e.doc.id === 'darksteel-faq' && e.node.citations.length === 0)?.source).toBeNull()
    expect(page.entries.find((e) => e.doc.id === 'saturday-school-64' && e.node.citations.length === 0)?.source).toBe('Rune Horvik')
  })

  it('shows a release-notes card with its rulings as one entry', () => {
    const page = cardPage(site, 'gideon-jura')!
    expect(page.entries).toHaveLength(1)
    expect(page.entries[0].node.kind).toBe('card')
    expect(page.entries[0].rulings.map((r) => r.kind)).toEqual(['ruling', 'ruling', 'ruling'])
    expect(page.entries[0].date).toBe('2010-04-23')
  })

  it('has a page for every card a node names, and the rendered question links to it', () => {
    const keys = cardIndex(site).map((c) => c.key)
    expect(keys).toEqual(expect.arrayContaining(['death-mask-duplicant', 'iridescent-angel', 'darksteel-colossus', 'path-to-exile', 'gideon-jura', 'deathless-angel']))
    const q = graph.nodes.find((n) => n.title?.startsWith('Can Iridescent Angel block'))!
    expect(nodeHtml(site, q)).toContain(`<a href="${cardUrl('Iridescent Angel')}"><span class="card">Iridescent Angel</span></a>`)
  })
})

describe('ordering across documents', () => {
  const doc = (id: string, date: string | null): DocumentInfo => ({
    id, title: id, family: 'rulings', date, dateSource: 'text', author: 'Author', origin: null, file: id, bytes: 0, lines: 0,
    series: null, previous: null, latest: true, updates: null,
  })
  const node = (d: string, local: string, extra: Partial<GraphNode>): GraphNode => ({
    id: `${d}/${local}`, doc: d, kind: 'card', number: null, title: 'Fog', text: 'Fog', parent: null, children: [], order: 0,
    url: `/${d}/${local}`, lines: [1, 1], flags: [], citations: [], refs: [], sameNumber: [], related: [], prev: null, change: null,
    lineage: `${d}/${local}`, ...extra,
  })
  const g: Graph = {
    version: 2,
    generated: '',
    documents: [doc('old', '1999-01-01'), doc('undated', null), doc('new', '2008-03-17')],
    nodes: [
      node('old', 'card-fog', { children: ['old/card-fog.r1'] }),
      node('old', 'card-fog.r1', { kind: 'ruling', title: null, text: 'Fog prevents it.', parent: 'old/card-fog', order: 1, refs: [{ text: 'Fog', number: 'Fog', target: 'old/card-fog', kind: 'card' }] }),
      node('undated', 'q', { kind: 'qa', title: 'Q', text: 'Q: Fog?', refs: [{ text: 'Fog', number: 'FOG', target: null, kind: 'card' }] }),
      node('new', 'card-fog', {}),
    ],
  }

  it('puts the newest document first and undated ones last; a ruling under its card is not listed twice', () => {
    const page = cardPage(buildSiteGraph(g), 'fog')!
    expect(page.entries.map((e) => e.node.id)).toEqual(['new/card-fog', 'old/card-fog', 'undated/q'])
    expect(page.entries[1].rulings.map((r) => r.id)).toEqual(['old/card-fog.r1'])
    expect(page.name).toBe('Fog')
  })
})

describe('one card, every source: the graph and its card shard together', () => {
  const content = join(root, 'content')
  const fixtures = ['dangelo-cards-2008-03.txt', 'roe-release-notes.txt', 'scryfall-oracle-cards.json', 'scryfall-rulings.json']
  const built = buildGraph([
    { path: 'cr-2004-sections-4-5.txt', bytes: new Uint8Array(readFileSync(join(content, 'cr-2004-sections-4-5.txt'))) },
    ...fixtures.map((f) => ({ path: f, bytes: new Uint8Array(readFileSync(join(articles, f))) })),
  ]).graph
  const { graph: kept, bulkNodes, bulkDocs } = splitBulk(built)
  const site = buildSiteGraph(kept)
  const { index, shards } = encodeCardShards(bulkNodes, bulkDocs)
  const bulkCard = (key: string) => {
    const entry = shards.get(shardOf(key, index.shards))?.[key]
    return entry ? decodeEntry(key, JSON.parse(JSON.stringify(entry))) : null
  }

  it("shows Scryfall's Oracle text and rulings (newest first, with source and date) beside D'Angelo's ruling and another card's ruling that names it", () => {
    const view = cardView(site, 'aether-vial', bulkCard('aether-vial'))!
    expect(view.name).toBe('Aether Vial')
    expect(view.oracle!.node.text).toContain('{T}: You may put a creature card with mana value equal to')
    expect(view.oracle!.node.text.split('\n').slice(0, 2)).toEqual(['{1}', 'Artifact'])
    expect(view.rulings.map((r) => [r.date, r.source])).toEqual([
      ['2021-03-19', 'Scryfall'],
      ['2021-03-19', 'Wizards of the Coast'],
      ['2006-02-01', 'Wizards of the Coast'],
      ['2004-10-04', 'Wizards of the Coast'],
    ])
    const dangelo = view.entries.find((e) => e.doc.id === 'dangelo-cards-2008-03')!
    expect(dangelo.node.kind).toBe('card')
    expect(dangelo.source).toBe("Stephen D'Angelo")
    expect(dangelo.rulings.length).toBeGreaterThan(0)
    const haakon = view.entries.find((e) => e.on === 'Haakon, Stromgald Scourge')!
    expect(haakon.date).toBe('2006-07-21')
    expect(haakon.href).toBe('/cards/haakon-stromgald-scourge#ruling-haakons-ability-lets-you-cast-knight-spells-from')
    const dates = view.entries.map((e) => e.date ?? '')
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it("links a rule and a keyword a ruling names to the rules in force on the ruling's date", () => {
    const view = cardView(site, 'aether-vial', bulkCard('aether-vial'))!
    const flying = view.rulings.find((r) => r.date === '2006-02-01')!.node
    const html = nodeHtml(site, flying)
    expect(html).toContain('<a class="ref" href="/cr-2004-sections-4-5/502.4">502.4</a>')
    expect(html).toContain('<a class="ref" href="/cr-2004-sections-4-5/502.4">flying</a>')
  })

  it('escapes what a ruling says and links the card names in it, to graph cards and Scryfall-only cards alike', () => {
    const view = cardView(site, 'aether-vial', bulkCard('aether-vial'))!
    const html = nodeHtml(site, view.rulings[0].node)
    expect(html).toContain('&#x3C;b>angle brackets&#x3C;/b>')
    expect(html).not.toContain('<b>')
    const haakonRuling = cardView(site, 'haakon-stromgald-scourge', bulkCard('haakon-stromgald-scourge'))!.rulings[0].node
    expect(nodeHtml(site, haakonRuling)).toContain('<a href="/cards/aether-vial"><span class="card">Aether Vial</span></a>')
    // Delver of Secrets is in no document but Scryfall's: a ruling elsewhere naming it still links to its page.
    expect(cardPage(site, 'delver-of-secrets-insectile-aberration')).toBeNull()
    expect(cardView(site, 'delver-of-secrets-insectile-aberration', bulkCard('delver-of-secrets-insectile-aberration'))!.oracle!.node.text).toContain('Insectile Aberration\nCreature — Human Insect\nFlying\n3/2')
  })

  it('gives a release-notes card its Scryfall rulings too, and nothing for an unknown key', () => {
    const view = cardView(site, 'gideon-jura', bulkCard('gideon-jura'))!
    expect(view.oracle!.node.text).toContain('Loyalty: 6')
    expect(view.rulings).toHaveLength(2)
    expect(view.entries.map((e) => e.doc.id)).toEqual(['roe-release-notes'])
    expect(cardView(site, 'no-such-card', bulkCard('no-such-card'))).toBeNull()
  })
})
