import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildGraph } from '../ingest/build-graph'
import type { DocumentInfo, Graph, GraphNode } from '../types'
import { cardIndex, cardPage, cardUrl } from './cards'
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
