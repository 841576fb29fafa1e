/**
 * The search files in public/search/, shared by the builder (Node) and the query code
 * (Node and the browser worker). "Which nodes match" (MatchShard) and "what to display"
 * (display chunks) are separate files; both are per document and content-hashed.
 */
import type { Family } from '../types.js'
import type { DocGroup } from './groups.js'

// The manifest's parts for the card bulk (cards.ts) and the situations (situations.ts) are declared here, where the
// manifest is: both modules read the index's types, so the types cannot import from them.
/** What a bulk document of the manifest is in search: its card names, or its rulings. */
export interface BulkSearch {
  kind: 'names' | 'rulings'
  /** File name stem of the card search files (content-hashed, shared by both documents). */
  stem: string
  /** names: how many name shards; rulings: how many term shards. */
  shards: number
  /** names: how many pair shards (absent: none, a query fetches name shards only). */
  pairs?: number
  /** names: the first characters that have a words file, in one string ("abc...z0"). */
  letters?: string
  /** Sum over the nodes of their body length in terms (score.ts `lengthOf` of the quantised length): the average length without every node's. */
  lenSum: number
}

/** What the manifest says of the situations' files. */
export interface SituationManifest {
  /** Word shard i is `${stem}.w${i}.json` (every shard has its file), a lineage's texts `${stem}.t${index}.json`. */
  stem: string
  /** How many word shards. */
  shards: number
  /** By lineage index: the distinct words of its situations, quantised as a body length (build.ts), packed. */
  slen: string
}

export const SEARCH_FORMAT = 9

/**
 * Most nodes in one display chunk (display.ts `chunkStarts`: a heading also starts one). A result fetches
 * its chunk, not its document (Pagefind's bound on what a session downloads). Display part of a session of
 * the 38 today's questions, first 10 results each, content/ + every CR version (`npm run bench -- search`,
 * gzip): at most 1 node 91 KB (4,904 files for today's documents), 4: 125 KB (1,393), 6: 140 KB (1,117),
 * 8: 153 KB (982), 32: 193 KB (825); before rows were lean and chunks cut at headings (32 nodes): 352 KB (156).
 */
export const DISPLAY_CHUNK = 6

/** Fields indexed separately so that a rule ABOUT a word outranks one that mentions it. */
// (A separate first-sentence field was tried: +30% index size for what the body's position
// buckets already say, since bucket 0 of a short rule is its first sentence.)
/** A node's words by where they stand: its title, what it says, and its examples (which show, not say). */
export const FIELDS = ['title', 'body', 'example'] as const
/** One value per field. */
export const byField = <T>(make: (f: Field) => T): Record<Field, T> => Object.fromEntries(FIELDS.map((f) => [f, make(f)])) as Record<Field, T>
export type Field = (typeof FIELDS)[number]
/**
 * The fields a node is scored by: its own (FIELDS, indexed in its match file) and the situations written for it (what
 * people say happened, or ask, that it answers: content/situations/), whose index every version shares (situations.ts).
 */
export type ScoredField = Field | 'situation'

/** FlexSearch export of one Index: key -> parsed JSON of the exported data. */
export type FlexExport = Record<string, unknown>

/** The per-node lists as shipped: integers packed with flex.ts `packInts`, numbers with `packNumbers`. */
export interface PackedMatchShard extends Omit<MatchShard, 'numbers' | 'len' | 'up' | 'tlen' | 'nodeSources' | 'dates' | 'cards' | 'same' | 'see' | 'optional' | 'parts' | 'sit' | 'borrow'> {
  /** `borrow`, delta-coded; absent when empty. */
  borrow?: string
  /** [local delta, lineage index delta (zigzag: flex.ts)] of each node with situations; absent when none has. */
  sit?: string
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
  /**
   * For an older version: its nodes whose text another version carries, by that version: its manifest doc index,
   * the count, then per node the local delta and the owner's local as a zigzag delta from the one before plus 1.
   */
  same: string
  /** [term local, rule local] pairs, delta-coded term locals. */
  see?: string
  /** [first local, count] of each optional division's nodes. */
  optional?: string
  /** [part local, delta-coded; part local minus its section's local] of each part. */
  parts?: string
  /** An older version: the document whose terms its index names its own by (flex.ts `rebaseIndex`, spans.ts `baseDocs`). */
  base?: string
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
   * Older versions only: nodes whose text is indexed elsewhere (cost grows with distinct text): in the newest
   * version when it is unchanged to this day, else where it first appears. Each names the node that carries
   * its text: [local, owner doc index in the manifest, owner local], ascending locals.
   */
  same: Array<[number, number, number]>
  /**
   * Older versions only: nodes of `same` whose text today's version carries and that a result shows as it shows
   * today's node (same number, title, breadcrumb, section): they have no display row here, a result reads today's
   * node's (display.ts `ownRows`). Ascending locals; absent when none.
   */
  borrow?: number[]
  /**
   * Glossary terms and the rules of the same document they cite ("Mulligan ... See rule 103.5"): [term local,
   * rule local]. A question in a term's words is answered by the rule it names.
   */
  see: Array<[number, number]>
  /**
   * The divisions that say their rules are optional (CR chapters 8 and 9: multiplayer options, casual variants),
   * as [first local, end local) ranges of the nodes under them (structure.ts `optionalDivisions`).
   */
  optional: Array<[number, number]>
  /**
   * The parts of numbered sections (structure.ts `sectionParts`: an infraction's Definition, Examples and Philosophy;
   * a section's examples), as [part local, its section's local], ascending parts. A part votes and shows with its section.
   */
  parts: Array<[number, number]>
  /** [local, lineage index] of the nodes whose lineage has situations (situations.ts), ascending locals. */
  sit: Array<[number, number]>
  fx: Record<Field, FlexExport>
}

/**
 * The texts of an older version that first appear in it and last unchanged to a later version (but not to
 * today): indexed here, fetched by an "as of" search whose version falls in that span (spans.ts). By node
 * carried, the facts the ranking reads, as in its version's match file, and its structure there (spans.ts
 * `spanStructure`).
 */
export interface SpanShard {
  format: number
  doc: string
  /** Manifest doc index of the last version in which these texts are unchanged. */
  last: number
  /** Local ids in `doc` of the nodes carried, ascending; every list below follows them. */
  locals: number[]
  numbers: string[]
  len: number[]
  tlen: number[]
  /** Local ids of `card` nodes. */
  cards: number[]
  /** Offset to the first child a heading hands its score to (0: none carried here). */
  kid: number[]
  /** How many nodes after it are inside it (0: lends nothing). */
  sub: number[]
  /** Offsets to its nearest ancestors that this version carries too. */
  anc: number[][]
  /** Its lineage's index among those with situations, plus 1 (0: none). */
  sit: number[]
  fx: Record<Field, FlexExport>
}

/** A span file as shipped: lists packed as in a match file (locals and cards delta-coded; `anc` count then offsets). */
export interface PackedSpanShard extends Omit<SpanShard, 'locals' | 'numbers' | 'len' | 'tlen' | 'cards' | 'kid' | 'sub' | 'anc' | 'sit'> {
  sit?: string
  locals: string
  numbers: string
  len: string
  tlen: string
  cards: string
  kid: string
  sub: string
  anc: string
  /** As in a match file. */
  base?: string
}

/** An earlier version in a display row: its manifest doc index, or [index, local id] when the local id changes there. */
export type EarlierRef = number | [number, string]

/**
 * One node's display data as shipped (display.ts `packRow`): [text, title, breadcrumb (ancestors' labels joined
 * by " › "), local id, kind, lineage, number, earlier versions newest first, penalty, the numbered section a part
 * belongs to as [local ("" when its number), number, title, penalty?]], trailing defaults dropped.
 */
export type DisplayRow = [
  text: string,
  title?: string,
  crumbs?: string,
  local?: string,
  kind?: string,
  lineage?: string,
  number?: string,
  earlier?: EarlierRef[],
  penalty?: string,
  section?: [local: string, number: string, title: string, penalty?: string] | '',
  /** A translation's node: the English node it translates (graph.json `translates`). */
  translates?: string,
]

/** One display file: the rows of one chunk of consecutive nodes (display.ts `chunkStarts` says which). */
export type DisplayChunk = DisplayRow[]

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
  /**
   * Manifest indexes of the versions whose text this one's unchanged nodes reuse: today's (loaded anyway) and
   * older ones, of which an "as of" search loads only the span files lasting to this version or later.
   */
  needs: number[]
  /**
   * An older version: the span files of the texts that first appear in it and last to a later version (not to
   * today), by that last version's manifest index; the file is spans.ts `spanFile` (absent: none).
   */
  spans?: number[]
  /** File names in public/search/, content-hashed: the match file, and the stem of the display chunks' names
   * (chunk i is `${display}.${i}.json`, display.ts `displayFile`: the manifest stays small whatever their number). */
  match: string
  display: string
  /** Number of display chunks. */
  chunks: number
  /** Nodes per display chunk when not the manifest's `chunk` (a bulk document's are a fixed number, cards.ts `BULK_CHUNK`). */
  chunk?: number
  /**
   * A bulk document (Scryfall's cards or rulings, cards.ts): no match file (`match` is ""); its files are fetched by
   * the words of a query, and its nodes join the search only through them.
   */
  bulk?: BulkSearch
  /**
   * A translation (lib/types.ts DocumentInfo.language, BCP 47) and the English document it translates: its files are
   * fetched only by a search in its language (`SearchFilters.languages`, or the query's script: cjk.ts).
   */
  language?: string
  translates?: string | null
}

export interface SearchManifest {
  format: number
  generated: string
  /** FlexSearch index settings used; the reader must construct its indexes the same way. */
  resolution: number
  /** Most nodes per display chunk (display.ts `chunkStarts`). */
  chunk: number
  docs: ManifestDoc[]
  /**
   * Initialisms of today's section titles (initialisms.ts), by the words they stand for: [words, its initialisms
   * space-separated], and the series and number of the section they name when they read one section's name
   * (["improperly determining a winner", "idaw idw ipdaw ipdw", "ipg", "4.3"]).
   */
  initialisms?: Array<[string, string] | [string, string, string, string]>
  /** The situations' files (situations.ts), when any document has situations. */
  situations?: SituationManifest
}

export interface SearchFilters {
  /**
   * Groups of documents (groups.ts): `cr`, `mtr`, `ipg`, `jar`, `rulings`, `qa` (FAQ, articles), `cards` (card nodes
   * and their rulings, in any document, and Scryfall's cards and rulings, the bulk documents). Absent or empty: all.
   */
  in?: DocGroup[]
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
  /**
   * The translations searched, by language (BCP 47: `zh-Hans`, `ko`, `ja`; `zh` any Chinese), beside the English.
   * Absent: none, unless the query is written in their script (cjk.ts `scriptLanguages`, added by the engine).
   */
  languages?: string[]
}

export interface SearchOptions {
  limit?: number
  filters?: SearchFilters
  /** The query is still being typed: the last word is also a prefix. */
  typing?: boolean
}

/**
 * Why an answer is empty, or not what the query asked for, in words a page can show (`reasonText`):
 * - `phrase`: the query was one quoted phrase, and no passage in scope holds it; the results are for its words.
 * - `nothing`: the query holds no letter or digit the documents' words are made of (punctuation, emoji, another script).
 * - `common`: its words are all too common to be searched ("what is it": the documents' index leaves them out).
 * - `unknown`: no passage in scope holds any of its words (or the filters keep none that does).
 * - `cut`: only its first `max` characters were read (a paste longer than any question).
 */
export type SearchReason = { kind: 'phrase'; phrases: string[] } | { kind: 'nothing' } | { kind: 'common' } | { kind: 'unknown' } | { kind: 'cut'; max: number }

/** A search's answer: its results, and why they are none or other than asked for (else null). */
export interface SearchAnswer {
  results: SearchResult[]
  reason: SearchReason | null
}

export interface SearchResult {
  id: string
  doc: string
  docTitle: string
  /** The document's short name for the publications judges cite by it ("CR", "MTR", "IPG", "JAR"), else null. */
  docShort: string | null
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
  /** `earlier` as the one line a result shows, linking to the rule's History; null without earlier versions. */
  history: VersionsLine | null
  /** An infraction's penalty ("Warning", "Game Loss" ...), else null. */
  penalty: string | null
  /**
   * For a part of a numbered section (an infraction's Definition, an Example): that section, which `url` opens at
   * the part. Null for a node with a number of its own.
   */
  section: ResultSection | null
  /**
   * The situation written for this node or its section (content/situations/) that the query matched best, escaped,
   * its query words marked like a snippet's; null when none matched, or it is not one of the first results.
   */
  matched: string | null
  /** A translation's result (present only then): its language (BCP 47) ... */
  language?: string
  /** ... and the English rule it translates, which the result is shown with (absent when the English has none). */
  translates?: string
}

export interface ResultSection {
  id: string
  number: string
  title: string | null
  penalty: string | null
  /** The section's page. */
  url: string
}

/** "also in 45 earlier versions (2010-2024)": how many, the years they span, and where the History is. */
export interface VersionsLine {
  count: number
  /** "2010-2024", or one year; empty when none is dated. */
  years: string
  /** The result's page at its History (`#history`), which lists them, one row per distinct text. */
  url: string
}

export interface EarlierVersion {
  id: string
  url: string
  doc: string
  date: string | null
}
