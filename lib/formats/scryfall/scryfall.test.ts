import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { detectFamily } from '../index.js'
import { ParseError } from '../family.js'
import { allBlocks, CARD_SAMPLES, cardSampleFiles, expectCovered, expectParsesOrRefuses } from '../test-kit.js'
import type { Root } from '../tree.js'
import { apiJson, generateBulk, generateCard, rulingsList, type ScryfallCard, type ScryfallRuling } from './generate.js'
import { scryfallFormat } from './index.js'
import { ScryfallTreeBuilder } from './parse.js'

const samples = CARD_SAMPLES
const present = existsSync(samples)

const parse = (text: string) => scryfallFormat.parse(text)
const cards = (root: Root) => allBlocks(root).filter((b) => b.kind === 'card' && b.title)
const rulings = (root: Root) => allBlocks(root).filter((b) => b.kind === 'ruling')

/** The same text pushed in pieces of the given sizes, as a file is read piece by piece. */
function parseInPieces(text: string, sizes: number[]): Root {
  const builder = new ScryfallTreeBuilder()
  let at = 0
  for (let i = 0; at < text.length; i++) {
    const n = Math.max(1, sizes[i % sizes.length])
    builder.push(text.slice(at, at + n))
    at += n
  }
  return builder.end()
}

const bulk = generateBulk({ cards: 60, seed: 11, orphanRulings: 1 })

describe('detecting Scryfall files by their JSON shape', () => {
  it('knows oracle_cards, rulings, a one-card rulings list and a card object, whatever the file is called', () => {
    const card = apiJson(generateCard(1, 0))
    const ruling: ScryfallRuling = { object: 'ruling', oracle_id: 'a86587ea-14ec-45db-8bac-10b6b9eaeb25', source: 'wotc', published_at: '2018-04-27', comment: 'x' }
    for (const text of [bulk.oracleCards, bulk.rulings, card, rulingsList([ruling]), rulingsList([]), JSON.stringify(JSON.parse(bulk.oracleCards), null, 2)]) {
      expect(detectFamily(text).family?.id).toBe('scryfall')
    }
  })

  it('leaves other JSON and other documents alone', () => {
    for (const text of ['{"documents":[{"file":"a.txt"}]}', '[1, 2, 3]', '{"object":"list","data":[{"object":"set","code":"c14"}]}', '100. General\n\n100.1. These Magic rules apply.\n']) {
      expect(scryfallFormat.detect(text)).toBe(0)
    }
  })
})

describe('parsing Scryfall files', () => {
  it('makes each card of oracle_cards a card node titled with its name, and accounts for every character', () => {
    const root = parse(bulk.oracleCards)
    const objects = JSON.parse(bulk.oracleCards) as ScryfallCard[]
    expect(cards(root).map((b) => b.title)).toEqual(objects.map((c) => c.name))
    expect(cards(root).map((b) => b.local)).toEqual(objects.map((c) => c.oracle_id))
    expectCovered(bulk.oracleCards, root)
    // The brackets are the only noise; each line's separator belongs to its card.
    expect(root.noise.map((n) => n.reason)).toEqual(["the JSON array's brackets", "the JSON array's brackets"])
    expect(root.meta.title).toBe('Scryfall Oracle cards (60 cards)')
  })

  it('gives a card its cost, type line, Oracle text and P/T, and both faces of a two-faced card', () => {
    const objects = JSON.parse(bulk.oracleCards) as ScryfallCard[]
    const root = parse(bulk.oracleCards)
    const single = objects.findIndex((c) => !c.card_faces && c.power !== undefined)
    const text = cards(root)[single].text
    const c = objects[single]
    expect(text.split('\n')).toEqual([c.mana_cost, c.type_line, ...c.oracle_text!.split('\n'), `${c.power}/${c.toughness}`].filter(Boolean))
    const faced = objects.findIndex((o) => o.card_faces)
    expect(faced).toBeGreaterThanOrEqual(0)
    const faces = objects[faced].card_faces!
    const facedText = cards(root)[faced].text
    for (const f of faces) {
      expect(facedText).toContain(f.name)
      expect(facedText).toContain(f.type_line)
      expect(facedText).toContain(f.oracle_text.split('\n')[0])
    }
    expect(facedText.indexOf(faces[0].name)).toBeLessThan(facedText.indexOf(faces[1].name))
  })

  it('puts each ruling under a card node of its oracle_id, with its source and date as a citation', () => {
    const root = parse(bulk.rulings)
    const objects = JSON.parse(bulk.rulings) as ScryfallRuling[]
    expect(rulings(root)).toHaveLength(objects.length)
    const byCard = new Map<string, string[]>()
    for (const o of objects) byCard.set(o.oracle_id, [...(byCard.get(o.oracle_id) ?? []), o.comment])
    expect(root.children.map((g) => g.local)).toEqual([...byCard.keys()])
    for (const group of root.children) {
      expect(group.kind).toBe('card')
      expect(group.title).toBeNull()
      expect(group.children.map((r) => r.text)).toEqual(byCard.get(group.local!))
    }
    const sources = new Set(rulings(root).map((r) => `${r.data!.citations![0].source}|${r.data!.citations![0].sourceKey}`))
    expect(sources).toEqual(new Set(['Wizards of the Coast|wotc', 'Scryfall|scryfall']))
    const dates = root.children.flatMap((g) => g.children.map((r) => r.data!.citations![0].date))
    expect(dates).toEqual([...byCard.keys()].flatMap((id) => objects.filter((o) => o.oracle_id === id).map((o) => o.published_at)))
    expect(rulings(root).every((r) => r.data!.citations![0].dateInferred === false)).toBe(true)
    expectCovered(bulk.rulings, root)
  })

  it('reads the same tree whatever pieces the text arrives in', () => {
    const whole = parse(bulk.rulings)
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 400 }), { minLength: 1, maxLength: 8 }), (sizes) => {
        expect(parseInPieces(bulk.rulings, sizes)).toEqual(whole)
      }),
      { numRuns: 25 },
    )
    expect(parseInPieces(bulk.oracleCards, [1, 2, 3, 5, 8])).toEqual(parse(bulk.oracleCards))
  })

  it('reads a pretty-printed array and an array on one line as the same cards', () => {
    const objects = JSON.parse(bulk.oracleCards)
    const names = cards(parse(bulk.oracleCards)).map((b) => b.title)
    for (const text of [JSON.stringify(objects, null, 2), JSON.stringify(objects)]) {
      const root = parse(text)
      expect(cards(root).map((b) => b.title)).toEqual(names)
      expectCovered(text, root)
    }
  })

  it('keeps what is not a card or ruling as noise with the reason, and a broken line as a problem with its place', () => {
    const lines = bulk.rulings.split('\n')
    lines.splice(3, 0, '{"object":"set","code":"c14"},', '{"object":"ruling", "comment": "no id"},', '{"object":"ruling","oracle_id":"abc',)
    const text = lines.join('\n')
    const root = parse(text)
    expectCovered(text, root)
    const reasons = root.noise.map((n) => n.reason)
    expect(reasons).toContain('not a card or a ruling ("object": "set")')
    expect(reasons).toContain('a ruling with no oracle_id')
    expect(reasons.some((r) => r.startsWith('not valid JSON'))).toBe(true)
    expect(root.problems.length).toBeGreaterThanOrEqual(3)
    // The rulings around the broken lines are all there.
    expect(rulings(root)).toHaveLength(rulings(parse(bulk.rulings)).length)
  })

  it('reports a file cut short and keeps every ruling before the cut', () => {
    const text = bulk.rulings.slice(0, Math.floor(bulk.rulings.length / 2))
    const root = parse(text)
    expectCovered(text, root)
    expect(root.problems.map((p) => p.message)).toContain('the file ends inside this object (cut short?)')
    expect(rulings(root).length).toBeGreaterThan(10)
  })

  it('says when a list continues on a page the file does not hold', () => {
    const text = apiJson({ object: 'list', has_more: true, next_page: 'https://api.scryfall.com/x?page=2', data: JSON.parse(bulk.rulings).slice(0, 2) })
    const root = parse(text)
    expect(rulings(root)).toHaveLength(2)
    expect(root.problems.map((p) => p.message)).toContain('the list says has_more: its next page (next_page) is not in this file')
    expectCovered(text, root)
  })

  it('refuses a Scryfall error answer with a ParseError', () => {
    expect(() => parse('{"object":"error","code":"not_found","status":404,"details":"No card found"}')).toThrow(ParseError)
  })

  it('parses or refuses any mangled bulk, never leaving text unaccounted for', () => {
    fc.assert(
      fc.property(fc.nat(bulk.rulings.length), fc.nat(40), fc.string({ maxLength: 6 }), (at, drop, insert) => {
        expectParsesOrRefuses(scryfallFormat, bulk.rulings.slice(0, at) + insert + bulk.rulings.slice(at + drop))
      }),
      { numRuns: 200 },
    )
  })

  describe.skipIf(!present)('the real samples (skipped: ../shared/corpora/cards not found)', () => {
    const files = cardSampleFiles()
    for (const file of files) {
      it(`${file}: every card and ruling a node, every character accounted for`, () => {
        const text = readFileSync(join(samples, file), 'utf8')
        expect(detectFamily(text).family?.id).toBe('scryfall')
        const root = parse(text)
        expectCovered(text, root)
        const json = JSON.parse(text)
        if (json.object === 'card') {
          expect(cards(root).map((b) => [b.title, b.local])).toEqual([[json.name, json.oracle_id]])
          expect(cards(root)[0].text).toContain(json.oracle_text.split('\n')[0])
          expect(cards(root)[0].text).toContain(json.type_line)
        } else {
          expect(rulings(root).map((r) => r.text)).toEqual(json.data.map((r: ScryfallRuling) => r.comment))
          expect(rulings(root).map((r) => r.data!.citations![0].date)).toEqual(json.data.map((r: ScryfallRuling) => r.published_at))
        }
      })
    }
  })
})
