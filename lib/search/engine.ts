/**
 * The query code, the same in Node (scripts/search.ts, tests, bench) and in the browser
 * worker. It reads the match shards (FlexSearch indexes + compact per-node facts) to rank
 * nodes, then fetches display shards only for the documents of the results shown.
 *
 * Ranking is our own BM25-like sum over query "groups" (a word with its typo / prefix /
 * era alternatives): idf x best field weight x position bucket, times coverage squared.
 * FlexSearch supplies the postings (ids by position bucket) per field.
 */
import { CONCEPTS, conceptHits, conceptToken } from './era.js'
import { exportedTerms, importIndex, postings, unpackInts, unpackNumbers, type FlexIndex } from './flex.js'
import { splitNumbers } from './numbers.js'
import { snippet, type Highlight } from './snippet.js'
import { normalise, STOPWORDS, stem } from './text.js'
import {
  FIELDS,
  type DisplayShard,
  type Field,
  type ManifestDoc,
  type MatchShard,
  type PackedMatchShard,
  type SearchFilters,
  type SearchManifest,
  type SearchOptions,
  type SearchResult,
} from './types.js'

/** Longest query we look at; anything past it is noise (and a 10,000-char paste must not hang). */
export const MAX_QUERY = 400
const MAX_GROUPS = 12

/**
 * Words that frame a question rather than name its subject ("list of ...", "what does X
 * mean", "how does X work"): searched, but worth little, so the subject decides the rank.
 */
const FRAMING = new Set(['list', 'definition', 'defin', 'mean', 'work', 'explain', 'rul', 'happen', 'exampl'])

const FIELD_WEIGHT: Record<Field, number> = { title: 3, body: 1 }
/** By FlexSearch position bucket: what a rule says first is what it is about. */
const POSITION_WEIGHT = [1.6, 1]

interface Alt {
  term: string
  w: number
}

interface Group {
  /** What the user typed, for debugging and highlighting. */
  label: string
  alts: Alt[]
  concept?: string
}

export interface ParsedQuery {
  numbers: string[]
  preferCr: boolean
  groups: Group[]
  /** Quoted phrases, normalised to "word word". */
  phrases: string[]
}

export interface Hit {
  shard: number
  local: number
  score: number
  exact: boolean
}

interface Loaded {
  doc: ManifestDoc
  shard: MatchShard
  offset: number
  idx: Record<Field, FlexIndex>
}

export type DisplayLoader = (doc: ManifestDoc) => DisplayShard | Promise<DisplayShard>

const phraseKey = (s: string) => normalise(s).replace(/[^a-z0-9]+/g, ' ').trim()

export class SearchEngine {
  readonly manifest: SearchManifest
  private loaded: Loaded[] = []
  private total = 0
  private avgLen = 1
  private numberMap = new Map<string, Array<[number, number]>>()
  private vocab: string[] = []
  private vocabSet = new Set<string>()
  private byLength = new Map<number, string[]>()
  private display: Array<DisplayShard | Promise<DisplayShard> | undefined> = []
  private loadDisplay: DisplayLoader

  constructor(manifest: SearchManifest, shards: Array<MatchShard | PackedMatchShard>, loadDisplay: DisplayLoader) {
    this.manifest = manifest
    this.loadDisplay = loadDisplay
    const byDoc = new Map(shards.map((s) => [s.doc, unpackShard(s)]))
    let lenSum = 0
    const vocab = new Set<string>()
    for (const doc of manifest.docs) {
      const shard = byDoc.get(doc.id)
      if (!shard) continue
      const idx = {} as Record<Field, FlexIndex>
      for (const f of FIELDS) {
        idx[f] = importIndex(shard.fx[f], manifest.resolution)
        for (const t of exportedTerms(shard.fx[f])) if (!t.startsWith('_')) vocab.add(t)
      }
      const si = this.loaded.length
      this.loaded.push({ doc, shard, offset: this.total, idx })
      shard.numbers.forEach((key, local) => {
        if (!key) return
        const list = this.numberMap.get(key)
        if (list) list.push([si, local])
        else this.numberMap.set(key, [[si, local]])
      })
      for (const l of shard.len) lenSum += lengthOf(l)
      this.total += shard.n
    }
    this.avgLen = Math.max(1, lenSum / Math.max(1, this.total))
    this.vocab = [...vocab].sort()
    this.vocabSet = vocab
    for (const t of this.vocab) {
      const list = this.byLength.get(t.length)
      if (list) list.push(t)
      else this.byLength.set(t.length, [t])
    }
  }

  get size(): number {
    return this.total
  }

  /** Query text -> numbers, word groups with alternatives, phrases. Never throws. */
  parse(query: string, typing = false): ParsedQuery {
    const q = String(query ?? '').slice(0, MAX_QUERY)
    const phrases: string[] = []
    for (const m of q.matchAll(/"([^"]{1,200})"/g)) {
      const p = phraseKey(m[1])
      if (p.includes(' ')) phrases.push(p) // a one-word "phrase" is just a word
    }
    const { numbers, preferCr, rest } = splitNumbers(q.replace(/"/g, ' '))
    const n = normalise(rest)
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
      // a single word ("exile", "casting") matches itself fully; the words of a phrase give
      // partial credit ("battlefield" alone is not "enters the battlefield")
      const partial = ws.length === 1 ? 1 : 0.25
      for (const w of ws) {
        if (keep?.test(w)) {
          // a kept word keeps its own era concept too ("instant" is also "fast effect")
          const own = conceptHits(w)[0]
          const alts: Alt[] = [{ term: stem(w), w: 1 }]
          if (own) alts.unshift({ term: conceptToken(own.key), w: 1 })
          kept.push({ label: w, alts, concept: own?.key })
        }
        else if (!STOPWORDS.has(w) && this.vocabSet.has(stem(w))) alts.push({ term: stem(w), w: partial })
      }
      push({ label: text, alts, concept: h.key })
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
      const known = this.vocabSet.has(term) || this.vocabSet.has(w)
      if (this.vocabSet.has(term)) alts.push({ term, w: 1 })
      if (w !== term && this.vocabSet.has(w)) alts.push({ term: w, w: 1 })
      if (!known || (typing && last)) {
        if (w.length >= 3) for (const p of this.prefixed(w, known ? 8 : 12)) if (p !== term) alts.push({ term: p, w: 0.75 })
        if (!alts.length && w.length >= 4) for (const t of this.nearby(term)) alts.push({ term: t, w: 0.6 })
        if (!alts.length && w.length >= 4 && term !== w) for (const t of this.nearby(w)) alts.push({ term: t, w: 0.6 })
      }
      if (!alts.length) alts.push({ term, w: 1 }) // unknown everywhere: it will simply match nothing
      if (FRAMING.has(term) && use.length + consumed.length > 1) for (const a of alts) a.w *= 0.3
      push({ label: w, alts })
    })
    return { numbers, preferCr, groups, phrases }
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

  /** Vocabulary words within edit distance 1 (2 for long words), same first letter. */
  private nearby(term: string): string[] {
    const maxD = term.length >= 8 ? 2 : 1
    const out: Array<[string, number]> = []
    for (let L = term.length - maxD; L <= term.length + maxD; L++) {
      for (const cand of this.byLength.get(L) ?? []) {
        if (cand[0] !== term[0]) continue
        const d = editDistance(term, cand, maxD)
        if (d <= maxD) out.push([cand, d])
      }
    }
    return out.sort((a, b) => a[1] - b[1]).slice(0, 6).map((x) => x[0])
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
    const allow = this.filterFn(opts.filters)
    const hits: Hit[] = []
    const exactSeen = new Set<number>()
    for (const key of parsed.numbers) {
      const list = (this.numberMap.get(key) ?? []).slice()
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
    const ranked = this.rank(groups, allow, limit + exactSeen.size + (parsed.phrases.length ? 200 : 0))
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
        const docDate = L.doc.date ? Number(L.doc.date.slice(0, 10).replace(/-/g, '')) : 0
        const d = L.shard.dates[local] || (docDate ? [docDate, docDate] : 0)
        if (!d) return false
        if (from && d[1] < from) return false
        if (to && d[0] > to) return false
      }
      return true
    }
  }

  private rank(groups: Group[], allow: (s: number, local: number) => boolean, limit: number): Hit[] {
    if (!groups.length || !this.total) return []
    const N = this.total
    const score = new Float64Array(N)
    const covered = new Float64Array(N)
    const inTitle = new Uint8Array(N)
    const best = new Float32Array(N)
    const bestTitle = new Uint8Array(N)
    const any = new Uint8Array(N)
    const touchedAll: number[] = []
    const inheritedScore = new Float64Array(N)
    const strongSeen = new Uint8Array(N)
    const bestW = new Float32Array(N)
    const tie = new Float32Array(N)
    let totalIdf = 0
    for (const g of groups) {
      const touched: number[] = []
      // document frequency counts only the group's strong alternatives: a weak partial word
      // ("effect" for "state-based effects") must not make the concept look common
      let df = 0
      const strong = g.alts.some((a) => a.w >= 0.5) ? 0.5 : 0
      for (const alt of g.alts) {
        for (const L of this.loaded) {
          for (const f of FIELDS) {
            const slots = postings(L.idx[f], alt.term)
            const fw = FIELD_WEIGHT[f] * alt.w
            for (let i = 0; i < slots.length; i++) {
              const ids = slots[i]
              if (!ids) continue
              const pos = POSITION_WEIGHT[Math.min(i, POSITION_WEIGHT.length - 1)] * (f === 'body' ? 1 : 1 / 1.6)
              for (const local of ids) {
                const gid = L.offset + local
                let v = fw * pos
                // a long title (a FAQ question) is more like a first sentence than a heading
                if (f === 'title' && L.shard.tlen[local] > 4) v *= 0.7
                if (f === 'body') v /= 1 + 0.35 * Math.log2(1 + lengthOf(L.shard.len[local]) / this.avgLen)
                if (best[gid] === 0) touched.push(gid)
                if (alt.w >= strong && !strongSeen[gid]) {
                  strongSeen[gid] = 1
                  df++
                }
                if (v > best[gid]) best[gid] = v
                if (alt.w > bestW[gid]) bestW[gid] = alt.w
                // the literal words of an era phrase break ties between its spellings: "mana value"
                // puts the "Mana Value" entry before "Casting Cost (Obsolete)"
                if (alt.w < 0.5) tie[gid] += 0.1 * v
                if (f === 'title') bestTitle[gid] = 1
              }
            }
          }
        }
      }
      if (!touched.length) continue // matches nothing anywhere: not counted against anyone
      const idf = Math.log(1 + N / Math.max(1, df))
      const maxW = Math.max(...g.alts.map((a) => a.w))
      totalIdf += idf * maxW
      for (const gid of touched) {
        score[gid] += idf * (best[gid] + tie[gid])
        tie[gid] = 0
        // coverage by the strength of what matched: a weak partial word is not the query's word
        covered[gid] += idf * bestW[gid]
        inTitle[gid] += bestTitle[gid]
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
    const heads = touchedAll.slice()
    let hi = 0
    for (const gid of heads) {
      while (hi + 1 < this.loaded.length && this.loaded[hi + 1].offset <= gid) hi++
      const L = this.loaded[hi]
      const local = gid - L.offset
      if (L.shard.len[local] !== 0) continue
      for (let c = local + 1; c < L.shard.n && c <= local + 3; c++) {
        if (c - L.shard.up[c] !== local || L.shard.up[c] === 0) continue
        const cg = L.offset + c
        const cov = covered[gid] / totalIdf
        const inherited = score[gid] * cov * cov * 0.95
        if (!any[cg]) {
          any[cg] = 1
          touchedAll.push(cg)
        }
        inheritedScore[cg] = Math.max(inheritedScore[cg], inherited)
        break
      }
    }
    const matchedGroups = groups.length
    const out: Hit[] = []
    let si = 0
    touchedAll.sort((a, b) => a - b)
    for (const gid of touchedAll) {
      while (si + 1 < this.loaded.length && this.loaded[si + 1].offset <= gid) si++
      const L = this.loaded[si]
      const local = gid - L.offset
      if (!allow(si, local)) continue
      const cov = covered[gid] / totalIdf
      let s = score[gid] * cov * cov
      // the title says exactly the query (a glossary term, a keyword heading): it is ABOUT it
      const tl = L.shard.tlen[local]
      if (tl > 0 && inTitle[gid] >= matchedGroups && tl <= matchedGroups + 1) s *= 1.6
      // a heading with no text of its own is navigation: below the rules that say something
      if (L.shard.len[local] === 0) s *= 0.5
      s = Math.max(s, inheritedScore[gid])
      out.push({ shard: si, local, score: s, exact: false })
    }
    out.sort((a, b) => b.score - a.score)
    return out.slice(0, limit)
  }

  private displayFor(s: number): DisplayShard | Promise<DisplayShard> {
    let d = this.display[s]
    if (!d) {
      d = this.loadDisplay(this.loaded[s].doc)
      this.display[s] = d
      if (d instanceof Promise) d.then((v) => (this.display[s] = v)).catch(() => (this.display[s] = undefined))
    }
    return d
  }

  /** Ranked, displayable results. Fetches display data only for the documents it shows. */
  async search(query: string, opts: SearchOptions = {}): Promise<SearchResult[]> {
    const limit = Math.max(1, Math.min(opts.limit ?? 10, 500))
    const parsed = this.safeParse(query, opts.typing)
    let hits = this.match(query, { ...opts, limit })
    if (parsed.phrases.length) {
      const need = [...new Set(hits.map((h) => h.shard))]
      const shards = await Promise.all(need.map((s) => this.displayFor(s)))
      const byShard = new Map(need.map((s, i) => [s, shards[i]]))
      hits = hits.filter((h) => {
        if (h.exact) return true
        const row = byShard.get(h.shard)?.rows[h.local]
        if (!row) return false
        const hay = ' ' + phraseKey(`${row[1]} ${row[5]}`) + ' '
        return parsed.phrases.every((p) => hay.includes(' ' + p + ' '))
      })
    }
    hits = hits.slice(0, limit)
    const need = [...new Set(hits.map((h) => h.shard))]
    const shards = await Promise.all(need.map((s) => this.displayFor(s)))
    const byShard = new Map(need.map((s, i) => [s, shards[i]]))
    const hl = this.highlight(parsed)
    return hits.map((h) => this.result(h, byShard.get(h.shard)!, hl))
  }

  /** Like search(), for Node callers whose display loader is synchronous. */
  searchSync(query: string, opts: SearchOptions = {}): SearchResult[] {
    const limit = Math.max(1, Math.min(opts.limit ?? 10, 500))
    const parsed = this.safeParse(query, opts.typing)
    let hits = this.match(query, { ...opts, limit })
    const get = (s: number) => {
      const d = this.displayFor(s)
      if (d instanceof Promise) throw new Error('searchSync needs a synchronous display loader')
      return d
    }
    if (parsed.phrases.length) {
      hits = hits.filter((h) => {
        if (h.exact) return true
        const row = get(h.shard).rows[h.local]
        const hay = ' ' + phraseKey(`${row[1]} ${row[5]}`) + ' '
        return parsed.phrases.every((p) => hay.includes(' ' + p + ' '))
      })
    }
    const hl = this.highlight(parsed)
    return hits.slice(0, limit).map((h) => this.result(h, get(h.shard), hl))
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

  private result(h: Hit, d: DisplayShard, hl: Highlight): SearchResult {
    const L = this.loaded[h.shard]
    const row = d.rows[h.local]
    const [number, title, local, , kind, text] = row
    const crumbs: string[] = []
    let p = row[3]
    for (let guard = 0; p >= 0 && guard < 20; guard++) {
      const r = d.rows[p]
      if (!r) break
      crumbs.unshift([r[0], r[1]].filter(Boolean).join(' ') || r[4])
      p = r[3]
    }
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
    }
  }
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
