/**
 * The graph.json contract: what `npm run ingest` writes and what the site, search
 * and any outside tool read. Shared by build time and run time; import with `import type`.
 * Bump GRAPH_VERSION when a field changes meaning.
 */
export const GRAPH_VERSION = 2

/**
 * Top-level routes of the site that a document id must not shadow. Here, in the contract, because the manifest
 * check (lib/content) and the id maker (lib/graph) both need it and the site owns the routes.
 */
export const RESERVED_DOC_IDS: ReadonlySet<string> = new Set(['r', 'mtr', 'ipg', 'jar', 'sources', 'timeline', 'search', 'offline', 'api', '_next', 'icons', 'cards', 'cards-data', 'changes', 'data', 'lineage'])

/** A format family: parsers serve a family, not one file. */
export type Family = 'rulings' | 'cr' | 'newsgroup' | 'faq' | 'article' | 'judge' | 'scryfall' | 'translation' | 'cardnames'

export interface DocumentInfo {
  /** URL-safe, stable: from the manifest, else from the file name. */
  id: string
  title: string
  family: Family
  /** ISO date (YYYY-MM-DD) or null when nothing dates the document. */
  date: string | null
  /** Where the date came from: the manifest, a line of the text, or the latest citation inside. */
  dateSource: 'manifest' | 'text' | 'citations' | null
  author: string | null
  origin: string | null
  /** Path relative to the content folder. */
  file: string
  bytes: number
  lines: number
  /**
   * Versions of one publication share a series id (every complete Comprehensive Rules version is `cr`;
   * each D'Angelo summary is its own series). Null for a document that is no version of anything.
   */
  series: string | null
  /** The id of the previous version of the same series by date, or null. */
  previous: string | null
  /** True for the newest document of its series (and for a document in no series). */
  latest: boolean
  /** For a "changes only" file: the id of the release it updates; null otherwise. */
  updates: string | null
  /**
   * The date (ISO) of the earlier release the document's change marks refer to ("A '+' is used to mark changes
   * since the 2008/02/11 release."): its nodes flagged `changed` changed since then. Absent when it says none.
   */
  changesSince?: string
  /**
   * Present for a document whose nodes are kept out of `nodes[]` because there are tens of thousands of them
   * (Scryfall's cards and rulings): they are in `cards/` beside graph.json, one shard per group of cards
   * (lib/site/card-shards.ts), and shown on each card's page. `nodes` counts them.
   */
  bulk?: { nodes: number }
  /**
   * A translation's language (BCP 47: `zh-Hans`, `ko`, `ja`); absent for a document in English. The English stays
   * authoritative: a translated document is always shown beside the English it translates.
   */
  language?: string
  /** For a translation: the id of the English document (the version) it was made from; absent otherwise. */
  translates?: string
}

/**
 * What a node is. Containers (chapter, section, glossary, topic) have children;
 * the others are leaves, though a CR rule may head subrules.
 */
export type NodeKind =
  | 'preface' // title block, introduction, mail headers, thread header
  | 'contents' // a table of contents, kept whole
  | 'chapter'
  | 'section'
  | 'rule'
  | 'ruling'
  | 'note'
  | 'example'
  | 'glossary'
  | 'term'
  | 'topic'
  | 'qa'
  | 'text' // prose that belongs to a container but is none of the above
  | 'index'
  | 'credits'
  | 'card' // one card's rulings in a document (rulings summaries, set FAQs, release notes); its title is the card's name

/**
 * Where something is written in a node's `text`: [start, end) in UTF-16 code units. Found once at ingest and
 * stored, so a page renders links from the graph instead of scanning the text again.
 */
export type TextRange = [number, number]

export interface Citation {
  /** The source as written, e.g. "D'Angelo", "bethmo", "Fifth Edition, Page 52". */
  text: string
  /** Normalised display name: "Bethmo" and "bethmo" are one person. */
  source: string
  /** URL-safe key of the source, for its page: "dangelo", "bethmo", "comprules". */
  sourceKey: string
  /** ISO date, or null when neither the citation nor the document gives one. */
  date: string | null
  /** True when the citation carries no date and `date` is the document's date. */
  dateInferred: boolean
  /** The rule the citation names, e.g. "412.3" in `[CompRules 2002/02/20 - 412.3]`. */
  rule: string | null
  /** The node of that rule in the Comprehensive Rules version nearest the date, when in the corpus. */
  target: string | null
  /**
   * Where it is written: the bracket, or the whole `[...] + [...]` group (the citations of one group share it).
   * Absent for a citation the text does not spell out (an article's asker, seeded by its parser).
   */
  at?: TextRange
}

export interface Reference {
  /** The reference as written, e.g. "rules 409.1b and 409.1f–h". */
  text: string
  /** The one target this entry stands for: a rule number ("409.1g"), or a topic title for FAQ references. */
  number: string
  /** Node id of the target, or null when the target is not in the corpus. */
  target: string | null
  /**
   * What the reference names; absent means 'rule' for numbers and 'topic' otherwise. `card`: `number` is the card's
   * name. `keyword`: a keyword named in words in a Scryfall ruling ("trample"); `number` is its rule in the
   * Comprehensive Rules version in force on the ruling's date, `target` that rule's node.
   */
  kind?: 'rule' | 'topic' | 'card' | 'keyword'
  /**
   * Where the reference is written, from its keyword to its last number (`text`); the references of one
   * written reference share it. Absent for a reference the text does not spell out (a card's name, an index line).
   */
  at?: TextRange
  /**
   * The words that become this target's link: the number or range that names it (`409.1g`, `409.1f–h`), or
   * every place a card's name is written. Absent or empty: the reference is listed, not linked inline.
   */
  places?: TextRange[]
  /**
   * The publication the number is in, when the text names it: `mtr` for "MTR 2.3" or "section 3.1 of the Magic
   * Tournament Rules", `ipg`, `jar`, `cr` for "CR 702.19". The target is then that publication's version in force
   * on the citing document's date.
   */
  series?: 'cr' | 'mtr' | 'ipg' | 'jar'
}

/** What the Infraction Procedure Guide prescribes for an infraction (the word its heading ends with). */
export type Penalty = 'No Penalty' | 'Warning' | 'Game Loss' | 'Match Loss' | 'Disqualification'

/** How a node differs from the same rule in the previous version of its series. */
export type Change = 'same' | 'edited' | 'renumbered' | 'renumbered-edited' | 'added'

export interface GraphNode {
  /** Unique, URL-safe, stable across rebuilds: `${doc}/${local}`. */
  id: string
  doc: string
  kind: NodeKind
  /** The document's own number (`419.6a`, `T.1.Ruling.2`), or null. */
  number: string | null
  title: string | null
  /** The node's own text in the source's words (children excluded). Paragraphs are separated by "\n". */
  text: string
  parent: string | null
  children: string[]
  /** Position in document order, 0-based. */
  order: number
  /** Permalink path on the site: `/${id}`. */
  url: string
  /** 1-based first and last source line of the node's own text. */
  lines: [number, number]
  /** Marks from the source: "new" (`+ ` in the newsgroup summary), "big-change", "changed" (`+ ` / `o ` in a rulings release; see DocumentInfo.changesSince). */
  flags: string[]
  citations: Citation[]
  refs: Reference[]
  /** The same number in other documents of the same numbering (other CR versions, the rulings search). */
  sameNumber: string[]
  /** Nodes on the same topic in other documents (FAQ topics <-> CR sections). */
  related: string[]
  /** The same rule (or glossary term, or entry) in the previous version of the document's series; null when new there or in no series. */
  prev: string | null
  /** Relative to `prev`; null in the first version of a series and for documents in no series. */
  change: Change | null
  /** One id shared by every version of a rule; for a node in no series, its own id. */
  lineage: string
  /**
   * Characters the source had lost (U+FFFD in `text`, which keeps the source's words) that the same rule in a
   * neighbouring version of the series supplies, its words around them agreeing (lib/history/restore-lost.ts).
   * Absent when there are none. The site shows them in place of the U+FFFD, marked as restored.
   */
  restored?: RestoredCharacter[]
  /** An Infraction Procedure Guide infraction's penalty (at Competitive REL); absent on every other node. */
  penalty?: Penalty
  /**
   * On a node of a translated document (DocumentInfo.language): the id of the English node it translates, in the
   * document it was made from (DocumentInfo.translates), matched by number (a glossary entry by its term). Absent
   * where the English has no such node (the ingest report lists those).
   */
  translates?: string
}

/** One lost character (a U+FFFD in a node's `text`) and what stood there, read from a neighbouring version. */
export interface RestoredCharacter {
  /** Offset of the U+FFFD in the node's `text` (UTF-16 code units). */
  at: number
  /** The character the neighbour has there. */
  char: string
  /** The neighbouring node it was read from: the node's `prev`, or the node whose `prev` it is. */
  from: string
}

export interface Graph {
  version: number
  generated: string
  documents: DocumentInfo[]
  nodes: GraphNode[]
  /**
   * What people say happened, or ask, that a section answers (content/situations/, lib/ingest/situations.ts), by the
   * section's lineage: every version of the section has them. Absent when no situations file attached any.
   */
  situations?: Record<string, string[]>
}
