/**
 * Recall over the real pipeline: ingest content/ into a temp folder with the project's own
 * ingest CLI, build the search files, and score the judged queries (../shared/search/queries.json
 * beside the repository, plus this project's lib/search/queries.extra.json).
 */
import { existsSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import { EXTRA_QUERIES, FULL_CR, SHARED_QUERIES, ingestTemp, loadGraphFrom, loadQueries } from './corpus.js'
import type { SearchEngine } from './engine.js'
import { score } from './evaluate.js'
import { engineFromGraph } from './node.js'

let engine: SearchEngine

beforeAll(() => {
  engine = engineFromGraph(loadGraphFrom(ingestTemp()))
}, 300_000)

const run = (q: string) => engine.searchSync(q, { limit: 5 }).map((r) => r.text)

describe('recall@5 on judged queries', () => {
  it('the shared judged queries exist', () => {
    expect(existsSync(SHARED_QUERIES)).toBe(true)
    expect(loadQueries(SHARED_QUERIES).length).toBeGreaterThan(10)
  })

  it('shared queries: recall@5 >= 0.9', () => {
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
    expect(score(loadQueries(SHARED_QUERIES), () => ['nothing relevant here']).recall5).toBe(0)
  })
})

describe('with the full 2026 Comprehensive Rules added (../shared/corpora, copied to a temp dir only)', () => {
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

  it('modern words still reach the 1994-2004 documents', () => {
    const docs = new Set(full.searchSync('enters the battlefield replacement effect', { limit: 30 }).map((r) => r.doc))
    expect([...docs].some((d) => d === 'cr-2004' || d === 'rulings-2004')).toBe(true)
  })
})
