// The public graph.json's compact form over every CR version in ../shared/corpora (1999-2026): what the ingest
// writes comes back byte for byte, sameNumber derived rather than shipped.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, test } from 'vitest'
import { buildGraph } from '../ingest/build-graph'
import type { Graph } from '../types'
import { compactGraph, expandGraph } from './public-graph'

const corpora = fileURLToPath(new URL('../../../shared/corpora/', import.meta.url))
const present = existsSync(corpora)

describe.skipIf(!present)(`the compact public graph, over the seven CR versions${present ? '' : ' (skipped: ../shared/corpora is absent)'}`, () => {
  let graph: Graph
  let full: string
  beforeAll(() => {
    const sources = readdirSync(corpora)
      .filter((f) => f.endsWith('.txt'))
      .map((f) => ({ path: f, bytes: new Uint8Array(readFileSync(corpora + f)) }))
    graph = buildGraph(sources).graph
    full = JSON.stringify(graph)
  }, 120_000)

  test('expands to the graph the ingest wrote, and is smaller', () => {
    expect(graph.documents.filter((d) => d.series === 'cr')).toHaveLength(7)
    const compact = JSON.stringify(compactGraph(structuredClone(graph)))
    expect(JSON.stringify(graph)).toBe(full)
    const back = expandGraph(JSON.parse(compact))
    expect(back).toEqual(graph)
    expect(JSON.stringify(back)).toBe(full)
    console.log(`graph.json of ${graph.documents.length} documents, ${graph.nodes.length} nodes: ${Buffer.byteLength(full)} bytes full, ${Buffer.byteLength(compact)} compact`)
    expect(Buffer.byteLength(compact)).toBeLessThan(Buffer.byteLength(full) * 0.8)
  })

  test('ships no sameNumber the reader can derive, and no text a node repeats from its prev', () => {
    const compact = compactGraph(graph)
    // Every CR rule has its number in the other versions: sameNumber is most of what the full file repeats.
    expect(graph.nodes.filter((n) => n.sameNumber.length).length).toBeGreaterThan(graph.nodes.length / 2)
    expect(compact.nodes.filter((n) => 'sameNumber' in n)).toEqual([])
    const byId = new Map(graph.nodes.map((n) => [n.id, n]))
    const repeats = new Set(graph.nodes.filter((n) => n.prev && byId.get(n.prev)?.text === n.text).map((n) => n.id))
    expect(repeats.size).toBeGreaterThan(1000)
    expect(compact.nodes.filter((n) => repeats.has(n.id) && 'text' in n)).toEqual([])
  })
})
