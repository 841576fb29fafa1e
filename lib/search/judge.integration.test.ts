/**
 * The judges' documents searched beside everything else: content/, the newest Comprehensive Rules and every judge
 * PDF in ../shared/corpora/judge (every version; today's search shows the newest), ingested by the project's own
 * CLI. Judges' questions (fixtures/judge-questions*.json: tuned, and final scored in aggregate only) and today's CR
 * questions with the judge documents loaded, against floors at what the ranking reaches (README "Ranking").
 */
import { existsSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Graph } from '../types.js'
import { FULL_CR, ingestTemp, JUDGE_QUESTIONS, JUDGE_QUESTIONS_FINAL, judgePdfs, loadGraphFrom, readJson, TODAY_QUESTIONS } from './corpus.js'
import type { SearchEngine } from './engine.js'
import { scoreJudge, scoreToday, type JudgeQuestion, type TodayQuestion } from './evaluate.js'
import { engineFromGraph } from './node.js'

const present = existsSync(FULL_CR) && judgePdfs().length > 0
const f3 = (n: number) => n.toFixed(3)

describe.skipIf(!present)(`judges' documents with the newest CR and content/${present ? '' : ' (skipped: ../shared/corpora is absent)'}`, () => {
  let graph: Graph
  let engine: SearchEngine
  let parent: Map<string, string | null>
  beforeAll(() => {
    graph = loadGraphFrom(ingestTemp([FULL_CR, ...judgePdfs()]))
    engine = engineFromGraph(graph)
    parent = new Map(graph.nodes.map((n) => [n.id, n.parent]))
  }, 300_000)
  const run = (q: string) => engine.searchSync(q, { limit: 5 })

  it('every answer of the judged questions is a node of the newest judge versions, and no question is asked twice', () => {
    const sets = [JUDGE_QUESTIONS, JUDGE_QUESTIONS_FINAL].map((f) => readJson<{ questions: JudgeQuestion[]; versions: Record<string, string> }>(f))
    const ids = new Set(graph.nodes.map((n) => n.id))
    const newest = new Set(graph.documents.filter((d) => d.family === 'judge' && d.latest).map((d) => d.id))
    expect(newest).toEqual(new Set(Object.values(sets[0].versions)))
    const asked = new Set<string>()
    for (const { questions } of sets)
      for (const q of questions) {
        expect(asked.has(q.q.toLowerCase()), q.q).toBe(false)
        asked.add(q.q.toLowerCase())
        for (const a of q.answers) expect(ids.has(a) && newest.has(a.slice(0, a.indexOf('/'))), a).toBe(true)
      }
    expect(asked.size).toBe(117)
  })

  it('judges\' questions: recall@5 and MRR (tuned set, and the final set in aggregate only)', () => {
    const tuned = scoreJudge(readJson<{ questions: JudgeQuestion[] }>(JUDGE_QUESTIONS).questions, run, (id) => parent.get(id))
    const final = scoreJudge(readJson<{ questions: JudgeQuestion[] }>(JUDGE_QUESTIONS_FINAL).questions, run, (id) => parent.get(id))
    console.log(`judges' questions: tuned recall@5 ${f3(tuned.recall5)}, MRR ${f3(tuned.mrr)}; final recall@5 ${f3(final.recall5)}, MRR ${f3(final.mrr)} (misses not printed)`)
    // measured when written: tuned 0.714 / 0.541, final 0.936 / 0.680 (before the judges' search work: 0.614 / 0.513,
    // 0.809 / 0.571); the targets are 0.9 / 0.8
    expect(tuned.recall5).toBeGreaterThanOrEqual(0.71)
    expect(tuned.mrr).toBeGreaterThanOrEqual(0.53)
    expect(final.recall5).toBeGreaterThanOrEqual(0.93)
    expect(final.mrr).toBeGreaterThanOrEqual(0.67)
    // the scorer can fail: nothing relevant scores 0
    expect(scoreJudge(readJson<{ questions: JudgeQuestion[] }>(JUDGE_QUESTIONS).questions, () => [{ id: 'cr-2026-01-16/100.1' }], (id) => parent.get(id)).recall5).toBe(0)
  })

  it("today's CR questions with the judge documents loaded, first and pooled judgments", () => {
    const newest = graph.documents.find((d) => d.family === 'cr' && d.latest && d.series === 'cr')!.id
    const sets = ['', '.heldout', '.fresh', '.final'].map((s) => [s.slice(1) || 'tuned', readJson<{ questions: TodayQuestion[] }>(TODAY_QUESTIONS.replace(/\.json$/, `${s}.json`)).questions] as const)
    const figures = Object.fromEntries(sets.map(([name, qs]) => [name, { first: scoreToday(qs, newest, run), pooled: scoreToday(qs, newest, run, true) }]))
    console.log(
      `today's CR questions with the judge documents: ${sets.map(([name]) => `${name} ${f3(figures[name].first.recall5)} / ${f3(figures[name].first.mrr)} (pooled ${f3(figures[name].pooled.recall5)} / ${f3(figures[name].pooled.mrr)})`).join('; ')}`,
    )
    // measured when written (without the judge documents: tuned 0.947 / 0.744, heldout 0.875 / 0.702, fresh 0.800 / 0.539,
    // final 0.800 / 0.522; with them on main before this work: 0.947 / 0.744, 0.750 / 0.677, 0.800 / 0.528, 0.725 / 0.460)
    // and after it: 0.947 / 0.744, 0.750 / 0.656, 0.800 / 0.526, 0.725 / 0.479
    expect(figures.tuned.first.recall5).toBeGreaterThanOrEqual(0.947)
    expect(figures.tuned.first.mrr).toBeGreaterThanOrEqual(0.74)
    expect(figures.heldout.first.recall5).toBeGreaterThanOrEqual(0.75)
    expect(figures.heldout.first.mrr).toBeGreaterThanOrEqual(0.65)
    expect(figures.fresh.first.recall5).toBeGreaterThanOrEqual(0.8)
    expect(figures.fresh.first.mrr).toBeGreaterThanOrEqual(0.52)
    expect(figures.final.first.recall5).toBeGreaterThanOrEqual(0.725)
    expect(figures.final.first.mrr).toBeGreaterThanOrEqual(0.47)
  })

  it('a search in judges\' words finds the infraction and shows its penalty; the document filter narrows to one document', () => {
    const [top] = engine.searchSync('drew an extra card', { limit: 3 })
    expect(top.docShort).toBe('IPG')
    expect((top.section ?? top).number).toBe('2.2')
    expect(top.section?.penalty ?? top.penalty).toBe('Warning')
    const jar = engine.searchSync('forgot my trigger', { limit: 10, filters: { in: ['jar'] } })
    expect(jar.length).toBeGreaterThan(0)
    expect(new Set(jar.map((r) => r.doc))).toEqual(new Set(['jar-2020-09-25']))
    // "as of" 2016: the guide then in force
    const [then] = engine.searchSync('drew an extra card', { limit: 3, filters: { in: ['ipg'], asOf: '2016-01-01' } })
    expect(then.doc).toBe('ipg-2014-09-26')
  })
})
