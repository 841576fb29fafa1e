// The pages in the reader's language, on the small history graph: a Chinese of today's 702.17 and a Korean of 1999's
// 502.9 (the same lineage, edited and renumbered since), and a Japanese with nothing to attach to.
import { describe, expect, test } from 'vitest'
import type { DocumentInfo, Graph } from '../types'
import { INTERFACE_WORDS, isPageLanguage, PAGE_LANGUAGES } from './interface-words'
import { buildSiteGraph } from './site-graph'
import { doc, historyGraph, node } from './test-graph'
import { hrefIn, languageAlternates, translatedNumbers, translatedPage, translatedPageUrl, translationLinks } from './translated-pages'

function translation(id: string, language: string, translates: string, date: string): DocumentInfo {
  return { ...doc(id, date, null, null, true), family: 'translation', language, translates, author: `${language} judges` }
}

function withTranslations(): Graph {
  const g = historyGraph()
  g.documents.push(translation('zh', 'zh-Hans', 'cr-c', '2009-07-11'), translation('ko', 'ko', 'cr-a', '1999-04-23'))
  g.nodes.push(
    node('zh', '702.17', '践踏：攻击生物分配战斗伤害。', { translates: 'cr-c/702.17' }),
    node('zh', '100.2', '一条新规则。', { translates: 'cr-c/100.2', order: 1 }),
    node('ko', '502.9', '돌진: 공격 생물이 피해를 배정합니다.', { translates: 'cr-a/502.9' }),
    // a rule removed since has no page today, so no page in Korean either
    node('ko', '100.1', '오래된 규칙.', { translates: 'cr-a/100.1', order: 1 }),
  )
  return g
}

describe('interface words', () => {
  test('every language has every word, and its name in itself', () => {
    const keys = Object.keys(INTERFACE_WORDS['zh-Hans']).sort()
    for (const language of PAGE_LANGUAGES) {
      expect(Object.keys(INTERFACE_WORDS[language]).sort()).toEqual(keys)
      for (const [key, word] of Object.entries(INTERFACE_WORDS[language]))
        expect(typeof word === 'function' ? word('2009-07-11') : word, `${language} ${key}`).toMatch(/\S/)
    }
    expect(PAGE_LANGUAGES).toEqual(['zh-Hans', 'ko', 'ja'])
    expect(INTERFACE_WORDS.ko.translatedFrom('2021-11-19')).toContain('2021-11-19')
    expect(isPageLanguage('ko')).toBe(true)
    expect(isPageLanguage('en')).toBe(false)
    expect(isPageLanguage('toString')).toBe(false)
  })
})

describe('translated pages', () => {
  const site = buildSiteGraph(withTranslations())

  test("a page per today's rule a translation covers, numbered as today's English", () => {
    expect(translatedNumbers(site, 'zh-Hans')).toEqual(['702.17', '100.2'])
    // the Korean of 1999's 502.9 is today's 702.17; 1999's 100.1 is no rule today
    expect(translatedNumbers(site, 'ko')).toEqual(['702.17'])
    expect(translatedNumbers(site, 'ja')).toEqual([])
    expect(translatedPageUrl('zh-Hans', '702.17')).toBe('/zh-Hans/r/702.17')
  })

  test('the page: the translation, the English shown beside it, the switch to English and the other languages', () => {
    const page = translatedPage(site, 'zh-Hans', '702.17')!
    expect(page.english.id).toBe('cr-c/702.17')
    expect(page.translation).toMatchObject({ fromDate: '2009-07-11', englishChanged: false, diff: null })
    expect(page.translation.node.id).toBe('zh/702.17')
    expect(page.translationDoc.author).toBe('zh-Hans judges')
    expect(page.languages).toEqual([
      { language: 'en', name: 'English', href: '/cr-c/702.17' },
      { language: 'ko', name: '한국어', href: '/ko/r/702.17' },
    ])
  })

  test('a translation of older English: its date, and the English diff since', () => {
    const page = translatedPage(site, 'ko', '702.17')!
    expect(page.translation.node.id).toBe('ko/502.9')
    expect(page.translation.fromDate).toBe('1999-04-23')
    expect(page.translation.englishChanged).toBe(true)
    expect(page.translation.diff!.filter((p) => p.op !== 'same').map((p) => `${p.op} ${p.text.trim()}`)).toEqual(
      expect.arrayContaining(['ins combat']),
    )
  })

  test('no page for an unknown language, an English number no translation covers, or a removed rule', () => {
    expect(translatedPage(site, 'en', '702.17')).toBeNull()
    expect(translatedPage(site, 'ja', '702.17')).toBeNull()
    expect(translatedPage(site, 'ko', '100.2')).toBeNull()
    expect(translatedPage(site, 'ko', '100.1')).toBeNull()
  })

  test("hreflang alternates: every language's page and the English as the default; none for an untranslated rule", () => {
    expect(languageAlternates(site, site.node('cr-c/702.17')!)).toEqual({
      en: '/cr-c/702.17',
      'zh-Hans': '/zh-Hans/r/702.17',
      ko: '/ko/r/702.17',
      'x-default': '/cr-c/702.17',
    })
    expect(languageAlternates(site, site.node('cr-c/100.2')!)).toEqual({ en: '/cr-c/100.2', 'zh-Hans': '/zh-Hans/r/100.2', 'x-default': '/cr-c/100.2' })
    expect(languageAlternates(site, site.node('faq/q1')!)).toBeNull()
    expect(translationLinks(site, site.node('cr-c/702.17')!).map((l) => l.language)).toEqual(['zh-Hans', 'ko'])
  })

  test("links stay in the reader's language where the rule linked to has a page in it", () => {
    expect(hrefIn(site, 'ko', site.node('cr-c/702.17')!)).toBe('/ko/r/702.17')
    expect(hrefIn(site, 'ko', site.node('cr-c/100.2')!)).toBe('/cr-c/100.2')
    // an older version is read at its lineage page's History entry
    expect(hrefIn(site, 'ko', site.node('cr-a/100.1')!)).toBe(site.pageUrlOf('cr-a/100.1'))
  })
})
