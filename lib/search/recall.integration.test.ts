/**
 * Recall over the real pipeline: ingest content/ into a temp folder with the project's own
 * ingest CLI, build the search files, and score the judged queries (../shared/search/queries.json
 * beside the repository, plus this project's lib/search/queries.extra.json).
 */
import { existsSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Graph } from '../types.js'
import { allCrVersions, docOfFile, EXTRA_QUERIES, FULL_CR, SHARED_QUERIES, TODAY_QUESTIONS, ingestTemp, loadGraphFrom, loadQueries, readJson } from './corpus.js'
import type { SearchEngine } from './engine.js'
import { score, scoreToday, type TodayQuestion } from './evaluate.js'
import { engineFromGraph } from './node.js'

let engine: SearchEngine

beforeAll(() => {
  engine = engineFromGraph(loadGraphFrom(ingestTemp()))
}, 300_000)

const run = (q: string) => engine.searchSync(q, { limit: 5 }).map((r) => r.text)

const hasShared = existsSync(SHARED_QUERIES)
const hasFullCr = existsSync(FULL_CR)

describe('recall@5 on judged queries', () => {
  it.skipIf(!hasShared)(`the shared judged queries exist${hasShared ? '' : ' (skipped: ../shared/search/queries.json is absent)'}`, () => {
    expect(loadQueries(SHARED_QUERIES).length).toBeGreaterThan(10)
  })

  it.skipIf(!hasShared)(`shared queries: recall@5 >= 0.9${hasShared ? '' : ' (skipped: ../shared is absent)'}`, () => {
    const s = score(loadQueries(SHARED_QUERIES), run)
    console.log(`shared: recall@5 ${s.recall5.toFixed(3)}, MRR ${s.mrr.toFixed(3)}; missed: ${s.misses.join(' | ') || 'none'}`)
    expect(s.recall5).toBeGreaterThanOrEqual(0.9)
  })

  it("the project's own queries (players' words, numbers, era words): recall@5 >= 0.9", () => {
    const qs = loadQueries(EXTRA_QUERIES)
    expect(qs.length).toBeGreaterThan(20)
    const s = score(qs, run)
    console.log(`project: recall@5 ${s.recall5.toFixed(3)}, MRR ${s.mrr.toFixed(3)}; missed: ${s.misses.join(' | ') || 'none'}`)
    expect(s.recall5).toBeGreaterThanOrEqual(0.9)
  })

  it('the scorer itself can fail: nonsense results score 0', () => {
    expect(score(loadQueries(EXTRA_QUERIES), () => ['nothing relevant here']).recall5).toBe(0)
  })
})

describe.skipIf(!hasFullCr)(`with the full 2026 Comprehensive Rules added (../shared/corpora, copied to a temp dir only)${hasFullCr ? '' : ' (skipped: ../shared/corpora is absent)'}`, () => {
  let full: SearchEngine
  beforeAll(() => {
    full = engineFromGraph(loadGraphFrom(ingestTemp([FULL_CR])))
  }, 300_000)

  it('rule numbers jump straight to the node, in any document that has them', () => {
    const [a] = full.searchSync('702.19b', { limit: 3 })
    expect(a.exact && a.number).toBe('702.19b')
    const [b] = full.searchSync('CR 704.5K.', { limit: 3 })
    expect(b.exact && b.number).toBe('704.5k')
    const both = full.searchSync('419.6a', { limit: 5 }).filter((r) => r.exact)
    expect(new Set(both.map((r) => r.doc))).toEqual(new Set(['cr-2004', 'rulings-2004']))
  })

  it('a glossary term equal to the query comes first (about, not mentions)', () => {
    for (const term of ['Trample', 'Deathtouch', 'Mana Value', 'State-Based Actions']) {
      const [top] = full.searchSync(term.toLowerCase(), { limit: 3 })
      expect(top.title?.toLowerCase(), term).toBe(term.toLowerCase())
    }
  })

  it('a variant rule (CR chapters 8-9) ranks below the core rule unless the query names the variant', () => {
    const first = (q: string) => full.searchSync(q, { limit: 10 }).find((r) => r.doc === 'cr-2026-01-16' && r.number)?.number ?? ''
    expect(first('how many poison counters kill you')).not.toMatch(/^[89]\d\d\./)
    expect(first('archenemy poison counters')).toMatch(/^904\./)
  })

  it('a title the query fills only in part ("Commander Tax" for "my commander dies") counts less than one it fills', () => {
    const top = full.searchSync('what happens if my commander dies', { limit: 300 }).filter((r) => r.kind === 'term')
    const score = (t: string) => top.find((r) => r.title === t)?.score ?? -1
    expect(score('Commander')).toBeGreaterThan(0)
    expect(score('Commander Tax')).toBeGreaterThan(0)
    expect(score('Commander Tax')).toBeLessThan(score('Commander'))
  })

  it("players' \"on my opponent's turn\" finds the rule that says \"if it isn't their turn\"", () => {
    const top = full.searchSync("can I play a land during my opponent's turn", { limit: 5 })
    expect(top.some((r) => r.doc === 'cr-2026-01-16' && r.number === '305.3')).toBe(true)
  })

  it('a glossary term the query names brings the rule it cites ("Mulligan ... See rule 103.5")', () => {
    const top = full.searchSync('how does the mulligan work', { limit: 3 })
    expect(top.map((r) => `${r.doc} ${r.number}`)).toContain('cr-2026-01-16 103.5')
  })

  it('a rule inside a section the query names counts the section title (702.7b under "702.7 First Strike")', () => {
    const top = full.searchSync('does first strike damage happen before regular damage', { limit: 6 })
    expect(top.map((r) => `${r.doc} ${r.number}`)).toContain('cr-2026-01-16 702.7b')
    const [equip] = full.searchSync('can I equip at instant speed', { limit: 3 })
    expect(`${equip.doc} ${equip.number}`).toBe('cr-2026-01-16 702.6a')
  })

  it('beside the rules in force, a superseded partial CR and older documents come after them', () => {
    const top = full.searchSync('steps for casting a spell in order', { limit: 10 })
    expect(`${top[0].doc} ${top[0].number}`).toBe('cr-2026-01-16 601.2')
    const old = top.findIndex((r) => r.doc === 'cr-2004')
    if (old >= 0) expect(top.slice(0, old).filter((r) => r.doc === 'cr-2026-01-16').length).toBeGreaterThan(1)
  })

  it('"defender" finds the keyword, not the 1994 word for a blocker', () => {
    const top = full.searchSync('can a creature with defender attack', { limit: 5 })
    expect(top.map((r) => `${r.doc} ${r.number ?? r.title}`)).toContain('cr-2026-01-16 702.3b')
    expect(top[0].doc).toBe('cr-2026-01-16')
  })

  it('an abbreviation players use finds what it stands for ("mdfc")', () => {
    const top = full.searchSync('mdfc', { limit: 3 })
    for (const r of top) expect(`${r.title} ${r.text}`.toLowerCase()).toContain('double-faced')
  })

  it("the community's shorthand searches the rules' words (\"tutoring\" is searching a library)", () => {
    const top = full.searchSync('rules for tutoring a card', { limit: 3 })
    expect(top).toHaveLength(3)
    for (const r of top) expect(`${r.doc} ${r.number}`).toMatch(/^cr-2026-01-16 701\.23/)
  })

  it('modern words still reach the 1994-2004 documents (ranked after the rules in force, found when asked for)', () => {
    const old = full.searchSync('enters the battlefield replacement effect', { limit: 5, filters: { docs: ['cr-2004', 'rulings-2004'] } })
    expect(old.length).toBeGreaterThan(0)
    // they say "comes into play": only the era concept joins the two
    expect(old.some((r) => /comes? into play/i.test(r.text) && !/battlefield/i.test(r.text))).toBe(true)
    const all = full.searchSync('enters the battlefield replacement effect', { limit: 100 })
    expect(all.some((r) => r.doc === 'cr-2004' || r.doc === 'rulings-2004')).toBe(true)
  })
})

/** Every answer a question names, first judged or pooled, is a rule number or glossary entry of the newest version. */
function expectAnswersExist(q: TodayQuestion, numbers: Set<string>, terms: Set<string>): void {
  for (const r of [...q.rules, ...(q.pooled?.rules ?? [])]) expect(numbers.has(r.toLowerCase()), `${q.q}: ${r}`).toBe(true)
  for (const t of [...(q.terms ?? []), ...(q.pooled?.terms ?? [])]) expect(terms.has(t.toLowerCase()), `${q.q}: ${t}`).toBe(true)
}

describe.skipIf(!hasFullCr)("today's questions, answered from today's rules (../shared/corpora)", () => {
  const questions = readJson<{ questions: TodayQuestion[] }>(TODAY_QUESTIONS).questions
  let one: Graph
  let oneEngine: SearchEngine
  beforeAll(() => {
    one = loadGraphFrom(ingestTemp([FULL_CR]))
    oneEngine = engineFromGraph(one)
  }, 300_000)

  it('at least 30 questions, every answer a rule or glossary entry of the newest version', () => {
    expect(questions.length).toBeGreaterThanOrEqual(30)
    const newest = docOfFile(one, FULL_CR)!
    const numbers = new Set(one.nodes.filter((n) => n.doc === newest && n.number).map((n) => n.number!.toLowerCase()))
    const terms = new Set(one.nodes.filter((n) => n.doc === newest && (n.kind === 'term' || n.kind === 'glossary') && n.title).map((n) => n.title!.toLowerCase()))
    for (const q of questions) {
      expect(q.rules.length + (q.terms?.length ?? 0) + (q.expect?.length ?? 0), q.q).toBeGreaterThan(0)
      expectAnswersExist(q, numbers, terms)
    }
  })

  // held-out: written before the ranking changes of issue 8 (heldout), before those of its second session
  // (fresh), and after them, never looked at one by one (final); each judged by reading the CR text. Issue 24's:
  // players' situations (held out) and cards named in a question (held out), and their development sets
  const SETS = ['heldout', 'fresh', 'final', 'situations', 'situations-dev', 'cards', 'cards-dev']
  for (const set of SETS) {
    const file = TODAY_QUESTIONS.replace(/\.json$/, `.${set}.json`)
    it(`${set} questions: at least 15, none asked in another set, every answer a rule or glossary entry of the newest version`, () => {
      const heldout = readJson<{ questions: TodayQuestion[] }>(file).questions
      expect(heldout.length).toBeGreaterThanOrEqual(15)
      const others = ['', ...SETS.map((x) => `.${x}`)].filter((x) => x !== `.${set}`)
      const asked = new Set(others.flatMap((x) => readJson<{ questions: TodayQuestion[] }>(TODAY_QUESTIONS.replace(/\.json$/, `${x}.json`)).questions.map((q) => q.q.toLowerCase())))
      const newest = docOfFile(one, FULL_CR)!
      const numbers = new Set(one.nodes.filter((n) => n.doc === newest && n.number).map((n) => n.number!.toLowerCase()))
      const terms = new Set(one.nodes.filter((n) => n.doc === newest && (n.kind === 'term' || n.kind === 'glossary') && n.title).map((n) => n.title!.toLowerCase()))
      for (const q of heldout) {
        expect(asked.has(q.q.toLowerCase()), `${q.q}: asked in another set`).toBe(false)
        expect(q.rules.length + (q.terms?.length ?? 0), q.q).toBeGreaterThan(0)
        expectAnswersExist(q, numbers, terms)
        // the held-out sets are scored in aggregate only: no one has read their results, so nothing was pooled from them
        if (['final', 'situations', 'cards'].includes(set)) expect(q.pooled, q.q).toBeUndefined()
      }
      const run = (q: string) => oneEngine.searchSync(q, { limit: 5 })
      const s = scoreToday(heldout, newest, run)
      // final has no pooled judgments: its figure is the same either way
      const p = scoreToday(heldout, newest, run, true)
      console.log(`${set} questions: newest CR recall@5 ${s.recall5.toFixed(3)}, MRR ${s.mrr.toFixed(3)} (with pooled judgments ${p.recall5.toFixed(3)}, ${p.mrr.toFixed(3)})`)
    })
  }

  it('every older version loaded changes nothing: one result per rule, the newest text leading', () => {
    const newestOnly = scoreToday(questions, docOfFile(one, FULL_CR)!, (q) => oneEngine.searchSync(q, { limit: 5 }))
    const pooledNewest = scoreToday(questions, docOfFile(one, FULL_CR)!, (q) => oneEngine.searchSync(q, { limit: 5 }), true)
    const all = loadGraphFrom(ingestTemp(allCrVersions()))
    const allEngine = engineFromGraph(all)
    const withAll = scoreToday(questions, docOfFile(all, FULL_CR)!, (q) => allEngine.searchSync(q, { limit: 5 }))
    const pooledAll = scoreToday(questions, docOfFile(all, FULL_CR)!, (q) => allEngine.searchSync(q, { limit: 5 }), true)
    console.log(`today's questions: newest CR recall@5 ${newestOnly.recall5.toFixed(3)}, MRR ${newestOnly.mrr.toFixed(3)} (with pooled judgments ${pooledNewest.recall5.toFixed(3)}, ${pooledNewest.mrr.toFixed(3)}); all ${allCrVersions().length} versions recall@5 ${withAll.recall5.toFixed(3)}, MRR ${withAll.mrr.toFixed(3)} (with pooled judgments ${pooledAll.recall5.toFixed(3)}, ${pooledAll.mrr.toFixed(3)})`)
    // measured 0.816 / 0.603 when written, 0.842 / 0.645 after the ranking changes of issue 8 part 4,
    // 0.868 / 0.674 after its second session, 0.895 / 0.683 after its third, 0.947 / 0.744 after its fifth
    // (0.947 / 0.819 with pooled judgments); the floors guard against regressions
    expect(newestOnly.recall5).toBeGreaterThanOrEqual(0.92)
    expect(newestOnly.mrr).toBeGreaterThanOrEqual(0.7)
    expect(pooledAll.recall5).toBeGreaterThanOrEqual(0.9)
    expect(pooledAll.mrr).toBeGreaterThanOrEqual(0.75)
    expect(withAll.recall5).toBe(newestOnly.recall5)
    // the situations are one index for every version, so their statistics (the lineages' average length, a word's
    // frequency) count the older versions' rules too: with the CR's situations that name cards, one answer a rank
    // lower (302.6 third for "does summoning sickness affect tapping for mana", 0.764 -> 0.760); at most one answer
    // from first to second
    expect(Math.abs(withAll.mrr - newestOnly.mrr)).toBeLessThanOrEqual(0.5 / questions.length)
  }, 300_000)
})
