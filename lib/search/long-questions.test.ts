/**
 * Long questions (issue 38, item 3): a scenario of many words is searched by its rarest words in the documents
 * (score.ts `keyGroups`), wherever they stand in it, not by its first words.
 */
import { describe, expect, it } from 'vitest'
import { normalise, stem } from '../text/words.js'
import { analyse } from './analyze.js'
import { RANKING } from './ranking.js'
import { fixtureEngine, fixtureGraph } from './test-helpers.js'

const engine = fixtureEngine()
const nodes = fixtureGraph().nodes

/** The fixture's commonest indexed words, by how many nodes hold them: a question's scaffolding. */
function commonest(n: number): string[] {
  const df = new Map<string, number>()
  const spelled = new Map<string, string>()
  for (const node of nodes) {
    const text = `${node.title ?? ''} ${node.text}`
    const terms = new Set(analyse(text))
    for (const w of normalise(text).match(/[a-z]{4,}/g) ?? []) if (terms.has(stem(w)) && !spelled.has(stem(w))) spelled.set(stem(w), w)
    for (const t of terms) df.set(t, (df.get(t) ?? 0) + 1)
  }
  return [...df].filter(([t]) => spelled.has(t)).sort((a, b) => b[1] - a[1]).slice(0, n).map(([t]) => spelled.get(t)!)
}

describe('a long question', () => {
  it('is searched by its rarest words, wherever they stand', () => {
    const filler = commonest(RANKING.keyTerms + 4)
    expect(filler).not.toContain('madness')
    const q = `${filler.join(' ')} madness`
    expect(engine.parse(q).groups.length).toBeGreaterThan(RANKING.keyTerms)
    // its first words alone (the old reading: the first 12) would have left the subject out
    const searched = engine['read'](q, {}).groups.map((g) => g.label)
    expect(searched).toHaveLength(RANKING.keyTerms)
    expect(searched).toContain('madness')
    expect(searched).not.toContain(filler[0])
    expect(engine.searchSync(q, { limit: 5 }).some((r) => /madness/i.test(r.text))).toBe(true)
  })

  it('of 150 words and a pasted card text in quotes, answers in bounded time', () => {
    const filler = commonest(60)
    const q = `${filler.join(' ')} ${filler.join(' ')} ${filler.slice(0, 30).join(' ')} ("Trample. Whenever this creature attacks, discard a card.") madness`
    const t = performance.now()
    expect(engine.searchSync(q, { limit: 5 }).length).toBeGreaterThan(0)
    expect(performance.now() - t).toBeLessThan(250)
  })
})
