/**
 * The bulk documents in a search (Scryfall's cards and rulings, cards.ts): which of their files a query needs, and
 * which of their nodes it covers. Each step fetches only what the step before says:
 *
 * 1. before the query is read: the words files of the first letters of its words, when it has at most as many words
 *    as a card name (`MAX_NAME_WORDS`). They are the card names' vocabulary, kept apart from the documents' (a word
 *    of a card's name is no word of the rules: the rules' search reads its words as before);
 * 2. the query read, the names its words may spell: each query word's readings among the names' words (the word,
 *    else a word one typo away, `nearby`; the last word's completions while typing); when every word but at most one
 *    has readings, the candidates are, with two words read or more, the names holding a reading of each of the two
 *    words held by the fewest names (the pair shards of their readings' pairs); when none of those is spelled, or one
 *    word only is read, the names holding a reading of the word held by the fewest names (its name shards), then of
 *    the next one, if still none is spelled. In scope go the names the query spells whole, typos allowed
 *    (`spellCard`), and the names holding a reading of every query word; the query's word groups get the readings as
 *    alternatives that match card names only (`names`);
 * 3. with the `cards` filter on: the rulings term shards of the query's terms; the whole rulings document is in
 *    scope, each ruling matched on the terms of this query's shards only.
 */
import { hashShard, letterOf, namesFile, pairKey, pairsFile, readNames, readTermLengths, spellDistance, spellKey, spellAllowance, termsFile, wordsFile, type NamesFile, type TermsFile, type WordsFile } from './cards.js'
import { analyse } from './analyze.js'
import { fieldResolution, importIndex, unFrontCode, unpackInts, createIndex, type FlexIndex } from './flex.js'
import type { Scope, Shards } from './load.js'
import type { Alt, Group, ParsedQuery } from './query.js'
import type { Ranking } from './ranking.js'
import { normalise, stem, STOPWORDS } from '../text/words.js'
import type { SearchFilters } from './types.js'
import { Vocabulary } from './vocabulary.js'

/** A step of a search: what it yields is a value, or a promise of one when a loader fetches (engine.ts). */
export type BulkStep<T> = Generator<unknown, T, unknown>

/** What a search adds to its scope from the bulk documents. */
export interface BulkScope {
  /** [loaded shard, its nodes in scope] of the names document, or null. */
  names: [number, Map<number, [number, number]>] | null
  /** The loaded shard of the rulings document, when in scope. */
  rulings: number | null
  /** Names nodes the query spells whole, by global node id: how close (score.ts: `typoSure` per edit, x`prefix` for a start). */
  spelled: Map<number, number>
  /** The query's word groups, with each word's readings among the card names as alternatives matching card names only. */
  groups: Group[]
}

/** A name has at most this many words: a longer query names no card, and fetches no card file. */
export const MAX_NAME_WORDS = 8

/** A query word as card names are looked up by: its stem and its readings among the names' words. */
interface NameWord {
  word: string
  readings: Alt[]
  /** Names holding one of its readings (the words files' counts). */
  df: number
}

/** The words of a query card names are read from: as analyze.ts reads a name (no stopwords, no one-letter words). */
export function nameWordsOf(query: string): string[] {
  const out: string[] = []
  for (const m of normalise(String(query ?? '').slice(0, 400)).matchAll(/[a-z0-9]+/g)) {
    const w = m[0]
    if (!STOPWORDS.has(w) && (w.length > 1 || /\d/.test(w)) && w.length <= 40) out.push(w)
  }
  return out
}

/** Files of a list, at once when the loader answers at once, else one promise. */
function all<T>(items: Array<T | Promise<T>>): T[] | Promise<T[]> {
  return items.some((x) => x instanceof Promise) ? Promise.all(items) : (items as T[])
}

export class BulkCards {
  private namesDi: number
  private rulingsDi: number
  /** The card names' words, for the letters fetched, and how many names hold each. */
  private vocab = new Vocabulary()
  private df = new Map<string, number>()
  private files = new Set<string>()
  private pending = new Map<string, Promise<unknown>>()
  /** Term -> the names nodes holding it (complete once its name shard is in); names node -> its terms and its name as spelled (`spellKey`). */
  private termNodes = new Map<string, number[]>()
  /** Pair of terms (`pairKey`) -> the names nodes holding both (complete once its pair shard is in). */
  private pairNodes = new Map<string, number[]>()
  private nodeTerms: string[][] = []
  private nodeKey: string[] = []
  /** Per names node, the last search (`stamp`) that looked at it. */
  private looked = new Uint32Array(0)
  private stamp = 0
  /** Rulings term shard -> its index. */
  private termIndex = new Map<number, FlexIndex>()

  constructor(private shards: Shards) {
    const docs = shards.manifest.docs
    this.namesDi = docs.findIndex((d) => d.bulk?.kind === 'names')
    this.rulingsDi = docs.findIndex((d) => d.bulk?.kind === 'rulings')
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
          // a file that cannot be fetched (offline, never stored) leaves the cards out of this search, not the search:
          // it is not marked in, so a later search asks for it again
          const p = f.catch(() => null).finally(() => this.pending.delete(name))
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

  /** Step 1: the words files of the first letters of the query's words, when it may be a card's name. */
  *words(query: string, filters?: SearchFilters): BulkStep<void> {
    if (!this.covers(this.namesDi, filters)) return
    const words = nameWordsOf(query)
    if (!words.length || words.length > MAX_NAME_WORDS) return
    const b = this.shards.manifest.docs[this.namesDi].bulk!
    const letters = [...new Set(words.map(letterOf))].filter((l) => b.letters?.includes(l)).sort()
    let grew = false
    yield this.fetch<WordsFile>(
      this.namesDi,
      letters.map((l): [string, string] => [l, wordsFile(b, l)]),
      (_, f) => {
        const terms = unFrontCode(f.terms)
        const df = unpackInts(f.df)
        terms.forEach((t, i) => {
          this.df.set(t, df[i] ?? 0)
          this.vocab.add(t)
        })
        grew = true
      },
    )
    if (grew) this.vocab.settle()
  }

  /** A query word's readings among the names' words: itself, else the words a typo away; completions of the last word while typing. */
  private readings(word: string, R: Ranking, completing: boolean): Alt[] {
    const term = stem(word)
    const out: Alt[] = []
    if (this.vocab.has(term)) out.push({ term, w: 1, names: true })
    else if (term.length >= 3) {
      const near = this.vocab.nearby(term)
      const sure = near.length === 1 || (near.length > 1 && near[1][1] > near[0][1])
      near.forEach(([t], i) => out.push({ term: t, w: sure && i === 0 ? R.typoSure : R.typo, names: true }))
    }
    if (completing && word.length >= 3) for (const t of this.vocab.prefixed(word, 8)) if (!out.some((a) => a.term === t)) out.push({ term: t, w: R.prefix, names: true })
    return out
  }

  /** Steps 2 and 3: the card names the query may say and, with the `cards` filter, the rulings; what they add to the search. */
  *lookup(query: string, parsed: ParsedQuery, R: Ranking, filters?: SearchFilters, typing = false): BulkStep<BulkScope> {
    const out: BulkScope = { names: null, rulings: null, spelled: new Map(), groups: parsed.groups }
    if (!this.covers(this.namesDi, filters)) return out
    const typed = nameWordsOf(query)
    if (typed.length && typed.length <= MAX_NAME_WORDS) {
      const completing = typing && /[a-z0-9]$/i.test(query)
      const words: NameWord[] = typed.map((word, i) => {
        const readings = this.readings(word, R, completing && i === typed.length - 1)
        return { word, readings, df: readings.reduce((n, a) => n + (this.df.get(a.term) ?? 0), 0) }
      })
      const read = words.filter((w) => w.df > 0).sort((a, b) => a.df - b.df)
      // every word but at most one has readings: a word past reach (a first letter mistyped, "teh", a typo the stemmer
      // moves further: "decya" from "decai") still lets the others find the name
      if (read.length && read.length >= words.length - 1) {
        const b = this.shards.manifest.docs[this.namesDi].bulk!
        const L = this.shards.bulkShard(this.namesDi)
        const si = this.shards.shardIndexOf(this.namesDi)!
        const key = spellKey(query)
        const only = new Map<number, [number, number]>()
        // names holding a reading of every word (when each has readings), the commonest words tried first: a name missing one fails soonest
        const sets = words.length === read.length ? [...read].reverse().map((w) => new Set(w.readings.map((a) => a.term))) : null
        if (this.looked.length < L.shard.n) this.looked = new Uint32Array(L.shard.n)
        const stamp = ++this.stamp
        const consider = (locals: number[]) => {
          for (const local of locals) {
            if (this.looked[local] === stamp) continue
            this.looked[local] = stamp
            const spelt = spellCard(key, this.nodeKey[local], completing, R)
            if (spelt > 0) out.spelled.set(L.offset + local, spelt)
            if (spelt > 0 || (sets && sets.every((set) => this.nodeTerms[local].some((x) => set.has(x))))) only.set(local, [si, local])
          }
        }
        const termsOf = (w: NameWord) => w.readings.map((a) => a.term).filter((t) => this.df.get(t))
        // the names holding both of the two rarest words: a few, where each word alone is in hundreds. Every name
        // holding a reading of each query word is among them; a name spelled with a word misread may not be
        if (b.pairs && read.length >= 2) {
          const pairs = b.pairs
          const second = termsOf(read[1])
          const keys = [...new Set(termsOf(read[0]).flatMap((x) => second.filter((y) => y !== x).map((y) => pairKey(x, y))))]
          const shardNos = [...new Set(keys.map((k) => hashShard(k, pairs)))].sort((x, y) => x - y)
          yield this.fetch<NamesFile>(this.namesDi, shardNos.map((s) => [s, pairsFile(b, s)]), (s, f) => this.addPairs(f, s as number, pairs))
          for (const k of keys) consider(this.pairNodes.get(k) ?? [])
        }
        // else the rarest word's names, then the next one's if none is spelled (its readings may have missed)
        if (!out.spelled.size)
          for (const w of read.slice(0, 2)) {
            const terms = termsOf(w)
            const shardNos = [...new Set(terms.map((t) => hashShard(t, b.shards)))].sort((x, y) => x - y)
            yield this.fetch<NamesFile>(this.namesDi, shardNos.map((s) => [s, namesFile(b, s)]), (_, f) => this.addNames(f))
            for (const t of terms) consider(this.termNodes.get(t) ?? [])
            if (out.spelled.size) break
          }
        if (only.size) out.names = [si, only]
        out.groups = withReadings(parsed.groups, words)
      }
    }
    if (filters?.in?.includes('cards') && this.covers(this.rulingsDi, filters)) out.rulings = yield* this.rulings(parsed, R)
    return out
  }

  /** A pair shard's names, each filed under its pairs of that shard. */
  private addPairs(f: NamesFile, shard: number, pairs: number): void {
    for (const local of this.addNames(f)) {
      const terms = this.nodeTerms[local]
      for (let i = 0; i < terms.length; i++)
        for (let j = i + 1; j < terms.length; j++) {
          const k = pairKey(terms[i], terms[j])
          if (hashShard(k, pairs) !== shard) continue
          const list = this.pairNodes.get(k)
          if (list) list.push(local)
          else this.pairNodes.set(k, [local])
        }
    }
  }

  /** Add a names file's nodes (those not in yet); its nodes' local ids. */
  private addNames(f: NamesFile): number[] {
    const L = this.shards.bulkShard(this.namesDi)
    if (!L.idx.title.length) L.idx.title.push(createIndex(fieldResolution('title', this.shards.manifest.resolution)))
    const index = L.idx.title[0]
    const locals: number[] = []
    for (const [local, name, len] of readNames(f)) {
      locals.push(local)
      if (this.nodeTerms[local]) continue
      // indexed as a card node's title is (build.ts: analyze.ts terms, era tokens included)
      const all = analyse(name)
      const terms = [...new Set(all.filter((t) => !t.startsWith('_')))]
      this.nodeTerms[local] = terms
      this.nodeKey[local] = spellKey(name)
      for (const t of terms) {
        const list = this.termNodes.get(t)
        if (list) list.push(local)
        else this.termNodes.set(t, [local])
      }
      index.add(local, all.join(' '))
      L.shard.tlen[local] = terms.length
      L.shard.len[local] = len
      L.cards.add(local)
    }
    return locals
  }

  /** Step 3: the rulings term shards of the query's terms; the rulings shard's index is those shards' alone for this search. */
  private *rulings(parsed: ParsedQuery, R: Ranking): BulkStep<number> {
    const b = this.shards.manifest.docs[this.rulingsDi].bulk!
    const terms = new Set<string>()
    // the terms that count (a framing word or an era phrase's literal words only break ties: their postings are not fetched)
    for (const g of parsed.groups) for (const a of g.alts) if (a.w >= R.weakAlt && !a.names) terms.add(a.term)
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

/**
 * How closely a query spells a card's name, both as `spellKey` has them: 0 when it does not (more edits than the
 * name's `spellAllowance`), else `typoSure` to the power of the edits; while typing, a query that spells the name's
 * start counts also, at `prefix` of that.
 */
export function spellCard(query: string, name: string, completing: boolean, R: Ranking): number {
  const allow = spellAllowance(name)
  const allowStart = completing && query.length >= 4 ? spellAllowance(query) : -1
  if (allowStart < 0 && Math.abs(query.length - name.length) > allow) return 0
  const { whole, start } = spellDistance(query, name, Math.max(allow, allowStart))
  if (whole <= allow) return R.typoSure ** whole
  if (start <= allowStart) return R.prefix * R.typoSure ** start
  return 0
}

/**
 * The query's groups with each word's readings among the card names added (alternatives matching card names only),
 * none weighing more than the group's own strongest: the word's weight in the query (a framing word's, a typo's) is
 * the documents' reading of it, and stays what the documents' nodes are scored against.
 */
function withReadings(groups: Group[], words: NameWord[]): Group[] {
  const byWord = new Map(words.map((w) => [w.word, w.readings]))
  return groups.map((g) => {
    const top = Math.max(...g.alts.map((a) => a.w))
    const extra = (byWord.get(g.label) ?? []).filter((a) => !g.alts.some((x) => x.term === a.term)).map((a) => ({ ...a, w: Math.min(a.w, top) }))
    return extra.length ? { ...g, alts: [...g.alts, ...extra] } : g
  })
}
