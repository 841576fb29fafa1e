import type { Block, Root } from '../tree.js'
import type { NodeKind } from '../../types.js'
import { trimmedSpan, type Line } from '../../text/lines.js'

export function makeBlock(kind: NodeKind, number: string | null, title: string | null): Block {
  return { type: 'block', kind, number, title, text: '', spans: [], children: [] }
}

/**
 * Adds a line's own text to a block. `join` continues the last paragraph (a wrapped
 * line); otherwise the line opens a new paragraph.
 */
export function addLine(block: Block, line: Line, text: string, join: boolean): void {
  block.spans.push(trimmedSpan(line))
  if (text.length === 0) return
  if (block.text.length === 0) block.text = text
  // A wrapped line that ends in a hyphen breaks a compound ("in-" / "play"), never a word.
  else if (join && hyphenated.has(block)) block.text += text
  else block.text += (join ? ' ' : '\n') + text
  if (endsInCompoundHyphen(text)) hyphenated.add(block)
  else hyphenated.delete(block)
}

// Which blocks' text ends in a compound hyphen, judged on the line just added: reading the
// end of `block.text` itself would flatten the whole concatenated paragraph on every line.
const hyphenated = new WeakSet<Block>()

function endsInCompoundHyphen(text: string): boolean {
  return text.length >= 2 && text.endsWith('-') && /[A-Za-z]/.test(text[text.length - 2])
}

/** Records a line as dropped, with why. */
export function addNoise(root: Root, line: Line, reason: string): void {
  const span = trimmedSpan(line)
  if (span.end > span.start) root.noise.push({ span, reason })
}
