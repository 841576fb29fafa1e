/**
 * The node types the renderer adds to mdast. Declared once here, by module
 * augmentation, so the tree builder, the hast handlers and any other tool that
 * walks a rendered tree agree on their shape without casts.
 */
import type { BlockContent, Literal, Parent, PhrasingContent } from 'mdast'

/** A reference whose target is in the corpus: becomes `<a class="ref">`. */
export interface RuleRef extends Parent {
  type: 'ruleRef'
  /** The number as written in the reference (`409.1g`, a topic title, a post id). */
  number: string
  /** Node id of the target. */
  target: string
  /** Already checked by `safeHref`; the handler trusts it. */
  url: string
  children: PhrasingContent[]
}

/** A reference whose target is not in the corpus: a marked span, never a link. */
export interface UnresolvedRef extends Parent {
  type: 'unresolvedRef'
  number: string
  children: PhrasingContent[]
}

/** One source of a bracketed citation, shown as a small dated tag. */
export interface CitationNode extends Parent {
  type: 'citation'
  /** The citation as written, kept for the tooltip. */
  text: string
  source: string
  sourceKey: string
  /** Checked by `safeHref`; null when the source page URL was unusable. */
  url: string | null
  date: string | null
  dateInferred: boolean
  rule: string | null
  /** URL of the cited rule when it resolved, already checked. */
  ruleUrl: string | null
  children: PhrasingContent[]
}

/** `[c]Giant Growth[/c]` in FAQ text. */
export interface CardName extends Parent {
  type: 'cardName'
  children: PhrasingContent[]
}

/** The marker of an enumeration or bullet item (`1.`, `a)`, `•`), kept as text. */
export interface ListMarker extends Parent {
  type: 'listMarker'
  children: PhrasingContent[]
}

/**
 * A block of the node's text with a role: an `Example:` paragraph, a FAQ question
 * or answer. A custom type, not `blockquote` with data, so handlers can tell them apart.
 */
export interface TextBlock extends Parent {
  type: 'textBlock'
  role: 'example' | 'question' | 'answer'
  children: BlockContent[]
}

/** A character the source had lost (U+FFFD), restored from a neighbouring version: `<ins class="restored">`. */
export interface RestoredChar extends Literal {
  type: 'restoredChar'
  /** The version it was read from, for the title. */
  from: string
}

declare module 'mdast' {
  interface PhrasingContentMap {
    ruleRef: RuleRef
    unresolvedRef: UnresolvedRef
    citation: CitationNode
    cardName: CardName
    listMarker: ListMarker
    restoredChar: RestoredChar
  }
  interface BlockContentMap {
    textBlock: TextBlock
  }
  interface RootContentMap {
    ruleRef: RuleRef
    unresolvedRef: UnresolvedRef
    citation: CitationNode
    cardName: CardName
    listMarker: ListMarker
    restoredChar: RestoredChar
    textBlock: TextBlock
  }
}
