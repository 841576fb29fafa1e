/**
 * The judges' documents searched beside everything else: content/, the newest Comprehensive Rules and every judge
 * PDF in ../shared/corpora/judge (every version; today's search shows the newest), ingested by the project's own
 * CLI. Judges' questions (fixtures/judge-questions*.json: tuned, and final scored in aggregate only) and today's CR
 * questions with the judge documents loaded, against floors at what the ranking reaches (docs/search.md, "The model").
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import type { IngestReport } from '../graph/report.js'
import type { Graph } from '../types.js'
import { FULL_CR, ingestTemp, JUDGE_POOLED_VERDICTS, JUDGE_QUESTIONS, JUDGE_QUESTIONS_FINAL, JUDGE_QUESTIONS_FRESH, JUDGE_QUESTIONS_SITUATIONS, judgePdfs, loadGraphFrom, readJson, TODAY_QUESTIONS, TODAY_QUESTIONS_SITUATIONS } from './corpus.js'
import { deriveInitialisms } from './initialisms.js'
import type { SearchEngine } from './engine.js'
import { scoreJudge, scoreToday, type JudgeQuestion, type TodayQuestion } from './evaluate.js'
import { engineFromGraph } from './node.js'

const present = existsSync(FULL_CR) && judgePdfs().length > 0
const f3 = (n: number) => n.toFixed(3)

describe.skipIf(!present)(`judges' documents with the newest CR and content/${present ? '' : ' (skipped: ../shared/corpora is absent)'}`, () => {
  let graph: Graph
  let engine: SearchEngine
  let parent: Map<string, string | null>
  let report: IngestReport
  beforeAll(() => {
    const dir = ingestTemp([FULL_CR, ...judgePdfs()])
    graph = loadGraphFrom(dir)
    report = readJson<IngestReport>(join(dir, 'report.json'))
    engine = engineFromGraph(graph)
    parent = new Map(graph.nodes.map((n) => [n.id, n.parent]))
  }, 300_000)
  const run = (q: string) => engine.searchSync(q, { limit: 5 })

  it('every key of the shipped situations files matches a section or rule of the newest versions, the CR\'s lettered rules too', () => {
    const r = report.situations!
    expect(r.unmatched).toEqual([])
    const cr = r.files.find((f) => f.series === 'cr')!
    expect(cr.attached).toBe(cr.entries)
    // filed under the rule that answers: most keys are lettered rules, reached through the title above them
    const newest = graph.documents.find((d) => d.series === 'cr' && d.latest)!.id
    const lettered = graph.nodes.filter((n) => n.doc === newest && /\d[a-z]$/.test(n.number ?? '') && graph.situations?.[n.lineage])
    expect(lettered.length).toBeGreaterThan(cr.entries / 2)
  })

  it('every answer of the judged questions is a node of the newest judge versions, and no question is asked twice', () => {
    const sets = [JUDGE_QUESTIONS, JUDGE_QUESTIONS_FINAL, JUDGE_QUESTIONS_FRESH].map((f) => readJson<{ questions: JudgeQuestion[]; versions: Record<string, string> }>(f))
    const ids = new Set(graph.nodes.map((n) => n.id))
    const newest = new Set(graph.documents.filter((d) => d.family === 'judge' && d.latest).map((d) => d.id))
    for (const set of sets) expect(newest).toEqual(new Set(Object.values(set.versions)))
    const asked = new Set<string>()
    for (const { questions } of sets)
      for (const q of questions) {
        expect(asked.has(q.q.toLowerCase()), q.q).toBe(false)
        asked.add(q.q.toLowerCase())
        for (const a of q.answers) expect(ids.has(a) && newest.has(a.slice(0, a.indexOf('/'))), a).toBe(true)
        // pooled answers may be a rule of the newest CR too (judged against every document the search shows)
        for (const a of q.pooled ?? []) expect(ids.has(a) && !q.answers.includes(a), a).toBe(true)
      }
    expect(asked.size).toBe(157)
    // the final and fresh sets are scored in aggregate only: nothing was pooled from them; every kept verdict is its question's
    expect(sets.slice(1).some((set) => set.questions.some((q) => q.pooled))).toBe(false)
    const kept = readJson<{ verdicts: Array<{ q: string; id: string; kept: boolean }> }>(JUDGE_POOLED_VERDICTS).verdicts.filter((v) => v.kept)
    const pooled = sets[0].questions.flatMap((q) => (q.pooled ?? []).map((id) => `${q.q} -> ${id}`))
    expect(pooled.sort()).toEqual(kept.map((v) => `${v.q} -> ${v.id}`).sort())
  })

  it('judges\' questions: recall@5 and MRR (tuned set, and the final and fresh sets in aggregate only)', () => {
    const set = (file: string) => readJson<{ questions: JudgeQuestion[] }>(file).questions
    const tuned = scoreJudge(set(JUDGE_QUESTIONS), run, (id) => parent.get(id))
    const pooled = scoreJudge(set(JUDGE_QUESTIONS), run, (id) => parent.get(id), true)
    const final = scoreJudge(set(JUDGE_QUESTIONS_FINAL), run, (id) => parent.get(id))
    const fresh = scoreJudge(set(JUDGE_QUESTIONS_FRESH), run, (id) => parent.get(id))
    console.log(`judges' questions: tuned recall@5 ${f3(tuned.recall5)}, MRR ${f3(tuned.mrr)} (pooled ${f3(pooled.recall5)} / ${f3(pooled.mrr)}); final ${f3(final.recall5)} / ${f3(final.mrr)}; fresh ${f3(fresh.recall5)} / ${f3(fresh.mrr)} (misses not printed)`)
    // measured when written, with the situations (content/situations/): tuned 0.943 / 0.827, final 0.979 / 0.885, fresh
    // 0.925 / 0.722; with the CR's situations each under the rule that answers it, 0.929 / 0.822, 0.979 / 0.883, 0.900 /
    // 0.717 (a rules question's words now reach the rule, and a scry rule is a rank above IPG 2.3 for "scried 2 instead of
    // 1 at competitive": docs/log.md, "Situations"); with every rule of the CR given situations (docs/log.md "Every
    // rule"), 0.929 / 0.803, 0.979 / 0.890, 0.900 / 0.719 (a CR rule a rank above the section for three tuned
    // questions); with a situation word counted by how many of its section's situations say it (BM25's term
    // frequency, ranking.ts `situationTf`), 0.943 / 0.849, 0.979 / 0.914, 0.925 / 0.762; with the CR's 3,170 situations
    // that name cards and a word said once by one situation covering less (`onceCover`), 0.929 / 0.827, 0.979 / 0.922,
    // 0.925 / 0.792 (a tuned question's answer out of the top 5, its top a CR rule whose card-naming situation fits
    // it); before them 0.714 / 0.546 (pooled 0.743 / 0.560), 0.936 / 0.696, 0.650 / 0.506 (the judges' first search session ended at 0.714 / 0.541, 0.936 / 0.680, fresh 0.600 / 0.485;
    // before it, tuned 0.614 / 0.513, final 0.809 / 0.571); the targets are 0.9 / 0.8
    expect(tuned.recall5).toBeGreaterThanOrEqual(0.92)
    expect(tuned.mrr).toBeGreaterThanOrEqual(0.82)
    expect(pooled.recall5).toBeGreaterThanOrEqual(tuned.recall5)
    expect(final.recall5).toBeGreaterThanOrEqual(0.97)
    expect(final.mrr).toBeGreaterThanOrEqual(0.92)
    expect(fresh.recall5).toBeGreaterThanOrEqual(0.92)
    expect(fresh.mrr).toBeGreaterThanOrEqual(0.79)
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
    // measured when written, with the CR's situations each under the rule that answers it: 0.947 / 0.787, 0.792 / 0.722,
    // 0.833 / 0.623, 0.850 / 0.610 (fresh 0.833 / 0.614 since the 74 written for the keywords that had fewer than five,
    // data written blind: one question's answer a rank lower, docs/log.md, "At least five"); with every rule of
    // the CR given situations (docs/log.md, "Every rule"): 0.947 / 0.760, 0.833 / 0.764, 0.850 / 0.615, 0.900 / 0.621 (the
    // tuned set's MRR lower: three answers a rank lower, each under another rule's situation that fits the question too;
    // the three sets never tuned on higher); with a situation word counted by how many of its rule's situations say it
    // (BM25's term frequency): 0.947 / 0.773, 0.833 / 0.764, 0.833 / 0.612, 0.900 / 0.633 (fresh: 509.1a a rank lower,
    // sixth, for "can one creature block two attackers"; the judges' sets all higher); with the CR's 3,170 situations
    // that name cards and a word said once by one situation covering less: 0.947 / 0.773, 0.833 / 0.753, 0.900 / 0.679,
    // 0.925 / 0.733 (held-out MRR lower: an answer a rank lower); with them under their keyword or section: 0.947 / 0.749, 0.750 / 0.644,
    // 0.800 / 0.521, 0.725 / 0.489; before them
    // 0.947 / 0.744, 0.750 / 0.656, 0.800 / 0.526, 0.725 / 0.479 (without the judge documents: tuned 0.947 / 0.744,
    // heldout 0.875 / 0.702, fresh 0.800 / 0.539, final 0.800 / 0.522; with them before issue 16's work: 0.947 / 0.744,
    // 0.750 / 0.677, 0.800 / 0.528, 0.725 / 0.460). The judges' situations crowd a rules question now and then (held-out
    // MRR -0.012: one question's answer a rank lower), docs/situations.md
    expect(figures.tuned.first.recall5).toBeGreaterThanOrEqual(0.947)
    expect(figures.tuned.first.mrr).toBeGreaterThanOrEqual(0.77)
    expect(figures.heldout.first.recall5).toBeGreaterThanOrEqual(0.83)
    expect(figures.heldout.first.mrr).toBeGreaterThanOrEqual(0.75)
    expect(figures.fresh.first.recall5).toBeGreaterThanOrEqual(0.9)
    expect(figures.fresh.first.mrr).toBeGreaterThanOrEqual(0.67)
    expect(figures.final.first.recall5).toBeGreaterThanOrEqual(0.92)
    expect(figures.final.first.mrr).toBeGreaterThanOrEqual(0.73)
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
    expect(then.doc).toBe('ipg-2015-10-02')
  })

  it('every initialism the index derives from the newest guide\'s titles finds its section first; so do IDAW and USC minor', () => {
    const ipg = graph.documents.find((d) => d.series === 'ipg' && d.latest)!
    const titles = graph.nodes.filter((n) => n.doc === ipg.id && n.kind === 'section' && n.title).map((n) => ({ title: n.title!, series: 'ipg', number: n.number }))
    const derived = deriveInitialisms(titles)
    const shipped = new Map((engine.manifest.initialisms ?? []).flatMap(([words, abbrs, series, number]) => abbrs.split(' ').map((abbr) => [abbr, { words, series, number }] as const)))
    const sectionOf = (r: { section: { id: string } | null; id: string }) => r.section?.id ?? r.id
    let checked = 0
    for (const [abbr, reading] of derived) {
      // the index keeps those no other title reads otherwise and that are no word of the documents
      const kept = shipped.get(abbr)
      if (!reading.section || !kept?.number) continue
      expect(kept).toEqual({ words: reading.words, series: 'ipg', number: reading.section.number })
      const [top] = engine.searchSync(abbr.toUpperCase(), { limit: 3 })
      expect(top && sectionOf(top), `${abbr.toUpperCase()} -> IPG ${reading.section.number}`).toBe(`${ipg.id}/${reading.section.number}`)
      checked++
    }
    // every infraction of more than one word in its name, but one whose initials two titles share (Deck and Decklist
    // Problem are both DP: the table spells DP and DLP out)
    expect(checked).toBeGreaterThanOrEqual(20)
    for (const abbr of ['grv', 'hce', 'ftmgs', 'lec', 'mpe', 'mt', 'idaw', 'oa', 'cpv', 'ttm']) expect(shipped.get(abbr)?.series, abbr).toBe('ipg')
    const first = (q: string) => sectionOf(engine.searchSync(q, { limit: 3 })[0])
    expect(first('IDAW')).toBe(`${ipg.id}/4.3`)
    expect(first('USC minor')).toBe(`${ipg.id}/4.1`)
    expect(first('FtMGS')).toBe(`${ipg.id}/2.6`)
  })

  it('situations reach older versions through the lineage: a 2.3 situation finds 2.3 of the guide in force "as of" the day', () => {
    const q = 'I scried two cards when it said scry 1'
    const asOf = (date: string) => engine.searchSync(q, { limit: 5, filters: { in: ['ipg'], asOf: date } })
    const top = (date: string) => {
      const r = asOf(date)[0]
      return `${r.doc} ${(r.section ?? r).number}`
    }
    expect(top('2022-06-01')).toBe('ipg-2021-02-05 2.3')
    expect(top('2019-06-01')).toBe('ipg-2019-01-21 2.3')
    expect(top('2016-06-01')).toBe('ipg-2016-04-08 2.3')
  })

  it('held out, written after the situations were frozen by writers who never saw them: judges\' and players\' situations', () => {
    const judge = scoreJudge(readJson<{ questions: JudgeQuestion[] }>(JUDGE_QUESTIONS_SITUATIONS).questions, run, (id) => parent.get(id))
    const newest = graph.documents.find((d) => d.family === 'cr' && d.latest && d.series === 'cr')!.id
    const cr = scoreToday(readJson<{ questions: TodayQuestion[] }>(TODAY_QUESTIONS_SITUATIONS).questions, newest, run)
    console.log(`situations held out: judges' ${f3(judge.recall5)} / ${f3(judge.mrr)}, CR ${f3(cr.recall5)} / ${f3(cr.mrr)} (aggregate only)`)
    // measured when written: judges' 0.918 / 0.825 (0.689 / 0.519 before the situations); CR 0.474 / 0.349 (0.474 /
    // 0.336 before), 0.772 / 0.626 once each CR situation is under the rule that answers it (judges' 0.918 / 0.822),
    // 0.772 / 0.622 with every rule of the CR given situations (judges' unchanged), 0.772 / 0.622 with a situation
    // word counted by how many of its section's situations say it (judges' 0.934 / 0.845), 0.860 / 0.687 with the
    // CR's 3,170 situations that name cards and a word said once by one situation covering less (judges' 0.934 /
    // 0.858). The targets: 0.9 / 0.8 for the judges' (met), recall 0.8 for the CR's (met)
    expect(judge.recall5).toBeGreaterThanOrEqual(0.93)
    expect(judge.mrr).toBeGreaterThanOrEqual(0.85)
    expect(cr.recall5).toBeGreaterThanOrEqual(0.85)
    expect(cr.mrr).toBeGreaterThanOrEqual(0.68)
  })
})
