/**
 * A block being built from the token stream: its words line by line, the offset where it
 * starts in the source, and what only the parser can see (the asker, card links).
 */
import type { Citation, Reference } from '../../types.js'
import type { Block } from '../tree.js'

export interface Draft {
  block: Block
  /** Offset of the block's first character: a block owns the source from here to the next block. */
  start: number
  lines: string[]
  refs: Reference[]
  citations: Citation[]
}

export function newDraft(kind: Block['kind'], title: string | null, start: number): Draft {
  return { block: { type: 'block', kind, number: null, title, text: '', spans: [], children: [] }, start, lines: [''], refs: [], citations: [] }
}

/** Appends words to the draft's last line; a soft line break inside the words is a space. */
export function append(draft: Draft, words: string): void {
  const value = words.replace(/\s+/g, ' ')
  const last = draft.lines.length - 1
  draft.lines[last] = draft.lines[last] === '' ? value.trimStart() : draft.lines[last] + value
}

export function newLine(draft: Draft): void {
  if (draft.lines[draft.lines.length - 1].trim() !== '') draft.lines.push('')
}

/** The draft's lines, trimmed, blank ones left out. */
export function linesOf(draft: Draft): string[] {
  return draft.lines.map((l) => l.trim()).filter((l) => l !== '')
}

export function addCardRef(draft: Draft, name: string): void {
  if (!draft.refs.some((r) => r.number === name)) draft.refs.push({ text: name, number: name, target: null, kind: 'card' })
}
