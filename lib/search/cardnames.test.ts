import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseCardNames } from '../formats/cardnames/parse.js'
import { buildSearch } from './build.js'
import { engineFromBuilt } from './node.js'
import { fixtureGraph } from './test-helpers.js'
import { rulesOfBlocks, translatedGraph } from './translation-kit.js'

const FIXTURES = join(import.meta.dirname, '..', 'formats', 'cardnames', 'fixtures')
const list = (dir: string) => parseCardNames(readFileSync(join(FIXTURES, dir, 'input.txt'), 'utf8'))

describe('card names in another language', () => {
  const ja = list('japanese-names-as-json')
  const zh = list('simplified-chinese-names-as-a-table')
  const graph = translatedGraph(
    [
      { id: 'cardnames-ja', language: ja.meta.language!, translates: 'cards', family: 'cardnames', title: ja.meta.title!, rules: rulesOfBlocks(ja.children) },
      { id: 'cardnames-zh-hans', language: zh.meta.language!, translates: 'cards', family: 'cardnames', title: zh.meta.title!, rules: rulesOfBlocks(zh.children) },
    ],
    fixtureGraph(),
  )
  const engine = engineFromBuilt(buildSearch(graph))

  it('finds a card by its printed name, shown with its English name, linked to the card\'s page', () => {
    for (const [q, lang] of [['稲妻', 'ja'], ['闪电击', 'zh-Hans'], ['闪电箭', 'zh-Hans'], ['対抗呪文', 'ja']] as const) {
      const top = engine.searchSync(q, { limit: 3 })
      expect(top[0]).toMatchObject({ title: q, kind: 'card', language: lang })
      expect(top[0].url).toBe(`/cards/${encodeURIComponent(top[0].text === 'Counterspell' ? 'counterspell' : 'lightning-bolt')}`)
    }
    expect(engine.searchSync('稲妻', { limit: 3 })[0].text).toBe('Lightning Bolt')
  })
  it('is in the Cards group of the document filter', () => {
    expect(engine.searchSync('闪电击', { limit: 3, filters: { in: ['cards'] } })[0]?.text).toBe('Lightning Bolt')
    expect(engine.searchSync('闪电击', { limit: 3, filters: { in: ['cr'] } }).some((r) => r.kind === 'card' && r.language)).toBe(false)
  })
})
