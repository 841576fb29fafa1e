import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { buildGraph } from '../ingest/build-graph.js'
import { formatReport } from '../graph/report.js'
import { restoreFrom, restoreLostCharacters } from './restore-lost.js'
import type { GraphNode } from '../types.js'

const L = '\uFFFD'
const nb = (id: string, text: string) => ({ id, text })

describe('restoreFrom', () => {
  it('restores a lost character where the neighbour has the same words around it', () => {
    const text = `this is a generic mana cost${L}it may be paid with any combination`
    expect(restoreFrom(text, [nb('cr-2004/203.3', 'this is a generic mana cost—it may be\npaid with any combination')])).toEqual([
      { at: text.indexOf(L), char: '—', from: 'cr-2004/203.3' },
    ])
  })

  it('restores two losses close together, each reading the other as any character', () => {
    const text = `Only one multiple type${L}artifact creature${L}currently exists.`
    const got = restoreFrom(text, [nb('n', 'Only one multiple type—artifact creature—currently exists.')])
    expect(got.map((r) => [r.at, r.char])).toEqual([
      [22, '—'],
      [40, '—'],
    ])
  })

  it('keeps it lost when the words around it differ', () => {
    expect(restoreFrom(`Tokens aren't considered cards${L}even an Unglued card`, [nb('n', "A token isn't a card, even an Unglued one.")])).toEqual([])
  })

  it('keeps it lost when the neighbour writes more characters there (® as "(r)")', () => {
    expect(restoreFrom(`If you're a beginning Magic${L} player, you'll find`, [nb('n', "If you're a beginning Magic(r) player, you'll find")])).toEqual([])
  })

  it('keeps it lost when the neighbour lost it too, or when the two neighbours disagree', () => {
    const text = `the permanent type${L}the card type doesn't change`
    expect(restoreFrom(text, [nb('a', `the permanent type${L}the card type doesn't change`)])).toEqual([])
    expect(restoreFrom(text, [nb('a', "the permanent type-the card type doesn't change"), nb('b', "the permanent type—the card type doesn't change")])).toEqual([])
    // One neighbour without those words leaves the other's reading standing.
    expect(restoreFrom(text, [nb('a', 'Something else entirely.'), nb('b', "the permanent type—the card type doesn't change")])).toEqual([
      { at: 18, char: '—', from: 'b' },
    ])
  })

  it('keeps it lost when the words appear twice in the neighbour with different characters', () => {
    expect(restoreFrom(`see rules 212${L}215.`, [nb('n', 'see rules 212-215. Or see rules 212–215.')])).toEqual([])
  })

  it('needs some words around it', () => {
    expect(restoreFrom(`a${L}b`, [nb('n', 'a-b')])).toEqual([])
  })
})

describe('restoreLostCharacters over a series', () => {
  const dir = fileURLToPath(new URL('./fixtures/two-versions-with-characters-the-archive-lost/', import.meta.url))
  const { graph, report } = buildGraph(readdirSync(dir).map((f) => ({ path: f, bytes: new Uint8Array(readFileSync(dir + f)) })))
  const node = (id: string) => graph.nodes.find((n) => n.id === id)!

  it('reads the 2002 version\'s lost characters from the 2004 version where the words agree; the text keeps the source\'s', () => {
    expect(node('cr-2002/300.2').restored).toEqual([
      { at: 22, char: '—', from: 'cr-2004/300.2' },
      { at: 40, char: '—', from: 'cr-2004/300.2' },
    ])
    expect(node('cr-2002/300.2').text).toBe(`Only one multiple type${L}artifact creature${L}currently exists.`)
    expect(node('cr-2002/502.2a').restored?.map((r) => r.char)).toEqual(["'"])
    expect(node('cr-2002/502.1').restored?.map((r) => r.char)).toEqual(['–'])
    // Rewritten in 2004, and "Magic(r)": still lost.
    expect(node('cr-2002/200.1').restored).toBeUndefined()
    expect(node('cr-2002/100.1').restored).toBeUndefined()
  })

  it('counts both kinds in the ingest report', () => {
    const d = report.documents.find((r) => r.id === 'cr-2002')!
    expect([d.lostCharacters, d.restoredCharacters, d.stillLostCharacters]).toEqual([9, 5, 4])
    expect(formatReport(report)).toContain('lost (U+FFFD)  9 characters on 7 lines: 5 restored from a neighbouring version, 4 still lost')
  })

  it('run again, gives the same; a node whose neighbour went away loses its restoration', () => {
    const copy = structuredClone(graph.nodes) as GraphNode[]
    restoreLostCharacters(copy)
    expect(copy.map((n) => n.restored ?? null)).toEqual(graph.nodes.map((n) => n.restored ?? null))
    const alone = copy.filter((n) => n.doc === 'cr-2002')
    restoreLostCharacters(alone)
    expect(alone.some((n) => n.restored)).toBe(false)
  })
})
