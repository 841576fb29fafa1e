import { describe, expect, it } from 'vitest'
import { generateBulk } from '../formats/scryfall/generate.js'
import { BulkSummarizer, cardChanges, parseBulkDataList, rulingChanges, rulingCount } from './index.js'
import { FetchRulingsError } from './errors.js'

const list = (data: object[]) => JSON.stringify({ object: 'list', has_more: false, data })
const item = (type: string, uri: string) => ({ object: 'bulk_data', id: `id-${type}`, type, updated_at: '2026-01-20T10:02:11.000+00:00', size: 100, download_uri: uri })

const summarize = (text: string, pieces = 1000) => {
  const s = new BulkSummarizer()
  for (let i = 0; i < text.length; i += pieces) s.push(text.slice(i, i + pieces))
  return s.end()
}

describe("Scryfall's bulk-data list", () => {
  it('gives the oracle_cards and rulings files, relative links resolved', () => {
    const items = parseBulkDataList(list([item('unique_artwork', 'x'), item('oracle_cards', '/oracle.json'), item('rulings', 'https://data.example/rulings.json')]), 'https://api.example/bulk-data')
    expect(items.map((i) => [i.type, i.url.href, i.updatedAt])).toEqual([
      ['oracle_cards', 'https://api.example/oracle.json', '2026-01-20T10:02:11.000+00:00'],
      ['rulings', 'https://data.example/rulings.json', '2026-01-20T10:02:11.000+00:00'],
    ])
  })

  it('refuses what is not the list, a type it lacks, a type twice or a link that is no web address', () => {
    const cases: Array<[string, RegExp]> = [
      ['<html>', /is not Scryfall's bulk-data list \(not JSON\)/],
      ['{"object":"card"}', /no "object": "list" with "data"/],
      [list([item('oracle_cards', '/o.json')]), /lists no "rulings" file \(it lists: oracle_cards\)/],
      [list([item('oracle_cards', '/o.json'), item('oracle_cards', '/p.json'), item('rulings', '/r.json')]), /lists 2 "oracle_cards" files/],
      [list([item('oracle_cards', 'ftp://x/o.json'), item('rulings', '/r.json')]), /is not an http\(s\) URL/],
    ]
    for (const [text, message] of cases) {
      expect(() => parseBulkDataList(text, 'https://api.example/bulk-data')).toThrow(FetchRulingsError)
      expect(() => parseBulkDataList(text, 'https://api.example/bulk-data')).toThrow(message)
    }
  })
})

describe('what changed between two fetches', () => {
  const before = generateBulk({ cards: 60, seed: 4 })
  it('counts the cards and rulings of a file, whatever pieces it streams in', () => {
    const cards = summarize(before.oracleCards, 7)
    expect(cards.cards.size).toBe(60)
    expect(cards.broken).toBeNull()
    const rulings = summarize(before.rulings)
    expect(rulingCount(rulings)).toBe(before.rulings.trim().split('\n').length - 2)
    expect(rulings.cards.size).toBe(0)
  })

  it('tells added, changed and removed cards and rulings apart', () => {
    const cards = JSON.parse(before.oracleCards)
    const rulings = JSON.parse(before.rulings)
    const after = {
      // two cards gone, one new, one with new Oracle text; a card whose printings' fields changed is not a change
      cards: [...cards.slice(2), { ...cards[0], oracle_id: 'new-id', name: 'A New Card' }].map((c, i) => (i === 5 ? { ...c, oracle_text: 'Flying' } : i === 6 ? { ...c, prices: { usd: '99.00' } } : c)),
      // one ruling reworded, one gone, two new
      rulings: [{ ...rulings[0], comment: 'Reworded.' }, ...rulings.slice(2), { ...rulings[3], comment: 'Another.' }, { ...rulings[3], oracle_id: 'new-id', comment: 'On the new card.' }],
    }
    const s = (items: object[]) => summarize(`[\n${items.map((x) => JSON.stringify(x)).join(',\n')}\n]\n`)
    expect(cardChanges(s(cards), s(after.cards))).toEqual({ added: 1, changed: 1, removed: 2 })
    expect(rulingChanges(s(rulings), s(after.rulings))).toEqual({ added: 2, changed: 1, removed: 1 })
    expect(cardChanges(s(cards), s(cards))).toEqual({ added: 0, changed: 0, removed: 0 })
  })

  it('says why a file is not one array of cards or rulings', () => {
    expect(summarize('<html><body>Not found</body></html>').broken).toMatch(/^not JSON/)
    expect(summarize('{"object":"error"}').broken).toBe('one JSON object, not an array of them')
    expect(summarize(before.rulings.slice(0, 500)).broken).toMatch(/cut short/)
    expect(summarize('[{"object":"set"}]').others).toBe(1)
  })
})
