// Card search (cards.ts, cards-build.ts, bulk.ts): Scryfall's card names and rulings in files of their own, fetched by
// a query's words, found with typos, shown with their card, and filtered by "cards".
import { describe, expect, it } from 'vitest'
import { cardKey } from '../graph/card-key.js'
import type { Graph, GraphNode } from '../types.js'
import { buildSearch, type BuiltSearch } from './build.js'
import { hashShard, letterOf, namesOf, nameTerms, rulingAnchorOf } from './cards.js'
import type { BulkCardInput } from './cards-build.js'
import { recordingEngine } from './test-helpers.js'
import type { SearchFilters } from './types.js'

const node = (doc: string, local: string, kind: GraphNode['kind'], title: string | null, text: string, order: number, parent: string | null = null): GraphNode => ({
  id: `${doc}/${local}`,
  doc,
  kind,
  number: null,
  title,
  text,
  parent,
  children: [],
  order,
  url: `/${doc}/${local}`,
  lines: [order + 1, order + 1],
  flags: [],
  citations: [],
  refs: [],
  sameNumber: [],
  related: [],
  prev: null,
  change: null,
  lineage: `${doc}/${local}`,
})

/** A small rules document, so that card search has the graph's documents beside it. */
const graph: Graph = {
  version: 1,
  generated: '2026-01-01',
  documents: [
    { id: 'faq', title: 'Rules FAQ', family: 'faq', date: '2020-01-01', dateSource: null, author: null, origin: null, file: 'faq.txt', bytes: 0, lines: 0, series: null, previous: null, latest: true, updates: null },
  ],
  nodes: [
    node('faq', 'q1', 'qa', 'What happens when a creature with trample is blocked?', 'It assigns lethal damage to the blockers and the rest to the player.', 0),
    node('faq', 'q2', 'qa', 'Can I respond to a spell?', 'Yes: every player gets priority before it resolves.', 1),
  ] as GraphNode[],
} as unknown as Graph

const card = (name: string, text: string, rulings: string[] = []): BulkCardInput => {
  const key = cardKey(name)
  return { key, name, text, rulings: rulings.map((t, i) => ({ local: `${key}-oracle.ruling-${i}`, text: t })) }
}

const FILLER = ['Ancient', 'Frost', 'Iron', 'Storm', 'Wild', 'Silent', 'Grim'].flatMap((a) => ['Drake', 'Golem', 'Herald', 'Titan', 'Vial Keeper'].map((n) => card(`${a} ${n}`, `Flying. ${a} ${n} is a card.`)))
const CARDS: BulkCardInput[] = [
  card('Aether Vial', 'At the beginning of your upkeep, you may put a charge counter on Aether Vial.', [
    'Putting a creature onto the battlefield with Aether Vial is not casting it, so it cannot be countered.',
    'Aether Vial was printed as Æther Vial.',
  ]),
  card("Lim-Dûl's Vault", 'Look at the top five cards of your library.', ["You may repeat the process as many times as you like with Lim-Dûl's Vault."]),
  card('Delver of Secrets // Insectile Aberration', 'Look at the top card of your library. // Flying', ['Delver of Secrets transforms only if the revealed card is an instant or sorcery card.']),
  card('Haakon, Stromgald Scourge', 'You may cast Haakon from your graveyard.', ['A face-down Haakon cannot be turned face up by its morph cost: it has none.']),
  card('Ixidron', 'As Ixidron enters the battlefield, turn all other nontoken creatures face down.', ['The face-down creatures are 2/2 creatures with no text, no name, no subtypes and no mana cost.']),
  ...FILLER,
]

const build = (): BuiltSearch =>
  buildSearch(graph, {
    cards: {
      cards: CARDS,
      names: { id: 'scryfall-oracle-cards', title: 'Scryfall Oracle cards', date: '2026-01-10' },
      rulings: { id: 'scryfall-rulings', title: 'Scryfall rulings', date: '2026-01-10' },
    },
  })

const built = build()
const first = (q: string, filters?: SearchFilters) => recordingEngine(built).engine.searchSync(q, { limit: 5, filters })[0]

describe('the card name index', () => {
  it('finds a card by its exact name, typed in any case', () => {
    expect(first('Aether Vial')?.url).toBe('/cards/aether-vial')
    expect(first('aether vial')?.url).toBe('/cards/aether-vial')
  })

  it('finds it with a typo: a swapped pair, a dropped letter, a neighbour key', () => {
    expect(first('aether vail')?.url).toBe('/cards/aether-vial')
    expect(first('aethr vial')?.url).toBe('/cards/aether-vial')
    expect(first('ixidrom')?.url).toBe('/cards/ixidron')
    expect(first('haakon stromgsld')?.url).toBe('/cards/haakon-stromgald-scourge')
  })

  it('finds a two-word name by both words, and a longer name by its first words', () => {
    expect(first('haakon stromgald scourge')?.url).toBe('/cards/haakon-stromgald-scourge')
    expect(first('haakon stromgald')?.url).toBe('/cards/haakon-stromgald-scourge')
    // "Ancient Vial Keeper" holds both words too, but says one more: the card whose name is the query comes first
    expect(first('ancient drake')?.url).toBe('/cards/ancient-drake')
  })

  it('finds a two-faced card by either face or its whole name, and shows it once', () => {
    const url = '/cards/delver-of-secrets-insectile-aberration'
    expect(first('delver of secrets')?.url).toBe(url)
    expect(first('insectile aberation')?.url).toBe(url)
    expect(first('Delver of Secrets // Insectile Aberration')?.url).toBe(url)
    const results = recordingEngine(built).engine.searchSync('delver of secrets', { limit: 10 })
    expect(results.filter((r) => r.url === url)).toHaveLength(1)
  })

  it('reads accents and Æ as the letters a player types', () => {
    expect(first('Æther Vial')?.url).toBe('/cards/aether-vial')
    expect(first("Lim-Dul's Vault")?.url).toBe(`/cards/${cardKey("Lim-Dûl's Vault")}`)
    expect(first('lim dul vault')?.url).toBe(`/cards/${cardKey("Lim-Dûl's Vault")}`)
    expect(nameTerms('Æther Vial')).toEqual(nameTerms('Aether Vial'))
    expect(namesOf('Delver of Secrets // Insectile Aberration')).toEqual(['Delver of Secrets // Insectile Aberration', 'Delver of Secrets', 'Insectile Aberration'])
  })

  it('files a word by its first letter and a name by each of its words', () => {
    expect(letterOf('aether')).toBe('a')
    expect(letterOf('2x')).toBe('0')
    const stem = built.manifest.docs.find((d) => d.bulk?.kind === 'names')!.bulk!
    const shard = JSON.parse(built.files.get(`${stem.stem}.n.${hashShard('vial', stem.shards)}.json`)!) as { names: string }
    // every name holding the word is in its one shard
    expect(shard.names.split('\n')).toEqual(expect.arrayContaining(['Aether Vial', ...FILLER.filter((c) => c.name.includes('Vial')).map((c) => c.name)]))
  })
})

describe('what a search of cards downloads', () => {
  it('a question naming no card fetches the words files of its letters, no names and no rulings', () => {
    const { engine, read } = recordingEngine(built)
    engine.searchSync('can I respond to a spell', { limit: 5 })
    expect(read.filter((f) => f.startsWith('cards.') && !/\.w\.[a-z0]\.json$/.test(f))).toEqual([])
    expect(read.some((f) => /\.w\.s\.json$/.test(f))).toBe(true)
  })

  it('a card name fetches its rarest word\'s name shard, the rulings index of its terms and one display chunk per result', () => {
    const { engine, read } = recordingEngine(built)
    engine.searchSync('aether vail', { limit: 1 })
    expect(read.filter((f) => /\.n\.\d+\.json$/.test(f))).toHaveLength(1)
    expect(read.some((f) => /\.t\.\d+\.json$/.test(f))).toBe(true)
    expect(read.filter((f) => /\.d[nr]\.\d+\.json$/.test(f))).toHaveLength(1)
  })

  it('what was fetched before changes no result', () => {
    const fresh = recordingEngine(built).engine
    const used = recordingEngine(built).engine
    for (const q of ['ancient golem', 'storm titan', 'face down creatures', 'aether vial']) used.searchSync(q, { limit: 10, filters: { in: ['cards'] } })
    for (const q of ['ancient golem', 'ixidron face down', 'aether vial']) expect(used.searchSync(q, { limit: 10 }), q).toEqual(fresh.searchSync(q, { limit: 10 }))
  })

  it('a manifest without bulk documents has no card files', () => {
    const plain = buildSearch(graph)
    expect([...plain.files.keys()].filter((f) => f.startsWith('cards.'))).toEqual([])
    expect(plain.manifest.docs.some((d) => d.bulk)).toBe(false)
  })
})

describe('the cards filter', () => {
  it('searches the rulings\' text, and only cards and their rulings', () => {
    const results = recordingEngine(built).engine.searchSync('face-down creatures no mana cost', { limit: 10, filters: { in: ['cards'] } })
    expect(results[0]?.kind).toBe('ruling')
    expect(results[0]?.breadcrumb).toEqual(['Ixidron'])
    expect(results.every((r) => r.family === 'scryfall')).toBe(true)
  })

  it('without it, rulings of Scryfall\'s are searched only when the query names a card', () => {
    const unnamed = recordingEngine(built).engine.searchSync('face-down creatures no mana cost', { limit: 10 })
    expect(unnamed.some((r) => r.family === 'scryfall')).toBe(false)
    const named = recordingEngine(built).engine.searchSync('aether vial', { limit: 10 })
    expect(named.some((r) => r.kind === 'ruling' && r.breadcrumb[0] === 'Aether Vial')).toBe(true)
  })

  it('leaves out the graph\'s rules', () => {
    const results = recordingEngine(built).engine.searchSync('trample blocked', { limit: 10, filters: { in: ['cards'] } })
    expect(results.some((r) => r.doc === 'faq')).toBe(false)
  })
})

describe('a card result and a ruling result', () => {
  it('a card shows its name, the start of its Oracle text, and links to its page', () => {
    const r = first('ixidron')!
    expect(r).toMatchObject({ title: 'Ixidron', kind: 'card', url: '/cards/ixidron', docTitle: 'Scryfall Oracle cards', breadcrumb: [] })
    expect(r.snippet).toContain('<mark>Ixidron</mark>')
  })

  it('a face shows the card it is a face of', () => {
    const r = first('insectile aberration')!
    expect(r.title).toBe('Insectile Aberration')
    expect(r.breadcrumb).toEqual(['Delver of Secrets // Insectile Aberration'])
  })

  it('a ruling shows the card it is under and links to it on the card\'s page', () => {
    const r = recordingEngine(built).engine.searchSync('repeat the process', { limit: 3, filters: { in: ['cards'] } })[0]!
    expect(r.kind).toBe('ruling')
    expect(r.breadcrumb).toEqual(["Lim-Dûl's Vault"])
    const local = CARDS[1].rulings[0].local
    expect(r.url).toBe(`/cards/${cardKey("Lim-Dûl's Vault")}#${rulingAnchorOf(local)}`)
  })

  it('escapes what it shows', () => {
    const hostile = buildSearch(graph, {
      cards: { cards: [card('<b>Bold</b> Golem', '<script>alert(1)</script> Golem text', ['<img src=x onerror=alert(1)> Golem ruling'])], names: { id: 'o', title: 'O', date: null }, rulings: { id: 'r', title: 'R', date: null } },
    })
    const results = recordingEngine(hostile).engine.searchSync('golem', { limit: 5, filters: { in: ['cards'] } })
    expect(results.length).toBeGreaterThan(0)
    for (const r of results) expect(r.snippet).not.toMatch(/<(script|img|b)\b/)
  })
})
