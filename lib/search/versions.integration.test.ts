// "As of" searches over every Comprehensive Rules version in ../shared/corpora (integration: whole corpora).
import { describe, expect, it } from 'vitest'
import { buildSearch } from './build.js'
import { allCrVersions, ingestTemp, loadGraphFrom, readJson, TODAY_QUESTIONS } from './corpus.js'
import type { TodayQuestion } from './evaluate.js'
import { recordingEngine } from './test-helpers.js'

const corpora = allCrVersions()

describe.skipIf(corpora.length < 3)(`every CR version in ../shared/corpora${corpora.length < 3 ? ' (skipped: absent)' : ''}`, () => {
  it("an \"as of\" search of each older version ranks today's questions as with every version whole, and fetches no other older version's match file", () => {
    const built = buildSearch(loadGraphFrom(ingestTemp(corpora)))
    const questions = readJson<{ questions: TodayQuestion[] }>(TODAY_QUESTIONS).questions.map((q) => q.q)
    const versions = built.manifest.docs.filter((d) => d.series === 'cr' && d.latest === false)
    const whole = recordingEngine(built)
    // showing each older version once loads it whole
    for (const v of versions) whole.engine.searchSync('trample', { limit: 1, filters: { asOf: v.date! } })
    let compared = 0
    for (const v of versions) {
      const partial = recordingEngine(built)
      for (const q of questions) {
        const a = partial.engine.searchSync(q, { limit: 10, filters: { asOf: v.date! } })
        // a word known only from text not in force that day is not in the partial engine's vocabulary
        if (JSON.stringify(partial.engine.parse(q)) !== JSON.stringify(whole.engine.parse(q))) continue
        const b = whole.engine.searchSync(q, { limit: 10, filters: { asOf: v.date! } })
        expect(a.map((r) => [r.id, r.score]), `${v.date} ${q}`).toEqual(b.map((r) => [r.id, r.score]))
        compared++
      }
      // fetched: the version's match file, no other older version's match file
      const older = versions.filter((o) => o !== v).map((o) => o.match)
      expect(partial.read).toContain(v.match)
      expect(partial.read.filter((f) => older.includes(f))).toEqual([])
    }
    expect(compared).toBeGreaterThan(0.9 * questions.length * versions.length)
  }, 120_000)
})
