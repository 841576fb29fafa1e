/**
 * The situations as search reads them: a field of their section, never a result of their own, in any version; the
 * result says which one matched; a search fetches the word shards of its words only, and reads the same whatever
 * shards a session already holds.
 */
import { readFileSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import { smallIpg } from '../formats/judge/fixtures.js'
import { textSource } from '../graph/pdf-source.js'
import { buildGraph } from '../ingest/build-graph.js'
import { makePdf } from '../text/pdf/test-pdf.js'
import type { Graph } from '../types.js'
import { buildSearch, situationIndex, type BuiltSearch } from './build.js'
import { engineFromBuilt } from './node.js'
import { RANKING } from './ranking.js'
import { decodeWords, encodeWords, SITUATION_SHARDS, wordShard } from './situations.js'
import { recordingEngine } from './test-helpers.js'
import { displayFile } from './display.js'
import { SearchEngine } from './engine.js'
import type { DisplayChunk, PackedMatchShard, SearchManifest } from './types.js'
import { unpackShard } from './unpack.js'

const HOSTILE = `series: ipg
written: for this test
sections:
  - number: "2.1"
    title: "Game Play Error — Missed Trigger"
    situations: ["<script>alert(1)</script> forgot the \\"upkeep\\" trigger & lost [post=123] <-spell type->"]
`

let pdf: Awaited<ReturnType<typeof textSource>>
let graph: Graph
let built: BuiltSearch
let hostile: BuiltSearch

/** The small guide searched with these situations only: [number, title, lines] per section. */
function withSituations(sections: Array<[string, string, string[]]>): SearchEngine {
  const yaml = `series: ipg\nwritten: for this test\nsections:\n${sections.map(([n, t, lines]) => `  - number: "${n}"\n    title: "${t}"\n    situations: ${JSON.stringify(lines)}\n`).join('')}`
  return engineFromBuilt(buildSearch(buildGraph([pdf], [], { situations: [{ path: 'situations/ipg.yaml', text: yaml }] }).graph))
}

beforeAll(async () => {
  // a guide newer than any the situations' writers saw, alone, with the project's own situations file
  pdf = await textSource({ path: 'ipg-2027.pdf', bytes: await makePdf(smallIpg(2)) })
  graph = buildGraph([pdf], [], { situations: [{ path: 'situations/ipg.yaml', text: readFileSync('content/situations/ipg.yaml', 'utf8') }] }).graph
  built = buildSearch(graph)
  hostile = buildSearch(buildGraph([pdf], [], { situations: [{ path: 'situations/ipg.yaml', text: HOSTILE }] }).graph)
})

describe('situations in search', () => {
  it("a match file names each node's lineage among those with situations, as the build numbered them", () => {
    const { of } = situationIndex(graph)
    const name = built.manifest.docs.find((d) => d.id === graph.documents[0].id)!.match
    const sit = unpackShard(JSON.parse(built.files.get(name)!) as PackedMatchShard).sit
    const nodes = graph.nodes.filter((n) => n.doc === graph.documents[0].id)
    const want = nodes.flatMap((n, local): Array<[number, number]> => (of(n) >= 0 ? [[local, of(n)]] : []))
    expect(want.length).toBeGreaterThan(10)
    expect(sit).toEqual(want)
  })

  it('a word shard round-trips: every word, its lineages by how many of their situations say it, in the shard its hash names', () => {
    const postings = new Map<string, Array<number[] | undefined>>([
      ['scri', [[0, 3]]],
      ['opp', [undefined, [1]]],
      ['_etb', [[2], undefined, undefined, undefined, [3, 4]]],
    ])
    const shards = encodeWords(postings, 8)
    expect(shards).toHaveLength(8)
    const back = new Map(shards.flatMap((s) => decodeWords(s)))
    expect(back).toEqual(postings)
    for (const term of postings.keys()) expect(decodeWords(shards[wordShard(term, 8)]).map(([t]) => t)).toContain(term)
  })

  it("a situation told in a player's words finds its infraction first, with its penalty, and says which situation matched", () => {
    const [top] = engineFromBuilt(built).searchSync('i scried 2 cards instead of 1', { limit: 5 })
    expect(top.docShort).toBe('IPG')
    expect((top.section ?? top).number).toBe('2.3')
    expect(top.section?.penalty ?? top.penalty).toBe('Warning')
    expect(top.matched).toMatch(/<mark>scried<\/mark>/)
    // the situation is no result of its own: every result is a node of the guide
    const ids = new Set(graph.nodes.map((n) => n.id))
    for (const r of engineFromBuilt(built).searchSync('opp drew 4 off ancestral recall', { limit: 10 })) expect(ids.has(r.id)).toBe(true)
  })

  it('a word the situations of a section keep saying counts more than a word one of them says once (BM25 term frequency)', () => {
    // two sections whose situations hold the same two words, each saying one of them three times, the other once
    const engine = withSituations([
      ['2.1', 'Game Play Error — Missed Trigger', ['opp wiggled and fnorded', 'opp wiggled', 'wiggled again']],
      ['2.2', 'Game Play Error — Looking at Extra Cards', ['opp wiggled and fnorded', 'opp fnorded', 'fnorded again']],
    ])
    // counted once per section, the two would tie (a word said once covering all of its idf, so that tf alone tells them apart)
    engine.ranking = { ...RANKING, onceCover: 1 }
    const top = (q: string) => {
      const [r, next] = engine.searchSync(q, { limit: 3 })
      expect(r.score).toBeGreaterThan(1.5 * next.score)
      return (r.section ?? r).number
    }
    expect(top('wiggled')).toBe('2.1')
    expect(top('fnorded')).toBe('2.2')
  })

  it('a query word one situation says once covers onceCover of its idf: the node scores that share, to the power coverage', () => {
    const engine = withSituations([['2.1', 'Game Play Error — Missed Trigger', ['opp wiggled and fnorded', 'something else entirely']]])
    const score = (onceCover: number) => {
      engine.ranking = { ...RANKING, onceCover }
      const [r] = engine.searchSync('wiggled fnorded', { limit: 1 })
      expect((r.section ?? r).number).toBe('2.1')
      return r.score
    }
    expect(score(0.8) / score(1)).toBeCloseTo(0.8 ** RANKING.coverage, 3)
    engine.ranking = RANKING
  })

  it('a result the situations did not bring says nothing matched', () => {
    const results = engineFromBuilt(built).searchSync('definition of penalties', { limit: 3 })
    expect(results[0].number).toBe('1.1')
    expect(results[0].matched).toBeNull()
  })

  it('what a situation says is escaped, its words marked by us only', () => {
    const [top] = engineFromBuilt(hostile).searchSync('forgot the upkeep trigger', { limit: 3 })
    expect((top.section ?? top).number).toBe('2.1')
    expect(top.matched).not.toMatch(/<(script|post)/)
    expect(top.matched).toContain('&#60;script&#62;')
    expect(top.matched!.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/)
    expect(top.matched).toContain('<mark>upkeep</mark>')
  })

  it('fetches the word shards of its words only, and the situations of the first result only', () => {
    const { engine, read } = recordingEngine(built)
    engine.searchSync('i scried 2 cards instead of 1', { limit: 5 })
    const shards = read.filter((f) => /^situations\..*\.w\d+\.json$/.test(f))
    expect(shards.length).toBeGreaterThan(0)
    expect(shards.length).toBeLessThan(20)
    expect(new Set(shards).size).toBe(shards.length)
    // the first result's: its own lineage's and its section's (a part shown for its infraction), no other result's
    const texts = read.filter((f) => /^situations\..*\.t\d+\.json$/.test(f))
    expect(texts.length).toBeGreaterThan(0)
    expect(texts.length).toBeLessThanOrEqual(2)
    expect(built.manifest.situations?.shards).toBe(SITUATION_SHARDS)
  })

  it('reads a question the same whatever shards a session already holds', () => {
    const questions = ['i scried 2 cards instead of 1', 'opp drew 4 off ancestral recall', 'flipped a card while shuffling', 'forgot my trigger', 'comander deck']
    const warm = engineFromBuilt(built)
    for (const q of questions) warm.searchSync(q, { limit: 5 })
    for (const q of questions) {
      const a = warm.searchSync(q, { limit: 5 }).map((r) => `${r.id} ${r.score} ${r.matched}`)
      const b = engineFromBuilt(built).searchSync(q, { limit: 5 }).map((r) => `${r.id} ${r.score} ${r.matched}`)
      expect(a).toEqual(b)
    }
  })

  it('offline, a shard or a text that cannot be fetched leaves the situations out of this search, not the search', async () => {
    const manifest = JSON.parse(built.files.get('manifest.json')!) as SearchManifest
    let offline = true
    const read = async (name: string) => {
      if (offline && name.startsWith('situations.')) throw new Error(`${name}: offline`)
      return JSON.parse(built.files.get(name)!)
    }
    const engine = new SearchEngine(
      manifest,
      SearchEngine.current(manifest).map((d) => JSON.parse(built.files.get(d.match)!) as PackedMatchShard),
      { display: (d, chunk) => read(displayFile(d, chunk)) as Promise<DisplayChunk>, match: (_d, name) => read(name) },
    )
    const q = 'i scried 2 cards instead of 1'
    const without = await engine.search(q, { limit: 5 })
    expect(without.length).toBeGreaterThan(0)
    expect(without.every((r) => r.matched === null)).toBe(true)
    // back online, the shards are asked for again: the same answer as an engine that never was offline
    offline = false
    const online = await engine.search(q, { limit: 5 })
    expect(online.map((r) => [r.id, r.score, r.matched])).toEqual(engineFromBuilt(built).searchSync(q, { limit: 5 }).map((r) => [r.id, r.score, r.matched]))
  })

  it('a build with no situations ships no situations files and reads as before', async () => {
    const plain = buildSearch(buildGraph([await textSource({ path: 'ipg-2027.pdf', bytes: await makePdf(smallIpg(2)) })]).graph)
    expect(plain.manifest.situations).toBeUndefined()
    expect([...plain.files.keys()].some((f) => f.startsWith('situations.'))).toBe(false)
    expect(engineFromBuilt(plain).searchSync('i scried 2 cards instead of 1', { limit: 3 }).every((r) => r.matched === null)).toBe(true)
  })
})
