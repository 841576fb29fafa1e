/**
 * graph.json -> the search files (Node only: hashing). One match file and one display
 * file per document, named by content hash, and a manifest naming them.
 */
import { createHash } from 'node:crypto'
import type { Graph, GraphNode } from '../types.js'
import { fieldTerms } from './analyze.js'
import { createIndex, exportIndex, packInts, packNumbers, RESOLUTION } from './flex.js'
import { numberKey } from './numbers.js'
import {
  FIELDS,
  SEARCH_FORMAT,
  type DisplayRow,
  type DisplayShard,
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
  display: DisplayShard[]
}

/** YYYYMMDD int <-> days since 1970-01-01 (smaller numbers to pack). */
export const toDays = (ymd: number): number =>
  Math.round(Date.UTC(Math.floor(ymd / 10000), (Math.floor(ymd / 100) % 100) - 1, ymd % 100) / 86_400_000)

const dateInt = (iso: string | null | undefined): number => (iso && /^\d{4}-\d{2}-\d{2}/.test(iso) ? Number(iso.slice(0, 10).replace(/-/g, '')) : 0)

/** URL-safe file stem for a document id. */
const fileStem = (doc: string) => doc.replace(/[^A-Za-z0-9_-]+/g, '_')

const hash = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 12)

const NOT_INDEXED = new Set<GraphNode['kind']>(['contents', 'index'])

export function buildMatchShard(doc: string, nodes: GraphNode[]): MatchShard {
  const localOf = new Map(nodes.map((n, i) => [n.id, i]))
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
    fx: { title: {}, body: {} },
  }
  nodes.forEach((node, local) => {
    // a table of contents or an index repeats every heading: it would match every query
    const terms = NOT_INDEXED.has(node.kind) ? { title: [], body: [] } : fieldTerms(node)
    for (const f of FIELDS) if (terms[f].length) indexes[f].add(local, terms[f].join(' '))
    shard.numbers.push(node.number ? numberKey(node.number) : '')
    // body length only feeds a log-scaled length norm: quarter-octaves are plenty and compress well
    shard.len.push(Math.round(4 * Math.log2(1 + terms.body.length)))
    shard.tlen.push(terms.title.length)
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
  }
}

export function buildDisplayShard(doc: string, nodes: GraphNode[]): DisplayShard {
  const local = new Map(nodes.map((n, i) => [n.id, i]))
  const rows: DisplayRow[] = nodes.map((n) => [
    n.number ?? '',
    n.title ?? '',
    n.id.slice(doc.length + 1),
    n.parent ? (local.get(n.parent) ?? -1) : -1,
    n.kind,
    n.text,
  ])
  return { format: SEARCH_FORMAT, doc, rows }
}

export function buildSearch(graph: Graph): BuiltSearch {
  const byDoc = new Map<string, GraphNode[]>()
  for (const d of graph.documents) byDoc.set(d.id, [])
  for (const n of graph.nodes) {
    const list = byDoc.get(n.doc)
    if (list) list.push(n)
    else byDoc.set(n.doc, [n])
  }
  const files = new Map<string, string>()
  const docs: ManifestDoc[] = []
  const match: MatchShard[] = []
  const display: DisplayShard[] = []
  for (const d of graph.documents) {
    const nodes = (byDoc.get(d.id) ?? []).slice().sort((a, b) => a.order - b.order)
    const m = buildMatchShard(d.id, nodes)
    const s = buildDisplayShard(d.id, nodes)
    const mText = JSON.stringify(packShard(m))
    const sText = JSON.stringify(s)
    const mName = `match.${fileStem(d.id)}.${hash(mText)}.json`
    const sName = `display.${fileStem(d.id)}.${hash(sText)}.json`
    files.set(mName, mText)
    files.set(sName, sText)
    match.push(m)
    display.push(s)
    docs.push({ id: d.id, title: d.title, family: d.family, date: d.date, nodes: nodes.length, match: mName, display: sName })
  }
  const manifest: SearchManifest = { format: SEARCH_FORMAT, generated: graph.generated, resolution: RESOLUTION, docs }
  files.set('manifest.json', JSON.stringify(manifest))
  return { manifest, files, match, display }
}
