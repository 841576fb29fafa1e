/**
 * The search files in public/search/, shared by the builder (Node) and the query code
 * (Node and the browser worker). "Which nodes match" (MatchShard) and "what to display"
 * (DisplayShard) are separate files; both are per document and content-hashed.
 */
import type { Family } from '../types.js'

export const SEARCH_FORMAT = 2

/**
 * Nodes per display chunk: a result fetches its chunk, not its document (Pagefind's bound on what a session
 * downloads). 32 rather than 64: five questions of ten results each fetch 218 KB rather than 282 KB gzip
 * (index included; content/ + every CR version, `npm run bench -- search`).
 */
export const DISPLAY_CHUNK = 32

/** Fields indexed separately so that a rule ABOUT a word outranks one that mentions it. */
// (A separate first-sentence field was tried: +30% index size for what the body's position
// buckets already say, since bucket 0 of a short rule is its first sentence.)
export const FIELDS = ['title', 'body'] as const
export type Field = (typeof FIELDS)[number]

/** FlexSearch export of one Index: key -> parsed JSON of the exported data. */
export type FlexExport = Record<string, unknown>

/** The per-node lists as shipped: integers packed with flex.ts `packInts`, numbers with `packNumbers`. */
export interface PackedMatchShard extends Omit<MatchShard, 'numbers' | 'len' | 'up' | 'tlen' | 'nodeSources' | 'dates' | 'cards' | 'same'> {
  numbers: string
  len: string
  up: string
  tlen: string
  /** Per node: count, then that many source indexes. */
  nodeSources: string
  /** Per node: 0, or days since 1970 of the earliest date + 1, then latest minus earliest in days. */
  dates: string
  /** Local ids of `card` nodes, delta-coded. */
  cards: string
  /** For an older version: per node whose text is unchanged, [local, owner's manifest doc index, owner's local], delta-coded locals. */
  same: string
}

export interface MatchShard {
  format: number
  doc: string
  /** Number of nodes; local ids are 0..n-1 in document order. */
  n: number
  /** Rule numbers by local id (map keys, see numbers.ts); "" when the node has none. */
  numbers: string[]
  /** Body length in terms as round(4 * log2(1 + terms)), by local id (for length normalisation). */
  len: number[]
  /** By local id: local id minus the parent's local id (0: no parent in this document). */
  up: number[]
  /** Title length in terms, by local id (0: no title); "title = query" is the strongest sign. */
  tlen: number[]
  /** Citation source keys used in this document, and by local id the indexes into that list. */
  sources: string[]
  nodeSources: number[][]
  /** By local id: [earliest, latest] citation date as YYYYMMDD ints; 0: use the document's date. */
  dates: Array<[number, number] | 0>
  /** Local ids of `card` nodes (a card name in the query finds the card first). */
  cards: number[]
  /**
   * Older versions only: nodes whose text is the same as in the previous version are not indexed again
   * (cost grows with distinct text). Each names the node that carries its text: [local, owner doc index
   * in the manifest, owner local].
   */
  same: Array<[number, number, number]>
  fx: Record<Field, FlexExport>
}

/**
 * One node's display data: [number, title, local id, breadcrumb (ancestors' labels joined by " › "), kind,
 * text, lineage ("" when it is the node's own id), earlier versions (newest first) as [manifest doc index,
 * local id]].
 */
export type DisplayRow = [string, string, string, string, string, string, string, Array<[number, string]>]

/** Display rows of DISPLAY_CHUNK consecutive nodes of one document, from local id `start`. */
export interface DisplayChunk {
  format: number
  doc: string
  start: number
  rows: DisplayRow[]
}

export interface ManifestDoc {
  id: string
  title: string
  family: Family
  date: string | null
  nodes: number
  /** Versions of one publication share a series (lib/types.ts DocumentInfo). */
  series: string | null
  /** False for an older version: its files are fetched only by an "as of" search that needs them. */
  latest: boolean
  /** For a changes-only file: the release it updates. */
  updates: string | null
  /** Manifest indexes of the older versions whose text this one's unchanged nodes reuse (an "as of" search loads them too). */
  needs: number[]
  /** File names in public/search/, content-hashed: the match file, and the display chunks in order. */
  match: string
  display: string[]
}

export interface SearchManifest {
  format: number
  generated: string
  /** FlexSearch index settings used; the reader must construct its indexes the same way. */
  resolution: number
  /** Nodes per display chunk. */
  chunk: number
  docs: ManifestDoc[]
}

export interface SearchFilters {
  docs?: string[]
  families?: Family[]
  /** Citation source keys, e.g. "bethmo". */
  sources?: string[]
  /** ISO dates, inclusive. */
  from?: string
  to?: string
  /**
   * ISO date: search the versions in force on that day (one per series, lib/history versionAsOf) and the
   * documents in no series dated on or before it. Absent: today's versions only.
   */
  asOf?: string
}

export interface SearchOptions {
  limit?: number
  filters?: SearchFilters
  /** The query is still being typed: the last word is also a prefix. */
  typing?: boolean
}

export interface SearchResult {
  id: string
  doc: string
  docTitle: string
  docDate: string | null
  family: Family
  number: string | null
  title: string | null
  kind: string
  text: string
  url: string
  /** Ancestors' labels, outermost first. */
  breadcrumb: string[]
  score: number
  /** True when the rule number of the query named this node. */
  exact: boolean
  /** Escaped text with <mark> around matched words; never raw HTML from the source. */
  snippet: string
  /** One id shared by every version of this rule (graph.json `lineage`). */
  lineage: string
  /** The same rule in earlier versions of its series, newest first. */
  earlier: EarlierVersion[]
}

export interface EarlierVersion {
  id: string
  url: string
  doc: string
  date: string | null
}
