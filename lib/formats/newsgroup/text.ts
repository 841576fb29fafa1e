import type { Span } from '../tree.js'
import type { Word } from './words.js'

const STEP_LABEL = /^(?:\d{1,2}|[a-z])\.$/

/**
 * A block's text from its words: wrapped lines joined by a space, paragraphs by
 * "\n". A numbered step or dash item that opens its own line keeps its own line
 * too, so a post that kept its breaks still reads as a list.
 */
export function wordsText(text: string, words: Word[], from: number, to: number): string {
  const parts: string[] = []
  for (let i = from; i < to; i++) {
    const word = words[i]
    const value = text.slice(word.start, word.end)
    if (i > from) {
      const listItem = word.lineStart && (STEP_LABEL.test(value) || value === '-' || value === '+')
      parts.push(word.paragraphStart || listItem ? '\n' : ' ')
    }
    parts.push(value)
  }
  return parts.join('')
}

/** One span over words [from, to): the whitespace between them is nobody's, so one span is exact. */
export function wordsSpan(words: Word[], from: number, to: number): Span {
  return { start: words[from].start, end: words[to - 1].end }
}
