// Card search at Scryfall's size: 35,000 generated cards and their rulings (lib/formats/scryfall/generate.ts) beside
// content/ and the newest Comprehensive Rules. A card's name typed with a typo finds the card first; the documents'
// results for every judged question are the same, ids and scores, with the bulk as without it.
import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { generateCard, generateRulings } from '../formats/scryfall/generate.js'
import { cardKey } from '../graph/card-key.js'
import { buildSearch } from './build.js'
import { seeded, typo, type TypoPlace } from './card-typos.js'
import type { BulkCardInput } from './cards-build.js'
import { FULL_CR, ingestTemp, loadGraphFrom, readJson, TODAY_QUESTIONS } from './corpus.js'
import type { TodayQuestion } from './evaluate.js'
import { engineFromFiles } from './node.js'

const present = existsSync(FULL_CR)
const N = 35_000

describe.skipIf(!present)(`card search among ${N.toLocaleString('en')} names${present ? '' : ' (skipped: ../shared/corpora/cr-2026-01-16.txt not found)'}`, () => {
  const graph = present ? loadGraphFrom(ingestTemp([FULL_CR])) : null!
  const cards: BulkCardInput[] = Array.from({ length: N }, (_, i) => {
    const c = generateCard(1, i)
    return { key: cardKey(c.name), name: c.name, text: c.oracle_text ?? '', rulings: generateRulings(1, i, N).map((r, k) => ({ local: `${c.oracle_id}.ruling-${k}`, text: r.comment })) }
  })
  const doc = (id: string) => ({ id, title: id, date: '2026-01-10' })
  const without = present ? buildSearch(graph) : null!
  const built = present ? buildSearch(graph, { cards: { cards, names: doc('scryfall-oracle-cards'), rulings: doc('scryfall-rulings') } }) : null!
  const engine = present ? engineFromFiles((n) => built.files.get(n)!) : null!

  it.each(['inside', 'anywhere'] as TypoPlace[])('a name with one typo (%s: inside a word, or anywhere, first letters too) is the first result for at least 98 in 100', (place) => {
    const r = seeded(place === 'inside' ? 11 : 12)
    let first = 0
    for (let k = 0; k < 200; k++) {
      const c = cards[Math.floor(r() * N)]
      const url = engine.searchSync(typo(c.name.split(' // ')[0], r, place), { limit: 5 })[0]?.url
      if (url === `/cards/${encodeURIComponent(c.key)}`) first++
    }
    expect(first).toBeGreaterThanOrEqual(196)
  })

  it("every judged question's top 10 (ids and scores) is the same with the bulk", () => {
    const a = engineFromFiles((n) => without.files.get(n)!)
    const sets = ['', '.heldout', '.fresh', '.final'].map((s) => TODAY_QUESTIONS.replace(/\.json$/, `${s}.json`)).filter(existsSync)
    const questions = sets.flatMap((f) => readJson<{ questions: TodayQuestion[] }>(f).questions.map((q) => q.q))
    expect(questions.length).toBeGreaterThan(100)
    const top = (e: typeof a, q: string) => e.searchSync(q, { limit: 10 }).map((x) => `${x.id} ${x.score}`)
    const moved = questions.filter((q) => top(a, q).join('|') !== top(engine, q).join('|'))
    // the final set's questions are never printed: a count only
    expect(moved.length, `${moved.length} questions moved`).toBe(0)
  })
})
