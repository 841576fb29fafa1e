/**
 * The syntax tree every format parser produces (a unist tree), and that the
 * transforms in lib/graph/ enrich. Parsers are pure: text in, tree out.
 *
 * Accounting rule: every non-whitespace character of the decoded text lies in
 * exactly one block's `spans` or one `noise` entry. `lib/formats/coverage.ts` checks it.
 * `spans` are a block's OWN text (for a container: its heading and intro), never its children's.
 */
import type { Node, Parent } from 'unist'
import type { Citation, Family, NodeKind, Penalty, Reference } from '../types.js'

/** Half-open range [start, end) of UTF-16 offsets into the decoded text. */
export interface Span {
  start: number
  end: number
}

export interface Block extends Parent {
  type: 'block'
  kind: NodeKind
  number: string | null
  title: string | null
  /** Own text, source words; wrapped lines joined by a space, paragraphs / list items / `Example:` split by "\n". */
  text: string
  spans: Span[]
  children: Block[]
  /** "new", "big-change" ... */
  flags?: string[]
  /** An infraction's penalty (judge family); becomes GraphNode.penalty. */
  penalty?: Penalty
  /**
   * The local id, when the source gives the block a key of its own (a Scryfall card's oracle_id); otherwise
   * lib/graph derives it from the number, title or words.
   */
  local?: string
  data?: BlockData
}

/**
 * Filled by the transforms (lib/graph/). A parser may seed what only it can see (an article's asker,
 * its card links); the transforms keep those entries and add theirs.
 */
export interface BlockData {
  citations?: Citation[]
  refs?: Reference[]
}

export interface Noise {
  span: Span
  /** Why the parser dropped it, e.g. "blog chrome", "signature", "pipe-only line". */
  reason: string
  /** Its text (up to 200 characters), from a parser of streamed files, whose whole text is not kept for the report. */
  text?: string
}

export interface Problem {
  /** Offset into the decoded text; the pipeline turns it into a line number. */
  offset: number
  message: string
}

/** What a document says about itself. Dates are ISO `YYYY-MM-DD`. */
export interface DocMeta {
  title?: string
  date?: string
  author?: string
  /** The words that gave the date, for the report: "These rules are effective as of ...". */
  dateEvidence?: string
  /**
   * The publication this document is a version of (e.g. one D'Angelo summary's series id). When absent,
   * lib/history decides: a complete Comprehensive Rules document is series `cr`, anything else none.
   */
  series?: string
  /** True for a document that lists only what changed since a release of its series; it is no version itself. */
  changesOnly?: boolean
  /**
   * The release the document's change marks refer to (`A '+' is used to mark changes since the 2008/02/11
   * release.`): nodes flagged `changed` changed since that date.
   */
  changesSince?: string
  /**
   * The language the document is written in, BCP 47 (`zh-Hans`, `ko`, `ja`), when it is not English: a translation's,
   * as its script shows it (lib/formats/translation); a list of card names', as its keys say (`jpname`).
   */
  language?: string
  /**
   * What a translation says it translates: the English publication's family and the version's date (the Chinese
   * CR's "此规则于2026年4月17日起生效。" is the CR effective 2026-04-17). lib/graph/translations.ts finds that document.
   */
  translates?: { family: Family; date: string | null }
}

export interface Root extends Parent {
  type: 'root'
  family: Family
  children: Block[]
  noise: Noise[]
  meta: DocMeta
  /** Non-fatal trouble worth a line in the report (duplicate numbers, odd lines). */
  problems: Problem[]
}

export type TreeNode = Root | Block | Node
