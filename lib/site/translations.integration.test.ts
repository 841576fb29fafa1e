// A translation found through lineage: the Korean CR of 2021 on today's English rule (integration: whole corpora).
import { existsSync, readFileSync } from 'node:fs'
import { beforeAll, describe, expect, test } from 'vitest'
import { buildGraph } from '../ingest/build-graph.js'
import { buildSiteGraph, type SiteGraph } from './site-graph'
import { englishOf, translationsOf } from './translations'

const T = new URL('../../../shared/corpora/translations/', import.meta.url)
const FILES = ['ko/cr/MagicCompRules_KR.txt', 'ko/cr/MagicCompRules_20211115_EN_reference.txt', 'zh-Hans/cr/20260417_En.txt', 'zh-Hans/cr/20260417_Zh.txt']
const present = FILES.every((f) => existsSync(new URL(f, T)))

describe.skipIf(!present)(`translations on the English pages${present ? '' : ' (skipped: ../shared/corpora/translations is absent)'}`, () => {
  let site: SiteGraph
  beforeAll(() => {
    site = buildSiteGraph(buildGraph(FILES.map((f) => ({ path: f, bytes: readFileSync(new URL(f, T)) }))).graph)
  })
  const views = (id: string) => translationsOf(site, site.node(id)!).map((v) => ({ doc: v.node.doc, language: v.language, fromDate: v.fromDate, changed: v.englishChanged }))

  test("today's rule finds the Korean of 2021 through its lineage; unchanged English, no diff", () => {
    expect(site.node('20260417-en/702.19a')!.prev).toBe('magiccomprules-20211115-en-reference/702.19a')
    const found = translationsOf(site, site.node('20260417-en/702.19a')!)
    expect(found.map((v) => [v.node.id, v.language, v.fromDate, v.englishChanged])).toEqual([
      ['20260417-zh/702.19a', 'zh-Hans', '2026-04-17', false],
      ['magiccomprules-kr/702.19a', 'ko', '2021-11-19', site.node('20260417-en/702.19a')!.change !== 'same'],
    ])
  })

  test('where the English changed since 2021, the Korean comes with its date and the word diff', () => {
    const changed = site.graph.nodes.find((n) => n.doc === '20260417-en' && n.change === 'edited' && translationsOf(site, n).some((v) => v.language === 'ko'))!
    const korean = translationsOf(site, changed).find((v) => v.language === 'ko')!
    expect(korean).toMatchObject({ fromDate: '2021-11-19', englishChanged: true })
    expect(korean.diff!.some((p) => p.op !== 'same')).toBe(true)
    expect(views(changed.id).find((v) => v.language === 'zh-Hans')?.changed).toBe(false)
  })

  test('a translated rule has its English beside it; /r/NUMBER stays the English rule', () => {
    expect(englishOf(site, site.node('magiccomprules-kr/702.86')!)?.id).toBe('magiccomprules-20211115-en-reference/702.86')
    expect(site.byNumber('702.19b').map((n) => n.doc)).toEqual(['magiccomprules-20211115-en-reference', '20260417-en'])
  })
})
