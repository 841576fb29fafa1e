// The translated Comprehensive Rules in ../shared/corpora/translations, each ingested with the English it was made
// from (integration: whole corpora). Figures measured on those files (2026-12).
import { existsSync, readFileSync } from 'node:fs'
import { beforeAll, describe, expect, test } from 'vitest'
import { buildGraph, type BuildResult } from '../ingest/build-graph.js'
import { formatReport } from './report.js'

const T = new URL('../../../shared/corpora/translations/', import.meta.url)
const ZH = ['zh-Hans/cr/20260417_Zh.txt', 'zh-Hans/cr/20260417.json', 'zh-Hans/cr/20260417_En.txt']
const KO = ['ko/cr/MagicCompRules_KR.txt', 'ko/cr/MagicCompRules_20211115_EN_reference.txt']
const present = [...ZH, ...KO].every((f) => existsSync(new URL(f, T)))
const ingest = (files: string[]) => buildGraph(files.map((f) => ({ path: f, bytes: readFileSync(new URL(f, T)) })))

describe.skipIf(!present)(`the translated CRs in ../shared/corpora/translations${present ? '' : ' (skipped: ../shared/corpora/translations is absent)'}`, () => {
  let zh: BuildResult
  let ko: BuildResult
  beforeAll(() => {
    zh = ingest(ZH)
    ko = ingest(KO)
  })
  const translation = (built: BuildResult, id: string) => built.report.documents.find((d) => d.id === id)!

  test('the Chinese CR, in either layout, attaches all 3,285 of its rules to the CR of 2026-04-17', () => {
    for (const id of ['20260417-zh', '20260417']) {
      const doc = zh.graph.documents.find((d) => d.id === id)!
      expect(doc).toMatchObject({ family: 'translation', language: 'zh-Hans', date: '2026-04-17', translates: '20260417-en' })
      expect(translation(zh, id).translation).toMatchObject({ attached: 3285, englishNumbered: 3285, numbered: 3285, lacks: [], extra: [], repeated: [], nearest: false })
    }
    // The bilingual tree names each glossary term in English: every one attaches (the English has three more).
    expect(translation(zh, '20260417').translation!.terms).toEqual({ translated: 727, english: 730, attached: 727 })
    const rule = zh.graph.nodes.find((n) => n.id === '20260417-zh/702.19b')!
    expect(rule.translates).toBe('20260417-en/702.19b')
    expect(rule.text).toMatch(/^具有践踏的攻击生物之操控者/)
  })

  test('the Korean CR attaches 2,751 of the 2,754 rules of the CR of 2021-11-19', () => {
    const doc = ko.graph.documents.find((d) => d.id === 'magiccomprules-kr')!
    expect(doc).toMatchObject({ family: 'translation', language: 'ko', date: '2021-11-19', translates: 'magiccomprules-20211115-en-reference' })
    // 302.4b is there, its space lost ("302.4b생물의"); the three it lacks are numbered as their neighbours.
    expect(translation(ko, 'magiccomprules-kr').translation).toMatchObject({
      attached: 2751,
      englishNumbered: 2754,
      lacks: ['101.4e', '120.4d', '702.86b'],
      extra: [],
      repeated: ['101.4d', '120.4c', '702.86'],
      nearest: false,
    })
    expect(ko.graph.nodes.find((n) => n.id === 'magiccomprules-kr/702.86')).toMatchObject({ title: '절멸자/절멸 Annihilator', translates: 'magiccomprules-20211115-en-reference/702.86' })
  })

  test('both figures are in the ingest report, and every line is a node or reported noise', () => {
    const text = formatReport(zh.report) + '\n' + formatReport(ko.report)
    expect(text).toContain('  rules attached 3,285 of 3,285 English rules (the translation numbers 3,285)')
    expect(text).toContain('  rules attached 2,751 of 2,754 English rules (the translation numbers 2,751)')
    expect(text).toContain('  lacks          3: 101.4e, 120.4d, 702.86b')
    for (const d of [...zh.report.documents, ...ko.report.documents]) {
      expect(d.noise.filter((n) => n.reason === 'not recognised by the parser')).toEqual([])
      expect(d.problems.filter((p) => !/^duplicate /.test(p.message))).toEqual([])
    }
    expect(zh.report.failed).toEqual([])
  })

  test("without its own English version, the Korean attaches to the nearest one and says so", () => {
    const built = ingest([KO[0], ZH[2]])
    const t = translation(built, 'magiccomprules-kr').translation!
    expect(t).toMatchObject({ translates: '20260417-en', nearest: true, wantedDate: '2021-11-19', englishDate: '2026-04-17' })
    // By number: rules renumbered or added since 2021 do not attach (lineage would follow them; the report says which).
    expect(t.attached).toBe(2578)
    expect(formatReport(built.report)).toContain('the nearest English version; the one of 2021-11-19 it was made from is not in the graph')
  })
})
