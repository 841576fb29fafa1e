/**
 * The Glossary. Recent versions: a term on its own line, its definition below, a blank
 * line between entries. Older ones: prose paragraphs, sometimes "Term: definition".
 */
import type { Block, Root } from '../tree.js'
import type { Line } from '../../text/lines.js'
import { addLine, addNoise, makeBlock } from './blocks.js'
import { endsSentence, looksLikeTitle } from './classify.js'
import { isChrome } from './chrome.js'

const INLINE_TERM = /^(.{1,60}?)(?:\s*:\s+|\s+[—–]\s+|\s+--?\s+)(\S.*)$/

const indentOf = (line: Line) => line.text.length - line.text.trimStart().length

function termLike(t: string): boolean {
  return looksLikeTitle(t) && !/^[\d(•*-]/.test(t) && !/^(?:See|Example)\b/.test(t)
}

/** Parses lines [start, end) where `start` is the "Glossary" heading. */
export function parseGlossary(
  root: Root,
  lines: Line[],
  trimmed: string[],
  start: number,
  end: number,
  wrapped: boolean,
): Block {
  const glossary = makeBlock('glossary', null, trimmed[start])
  addLine(glossary, lines[start], trimmed[start], false)
  // The block that takes the next adjacent line: a term, a prose paragraph, or none yet.
  let current: Block | null = null
  // Indentation of the current term's own line: deeper lines are its definition.
  let termIndent = 0
  let blankBefore = true
  let prev = ''
  let prevIndent = 0
  for (let i = start + 1; i < end; i++) {
    const t = trimmed[i]
    if (!t) {
      blankBefore = true
      continue
    }
    if (isChrome(t)) {
      addNoise(root, lines[i], 'blog chrome')
      continue
    }
    const hasDefinitionBelow = i + 1 < end && trimmed[i + 1] !== ''
    // Entries may also follow one another without a blank line: in unwrapped text after a
    // finished sentence, in wrapped text when the definitions are indented under their terms.
    const hangsBelow = i + 1 < end && indentOf(lines[i + 1]) > indentOf(lines[i])
    const mayOpen =
      blankBefore || (current?.kind === 'term' && endsSentence(prev) && (!wrapped || hangsBelow))
    const indent = indentOf(lines[i])
    const inline = blankBefore ? INLINE_TERM.exec(t) : null
    if (blankBefore && current?.kind === 'term' && current.text !== '' && wrapped && indent > termIndent) {
      // Another paragraph of a definition indented under its term (1999), however short.
      addLine(current, lines[i], t, false)
    } else if (mayOpen && termLike(t) && hasDefinitionBelow) {
      current = makeBlock('term', null, t)
      termIndent = indent
      glossary.children.push(current)
      addLine(current, lines[i], '', false)
    } else if (blankBefore && current?.kind === 'term' && current.text === '') {
      // A term set apart from its definition by a blank line.
      addLine(current, lines[i], t, false)
    } else if (inline && termLike(inline[1])) {
      current = makeBlock('term', null, inline[1].trim())
      termIndent = indent
      glossary.children.push(current)
      addLine(current, lines[i], inline[2], false)
    } else if (blankBefore && current?.kind === 'term') {
      // A paragraph that opens no term of its own, such as the rows of 2002's table of
      // expansion symbols, still belongs to the definition above it.
      addLine(current, lines[i], t, false)
    } else if (blankBefore || current === null) {
      // Prose with no term of its own, such as an introduction to the glossary.
      current = makeBlock('text', null, null)
      glossary.children.push(current)
      addLine(current, lines[i], t, false)
    } else {
      // A numbered meaning indented out of a wrapped paragraph ("     2. A counter is ...") opens its own line.
      const meaning = wrapped && indent > prevIndent && /^\d{1,2}\.\s/.test(t)
      addLine(current, lines[i], t, wrapped && !meaning && current.text.length > 0)
    }
    blankBefore = false
    prev = t
    prevIndent = indent
  }
  return glossary
}
