import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import type { Graph, GraphNode } from '../types.js'
import { buildSearch } from './build.js'
import { fieldTerms } from './analyze.js'
import { displayFile } from './display.js'
import { SearchEngine } from './engine.js'
import type { DisplayChunk, PackedMatchShard } from './types.js'
import { engineFromBuilt } from './node.js'
import { RANKING } from './ranking.js'
import { stem } from '../text/words.js'
import { fixtureEngine, fixtureGraph } from './test-helpers.js'

const engine = fixtureEngine()

describe('one search', () => {
  it('reads its query once, whether it is searched, searched synchronously or only matched', async () => {
    const e = engineFromBuilt(buildSearch(fixtureGraph()))
    const parse = vi.spyOn(e, 'parse')
    await e.search('how does trample work', { limit: 5 })
    expect(parse).toHaveBeenCalledTimes(1)
    e.searchSync('"static ability"', { limit: 5 })
    expect(parse).toHaveBeenCalledTimes(2)
    // a number that names nothing is searched as words: read in the same pass
    e.searchSync('999.9', { limit: 5 })
    expect(parse).toHaveBeenCalledTimes(3)
    e.match('trample', { limit: 5 })
    expect(parse).toHaveBeenCalledTimes(4)
  })

  it('search and searchSync give the same results; searchSync refuses loaders that fetch', async () => {
    const built = buildSearch(fixtureGraph())
    const sync = engineFromBuilt(built)
    const manifest = built.manifest
    const match = SearchEngine.current(manifest).map((d) => JSON.parse(built.files.get(d.match)!) as PackedMatchShard)
    const fetchingEngine = () => new SearchEngine(manifest, match, async (d, chunk) => JSON.parse(built.files.get(displayFile(d, chunk))!) as DisplayChunk)
    const fetching = fetchingEngine()
    for (const q of ['trample', '"static ability"', 'replacement effect', '419.6a', 'regenrate', '']) {
      const a = sync.searchSync(q, { limit: 7 })
      expect(await sync.search(q, { limit: 7 }), q).toEqual(a)
      expect(await fetching.search(q, { limit: 7 }), q).toEqual(a)
    }
    expect(() => fetchingEngine().searchSync('trample')).toThrow(/synchronous/)
  })
})

describe('matching', () => {
  it('tolerates typos', async () => {
    const res = await engine.search('regenrate', { limit: 5 })
    expect(res.length).toBeGreaterThan(0)
    expect(res.every((r) => /regenerat/i.test(r.text + r.title))).toBe(true)
  })

  it('completes prefixes', async () => {
    const res = await engine.search('tramp', { limit: 3 })
    expect(res[0] && /trample/i.test(res[0].text + res[0].title)).toBe(true)
  })

  it('quoted phrases match only the exact phrase', async () => {
    const res = await engine.search('"static ability"', { limit: 10 })
    expect(res.length).toBeGreaterThan(0)
    for (const r of res) expect(r.text.toLowerCase()).toMatch(/static ability/)
    // the same words unquoted also find nodes without the phrase
    const loose = await engine.search('static ability', { limit: 10 })
    expect(loose.length).toBeGreaterThan(res.length)
  })

  it('finds card names in the text', async () => {
    const withName = fixtureGraph().nodes.find((n) => /Doom Blade|Mindslaver|Shahrazad|Circle of Protection/.test(n.text))
    expect(withName).toBeDefined()
    const name = /Doom Blade|Mindslaver|Shahrazad|Circle of Protection/.exec(withName!.text)![0]
    const res = await engine.search(name, { limit: 5 })
    expect(res.some((r) => r.text.includes(name))).toBe(true)
  })

  it('marks matched words in escaped snippets', async () => {
    const [r] = await engine.search('trample', { limit: 1 })
    expect(r.snippet).toMatch(/<mark>trample<\/mark>/i)
  })
})

describe('ranking: about beats mentions', () => {
  it('the rule defining a keyword comes before rules that merely mention it', async () => {
    const res = await engine.search('trample', { limit: 10 })
    const defining = res.findIndex((r) => /^Trample is /.test(r.text))
    const mentioning = res.findIndex((r) => !/^trample/i.test(r.text) && !/^trample/i.test(r.title ?? '') && /trample/i.test(r.text))
    expect(defining).toBeGreaterThanOrEqual(0)
    expect(defining).toBeLessThan(2)
    if (mentioning >= 0) expect(defining).toBeLessThan(mentioning)
  })

  it('a node whose first sentence is about the query outranks a long one mentioning it late', async () => {
    const res = await engine.search('regeneration', { limit: 10 })
    const first = res[0].text.toLowerCase()
    expect(first.indexOf('regenerat')).toBeLessThan(80)
  })
})

describe('filters', () => {
  it('by document, family, cited source and date', async () => {
    const all = await engine.search('replacement effect', { limit: 50 })
    expect(new Set(all.map((r) => r.doc)).size).toBeGreaterThan(1)
    const onlyCr = await engine.search('replacement effect', { limit: 50, filters: { families: ['cr'] } })
    expect(onlyCr.length).toBeGreaterThan(0)
    expect(onlyCr.every((r) => r.family === 'cr')).toBe(true)
    const oneDoc = await engine.search('replacement effect', { limit: 50, filters: { docs: ['rulings-2002'] } })
    expect(oneDoc.every((r) => r.doc === 'rulings-2002')).toBe(true)
    const graph = fixtureGraph()
    const cited = new Set(graph.nodes.filter((n) => n.citations.some((c) => c.sourceKey === 'comprules')).map((n) => n.id))
    const bySource = await engine.search('replacement effect', { limit: 50, filters: { sources: ['comprules'] } })
    expect(bySource.length).toBeGreaterThan(0)
    expect(bySource.every((r) => cited.has(r.id))).toBe(true)
    const old = await engine.search('replacement effect', { limit: 50, filters: { to: '2001-12-31' } })
    const byId = new Map(graph.nodes.map((n) => [n.id, n]))
    for (const r of old) {
      const n = byId.get(r.id)!
      const dates = n.citations.map((c) => c.date).filter(Boolean) as string[]
      expect(dates.length ? dates.some((d) => d <= '2001-12-31') : (r.docDate ?? '9') <= '2001-12-31').toBe(true)
    }
    expect(old.length).toBeLessThan(all.length)
  })
})

describe('bad queries', () => {
  const nasty = ['', '   ', '.'.repeat(10_000), 'a'.repeat(10_000), '!!!???...', '(.*)+[', '\\', '<script>alert(1)</script>', '"', '""', '"unterminated', '🂡🂱', '\u0000\u0001', 'cr', '419.']

  it('never throw, never hang, return sane results', async () => {
    for (const q of nasty) {
      const t = performance.now()
      const res = await engine.search(q, { limit: 10 })
      expect(Array.isArray(res), JSON.stringify(q.slice(0, 20))).toBe(true)
      expect(res.length).toBeLessThanOrEqual(10)
      expect(performance.now() - t).toBeLessThan(200)
    }
    expect(await engine.search('')).toEqual([])
    expect(await engine.search('!!!???...')).toEqual([])
  })

  it('any string at all: no exception, and snippets contain no markup but <mark>', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ maxLength: 200 }), fc.string({ unit: 'binary', maxLength: 60 }), fc.constantFrom(...nasty)), async (q) => {
        const res = await engine.search(q, { limit: 5, typing: true })
        for (const r of res) expect(r.snippet.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/)
      }),
      { numRuns: 300 },
    )
  })
})

describe('match file', () => {
  it('packs and unpacks losslessly, glossary citations (`see`) included', async () => {
    const { buildMatchShard, packShard } = await import('./build.js')
    const { unpackShard } = await import('./unpack.js')
    const mk = (local: number, kind: string, refs: string[] = []) => ({
      id: `g/${local}`, doc: 'g', kind, number: kind === 'rule' ? `100.${local}` : null, title: kind === 'term' ? `Term ${local}` : null,
      text: `text ${local}`, parent: null, children: [], order: local, url: `/g/${local}`, lines: [local + 1, local + 1],
      flags: [], citations: [], refs: refs.map((t) => ({ text: t, number: t, target: t })), sameNumber: [], related: [],
      prev: null, change: null, lineage: `g/${local}`,
    })
    const nodes = [mk(0, 'rule'), mk(1, 'rule'), mk(2, 'term', ['g/1', 'g/0', 'g/1', 'elsewhere/9']), mk(3, 'rule'), mk(4, 'term', ['g/3'])]
    const shard = buildMatchShard('g', nodes as never)
    // duplicates once, targets outside the document never
    expect(shard.see).toEqual([[2, 1], [2, 0], [4, 3]])
    const round = unpackShard(JSON.parse(JSON.stringify(packShard(shard))))
    expect(round.see).toEqual(shard.see)
    expect(round.up).toEqual(shard.up)
    expect(round.numbers).toEqual(shard.numbers)
  })
})

describe('ranking: where the best hits gather', () => {
  // one CR: a rule family (509.1 and its subrules) about blocking, and one lone rule elsewhere whose words match best
  const graph = (): Graph => {
    const doc = { id: 'cr', title: 'CR', family: 'cr', date: '2026-01-16', dateSource: 'text', author: null, origin: null, file: 'cr.txt', bytes: 0, lines: 0, series: 'cr', previous: null, latest: true, updates: null } as const
    const rule = (number: string, text: string, order: number, parent: string | null = null): GraphNode => ({
      id: `cr/${number}`, doc: 'cr', kind: 'rule', number, title: null, text, parent, children: [], order, url: `/cr/${number}`, lines: [order + 1, order + 1],
      flags: [], citations: [], refs: [], sameNumber: [], related: [], prev: null, change: null, lineage: `cr/${number}`,
    })
    return {
      generated: '2026-01-16', documents: [{ ...doc }], report: [],
      nodes: [
        rule('301.2', 'A tapped creature with vigilance can block and a tapped creature can be turned sideways.', 0),
        rule('509.1', 'First, the defending player declares blockers: which creatures block.', 1),
        rule('509.1a', 'The chosen creatures must be untapped. Each one blocks one attacking creature.', 2, 'cr/509.1'),
        rule('509.1b', 'The defending player checks each creature to see whether it has a restriction on blocking.', 3, 'cr/509.1'),
        rule('509.1c', 'A creature that is tapped cannot be declared as a blocker.', 4, 'cr/509.1'),
      ],
    } as unknown as Graph
  }

  it('a rule whose neighbours also match the question rises above a lone word match (sectionVote)', () => {
    const e = engineFromBuilt(buildSearch(graph()))
    const top = (vote: number) => {
      e.ranking = { ...RANKING, sectionVote: vote }
      return e.searchSync('can a tapped creature block', { limit: 5 }).map((r) => r.number)
    }
    expect(top(0)[0]).toBe('301.2')
    expect(top(RANKING.sectionVote)[0]).toMatch(/^509\.1/)
    // nothing is lost: the same results, in another order
    expect(new Set(top(RANKING.sectionVote))).toEqual(new Set(top(0)))
  })
})

describe('ranking: a heading hands its score to its first child', () => {
  it('in whichever document it is, whatever order the query words matched in', () => {
    const info = (id: string, family: string, series: string | null) => ({
      id, title: id, family, date: '2026-01-16', dateSource: 'text', author: null, origin: null, file: `${id}.txt`, bytes: 0, lines: 0,
      series, previous: null, latest: true, updates: null,
    })
    let order = 0
    const node = (id: string, text: string, o: { number?: string; title?: string; parent?: string; kind?: string } = {}) => ({
      id, doc: id.slice(0, id.indexOf('/')), kind: o.kind ?? 'rule', number: o.number ?? null, title: o.title ?? null, text, parent: o.parent ?? null,
      children: [], order: order++, url: `/${id}`, lines: [order, order], flags: [], citations: [], refs: [], sameNumber: [], related: [],
      prev: null, change: null, lineage: id,
    })
    const graph = {
      generated: '2026-01-16', report: [],
      // no series: section titles lend nothing, so only the heading's hand-over can bring its rule
      documents: [info('cr', 'cr', null), info('faq', 'faq', null)],
      nodes: [
        // a heading with no text of its own, and the rule under it that says what the keyword does
        node('cr/702.19', 'Trample', { number: '702.19', title: 'Trample' }),
        node('cr/702.19a', 'An attacking creature assigns its excess combat damage to the player it attacks.', { number: '702.19a', parent: 'cr/702.19' }),
        node('faq/q1', 'Q: Is haste worth it? A: Haste lets a creature attack at once.', { kind: 'qa', title: 'Is haste worth it?' }),
      ],
    } as unknown as Graph
    const e = engineFromBuilt(buildSearch(graph))
    // "haste" matches the later document first, then "trample" the heading of the earlier one
    const ids = e.searchSync('haste trample', { limit: 5 }).map((r) => r.id)
    expect(ids).toContain('cr/702.19a')
  })
})

/** A one-document CR graph for ranking tests: rules in document order, a title or parent where given. */
function crGraph(rules: Array<{ number: string; text: string; title?: string; parent?: string }>, series: string | null = null): Graph {
  const info = { id: 'cr', title: 'cr', family: 'cr', date: '2026-01-16', dateSource: 'text', author: null, origin: null, file: 'cr.txt', bytes: 0, lines: 0, series, previous: null, latest: true, updates: null }
  const nodes = rules.map((r, order) => ({
    id: `cr/${r.number}`, doc: 'cr', kind: 'rule', number: r.number, title: r.title ?? null, text: r.text, parent: r.parent ? `cr/${r.parent}` : null, children: [],
    order, url: `/cr/${r.number}`, lines: [order + 1, order + 1], flags: [], citations: [], refs: [], sameNumber: [], related: [], prev: null, change: null, lineage: `cr/${r.number}`,
  }))
  return { generated: '2026-01-16', report: [], documents: [info], nodes } as unknown as Graph
}

describe('ranking: examples show, the rule says', () => {
  it("a word only in a rule's example counts less than the same word in what a rule says, and is still found", () => {
    const graph = crGraph([
      // the example comes first in the file and is short: without the example field it would rank first
      { number: '120.4d', text: 'Finally, the damage event occurs.\nExample: A creature with lifelink is blocked by a 2/2 creature.' },
      { number: '702.15b', text: 'Damage dealt by a source causes that source’s controller to gain that much life, in addition to any other results that damage causes, such as counters put on permanents or players losing the game, when the source has lifelink.' },
    ])
    const e = engineFromBuilt(buildSearch(graph))
    const order = (example: number) => {
      e.ranking = { ...RANKING, example }
      return e.searchSync('lifelink', { limit: 5 }).map((r) => r.number)
    }
    expect(order(RANKING.example)).toEqual(['702.15b', '120.4d'])
    // counted like the rule's own words, the short rule with the example would come first
    expect(order(1)[0]).toBe('120.4d')
  })
})

describe('fields', () => {
  it("a Comprehensive Rules example is a field of its own, but a card it names counts as the rule's words", () => {
    const text = 'Finally, the damage event occurs.\nExample: A player who controls Boon Reflection attacks with a creature with wither.'
    const cr = fieldTerms({ title: null, text }, true)
    expect(cr.body).toEqual(expect.arrayContaining([stem('damage'), stem('boon'), stem('reflection')]))
    expect(cr.body).not.toContain(stem('wither'))
    expect(cr.example).toContain(stem('wither'))
    // a rulings list's or FAQ's example is often the ruling itself: one body
    const other = fieldTerms({ title: null, text }, false)
    expect(other.body).toContain(stem('wither'))
    expect(other.example).toEqual([])
  })
})

describe("reading a player's question", () => {
  const graph = crGraph([
    { number: '702.12b', text: 'A permanent with indestructible can’t be destroyed.' },
    { number: '903.9a', text: 'If a commander is in a graveyard or in exile, its owner may put it into the command zone.' },
    { number: '903.8', text: 'A player may cast a commander they own from the command zone. Many players do.' },
    { number: '100.1', text: 'The mint and the mist are two words.' },
    { number: '108.4', text: 'A permanent’s controller is the player who controls it. The stone, the stool and the store.' },
  ])
  const e = engineFromBuilt(buildSearch(graph))
  const weights = (q: string) => e.parse(q).groups.map((g) => Object.fromEntries(g.alts.map((a) => [a.term, a.w])))

  it('a mistyped word with one closest reading counts nearly as that word; equally close readings share the doubt', () => {
    // (and each as written, weighing in only where a situation holds it: query.ts `unread`)
    expect(weights('indestructable')).toEqual([{ [stem('indestructible')]: RANKING.typoSure, [stem('indestructable')]: 1 }])
    expect(weights('mixt')[0]).toEqual({ mint: RANKING.typo, mist: RANKING.typo, mixt: 1 })
  })

  it("a player's word the rules spell otherwise is read by its aliases, not as a typo (\"stole\" is not \"stone\")", () => {
    const [stole] = weights('stole')
    expect(stole[stem('control')]).toBe(0.7)
    expect(Object.keys(stole).filter((t) => t !== stem('control') && t !== stem('stole'))).toEqual([])
  })

  it('an era word keeps its aliases: "my commander dies" also searches the graveyard', () => {
    const dies = weights('my commander dies').find((g) => stem('graveyard') in g)
    expect(dies?.[stem('graveyard')]).toBeLessThan(1)
    expect(e.searchSync('what happens if my commander dies', { limit: 1 })[0]?.number).toBe('903.9a')
  })

  it('"how many" frames the question: the subject decides the rank', () => {
    const many = weights('how many commanders')
    expect(many.find((g) => stem('many') in g)?.[stem('many')]).toBe(RANKING.framing)
    expect(many.find((g) => stem('commander') in g)?.[stem('commander')]).toBe(1)
  })
})

describe('ranking: the rules of a variant apply when the question names it', () => {
  // a chapter that says its rules are optional, as CR chapter 8 does (800.1)
  const graph = crGraph(
    [
      { number: '508.1b', text: 'The active player announces which player or planeswalker each chosen creature is attacking.' },
      { number: '8', text: 'Multiplayer Rules', title: 'Multiplayer Rules' },
      { number: '800.1', text: 'A multiplayer game is a game that begins with more than two players. This section contains additional optional rules that can be used for multiplayer play.', parent: '8' },
      { number: '802', text: 'Attack Multiple Players Option', title: 'Attack Multiple Players Option', parent: '8' },
      { number: '802.4', text: 'A creature may attack any one of several players, or a planeswalker.', parent: '802' },
      { number: '810', text: 'Two-Headed Giant Variant', title: 'Two-Headed Giant Variant', parent: '8' },
      { number: '810.7', text: 'Each team attacks the other team as a whole; a creature attacks a team or a planeswalker.', parent: '810' },
    ],
    'cr',
  )
  const e = engineFromBuilt(buildSearch(graph))
  const scoreOf = (q: string, number: string, variant: number) => {
    // without the family vote, whose share moves with every other hit's score
    e.ranking = { ...RANKING, variant, sectionVote: 0 }
    return e.searchSync(q, { limit: 10 }).find((r) => r.number === number)?.score ?? 0
  }

  it('a title word or two the question shares does not name the variant ("attack", "player")', () => {
    const q = 'can I attack a planeswalker instead of the player'
    expect(scoreOf(q, '802.4', 1)).toBeGreaterThan(0)
    expect(scoreOf(q, '802.4', RANKING.variant)).toBeCloseTo(scoreOf(q, '802.4', 1) * RANKING.variant, 2)
  })

  it('most of its title does ("two-headed giant")', () => {
    const q = 'two-headed giant attack a planeswalker'
    expect(scoreOf(q, '810.7', RANKING.variant)).toBeGreaterThan(0)
    expect(scoreOf(q, '810.7', RANKING.variant)).toBeCloseTo(scoreOf(q, '810.7', 1), 2)
  })
})
