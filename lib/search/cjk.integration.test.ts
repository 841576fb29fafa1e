/**
 * The Chinese and Korean Comprehensive Rules searched in their own words (issue 39, item 4): ../shared's translations,
 * made into translated documents by a small adapter here (the translation ingest is built elsewhere: this tests the
 * index and the query over its contract, lib/types.ts), indexed by build.ts and searched through the serialised files.
 */
import { existsSync, readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { engineFromBuilt } from './node.js'
import { buildSearch, type BuiltSearch } from './build.js'
import type { SearchEngine } from './engine.js'
import { translatedGraph, type TranslatedRule } from './translation-kit.js'
import { recordingEngine } from './test-helpers.js'
import { precachedSearchFiles } from './precache-files.mjs'

const ROOT = join(import.meta.dirname, '..', '..', '..', 'shared', 'corpora', 'translations')
const ZH = join(ROOT, 'zh-Hans', 'cr', '20260417.json')
const KO = join(ROOT, 'ko', 'cr', 'MagicCompRules_KR.txt')
const present = existsSync(ZH) && existsSync(KO)

interface ZhEntry {
  chapter: string
  en: string
  zh: string
  subrules?: ZhEntry[] | null
}

/** The JSON's tree as rules: a numbered heading (702.9.) has its name as title and text, a rule (702.9a) its text. */
function zhRules(tree: ZhEntry[]): TranslatedRule[] {
  const out: TranslatedRule[] = []
  const walk = (e: ZhEntry) => {
    const number = e.chapter.replace(/\.$/, '')
    const heading = !/[a-z]$/.test(number) && !!e.subrules?.length
    out.push({ number, title: heading ? e.zh : null, text: e.zh })
    for (const s of e.subrules ?? []) walk(s)
  }
  tree.forEach(walk)
  return out
}

/** Wizards' text layout: "702.9. 비행 Flying" (a heading, its English term kept) and "702.9a 비행은 ..." lines. */
function koRules(text: string): TranslatedRule[] {
  const out: TranslatedRule[] = []
  for (const line of text.split(/\r?\n/)) {
    const m = /^(\d{3}\.\d+[a-z]?|\d{3})\.? (.+)$/.exec(line.trim())
    if (!m || out.some((r) => r.number === m[1])) continue
    const heading = !/[a-z]$/.test(m[1])
    out.push({ number: m[1], title: heading ? m[2].trim() : null, text: m[2].trim() })
  }
  return out
}

describe.skipIf(!present)(`the Chinese and Korean CR in their own words${present ? '' : ' (skipped: ../shared/corpora/translations is absent)'}`, () => {
  let built: BuiltSearch
  let engine: SearchEngine
  let keywords: Array<{ number: string; zh: string; en: string }>
  beforeAll(() => {
    const json = JSON.parse(readFileSync(ZH, 'utf8')) as { main: ZhEntry[] }
    const zh = zhRules(json.main)
    const ko = koRules(readFileSync(KO, 'utf8'))
    const kw = json.main.flatMap((c) => c.subrules ?? []).find((s) => s.chapter.replace(/\.$/, '') === '702')!
    keywords = (kw.subrules ?? []).flatMap((s) => {
      const number = s.chapter.replace(/\.$/, '')
      return /^702\.\d+$/.test(number) && Number(number.split('.')[1]) >= 2 ? [{ number, zh: s.zh.trim(), en: s.en.trim() }] : []
    })
    built = buildSearch(
      translatedGraph([
        { id: 'cr-2026-04-17-zh-hans', language: 'zh-Hans', translates: 'cr-2026-04-17', title: '万智牌完整规则（简体中文）', date: '2026-04-17', rules: zh },
        { id: 'cr-2021-11-19-ko', language: 'ko', translates: 'cr-2021-11-19', title: '매직: 더 개더링 종합 규칙서', date: '2021-11-19', rules: ko },
      ]),
    )
    engine = engineFromBuilt(built)
  }, 300_000)

  const within = (rule: string) => (n: string | null) => !!n && (n === rule || (n.startsWith(rule) && /^[a-z]$/.test(n.slice(rule.length))))

  it('finds at least 90% of the keyword abilities (702.2 onward) by their Chinese names in the first five', () => {
    expect(keywords.length).toBeGreaterThan(150)
    const misses: string[] = []
    for (const k of keywords) {
      const top = engine.searchSync(k.zh, { limit: 5 }).filter((r) => r.doc === 'cr-2026-04-17-zh-hans')
      if (!top.some((r) => within(k.number)(r.number))) misses.push(`${k.number} ${k.zh} (${k.en}): ${top.map((r) => r.number).join(' ')}`)
    }
    const recall = 1 - misses.length / keywords.length
    console.log(`keyword abilities by Chinese name: recall@5 ${recall.toFixed(3)} of ${keywords.length}; misses:\n${misses.join('\n')}`)
    expect(recall).toBeGreaterThanOrEqual(0.9)
  })

  it('answers a Chinese question in a player\'s words with its rule, shown with the English it translates', () => {
    const top = engine.searchSync('践踏生物被阻挡时多余的伤害怎么分配', { limit: 5 })
    expect(top.some((r) => within('702.19')(r.number))).toBe(true)
    const r = top.find((x) => within('702.19')(x.number))!
    expect(r.language).toBe('zh-Hans')
    expect(r.translates).toBe(`cr-2026-04-17/${r.number}`)
  })

  it('answers a Korean question in a player\'s words with its rule', () => {
    const top = engine.searchSync('비행을 가진 생물은 어떤 생물이 방어할 수 있나요?', { limit: 5 })
    expect(top.some((r) => within('702.9')(r.number))).toBe(true)
    expect(top.find((r) => within('702.9')(r.number))!.language).toBe('ko')
  })

  it('fetches a translation\'s index only for a query in its script: an English session fetches nothing of it', () => {
    const { engine: e, read } = recordingEngine(built)
    e.searchSync('trample', { limit: 5 })
    expect(read.filter((f) => f.includes('zh-hans') || f.includes('-ko'))).toEqual([])
    e.searchSync('飞行', { limit: 5 })
    expect(read.some((f) => f.startsWith('match.cr-2026-04-17-zh-hans'))).toBe(true)
    expect(read.some((f) => f.startsWith('match.cr-2021-11-19-ko'))).toBe(false)
    const sizes = [...built.files].filter(([n]) => n.startsWith('match.')).map(([n, t]) => `${n} ${(t.length / 1024).toFixed(0)} KB (${(gzipSync(t).length / 1024).toFixed(0)} KB gzip)`)
    console.log(`translation match files: ${sizes.join(', ')}`)
    expect(precachedSearchFiles(JSON.parse(built.files.get('manifest.json')!))).toEqual(['manifest.json'])
  })
})
