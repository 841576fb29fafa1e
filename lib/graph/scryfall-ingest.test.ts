import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { CARD_SAMPLES, cardSampleFiles } from '../formats/test-kit.js'
import { describe, expect, it } from 'vitest'
import { generateBulk, type ScryfallRuling } from '../formats/scryfall/generate.js'
import { buildGraph } from '../ingest/build-graph.js'
import { ingestDocument, ingestSource, type StreamSource } from './ingest-document.js'

const samples = CARD_SAMPLES
const present = existsSync(samples)
const encode = (s: string) => new TextEncoder().encode(s)

/** A file handed over in pieces of `size` bytes, cutting through multi-byte characters. */
function inPieces(path: string, bytes: Uint8Array, size: number): StreamSource {
  return {
    path,
    size: bytes.length,
    head: bytes.subarray(0, 4096),
    chunks: function* () {
      for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size)
    },
  }
}

const bulk = generateBulk({ cards: 80, seed: 5, orphanRulings: 2 })

describe('ingesting Scryfall files', () => {
  it('reads a file piece by piece into the same document as read whole', () => {
    for (const [name, text] of [['oracle-cards.json', bulk.oracleCards], ['rulings.json', bulk.rulings]] as const) {
      // CRLF and a BOM too: the stream normalises them as decode does.
      const bytes = encode('\uFEFF' + text.replace(/\n/g, '\r\n'))
      const whole = ingestDocument({ path: name, bytes }, 'doc')
      for (const size of [7, 1000, 1 << 20]) {
        const streamed = ingestSource(inPieces(name, bytes, size), 'doc')
        expect(streamed.nodes).toEqual(whole.nodes)
        expect(streamed.noise).toEqual(whole.noise)
        expect(streamed.problems).toEqual(whole.problems)
        expect(streamed.info).toEqual(whole.info)
        expect(streamed.decoded).toEqual({ ...whole.decoded, text: '' })
      }
    }
  })

  it('names each ruling group after the card of its oracle_id, and reports rulings whose card no file has', () => {
    const { graph, report } = buildGraph([
      { path: 'oracle-cards.json', bytes: encode(bulk.oracleCards) },
      { path: 'rulings.json', bytes: encode(bulk.rulings) },
    ])
    const cards = new Map(graph.nodes.filter((n) => n.doc === 'oracle-cards').map((n) => [n.id.split('/')[1], n.title]))
    const groups = graph.nodes.filter((n) => n.doc === 'rulings' && n.kind === 'card')
    const named = groups.filter((g) => g.title)
    expect(named.length).toBe(groups.length - 2)
    for (const g of named) expect(g.title).toBe(cards.get(g.id.split('/')[1]))
    const problems = report.documents.find((d) => d.id === 'rulings')!.problems.map((p) => p.message)
    expect(problems.filter((m) => m.includes('no card file ingested has that card'))).toHaveLength(2)
    // Every ruling of the file is a node, the orphans too.
    expect(graph.nodes.filter((n) => n.kind === 'ruling')).toHaveLength(bulk.rulings.split('\n').length - 3)
    // A ruling is no mention of its own card: names are linked only to other cards.
    for (const r of graph.nodes.filter((n) => n.kind === 'ruling' && n.parent)) {
      const own = graph.nodes.find((n) => n.id === r.parent)!.title
      expect(r.refs.filter((ref) => ref.kind === 'card').map((ref) => ref.number)).not.toContain(own)
    }
    expect(graph.nodes.filter((n) => n.kind === 'ruling').some((r) => r.refs.some((ref) => ref.kind === 'card' && ref.target?.startsWith('oracle-cards/')))).toBe(true)
  })

  it('gives a card and its rulings the same ids whatever their place in the files', () => {
    const lines = bulk.oracleCards.trim().split('\n')
    const body = lines.slice(1, -1).map((l) => l.replace(/,$/, ''))
    const reversed = ['[', ...body.reverse().map((l, i, a) => (i < a.length - 1 ? `${l},` : l)), ']'].join('\n')
    const ids = (cardsFile: string) => {
      const { graph } = buildGraph([
        { path: 'oracle-cards.json', bytes: encode(cardsFile) },
        { path: 'rulings.json', bytes: encode(bulk.rulings) },
      ])
      return new Map(graph.nodes.map((n) => [n.id, n.title ?? n.text]))
    }
    expect(ids(reversed)).toEqual(ids(bulk.oracleCards))
  })

  describe.skipIf(!present)('the real samples (skipped: ../shared/corpora/cards not found)', () => {
    it('ingest with every card and ruling a node, the rulings under their card by name', () => {
      const files = cardSampleFiles()
      const { graph, report } = buildGraph(files.map((f) => ({ path: f, bytes: new Uint8Array(readFileSync(join(samples, f))) })))
      expect(report.failed).toEqual([])
      for (const f of files.filter((x) => x.startsWith('scryfall-rulings-'))) {
        const list = JSON.parse(readFileSync(join(samples, f), 'utf8')) as { data: ScryfallRuling[] }
        const card = JSON.parse(readFileSync(join(samples, f.replace('rulings', 'card')), 'utf8'))
        const doc = graph.documents.find((d) => d.file === f)!
        const group = graph.nodes.find((n) => n.doc === doc.id && n.kind === 'card')!
        expect(group.title).toBe(card.name)
        const rulings = group.children.map((id) => graph.nodes.find((n) => n.id === id)!)
        expect(rulings.map((r) => r.text)).toEqual(list.data.map((r) => r.comment))
        expect(rulings.map((r) => [r.citations[0].source, r.citations[0].date])).toEqual(list.data.map((r) => ['Wizards of the Coast', r.published_at]))
      }
      for (const d of report.documents) expect(d.problems, d.file).toEqual([])
    })
  })
})
