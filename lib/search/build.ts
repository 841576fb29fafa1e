/**
 * graph.json -> the search files (Node only: hashing), named by content hash, and a manifest naming them.
 * Per document: one match file ("which nodes match") and display chunks of DISPLAY_CHUNK nodes ("what to
 * display"). Older versions of a series index only the text that changed; their files are fetched only by
 * an "as of" search.
 */
import { createHash } from 'node:crypto'
import type { Graph, GraphNode } from '../types.js'
import { fieldTerms } from './analyze.js'
import { createIndex, exportIndex, packInts, packNumbers, RESOLUTION } from './flex.js'
import { numberKey } from './numbers.js'
import {
  DISPLAY_CHUNK,
  FIELDS,
  SEARCH_FORMAT,
  type DisplayChunk,
  type DisplayRow,
  type ManifestDoc,
  type MatchShard,
  type PackedMatchShard,
  type SearchManifest,
} from './types.js'

export interface BuiltSearch {
  manifest: SearchManifest
  /** File name -> contents, manifest.json included. */
  files: Map<string, string>
  /** The same data parsed, for readers in the same process. */
  match: MatchShard[]
  display: DisplayChunk[][]
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
}

export function buildMatchShard(doc: string, nodes: GraphNode[], opts: MatchShardOptions = {}): MatchShard {
  const localOf = new Map(nodes.map((n, i) => [n.id, i]))
  const sameLocals = new Set((opts.same ?? []).map((s) => s[0]))
  const indexes = Object.fromEntries(FIELDS.map((f) => [f, createIndex()])) as Record<(typeof FIELDS)[number], ReturnType<typeof createIndex>>
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
    fx: { title: {}, body: {} },
  }
  nodes.forEach((node, local) => {
    // a table of contents or an index repeats every heading: it would match every query; an unchanged
    // rule of an older version is found through the version that carries its text
    const terms = NOT_INDEXED.has(node.kind) ? { title: [], body: [] } : fieldTerms(node)
    if (!sameLocals.has(local)) for (const f of FIELDS) if (terms[f].length) indexes[f].add(local, terms[f].join(' '))
    if (node.kind === 'card') shard.cards.push(local)
    shard.numbers.push(node.number ? numberKey(node.number) : '')
    // body length only feeds a log-scaled length norm: quarter-octaves are plenty and compress well
    shard.len.push(Math.round(4 * Math.log2(1 + terms.body.length)))
    // words only: an era concept token stands beside the words it spells
    shard.tlen.push(terms.title.filter((t) => !t.startsWith('_')).length)
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

/** Small integers as base-32 text rather than JSON arrays: a third of the bytes after gzip. */
export function packShard(m: MatchShard): PackedMatchShard {
  return {
    ...m,
    numbers: packNumbers(m.numbers),
    len: packInts(m.len),
    up: packInts(m.up),
    tlen: packInts(m.tlen),
    nodeSources: packInts(m.nodeSources.flatMap((l) => [l.length, ...l])),
    dates: packInts(m.dates.flatMap((d) => (d ? [toDays(d[0]) + 1, toDays(d[1]) - toDays(d[0])] : [0]))),
    cards: packInts(m.cards.map((c, i) => c - (i ? m.cards[i - 1] : 0))),
    same: packInts(m.same.flatMap(([local, doc, owner], i) => [local - (i ? m.same[i - 1][0] : 0), doc, owner])),
  }
}

const label = (n: GraphNode) => [n.number, n.title].filter(Boolean).join(' ') || n.kind

/** Display rows of one document, in chunks of DISPLAY_CHUNK nodes. */
export function buildDisplayChunks(
  doc: string,
  nodes: GraphNode[],
  byId: Map<string, GraphNode>,
  earlier: (n: GraphNode) => Array<[number, string]> = () => [],
  size = DISPLAY_CHUNK,
): DisplayChunk[] {
  const rows: DisplayRow[] = nodes.map((n) => {
    const crumbs: string[] = []
    let p = n.parent ? byId.get(n.parent) : undefined
    for (let guard = 0; p && guard < 20; guard++) {
      crumbs.unshift(label(p))
      p = p.parent ? byId.get(p.parent) : undefined
    }
    return [n.number ?? '', n.title ?? '', n.id.slice(doc.length + 1), crumbs.join(' › '), n.kind, n.text, n.lineage === n.id ? '' : n.lineage, earlier(n)]
  })
  const chunks: DisplayChunk[] = []
  for (let start = 0; start < rows.length || start === 0; start += size) {
    chunks.push({ format: SEARCH_FORMAT, doc, start, rows: rows.slice(start, start + size) })
    if (!rows.length) break
  }
  return chunks
}

/** A node of an older version whose text is unchanged names the node that carries its text (the first of the run). */
function textOwner(n: GraphNode, byId: Map<string, GraphNode>): GraphNode {
  let cur = n
  for (let guard = 0; cur.change === 'same' && cur.prev && guard < 1000; guard++) {
    const prev = byId.get(cur.prev)
    if (!prev) break
    cur = prev
  }
  return cur
}

export function buildSearch(graph: Graph): BuiltSearch {
  const byDoc = new Map<string, GraphNode[]>()
  for (const d of graph.documents) byDoc.set(d.id, [])
  for (const n of graph.nodes) {
    const list = byDoc.get(n.doc)
    if (list) list.push(n)
    else byDoc.set(n.doc, [n])
  }
  for (const list of byDoc.values()) list.sort((a, b) => a.order - b.order)
  const byId = new Map(graph.nodes.map((n) => [n.id, n]))
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

  const files = new Map<string, string>()
  const docs: ManifestDoc[] = []
  const match: MatchShard[] = []
  const display: DisplayChunk[][] = []
  for (const d of graph.documents) {
    const nodes = byDoc.get(d.id) ?? []
    const same: Array<[number, number, number]> = []
    if (!d.latest) {
      nodes.forEach((n, local) => {
        if (n.change !== 'same') return
        const owner = textOwner(n, byId)
        const od = docIndex.get(owner.doc)
        const ol = localOf.get(owner.id)
        if (owner !== n && od !== undefined && ol !== undefined && od !== docIndex.get(d.id)) same.push([local, od, ol])
      })
    }
    const m = buildMatchShard(d.id, nodes, { same })
    const chunks = buildDisplayChunks(d.id, nodes, byId, d.latest ? earlier : () => [])
    const mText = JSON.stringify(packShard(m))
    // older versions' files carry a prefix of their own, so a service worker can leave them out of its precache
    const prefix = d.latest === false ? HISTORY_PREFIX : ''
    const mName = `${prefix}match.${fileStem(d.id)}.${hash(mText)}.json`
    files.set(mName, mText)
    const names = chunks.map((c, i) => {
      const text = JSON.stringify(c)
      const name = `${prefix}display.${fileStem(d.id)}.${i}.${hash(text)}.json`
      files.set(name, text)
      return name
    })
    match.push(m)
    display.push(chunks)
    docs.push({
      id: d.id,
      title: d.title,
      family: d.family,
      date: d.date,
      nodes: nodes.length,
      series: d.series ?? null,
      latest: d.latest ?? true,
      updates: d.updates ?? null,
      needs: [...new Set(same.map((x) => x[1]))].sort((a, b) => a - b),
      match: mName,
      display: names,
    })
  }
  const manifest: SearchManifest = { format: SEARCH_FORMAT, generated: graph.generated, resolution: RESOLUTION, chunk: DISPLAY_CHUNK, docs }
  files.set('manifest.json', JSON.stringify(manifest))
  return { manifest, files, match, display }
}
