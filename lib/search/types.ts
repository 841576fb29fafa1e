/**
 * The search files in public/search/, shared by the builder (Node) and the query code
 * (Node and the browser worker). "Which nodes match" (MatchShard) and "what to display"
 * (DisplayShard) are separate files; both are per document and content-hashed.
 */
import type { Family } from '../types.js'

export const SEARCH_FORMAT = 1

/** Fields indexed separately so that a rule ABOUT a word outranks one that mentions it. */
// (A separate first-sentence field was tried: +30% index size for what the body's position
// buckets already say, since bucket 0 of a short rule is its first sentence.)
export const FIELDS = ['title', 'body'] as const
export type Field = (typeof FIELDS)[number]

/** FlexSearch export of one Index: key -> parsed JSON of the exported data. */
export type FlexExport = Record<string, unknown>

/** The per-node lists as shipped: integers packed with flex.ts `packInts`, numbers with `packNumbers`. */
export interface PackedMatchShard extends Omit<MatchShard, 'numbers' | 'len' | 'up' | 'tlen' | 'nodeSources' | 'dates'> {
  numbers: string
  len: string
  up: string
  tlen: string
  /** Per node: count, then that many source indexes. */
  nodeSources: string
  /** Per node: 0, or days since 1970 of the earliest date + 1, then latest minus earliest in days. */
  dates: string
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
  fx: Record<Field, FlexExport>
}

/** One node's display data: [number, title, local id, parent local id or -1, kind, text]. */
export type DisplayRow = [string, string, string, number, string, string]

export interface DisplayShard {
  format: number
  doc: string
  rows: DisplayRow[]
}

export interface ManifestDoc {
  id: string
  title: string
  family: Family
  date: string | null
  nodes: number
  /** File names in public/search/, content-hashed. */
  match: string
  display: string
}

export interface SearchManifest {
  format: number
  generated: string
  /** FlexSearch index settings used; the reader must construct its indexes the same way. */
  resolution: number
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
}
