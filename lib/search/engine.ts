/**
 * The search engine, the same in Node (scripts/search.ts, tests, bench) and in the browser worker: one search
 * is load (load.ts: the files its filters need), read the query once (query.ts), score (score.ts, the model;
 * weights in ranking.ts), present (present.ts: display rows of the hits shown, snippets). `search` and
 * `searchSync` run the same steps; the first awaits what the loaders return, the second needs loaders that
 * answer at once (Node).
 */
import { BulkCards, type BulkScope } from './bulk.js'
import type { DisplayFields } from './display.js'
import { Shards, type MatchLoader } from './load.js'
import { DisplayRows, hasPhrases, highlightOf, results, situationLineages, type DisplayLoader } from './present.js'
import { normalise, STOPWORDS } from '../text/words.js'
import { hasCjk, scriptLanguages } from './cjk.js'
import { analyse, MAX_QUERY, phraseKey, type ParsedQuery } from './query.js'
import { RANKING, type Ranking } from './ranking.js'
import { match, type Hit } from './score.js'
import type { ManifestDoc, MatchShard, PackedMatchShard, SearchAnswer, SearchFilters, SearchManifest, SearchOptions, SearchReason, SearchResult } from './types.js'

export { MAX_QUERY, type ParsedQuery } from './query.js'
export type { Hit } from './score.js'
export type { DisplayLoader } from './present.js'
export type { MatchLoader } from './load.js'

export interface Loaders {
  display: DisplayLoader
  /** Fetches an older version's match or span file for an "as of" search; without it only the shards given are searched. */
  match?: MatchLoader
}

/** A step of a search: a value, or a promise of it when a loader fetches. */
type Step = Generator<unknown, SearchAnswer, unknown>

/**
 * Hits read for a quoted phrase inside a longer query, in batches of the limit: each costs the display chunks of its
 * hits, and a phrase past the first few batches is in a passage the words rank low anyway.
 */
export const PHRASE_BATCHES = 4

/** Why a query found nothing: it has nothing to search, only words the index leaves out, or words no passage holds. */
function emptyReason(query: string, parsed: ParsedQuery): SearchReason {
  const words = normalise(String(query ?? '').slice(0, MAX_QUERY)).match(/[a-z0-9]+/g) ?? []
  // a Chinese, Japanese or Korean query has words too (cjk.ts), which no passage in scope may hold
  if (!words.length && !hasCjk(query)) return { kind: 'nothing' }
  if (!parsed.numbers.length && !parsed.sections.length && words.every((w) => STOPWORDS.has(w) || (w.length < 2 && !/\d/.test(w)))) return { kind: 'common' }
  return parsed.groups.length || parsed.numbers.length || parsed.sections.length ? { kind: 'unknown' } : { kind: 'nothing' }
}

/** The query is one quoted phrase and nothing more: someone checking an exact wording, who wants it or nothing. */
export function wholePhrase(query: string): string | null {
  const m = /^\s*"([^"]*)"\s*$/.exec(String(query ?? '').slice(0, MAX_QUERY))
  const p = m ? phraseKey(m[1]) : ''
  return p.includes(' ') ? p : null
}

const clampLimit = (limit?: number) => Math.max(1, Math.min(limit ?? 10, 500))

/** Results that say which situation they matched: the first, which a reader reads first (a lineage's situations are a file). */
export const MATCHED_SHOWN = 1

export class SearchEngine {
  readonly manifest: SearchManifest
  private shards: Shards
  private rows: DisplayRows
  /** Scryfall's cards and rulings (bulk.ts): their files are fetched by the words of a query. */
  private bulk: BulkCards
  /** The weights ranking uses (ranking.ts); the tuning script sets others. */
  ranking: Ranking = { ...RANKING }

  constructor(manifest: SearchManifest, shards: Array<MatchShard | PackedMatchShard>, loaders: Loaders | DisplayLoader) {
    const { display, match } = typeof loaders === 'function' ? { display: loaders, match: undefined } : loaders
    this.manifest = manifest
    this.shards = new Shards(manifest, shards, match)
    this.shards.vocabulary.initialisms = new Map(
      (manifest.initialisms ?? []).flatMap(([words, abbrs, series, number]) => abbrs.split(' ').map((abbr) => [abbr, { words, ...(series && number ? { section: { series, number } } : {}) }] as const)),
    )
    this.rows = new DisplayRows(this.shards, display)
    this.bulk = new BulkCards(this.shards)
  }

  /** Today's documents with a match file: each series' newest version and every document in no series (bulk ones have none). */
  static current(manifest: SearchManifest): ManifestDoc[] {
    return manifest.docs.filter((d) => d.latest !== false && !d.bulk && !d.language)
  }

  /** Manifest indexes of the documents a search with these filters covers, and those whose text they reuse. */
  docsFor(filters?: SearchFilters): { shown: number[]; needed: number[] } {
    return this.shards.docsFor(filters)
  }

  /** Loads the files a search with these filters needs (load.ts); synchronous when the loader is. */
  prepare(filters?: SearchFilters): void | Promise<void> {
    return this.shards.prepare(filters)
  }

  /** The manifest index of a hit's document (hits name loaded shards, which are in load order). */
  docIndexOf(shard: number): number {
    return this.shards.loaded[shard]?.di ?? -1
  }

  /** Node ids handed out to the loaded shards. */
  get size(): number {
    return this.shards.total
  }

  /** Query text -> numbers, word groups with alternatives, phrases (query.ts). Never throws. */
  parse(query: string, typing = false): ParsedQuery {
    return analyse(query, this.shards.vocabulary, this.ranking, typing)
  }

  /**
   * Ranked hits over the files already loaded: nodes named by number first, then text matches. Never throws. With
   * bulk documents, their files the query needs are read through the loaders, which must then answer at once (Node).
   */
  match(query: string, given: SearchOptions = {}): Hit[] {
    const opts = byScript(query, given)
    const run = <T>(steps: Generator<unknown, T, unknown>): T => {
      let next = steps.next()
      while (!next.done) {
        if (next.value instanceof Promise) throw new Error('match() needs synchronous loaders for the bulk documents (one returned a promise)')
        next = steps.next(next.value)
      }
      return next.value
    }
    run(this.bulk.words(query, opts.filters))
    const parsed = this.parse(query, opts.typing)
    const bulk = run(this.bulk.lookup(query, parsed, this.ranking, opts.filters, opts.typing))
    return this.hits({ ...parsed, groups: bulk.groups }, opts.filters, clampLimit(opts.limit), bulk)
  }

  /**
   * Ranked, displayable results. Fetches what an "as of" date needs, then only the display chunks of the results
   * shown; a quoted phrase is checked on the display text a batch of `limit` hits at a time, until enough pass.
   */
  async search(query: string, opts: SearchOptions = {}): Promise<SearchResult[]> {
    return (await this.answer(query, opts)).results
  }

  /** Like search(), for Node callers whose loaders are synchronous. */
  searchSync(query: string, opts: SearchOptions = {}): SearchResult[] {
    return this.answerSync(query, opts).results
  }

  /** search()'s results with the reason they are none, or not what the query asked for (a page shows it: `reasonText`). */
  async answer(query: string, opts: SearchOptions = {}): Promise<SearchAnswer> {
    const steps = this.steps(query, opts)
    let next = steps.next()
    while (!next.done) next = steps.next(await next.value)
    return next.value
  }

  /** Like answer(), for Node callers whose loaders are synchronous. */
  answerSync(query: string, opts: SearchOptions = {}): SearchAnswer {
    const steps = this.steps(query, opts)
    let next = steps.next()
    while (!next.done) {
      if (next.value instanceof Promise) throw new Error('searchSync needs synchronous loaders (one returned a promise)')
      next = steps.next(next.value)
    }
    return next.value
  }

  /** `parsed` is the query with its words' readings among the card names (bulk.groups). */
  private hits(parsed: ParsedQuery, filters: SearchFilters | undefined, limit: number, bulk: BulkScope): Hit[] {
    return match(this.shards, this.ranking, parsed, BulkCards.widen(this.shards.scope(filters), bulk), this.shards.allows(filters), limit, bulk.spelled)
  }

  /** One search, as steps that yield what a loader returned (search() awaits it, searchSync() needs it at once). */
  private *steps(query: string, given: SearchOptions): Step {
    const opts = byScript(query, given)
    const limit = clampLimit(opts.limit)
    yield this.prepare(opts.filters)
    yield* this.bulk.words(query, opts.filters)
    const read = this.parse(query, opts.typing)
    // the situations' word shards (situations.ts) of the query's readings; weak ones (an era phrase's literal words)
    // are not looked up there (score.ts)
    yield this.shards.loadSituations(read.groups.flatMap((g) => g.alts.filter((a) => a.w >= this.ranking.weakAlt).map((a) => a.term)))
    const bulk = yield* this.bulk.lookup(query, read, this.ranking, opts.filters, opts.typing)
    // the query's words with their readings among the card names, for the card names' match and their highlights
    const parsed = { ...read, groups: bulk.groups }
    let hits = this.hits(parsed, opts.filters, limit, bulk)
    let reason: SearchReason | null = null
    if (parsed.phrases.length) {
      const whole = wholePhrase(query)
      // an exact wording checked: the passages that hold it, else the words' results and a reason saying so
      if (whole) {
        const kept: Hit[] = []
        for (let i = 0; i < hits.length && kept.length < limit; i += limit) {
          const batch = hits.slice(i, i + limit)
          const rows = (yield this.rowsOf(batch)) as DisplayFields[]
          batch.forEach((h, j) => (h.exact || hasPhrases(rows[j], parsed.phrases)) && kept.push(h))
        }
        if (kept.length) hits = kept
        else if (hits.length) reason = { kind: 'phrase', phrases: [whole] }
      } else {
        // a phrase in a question (a card's text pasted in quotes) is evidence, not a condition: what holds more of the
        // phrases comes first, in the words' order otherwise, and a question whose phrases no passage holds still
        // gets the words' results
        const window = hits.slice(0, limit * PHRASE_BATCHES)
        const held = new Map<Hit, number>()
        let found = 0
        for (let i = 0; i < window.length && found < limit; i += limit) {
          const batch = window.slice(i, i + limit)
          const rows = (yield this.rowsOf(batch)) as DisplayFields[]
          batch.forEach((h, j) => {
            const n = parsed.phrases.filter((p) => hasPhrases(rows[j], [p])).length
            if (n) {
              held.set(h, n)
              found++
            }
          })
        }
        if (found) {
          const order = new Map(hits.map((h, i) => [h, i]))
          hits = [...hits].sort((a, b) => Number(b.exact) - Number(a.exact) || (held.get(b) ?? 0) - (held.get(a) ?? 0) || order.get(a)! - order.get(b)!)
        }
      }
    }
    hits = hits.slice(0, limit)
    if (!hits.length) reason = emptyReason(query, parsed)
    else if (!reason && String(query ?? '').length > MAX_QUERY) reason = { kind: 'cut', max: MAX_QUERY }
    const rows = (yield this.rowsOf(hits)) as DisplayFields[]
    const situations = (yield this.situationsOf(hits)) as string[][]
    return { results: results(this.shards, hits, rows, highlightOf(parsed), situations), reason }
  }

  /**
   * The situations each of the first `MATCHED_SHOWN` hits may have matched, when the situations matched it (its own,
   * its section's, its keyword's: present.ts `situationLineages`); fetched a lineage's file at a time, cached.
   */
  private situationsOf(hits: Hit[]): string[][] | Promise<string[][]> {
    const lists = hits.map((h, i) => {
      if (!h.situation || i >= MATCHED_SHOWN) return []
      const texts = situationLineages(this.shards.loaded[h.shard], h.local).map((s) => this.shards.situationTexts(s))
      return texts.some((t) => t instanceof Promise) ? Promise.all(texts).then((t) => t.flat()) : (texts as string[][]).flat()
    })
    return lists.some((l) => l instanceof Promise) ? Promise.all(lists) : (lists as string[][])
  }

  /** The display rows of these hits: at once when every chunk is in or loaded synchronously, else a promise. */
  private rowsOf(hits: Hit[]): DisplayFields[] | Promise<DisplayFields[]> {
    const rows = hits.map((h) => this.rows.row(h.shard, h.local))
    return rows.some((r) => r instanceof Promise) ? Promise.all(rows) : (rows as DisplayFields[])
  }
}

/** A query's options with the translations its script may be in searched too (cjk.ts); unchanged for a query in Latin letters. */
function byScript(query: string, opts: SearchOptions): SearchOptions {
  const read = scriptLanguages(query)
  if (!read.length) return opts
  return { ...opts, filters: { ...opts.filters, languages: [...new Set([...(opts.filters?.languages ?? []), ...read])] } }
}
