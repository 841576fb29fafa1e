/**
 * The article fixtures (a Markdown column, a Markdown set FAQ, the column as an HTML page, release notes) through
 * the whole pipeline with content/: detected from their text, every character accounted for, CR numbers in
 * answers resolved to the Comprehensive Rules nearest the article's date, card links kept as card references,
 * and the questions found by search, by their words and by the card names in them.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkCoverage } from '../lib/formats/coverage.js'
import { buildGraph } from '../lib/ingest/build-graph.js'
import { engineFromGraph } from '../lib/search/node.js'
import type { GraphNode } from '../lib/types.js'
import { readContent } from '../scripts/ingest.js'

const root = join(import.meta.dirname, '..')
const fixtures = join(root, 'test', 'fixtures', 'site-content')
const articleFiles = ['saturday-school-64.md', 'darksteel-faq.md', 'saturday-school-64-page.html', 'roe-release-notes.txt', 'bfz-release-notes.md']
const articleIds = ['saturday-school-64', 'darksteel-faq', 'saturday-school-64-page', 'roe-release-notes', 'bfz-release-notes']
const { sources, manifest } = await readContent(join(root, 'content'))
const extra = articleFiles.map((f) => ({ path: f, bytes: new Uint8Array(readFileSync(join(fixtures, f))) }))
const result = buildGraph([...sources, ...extra], manifest)
const { graph } = result
const docOf = new Map(graph.documents.map((d) => [d.id, d]))
const nodesOf = (doc: string) => graph.nodes.filter((n) => n.doc === doc)
const question = (doc: string, start: string) => nodesOf(doc).find((n) => n.kind === 'qa' && n.title?.startsWith(start))!

describe('articles through the pipeline', () => {
  it('detects every form as an article, dated and titled from its own text', () => {
    expect(result.report.failed).toEqual([])
    expect(articleIds.map((id) => [docOf.get(id)?.family, docOf.get(id)?.date, docOf.get(id)?.title])).toEqual([
      ['article', '2004-02-07', 'Saturday School #64'],
      ['article', '2005-02-01', 'Darksteel FAQ'],
      ['article', '2004-02-07', 'Saturday School #64'],
      ['article', '2010-04-23', 'Rise of the Eldrazi Release Notes'],
      ['article', '2015-09-22', 'Battle for Zendikar Release Notes'],
    ])
    expect(docOf.get('saturday-school-64')?.author).toBe('Rune Horvik')
  })

  it('accounts for every character, and reports images and chrome with reasons', () => {
    for (const doc of result.documents.filter((d) => articleIds.includes(d.info.id))) {
      const coverage = checkCoverage(doc.decoded.text, doc.root)
      expect(coverage.missing, doc.info.id).toEqual([])
      expect(coverage.doubled, doc.info.id).toEqual([])
      expect(doc.noise.filter((n) => n.reason === 'not recognised by the parser'), doc.info.id).toEqual([])
    }
    const page = result.documents.find((d) => d.info.id === 'saturday-school-64-page')!
    expect(new Set(page.noise.map((n) => n.reason))).toEqual(
      new Set(['HTML markup', 'page head (title, author and date read from it)', 'site navigation', 'HTML comment', 'image', 'card link target', 'archive link', 'page footer', 'horizontal rule']),
    )
  })

  it('makes every question one node with its answer, and card links names with card references', () => {
    const column = readFileSync(join(fixtures, 'saturday-school-64.md'), 'utf8')
    const qas = nodesOf('saturday-school-64').filter((n) => n.kind === 'qa')
    expect(qas).toHaveLength((column.match(/\*\*Q\*\*|\*\*Q:|^Q:/gm) ?? []).length)
    for (const q of qas) {
      expect(q.text, q.id).toMatch(/\nA: \S/)
      expect(q.text, q.id).not.toMatch(/gatherer|\]\(|!\[/)
    }
    const dmd = question('saturday-school-64', 'If Death-Mask Duplicant imprints')
    expect(dmd.refs.filter((r) => r.kind === 'card').map((r) => r.number)).toEqual(['Death-Mask Duplicant'])
    expect(dmd.citations.map((c) => [c.source, c.date])).toEqual([['Ari Lipkin', '2004-02-07']])
  })

  it('resolves [CR 502.15e] and "rule 419.8a" as references, never as citations of the CR', () => {
    const cr = graph.documents.filter((d) => d.family === 'cr')
    const dmd = question('saturday-school-64', 'If Death-Mask Duplicant imprints')
    const ref = dmd.refs.find((r) => r.text === 'CR 502.15e')!
    expect(ref.number).toBe('502.15e')
    // The nearest-dated CR version that has the rule.
    const holders = graph.nodes.filter((n) => n.number === '502.15e' && cr.some((d) => d.id === n.doc))
    const nearest = holders.sort((a, b) => gap(a) - gap(b))[0]
    expect(ref.target).toBe(nearest.id)
    const phasing = question('saturday-school-64', 'Does phasing')
    expect(phasing.refs.map((r) => [r.text, r.number])).toEqual([['rule 419.8a', '419.8a']])
    for (const id of articleIds) for (const n of nodesOf(id)) expect(n.citations.filter((c) => c.sourceKey === 'comprules'), n.id).toEqual([])
  })

  it('makes each release-notes card a card node with its rulings, dated by the document as Wizards of the Coast', () => {
    const sire = nodesOf('bfz-release-notes').find((n) => n.kind === 'card' && n.title === 'Sire of Stagnation')!
    expect(sire.text.split('\n').slice(0, 3)).toEqual(['{4}{U}{B}', 'Creature — Eldrazi', '5/7'])
    const rulings = sire.children.map((id) => graph.nodes.find((n) => n.id === id)!)
    expect(rulings.map((r) => r.kind)).toEqual(['ruling', 'ruling', 'ruling'])
    for (const r of rulings) expect(r.citations.map((c) => [c.source, c.sourceKey, c.date, c.dateInferred])).toEqual([['Wizards of the Coast', 'wotc', '2015-09-22', true]])
    expect(rulings[2].refs.filter((r) => r.kind === 'card').map((r) => r.number)).toEqual(['Evolving Wilds'])
  })

  it('leaves the forum FAQ to the faq family', () => {
    expect(docOf.get('faq')?.family).toBe('faq')
  })

  it('finds a question by its words and by a card name in it', async () => {
    const engine = engineFromGraph(graph)
    const byWords = await engine.search('phasing remove damage', { limit: 10 })
    expect(byWords.map((r) => r.id)).toContain(question('saturday-school-64', 'Does phasing').id)
    const byCard = await engine.search('Iridescent Angel', { limit: 10 })
    expect(byCard.map((r) => r.id)).toContain(question('saturday-school-64', 'Can Iridescent Angel').id)
    const byOtherCard = await engine.search('Darksteel Colossus', { limit: 10 })
    expect(byOtherCard.map((r) => r.id)).toContain(question('darksteel-faq', 'Does Darksteel Colossus').id)
  })
})

function gap(n: GraphNode): number {
  return Math.abs(Date.parse(docOf.get(n.doc)!.date!) - Date.parse('2004-02-07'))
}

describe('the fixture folder', () => {
  it('holds the article forms the browser build ingests', () => {
    expect(existsSync(fixtures)).toBe(true)
    expect(readdirSync(fixtures)).toEqual(expect.arrayContaining(articleFiles))
  })
})

describe('mutated articles through the pipeline', () => {
  it('never throw: each ingests fully accounted for, or is reported with a reason', () => {
    const texts = extra.map((e) => ({ path: e.path, text: Buffer.from(e.bytes).toString('utf8') }))
    const op = fc.record({ kind: fc.constantFrom('drop', 'duplicate', 'swap', 'truncate', 'flip'), a: fc.nat(), b: fc.nat() })
    fc.assert(
      fc.property(fc.constantFrom(...texts), fc.array(op, { minLength: 1, maxLength: 4 }), fc.constantFrom('utf-8', 'utf-16le', 'crlf'), (seed, ops, encoding) => {
        let lines = seed.text.split('\n')
        for (const { kind, a, b } of ops) {
          const i = a % lines.length
          const j = b % lines.length
          if (kind === 'drop') lines.splice(i, 1 + (b % 5))
          else if (kind === 'duplicate') lines.splice(j, 0, ...lines.slice(i, i + 1 + (b % 5)))
          else if (kind === 'swap') [lines[i], lines[j]] = [lines[j], lines[i]]
          else if (kind === 'truncate') lines[i] = (lines[i] ?? '').slice(0, b % 40)
          else lines[i] = (lines[i] ?? '') + String.fromCharCode(b % 256)
          if (lines.length === 0) lines = ['']
        }
        const text = lines.join('\n')
        const bytes =
          encoding === 'utf-16le' ? new Uint8Array([0xff, 0xfe, ...Buffer.from(text, 'utf16le')])
          : new TextEncoder().encode(encoding === 'crlf' ? text.replace(/\n/g, '\r\n') : text)
        const built = buildGraph([{ path: seed.path, bytes }])
        if (built.documents.length === 0) {
          expect(built.report.failed).toHaveLength(1)
          expect(built.report.failed[0].message).toMatch(/\w/)
          return
        }
        const [doc] = built.documents
        const coverage = checkCoverage(doc.decoded.text, doc.root)
        expect(coverage.missing).toEqual([])
        expect(coverage.doubled).toEqual([])
        expect(new Set(built.graph.nodes.map((n) => n.id)).size).toBe(built.graph.nodes.length)
      }),
      { numRuns: 120 },
    )
  })
})
