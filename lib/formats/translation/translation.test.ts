import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { checkCoverage, describeCoverage } from '../coverage.js'
import { detectFamily, ParseError } from '../index.js'
import type { Block, Root } from '../tree.js'
import * as api from './index.js'
import { detectTranslation, parseTranslation, readEffectiveDate, scriptLanguage } from './index.js'

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8').replace(/\r\n/g, '\n')

function* walk(blocks: Block[]): Generator<Block> {
  for (const b of blocks) {
    yield b
    yield* walk(b.children)
  }
}
const numbers = (root: Root) => [...walk(root.children)].filter((b) => b.number).map((b) => b.number)
const find = (root: Root, number: string) => [...walk(root.children)].find((b) => b.number === number)

test('the public API', () => {
  expect(Object.keys(api).sort()).toEqual(['detectTranslation', 'parseTranslation', 'readEffectiveDate', 'scriptLanguage', 'translationFormat'])
})

describe('language, from the script', () => {
  test('Han without kana is Simplified Chinese, Hangul Korean, kana Japanese, Latin none', () => {
    expect(scriptLanguage('此规则于2026年4月17日起生效。践踏是一种静止式异能。')).toBe('zh-Hans')
    expect(scriptLanguage('이 규칙은 2021년 11월 19일부터 시행됩니다. 돌진 Trample')).toBe('ko')
    expect(scriptLanguage('このルールは2021年11月19日から有効です。トランプル')).toBe('ja')
    expect(scriptLanguage('702.19b The controller of an attacking creature with trample first assigns damage.')).toBeNull()
  })
  test('an English text quoting a few names in another script stays English', () => {
    expect(scriptLanguage(`${'The rules of Magic, as published in English. '.repeat(20)}践踏`)).toBeNull()
  })
})

test('the effective date, as each language writes it', () => {
  expect(readEffectiveDate('此规则于2026年4月17日起生效。')).toBe('2026-04-17')
  expect(readEffectiveDate('이 규칙은 2021년 11월 19일부터 시행됩니다.')).toBe('2021-11-19')
  expect(readEffectiveDate('These rules are effective as of April 17, 2026.')).toBe('2026-04-17')
  // A year with no word of taking effect is a copyright line, not the rules' date.
  expect(readEffectiveDate('© 2025 漫威。2025年1月1日')).toBeNull()
})

describe('detect', () => {
  test('a translation in the CR layout, or the bilingual tree, is a translation; the English CR is not', () => {
    expect(detectFamily(fixture('cr-zh-Hans.txt')).family?.id).toBe('translation')
    expect(detectFamily(fixture('cr-ko.txt')).family?.id).toBe('translation')
    expect(detectFamily(fixture('cr-bilingual.json')).family?.id).toBe('translation')
    expect(detectFamily(fixture('cr-en-2026.txt')).family?.id).toBe('cr')
    expect(detectTranslation(fixture('cr-en-2026.txt'))).toBe(0)
  })
  test('prose in Chinese without the CR shape is no translated CR', () => {
    expect(detectTranslation('这是一篇关于万智牌的文章。\n\n没有编号的规则。')).toBe(0)
    expect(detectTranslation('')).toBe(0)
  })
})

describe('the Wizards text layout (Chinese)', () => {
  const text = fixture('cr-zh-Hans.txt')
  const root = parseTranslation(text)
  test('reads its title, date, language and the English version it translates', () => {
    expect(root.family).toBe('translation')
    expect(root.meta).toMatchObject({ title: '万智牌完整规则', date: '2026-04-17', language: 'zh-Hans', translates: { family: 'cr', date: '2026-04-17' } })
  })
  test('its contents is one block and its rules are numbered once, under their headings', () => {
    expect(root.children.map((b) => b.kind)).toEqual(['preface', 'preface', 'contents', 'chapter', 'chapter', 'glossary', 'credits'])
    expect(numbers(root)).toEqual(['1', '100', '100.1', '100.1a', '101', '101.1', '7', '702', '702.19', '702.19a', '702.19b'])
    expect(find(root, '702.19')?.title).toBe('践踏')
    expect(find(root, '702.19b')?.text).toContain('\n例如：')
    expect(root.problems).toEqual([])
  })
  test('its glossary terms and every character owned once', () => {
    const glossary = root.children.find((b) => b.kind === 'glossary')!
    expect(glossary.children.map((t) => [t.kind, t.title])).toEqual([['term', '撤废'], ['term', '践踏']])
    const coverage = checkCoverage(text, root)
    expect(coverage.missing.length + coverage.doubled.length, describeCoverage(text, coverage)).toBe(0)
  })
})

describe('the Wizards text layout (Korean)', () => {
  const text = fixture('cr-ko.txt')
  const root = parseTranslation(text)
  test('headings keep the English term; contents worded unlike the body is still the contents', () => {
    expect(root.meta).toMatchObject({ date: '2021-11-19', language: 'ko' })
    expect(root.children.filter((b) => b.kind === 'chapter')).toHaveLength(2)
    expect(find(root, '702.19')?.title).toBe('돌진 Trample')
  })
  test('a number with no space before the Korean is read; a number written twice is reported', () => {
    expect(find(root, '702.19a')?.text).toMatch(/^돌진은/)
    expect(root.problems.map((p) => p.message)).toEqual(['duplicate rule number 100.1a', 'duplicate rule number 702.19'])
    const coverage = checkCoverage(text, root)
    expect(coverage.missing.length + coverage.doubled.length, describeCoverage(text, coverage)).toBe(0)
  })
})

describe("the translators' bilingual JSON", () => {
  const text = fixture('cr-bilingual.json')
  const root = parseTranslation(text)
  test('the tree becomes the rules, with the translated words; terms are named by their English name', () => {
    expect(root.meta).toMatchObject({ title: '万智牌完整规则', date: '2026-04-17', language: 'zh-Hans' })
    expect(numbers(root)).toEqual(['1', '100', '100.1', '100.1a'])
    expect(find(root, '100')?.title).toBe('总则')
    expect(find(root, '100.1')?.text).toBe('这些万智牌规则适用于任何两位或是更多牌手的万智牌游戏。\n例如：两人的游戏。')
    const glossary = root.children.find((b) => b.kind === 'glossary')!
    expect(glossary.children.map((t) => [t.title, t.local])).toEqual([['撤废', 'term-abandon'], ['践踏', 'term-trample']])
  })
  test('the English beside each entry, the keys and the term list are dropped with their reasons; nothing else', () => {
    const reasons = new Set(root.noise.map((n) => n.reason))
    expect([...reasons].sort()).toEqual([
      'JSON structure',
      'the English beside the translation (the English version is a document of its own)',
      "the translators' list of newly translated terms (not part of the rules)",
    ])
    expect(root.noise.filter((n) => text.slice(n.span.start, n.span.end).includes('万智牌规则适用'))).toEqual([])
    const coverage = checkCoverage(text, root)
    expect(coverage.missing.length + coverage.doubled.length, describeCoverage(text, coverage)).toBe(0)
  })
  test('bad input is a ParseError at the place it goes wrong', () => {
    const broken = text.replace('"chapter": "100.1a"', '"chapter" "100.1a"')
    let error: unknown
    try {
      parseTranslation(broken)
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(ParseError)
    expect((error as ParseError).message).toMatch(/^not valid JSON: expected ":"/)
    expect(broken.slice(0, (error as ParseError).offset!).split('\n').length).toBe(21)
    expect(() => parseTranslation(text.replace('"chapter": "100."', '"chapter": "General"'))).toThrow(/main\[0\]\.subrules\[0\]: "chapter" is no rule number/)
  })
})
