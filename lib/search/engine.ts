/**
 * The query code, the same in Node (scripts/search.ts, tests, bench) and in the browser
 * worker. It reads the match shards (FlexSearch indexes + compact per-node facts) to rank
 * nodes, then fetches the display chunks of the results shown.
 *
 * Versions: by default only today's documents (each series' latest version, and documents in
 * no series) are loaded and searched, so a result is one per lineage with the newest text. An
 * "as of" date loads the version of each series in force that day, plus, of the older versions
 * whose text its unchanged rules reuse (indexed once, where the text first appears), only the span
 * files of texts still in force that day (spans.ts): such a version is loaded "partial", its
 * structure read from the span files rather than from its whole match file.
 *
 * Ranking is our own BM25-like sum over query "groups" (a word with its typo / prefix /
 * era alternatives): idf x best field weight x position bucket, times coverage squared.
 * FlexSearch supplies the postings (ids by position bucket) per field.
 */
import type { DocumentInfo } from '../types.js'
import { versionAsOf } from '../history/as-of.js'
import { CONCEPTS, conceptHits, conceptToken } from './era.js'
import { exportedTerms, fieldResolution, importIndex, indexTerms, postings, unbaseIndex, unpackInts, unpackNumbers, type FlexIndex } from './flex.js'
import { splitNumbers } from './numbers.js'
import { lastAtOrBelow } from '../text/offsets.js'
import { aliasesOf, expandAbbreviations } from './slang.js'
import { chunkOf, chunkStarts, readRow, type DisplayFields } from './display.js'
import { baseDocs, isUnder, seriesRanks, spanFile, spansNeeded, unpackSame } from './spans.js'
import { snippet, type Highlight } from './snippet.js'
import { normalise, STOPWORDS, stem } from '../text/words.js'
import { RANKING, type Ranking } from './ranking.js'
import {
  byField,
  DISPLAY_CHUNK,
  FIELDS,
  type DisplayChunk,
  type EarlierVersion,
  type Field,
  type ManifestDoc,
  type MatchShard,
  type PackedMatchShard,
  type PackedSpanShard,
  type SearchFilters,
  type SearchManifest,
  type SearchOptions,
  type SearchResult,
  type SpanShard,
} from './types.js'

/** Longest query we look at; anything past it is noise (and a 10,000-char paste must not hang). */
export const MAX_QUERY = 400
const MAX_GROUPS = 12

/**
 * Words that frame a question rather than name its subject ("list of ...", "what does X
 * mean", "how does X work"): searched, but worth little, so the subject decides the rank.
 */
const FRAMING = new Set(['list', 'definition', 'defin', 'mean', 'work', 'explain', 'rul', 'happen', 'exampl', 'mani'])

const VARIANT_RULE = /^[89]\d\d(?:\.|$)/
/** How many of the best hits vote for their rule family (voteSections), and at most how many of one family. */
const VOTE_TOP = 30
const VOTE_CAP = 3

interface Alt {
  term: string
  w: number
  /** A rules' word standing in for a player's word (slang.ts): it widens the match, not the word's rarity. */
  alias?: boolean
}

interface Group {
  /** What the user typed, for debugging and highlighting. */
  label: string
  alts: Alt[]
  concept?: string
  /** How many title words it stands for ("enters the battlefield": 2). */
  span?: number
}

export interface ParsedQuery {
  numbers: string[]
  preferCr: boolean
  groups: Group[]
  /** Quoted phrases, normalised to "word word". */
  phrases: string[]
}

export interface Hit {
  /** The node shown: index into the engine's loaded shards, and its local id. */
  shard: number
  local: number
  score: number
  exact: boolean
}

interface Loaded {
  doc: ManifestDoc
  /** Index into manifest.docs. */
  di: number
  shard: MatchShard
  offset: number
  /** The match file's index and those of the span files loaded (their ids are this document's locals). */
  idx: Record<Field, FlexIndex[]>
  cards: Set<number>
  /** Glossary term local -> the rules it cites. */
  see: Map<number, number[]>
  /**
   * Only span files are in (an older version whose text a version shown reuses): `shard` holds the numbers,
   * lengths and cards of the nodes they carry, no `up`, and the structure comes from the span files.
   */
  partial: boolean
  /** Span files in, by last version. */
  spans: Set<number>
  /** From the span files (spans.ts `spanStructure`), by local: first child's offset, nodes inside it, ancestors' offsets. */
  kid: Map<number, number>
  sub: Map<number, number>
  anc: Map<number, number[]>
}

export type DisplayLoader = (doc: ManifestDoc, chunk: number) => DisplayChunk | Promise<DisplayChunk>
type MatchFile = MatchShard | PackedMatchShard | SpanShard | PackedSpanShard
/** Reads `file` of `doc`: its match file (`doc.match`) or one of its span files (spans.ts `spanFile`). */
export type MatchLoader = (doc: ManifestDoc, file: string) => MatchFile | Promise<MatchFile>

export interface Loaders {
  display: DisplayLoader
  /** Fetches an older version's match or span file for an "as of" search; without it only the shards given are searched. */
  match?: MatchLoader
}

/**
 * Which loaded shards a search covers. `null`: every node of the shard. A map: only these nodes,
 * each standing for a node of a version in scope whose text it carries ([shard, local] shown).
 */
type Scope = Map<number, Map<number, [number, number]> | null>

const phraseKey = (s: string) => normalise(s).replace(/[^a-z0-9]+/g, ' ').trim()

const ymd = (iso: string | null | undefined): number => (iso && /^\d{4}-\d{2}-\d{2}/.test(iso) ? Number(iso.slice(0, 10).replace(/-/g, '')) : 0)

/** Manifest documents as lib/history reads them (it needs only id, series, date and updates). */
const asDocumentInfo = (d: ManifestDoc): DocumentInfo => ({
  id: d.id,
  title: d.title,
  family: d.family,
  date: d.date,
  dateSource: null,
  author: null,
  origin: null,
  file: '',
  bytes: 0,
  lines: 0,
  series: d.series,
  previous: null,
  latest: d.latest,
  updates: d.updates,
})

export class SearchEngine {
  readonly manifest: SearchManifest
  private loaded: Loaded[] = []
  /** Each loaded shard's first global node id, ascending (shards are appended in load order). */
  private offsets: number[] = []
  /** Manifest doc index -> index into `loaded`. */
  private loadedOf = new Map<number, number>()
  private total = 0
  private numberMap = new Map<string, Array<[number, number]>>()
  private vocab: string[] = []
  private vocabSet = new Set<string>()
  private byLength = new Map<number, string[]>()
  private display = new Map<string, DisplayChunk | Promise<DisplayChunk>>()
  /** Display chunk starts by loaded shard (display.ts: derived from the match file's `up`). */
  private starts = new Map<number, number[]>()
  /** Manifest doc ids by index (a display row names earlier versions' documents by index). */
  private docIds: string[]
  private loaders: Loaders
  /** Match and span files being fetched, and those in, by name. */
  private pending = new Map<string, Promise<void>>()
  private files = new Set<string>()
  /** Each document's place in its series (spans.ts `seriesRanks`), and the version whose terms name its own (`baseDocs`). */
  private seriesRank: number[]
  private bases: number[]
  private baseTerms = new Map<string, string[]>()
  private docInfos: DocumentInfo[]
  private scopes = new Map<string, Scope>()
  /** The weights ranking uses (ranking.ts); the tuning script sets others. */
  ranking: Ranking = { ...RANKING }

  constructor(manifest: SearchManifest, shards: Array<MatchShard | PackedMatchShard>, loaders: Loaders | DisplayLoader) {
    this.manifest = manifest
    this.loaders = typeof loaders === 'function' ? { display: loaders } : loaders
    this.docInfos = manifest.docs.map(asDocumentInfo)
    this.docIds = manifest.docs.map((d) => d.id)
    this.seriesRank = seriesRanks(manifest.docs)
    this.bases = baseDocs(manifest.docs)
    this.add(shards)
  }

  /** Today's documents: each series' newest version and every document in no series. */
  static current(manifest: SearchManifest): ManifestDoc[] {
    return manifest.docs.filter((d) => d.latest !== false)
  }

  private add(shards: Array<MatchShard | PackedMatchShard>): void {
    const index = new Map(this.manifest.docs.map((d, i) => [d.id, i]))
    let grew = false
    for (const raw of shards) {
      const di = index.get(raw.doc)
      if (di === undefined || (this.loadedOf.has(di) && !this.loaded[this.loadedOf.get(di)!].partial)) continue
      const shard = unpackShard(this.unbased(raw))
      const si = this.slot(di)
      const L = this.loaded[si]
      // a partial document (span files in) becomes whole: its own facts replace those the span files carried
      L.shard = shard
      L.partial = false
      L.cards = new Set(shard.cards)
      for (const [term, rule] of shard.see ?? []) L.see.set(term, [...(L.see.get(term) ?? []), rule])
      this.addIndex(L, shard.fx)
      shard.numbers.forEach((key, local) => {
        if (!key) return
        const list = this.numberMap.get(key)
        if (list) list.push([si, local])
        else this.numberMap.set(key, [[si, local]])
      })
      grew = true
    }
    if (grew) this.grew()
  }

  /** The loaded shard of a document, made (empty, partial) when missing: its node ids are fixed from then on. */
  private slot(di: number): number {
    const have = this.loadedOf.get(di)
    if (have !== undefined) return have
    const doc = this.manifest.docs[di]
    const n = doc.nodes
    const shard: MatchShard = {
      format: this.manifest.format,
      doc: doc.id,
      n,
      numbers: new Array<string>(n).fill(''),
      len: new Array<number>(n).fill(0),
      up: [],
      tlen: new Array<number>(n).fill(0),
      sources: [],
      nodeSources: [],
      dates: [],
      cards: [],
      same: [],
      see: [],
      fx: byField(() => ({})),
    }
    const si = this.loaded.length
    const idx = Object.fromEntries(FIELDS.map((f) => [f, []])) as unknown as Record<Field, FlexIndex[]>
    this.loaded.push({ doc, di, shard, offset: this.total, idx, cards: new Set(), see: new Map(), partial: true, spans: new Set(), kid: new Map(), sub: new Map(), anc: new Map() })
    this.offsets.push(this.total)
    this.loadedOf.set(di, si)
    this.total += n
    return si
  }

  private addIndex(L: Loaded, fx: MatchShard['fx']): void {
    for (const f of FIELDS) {
      L.idx[f].push(importIndex(fx[f], fieldResolution(f, this.manifest.resolution)))
      for (const t of exportedTerms(fx[f])) if (!t.startsWith('_')) this.vocabSet.add(t)
    }
  }

  /** A span file of an older version: its texts' index, and while the version is partial, their facts and structure. */
  private addSpan(di: number, raw: SpanShard | PackedSpanShard): void {
    if (!('locals' in raw)) throw new Error(`${this.manifest.docs[di].id}: the match loader gave a match file for a span file`)
    const L = this.loaded[this.slot(di)]
    if (L.spans.has(raw.last)) return
    const span = unpackSpan(this.unbased(raw))
    L.spans.add(span.last)
    this.addIndex(L, span.fx)
    if (L.partial)
      span.locals.forEach((local, k) => {
        L.shard.numbers[local] = span.numbers[k]
        L.shard.len[local] = span.len[k]
        L.shard.tlen[local] = span.tlen[k]
        if (span.kid[k]) L.kid.set(local, span.kid[k])
        if (span.sub[k]) L.sub.set(local, span.sub[k])
        if (span.anc[k].length) L.anc.set(local, span.anc[k])
      })
    for (const c of span.cards) L.cards.add(c)
    this.grew()
  }

  /** An older version's index with its terms spelt out again (flex.ts `unbaseIndex`): the base version is loaded first. */
  private unbased<T extends { fx: MatchShard['fx'] }>(raw: T): T {
    const base = (raw as { base?: string }).base
    if (!base) return raw
    let terms = this.baseTerms.get(base)
    if (!terms) {
      const L = this.loaded[this.loadedOf.get(this.docIds.indexOf(base)) ?? -1]
      if (!L || L.partial) throw new Error(`${base} is not loaded: an older version's index names its terms by that version's`)
      terms = indexTerms(L.shard.fx)
      this.baseTerms.set(base, terms)
    }
    return { ...raw, base: undefined, fx: byField((f) => unbaseIndex(raw.fx[f], terms)) }
  }

  private grew(): void {
    this.scopes.clear()
    this.vocab = [...this.vocabSet].sort()
    this.byLength.clear()
    for (const t of this.vocab) {
      const list = this.byLength.get(t.length)
      if (list) list.push(t)
      else this.byLength.set(t.length, [t])
    }
  }

  /** Manifest indexes of the documents a search with these filters covers, and those whose text they reuse. */
  docsFor(filters?: SearchFilters): { shown: number[]; needed: number[] } {
    const docs = this.manifest.docs
    let shown: number[]
    const asOf = filters?.asOf && ymd(filters.asOf) ? filters.asOf.slice(0, 10) : null
    if (!asOf) shown = docs.flatMap((d, i) => (d.latest !== false ? [i] : []))
    else {
      const inForce = new Set<string>()
      for (const series of new Set(docs.flatMap((d) => (d.series ? [d.series] : [])))) {
        const v = versionAsOf(this.docInfos, series, asOf)
        if (v) inForce.add(v.id)
      }
      shown = docs.flatMap((d, i) => {
        if (d.series) return inForce.has(d.id) ? [i] : []
        return !d.date || d.date.slice(0, 10) <= asOf ? [i] : []
      })
    }
    const needed = new Set(shown)
    for (const i of shown) for (const n of docs[i].needs ?? []) needed.add(n)
    return { shown, needed: [...needed].sort((a, b) => a - b) }
  }

  /**
   * Loads the files a search with these filters needs ("as of"): the match file of each version shown, and
   * the span files of texts in force that day (spans.ts `spansNeeded`). Synchronous when the loader is; a no-op
   * when everything is in.
   */
  prepare(filters?: SearchFilters): void | Promise<void> {
    const docs = this.manifest.docs
    const { shown, needed } = this.docsFor(filters)
    const todo: Array<{ di: number; file: string; last?: number }> = []
    const shownSet = new Set(shown)
    // whole match files: the versions shown, and today's (loaded anyway unless the engine was given fewer)
    for (const di of needed) {
      const L = this.loaded[this.loadedOf.get(di) ?? -1]
      if ((shownSet.has(di) || docs[di].latest !== false) && (!L || L.partial)) todo.push({ di, file: docs[di].match })
    }
    for (const [di, last] of spansNeeded(docs, this.seriesRank, shown)) {
      const L = this.loaded[this.loadedOf.get(di) ?? -1]
      if (!L?.spans.has(last)) todo.push({ di, file: spanFile(docs[di], last), last })
    }
    if (!todo.length || !this.loaders.match) return
    // an older version's terms are read with its series' newest version's (loaded anyway, unless the engine was given fewer)
    const bases = new Set(todo.map((t) => this.bases[t.di]))
    for (const b of bases) {
      const L = this.loaded[this.loadedOf.get(b) ?? -1]
      if (b >= 0 && (!L || L.partial) && !todo.some((t) => t.file === docs[b].match)) todo.push({ di: b, file: docs[b].match })
    }
    // started first, so that an older file waits for its base
    todo.sort((a, b) => Number(bases.has(b.di) && b.last === undefined) - Number(bases.has(a.di) && a.last === undefined))
    // node ids in manifest order, whatever order the files arrive in
    for (const di of [...new Set(todo.map((t) => t.di))].sort((a, b) => a - b)) this.slot(di)
    const waits: Array<Promise<void>> = []
    for (const t of todo) {
      if (this.files.has(t.file)) continue
      let p = this.pending.get(t.file)
      if (!p) {
        const apply = (f: MatchFile) => {
          if (t.last === undefined) this.add([f as MatchShard | PackedMatchShard])
          else this.addSpan(t.di, f as SpanShard | PackedSpanShard)
          this.files.add(t.file)
        }
        const got = this.loaders.match(docs[t.di], t.file)
        const base = this.bases[t.di] >= 0 ? this.pending.get(docs[this.bases[t.di]].match) : undefined
        if (!(got instanceof Promise) && !base) {
          apply(got)
          continue
        }
        p = Promise.all([got, base]).then(([f]) => apply(f)).finally(() => this.pending.delete(t.file))
        this.pending.set(t.file, p)
      }
      waits.push(p)
    }
    if (waits.length) return Promise.all(waits).then(() => undefined)
  }

  private scope(filters?: SearchFilters): Scope {
    const { shown, needed } = this.docsFor(filters)
    const key = needed.join(',') + '|' + shown.join(',')
    let sc = this.scopes.get(key)
    if (sc) return sc
    sc = new Map()
    for (const di of shown) {
      const si = this.loadedOf.get(di)
      if (si !== undefined) sc.set(si, null)
    }
    // an unchanged rule of a version in scope is matched through the node that carries its text
    for (const di of shown) {
      const si = this.loadedOf.get(di)
      if (si === undefined) continue
      for (const [local, ownerDoc, ownerLocal] of this.loaded[si].shard.same) {
        const oi = this.loadedOf.get(ownerDoc)
        if (oi === undefined || sc.get(oi) === null) continue
        let m = sc.get(oi)
        if (!m) sc.set(oi, (m = new Map()))
        m.set(ownerLocal, [si, local])
      }
    }
    this.scopes.set(key, sc)
    return sc
  }

  /** The manifest index of a hit's document (hits name loaded shards, which are in load order). */
  docIndexOf(shard: number): number {
    return this.loaded[shard]?.di ?? -1
  }

  get size(): number {
    return this.total
  }

  /** Query text -> numbers, word groups with alternatives, phrases. Never throws. */
  parse(query: string, typing = false): ParsedQuery {
    const R = this.ranking
    const q = String(query ?? '').slice(0, MAX_QUERY)
    const phrases: string[] = []
    for (const m of q.matchAll(/"([^"]{1,200})"/g)) {
      const p = phraseKey(m[1])
      if (p.includes(' ')) phrases.push(p) // a one-word "phrase" is just a word
    }
    const { numbers, preferCr, rest } = splitNumbers(q.replace(/"/g, ' '))
    const n = expandAbbreviations(normalise(rest))
    const groups: Group[] = []
    const seen = new Set<string>()
    const push = (g: Group) => {
      const key = g.alts.map((a) => a.term).join('|')
      if (!key || seen.has(key) || groups.length >= MAX_GROUPS) return
      seen.add(key)
      groups.push(g)
    }
    // era concepts first: their words are consumed so "comes into play" == "enters the battlefield"
    const consumed: Array<[number, number]> = []
    const kept: Group[] = []
    for (const h of conceptHits(n)) {
      const text = n.slice(h.start, h.end)
      const keep = CONCEPTS.find((c) => c.key === h.key)?.keep
      const ws = text.match(/[a-z0-9]+/g) ?? []
      const alts: Alt[] = [{ term: conceptToken(h.key), w: 1 }]
      // the concept token already stands wherever the word does; the word's stem alone only breaks ties
      // (and must not count fully: "dies" stems to "die", as in "planar die"); the words of a phrase give
      // partial credit ("battlefield" alone is not "enters the battlefield")
      const partial = R.conceptWord
      for (const w of ws) {
        if (keep?.test(w)) {
          // a kept word keeps its own era concept too ("instant" is also "fast effect")
          const own = conceptHits(w)[0]
          const alts: Alt[] = [{ term: stem(w), w: 1 }]
          if (own) alts.unshift({ term: conceptToken(own.key), w: 1 })
          kept.push({ label: w, alts, concept: own?.key })
        }
        else if (!STOPWORDS.has(w) && this.vocabSet.has(stem(w))) alts.push({ term: stem(w), w: partial })
        if (!keep?.test(w)) this.addAliases(alts, w)
      }
      push({ label: text, alts, concept: h.key, span: Math.max(1, ws.filter((w) => !STOPWORDS.has(w)).length) })
      consumed.push([h.start, h.end])
    }
    for (const g of kept) push(g)
    const wordsAll = [...n.matchAll(/[a-z0-9]+/g)].filter(
      (m) => !consumed.some(([a, b]) => m.index >= a && m.index < b) && m[0].length <= 40,
    )
    const content = wordsAll.filter((m) => !STOPWORDS.has(m[0]) && (m[0].length > 1 || /\d/.test(m[0])))
    // a query of stopwords only ("I'm done", "what is it") still searches its words
    const use = content.length ? content : groups.length ? [] : wordsAll
    const endsInWord = /[a-z0-9]$/.test(n)
    use.forEach((m, i) => {
      const w = m[0]
      const term = stem(w)
      const last = i === use.length - 1 && m.index + w.length === n.length && endsInWord
      const alts: Alt[] = []
      // a player's word the rules spell otherwise ("stole") is known: its aliases read it, not typo guesses
      const aliases = this.aliasesIn(w)
      const known = this.vocabSet.has(term) || this.vocabSet.has(w) || aliases.length > 0
      if (this.vocabSet.has(term)) alts.push({ term, w: 1 })
      if (w !== term && this.vocabSet.has(w)) alts.push({ term: w, w: 1 })
      if (!known || (typing && last)) {
        if (w.length >= 3) for (const p of this.prefixed(w, known ? 8 : 12)) if (p !== term) alts.push({ term: p, w: R.prefix })
        if (!alts.length && w.length >= 4) alts.push(...this.typoAlts(term))
        if (!alts.length && w.length >= 4 && term !== w) alts.push(...this.typoAlts(w))
      }
      if (!alts.length) alts.push({ term, w: 1 }) // unknown everywhere: it will simply match nothing
      this.addAliases(alts, w, aliases)
      if (FRAMING.has(term) && use.length + consumed.length > 1) for (const a of alts) a.w *= R.framing
      push({ label: w, alts })
    })
    return { numbers, preferCr, groups, phrases }
  }

  /** The rules' words a player's word also stands for (slang.ts), those this index has. */
  private aliasesIn(word: string): Array<[string, number]> {
    return aliasesOf(word).filter(([t]) => this.vocabSet.has(t))
  }

  /** Adds a word's aliases to its alternatives, below the word, never twice. */
  private addAliases(alts: Alt[], word: string, aliases = this.aliasesIn(word)): void {
    for (const [term, w] of aliases) if (!alts.some((a) => a.term === term)) alts.push({ term, w, alias: true })
  }

  /** Vocabulary words starting with `prefix` (shortest first). */
  private prefixed(prefix: string, max: number): string[] {
    let lo = 0
    let hi = this.vocab.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (this.vocab[mid] < prefix) lo = mid + 1
      else hi = mid
    }
    const out: string[] = []
    for (let i = lo; i < this.vocab.length && this.vocab[i].startsWith(prefix); i++) out.push(this.vocab[i])
    return out.sort((a, b) => a.length - b.length).slice(0, max)
  }

  /**
   * A mistyped word's readings: one closest reading is what the player meant ("indestructable"), and
   * counts nearly as the word; several equally close readings share the doubt.
   */
  private typoAlts(term: string): Alt[] {
    const R = this.ranking
    const near = this.nearby(term)
    const sure = near.length > 0 && (near.length === 1 || near[1][1] > near[0][1])
    return near.map(([t], i) => ({ term: t, w: sure && i === 0 ? R.typoSure : R.typo }))
  }

  /** Vocabulary words within edit distance 1 (2 for long words), same first letter, closest first. */
  private nearby(term: string): Array<[string, number]> {
    const maxD = term.length >= 8 ? 2 : 1
    const out: Array<[string, number]> = []
    for (let L = term.length - maxD; L <= term.length + maxD; L++) {
      for (const cand of this.byLength.get(L) ?? []) {
        if (cand[0] !== term[0]) continue
        const d = editDistance(term, cand, maxD)
        if (d <= maxD) out.push([cand, d])
      }
    }
    return out.sort((a, b) => a[1] - b[1]).slice(0, 6)
  }

  /** Ranked hits: nodes named by number first, then text matches. Synchronous; never throws. */
  match(query: string, opts: SearchOptions = {}): Hit[] {
    const limit = Math.max(1, Math.min(opts.limit ?? 10, 500))
    let parsed: ParsedQuery
    try {
      parsed = this.parse(query, opts.typing)
    } catch {
      return []
    }
    const scope = this.scope(opts.filters)
    const allow = this.filterFn(opts.filters)
    const hits: Hit[] = []
    const exactSeen = new Set<number>()
    for (const key of parsed.numbers) {
      const list = (this.numberMap.get(key) ?? []).filter(([s]) => scope.get(s) === null)
      if (parsed.preferCr) list.sort((a, b) => Number(this.loaded[b[0]].doc.family === 'cr') - Number(this.loaded[a[0]].doc.family === 'cr'))
      for (const [s, local] of list) {
        const gid = this.loaded[s].offset + local
        if (exactSeen.has(gid) || !allow(s, local)) continue
        exactSeen.add(gid)
        hits.push({ shard: s, local, score: 1e6 - hits.length, exact: true })
      }
    }
    let groups = parsed.groups
    // a number that named nothing is searched as text, so "419.9" still finds something near
    if (parsed.numbers.length && !hits.length && !groups.length) groups = this.parse(parsed.numbers.join(' ').replace(/\./g, ' ')).groups
    const ranked = this.rank(groups, scope, allow, limit + exactSeen.size + (parsed.phrases.length ? 200 : 0))
    for (const h of ranked) {
      const gid = this.loaded[h.shard].offset + h.local
      if (!exactSeen.has(gid)) hits.push(h)
    }
    return hits
  }

  private filterFn(f?: SearchFilters): (s: number, local: number) => boolean {
    if (!f) return () => true
    const docs = f.docs?.length ? new Set(f.docs) : null
    const fams = f.families?.length ? new Set<string>(f.families) : null
    const srcs = f.sources?.length ? new Set(f.sources) : null
    const from = f.from ? Number(f.from.slice(0, 10).replace(/-/g, '')) || 0 : 0
    const to = f.to ? Number(f.to.slice(0, 10).replace(/-/g, '')) || 0 : 0
    return (s, local) => {
      const L = this.loaded[s]
      if (docs && !docs.has(L.doc.id)) return false
      if (fams && !fams.has(L.doc.family)) return false
      if (srcs && !L.shard.nodeSources[local]?.some((i) => srcs.has(L.shard.sources[i]))) return false
      if (from || to) {
        const docDate = ymd(L.doc.date)
        const d = L.shard.dates[local] || (docDate ? [docDate, docDate] : 0)
        if (!d) return false
        if (from && d[1] < from) return false
        if (to && d[0] > to) return false
      }
      return true
    }
  }

  private rank(groups: Group[], scope: Scope, allow: (s: number, local: number) => boolean, limit: number): Hit[] {
    const R = this.ranking
    if (!groups.length || !this.total) return []
    const active = this.loaded.filter((_, si) => scope.has(si))
    const prior = this.priors(scope)
    let N = 0
    let lenSum = 0
    for (const L of active) {
      const only = scope.get(this.loadedOf.get(L.di)!)
      N += only ? only.size : L.shard.n
      if (only) for (const l of only.keys()) lenSum += lengthOf(L.shard.len[l])
      else for (const l of L.shard.len) lenSum += lengthOf(l)
    }
    if (!N) return []
    const avgLen = Math.max(1, lenSum / N)
    const size = this.total
    const score = new Float64Array(size)
    const covered = new Float64Array(size)
    const inTitle = new Uint8Array(size)
    const titleWords = new Uint8Array(size)
    const best = new Float32Array(size)
    const bestTitle = new Uint8Array(size)
    const any = new Uint8Array(size)
    const touchedAll: number[] = []
    const inheritedScore = new Float64Array(size)
    const strongSeen = new Uint8Array(size)
    const bestW = new Float32Array(size)
    const tie = new Float32Array(size)
    let totalIdf = 0
    for (const g of groups) {
      const touched: number[] = []
      // document frequency counts only the group's strong alternatives: a weak partial word
      // ("effect" for "state-based effects") must not make the concept look common
      let df = 0
      const strong = g.alts.some((a) => a.w >= 0.5) ? 0.5 : 0
      for (const alt of g.alts) {
        for (const L of active) {
          const only = scope.get(this.loadedOf.get(L.di)!)
          for (const f of FIELDS) {
            const slots = this.postings(L, f, alt.term)
            const fw = (f === 'title' ? R.title : f === 'example' ? R.example : 1) * alt.w
            for (let i = 0; i < slots.length; i++) {
              const ids = slots[i]
              if (!ids) continue
              // where a word stands: a body's first half says what the rule is about; a title's words all count; an
              // example's words are incidental wherever they are
              const pos = f === 'body' ? (i === 0 ? R.firstHalf : 1) : f === 'title' ? (i === 0 ? 1 : 1 / R.firstHalf) : 1
              for (const local of ids) {
                if (only && !only.has(local)) continue
                const gid = L.offset + local
                let v = fw * pos
                // a long title (a FAQ question) is more like a first sentence than a heading
                if (f === 'title' && L.shard.tlen[local] > 4) v *= R.longTitle
                if (f !== 'title') v /= 1 + R.lengthNorm * Math.log2(1 + lengthOf(L.shard.len[local]) / avgLen)
                if (best[gid] === 0) touched.push(gid)
                if (alt.w >= strong && !alt.alias && !strongSeen[gid]) {
                  strongSeen[gid] = 1
                  df++
                }
                if (v > best[gid]) best[gid] = v
                if (alt.w > bestW[gid]) bestW[gid] = alt.w
                // the literal words of an era phrase break ties between its spellings: "mana value"
                // puts the "Mana Value" entry before "Casting Cost (Obsolete)"
                if (alt.w < 0.5) tie[gid] += R.tie * v
                if (f === 'title') bestTitle[gid] = 1
              }
            }
          }
        }
      }
      if (!touched.length) continue // matches nothing anywhere: not counted against anyone
      this.lendContext(touched, scope, best, bestW, bestTitle)
      const idf = Math.log(1 + N / Math.max(1, df))
      const maxW = Math.max(...g.alts.map((a) => a.w))
      totalIdf += idf * maxW
      for (const gid of touched) {
        score[gid] += idf * (best[gid] + tie[gid])
        tie[gid] = 0
        // coverage by the strength of what matched: a weak partial word is not the query's word
        covered[gid] += idf * bestW[gid]
        inTitle[gid] += bestTitle[gid]
        titleWords[gid] += bestTitle[gid] * (g.span ?? 1)
        if (!any[gid]) {
          any[gid] = 1
          touchedAll.push(gid)
        }
        best[gid] = 0
        bestTitle[gid] = 0
        strongSeen[gid] = 0
        bestW[gid] = 0
      }
    }
    if (!touchedAll.length) return []
    // A heading with no text of its own ("502.9. Trample") hands its score to its first child
    // ("502.9a Trample is a static ability ..."): that is the rule ABOUT the heading's subject.
    // touchedAll is in the order words were matched, not by id: each node finds its own shard
    for (const gid of touchedAll.slice()) {
      const hi = this.shardOf(gid)
      const L = this.loaded[hi]
      const local = gid - L.offset
      if (L.shard.len[local] !== 0) continue
      const only = scope.get(hi)
      for (let c = local + 1; c < L.shard.n && c <= local + 3; c++) {
        if (L.partial ? c - local !== L.kid.get(local) : c - L.shard.up[c] !== local || L.shard.up[c] === 0) continue
        if (only && !only.has(c)) break
        const cg = L.offset + c
        const cov = covered[gid] / totalIdf
        const inherited = score[gid] * cov ** R.coverage * R.headingChild
        if (!any[cg]) {
          any[cg] = 1
          touchedAll.push(cg)
        }
        inheritedScore[cg] = Math.max(inheritedScore[cg], inherited)
        break
      }
    }
    const matchedGroups = groups.length
    // the query is a title whole ("trample", "mana value"): the entry it names answers, whatever its neighbours
    let named = false
    const own = (L: Loaded, gid: number, local: number): number => {
      const cov = covered[gid] / totalIdf
      let s = score[gid] * cov ** R.coverage
      // the title says exactly the query (a glossary term, a keyword heading): it is ABOUT it
      const tl = L.shard.tlen[local]
      const titleIsQuery = tl > 0 && inTitle[gid] >= matchedGroups && tl <= matchedGroups + 1
      if (titleIsQuery) {
        s *= R.titleIsQuery
        named = true
      }
      // a title naming something more than the query matched ("Commander Tax" for "my commander dies") is
      // about that something: its match counts less than a title the query fills
      else if (inTitle[gid] && tl > 0) s *= R.titlePartial + (1 - R.titlePartial) * Math.min(1, titleWords[gid] / tl)
      // a card's name typed (even misspelt) means that card: its rulings before rules mentioning it
      if (L.cards.has(local) && inTitle[gid] >= matchedGroups && tl <= matchedGroups + 1) s *= 4
      // a heading with no text of its own is navigation: below the rules that say something
      if (L.shard.len[local] === 0) s *= R.heading
      // a rule of three words ("Lifelink is a static ability.") names the kind of ability, not what it does
      else if (L.shard.len[local] <= R.stubLen && !tl) s *= R.stub
      return s
    }
    // a glossary term names the rule that answers ("Mulligan ... See rule 103.5"): the rule ranks with it,
    // and a heading's first rule when the term cites a heading
    for (const gid of touchedAll.slice()) {
      const si = this.shardOf(gid)
      const L = this.loaded[si]
      const local = gid - L.offset
      const cites = L.see.get(local)
      // only a term the query names whole: "Commander Tax" cites its rule for a question about commander tax,
      // not for every question with "commander" in it
      if (!cites || scope.get(si) !== null || titleWords[gid] < L.shard.tlen[local]) continue
      const v = own(L, gid, local) * R.see
      for (const t of cites) {
        const first = L.shard.len[t] === 0 && t + 1 < L.shard.n && L.shard.up[t + 1] === 1 ? t + 1 : -1
        for (const [c, w] of [[t, first >= 0 ? R.heading : 1], [first, 0.95]] as const) {
          if (c < 0) continue
          const cg = L.offset + c
          if (!any[cg]) {
            any[cg] = 1
            touchedAll.push(cg)
          }
          inheritedScore[cg] = Math.max(inheritedScore[cg], v * w)
        }
      }
    }
    const out: Hit[] = []
    let si = 0
    touchedAll.sort((a, b) => a - b)
    for (const gid of touchedAll) {
      while (si + 1 < this.loaded.length && this.loaded[si + 1].offset <= gid) si++
      const L = this.loaded[si]
      const local = gid - L.offset
      const only = scope.get(si)
      if (only === undefined) continue
      // a text carried for a version in scope is shown as that version's node
      const shown: [number, number] = only ? (only.get(local) ?? [-1, -1]) : [si, local]
      if (shown[0] < 0 || !allow(shown[0], shown[1])) continue
      let s = Math.max(own(L, gid, local), inheritedScore[gid]) * prior[si]
      // the rules of multiplayer and casual variants (CR chapters 8 and 9) apply when the question names
      // the variant (its section's title: "Commander", "Two-Headed Giant"), not to a question about the game
      if (L.doc.family === 'cr' && VARIANT_RULE.test(L.shard.numbers[local]) && !this.sectionNamed(L, local, titleWords)) s *= R.variant
      out.push({ shard: shown[0], local: shown[1], score: s, exact: false })
    }
    out.sort((a, b) => b.score - a.score)
    if (R.sectionVote && !named) this.voteSections(out)
    return out.slice(0, limit)
  }

  /**
   * Where the best hits gather is where the answer is: each CR rule with its subrules ("509.1" and 509.1a-i)
   * gets the share of the top hits' score its members hold, and they rank up by sectionVote x that share. A
   * rule whose neighbours also match the question is more likely its answer than a lone word match elsewhere.
   */
  private voteSections(out: Hit[]): void {
    const R = this.ranking
    const top = out.slice(0, VOTE_TOP)
    const sectionOf = (h: Hit): string | null => {
      const L = this.loaded[h.shard]
      // whole CR versions only, as for section titles: a partial paste's rules are not a family to vote for
      const n = L.doc.family === 'cr' && L.doc.series ? L.shard.numbers[h.local] : ''
      return n ? `${h.shard}:${n.replace(/[a-z]$/, '')}` : null
    }
    const mass = new Map<string, number>()
    // a family of look-alike siblings (the Role tokens 111.10a-z, color identity 903.4a-f) must not outvote a
    // family whose rules each say something: only its best VOTE_CAP members vote
    const voters = new Map<string, number>()
    let total = 0
    for (const h of top) {
      total += h.score
      const k = sectionOf(h)
      if (!k || (voters.get(k) ?? 0) >= VOTE_CAP) continue
      voters.set(k, (voters.get(k) ?? 0) + 1)
      mass.set(k, (mass.get(k) ?? 0) + h.score)
    }
    if (!total) return
    for (const h of out) {
      const k = sectionOf(h)
      if (k) h.score *= 1 + (R.sectionVote * (mass.get(k) ?? 0)) / total
    }
    out.sort((a, b) => b.score - a.score)
  }

  /**
   * A section whose title matched lends the word to the rules inside it, at CONTEXT of its title's value, so
   * a question about first strike finds the rules of "702.7 First Strike" that say what it does. Sections
   * are contiguous in document order; a big one (a chapter) lends nothing.
   */
  private lendContext(touched: number[], scope: Scope, best: Float32Array, bestW: Float32Array, bestTitle: Uint8Array): void {
    const R = this.ranking
    const n = touched.length
    for (let k = 0; k < n; k++) {
      const gid = touched[k]
      if (!bestTitle[gid]) continue
      const si = this.shardOf(gid)
      const L = this.loaded[si]
      const head = gid - L.offset
      // a section title of a whole CR version names its subject (702.7 First Strike); other documents' headings
      // (a partial paste's included) are broad topics, and lending them would rank their rules above rulings
      if (L.doc.family !== 'cr' || !L.doc.series || L.see.has(head) || L.cards.has(head)) continue
      const only = scope.get(si)
      let end = head + 1
      if (L.partial) end += Math.min(L.sub.get(head) ?? 0, R.contextMax)
      else while (end < L.shard.n && end - head <= R.contextMax && isUnder(L.shard.up, end, head)) end++
      if (end === head + 1 || end - head > R.contextMax) continue
      const v = R.context * best[gid]
      for (let c = head + 1; c < end; c++) {
        if (only && !only.has(c)) continue
        const cg = L.offset + c
        if (v <= best[cg]) continue
        if (best[cg] === 0) touched.push(cg)
        best[cg] = v
        if (bestW[gid] > bestW[cg]) bestW[cg] = bestW[gid]
      }
    }
  }

  /**
   * By loaded shard: how surely a document speaks for the rules in force in this scope (1 for a version of
   * a series; STALE_* for documents older than the newest CR version in scope; 1 when no CR series is in scope).
   */
  private priors(scope: Scope): number[] {
    const R = this.ranking
    let rules = 0
    for (const si of scope.keys()) {
      const d = this.loaded[si].doc
      if (d.series && d.family === 'cr' && scope.get(si) === null) rules = Math.max(rules, ymd(d.date))
    }
    return this.loaded.map(({ doc }) => {
      if (!rules || doc.series) return 1
      const date = ymd(doc.date)
      if (!date) return R.notInForce
      if (doc.family === 'cr' && date < rules) return R.staleCr
      return rules - date > R.staleYears * 10000 ? R.notInForce : 1
    })
  }

  /**
   * Ids holding `term` in a field of a loaded document, by position bucket: from its match file, and from its
   * span files merged in ascending order (as one index over them all would hold them).
   */
  private postings(L: Loaded, f: Field, term: string): Array<number[] | undefined> {
    const list = L.idx[f]
    if (list.length === 1) return postings(list[0], term)
    const out: Array<number[] | undefined> = []
    const merged = new Set<number>()
    for (const index of list) {
      postings(index, term).forEach((ids, slot) => {
        if (!ids?.length) return
        const have = out[slot]
        if (have) merged.add(slot)
        // a copy when merged: FlexSearch's own lists stay as they are
        out[slot] = have ? have.concat(ids) : ids
      })
    }
    for (const slot of merged) out[slot]!.sort((a, b) => a - b)
    return out
  }

  /** Loaded shard index of a global node id. */
  private shardOf(gid: number): number {
    return lastAtOrBelow(this.offsets, gid)
  }

  /**
   * Whether the query names the section a rule is in: more than half of a heading's title words, so that
   * "Two-Headed Giant" or "Commander" names its variant, and "attack" and "player" do not name "Attack
   * Multiple Players Option".
   */
  private sectionNamed(L: Loaded, local: number, titleWords: Uint8Array): boolean {
    const named = (p: number) => titleWords[L.offset + p] * 2 > L.shard.tlen[p]
    if (L.partial) return (L.anc.get(local) ?? []).some((off) => named(local - off))
    for (let p = local, hops = 0; hops < 4 && L.shard.up[p]; hops++) {
      p -= L.shard.up[p]
      if (named(p)) return true
    }
    return false
  }

  private rowFor(s: number, local: number): DisplayFields | Promise<DisplayFields> {
    const L = this.loaded[s]
    let starts = this.starts.get(s)
    if (!starts) this.starts.set(s, (starts = chunkStarts(L.shard.up, this.manifest.chunk || DISPLAY_CHUNK)))
    const c = chunkOf(starts, local)
    const key = `${L.di}:${c}`
    let d = this.display.get(key)
    if (!d) {
      d = this.loaders.display(L.doc, c)
      this.display.set(key, d)
      if (d instanceof Promise)
        d.then((v) => this.display.set(key, v)).catch(() => this.display.delete(key))
    }
    const pick = (chunk: DisplayChunk): DisplayFields => {
      const row = chunk[local - starts[c]]
      if (!row) throw new Error(`${L.doc.id}: no display row for node ${local}`)
      return readRow(row, L.doc.id, L.shard.numbers[local] ?? '', this.docIds)
    }
    return d instanceof Promise ? d.then(pick) : pick(d)
  }

  /**
   * Ranked, displayable results. Fetches what an "as of" date needs, then only the display chunks of the results
   * shown; a quoted phrase is checked on the display text a batch of `limit` hits at a time, until enough pass.
   */
  async search(query: string, opts: SearchOptions = {}): Promise<SearchResult[]> {
    const limit = Math.max(1, Math.min(opts.limit ?? 10, 500))
    await this.prepare(opts.filters)
    const parsed = this.safeParse(query, opts.typing)
    let hits = this.match(query, { ...opts, limit })
    const rowsOf = async (list: Hit[]) => Promise.all(list.map((h) => this.rowFor(h.shard, h.local)))
    if (parsed.phrases.length) {
      const kept: Hit[] = []
      for (let i = 0; i < hits.length && kept.length < limit; i += limit) {
        const batch = hits.slice(i, i + limit)
        const rows = await rowsOf(batch)
        batch.forEach((h, j) => (h.exact || hasPhrases(rows[j], parsed.phrases)) && kept.push(h))
      }
      hits = kept
    }
    hits = hits.slice(0, limit)
    const rows = await rowsOf(hits)
    const hl = this.highlight(parsed)
    return this.results(hits, rows, hl)
  }

  /** Like search(), for Node callers whose loaders are synchronous. */
  searchSync(query: string, opts: SearchOptions = {}): SearchResult[] {
    const limit = Math.max(1, Math.min(opts.limit ?? 10, 500))
    if (this.prepare(opts.filters) instanceof Promise) throw new Error('searchSync needs synchronous loaders')
    const parsed = this.safeParse(query, opts.typing)
    let hits = this.match(query, { ...opts, limit })
    const get = (h: Hit) => {
      const r = this.rowFor(h.shard, h.local)
      if (r instanceof Promise) throw new Error('searchSync needs a synchronous display loader')
      return r
    }
    if (parsed.phrases.length) {
      const kept: Hit[] = []
      for (let i = 0; i < hits.length && kept.length < limit; i++) if (hits[i].exact || hasPhrases(get(hits[i]), parsed.phrases)) kept.push(hits[i])
      hits = kept
    }
    hits = hits.slice(0, limit)
    return this.results(hits, hits.map(get), this.highlight(parsed))
  }

  /** One result per lineage (a changes-only file may repeat a rule of its release): the first, best ranked, stays. */
  private results(hits: Hit[], rows: DisplayFields[], hl: Highlight): SearchResult[] {
    const seen = new Set<string>()
    const out: SearchResult[] = []
    hits.forEach((h, i) => {
      const r = this.result(h, rows[i], hl)
      if (seen.has(r.lineage)) return
      seen.add(r.lineage)
      out.push(r)
    })
    return out
  }

  private safeParse(query: string, typing?: boolean): ParsedQuery {
    try {
      return this.parse(query, typing)
    } catch {
      return { numbers: [], preferCr: false, groups: [], phrases: [] }
    }
  }

  private highlight(p: ParsedQuery): Highlight {
    const terms = new Set<string>()
    const concepts = new Set<string>()
    for (const g of p.groups) {
      if (g.concept) concepts.add(g.concept)
      for (const a of g.alts) if (!a.term.startsWith('_')) terms.add(a.term)
    }
    for (const ph of p.phrases) for (const w of ph.split(' ')) terms.add(stem(w))
    return { terms, concepts }
  }

  private result(h: Hit, row: DisplayFields, hl: Highlight): SearchResult {
    const L = this.loaded[h.shard]
    const { number, title, local, crumbs, kind, text, lineage, earlier } = row
    const id = `${L.doc.id}/${local}`
    return {
      id,
      doc: L.doc.id,
      docTitle: L.doc.title,
      docDate: L.doc.date,
      family: L.doc.family,
      number: number || null,
      title: title || null,
      kind,
      text,
      url: `/${id}`,
      breadcrumb: crumbs,
      score: Math.round(h.score * 1000) / 1000,
      exact: h.exact,
      snippet: snippet(text || title, hl),
      lineage,
      earlier: earlier.flatMap(([di, loc]): EarlierVersion[] => {
        const d = this.manifest.docs[di]
        return d ? [{ id: `${d.id}/${loc}`, url: `/${d.id}/${loc}`, doc: d.id, date: d.date }] : []
      }),
    }
  }
}

function hasPhrases(row: DisplayFields, phrases: string[]): boolean {
  const hay = ' ' + phraseKey(`${row.title} ${row.text}`) + ' '
  return phrases.every((p) => hay.includes(' ' + p + ' '))
}

/** Undo build.ts `packShard` (a shard built in this process may come unpacked). */
export function unpackShard(s: MatchShard | PackedMatchShard): MatchShard {
  if (typeof s.len !== 'string') return s as MatchShard
  const p = s as PackedMatchShard
  const src = unpackInts(p.nodeSources)
  const nodeSources: number[][] = []
  for (let i = 0; i < src.length; ) {
    const c = src[i++]
    nodeSources.push(src.slice(i, i + c))
    i += c
  }
  const cardDeltas = unpackInts(p.cards ?? '')
  const cards: number[] = []
  for (const c of cardDeltas) cards.push((cards.length ? cards[cards.length - 1] : 0) + c)
  const same = unpackSame(p.same ?? '')
  const seeInts = unpackInts(p.see ?? '')
  const see: MatchShard['see'] = []
  for (let i = 0, prev = 0; i + 1 < seeInts.length; i += 2) {
    prev += seeInts[i]
    see.push([prev, seeInts[i + 1]])
  }
  const d = unpackInts(p.dates)
  const dates: MatchShard['dates'] = []
  for (let i = 0; i < d.length; ) {
    const first = d[i++]
    if (!first) dates.push(0)
    else {
      const lo = first - 1
      dates.push([fromDays(lo), fromDays(lo + d[i++])])
    }
  }
  return {
    ...p,
    numbers: unpackNumbers(p.numbers, p.n),
    len: unpackInts(p.len),
    up: unpackInts(p.up),
    tlen: unpackInts(p.tlen),
    nodeSources,
    dates,
    cards,
    same,
    see,
  }
}

/** Undo build.ts `packSpan`. */
export function unpackSpan(s: SpanShard | PackedSpanShard): SpanShard {
  if (typeof s.locals !== 'string') return s as SpanShard
  const p = s as PackedSpanShard
  const sums = (list: number[]) => list.map(((acc) => (v: number) => (acc += v))(0))
  const locals = sums(unpackInts(p.locals))
  const a = unpackInts(p.anc)
  const anc: number[][] = []
  for (let i = 0; i < a.length; ) {
    const c = a[i++]
    anc.push(a.slice(i, i + c))
    i += c
  }
  return {
    ...p,
    locals,
    numbers: unpackNumbers(p.numbers, locals.length),
    len: unpackInts(p.len),
    tlen: unpackInts(p.tlen),
    cards: sums(unpackInts(p.cards)),
    kid: unpackInts(p.kid),
    sub: unpackInts(p.sub),
    anc,
  }
}

/** Days since 1970-01-01 -> YYYYMMDD int (inverse of build.ts toDays). */
const fromDays = (days: number): number => {
  const t = new Date(days * 86_400_000)
  return t.getUTCFullYear() * 10000 + (t.getUTCMonth() + 1) * 100 + t.getUTCDate()
}

/** Inverse of the builder's quantised length. */
const lengthOf = (q: number): number => 2 ** (q / 4) - 1

/** Damerau-free Levenshtein with an early exit once every cell exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    const cur = [i]
    let rowMin = i
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1))
      cur.push(v)
      if (v < rowMin) rowMin = v
    }
    if (rowMin > max) return max + 1
    prev = cur
  }
  return prev[b.length]
}
