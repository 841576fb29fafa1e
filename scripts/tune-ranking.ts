/**
 * Tries the ranking's weights (lib/search/ranking.ts) by coordinate ascent on the development questions
 * (today-questions.json, .heldout.json, .fresh.json, with content/ + the newest CR) and prints what it finds,
 * with the final set's figures in aggregate only (never its questions: it is what tells overfitting apart).
 * The seeds' judged queries (content/ alone) are a floor: a step that lowers them is not taken.
 * With `--judges`, the judge PDFs in ../shared/corpora/judge are loaded too and the judges' tuned questions
 * (fixtures/judge-questions.json, pooled) join the objective, their final and fresh sets reported in aggregate like the CR's.
 * Nothing is written: copy a better set of weights into ranking.ts by hand, after reading why it helps.
 *
 *   npm run tune-ranking [-- --rounds 2] [--only title,coverage] [--judges]
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { buildSearch } from '../lib/search/build.js'
import { docOfFile, EXTRA_QUERIES, FULL_CR, ingestTemp, JUDGE_QUESTIONS, JUDGE_QUESTIONS_FINAL, JUDGE_QUESTIONS_FRESH, judgePdfs, loadGraphFrom, loadQueries, readJson, REPO, SHARED_QUERIES } from '../lib/search/corpus.js'
import { score, scoreJudge, scoreToday, type JudgeQuestion, type TodayQuestion } from '../lib/search/evaluate.js'
import { engineFromBuilt } from '../lib/search/node.js'
import { RANKING, type Ranking } from '../lib/search/ranking.js'

const FIXTURES = join(REPO, 'lib', 'search', 'fixtures')
const args = process.argv.slice(2)
const opt = (name: string) => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 ? args[i + 1] : undefined
}

if (!existsSync(FULL_CR)) {
  console.log('tune-ranking: skipped (no ../shared/corpora beside the repository)')
  process.exit(0)
}

const sets = (name: string): TodayQuestion[] => {
  const file = join(FIXTURES, name)
  return existsSync(file) ? readJson<{ questions: TodayQuestion[] }>(file).questions : []
}
const dev = [...sets('today-questions.json'), ...sets('today-questions.heldout.json'), ...sets('today-questions.fresh.json')]
const final = sets('today-questions.final.json')

const judges = args.includes('--judges') && judgePdfs().length > 0
const judgeSet = (file: string): JudgeQuestion[] => (judges && existsSync(file) ? readJson<{ questions: JudgeQuestion[] }>(file).questions : [])
const judgeDev = judgeSet(JUDGE_QUESTIONS)
const judgeFinal = [...judgeSet(JUDGE_QUESTIONS_FINAL), ...judgeSet(JUDGE_QUESTIONS_FRESH)]
const graph = loadGraphFrom(ingestTemp(judges ? [FULL_CR, ...judgePdfs()] : [FULL_CR]))
const parent = new Map(graph.nodes.map((n) => [n.id, n.parent]))
const newest = docOfFile(graph, FULL_CR)!
const engine = engineFromBuilt(buildSearch(graph))
const seedEngine = engineFromBuilt(buildSearch(loadGraphFrom(ingestTemp())))
const seeds = [...loadQueries(SHARED_QUERIES), ...loadQueries(EXTRA_QUERIES)]

interface Figures {
  dev: { recall5: number; mrr: number }
  final: { recall5: number; mrr: number }
  seeds: { recall5: number; mrr: number }
  judgeDev: { recall5: number; mrr: number }
  judgeFinal: { recall5: number; mrr: number }
  objective: number
}

function measure(r: Ranking): Figures {
  engine.ranking = r
  seedEngine.ranking = r
  const run = (q: string) => engine.searchSync(q, { limit: 5 })
  // the development sets with their pooled judgments: a rule that says the answer again is an answer
  const d = scoreToday(dev, newest, run, true)
  const f = scoreToday(final, newest, run)
  const s = score(seeds, (q) => seedEngine.searchSync(q, { limit: 5 }).map((x) => x.text))
  const jd = scoreJudge(judgeDev, run, (id) => parent.get(id), true)
  const jf = scoreJudge(judgeFinal, run, (id) => parent.get(id))
  return { dev: d, final: f, seeds: s, judgeDev: jd, judgeFinal: jf, objective: d.recall5 + d.mrr + (judges ? jd.recall5 + jd.mrr : 0) }
}

const line = (label: string, m: Figures) =>
  `${label}: dev (${dev.length}) ${m.dev.recall5.toFixed(3)} / ${m.dev.mrr.toFixed(3)}, seeds ${m.seeds.recall5.toFixed(3)} / ${m.seeds.mrr.toFixed(3)}, final (${final.length}, aggregate) ${m.final.recall5.toFixed(3)} / ${m.final.mrr.toFixed(3)}${judges ? `; judges' dev (${judgeDev.length}) ${m.judgeDev.recall5.toFixed(3)} / ${m.judgeDev.mrr.toFixed(3)}, judges' final and fresh (${judgeFinal.length}, aggregate) ${m.judgeFinal.recall5.toFixed(3)} / ${m.judgeFinal.mrr.toFixed(3)}` : ''}`

const only = opt('only')?.split(',')
const keys = (Object.keys(RANKING) as Array<keyof Ranking>).filter((k) => !only || only.includes(k))
const steps = [0, 0.5, 0.75, 0.9, 1.1, 1.25, 1.5, 2]
const SHARES = new Set<keyof Ranking>(['longTitle', 'titlePartial', 'heading', 'headingChild', 'context', 'see', 'superseded', 'notInForce', 'stub', 'variant', 'conceptWord', 'framing', 'tie', 'prefix', 'typo', 'typoSure'])
// counts of words, rules, hits or years: whole numbers
const COUNTS = new Set<keyof Ranking>(['longTitleWords', 'contextMax', 'voteTop', 'voteCap', 'stubLen', 'staleYears'])
const MIN_GAIN = 0.5 / Math.max(1, judges ? Math.min(dev.length, judgeDev.length) : dev.length)
let cur: Ranking = { ...RANKING }
let at = measure(cur)
console.log(line('shipped', at))
for (let round = 0; round < Number(opt('rounds') ?? 2); round++) {
  let moved = false
  for (const k of keys) {
    // a weight that is off is tried at a few shares of a word's full value
    const values = (cur[k] ? steps.map((f) => (COUNTS.has(k) ? Math.round(cur[k] * f) : Number((cur[k] * f).toFixed(3)))) : [0.1, 0.2, 0.3, 0.5, 0.7])
      // a share is a share: a typo never counts more than the word typed right
      .filter((v) => !SHARES.has(k) || v <= 1)
    for (const value of values) {
      if (value === cur[k]) continue
      const next = { ...cur, [k]: value }
      const m = measure(next)
      // a gain on the development questions that costs the seeds' queries is not a gain
      // a step must win at least half a question's worth (0.5 / n of recall + MRR), not a tie broken by noise
      if (m.objective > at.objective + MIN_GAIN && m.seeds.recall5 >= at.seeds.recall5 - 1e-9 && m.seeds.mrr >= at.seeds.mrr - 0.01) {
        console.log(`  ${k}: ${cur[k]} -> ${value}  ${line('now', m)}`)
        cur = next
        at = m
        moved = true
      }
    }
  }
  if (!moved) break
}
console.log(line('best found', at))
const changed = keys.filter((k) => cur[k] !== RANKING[k]).map((k) => `${k}: ${RANKING[k]} -> ${cur[k]}`)
console.log(changed.length ? `changed: ${changed.join(', ')}` : 'no change helps')
