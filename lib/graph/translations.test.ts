import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { buildGraph } from '../ingest/build-graph.js'
import { formatReport } from './report.js'
import { ingestDocument, DocumentError } from './ingest-document.js'

// lib/graph may not import lib/ingest at run time, but a test may: it checks the attachment as the ingest runs it.
const fixtures = new URL('../formats/translation/fixtures/', import.meta.url)
const source = (name: string) => ({ path: name, bytes: readFileSync(new URL(name, fixtures)) })

describe('a translation attached to the English it translates', () => {
  const { graph, report } = buildGraph([source('cr-en-2026.txt'), source('cr-zh-Hans.txt'), source('cr-bilingual.json'), source('cr-ko.txt')])
  const doc = (id: string) => graph.documents.find((d) => d.id === id)!
  const node = (id: string) => graph.nodes.find((n) => n.id === id)!

  test('each translation is a document of its own family, language and English version', () => {
    expect(doc('cr-zh-hans')).toMatchObject({ family: 'translation', language: 'zh-Hans', date: '2026-04-17', translates: 'cr-en-2026', series: null })
    expect(doc('cr-ko')).toMatchObject({ family: 'translation', language: 'ko', date: '2021-11-19', translates: 'cr-en-2026' })
    expect(doc('cr-en-2026').translates).toBeUndefined()
  })

  test('rule by rule, by number; terms by their English name (the bilingual tree names them)', () => {
    expect(node('cr-zh-hans/702.19b').translates).toBe('cr-en-2026/702.19b')
    expect(node('cr-zh-hans/100').translates).toBe('cr-en-2026/100')
    expect(node('cr-bilingual/term-trample').translates).toBe('cr-en-2026/term-trample')
    // The second of a number written twice is no translation of that rule.
    expect(node('cr-ko/100.1a~2').translates).toBeUndefined()
    // A translated rule is not "the same number" of the English: the English is the rule, the translation its words.
    expect(node('cr-en-2026/702.19b').sameNumber).toEqual([])
  })

  test('the report: what attached, what each side lacks, the nearest version standing in', () => {
    const zh = report.documents.find((d) => d.id === 'cr-zh-hans')!.translation!
    expect(zh).toMatchObject({ attached: 9, englishNumbered: 10, numbered: 9, lacks: ['100.1b'], extra: [], repeated: [], nearest: false })
    const ko = report.documents.find((d) => d.id === 'cr-ko')!.translation!
    expect(ko).toMatchObject({ attached: 8, lacks: ['100.1b', '702.19b'], repeated: ['100.1a', '702.19'], nearest: true, wantedDate: '2021-11-19', englishDate: '2026-04-17' })
    const text = formatReport(report)
    expect(text).toContain('  rules attached 9 of 10 English rules (the translation numbers 9)')
    expect(text).toContain('the nearest English version; the one of 2021-11-19 it was made from is not in the graph')
    expect(text).toContain('  lacks          2: 100.1b, 702.19b')
  })

  test('a manifest entry may name the language and the English document', () => {
    const { graph } = buildGraph([source('cr-en-2026.txt'), source('cr-ko.txt')], [{ file: 'cr-ko.txt', language: 'ko-KR', translates: 'cr-en-2026' }])
    expect(graph.documents.find((d) => d.id === 'cr-ko')).toMatchObject({ language: 'ko-KR', translates: 'cr-en-2026' })
  })

  test('a bad bilingual file fails with its file and line', () => {
    const bytes = new TextEncoder().encode(readFileSync(new URL('cr-bilingual.json', fixtures), 'utf8').replace('"zh": "总则",', '"zh": "总则"'))
    expect(() => ingestDocument({ path: 'zh/cr.json', bytes }, 'zh-cr')).toThrow(DocumentError)
    expect(() => ingestDocument({ path: 'zh/cr.json', bytes }, 'zh-cr')).toThrow(/^zh\/cr\.json:15: not valid JSON: expected "," or "}"/)
  })
})
