/**
 * The bulk documents in a search (Scryfall's cards and rulings, cards.ts): which of their files a query needs, and
 * which of their nodes it covers. Three steps, each fetching only what the step before says:
 *
 * 1. before the query is read: the words files of its words' first letters, into the vocabulary (a word's typo
 *    readings and completions keep its first letter, so they depend on this query alone, not on what was fetched before);
 * 2. the query read, its card names: the cards whose name holds every word of the query (a word: any of its terms
 *    at `weakAlt` or more, typo readings and completions included; words that only frame a question leave none) are
 *    found through the one word held by the fewest names (the name shards of its terms); they, and only they, are the
 *    names document's nodes in this search's scope, ranked by the model as card nodes titled with their name;
 * 3. when the `cards` filter is on, or a card found is named by the query (its name has at most one word more): the
 *    rulings term shards of the query's terms; the whole rulings document is in scope, each ruling matched on the terms
 *    of this query's shards only.
 */
import { hashShard, letterOf, namesFile, readNames, readTermLengths, termsFile, wordsFile, type NamesFile, type TermsFile, type WordsFile } from './cards.js'
import { analyse } from './analyze.js'
import { fieldResolution, importIndex, unFrontCode, unpackInts, createIndex, type FlexIndex } from './flex.js'
import type { Loaded, Scope, Shards } from './load.js'
import type { ParsedQuery } from './query.js'
import type { Ranking } from './ranking.js'
import { expandAbbreviations } from './slang.js'
import { normalise } from '../text/words.js'
import type { SearchFilters } from './types.js'

/** A step of a search: what it yields is a value, or a promise of one when a loader fetches (engine.ts). */
export type BulkStep<T> = Generator<unknown, T, unknown>

/** What a search adds to its scope from the bulk documents. */
export interface BulkScope {
  /** [loaded shard, its nodes in scope] of the names document, or null. */
  names: [number, Map<number, [number, number]>] | null
  /** The loaded shard of the rulings document, when in scope. */
  rulings: number | null
}

const NONE: BulkScope = Object.freeze({ names: null, rulings: null })

/** A name has at most this many words: a longer query names no card, and is not looked up. */
const MAX_NAME_WORDS = 10

/** Files of a list, at once when the loader answers at once, else one promise. */
function all<T>(items: Array<T | Promise<T>>): T[] | Promise<T[]> {
  return items.some((x) => x instanceof Promise) ? Promise.all(items) : (items as T[])
}

export class BulkCards {
  private namesDi: number
  private rulingsDi: number
  /** Term -> how many names hold it, for the letters fetched. */
  private df = new Map<string, number>()
  private files = new Set<string>()
  private pending = new Map<string, Promise<unknown>>()
  /** Name shard -> the names nodes it holds; names node -> its terms. */
  private shardNodes = new Map<number, number[]>()
  private nodeTerms = new Map<number, string[]>()
  /** Rulings term shard -> its index. */
  private termIndex = new Map<number, FlexIndex>()

  constructor(private shards: Shards) {
    const docs = shards.manifest.docs
    this.namesDi = docs.findIndex((d) => d.bulk?.kind === 'names')
    this.rulingsDi = docs.findIndex((d) => d.bulk?.kind === 'rulings')
  }

  /** Whether this manifest has bulk documents. */
  get present(): boolean {
    return this.namesDi >= 0
  }

  /** Whether a search with these filters covers a bulk document (its date and the document filters). */
  private covers(di: number, filters?: SearchFilters): boolean {
    if (di < 0) return false
    const d = this.shards.manifest.docs[di]
    if (filters?.in?.length && !filters.in.includes('cards')) return false
    if (filters?.docs?.length && !filters.docs.includes(d.id)) return false
    if (filters?.families?.length && !filters.families.includes(d.family)) return false
    return this.shards.docsFor(filters).shown.includes(di)
  }

  /** Fetch files (each once, also while another search waits for it) and apply them in the order asked. */
  private fetch<T>(di: number, wanted: Array<[number | string, string]>, apply: (key: number | string, file: T) => void): void | Promise<void> {
    const todo = wanted.filter(([, n]) => !this.files.has(n))
    if (!todo.length) return
    const got = all(
      todo.map(([, name]): unknown => {
        const waiting = this.pending.get(name)
        if (waiting) return waiting.then(() => null)
        const f = this.shards.loadFile<T>(di, name)
        if (f instanceof Promise) {
          const p = f.finally(() => this.pending.delete(name))
          this.pending.set(name, p)
          return p
        }
        return f
      }),
    )
    const done = (files: unknown[]) => {
      files.forEach((f, i) => {
        // a file another search fetched is applied by that search
        const [key, name] = todo[i]
        if (f === null || this.files.has(name)) return
        this.files.add(name)
        apply(key, f as T)
      })
    }
    if (got instanceof Promise) return got.then(done)
    done(got)
  }

  /** Step 1: the words files of the query's words' first letters, into the vocabulary. */
  *words(query: string, filters?: SearchFilters): BulkStep<void> {
    if (!this.covers(this.namesDi, filters)) return
    const b = this.shards.manifest.docs[this.namesDi].bulk!
    const text = normalise(String(query ?? '').slice(0, 400))
    const letters = new Set<string>()
    for (const t of [text, expandAbbreviations(text)]) for (const m of t.matchAll(/[a-z0-9]+/g)) letters.add(letterOf(m[0]))
    const names = [...letters].filter((l) => b.letters?.includes(l)).sort().map((l): [string, string] => [l, wordsFile(b, l)])
    let grew = false
    yield this.fetch<WordsFile>(this.namesDi, names, (_, f) => {
      const terms = unFrontCode(f.terms)
      const df = unpackInts(f.df)
      terms.forEach((t, i) => {
        this.df.set(t, df[i] ?? 0)
        this.shards.vocabulary.add(t)
      })
      grew = true
    })
    if (grew) this.shards.vocabulary.settle()
  }

  /** Steps 2 and 3: the card names the query says and, when in play, the rulings; what they add to the scope. */
  *lookup(parsed: ParsedQuery, R: Ranking, filters?: SearchFilters): BulkStep<BulkScope> {
    if (!this.covers(this.namesDi, filters) || !parsed.groups.length) return NONE
    const out: BulkScope = { names: null, rulings: null }
    const groups = parsed.groups.map((g) => [...new Set(g.alts.filter((a) => a.w >= R.weakAlt && !a.alias && !a.term.startsWith('_')).map((a) => a.term))]).filter((terms) => terms.length)
    let named = false
    if (groups.length && groups.length <= MAX_NAME_WORDS) {
      const dfOf = (terms: string[]) => terms.reduce((n, t) => n + (this.df.get(t) ?? 0), 0)
      if (groups.every((terms) => dfOf(terms) > 0)) {
        const rarest = groups.reduce((a, b) => (dfOf(b) < dfOf(a) ? b : a))
        const b = this.shards.manifest.docs[this.namesDi].bulk!
        const shardNos = [...new Set(rarest.filter((t) => this.df.get(t)).map((t) => hashShard(t, b.shards)))].sort((x, y) => x - y)
        yield this.fetch<NamesFile>(this.namesDi, shardNos.map((s) => [s, namesFile(b, s)]), (s, f) => this.addNames(s as number, f))
        const L = this.shards.bulkShard(this.namesDi)
        const si = this.shards.shardIndexOf(this.namesDi)!
        const only = new Map<number, [number, number]>()
        const sets = groups.map((terms) => new Set(terms))
        for (const s of shardNos)
          for (const local of this.shardNodes.get(s) ?? []) {
            if (only.has(local)) continue
            const terms = this.nodeTerms.get(local)!
            if (!sets.every((set) => terms.some((t) => set.has(t)))) continue
            only.set(local, [si, local])
            if (L.shard.tlen[local] <= parsed.groups.length + 1) named = true
          }
        if (only.size) out.names = [si, only]
      }
    }
    if ((named || (filters?.in?.includes('cards') ?? false)) && this.covers(this.rulingsDi, filters)) out.rulings = yield* this.rulings(parsed)
    return out
  }

  private addNames(shardNo: number, f: NamesFile): void {
    const L = this.shards.bulkShard(this.namesDi)
    if (!L.idx.title.length) L.idx.title.push(createIndex(fieldResolution('title', this.shards.manifest.resolution)))
    const index = L.idx.title[0]
    const locals: number[] = []
    for (const [local, name, len] of readNames(f)) {
      locals.push(local)
      if (this.nodeTerms.has(local)) continue
      // indexed as a card node's title is (build.ts: analyze.ts terms, era tokens included)
      const all = analyse(name)
      const terms = [...new Set(all.filter((t) => !t.startsWith('_')))]
      this.nodeTerms.set(local, terms)
      index.add(local, all.join(' '))
      L.shard.tlen[local] = terms.length
      L.shard.len[local] = len
      L.cards.add(local)
    }
    this.shardNodes.set(shardNo, locals)
  }

  /** Step 3: the rulings term shards of the query's terms; the rulings shard's index is those shards' alone for this search. */
  private *rulings(parsed: ParsedQuery): BulkStep<number> {
    const b = this.shards.manifest.docs[this.rulingsDi].bulk!
    const terms = new Set<string>()
    for (const g of parsed.groups) for (const a of g.alts) terms.add(a.term)
    for (const p of parsed.phrases) for (const t of analyse(p)) terms.add(t)
    const shardNos = [...new Set([...terms].map((t) => hashShard(t, b.shards)))].sort((x, y) => x - y)
    const L = this.shards.bulkShard(this.rulingsDi)
    yield this.fetch<TermsFile>(this.rulingsDi, shardNos.map((s) => [s, termsFile(b, s)]), (s, f) => {
      this.termIndex.set(s as number, importIndex(f.fx, fieldResolution('body', this.shards.manifest.resolution)))
      for (const [local, len] of readTermLengths(f)) L.shard.len[local] = len
    })
    // this search matches rulings on its own shards' terms only: what earlier searches fetched changes nothing
    L.idx.body = shardNos.flatMap((s) => this.termIndex.get(s) ?? [])
    return this.shards.shardIndexOf(this.rulingsDi)!
  }

  /** The scope of a search with the bulk nodes it covers added. */
  static widen(scope: Scope, bulk: BulkScope): Scope {
    if (!bulk.names && bulk.rulings === null) return scope
    const out: Scope = new Map(scope)
    if (bulk.names) out.set(bulk.names[0], bulk.names[1])
    if (bulk.rulings !== null) out.set(bulk.rulings, null)
    return out
  }
}

export type { Loaded }
