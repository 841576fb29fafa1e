/**
 * The article family reads Markdown and HTML with real parsers (remark-parse, rehype-parse) and
 * turns both trees into one flat stream of tokens with source offsets. The builders
 * (questions.ts, release-notes.ts) read only this stream, so a question glued to the end of an
 * answer, or a card image glued in front of one, is found the same way in either syntax.
 */
import type { Citation, Reference } from '../../types.js'
import type { Block, DocMeta, Noise, Span } from '../tree.js'

export type Token =
  /**
   * A block of the source starts: a paragraph, a list item, a quote, a table cell. `quote`: the
   * blockquote it stands in (one number per quote, so a card block quoted over several paragraphs
   * stays one); `more`: a later paragraph of the same list item.
   */
  | { t: 'para'; kind: 'paragraph' | 'item'; at: number; quote?: number; more?: boolean }
  | { t: 'heading'; depth: number; text: string; start: number; end: number }
  /** Visible words; `value` is what a reader sees (escapes and entities decoded). `strong`: set in bold. */
  | { t: 'text'; value: string; start: number; end: number; strong?: boolean }
  /** A hard line break inside a paragraph, or at its end (a line ending in two spaces, a closing `<br>`). */
  | { t: 'line'; at: number }
  /** Where a question or an answer starts: `**Q**`, `**Q: ...**`, `Q:`, `<b>A</b>`. */
  | { t: 'marker'; which: 'Q' | 'A'; start: number; end: number }
  /** A link to a card's page: its name is text, the link itself a card reference. */
  | { t: 'card'; name: string; start: number; end: number }
  /** A thematic break (`* * *`, `<hr>`): it closes an answer. */
  | { t: 'rule'; at: number }

export interface TokenStream {
  tokens: Token[]
  noise: Noise[]
  meta: DocMeta
  /** A title to use when neither metadata nor a heading gives one (an HTML page's `<title>`, which carries the site's name). */
  pageTitle?: string
}

// `**Q**`, `**A**`, `<b>Q:</b>` hold only the letter (and maybe its colon).
const MARKER_ONLY = /^\s*([QA])\s*:?\s*$/
// `**Q: Does phasing remove damage?**`: the whole question in bold.
const MARKER_LEAD = /^\s*([QA])\s*:/
// A plain `Q:` / `A:` at the start of a line of text.
const PLAIN_MARKER = /(^|\n)([ \t]*)([QA]):(?=[ \t]|$)/g

/**
 * The marker a bold run opens with, or null. `only`: the run holds nothing else (`**Q**`), so
 * its words are not the question's; otherwise (`**Q: Does ...?**`) they are.
 */
export function strongMarker(plain: string): { which: 'Q' | 'A'; only: boolean } | null {
  const only = MARKER_ONLY.exec(plain)
  if (only) return { which: only[1] as 'Q' | 'A', only: true }
  const lead = MARKER_LEAD.exec(plain)
  return lead ? { which: lead[1] as 'Q' | 'A', only: false } : null
}

/**
 * Offsets into the source for each character of `value`, the decoded text of the source
 * stretch [start, end): escapes (`\*`) and entities (`&amp;`) make the two differ in length.
 * Each character is matched to the next source character equal to it; where none is (an
 * entity), it takes the position it had reached. Linear.
 */
export function alignOffsets(source: string, value: string, start: number, end: number): number[] {
  const out = new Array<number>(value.length + 1)
  let s = start
  if (source.slice(start, end) === value) {
    for (let i = 0; i <= value.length; i++) out[i] = start + i
    return out
  }
  for (let i = 0; i < value.length; i++) {
    let k = s
    // A short look-ahead: escapes and entities are a few characters long.
    while (k < end && k < s + 12 && source[k] !== value[i]) k++
    if (k < end && source[k] === value[i]) s = k
    out[i] = Math.min(s, end)
    if (s < end && source[s] === value[i]) s++
  }
  out[value.length] = end
  return out
}

/**
 * Pushes a text token, cut where a plain `Q:` or `A:` opens a line. `lineStart` says whether
 * the text begins a line of its paragraph (only there may a plain marker stand).
 */
export function pushText(tokens: Token[], source: string, value: string, start: number, end: number, lineStart: boolean, strong = false): void {
  if (value === '') return
  const text = (value: string, start: number, end: number): Token => (strong ? { t: 'text', value, start, end, strong } : { t: 'text', value, start, end })
  if (!/[QA]:/.test(value)) {
    tokens.push(text(value, start, end))
    return
  }
  const at = alignOffsets(source, value, start, end)
  let cursor = 0
  PLAIN_MARKER.lastIndex = 0
  for (let m = PLAIN_MARKER.exec(value); m; m = PLAIN_MARKER.exec(value)) {
    if (m.index === 0 && m[1] === '' && !lineStart) continue
    const letter = m.index + m[1].length + m[2].length
    if (letter > cursor) tokens.push(text(value.slice(cursor, letter), at[cursor], at[letter]))
    tokens.push({ t: 'marker', which: m[3] as 'Q' | 'A', start: at[letter], end: at[letter + 2] })
    cursor = letter + 2
  }
  if (cursor < value.length) tokens.push(text(value.slice(cursor), at[cursor], end))
}

/** Gatherer (and its older addresses) names cards; such a link is a card's name. */
export function isCardUrl(url: string): boolean {
  return /^(?:https?:)?\/\/(?:[\w-]+\.)*(?:gatherer\.wizards\.com|wizards\.com\/[^\s]*autocard|magiccards\.info|scryfall\.com\/card)/i.test(url)
}

export function isArchiveUrl(url: string): boolean {
  return /^(?:https?:)?\/\/(?:web\.)?archive\.org\//i.test(url)
}

/** Every non-blank stretch of [start, end) that the builders give to no block. */
export function noiseSpan(noise: Noise[], start: number, end: number, reason: string): void {
  if (end > start) noise.push({ span: { start, end }, reason })
}

/** What a parser may seed a block with before the graph transforms run: the asker, card links. */
export function seedData(block: Block, citations: Citation[], refs: Reference[]): void {
  if (citations.length === 0 && refs.length === 0) return
  block.data = { ...block.data, citations: [...(block.data?.citations ?? []), ...citations], refs: [...(block.data?.refs ?? []), ...refs] }
}

export type { Span }
