/**
 * Judged-query scoring, shared by `npm run bench` and the recall test.
 * A query passes when one of its top-5 results' text contains one of its expected
 * passages, both compared as lowercased letters and digits only.
 */
export interface JudgedQuery {
  q: string
  expect: string[]
}

export const squash = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]+/g, '')

/** 1-based rank of the first result containing an expected passage, or 0. */
export function firstRelevant(texts: string[], expect: string[], k = 5): number {
  const wanted = expect.map(squash).filter(Boolean)
  for (let i = 0; i < Math.min(k, texts.length); i++) {
    const t = squash(texts[i])
    if (wanted.some((w) => t.includes(w))) return i + 1
  }
  return 0
}

export interface Score {
  recall5: number
  mrr: number
  misses: string[]
  /** Questions that got no result at all: a reader told nothing, worse than a miss that shows something near. */
  empty: number
}

/** Recall@5 and MRR of the questions whose `run` results `answers` judges, the first answer's rank counting. */
function scored<Q extends { q: string }, R>(questions: Q[], run: (q: string) => R[], answers: (q: Q, r: R) => boolean): Score {
  let hit = 0
  let rr = 0
  let empty = 0
  const misses: string[] = []
  for (const q of questions) {
    const results = run(q.q)
    if (!results.length) empty++
    const rank = results.slice(0, 5).findIndex((r) => answers(q, r)) + 1
    if (rank) {
      hit++
      rr += 1 / rank
    } else misses.push(q.q)
  }
  const n = Math.max(1, questions.length)
  return { recall5: hit / n, mrr: rr / n, misses, empty }
}

export function score(queries: JudgedQuery[], run: (q: string) => string[]): Score {
  const wanted = new Map(queries.map((q) => [q, q.expect.map(squash).filter(Boolean)]))
  return scored(queries, run, (q, text) => {
    const t = squash(text)
    return wanted.get(q)!.some((w) => t.includes(w))
  })
}

/**
 * A question players ask today, judged against the newest Comprehensive Rules: the rule numbers
 * (and glossary entries) of that version that answer it; `expect`: passages of documents of other
 * families that answer it too; `pooled`: answers found later by pooled judging (the top results of
 * several rankings, judged blind to their rank by an assessor who did not write the question), kept
 * apart so that the figures can be given both ways.
 */
export interface TodayQuestion {
  q: string
  rules: string[]
  terms?: string[]
  expect?: string[]
  pooled?: { rules?: string[]; terms?: string[] }
}

/** What the scorer needs of a result. */
export interface JudgedResult {
  doc: string
  family: string
  number: string | null
  title: string | null
  kind: string
  text: string
}

/**
 * True when the result answers the question from the newest version `newestDoc` (or from another family);
 * with `pooled`, the answers pooled judging added count too.
 */
export function answers(q: TodayQuestion, r: JudgedResult, newestDoc: string, pooled = false): boolean {
  if (r.doc === newestDoc) {
    const rules = pooled ? [...q.rules, ...(q.pooled?.rules ?? [])] : q.rules
    const terms = pooled ? [...(q.terms ?? []), ...(q.pooled?.terms ?? [])] : (q.terms ?? [])
    if (r.number && rules.some((n) => n.toLowerCase() === r.number!.toLowerCase().replace(/\.$/, ''))) return true
    const title = r.title?.toLowerCase()
    return !!title && (r.kind === 'term' || r.kind === 'glossary') && terms.some((t) => t.toLowerCase() === title)
  }
  if (r.family === 'cr' || !q.expect?.length) return false
  const t = squash(r.text)
  return q.expect.some((e) => t.includes(squash(e)))
}

export function scoreToday(questions: TodayQuestion[], newestDoc: string, run: (q: string) => JudgedResult[], pooled = false): Score {
  return scored(questions, run, (q, r) => answers(q, r, newestDoc, pooled))
}

/**
 * A question from another project's public set (../shared/search/real, its README): the rules of the version `doc`
 * that answer it (`sections`; one of their subrules counts too), passages of other documents that do (`expect`).
 */
export interface RealQuestion {
  q: string
  doc: string
  sections: string[]
  expect: string[]
  source: string
  why: string
}

/** True when rule number `n` is rule `rule` or one of its subrules ("702.19b" in "702.19", "505.6a" in "505"), never a sibling ("702.190"). */
export function withinRule(n: string, rule: string): boolean {
  const a = n.toLowerCase().replace(/\.$/, '')
  const b = rule.toLowerCase().replace(/\.$/, '')
  if (a === b) return true
  if (!a.startsWith(b)) return false
  const next = a.slice(b.length)
  return b.includes('.') ? /^[a-z]/.test(next) : next.startsWith('.')
}

export function scoreReal(questions: RealQuestion[], run: (q: string) => JudgedResult[]): Score {
  return scored(questions, run, (q, r) => {
    if (r.doc === q.doc) return !!r.number && q.sections.some((s) => withinRule(r.number!, s))
    if (r.family === 'cr' || !q.expect.length) return false
    const t = squash(r.text)
    return q.expect.some((e) => t.includes(squash(e)))
  })
}

/**
 * A question judges ask, judged against the newest judge documents (fixtures/judge-questions.json): the node ids of
 * the sections that answer it. A result counts when it is such a section or a node inside one (its Definition,
 * an example): the reader is then on the section's page.
 */
export interface JudgeQuestion {
  q: string
  answers: string[]
  note?: string
  /** Answers found later by pooled judging (fixtures/judge-pooled-verdicts.json), kept apart from the first judgments. */
  pooled?: string[]
}

/**
 * Recall@5 and MRR of judge questions. `parentOf` gives a node id's parent id (null at the top): a result inside an
 * answer counts as the answer. With `pooled`, the answers pooled judging added count too.
 */
export function scoreJudge(questions: JudgeQuestion[], run: (q: string) => Array<{ id: string }>, parentOf: (id: string) => string | null | undefined, pooled = false): Score {
  const inside = (id: string, answers: Set<string>) => {
    for (let cur: string | null | undefined = id, guard = 0; cur && guard < 50; cur = parentOf(cur), guard++) if (answers.has(cur)) return true
    return false
  }
  const wanted = new Map(questions.map((q) => [q, new Set(pooled ? [...q.answers, ...(q.pooled ?? [])] : q.answers)]))
  return scored(questions, run, (q, r) => inside(r.id, wanted.get(q)!))
}
