// Card search (cards.ts, cards-build.ts, bulk.ts): Scryfall's card names and rulings in files of their own, fetched by
// a query's words; a name found first with typos among a few thousand generated names; rulings with the cards filter,
// shown with their card; what a search downloads; escaped display.
import { describe, expect, it } from 'vitest'
import { generateCard, generateRulings } from '../formats/scryfall/generate.js'
import { cardKey } from '../graph/card-key.js'
import type { Graph, GraphNode } from '../types.js'
import { buildSearch, type BuiltSearch } from './build.js'
import { MAX_NAME_WORDS, nameWordsOf } from './bulk.js'
import { seeded, typo } from './card-typos.js'
import { hashShard, letterOf, namesOf, nameTerms, pairKey, pairsFile, readNames, rulingAnchorOf, spellAllowance, spellDistance, spellKey, type NamesFile } from './cards.js'
import type { BulkCardInput } from './cards-build.js'
import { makeNode } from '../render/test-helpers.js'
import { recordingEngine } from './test-helpers.js'
import type { DisplayChunk, PackedMatchShard, SearchFilters, SearchManifest } from './types.js'
import { displayFile } from './display.js'
import { SearchEngine } from './engine.js'

const node = (doc: string, local: string, kind: GraphNode['kind'], title: string | null, text: string, order: number): GraphNode =>
  makeNode({ id: `${doc}/${local}`, doc, kind, title, text, order, url: `/${doc}/${local}`, lines: [order + 1, order + 1] })

/** A small rules document beside card search, with a term that is also a word of hundreds of card names. */
const graph: Graph = {
  version: 1,
  generated: '2026-01-01',
  documents: [
    { id: 'faq', title: 'Rules FAQ', family: 'faq', date: '2020-01-01', dateSource: null, author: null, origin: null, file: 'faq.txt', bytes: 0, lines: 0, series: null, previous: null, latest: true, updates: null },
  ],
  nodes: [
    node('faq', 'q1', 'qa', 'What happens when a creature with trample is blocked?', 'It assigns lethal damage to the blockers and the rest to the player.', 0),
    node('faq', 'q2', 'qa', 'Can I respond to a spell?', 'Yes: every player gets priority before it resolves.', 1),
    node('faq', 'champion', 'term', 'Champion', 'Champion represents two triggered abilities: exile another creature you control, and return it.', 2),
    node('faq', 'q3', 'qa', 'Does a face-down creature have a name?', 'No. A face-down creature has no name, no text and no mana cost.', 3),
  ],
} as unknown as Graph

const card = (name: string, text: string, rulings: string[] = []): BulkCardInput => {
  const key = cardKey(name)
  return { key, name, text, rulings: rulings.map((t, i) => ({ local: `${key}-oracle.ruling-${i}`, text: t })) }
}

const SHARED = 'If the target creature is an illegal target as the ability tries to resolve, it won’t resolve.'
const CARDS: BulkCardInput[] = [
  card('Aether Vial', 'At the beginning of your upkeep, you may put a charge counter on Aether Vial.', [
    'Putting a creature onto the battlefield with Aether Vial is not casting it, so it cannot be countered.',
    'Aether Vial was printed as Æther Vial.',
    SHARED,
  ]),
  card("Lim-Dûl's Vault", 'Look at the top five cards of your library.', ["You may repeat the process as many times as you like with Lim-Dûl's Vault.", SHARED]),
  card('Delver of Secrets // Insectile Aberration', 'Look at the top card of your library. // Flying', ['Delver of Secrets transforms only if the revealed card is an instant or sorcery card.']),
  card('Haakon, Stromgald Scourge', 'You may cast Haakon from your graveyard.', ['A face-down Haakon cannot be turned face up by its morph cost: it has none.', SHARED]),
  card('Ixidron', 'As Ixidron enters the battlefield, turn all other nontoken creatures face down.', ['The face-down creatures are 2/2 creatures with no text, no name, no subtypes and no mana cost.']),
  // names inside longer names
  card('Ulmorid', 'Flying.'),
  card('Ulmorid Juggernaut', 'Trample.'),
  card('Lost Tactician', 'Flash.'),
  card('Tactician of the Lost Vault', 'Vigilance.'),
  // a typo that is another name's word: "brik wombat" is in no name
  card('Brisk Wombat', 'Haste.'),
  card('Brik Tower', 'Defender.'),
]

/** A few thousand cards from the generator of real-shaped bulk files (its names: "Ember Champion", "Ixidtha", "Urza's Golem" ...). */
const GENERATED = 3000
const generated: BulkCardInput[] = Array.from({ length: GENERATED }, (_, i) => {
  const c = generateCard(7, i)
  const key = cardKey(c.name)
  return { key, name: c.name, text: c.oracle_text ?? '', rulings: generateRulings(7, i, GENERATED).map((r, k) => ({ local: `${c.oracle_id}.ruling-${k}`, text: r.comment })) }
})

const build = (cards: BulkCardInput[]): BuiltSearch =>
  buildSearch(graph, {
    cards: {
      cards,
      names: { id: 'scryfall-oracle-cards', title: 'Scryfall Oracle cards', date: '2026-01-10' },
      rulings: { id: 'scryfall-rulings', title: 'Scryfall rulings', date: '2026-01-10' },
    },
  })

const built = build([...CARDS, ...generated])
const search = (q: string, filters?: SearchFilters, limit = 5, typing = false) => recordingEngine(built).engine.searchSync(q, { limit, filters, typing })
const first = (q: string, filters?: SearchFilters) => search(q, filters)[0]

describe('spelling a name', () => {
  it('folds case, accents, Æ and punctuation as words are folded', () => {
    expect(spellKey("Lim-Dûl's Vault")).toBe('lim duls vault')
    expect(spellKey('Æther Vial')).toBe('aether vial')
    expect(spellKey('Haakon, Stromgald Scourge')).toBe('haakon stromgald scourge')
  })

  it('counts edits to the whole name and to its closest start; a swap of neighbours is one', () => {
    expect(spellDistance('aether vail', 'aether vial', 2)).toEqual({ whole: 1, start: 1 })
    expect(spellDistance('aether vi', 'aether vial', 2)).toEqual({ whole: 2, start: 0 })
    expect(spellDistance('storm titan', 'aether vial', 2).whole).toBe(3)
  })

  it('allows no edit under 4 characters, then one more each 8', () => {
    expect([spellAllowance('ash'), spellAllowance('vial'), spellAllowance('aether vial'), spellAllowance('haakon stromgald scourge')]).toEqual([0, 1, 1, 3])
  })
})

describe('the card name index', () => {
  it('finds a card by its exact name, typed in any case, and shows its name and its page', () => {
    for (const q of ['Aether Vial', 'aether vial', 'AETHER VIAL']) expect(first(q)).toMatchObject({ title: 'Aether Vial', kind: 'card', url: '/cards/aether-vial' })
  })

  it('finds it with a typo: a swapped pair, a dropped letter, a neighbour key, a mistyped short word', () => {
    expect(first('aether vail')?.url).toBe('/cards/aether-vial')
    expect(first('aethr vial')?.url).toBe('/cards/aether-vial')
    expect(first('ixidrom')?.url).toBe('/cards/ixidron')
    expect(first('haakon stromgsld scourge')?.url).toBe('/cards/haakon-stromgald-scourge')
    expect(first('delver fo secrets')?.url).toBe('/cards/delver-of-secrets-insectile-aberration')
  })

  it(`finds ${GENERATED} generated names, each typed with one typo, first (unless another name is as close to what was typed)`, () => {
    const r = seeded(3)
    const engine = recordingEngine(built).engine
    let found = 0
    let ties = 0
    for (let k = 0; k < 150; k++) {
      const c = generated[Math.floor(r() * generated.length)]
      const face = c.name.split(' // ')[0]
      const q = typo(face, r, k % 2 ? 'anywhere' : 'inside')
      const top = engine.searchSync(q, { limit: 3 })[0]
      if (top?.url === `/cards/${encodeURIComponent(c.key)}`) found++
      else {
        // a tie: the name shown is no farther from the query than the card's
        const d = (name: string) => spellDistance(spellKey(q), spellKey(name), 4).whole
        expect(top?.kind, q).toBe('card')
        expect(d(top!.title!), `${q}: ${top?.title} before ${face}`).toBeLessThanOrEqual(d(face))
        ties++
      }
    }
    expect(found).toBeGreaterThanOrEqual(145)
    expect(found + ties).toBe(150)
  })

  it('a name before a longer name holding it, and a name the query only starts while typing', () => {
    expect(search('ulmorid', undefined, 2).map((r) => r.title)).toEqual(['Ulmorid', 'Ulmorid Juggernaut'])
    const lost = search('lost tactician', undefined, 5).map((r) => r.title)
    expect(lost[0]).toBe('Lost Tactician')
    expect(lost).toContain('Tactician of the Lost Vault')
    expect(search('aether vi', undefined, 5, true)[0]?.url).toBe('/cards/aether-vial')
  })

  it('finds a two-faced card by either face or its whole name, and shows it once', () => {
    const url = '/cards/delver-of-secrets-insectile-aberration'
    expect(first('delver of secrets')?.url).toBe(url)
    expect(first('insectile aberation')?.url).toBe(url)
    expect(first('Delver of Secrets // Insectile Aberration')?.url).toBe(url)
    expect(search('delver of secrets', undefined, 10).filter((r) => r.url === url)).toHaveLength(1)
    const face = first('insectile aberration')!
    expect(face.title).toBe('Insectile Aberration')
    expect(face.breadcrumb).toEqual(['Delver of Secrets // Insectile Aberration'])
  })

  it('reads accents and Æ as the letters a player types', () => {
    expect(first('Æther Vial')?.url).toBe('/cards/aether-vial')
    expect(first("Lim-Dul's Vault")?.url).toBe(`/cards/${cardKey("Lim-Dûl's Vault")}`)
    expect(first('lim dul vault')?.url).toBe(`/cards/${cardKey("Lim-Dûl's Vault")}`)
    expect(nameTerms('Æther Vial')).toEqual(nameTerms('Aether Vial'))
    expect(namesOf('Delver of Secrets // Insectile Aberration')).toEqual(['Delver of Secrets // Insectile Aberration', 'Delver of Secrets', 'Insectile Aberration'])
  })

  it('a word hundreds of names hold is no name: the document\'s entry titled with it comes first', () => {
    expect(generated.filter((c) => /\bChampion\b/.test(c.name)).length).toBeGreaterThan(20)
    expect(first('champion')).toMatchObject({ doc: 'faq', title: 'Champion' })
    // and the cards holding it follow, as titles the query fills in part
    expect(search('champion', undefined, 10).some((r) => r.kind === 'card' && /Champion/.test(r.title ?? ''))).toBe(true)
  })

  it('files a word by its first letter and a name under each of its words', () => {
    expect(letterOf('aether')).toBe('a')
    expect(letterOf('2x')).toBe('0')
    const b = built.manifest.docs.find((d) => d.bulk?.kind === 'names')!.bulk!
    const shard = JSON.parse(built.files.get(`${b.stem}.n.${hashShard('vial', b.shards)}.json`)!) as { names: string }
    expect(shard.names.split('\n')).toEqual(expect.arrayContaining(['Aether Vial', ...generated.filter((c) => /\bVial\b/.test(c.name)).flatMap((c) => namesOf(c.name).filter((n) => /\bVial\b/.test(n)))]))
  })

  it('files a name under each pair of its words: a pair shard holds every name with both words, and only names with a pair of its own', () => {
    const b = built.manifest.docs.find((d) => d.bulk?.kind === 'names')!.bulk!
    expect(b.pairs).toBeGreaterThan(1)
    // every shard has its file: two words in no name together still have one to fetch
    expect([...built.files.keys()].filter((f) => /\.p\.\d+\.json$/.test(f))).toHaveLength(b.pairs!)
    const all = [...CARDS, ...generated].flatMap((c) => namesOf(c.name))
    const pairs = ['Lost Tactician', 'Aether Vial', 'Haakon, Stromgald Scourge', ...generated.slice(0, 5).map((c) => c.name)].map((n) => nameTerms(n).slice(-2).reverse())
    for (const [x, y] of pairs) {
      const s = hashShard(pairKey(x, y), b.pairs!)
      const names = readNames(JSON.parse(built.files.get(pairsFile(b, s))!) as NamesFile).map(([, name]) => name)
      const both = (n: string) => nameTerms(n).includes(x) && nameTerms(n).includes(y)
      expect(names.filter(both).sort(), `${x} ${y}`).toEqual(all.filter(both).sort())
      expect(names.filter(both).length, `${x} ${y}`).toBeGreaterThan(0)
      for (const n of names) {
        const t = nameTerms(n)
        expect(t.some((a, i) => t.slice(i + 1).some((c) => hashShard(pairKey(a, c), b.pairs!) === s)), n).toBe(true)
      }
    }
  })
})

describe('what a search of cards downloads', () => {
  const cardFiles = (read: string[]) => read.filter((f) => f.startsWith('cards.'))

  it('a question of more words than a name has fetches no card file', () => {
    const { engine, read } = recordingEngine(built)
    const q = 'what happens when a creature with trample is blocked by two creatures and one of them dies before damage'
    expect(nameWordsOf(q).length).toBeGreaterThan(MAX_NAME_WORDS)
    engine.searchSync(q, { limit: 5 })
    expect(cardFiles(read)).toEqual([])
  })

  it('a question whose words no name has fetches the words files of its letters only', () => {
    const { engine, read } = recordingEngine(built)
    engine.searchSync('can I respond to a spell', { limit: 5 })
    expect(cardFiles(read).length).toBeGreaterThan(0)
    expect(cardFiles(read).every((f) => /\.w\.[a-z0]\.json$/.test(f))).toBe(true)
  })

  it("a card's name of one word fetches its word's name shard and one display chunk per card shown, no rulings", () => {
    const { engine, read } = recordingEngine(built)
    const results = engine.searchSync('ixidrom', { limit: 1 })
    expect(results[0].url).toBe('/cards/ixidron')
    expect(read.filter((f) => /\.n\.\d+\.json$/.test(f))).toHaveLength(1)
    expect(read.filter((f) => /\.p\.\d+\.json$/.test(f))).toEqual([])
    expect(read.filter((f) => /\.t\.\d+\.json$/.test(f))).toEqual([])
    expect(read.filter((f) => /\.d[nr]\.\d+\.json$/.test(f))).toHaveLength(1)
  })

  it("a name of two words or more, typo'd, is found first by the pair shards of its two rarest words: no name shard", () => {
    const r = seeded(5)
    const names = ['aether vail', 'haakon stromgsld scourge', 'delver fo secrets', ...Array.from({ length: 20 }, () => typo(generated[Math.floor(r() * generated.length)].name.split(' // ')[0], r))]
    for (const q of names.filter((q) => nameWordsOf(q).length >= 2)) {
      const { engine, read } = recordingEngine(built)
      const top = engine.searchSync(q, { limit: 1 })[0]
      expect(top?.kind, q).toBe('card')
      expect(spellDistance(spellKey(q), spellKey(top!.title!), 4).whole, `${q}: ${top?.title}`).toBeLessThanOrEqual(spellAllowance(spellKey(top!.title!)))
      expect(read.filter((f) => /\.p\.\d+\.json$/.test(f)).length, q).toBeGreaterThan(0)
      expect(read.filter((f) => /\.n\.\d+\.json$/.test(f)), q).toEqual([])
    }
    const { engine, read } = recordingEngine(built)
    expect(engine.searchSync('aether vail', { limit: 1 })[0].url).toBe('/cards/aether-vial')
    expect(read.filter((f) => /\.p\.\d+\.json$/.test(f))).toHaveLength(1)
  })

  it('a name the pairs of its readings miss ("brik" read as Brik Tower\'s word) is found by the name shards after them', () => {
    const { engine, read } = recordingEngine(built)
    expect(engine.searchSync('brik wombat', { limit: 1 })[0]?.url).toBe('/cards/brisk-wombat')
    expect(read.filter((f) => /\.p\.\d+\.json$/.test(f))).toHaveLength(1)
    expect(read.filter((f) => /\.n\.\d+\.json$/.test(f)).length).toBeGreaterThan(0)
  })

  it('what was fetched before changes no result', () => {
    const fresh = recordingEngine(built).engine
    const used = recordingEngine(built).engine
    for (const q of ['ancient golem', 'storm titan', 'face down creatures', 'aether vial', 'haakon']) used.searchSync(q, { limit: 10, filters: { in: ['cards'] } })
    for (const q of ['ancient golem', 'ixidron face down', 'aether vial', 'haakon']) expect(used.searchSync(q, { limit: 10 }), q).toEqual(fresh.searchSync(q, { limit: 10 }))
  })

  it("offline, a card file that cannot be fetched leaves the cards out of this search, not the search", async () => {
    const manifest = JSON.parse(built.files.get('manifest.json')!) as SearchManifest
    let offline = true
    const read = async (name: string) => {
      if (offline && name.startsWith('cards.')) throw new Error(`${name}: offline`)
      return JSON.parse(built.files.get(name)!)
    }
    const engine = new SearchEngine(
      manifest,
      SearchEngine.current(manifest).map((d) => JSON.parse(built.files.get(d.match)!) as PackedMatchShard),
      { display: (d, chunk) => read(displayFile(d, chunk)) as Promise<DisplayChunk>, match: (_d, name) => read(name) },
    )
    // the documents still answer; no card name is read without its files
    const docs = await engine.search('trample blocked', { limit: 5 })
    expect(docs.length).toBeGreaterThan(0)
    expect(docs.every((r) => r.doc === 'faq')).toBe(true)
    // back online, the files are asked for again: the card is found as by an engine that was never offline
    offline = false
    expect((await engine.search('aether vial', { limit: 3 }))[0]?.title).toBe('Aether Vial')
  })

  it('a manifest without bulk documents has no card files, and the documents rank as they do without the bulk', () => {
    const plain = buildSearch(graph)
    expect([...plain.files.keys()].filter((f) => f.startsWith('cards.'))).toEqual([])
    expect(plain.manifest.docs.some((d) => d.bulk)).toBe(false)
    const alone = recordingEngine(plain).engine
    for (const q of ['trample blocked', 'can I respond to a spell', 'face-down creature name'])
      expect(search(q, undefined, 10).filter((r) => r.doc === 'faq'), q).toEqual(alone.searchSync(q, { limit: 10 }))
  })
})

describe('the cards filter', () => {
  it("searches the rulings' text, and only cards and their rulings", () => {
    const results = search('face-down creatures no mana cost', { in: ['cards'] }, 10)
    expect(results[0]).toMatchObject({ kind: 'ruling', breadcrumb: ['Ixidron'] })
    expect(results.every((r) => r.family === 'scryfall')).toBe(true)
    // the graph's rules stay out, though they say it too
    expect(search('face-down creature name', { in: ['cards'] }, 10).some((r) => r.doc === 'faq')).toBe(false)
  })

  it("without it, Scryfall's rulings are not searched, a card's name finds the card", () => {
    expect(search('face-down creatures no mana cost', undefined, 10).some((r) => r.kind === 'ruling')).toBe(false)
    expect(search('aether vial', undefined, 10).some((r) => r.kind === 'ruling')).toBe(false)
  })

  it("a ruling shows the card it is under and links to it on the card's page", () => {
    const r = search('repeat the process', { in: ['cards'] }, 3)[0]!
    expect(r.kind).toBe('ruling')
    expect(r.breadcrumb).toEqual(["Lim-Dûl's Vault"])
    expect(r.url).toBe(`/cards/${cardKey("Lim-Dûl's Vault")}#${rulingAnchorOf(CARDS[1].rulings[0].local)}`)
  })

  it('a ruling Scryfall repeats under several cards is one result, saying on how many, linked to the first', () => {
    const results = search('illegal target tries to resolve', { in: ['cards'] }, 10)
    const same = results.filter((r) => r.text === SHARED)
    expect(same).toHaveLength(1)
    expect(same[0].title).toBe('Ruling on 3 cards')
    expect(same[0].breadcrumb).toEqual(['Aether Vial'])
    expect(same[0].url).toBe(`/cards/aether-vial#${rulingAnchorOf(CARDS[0].rulings[2].local)}`)
  })
})

describe('what a card result shows', () => {
  it('its name, the start of its Oracle text with the words marked, its document', () => {
    const r = first('ixidron')!
    expect(r).toMatchObject({ title: 'Ixidron', kind: 'card', url: '/cards/ixidron', docTitle: 'Scryfall Oracle cards', breadcrumb: [] })
    expect(r.snippet).toContain('<mark>Ixidron</mark>')
  })

  it('escapes what it shows', () => {
    const hostile = build([card('<b>Bold</b> Golem', '<script>alert(1)</script> Golem text', ['<img src=x onerror=alert(1)> Golem ruling'])])
    const results = recordingEngine(hostile).engine.searchSync('golem', { limit: 5, filters: { in: ['cards'] } })
    expect(results.map((r) => r.kind).sort()).toEqual(['card', 'ruling'])
    for (const r of results) {
      expect(r.snippet).not.toMatch(/<(script|img|b)\b/)
      expect(r.snippet).toMatch(/&#60;(script|img)/)
    }
    expect(results.find((r) => r.kind === 'card')?.title).toBe('<b>Bold</b> Golem') // a text field: React escapes it
  })
})
