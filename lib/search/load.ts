/**
 * Loading: the match files (FlexSearch indexes + compact per-node facts) and span files a search reads, fetched
 * through a loader, decoded (unpack.ts) and held as loaded shards. Node ids are global: each loaded shard's
 * locals follow the shards loaded before it.
 *
 * By default only today's documents (each series' latest version, and documents in no series) are given. An
 * "as of" date loads the version of each series in force that day, plus, of the older versions whose text its
 * unchanged rules reuse (indexed once, where the text first appears), only the span files of texts still in
 * force that day (spans.ts): such a version is loaded "partial", its structure read from the span files rather
 * than from its whole match file.
 */
import type { DocumentInfo } from '../types.js'
import { versionAsOf } from '../history/as-of.js'
import { lastAtOrBelow } from '../text/offsets.js'
import { exportedTerms, fieldResolution, importIndex, indexTerms, postings, unbaseIndex, unpackInts, type FlexIndex } from './flex.js'
import { languageSearched } from './cjk.js'
import { docGroup } from './groups.js'
import { baseDocs, seriesRanks, spanFile, spansNeeded } from './spans.js'
import { unpackShard, unpackSpan } from './unpack.js'
import { Vocabulary } from './vocabulary.js'
import { decodeWords, textsFile, wordShard, wordsFile, type SituationWords } from './situations.js'
import { byField, FIELDS, type Field, type ScoredField, type ManifestDoc, type MatchShard, type PackedMatchShard, type PackedSpanShard, type SearchFilters, type SearchManifest, type SpanShard } from './types.js'

export interface Loaded {
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
  /** A part's local -> its numbered section's local (structure.ts `sectionParts`). */
  parts: Map<number, number>
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
  /** A bulk document's total body length (cards.ts `BulkSearch.lenSum`): its nodes' lengths are not all in. */
  lenSum?: number
  /** Its nodes whose lineage has situations: local -> lineage index, and lineage index -> locals (situations.ts). */
  sit: Map<number, number>
  bySit: Map<number, number[]>
}

/** A search file besides the display chunks: a match or span file, a situations' word shard or texts (situations.ts). */
type MatchFile = MatchShard | PackedMatchShard | SpanShard | PackedSpanShard | SituationWords | string[]

function addSituation(L: Loaded, local: number, s: number): void {
  if (L.sit.has(local)) return
  L.sit.set(local, s)
  const list = L.bySit.get(s)
  if (list) list.push(local)
  else L.bySit.set(s, [local])
}
/** Reads `file` of `doc`: its match file (`doc.match`) or one of its span files (spans.ts `spanFile`). */
export type MatchLoader = (doc: ManifestDoc, file: string) => MatchFile | Promise<MatchFile>

/**
 * Which loaded shards a search covers. `null`: every node of the shard. A map: only these nodes,
 * each standing for a node of a version in scope whose text it carries ([shard, local] shown).
 */
export type Scope = Map<number, Map<number, [number, number]> | null>

/** An ISO date as a YYYYMMDD int (0: none). */
export const ymd = (iso: string | null | undefined): number => (iso && /^\d{4}-\d{2}-\d{2}/.test(iso) ? Number(iso.slice(0, 10).replace(/-/g, '')) : 0)

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

/**
 * A card node, or a node under one (its rulings), and every node of a bulk document (Scryfall's cards and rulings):
 * the `cards` group of the document filter (groups.ts).
 */
export function onCard(L: Loaded, local: number): boolean {
  if (L.doc.bulk || L.cards.has(local)) return true
  if (L.partial) return (L.anc.get(local) ?? []).some((off) => L.cards.has(local - off))
  for (let p = local, hops = 0; hops < 4 && L.shard.up[p]; hops++) {
    p -= L.shard.up[p]
    if (L.cards.has(p)) return true
  }
  return false
}

export class Shards {
  readonly manifest: SearchManifest
  readonly loaded: Loaded[] = []
  /** Each loaded shard's first global node id, ascending (shards are appended in load order). */
  private offsets: number[] = []
  /** Manifest doc index -> index into `loaded`. */
  private loadedOf = new Map<number, number>()
  /** Global node ids handed out so far. */
  total = 0
  /** Rule number key -> [loaded shard, local] of every node with that number. */
  readonly numbers = new Map<string, Array<[number, number]>>()
  readonly vocabulary = new Vocabulary()
  /** The situations' words loaded so far, with their lineage indexes, and the word shards in (situations.ts). */
  private situationWords = new Map<string, Array<number[] | undefined>>()
  private situationShards = new Set<number>()
  private situationPending = new Map<number, Promise<void>>()
  private slen?: number[]
  private texts = new Map<number, string[] | Promise<string[]>>()
  private match?: MatchLoader
  /** Match and span files being fetched, and those in, by name. */
  private pending = new Map<string, Promise<void>>()
  private files = new Set<string>()
  /** Each document's place in its series (spans.ts `seriesRanks`), and the version whose terms name its own (`baseDocs`). */
  private seriesRank: number[]
  private bases: number[]
  private baseTerms = new Map<string, string[]>()
  private docInfos: DocumentInfo[]
  private docIds: string[]
  private scopes = new Map<string, Scope>()

  constructor(manifest: SearchManifest, shards: Array<MatchShard | PackedMatchShard>, match?: MatchLoader) {
    this.manifest = manifest
    this.match = match
    this.docInfos = manifest.docs.map(asDocumentInfo)
    this.docIds = manifest.docs.map((d) => d.id)
    this.seriesRank = seriesRanks(manifest.docs)
    this.bases = baseDocs(manifest.docs)
    this.add(shards)
  }

  /** The loaded shard of manifest document `di`, if any. */
  shardIndexOf(di: number): number | undefined {
    return this.loadedOf.get(di)
  }

  /** Loaded shard index of a global node id. */
  shardOf(gid: number): number {
    return lastAtOrBelow(this.offsets, gid)
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
      L.parts = new Map(shard.parts)
      for (const [local, s] of shard.sit) addSituation(L, local, s)
      for (const [term, rule] of shard.see ?? []) L.see.set(term, [...(L.see.get(term) ?? []), rule])
      this.addIndex(L, shard.fx)
      shard.numbers.forEach((key, local) => {
        if (!key) return
        const list = this.numbers.get(key)
        if (list) list.push([si, local])
        else this.numbers.set(key, [[si, local]])
      })
      grew = true
    }
    if (grew) this.grew()
  }

  /**
   * The loaded shard of a bulk document (bulk.ts), made when first needed: whole (not partial), no parents, an empty
   * index per field that the files a query fetches fill.
   */
  bulkShard(di: number): Loaded {
    const si = this.slot(di)
    const L = this.loaded[si]
    if (L.partial) {
      L.partial = false
      L.shard.up = new Array<number>(L.shard.n).fill(0)
      L.lenSum = this.manifest.docs[di].bulk?.lenSum
    }
    return L
  }

  /** A file of a document through the match loader (a bulk document's files: bulk.ts). */
  loadFile<T>(di: number, file: string): T | Promise<T> {
    if (!this.match) throw new Error(`${file}: no loader for search files`)
    return this.match(this.manifest.docs[di], file) as T | Promise<T>
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
      optional: [],
      parts: [],
      sit: [],
      fx: byField(() => ({})),
    }
    const si = this.loaded.length
    const idx = Object.fromEntries(FIELDS.map((f) => [f, []])) as unknown as Record<Field, FlexIndex[]>
    this.loaded.push({ doc, di, shard, offset: this.total, idx, cards: new Set(), see: new Map(), parts: new Map(), partial: true, spans: new Set(), kid: new Map(), sub: new Map(), anc: new Map(), sit: new Map(), bySit: new Map() })
    this.offsets.push(this.total)
    this.loadedOf.set(di, si)
    this.total += n
    return si
  }

  private addIndex(L: Loaded, fx: MatchShard['fx']): void {
    for (const f of FIELDS) {
      L.idx[f].push(importIndex(fx[f], fieldResolution(f, this.manifest.resolution)))
      for (const t of exportedTerms(fx[f])) if (!t.startsWith('_')) this.vocabulary.add(t)
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
        if (span.sit[k]) addSituation(L, local, span.sit[k] - 1)
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
    this.vocabulary.settle()
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
    // a translation only when its language is searched: an English search fetches nothing of it
    shown = shown.filter((i) => languageSearched(docs[i].language, filters?.languages))
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
      // a bulk document's files are fetched by the words of a query (bulk.ts)
      if (docs[di].bulk) continue
      const L = this.loaded[this.loadedOf.get(di) ?? -1]
      if ((shownSet.has(di) || docs[di].latest !== false) && (!L || L.partial)) todo.push({ di, file: docs[di].match })
    }
    for (const [di, last] of spansNeeded(docs, this.seriesRank, shown)) {
      const L = this.loaded[this.loadedOf.get(di) ?? -1]
      if (!L?.spans.has(last)) todo.push({ di, file: spanFile(docs[di], last), last })
    }
    if (!todo.length || !this.match) return
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
        const got = this.match(docs[t.di], t.file)
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

  /** The loaded shards and nodes a search with these filters covers (cached until more files come in). */
  scope(filters?: SearchFilters): Scope {
    const { shown, needed } = this.docsFor(filters)
    const key = needed.join(',') + '|' + shown.join(',')
    let sc = this.scopes.get(key)
    if (sc) return sc
    sc = new Map()
    for (const di of shown) {
      const si = this.loadedOf.get(di)
      // a bulk document's nodes are in scope only through a query's words (bulk.ts): the engine adds them per search
      if (si !== undefined && !this.manifest.docs[di].bulk) sc.set(si, null)
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

  /** The filters other than "as of" (groups of documents, documents, families, cited sources, dates), as a test of a node shown. */
  allows(f?: SearchFilters): (s: number, local: number) => boolean {
    if (!f) return () => true
    const groups = f.in?.length ? new Set<string>(f.in) : null
    const docs = f.docs?.length ? new Set(f.docs) : null
    const fams = f.families?.length ? new Set<string>(f.families) : null
    const srcs = f.sources?.length ? new Set(f.sources) : null
    const from = f.from ? Number(f.from.slice(0, 10).replace(/-/g, '')) || 0 : 0
    const to = f.to ? Number(f.to.slice(0, 10).replace(/-/g, '')) || 0 : 0
    return (s, local) => {
      const L = this.loaded[s]
      if (groups && !(groups.has(docGroup(L.doc) ?? '') || (groups.has('cards') && onCard(L, local)))) return false
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

  /**
   * The situations' word shards (situations.ts) that these terms need and are not in yet. Synchronous when the loader
   * is; a no-op when they are in. The words a shard holds are not the vocabulary's: a query is read the same whether
   * or not a shard is in.
   */
  loadSituations(terms: Iterable<string>): void | Promise<void> {
    const m = this.manifest.situations
    if (!m || !this.match) return
    const waits: Array<Promise<void>> = []
    for (const t of terms) {
      const i = wordShard(t, m.shards)
      if (this.situationShards.has(i)) continue
      const pending = this.situationPending.get(i)
      if (pending) {
        waits.push(pending)
        continue
      }
      const v = this.match(this.manifest.docs[0], wordsFile(m, i)) as SituationWords | Promise<SituationWords>
      if (!(v instanceof Promise)) {
        this.addSituationWords(i, v)
        continue
      }
      // a shard that cannot be fetched (offline, and not stored) leaves its words out of this search, not the search
      const p = v
        .then((w) => this.addSituationWords(i, w))
        .catch(() => undefined)
        .finally(() => this.situationPending.delete(i))
      this.situationPending.set(i, p)
      waits.push(p)
    }
    if (waits.length) return Promise.all(waits).then(() => undefined)
  }

  private addSituationWords(i: number, shard: SituationWords): void {
    if (this.situationShards.has(i)) return
    this.situationShards.add(i)
    for (const [term, lineages] of decodeWords(shard)) this.situationWords.set(term, lineages)
  }

  /** The situations written for a lineage (its index), to show which one a result matched; cached. */
  situationTexts(s: number): string[] | Promise<string[]> {
    const m = this.manifest.situations
    if (!m || !this.match) return []
    let got = this.texts.get(s)
    if (!got) {
      const v = this.match(this.manifest.docs[0], textsFile(m, s)) as string[] | Promise<string[]>
      // texts that cannot be fetched show no "matched" line this time, and are asked for again next time
      got = v instanceof Promise ? v.catch(() => (this.texts.delete(s), [] as string[])) : v
      this.texts.set(s, got)
      if (got instanceof Promise) got.then((t) => t.length && this.texts.set(s, t))
    }
    return got
  }

  /** The situations' length (distinct words, quantised as a body length) of each lineage with situations. */
  get situationLengths(): number[] {
    return (this.slen ??= unpackInts(this.manifest.situations?.slen ?? ''))
  }

  /**
   * Ids holding `term` in a field of a loaded document, by position bucket: from its match file, and from its
   * span files merged in ascending order (as one index over them all would hold them). The situations are one
   * bucket: the nodes whose lineage's situations hold the word.
   */
  postings(L: Loaded, f: ScoredField, term: string): Array<number[] | undefined> {
    if (f === 'situation') {
      const slots = this.situationWords.get(term)
      if (!slots || !L.bySit.size) return []
      return slots.map((lineages) => {
        const ids: number[] = []
        for (const s of lineages ?? []) for (const local of L.bySit.get(s) ?? []) ids.push(local)
        return ids.length ? ids.sort((a, b) => a - b) : undefined
      })
    }
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
}
