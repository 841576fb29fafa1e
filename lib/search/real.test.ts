/**
 * The real development set (../shared/search/real: other projects' questions, judged on CR 2026-04-17) as the bench
 * reads it, and the scorer's reading of its judgments: a rule or one of its subrules answers.
 */
import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CR_2026_04, REAL_DIR, realSets } from './corpus.js'
import { scoreReal, withinRule, type JudgedResult, type RealQuestion } from './evaluate.js'

const present = existsSync(REAL_DIR)

describe('the real sets', () => {
  it.skipIf(!present)(`the loader reads every set in ../shared/search/real${present ? '' : ' (skipped: ../shared/search/real is absent)'}`, () => {
    const sets = realSets()
    expect(sets.map((s) => s.name)).toEqual(expect.arrayContaining(['graphrag-authored', 'mtg-quiz']))
    for (const { questions } of sets) {
      expect(questions.length).toBeGreaterThan(5)
      for (const q of questions) {
        expect(q.q.length).toBeGreaterThan(10)
        expect(q.doc).toBe('cr-2026-04-17')
        expect(q.sections.length + q.expect.length).toBeGreaterThan(0)
        for (const s of q.sections) expect(s).toMatch(/^\d{3}(\.\d+[a-z]?)?$/)
      }
    }
    // the version they are judged on ships beside them, as its Chinese translation's English
    expect(existsSync(CR_2026_04)).toBe(true)
  })

  it('reads nothing, and does not throw, where the folder is absent', () => {
    expect(realSets('/nonexistent/real')).toEqual([])
  })

  it('a subrule answers for its rule, a sibling number does not', () => {
    expect(withinRule('702.19b', '702.19')).toBe(true)
    expect(withinRule('702.19', '702.19')).toBe(true)
    expect(withinRule('702.19.', '702.19')).toBe(true)
    expect(withinRule('505.6a', '505')).toBe(true)
    expect(withinRule('702.190', '702.19')).toBe(false)
    expect(withinRule('702.1', '702.19')).toBe(false)
    expect(withinRule('5050.1', '505')).toBe(false)
    expect(withinRule('702.19b', '702.19c')).toBe(false)
  })

  it('scores rank, misses and questions with no result', () => {
    const qs: RealQuestion[] = [
      { q: 'trample', doc: 'cr', sections: ['702.19'], expect: [], source: '', why: '' },
      { q: 'nothing', doc: 'cr', sections: ['100.1'], expect: [], source: '', why: '' },
      { q: 'other', doc: 'cr', sections: ['100.1'], expect: ['the answer'], source: '', why: '' },
    ]
    const r = (doc: string, number: string | null, text = ''): JudgedResult => ({ doc, family: doc === 'cr' ? 'cr' : 'faq', number, title: null, kind: 'rule', text })
    const run = (q: string) => (q === 'trample' ? [r('cr', '702.2'), r('cr', '702.19c')] : q === 'other' ? [r('faq', null, 'The answer.')] : [])
    const s = scoreReal(qs, run)
    expect(s.recall5).toBeCloseTo(2 / 3)
    expect(s.mrr).toBeCloseTo((1 / 2 + 1) / 3)
    expect(s.empty).toBe(1)
    expect(s.misses).toEqual(['nothing'])
  })
})
