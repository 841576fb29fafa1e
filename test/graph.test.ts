/**
 * The whole of content/ through the real pipeline: every line accounted for, the
 * counts the ingest report prints, links between documents, and stable ids.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { checkCoverage, describeCoverage } from '../lib/formats/coverage.js'
import { buildGraph, type BuildResult } from '../lib/ingest/build-graph.js'
import type { Graph, GraphNode } from '../lib/types.js'
import { ingest, readContent } from '../scripts/ingest.js'

const content = await readContent('content')
const source = (file: string) => readFileSync(join('content', file), 'utf8')
let result: BuildResult
let byId: Map<string, GraphNode>
const docNodes = (doc: string) => result.graph.nodes.filter((n) => n.doc === doc)
const report = (doc: string) => result.report.documents.find((d) => d.id === doc)!

beforeAll(() => {
  result = buildGraph(content.sources, content.manifest)
  byId = new Map(result.graph.nodes.map((n) => [n.id, n]))
})

describe('graph over content/', () => {
  it('ingests every document, none failed', () => {
    expect(result.report.failed).toEqual([])
    expect(result.graph.documents.map((d) => d.id).sort()).toEqual(['cr-2004', 'faq', 'rulings-2002', 'rulings-2004', 'summary-1994'])
  })

  it('accounts for every non-blank character of every document exactly once (a node or reported noise)', () => {
    for (const doc of result.documents) {
      const coverage = checkCoverage(doc.decoded.text, doc.root)
      expect(describeCoverage(doc.decoded.text, coverage), doc.info.file).toBe('')
      // The pipeline reports text a parser missed; the parsers themselves must miss none.
      expect(doc.noise.filter((n) => n.reason === 'not recognised by the parser'), doc.info.file).toEqual([])
    }
  })

  it('reports noise with a reason for every dropped line', () => {
    for (const d of result.report.documents) for (const n of d.noise) expect(n.reason, `${d.file}:${n.line}`).toMatch(/\w/)
    // 002 is a blog paste: its chrome is dropped, its rules are not.
    expect(report('cr-2004').noiseLines).toBeGreaterThanOrEqual(20)
    expect(report('rulings-2002').noiseLines).toBe(0)
  })

  it('gives every node a unique, URL-safe id and a permalink', () => {
    const ids = result.graph.nodes.map((n) => n.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const n of result.graph.nodes) {
      expect(n.id).toMatch(/^[a-z0-9-]+\/[A-Za-z0-9._~-]+$/)
      expect(n.url).toBe(`/${n.id}`)
      if (n.parent) expect(byId.get(n.parent)!.children).toContain(n.id)
    }
  })

  it('rulings-2002: one chapter, its sections, every ruling and note (counted from the source lines)', () => {
    const text = source('rulings-2002-timing.txt')
    const count = (re: RegExp) => text.split('\n').filter((l) => re.test(l)).length
    expect(report('rulings-2002').nodes).toMatchObject({
      chapter: 1,
      section: count(/^T\.\d+ - /),
      ruling: count(/^- T\.\S+ - /),
      note: count(/^- Note - /),
    })
    expect(byId.get('rulings-2002/T.1.Ruling.2')?.text).toMatch(/^Many players really want to know about the "speed"/)
    expect(byId.get('rulings-2002/T.1.1')?.parent).toBe('rulings-2002/T.1')
  })

  it('rulings-2002: every dated citation bracket becomes dated citations, none undated', () => {
    const text = source('rulings-2002-timing.txt')
    const brackets = text.match(/\[[^\]]*\d{4}\/\d\d\/\d\d[^\]]*\]/g) ?? []
    const citations = brackets.reduce((n, b) => n + b.split('+').length, 0)
    expect(report('rulings-2002').citations).toEqual({ dated: citations, undated: 0 })
    const t16 = byId.get('rulings-2002/T.1.6')!
    expect(t16.citations.map((c) => [c.sourceKey, c.date])).toEqual([
      ['comprules', '1999-04-23'],
      ['dangelo', '1999-05-01'],
      ['comprules', '1999-04-23'],
      ['comprules', '1999-11-01'],
    ])
  })

  it('rulings-2004: dated from its release line, entries numbered like the Comprehensive Rules', () => {
    const text = source('rulings-2004-replacement-effects.txt')
    expect(result.graph.documents.find((d) => d.id === 'rulings-2004')?.date).toBe('2004-01-15')
    expect(report('rulings-2004').nodes.ruling).toBe(text.split('\n').filter((l) => /^- 419\./.test(l)).length)
    expect(byId.get('rulings-2004/419.6a')?.parent).toBe('rulings-2004/419.6')
  })

  it('cr-2004: chapters 4 and 5, their sections and every numbered rule line', () => {
    const lines = source('cr-2004-sections-4-5.txt').split('\n')
    const sections = lines.filter((l) => /^\d{3}\. /.test(l)).length
    const rules = lines.filter((l) => /^\d{3}\.\d+[a-z]?\.? /.test(l)).length
    expect(report('cr-2004').nodes).toMatchObject({ chapter: 2, section: sections, rule: rules })
    expect(byId.get('cr-2004/500.1')?.text).toMatch(/^Some effects restrict declaring attackers/)
    expect(byId.get('cr-2004/502.2a')?.parent).toBe('cr-2004/502.2')
  })

  it('summary-1994: mail headers date it, attributions take its date and say so', () => {
    const doc = result.graph.documents.find((d) => d.id === 'summary-1994')!
    expect(doc.date).toBe('1994-02-22')
    const r = report('summary-1994')
    expect(r.citations.dated).toBe(0)
    expect(r.citations.undated).toBeGreaterThan(50)
    const cites = docNodes('summary-1994').flatMap((n) => n.citations)
    expect(cites.every((c) => c.date === '1994-02-22' && c.dateInferred)).toBe(true)
    // Bethmo and bethmo are one person.
    expect(new Set(cites.filter((c) => /bethmo/i.test(c.text)).map((c) => c.sourceKey))).toEqual(new Set(['bethmo']))
  })

  it('faq: a Q/A node for every question in the thread', () => {
    const questions = source('faq-rules-qa.txt').split('\n').filter((l) => /^Q:/.test(l)).length
    expect(report('faq').nodes.qa).toBe(questions)
    const topics = docNodes('faq').filter((n) => n.kind === 'topic').map((n) => n.title)
    expect(topics).toEqual(expect.arrayContaining(['Emperor', 'Planechase', 'Two Headed Giant (2HG)', 'Copying', 'Replacement and Prevention Effects']))
  })

  it('links the same rule number across documents, and FAQ topics to rules sections', () => {
    expect(byId.get('cr-2004/419.6a')?.sameNumber).toContain('rulings-2004/419.6a')
    expect(byId.get('rulings-2004/419.6a')?.sameNumber).toContain('cr-2004/419.6a')
    const faqTopic = docNodes('faq').find((n) => n.kind === 'topic' && n.title === 'Replacement and Prevention Effects')
    expect(faqTopic?.related).toEqual(expect.arrayContaining(['cr-2004/419']))
  })

  it('resolves references inside the corpus and leaves the rest unresolved, listed', () => {
    const t13 = byId.get('rulings-2002/T.1.3')!
    expect(t13.refs).toEqual([
      { text: expect.stringMatching(/Rule T\.2/), number: 'T.2', target: 'rulings-2002/T.2', at: expect.any(Array), places: [expect.any(Array)] },
    ])
    // Where it is written is stored, so a page links it without scanning the text again.
    const [ref] = t13.refs
    expect(t13.text.slice(...ref.at!)).toBe(ref.text)
    expect(t13.text.slice(...ref.places![0])).toBe('T.2')
    const t12 = byId.get('rulings-2002/T.1.2')!
    expect(t12.refs.map((r) => [r.number, r.target])).toEqual([
      ['A.2', null],
      ['A.5', null],
      ['A.6', null],
      ['A.3', null],
      ['A.4', null],
    ])
    const unresolved = result.report.documents.flatMap((d) => d.unresolved)
    expect(unresolved.length).toBe(result.report.documents.reduce((n, d) => n + d.refs.unresolved, 0))
    expect(report('rulings-2002').refs.resolved).toBeGreaterThan(10)
  })
})

describe('text a parser misses', () => {
  it('goes to the report as noise with a reason and a problem naming its line, never nowhere', async () => {
    const { ingestDocument } = await import('../lib/graph/ingest-document.js')
    const rulings = await import('../lib/formats/rulings/index.js')
    const parse = rulings.rulingsFormat.parse
    // A parser that forgets its last node's text: the pipeline must still account for it.
    rulings.rulingsFormat.parse = (text: string) => {
      const root = parse(text)
      root.children.pop()
      return root
    }
    try {
      const bytes = new TextEncoder().encode('T - Timing\nT.1 - Stack\n- T.1.1 - The stack is the core. [CompRules 1999/04/23]\nZ - Zany\n')
      const doc = ingestDocument({ path: 'x.txt', bytes }, 'x', { file: 'x.txt', family: 'rulings' })
      expect(doc.noise).toEqual([{ line: 4, reason: 'not recognised by the parser', text: 'Z - Zany' }])
      expect(doc.problems).toEqual([{ line: 4, message: expect.stringMatching(/did not place/) }])
    } finally {
      rulings.rulingsFormat.parse = parse
    }
  })
})

describe('stable ids', () => {
  it('gives the same ids on a rebuild', () => {
    const again = buildGraph(content.sources, content.manifest)
    expect(again.graph.nodes.map((n) => n.id)).toEqual(result.graph.nodes.map((n) => n.id))
  })

  it('does not change a document\u2019s ids when another document is added or removed', () => {
    const without = buildGraph(
      content.sources.filter((s) => !s.path.startsWith('faq')),
      content.manifest,
    )
    const before = result.graph.nodes.filter((n) => n.doc !== 'faq').map((n) => n.id)
    expect(without.graph.nodes.map((n) => n.id)).toEqual(before)
  })

  it('a new file whose name gives a taken id is refused, and the other document keeps its permalinks', () => {
    const faq = content.sources.find((s) => s.path.startsWith('faq'))!
    const clash = { path: '_faq.txt', bytes: faq.bytes }
    const withClash = buildGraph([...content.sources, clash], content.manifest)
    expect(withClash.report.failed).toEqual([{ file: '_faq.txt', line: null, message: expect.stringMatching(/id "faq".*manifest\.json/) }])
    expect(withClash.graph.nodes.map((n) => n.id)).toEqual(result.graph.nodes.map((n) => n.id))
  })

  it('a document with no manifest entry still ingests, its family and date read from its text', () => {
    const bare = buildGraph(content.sources.filter((s) => s.path.startsWith('rulings-2004') || s.path.startsWith('summary')))
    expect(bare.report.failed).toEqual([])
    const byFile = new Map(bare.graph.documents.map((d) => [d.file, d]))
    expect(byFile.get('rulings-2004-replacement-effects.txt')).toMatchObject({ family: 'rulings', date: '2004-01-15', dateSource: 'text' })
    expect(byFile.get('summary-1994-general.txt')).toMatchObject({ family: 'newsgroup', date: '1994-02-22', dateSource: 'text' })
    expect(byFile.get('summary-1994-general.txt')?.title).toMatch(/MTG Rulings Summary: General/)
  })
})

describe('npm run ingest', () => {
  it('writes graph.json, report.json and report.txt; one bad document does not stop the others', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ingest-'))
    try {
      const out = join(dir, 'out')
      const contentDir = join(dir, 'content')
      mkdirSync(contentDir)
      copyFileSync('content/rulings-2004-replacement-effects.txt', join(contentDir, 'good.txt'))
      writeFileSync(join(contentDir, 'empty.txt'), '')
      writeFileSync(join(contentDir, 'binary.txt'), Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0x14]))
      writeFileSync(join(contentDir, 'shopping.txt'), 'eggs\nmilk\nbread\n')
      const r = await ingest({ content: contentDir, out, quiet: true })
      expect(r.documents.map((d) => d.file)).toEqual(['good.txt'])
      expect(r.failed).toEqual([
        { file: 'binary.txt', line: 1, message: expect.stringMatching(/binary/) },
        { file: 'empty.txt', line: null, message: 'empty file' },
        { file: 'shopping.txt', line: null, message: expect.stringMatching(/unknown format/) },
      ])
      const graph = JSON.parse(readFileSync(join(out, 'graph.json'), 'utf8')) as Graph
      expect(graph.nodes.length).toBe(r.documents[0].totalNodes)
      expect(readFileSync(join(out, 'report.txt'), 'utf8')).toMatch(/unresolved references/)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
