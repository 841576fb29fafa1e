/**
 * Card names in Japanese and Simplified Chinese (issue 39, item 5): ../shared's lists (33,029 and 18,034 names), read
 * by their format family (lib/formats/cardnames), made into translated documents by the test kit (the ingest's part
 * is elsewhere) and indexed by build.ts: a printed name finds its card, shown with its English name.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { beforeAll, describe, expect, it } from 'vitest'
import { detectFamily } from '../formats/index.js'
import { buildSearch, type BuiltSearch } from './build.js'
import type { SearchEngine } from './engine.js'
import { engineFromBuilt } from './node.js'
import { recordingEngine } from './test-helpers.js'
import { rulesOfBlocks, translatedGraph, type TranslatedDoc } from './translation-kit.js'

const ROOT = join(import.meta.dirname, '..', '..', '..', 'shared', 'corpora', 'translations')
const JA = join(ROOT, 'ja', 'cardnames', 'jpname.json')
const ZH = join(ROOT, 'zh-Hans', 'cardnames', 'cardnames-zh-Hans.tsv')
const present = existsSync(JA) && existsSync(ZH)

describe.skipIf(!present)(`card names in Japanese and Chinese${present ? '' : ' (skipped: ../shared/corpora/translations is absent)'}`, () => {
  let built: BuiltSearch
  let engine: SearchEngine
  let docs: TranslatedDoc[]
  beforeAll(() => {
    docs = [JA, ZH].map((file, i) => {
      const text = readFileSync(file, 'utf8').replace(/\r\n/g, '\n')
      const family = detectFamily(text).family!
      expect(family.id).toBe('cardnames')
      const root = family.parse(text)
      return { id: ['cardnames-ja', 'cardnames-zh-hans'][i], language: root.meta.language!, translates: 'cards', family: 'cardnames', title: root.meta.title!, rules: rulesOfBlocks(root.children) }
    })
    built = buildSearch(translatedGraph(docs))
    engine = engineFromBuilt(built)
  }, 300_000)

  it('finds Lightning Bolt by 稲妻 and by 闪电击 in the first three, with both names', () => {
    for (const q of ['稲妻', '闪电击']) {
      const top = engine.searchSync(q, { limit: 3 })
      const bolt = top.find((r) => r.text === 'Lightning Bolt')
      expect(bolt, `${q}: ${top.map((r) => `${r.title} ${r.text}`).join(' | ')}`).toBeDefined()
      expect(bolt).toMatchObject({ title: q, url: '/cards/lightning-bolt', kind: 'card' })
    }
  })

  it('finds most cards by their printed name first (a sample of each list)', () => {
    for (const d of docs) {
      const sample = d.rules.filter((_, i) => i % 97 === 0)
      let first = 0
      let top3 = 0
      const misses: string[] = []
      for (const r of sample) {
        const top = engine.searchSync(r.title!, { limit: 3 })
        if (top[0]?.text === r.text) first++
        if (top.some((x) => x.text === r.text)) top3++
        else misses.push(`${r.title} (${r.text}): ${top.map((x) => `${x.title} ${x.text}`).join(' | ')}`)
      }
      console.log(misses.slice(0, 12).join('\n'))
      console.log(`${d.language}: ${d.rules.length} names; printed name -> its card, of ${sample.length}: first ${(first / sample.length).toFixed(3)}, top 3 ${(top3 / sample.length).toFixed(3)}`)
      expect(top3 / sample.length).toBeGreaterThanOrEqual(0.95)
    }
  })

  it('costs an English session nothing: the lists are fetched by a query in their script', () => {
    const { engine: e, read } = recordingEngine(built)
    e.searchSync('lightning bolt', { limit: 5 })
    expect(read.filter((f) => f.includes('cardnames'))).toEqual([])
    e.searchSync('稲妻', { limit: 5 })
    const fetched = read.filter((f) => f.includes('cardnames'))
    const kb = (names: string[]) => (names.reduce((n, f) => n + gzipSync(built.files.get(f)!).length, 0) / 1024).toFixed(1)
    console.log(`稲妻 fetched ${fetched.length} card-name files, ${kb(fetched)} KB gzip: ${fetched.join(', ')}`)
    const matches = [...built.files.keys()].filter((f) => f.startsWith('match.cardnames'))
    console.log(`card-name match files: ${matches.map((f) => `${f} ${(built.files.get(f)!.length / 1024).toFixed(0)} KB, ${kb([f])} KB gzip`).join('; ')}`)
  })
})
