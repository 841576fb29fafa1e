/**
 * graph.json -> the search files (Node only: hashing), named by content hash, and a manifest naming them.
 * Per document: one match file ("which nodes match") and display chunks of at most DISPLAY_CHUNK nodes, cut
 * at headings ("what to display", display.ts). Older versions of a series index only the text that changed,
 * grouped by the span of versions it lasted (spans.ts); their files are fetched only by an "as of" search.
 */
import { createHash } from 'node:crypto'
import type { Graph, GraphNode } from '../types.js'
import { fieldTerms, titleWords } from './analyze.js'
import { buildCardSearch, type BulkCardInput, type BulkDocInput, type CardSearchOptions } from './cards-build.js'
import { chunkStarts, displayFile, ownRows, packRow, type DisplayFields } from './display.js'
import { createIndex, exportIndex, fieldResolution, packInts, packNumbers, zigzag, rebaseIndex, RESOLUTION, indexTerms } from './flex.js'
import { numberKey } from './numbers.js'
import { docShortName } from './groups.js'
import { deriveInitialisms } from './initialisms.js'
import { isShorthand } from './slang.js'
import { allWordsFile, encodeWords, textsFile, TF_SLOTS, tfSlot, wordsFile, type SituationManifest } from './situations.js'
import { analyse } from './analyze.js'
import { baseDocs, packSame, seriesRanks, spanFile, spanStructure } from './spans.js'
import { optionalDivisions, sectionParts, STATES } from './structure.js'
import {
  byField,
  DISPLAY_CHUNK,
  FIELDS,
  SEARCH_FORMAT,
  type DisplayChunk,
  type Field,
  type ManifestDoc,
  type MatchShard,
  type PackedMatchShard,
  type PackedSpanShard,
  type SearchManifest,
  type SpanShard,
} from './types.js'

export interface BuiltSearch {
  manifest: SearchManifest
  /** File name -> contents, manifest.json included. */
  files: Map<string, string>
  /** The same data parsed, for readers in the same process. */
  match: MatchShard[]
  /** By manifest doc index: an older version's span files (texts that last to a later version, not to today). */
  spans: SpanShard[][]
  display: DisplayChunk[][]
  /** Node ids by manifest doc index and local id. */
  ids: string[][]
}

/** YYYYMMDD int <-> days since 1970-01-01 (smaller numbers to pack). */
export const toDays = (ymd: number): number =>
  Math.round(Date.UTC(Math.floor(ymd / 10000), (Math.floor(ymd / 100) % 100) - 1, ymd % 100) / 86_400_000)

const dateInt = (iso: string | null | undefined): number => (iso && /^\d{4}-\d{2}-\d{2}/.test(iso) ? Number(iso.slice(0, 10).replace(/-/g, '')) : 0)

/** URL-safe file stem for a document id. */
const fileStem = (doc: string) => doc.replace(/[^A-Za-z0-9_-]+/g, '_')

const hash = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 12)

/** File-name prefix of older versions' files: fetched only by an "as of" search, never precached. */
export const HISTORY_PREFIX = 'history.'

const NOT_INDEXED = new Set<GraphNode['kind']>(['contents', 'index'])

export interface MatchShardOptions {
  /** Unchanged nodes of an older version: [local, owner doc index, owner local]; they get no index terms. */
  same?: Array<[number, number, number]>
  /** Nodes whose text a span file of this version indexes (spans.ts): they get no index terms here either. */
  spanned?: ReadonlySet<number>
  /** A node's lineage's index among those with situations (`situationIndex`), or -1. */
  situation?: (node: GraphNode) => number
}

/**
 * Index terms of a node: none for a table of contents or an index, which repeat every heading and would match every
 * query. A rule's or a definition's "Example:" paragraphs are a field of their own (structure.ts `STATES`, analyze.ts).
 */
const termsOf = (node: GraphNode) => (NOT_INDEXED.has(node.kind) ? byField((): string[] => []) : fieldTerms(node, STATES.has(node.kind)))

/**
 * What each field's index holds for a node. An example's words that the rule also says are left out: they count
 * there, at more than an example's share, so the example field would only repeat them.
 */
function indexText(t: Record<Field, string[]>): Record<Field, string> {
  const said = new Set([...t.title, ...t.body])
  return byField((f) => (f === 'example' ? [...new Set(t.example)].filter((w) => !said.has(w)) : t[f]).join(' '))
}

export function buildMatchShard(doc: string, nodes: GraphNode[], opts: MatchShardOptions = {}): MatchShard {
  const localOf = new Map(nodes.map((n, i) => [n.id, i]))
  const sameLocals = new Set([...(opts.same ?? []).map((s) => s[0]), ...(opts.spanned ?? [])])
  const indexes = Object.fromEntries(FIELDS.map((f) => [f, createIndex(fieldResolution(f))])) as Record<(typeof FIELDS)[number], ReturnType<typeof createIndex>>
  const sources: string[] = []
  const sourceIx = new Map<string, number>()
  const shard: MatchShard = {
    format: SEARCH_FORMAT,
    doc,
    n: nodes.length,
    numbers: [],
    len: [],
    up: [],
    tlen: [],
    sources,
    nodeSources: [],
    dates: [],
    cards: [],
    same: opts.same ?? [],
    see: [],
    optional: optionalDivisions(nodes),
    parts: sectionParts(nodes),
    sit: [],
    fx: byField(() => ({})),
  }
  nodes.forEach((node, local) => {
    // an unchanged rule of an older version is found through the version (or span file) that carries its text
    const terms = termsOf(node)
    if (!sameLocals.has(local)) {
      const text = indexText(terms)
      for (const f of FIELDS) if (text[f]) indexes[f].add(local, text[f])
    }
    if (node.kind === 'card') shard.cards.push(local)
    const s = opts.situation?.(node) ?? -1
    if (s >= 0) shard.sit.push([local, s])
    if (node.kind === 'term')
      for (const r of node.refs) {
        const t = r.target && (r.kind ?? 'rule') === 'rule' ? localOf.get(r.target) : undefined
        if (t !== undefined && !shard.see.some(([a, b]) => a === local && b === t)) shard.see.push([local, t])
      }
    shard.numbers.push(node.number ? numberKey(node.number) : '')
    // body length only feeds a log-scaled length norm: quarter-octaves are plenty and compress well
    shard.len.push(Math.round(4 * Math.log2(1 + terms.body.length + terms.example.length)))
    // words only: an era concept token stands beside the words it spells; a CJK title's words, not its bigrams
    shard.tlen.push(titleWords(node.title, terms.title))
    const p = node.parent ? localOf.get(node.parent) : undefined
    shard.up.push(p === undefined ? 0 : local - p)
    const mine: number[] = []
    let lo = 0
    let hi = 0
    for (const c of node.citations) {
      let i = sourceIx.get(c.sourceKey)
      if (i === undefined) {
        i = sources.length
        sources.push(c.sourceKey)
        sourceIx.set(c.sourceKey, i)
      }
      if (!mine.includes(i)) mine.push(i)
      const d = dateInt(c.date)
      if (d) {
        lo = lo ? Math.min(lo, d) : d
        hi = Math.max(hi, d)
      }
    }
    shard.nodeSources.push(mine)
    // 0: no dated citation, the document's date (in the manifest) applies
    shard.dates.push(lo ? [lo, hi] : 0)
  })
  for (const f of FIELDS) shard.fx[f] = exportIndex(indexes[f])
  return shard
}

/** An older version's index names its terms by their place in its series' newest version's (flex.ts `rebaseIndex`). */
export interface Base {
  doc: string
  terms: readonly string[]
}

const rebased = (fx: MatchShard['fx'], base?: Base) =>
  base ? { base: base.doc, fx: byField((f) => rebaseIndex(fx[f], base.terms)) } : {}

/** Small integers as base-32 text rather than JSON arrays: a third of the bytes after gzip. */
export function packShard(m: MatchShard, base?: Base): PackedMatchShard {
  return {
    ...m,
    ...rebased(m.fx, base),
    numbers: packNumbers(m.numbers),
    len: packInts(m.len),
    up: packInts(m.up),
    tlen: packInts(m.tlen),
    nodeSources: packInts(m.nodeSources.flatMap((l) => [l.length, ...l])),
    dates: packInts(m.dates.flatMap((d) => (d ? [toDays(d[0]) + 1, toDays(d[1]) - toDays(d[0])] : [0]))),
    cards: packInts(m.cards.map((c, i) => c - (i ? m.cards[i - 1] : 0))),
    same: packSame(m.same),
    see: packInts(m.see.flatMap(([term, rule], i) => [term - (i ? m.see[i - 1][0] : 0), rule])),
    optional: packInts(m.optional.flatMap(([a, b]) => [a, b - a])),
    parts: packInts(m.parts.flatMap(([part, section], i) => [part - (i ? m.parts[i - 1][0] : 0), part - section])),
    sit: m.sit.length ? packInts(m.sit.flatMap(([local, s], i) => [local - (i ? m.sit[i - 1][0] : 0), zigzag(s - (i ? m.sit[i - 1][1] : -1))])) : undefined,
    borrow: m.borrow?.length ? packInts(m.borrow.map((l, i) => l - (i ? m.borrow![i - 1] : 0))) : undefined,
  }
}

/** One span file: the texts of `locals` (ascending) of a version, with their facts and structure there (spans.ts). */
export function buildSpanShard(doc: string, nodes: GraphNode[], facts: MatchShard, last: number, locals: number[], carried: ReadonlySet<number>): SpanShard {
  const indexes = Object.fromEntries(FIELDS.map((f) => [f, createIndex(fieldResolution(f))])) as Record<(typeof FIELDS)[number], ReturnType<typeof createIndex>>
  const terms = new Set(facts.see.map(([term]) => term))
  const span: SpanShard = { format: SEARCH_FORMAT, doc, last, locals, numbers: [], len: [], tlen: [], cards: [], kid: [], sub: [], anc: [], sit: [], fx: byField(() => ({})) }
  const cards = new Set(facts.cards)
  const sit = new Map(facts.sit)
  for (const local of locals) {
    const t = termsOf(nodes[local])
    const text = indexText(t)
    for (const f of FIELDS) if (text[f]) indexes[f].add(local, text[f])
    span.numbers.push(facts.numbers[local])
    span.len.push(facts.len[local])
    span.tlen.push(facts.tlen[local])
    span.sit.push((sit.get(local) ?? -1) + 1)
    if (cards.has(local)) span.cards.push(local)
    const st = spanStructure(facts.up, local, (l) => carried.has(l), terms.has(local) || cards.has(local))
    span.kid.push(st.kid)
    span.sub.push(st.sub)
    span.anc.push(st.anc)
  }
  for (const f of FIELDS) span.fx[f] = exportIndex(indexes[f])
  return span
}

export function packSpan(s: SpanShard, base?: Base): PackedSpanShard {
  const delta = (list: number[]) => list.map((v, i) => v - (i ? list[i - 1] : 0))
  return {
    ...s,
    ...rebased(s.fx, base),
    locals: packInts(delta(s.locals)),
    numbers: packNumbers(s.numbers),
    len: packInts(s.len),
    tlen: packInts(s.tlen),
    cards: packInts(delta(s.cards)),
    kid: packInts(s.kid),
    sub: packInts(s.sub),
    anc: packInts(s.anc.flatMap((a) => [a.length, ...a])),
    sit: s.sit.some(Boolean) ? packInts(s.sit) : undefined,
  }
}

const label = (n: GraphNode) => [n.number, n.title].filter(Boolean).join(' ') || n.kind

export interface DisplayOptions {
  /** The match file's `up` list for these nodes: chunks start where the reader will look for them. */
  up: readonly number[]
  /** Manifest doc ids by index (earlier versions name their document by index). */
  docIds: readonly string[]
  /** Earlier versions of a node, newest first, as [manifest doc index, local id]. */
  earlier?: (n: GraphNode) => Array<[number, string]>
  /** Most nodes per chunk. */
  size?: number
  /** Nodes whose rows are another version's (`borrowedRows`), ascending: this document has none for them. */
  borrow?: readonly number[]
}

/** The nearest numbered ancestor of a node in its document (a part's section: "2.2" for its Definition), if any. */
function numberedAncestor(n: GraphNode, byId: Map<string, GraphNode>): GraphNode | undefined {
  let p = n.parent ? byId.get(n.parent) : undefined
  for (let guard = 0; p && p.doc === n.doc && guard < 6; guard++) {
    if (p.number) return p
    p = p.parent ? byId.get(p.parent) : undefined
  }
  return undefined
}

/** A node's display fields as a result shows them. */
function displayFields(n: GraphNode, doc: string, byId: Map<string, GraphNode>, earlier?: DisplayOptions['earlier']): DisplayFields {
  const crumbs: string[] = []
  let p = n.parent ? byId.get(n.parent) : undefined
  for (let guard = 0; p && guard < 20; guard++) {
    crumbs.unshift(label(p))
    p = p.parent ? byId.get(p.parent) : undefined
  }
  const sec = n.number ? undefined : numberedAncestor(n, byId)
  return {
    text: n.text,
    title: n.title ?? '',
    crumbs,
    local: n.id.slice(doc.length + 1),
    kind: n.kind,
    number: n.number ?? '',
    lineage: n.lineage ?? n.id,
    earlier: earlier?.(n) ?? [],
    ...(n.penalty ? { penalty: n.penalty } : {}),
    ...(n.translates ? { translates: n.translates } : {}),
    ...(sec ? { section: { local: sec.id.slice(doc.length + 1), number: sec.number!, title: sec.title ?? '', ...(sec.penalty ? { penalty: sec.penalty } : {}) } } : {}),
  }
}

/** Everything a result shows of a node but the earlier versions listed under it (an older version lists none). */
const shownAlike = (a: DisplayFields, b: DisplayFields) => JSON.stringify({ ...a, earlier: [] }) === JSON.stringify({ ...b, earlier: [] })

/**
 * An older version's nodes that a result shows exactly as the newest version's node carrying their text: their rows
 * are that node's (display.ts `ownRows`), so an older version's display chunks cost what it shows differently.
 */
function borrowedRows(doc: string, nodes: GraphNode[], same: ReadonlyArray<[number, number, number]>, owners: (di: number) => { doc: string; nodes: GraphNode[] } | null, byId: Map<string, GraphNode>): number[] {
  const out: number[] = []
  for (const [local, od, ol] of same) {
    const owner = owners(od)
    if (!owner) continue
    if (shownAlike(displayFields(nodes[local], doc, byId), displayFields(owner.nodes[ol], owner.doc, byId))) out.push(local)
  }
  return out
}

/** Display rows of one document, in chunks cut by display.ts `chunkStarts` over the nodes with rows of their own. */
export function buildDisplayChunks(doc: string, nodes: GraphNode[], byId: Map<string, GraphNode>, opts: DisplayOptions): DisplayChunk[] {
  const own = ownRows(opts.up, opts.borrow ?? [])
  const rows = (own.locals ?? nodes.map((_, i) => i)).map((local) => {
    const n = nodes[local]
    return packRow(displayFields(n, doc, byId, opts.earlier), doc, n.number ? numberKey(n.number) : '', opts.docIds)
  })
  const starts = chunkStarts(own.up, opts.size ?? DISPLAY_CHUNK)
  return starts.map((start, i) => rows.slice(start, starts[i + 1] ?? rows.length))
}

/**
 * The node whose index entry an older version's node uses: the newest version's node when the text lasted
 * unchanged to it (today's files are loaded anyway, so an "as of" search fetches only what differs from today),
 * else the first node of its run of unchanged text.
 */
function textOwner(n: GraphNode, byId: Map<string, GraphNode>, next: Map<string, GraphNode>, latest: (doc: string) => boolean): GraphNode {
  let fwd: GraphNode | undefined = n
  for (let guard = 0; fwd && !latest(fwd.doc) && guard < 1000; guard++) fwd = next.get(fwd.id)
  if (fwd && fwd !== n && latest(fwd.doc)) return fwd
  let cur = n
  for (let guard = 0; cur.change === 'same' && cur.prev && guard < 1000; guard++) {
    const prev = byId.get(cur.prev)
    if (!prev) break
    cur = prev
  }
  return cur
}

/** A length as the match file holds it (`len`): quarter-octaves, enough for a log-scaled length norm. */
const quantised = (terms: number) => Math.round(4 * Math.log2(1 + terms))

/**
 * The situations' index (situations.ts): the lineages with situations that a node of the build has, in id order; the
 * words of each lineage's situations, by word; the word shards and each lineage's texts as files, and the manifest's
 * entry. One index for every version: a node reaches it through its lineage (`of`).
 */
export function situationIndex(graph: Graph): { of: (node: GraphNode) => number; files: Map<string, string>; manifest: SituationManifest | null } {
  const all = graph.situations ?? {}
  // in the order today's documents hold them (a document's rules in order), then older versions', so that the match
  // file a search fetches first has lineage indexes that mostly go up by one and pack small (`sit`: deltas)
  const older = new Set(graph.documents.filter((d) => d.latest === false).map((d) => d.id))
  const inOrder = [...graph.nodes.filter((n) => !older.has(n.doc)), ...graph.nodes.filter((n) => older.has(n.doc))]
  const lineages = [...new Set(inOrder.map((n) => n.lineage || n.id).filter((l) => all[l]?.length))]
  const index = new Map(lineages.map((l, i) => [l, i]))
  const of = (node: GraphNode) => index.get(node.lineage || node.id) ?? -1
  if (!lineages.length) return { of, files: new Map(), manifest: null }
  const postings = new Map<string, number[][]>()
  const slen: number[] = []
  lineages.forEach((l, i) => {
    // how many of the lineage's situations hold each word
    const tf = new Map<string, number>()
    for (const s of all[l]) for (const w of new Set(analyse(s))) tf.set(w, (tf.get(w) ?? 0) + 1)
    slen.push(quantised(tf.size))
    for (const [w, n] of tf) {
      const slots = postings.get(w) ?? Array.from({ length: TF_SLOTS }, () => [])
      slots[tfSlot(n)].push(i)
      postings.set(w, slots)
    }
  })
  const shards = encodeWords(postings).map((shard) => JSON.stringify(shard))
  const texts = lineages.map((l) => JSON.stringify(all[l]))
  const name = `situations.${hash([...shards, ...texts].join('\n'))}`
  const manifest: SituationManifest = { stem: name, shards: shards.length, slen: packInts(slen) }
  const files = new Map<string, string>()
  shards.forEach((text, i) => files.set(wordsFile(manifest, i), text))
  files.set(allWordsFile(manifest), `[${shards.join(',')}]`)
  texts.forEach((text, i) => files.set(textsFile(manifest, i), text))
  return { of, files, manifest }
}

/**
 * Initialisms of today's section titles in the publications in versions (initialisms.ts), but none that the documents write in lowercase (a word of
 * theirs: "go"; written in capitals, "GRV" in a change log, it is the initialism), a player's shorthand or a document's
 * short name ("CR").
 */
function titleInitialisms(graph: Graph): NonNullable<SearchManifest['initialisms']> {
  const lowercase = new Set<string>()
  for (const n of graph.nodes) for (const m of `${n.title ?? ''} ${n.text}`.matchAll(/\b[a-z][a-z0-9]*\b/g)) lowercase.add(m[0])
  const shortNames = new Set(graph.documents.map((d) => docShortName(d)?.toLowerCase()).filter(Boolean))
  const isWord = (w: string) => lowercase.has(w) || isShorthand(w) || shortNames.has(w)
  // today's titles of the publications in versions (the CR, the judges' documents, a rulings summary): those are cited
  // by their sections; an older version's own (Drawing Extra Cards) is searched by its words
  const today = new Set(graph.documents.filter((d) => d.latest !== false && d.series).map((d) => d.id))
  const seriesOf = new Map(graph.documents.map((d) => [d.id, d.series]))
  const titles = graph.nodes.filter((n) => n.kind === 'section' && n.title && today.has(n.doc)).map((n) => ({ title: n.title!, series: seriesOf.get(n.doc), number: n.number }))
  // one entry per reading, its initialisms together: "idaw", "idw", "ipdaw" and "ipdw" are one title's
  const byReading = new Map<string, { abbrs: string[]; section?: { series: string; number: string } }>()
  for (const [abbr, r] of deriveInitialisms(titles, isWord)) {
    const key = `${r.words}|${r.section?.series ?? ''}|${r.section?.number ?? ''}`
    const e = byReading.get(key)
    if (e) e.abbrs.push(abbr)
    else byReading.set(key, { abbrs: [abbr], section: r.section })
  }
  return [...byReading]
    .sort((a, b) => (a[0] < b[0] ? -1 : 1))
    .map(([key, e]) => {
      const words = key.slice(0, key.indexOf('|'))
      const abbrs = e.abbrs.sort().join(' ')
      return e.section ? [words, abbrs, e.section.series, e.section.number] : [words, abbrs]
    })
}

export interface BuildOptions {
  /** Most nodes per display chunk (DISPLAY_CHUNK); the bench tries others. */
  chunk?: number
  /**
   * The bulk documents' cards and rulings (Scryfall's, read from the card shards: scripts/build-search-index.ts), and
   * the documents they come from: their files (cards-build.ts) and two manifest documents after the graph's.
   */
  cards?: { cards: BulkCardInput[]; names: BulkDocInput; rulings: BulkDocInput | null } & CardSearchOptions
}

export function buildSearch(graph: Graph, opts: BuildOptions = {}): BuiltSearch {
  const size = Math.max(1, Math.floor(opts.chunk ?? DISPLAY_CHUNK))
  const byDoc = new Map<string, GraphNode[]>()
  for (const d of graph.documents) byDoc.set(d.id, [])
  for (const n of graph.nodes) {
    const list = byDoc.get(n.doc)
    if (list) list.push(n)
    else byDoc.set(n.doc, [n])
  }
  for (const list of byDoc.values()) list.sort((a, b) => a.order - b.order)
  const byId = new Map(graph.nodes.map((n) => [n.id, n]))
  const sit = situationIndex(graph)
  const docIndex = new Map(graph.documents.map((d, i) => [d.id, i]))
  const docOf = new Map(graph.documents.map((d) => [d.id, d]))
  const localOf = new Map<string, number>()
  for (const list of byDoc.values()) list.forEach((n, i) => localOf.set(n.id, i))
  // every older version of a lineage, newest first, for "also in N earlier versions"
  const older = new Map<string, GraphNode[]>()
  for (const n of graph.nodes) {
    const d = docOf.get(n.doc)
    if (!d || d.latest || !d.series) continue
    const list = older.get(n.lineage)
    if (list) list.push(n)
    else older.set(n.lineage, [n])
  }
  const dateOf = (n: GraphNode) => docOf.get(n.doc)?.date ?? ''
  for (const list of older.values()) list.sort((a, b) => (dateOf(a) < dateOf(b) ? 1 : dateOf(a) > dateOf(b) ? -1 : 0))
  const earlier = (n: GraphNode): Array<[number, string]> =>
    (older.get(n.lineage) ?? []).filter((o) => o.id !== n.id).map((o) => [docIndex.get(o.doc)!, o.id.slice(o.doc.length + 1)])

  // the node of the next version that keeps a node's text unchanged
  const sameNext = new Map<string, GraphNode>()
  for (const n of graph.nodes) if (n.change === 'same' && n.prev && !sameNext.has(n.prev)) sameNext.set(n.prev, n)
  const latestDoc = (doc: string) => docOf.get(doc)?.latest !== false

  const docIds = graph.documents.map((d) => d.id)
  const files = new Map<string, string>()
  const docs: ManifestDoc[] = []
  const match: MatchShard[] = []
  const display: DisplayChunk[][] = []
  const ids: string[][] = []
  const spans: SpanShard[][] = []
  // which node carries each older node's text (textOwner), and for a text no later than an older version, the
  // last version it lasted to: its span file (spans.ts), fetched by an "as of" search of any version in the span
  const rank = seriesRanks(graph.documents.map((d) => ({ series: d.series, date: d.date })))
  const sames = graph.documents.map((d): Array<[number, number, number]> => {
    if (d.latest !== false) return []
    const same: Array<[number, number, number]> = []
    ;(byDoc.get(d.id) ?? []).forEach((n, local) => {
      const owner = textOwner(n, byId, sameNext, latestDoc)
      const od = docIndex.get(owner.doc)
      const ol = localOf.get(owner.id)
      if (owner !== n && od !== undefined && ol !== undefined && od !== docIndex.get(d.id)) same.push([local, od, ol])
    })
    return same
  })
  /** Older owner node id -> manifest index of the latest version whose node reuses its text (or its own). */
  const lastOf = new Map<string, number>()
  const reach = (id: string, di: number) => {
    const cur = lastOf.get(id)
    if (cur === undefined || rank[di] > rank[cur]) lastOf.set(id, di)
  }
  graph.documents.forEach((d, di) => {
    if (d.latest !== false) return
    const nodes = byDoc.get(d.id) ?? []
    const reused = new Set(sames[di].map((x) => x[0]))
    nodes.forEach((n, local) => !reused.has(local) && reach(n.id, di))
    for (const [, od, ol] of sames[di]) if (graph.documents[od].latest === false) reach(byDoc.get(graph.documents[od].id)![ol].id, di)
  })
  for (const [di, d] of graph.documents.entries()) {
    const nodes = byDoc.get(d.id) ?? []
    const same = sames[di]
    // this version's own texts that last to a later version: by that version, one span file each
    const reused = new Set(same.map((x) => x[0]))
    const carried = new Set<number>()
    const byLast = new Map<number, number[]>()
    if (d.latest === false)
      nodes.forEach((n, local) => {
        if (reused.has(local)) return
        carried.add(local)
        const last = lastOf.get(n.id) ?? di
        if (last === di) return
        const list = byLast.get(last)
        if (list) list.push(local)
        else byLast.set(last, [local])
      })
    const spanned = new Set([...byLast.values()].flat())
    const m = buildMatchShard(d.id, nodes, { same, spanned, situation: sit.of })
    const ends = [...byLast.keys()].sort((a, b) => a - b)
    const docSpans = ends.map((last) => buildSpanShard(d.id, nodes, m, last, byLast.get(last)!, carried))
    // a row only for what this version shows differently from today's (today's chunks are fetched anyway)
    const borrow = d.latest === false ? borrowedRows(d.id, nodes, same, (od) => (graph.documents[od].latest === false ? null : { doc: graph.documents[od].id, nodes: byDoc.get(graph.documents[od].id)! }), byId) : []
    if (borrow.length) m.borrow = borrow
    const chunks = buildDisplayChunks(d.id, nodes, byId, { up: m.up, docIds, earlier: d.latest ? earlier : undefined, size, borrow })
    match.push(m)
    spans.push(docSpans)
    display.push(chunks)
    ids.push(nodes.map((n) => n.id))
  }
  // older versions name their index terms by their place in their series' newest version's terms
  const bases = baseDocs(graph.documents).map((b) => (b < 0 ? undefined : { doc: graph.documents[b].id, terms: indexTerms(match[b].fx) }))
  for (const [di, d] of graph.documents.entries()) {
    const m = match[di]
    const chunks = display[di]
    const ends = spans[di].map((sp) => sp.last)
    const mText = JSON.stringify(packShard(m, bases[di]))
    const spanTexts = spans[di].map((sp) => JSON.stringify(packSpan(sp, bases[di])))
    // older versions' files carry a prefix of their own, so a service worker can leave them out of its precache
    const prefix = d.latest === false ? HISTORY_PREFIX : ''
    // one hash over the match file and its span files: the manifest names the span files by their last version
    const mName = `${prefix}match.${fileStem(d.id)}.${hash([mText, ...spanTexts].join('\n'))}.json`
    files.set(mName, mText)
    ends.forEach((last, i) => files.set(spanFile({ match: mName }, last), spanTexts[i]))
    // one hash over all of a document's chunks: the manifest names the stem, not every chunk
    const texts = chunks.map((c) => JSON.stringify(c))
    const stem = `${prefix}display.${fileStem(d.id)}.${hash(texts.join('\n'))}`
    texts.forEach((text, i) => files.set(displayFile({ display: stem }, i), text))
    docs.push({
      id: d.id,
      title: d.title,
      family: d.family,
      date: d.date,
      nodes: ids[di].length,
      series: d.series ?? null,
      latest: d.latest ?? true,
      updates: d.updates ?? null,
      ...(d.language ? { language: d.language, translates: d.translates ?? null } : {}),
      needs: [...new Set(sames[di].map((x) => x[1]))].sort((a, b) => a - b),
      match: mName,
      ...(ends.length ? { spans: ends } : {}),
      display: stem,
      chunks: chunks.length,
    })
  }
  if (opts.cards?.cards.length) {
    const c = buildCardSearch(opts.cards.cards, opts.cards.names, opts.cards.rulings, opts.cards)
    for (const d of c.docs) docs.push(d)
    for (const [name, text] of c.files) files.set(name, text)
  }
  for (const [name, text] of sit.files) files.set(name, text)
  const initialisms = titleInitialisms(graph)
  const manifest: SearchManifest = {
    format: SEARCH_FORMAT,
    generated: graph.generated,
    resolution: RESOLUTION,
    chunk: size,
    docs,
    ...(initialisms.length ? { initialisms } : {}),
    ...(sit.manifest ? { situations: sit.manifest } : {}),
  }
  files.set('manifest.json', JSON.stringify(manifest))
  return { manifest, files, match, spans, display, ids }
}
