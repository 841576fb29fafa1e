import { describe, expect, it } from 'vitest'
import { buildSearch } from './build.js'
import { cjkReadings, cjkTerms, cjkWords, languageSearched, scriptLanguages } from './cjk.js'
import { engineFromBuilt } from './node.js'
import { precachedSearchFiles, initialSearchFiles } from './precache-files.mjs'
import { fixtureGraph, recordingEngine } from './test-helpers.js'
import { translatedGraph } from './translation-kit.js'
import type { SearchManifest } from './types.js'

const zh = {
  id: 'cr-zh',
  language: 'zh-Hans',
  translates: 'cr-2004',
  title: '完整规则',
  rules: [
    { number: '502', title: '关键字异能', text: '关键字异能' },
    { number: '502.9', title: '践踏', text: '践踏' },
    { number: '502.9a', title: null, text: '践踏是一种静止式异能，它改变了战斗伤害步骤的规则。' },
    { number: '502.9b', title: null, text: '进行攻击且具有践踏异能的生物之操控者先将伤害分配给阻挡它的生物。若所有阻挡生物都已被分配致命伤害，则剩余的伤害将分配给防御牌手。' },
    { number: '502.2', title: '先攻', text: '先攻' },
    { number: '502.2a', title: null, text: '先攻是一种静止式异能，它改变了战斗伤害步骤的规则。' },
    { number: '502.12', title: '死触', text: '死触' },
    { number: '502.12a', title: null, text: '死触是一种静止式异能。' },
  ],
}
const ko = {
  id: 'cr-ko',
  language: 'ko',
  translates: 'cr-2004',
  title: '종합 규칙서',
  rules: [
    { number: '502.9', title: '돌진 Trample', text: '돌진 Trample' },
    { number: '502.9a', title: null, text: '돌진은 공격 생물의 전투피해 분배에 관한 규칙을 변경하는 정적 능력입니다.' },
    { number: '502.4', title: '비행 Flying', text: '비행 Flying' },
    { number: '502.4a', title: null, text: '비행을 가진 생물은 비행 또는 대공을 가지지 않은 생물에게 방어될 수 없습니다.' },
  ],
}

describe('cjk: words of Chinese, Japanese and Korean', () => {
  it('indexes the segmenter\'s words and every bigram of a run', () => {
    const terms = cjkTerms('具有践踏异能的生物').map((t) => t[1])
    expect(terms).toEqual(expect.arrayContaining(['具有', '践踏', '异能', '生物', '踏异']))
    expect(terms).not.toContain('的')
  })
  it('joins single characters the segmenter cut a query word into, drops particles', () => {
    expect(cjkWords('死触')).toEqual(['死触'])
    expect(cjkWords('践踏的生物')).toEqual(['践踏', '生物'])
    expect(cjkWords('trample 践踏')).toEqual(['践踏'])
  })
  it('reads a word the index lacks as its bigrams, and a Korean word also as its starts', () => {
    const has = (t: string) => ['死触', '触异'].includes(t)
    expect(cjkReadings('死触异', has, 0.9)).toEqual([[['死触', 1]], [['触异', 1]]])
    expect(cjkReadings('생물은', (t) => t === '생물', 0.9)).toEqual([[['생물', 0.9]]])
  })
  it('reads a query\'s languages from its script: none for Latin letters', () => {
    expect(scriptLanguages('trample')).toEqual([])
    expect(scriptLanguages('비행')).toEqual(['ko'])
    expect(scriptLanguages('稲妻を唱える')).toEqual(['ja'])
    expect(scriptLanguages('稲妻')).toEqual(['zh-Hans', 'zh-Hant', 'ja'])
    expect(languageSearched('zh-Hans', ['zh'])).toBe(true)
    expect(languageSearched('zh-Hant', ['zh-Hans'])).toBe(false)
    expect(languageSearched(undefined, undefined)).toBe(true)
    expect(languageSearched('ko', undefined)).toBe(false)
  })
})

describe('cjk: a translation searched beside the English', () => {
  const built = buildSearch(translatedGraph([zh, ko], fixtureGraph()))
  const engine = engineFromBuilt(built)
  const english = engineFromBuilt(buildSearch(fixtureGraph()))

  it('finds a keyword by its Chinese name, shown in Chinese with the English rule it translates', () => {
    for (const [q, n] of [['践踏', '502.9'], ['死触', '502.12'], ['先攻', '502.2']] as const) {
      const top = engine.searchSync(q, { limit: 3 })
      expect(top[0].number?.startsWith(n)).toBe(true)
      expect(top[0]).toMatchObject({ doc: 'cr-zh', language: 'zh-Hans', translates: `cr-2004/${top[0].number}` })
    }
  })
  it('answers a Chinese and a Korean question in a player\'s words', () => {
    expect(engine.searchSync('践踏生物多余的伤害分配给谁', { limit: 3 }).map((r) => r.number)).toContain('502.9b')
    expect(engine.searchSync('비행을 가진 생물을 막을 수 있나요', { limit: 3 }).map((r) => r.number)).toContain('502.4a')
  })
  it('leaves English searches as they were: the same results and scores, no translation among them', () => {
    for (const q of ['trample', 'first strike damage', 'Lightning Bolt']) expect(engine.searchSync(q, { limit: 10 })).toEqual(english.searchSync(q, { limit: 10 }))
  })
  it('fetches a translation only for a query in its script, or its language chosen; never precached', () => {
    const { engine: e, read } = recordingEngine(built)
    const before = read.length
    e.searchSync('trample', { limit: 5 })
    expect(read.slice(before).filter((f) => f.includes('cr-zh') || f.includes('cr-ko'))).toEqual([])
    e.searchSync('trample', { limit: 5, filters: { languages: ['ko'] } })
    expect(read.some((f) => f.startsWith('match.cr-ko'))).toBe(true)
    expect(read.some((f) => f.startsWith('match.cr-zh'))).toBe(false)
    e.searchSync('践踏', { limit: 5 })
    expect(read.some((f) => f.startsWith('match.cr-zh'))).toBe(true)
    const manifest = JSON.parse(built.files.get('manifest.json')!) as SearchManifest
    expect(precachedSearchFiles(manifest).some((f) => f.includes('cr-zh') || f.includes('cr-ko'))).toBe(false)
    expect(initialSearchFiles(manifest).some((f) => f.includes('cr-zh') || f.includes('cr-ko'))).toBe(false)
  })
})
