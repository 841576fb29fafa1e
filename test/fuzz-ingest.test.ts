/**
 * Hostile bytes through the whole pipeline: every seed mutated (lines dropped, duplicated,
 * shuffled, truncated mid-line, bytes flipped, encodings swapped). The pipeline never throws:
 * each document either ingests with every character accounted for, or is reported with a reason.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkCoverage } from '../lib/formats/coverage.js'
import { buildGraph } from '../lib/ingest/build-graph.js'
import { readContent } from '../scripts/ingest.js'

const { sources, manifest } = await readContent('content')
const seeds = sources.map((s) => ({ path: s.path, text: Buffer.from(s.bytes).toString('utf8') }))

const utf16le = (text: string) => {
  const body = Buffer.from(text, 'utf16le')
  return new Uint8Array([0xff, 0xfe, ...body])
}
const cp1252 = (text: string) => new Uint8Array(Buffer.from(text.replace(/[^\x00-\xff]/g, '?'), 'latin1'))

type Mutation =
  | { op: 'drop' | 'duplicate'; at: number; count: number }
  | { op: 'swap'; a: number; b: number }
  | { op: 'truncate'; at: number }
  | { op: 'flip'; at: number; byte: number }

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ op: fc.constantFrom('drop' as const, 'duplicate' as const), at: fc.nat(), count: fc.integer({ min: 1, max: 20 }) }),
  fc.record({ op: fc.constant('swap' as const), a: fc.nat(), b: fc.nat() }),
  fc.record({ op: fc.constant('truncate' as const), at: fc.nat() }),
  fc.record({ op: fc.constant('flip' as const), at: fc.nat(), byte: fc.integer({ min: 0, max: 255 }) }),
)

function mutate(text: string, mutations: Mutation[]): string {
  let lines = text.split('\n')
  let out = text
  for (const m of mutations) {
    lines = out.split('\n')
    const i = (n: number) => n % Math.max(1, lines.length)
    if (m.op === 'drop') lines.splice(i(m.at), m.count)
    else if (m.op === 'duplicate') lines.splice(i(m.at), 0, ...lines.slice(i(m.at), i(m.at) + m.count))
    else if (m.op === 'swap') [lines[i(m.a)], lines[i(m.b)]] = [lines[i(m.b)], lines[i(m.a)]]
    else if (m.op === 'truncate') lines = [...lines.slice(0, i(m.at)), (lines[i(m.at)] ?? '').slice(0, (m.at % 40) + 1)]
    out = lines.join('\n')
    if (m.op === 'flip' && out.length) out = out.slice(0, m.at % out.length) + String.fromCharCode(m.byte) + out.slice((m.at % out.length) + 1)
  }
  return out
}

describe('the pipeline on mutated seeds', () => {
  it('never throws; every document ingests fully accounted for, or is reported with a reason', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...seeds),
        fc.array(mutation, { minLength: 1, maxLength: 4 }),
        fc.constantFrom('utf-8', 'utf-16le', 'windows-1252', 'crlf', 'cr'),
        fc.boolean(),
        (seed, mutations, encoding, withManifest) => {
          const text = mutate(seed.text, mutations)
          const bytes =
            encoding === 'utf-16le' ? utf16le(text)
            : encoding === 'windows-1252' ? cp1252(text)
            : new TextEncoder().encode(encoding === 'crlf' ? text.replace(/\n/g, '\r\n') : encoding === 'cr' ? text.replace(/\n/g, '\r') : text)
          const result = buildGraph([{ path: seed.path, bytes }], withManifest ? manifest : [])
          const failedHere = result.report.failed.filter((f) => f.file === seed.path)
          if (result.documents.length === 0) {
            expect(failedHere).toHaveLength(1)
            expect(failedHere[0].message).toMatch(/\w/)
            return
          }
          const [doc] = result.documents
          const coverage = checkCoverage(doc.decoded.text, doc.root)
          expect(coverage.missing).toEqual([])
          expect(coverage.doubled).toEqual([])
          expect(doc.noise.filter((n) => n.reason === 'not recognised by the parser')).toEqual([])
          expect(new Set(result.graph.nodes.map((n) => n.id)).size).toBe(result.graph.nodes.length)
        },
      ),
      { numRuns: 150 },
    )
  })

  it('reads the same document the same in every encoding and line ending', () => {
    for (const seed of seeds) {
      const ascii = seed.text.replace(/[^\x00-\x7f]/g, '?')
      const ids = (bytes: Uint8Array) => buildGraph([{ path: seed.path, bytes }], manifest).graph.nodes.map((n) => n.id + n.text)
      const base = ids(new TextEncoder().encode(ascii))
      expect(base.length, seed.path).toBeGreaterThan(10)
      expect(ids(utf16le(ascii)), `${seed.path} as UTF-16`).toEqual(base)
      expect(ids(cp1252(ascii)), `${seed.path} as Windows-1252`).toEqual(base)
      expect(ids(new TextEncoder().encode(ascii.replace(/\n/g, '\r\n'))), `${seed.path} with CRLF`).toEqual(base)
      expect(ids(new TextEncoder().encode(ascii.replace(/\n/g, '\r'))), `${seed.path} with CR`).toEqual(base)
    }
  })
})
