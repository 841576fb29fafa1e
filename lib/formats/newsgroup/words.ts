/**
 * The summary may have lost every line break, so structure is recovered from
 * whitespace-separated words rather than lines. Offsets stay exact so spans and
 * noise can be cut straight from them. What little the line breaks say (when a
 * post kept them) is recorded per word, so no later step has to scan back.
 */
import { isWhitespace } from '../../text/whitespace.js'

export interface Word {
  start: number
  end: number
  /** A line break precedes the word (or it opens the text). */
  lineStart: boolean
  /** A blank line precedes the word: a paragraph break. */
  paragraphStart: boolean
}


/** Every maximal run of non-whitespace. Linear time. */
export function splitWords(text: string): Word[] {
  const words: Word[] = []
  const n = text.length
  let i = 0
  let newlines = 1 // the text start counts as a line start, not as a paragraph break
  let first = true
  while (i < n) {
    const c = text.charCodeAt(i)
    if (isWhitespace(c)) {
      if (c === 10) newlines++
      i++
      continue
    }
    const start = i
    while (i < n && !isWhitespace(text.charCodeAt(i))) i++
    words.push({ start, end: i, lineStart: newlines > 0, paragraphStart: !first && newlines >= 2 })
    newlines = 0
    first = false
  }
  return words
}

/** The word stands alone on its line: the post kept its line breaks around it. */
export function aloneOnLine(words: Word[], index: number): boolean {
  const next = words[index + 1]
  return words[index].lineStart && (next === undefined || next.lineStart)
}
