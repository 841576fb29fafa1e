import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { CARD_SAMPLES, cardSampleFiles } from '../test-kit.js'
import { describe, expect, it } from 'vitest'
import { cardName, generateBulk, generateCard, rulingsList, type ScryfallCard, type ScryfallRuling } from './generate.js'

const samples = CARD_SAMPLES
const present = existsSync(samples)

const parseArray = <T>(file: string): T[] => {
  const lines = file.split('\n')
  expect(lines[0]).toBe('[')
  expect(lines[lines.length - 2]).toBe(']')
  expect(lines[lines.length - 1]).toBe('')
  // One object per line, each ending in a comma but the last: the shape of Scryfall's bulk files.
  const body = lines.slice(1, -2)
  body.slice(0, -1).forEach((l) => expect(l.endsWith('},')).toBe(true))
  return body.map((l) => JSON.parse(l.replace(/,$/, '')) as T)
}

describe('generated bulk files', () => {
  const bulk = generateBulk({ cards: 400, seed: 7, orphanRulings: 3 })
  const cards = parseArray<ScryfallCard>(bulk.oracleCards)
  const rulings = parseArray<ScryfallRuling>(bulk.rulings)

  it('are the same for the same seed and differ for another', () => {
    expect(generateBulk({ cards: 400, seed: 7, orphanRulings: 3 })).toEqual(bulk)
    expect(generateBulk({ cards: 400, seed: 8 }).oracleCards).not.toBe(bulk.oracleCards)
    // Card i does not depend on the file's size.
    expect(generateCard(7, 12)).toEqual(cards[12])
  })

  it('hold the number of cards asked for, with unique names and oracle ids', () => {
    expect(cards).toHaveLength(400)
    expect(new Set(cards.map((c) => c.name)).size).toBe(400)
    expect(new Set(cards.map((c) => c.oracle_id)).size).toBe(400)
  })

  it('names stay unique past the name patterns capacity', () => {
    const names = new Set<string>()
    for (let i = 0; i < 300_000; i += 7) names.add(cardName(3, i))
    expect(names.size).toBe(Math.ceil(300_000 / 7))
  })

  it('have single-faced and two-faced cards, the two-faced with both faces', () => {
    const faced = cards.filter((c) => c.card_faces)
    expect(faced.length).toBeGreaterThan(5)
    for (const c of faced) {
      expect(c.card_faces).toHaveLength(2)
      expect(c.name).toBe(`${c.card_faces![0].name} // ${c.card_faces![1].name}`)
      for (const f of c.card_faces!) expect(f.type_line && f.oracle_text).toBeTruthy()
    }
    expect(cards.some((c) => !c.card_faces && c.oracle_text && c.power)).toBe(true)
    expect(cards.some((c) => c.loyalty)).toBe(true)
  })

  it('have rulings of both sources, many for some cards and none for others, and orphans when asked', () => {
    const perCard = new Map<string, number>()
    for (const r of rulings) perCard.set(r.oracle_id, (perCard.get(r.oracle_id) ?? 0) + 1)
    const known = new Set(cards.map((c) => c.oracle_id))
    expect(cards.filter((c) => !perCard.has(c.oracle_id)).length).toBeGreaterThan(100)
    expect(Math.max(...[...perCard.values()])).toBeGreaterThanOrEqual(8)
    expect(new Set(rulings.map((r) => r.source))).toEqual(new Set(['wotc', 'scryfall']))
    expect(rulings.filter((r) => !known.has(r.oracle_id))).toHaveLength(3)
    // About Scryfall's 75,000 rulings for 35,000 cards.
    expect(rulings.length / cards.length).toBeGreaterThan(1.5)
    expect(rulings.length / cards.length).toBeLessThan(3)
    for (const r of rulings) expect(r.published_at).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  it('escape & as the API does', () => {
    expect(bulk.oracleCards).toContain('\\u0026')
    expect(bulk.oracleCards).not.toMatch(/&/)
  })

  it('write a one-card rulings list in the API shape', () => {
    const list = JSON.parse(rulingsList(rulings.slice(0, 2)))
    expect(list).toEqual({ object: 'list', has_more: false, data: rulings.slice(0, 2) })
  })

  describe.skipIf(!present)('match the real samples (skipped: ../shared/corpora/cards not found)', () => {
    const files = cardSampleFiles()
    const real = (prefix: string) => files.filter((f) => f.startsWith(prefix)).map((f) => JSON.parse(readFileSync(join(samples, f), 'utf8')))

    it('carry every field the real card objects carry', () => {
      const generated = new Set(cards.flatMap((c) => Object.keys(c)))
      for (const card of real('scryfall-card-')) for (const key of Object.keys(card)) expect(generated, key).toContain(key)
    })

    it('carry exactly the fields of the real rulings', () => {
      const shape = real('scryfall-rulings-').flatMap((l) => l.data.map((r: object) => Object.keys(r).sort().join()))
      for (const r of rulings) expect(shape).toContain(Object.keys(r).sort().join())
    })
  })
})
