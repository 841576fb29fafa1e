import type { Family } from '../types.js'
import type { Root } from './tree.js'

/** One format family: how to recognise its text and how to parse it. Both pure. */
export interface FormatFamily {
  id: Family
  name: string
  /** Confidence 0..1 that `text` belongs to this family; looks only at the text. */
  detect(text: string): number
  /** Parse decoded text (LF line ends, no BOM) into a tree. Throws only ParseError. */
  parse(text: string): Root
  /**
   * For a family whose files can be too large to hold as one text (Scryfall's bulk data, over 100 MB): a parser
   * the text is pushed into piece by piece, giving the same tree as `parse` of the whole. Spans are offsets into
   * the whole text, counted across pushes.
   */
  stream?(): StreamParser
}

export interface StreamParser {
  push(text: string): void
  end(): Root
}

/** The one error a parser may throw: the input cannot be read as this family at all. */
export class ParseError extends Error {
  readonly offset: number | null
  constructor(message: string, offset: number | null = null) {
    super(message)
    this.name = 'ParseError'
    this.offset = offset
  }
}
