/**
 * A topic's body -> rulings. A ruling is one or a few sentences closed by an
 * attribution in brackets (`[bethmo]`, `[Page 37]`); the bracket stays in the
 * ruling's text, for the citation transform to read.
 *
 * Boundaries: after an attribution, before a `+ ` (new) or `BIG CHANGE:` marker,
 * at a paragraph break when the post kept its lines, and at a noise word.
 * Numbered steps (`1. Untap Phase`, `a. Opponent ...`) never split: they belong
 * to the ruling they sit in.
 *
 * Markers: the flag records them, so the marker itself goes to noise and the
 * ruling's text starts at its first word. Every marker is treated alike.
 *
 * Text that no attribution closes:
 * - right after a ruling, a first sentence that reads as that ruling's tail
 *   (`(Note: ...)`, `For example, ...`, `This includes ...`, a numbered list after
 *   a ruling ending in `:`) joins that ruling, as a reader would take it;
 * - a stretch opened by a marker is a ruling without attribution (the author
 *   marked it as a ruling);
 * - anything else is a 'text' block. Mid-topic such text runs into the next
 *   attribution and so joins the next ruling, which is how the post reads
 *   ("(The following is an attempt at ...) When a spell ... [Rulebook]"); only
 *   text that no attribution follows (a topic's closing explanation, the
 *   Paradox list) stands alone.
 */
import type { Block, Noise } from '../tree.js'
import { wordsSpan, wordsText } from './text.js'
import type { Word } from './words.js'

export type Flag = 'new' | 'big-change'

interface Piece {
  from: number
  to: number
  attributed: boolean
  /** The words before the attribution end in ":" (a list follows, after the bracket). */
  colon: boolean
  flags: Flag[]
}

export interface BodyResult {
  blocks: Block[]
  noise: Noise[]
  unclosed: number[]
}

// Attributions are short: a name, a page, a source. The bound keeps a stray "["
// from scanning on.
const MAX_ATTRIBUTION_WORDS = 8
const MAX_ATTRIBUTION_CHARS = 80

/** Index of the word that closes an attribution opened at word `i`, or -1. */
function attributionEnd(text: string, words: Word[], i: number, to: number): number {
  const open = words[i].start
  if (text[open] !== '[') return -1
  for (let j = i; j < to && j - i < MAX_ATTRIBUTION_WORDS; j++) {
    const w = words[j]
    for (let c = j === i ? w.start + 1 : w.start; c < w.end; c++) {
      if (c - open > MAX_ATTRIBUTION_CHARS) return -1
      const ch = text[c]
      if (ch === '[') return -1
      if (ch === ']') return j
    }
  }
  return -1
}

/** The marker at word `i`: its flag and how many words it takes, or null. */
function markerAt(text: string, words: Word[], i: number, to: number): { flag: Flag; length: number } | null {
  const w = text.slice(words[i].start, words[i].end)
  if (w === '+' && i + 1 < to) {
    // "2 + 2" is arithmetic, not a marker.
    const prev = i > 0 ? text.slice(words[i - 1].start, words[i - 1].end) : ''
    const next = text.slice(words[i + 1].start, words[i + 1].end)
    if (/^\d+$/.test(prev) && /^\d+$/.test(next)) return null
    return { flag: 'new', length: 1 }
  }
  if (w === 'BIG' && i + 1 < to && text.slice(words[i + 1].start, words[i + 1].end) === 'CHANGE:') {
    return { flag: 'big-change', length: 2 }
  }
  return null
}

const SENTENCE_END = /[.!?]["')\]]*$/
// Step labels and abbreviations end in a period without ending a sentence.
const NOT_AN_END = /^(?:\d{1,3}\.|[A-Za-z]\.|(?:[a-z]\.){2,}|(?:vs|Mr|Mrs|Dr|St|cf|No)\.)$/
const SENTENCE_START = /^[A-Z0-9("'+_\-[]/

/** Index just past the first sentence of words [from, to). */
function firstSentenceEnd(text: string, words: Word[], from: number, to: number): number {
  for (let i = from; i < to; i++) {
    const w = text.slice(words[i].start, words[i].end)
    if (!SENTENCE_END.test(w) || NOT_AN_END.test(w)) continue
    if (i + 1 === to || SENTENCE_START.test(text[words[i + 1].start])) return i + 1
  }
  return to
}

/** Index just past the parenthesis opened at word `from`. */
function parenthesisEnd(text: string, words: Word[], from: number, to: number): number {
  let depth = 0
  for (let i = from; i < to; i++) {
    for (let c = words[i].start; c < words[i].end; c++) {
      if (text[c] === '(') depth++
      else if (text[c] === ')' && --depth === 0) return i + 1
    }
  }
  return to
}

const TAIL_CUE = /^(?:For (?:example|instance)\b|Example\b|e\.g\.|i\.e\.|This includes\b|-$)/
const STEP_LABEL = /^(?:\d{1,2}|[a-z])\.$/

/**
 * How many words at the start of `piece` continue the ruling before it (0 when
 * none do). `endsWithColon`: that ruling's text ends in ":" before its attribution.
 */
function tailLength(text: string, words: Word[], piece: Piece, endsWithColon: boolean): number {
  const first = text.slice(words[piece.from].start, words[piece.from].end)
  const rest = text.slice(words[piece.from].start, Math.min(words[piece.from].start + 20, words[piece.to - 1].end))
  let end = piece.from
  if (first.startsWith('(') && !/^\((?:The )?following\b/i.test(rest)) end = parenthesisEnd(text, words, piece.from, piece.to)
  else if (TAIL_CUE.test(rest)) end = firstSentenceEnd(text, words, piece.from, piece.to)
  else if (endsWithColon && STEP_LABEL.test(first) && !piece.attributed) end = piece.to
  return end - piece.from
}

/**
 * Blocks for the body words [from, to). `noiseWord(i)` names words that belong to
 * noise already (separators); they end a piece like a paragraph break does.
 */
export function readBody(
  text: string,
  words: Word[],
  from: number,
  to: number,
  noiseWord: (i: number) => boolean,
): BodyResult {
  const noise: Noise[] = []
  const unclosed: number[] = []
  const pieces: Piece[] = []
  let cur: Piece = { from, to: from, attributed: false, colon: false, flags: [] }
  const close = (next: number) => {
    cur.to = Math.max(cur.to, cur.from)
    if (cur.to > cur.from) pieces.push(cur)
    cur = { from: next, to: next, attributed: false, colon: false, flags: cur.to > cur.from ? [] : cur.flags }
  }

  let i = from
  while (i < to) {
    if (noiseWord(i)) {
      cur.to = i
      close(i + 1)
      i++
      continue
    }
    const marker = markerAt(text, words, i, to)
    if (marker) {
      cur.to = i
      close(i + marker.length)
      if (!cur.flags.includes(marker.flag)) cur.flags.push(marker.flag)
      const span = { start: words[i].start, end: words[i + marker.length - 1].end }
      noise.push({ span, reason: marker.flag === 'new' ? 'new-ruling marker' : 'big-change marker' })
      i += marker.length
      continue
    }
    if (words[i].paragraphStart && i > cur.from) {
      cur.to = i
      close(i)
    }
    if (text[words[i].start] === '[') {
      const end = attributionEnd(text, words, i, to)
      if (end >= 0) {
        cur.to = end + 1
        cur.attributed = true
        cur.colon = i > cur.from && text[words[i - 1].end - 1] === ':'
        close(end + 1)
        i = end + 1
        continue
      }
      unclosed.push(words[i].start)
    }
    i++
  }
  cur.to = to
  close(to)

  // Pieces -> blocks, keeping word ranges until the end so a tail can extend a ruling.
  const out: { kind: 'ruling' | 'text'; from: number; to: number; flags: Flag[]; attributed: boolean; colon: boolean }[] = []
  for (const piece of pieces) {
    const last = out[out.length - 1]
    if (last && last.kind === 'ruling' && last.attributed && last.to === piece.from && piece.flags.length === 0) {
      const n = tailLength(text, words, piece, last.colon)
      if (n > 0) {
        last.to += n
        // The tail took the whole piece: the ruling stays closed by its attribution.
        if (piece.from + n >= piece.to) continue
        piece.from += n
      }
    }
    const ruling = piece.attributed || piece.flags.length > 0
    out.push({ kind: ruling ? 'ruling' : 'text', from: piece.from, to: piece.to, flags: piece.flags, attributed: piece.attributed, colon: piece.colon })
  }

  const blocks = out.map((b): Block => {
    const block: Block = {
      type: 'block',
      kind: b.kind,
      number: null,
      title: null,
      text: wordsText(text, words, b.from, b.to),
      spans: [wordsSpan(words, b.from, b.to)],
      children: [],
    }
    if (b.flags.length) block.flags = [...b.flags]
    return block
  })
  return { blocks, noise, unclosed }
}
