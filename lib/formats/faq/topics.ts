/**
 * The topic posts of a forum FAQ thread -> blocks. One walk over the lines of a
 * topic: its intro and bullet lists (a 'text' block), sub-headings ('section'),
 * Q/A pairs ('qa', title = the question). After the post's signature (or its
 * closing `Back to the Table of Contents`) the topic is over; whatever follows
 * before the next topic heading is other people's posts.
 *
 * Reader replies are dropped as noise ("reader reply"), not kept as blocks: with
 * the quote markup lost, a reply repeats the quoted post word for word and the
 * two cannot be told apart, so kept replies would put the same sentences in the
 * reference and the search index several times; and they hold discussion about
 * the FAQ, not rules. The author's own housekeeping posts in the thread
 * ("Please do not post questions of your own here!") go the same way.
 */
import type { Line } from '../../text/lines.js'
import { trimmedSpan } from '../../text/lines.js'
import type { Block, Noise, Problem, Span } from '../tree.js'
import { LineKind, isSubheading } from './lines.js'

const NOISE_REASON: Partial<Record<LineKind, string>> = {
  [LineKind.Navigation]: 'navigation link',
  [LineKind.Separator]: 'separator',
  [LineKind.Placeholder]: 'placeholder',
  [LineKind.Signature]: 'signature',
  [LineKind.Chrome]: 'forum chrome',
}

export interface Sink {
  noise: Noise[]
  problems: Problem[]
}

export function newBlock(kind: Block['kind'], title: string | null): Block {
  return { type: 'block', kind, number: null, title, text: '', spans: [], children: [] }
}

/** Appends one line to a block: a paragraph or list item per line, bullet indentation kept. */
export function addLine(block: Block, line: Line, keepIndent: boolean): void {
  const value = keepIndent ? line.text.trimEnd() : line.text.trim()
  block.text = block.text ? `${block.text}\n${value}` : value
  block.spans.push(trimmedSpan(line))
}

/** Noise for a line, by its kind; false when the line is not noise. */
export function noiseLine(kind: LineKind, line: Line, sink: Sink, reason?: string): boolean {
  const why = reason ?? NOISE_REASON[kind]
  if (!why) return false
  const span = trimmedSpan(line)
  if (span.end > span.start) sink.noise.push({ span, reason: why })
  return true
}

/** Reads the topic whose heading is line `h`, up to line `end` (exclusive). */
export function readTopic(lines: Line[], kinds: LineKind[], h: number, end: number, sink: Sink): Block {
  const title = lines[h].text.trim()
  const topic = newBlock('topic', title)
  addLine(topic, lines[h], false)

  let container = topic
  let qa: Block | null = null
  let answered = false
  let text: Block | null = null
  let navigations = 0
  let postEnded = false

  const closeQa = () => {
    if (qa && !answered) sink.problems.push({ offset: qa.spans[0].start, message: `question without an answer in "${title}"` })
    qa = null
  }

  for (let i = h + 1; i < end; i++) {
    const kind = kinds[i]
    const line = lines[i]
    if (kind === LineKind.Blank) continue
    if (kind === LineKind.Navigation) {
      navigations++
      // The first link opens the post; a later one closes it.
      if (navigations > 1) postEnded = true
    }
    if (kind === LineKind.Signature) postEnded = true
    if (noiseLine(kind, line, sink)) {
      closeQa()
      text = null
      continue
    }
    if (postEnded) {
      noiseLine(kind, line, sink, 'reader reply')
      continue
    }
    const trimmed = line.text.trim()
    if (kind === LineKind.Question) {
      closeQa()
      text = null
      qa = newBlock('qa', trimmed.slice(2).trim())
      answered = false
      addLine(qa, line, false)
      container.children.push(qa)
    } else if (kind === LineKind.Answer) {
      if (!qa || answered) {
        closeQa()
        sink.problems.push({ offset: line.start, message: `answer without a question in "${title}"` })
        qa = newBlock('qa', null)
        container.children.push(qa)
      }
      answered = true
      addLine(qa, line, false)
    } else if (qa) {
      // Before the answer, a further line still belongs to the question.
      if (!answered) qa.title = `${qa.title ?? ''} ${trimmed}`.trim()
      addLine(qa, line, true)
    } else if (isSubheading(lines, i)) {
      text = null
      container = newBlock('section', trimmed)
      addLine(container, line, false)
      topic.children.push(container)
    } else {
      if (!text) {
        text = newBlock('text', null)
        container.children.push(text)
      }
      addLine(text, line, true)
    }
  }
  closeQa()
  return topic
}

/** Joins a block's line spans where only whitespace lies between: one span per paragraph run. */
export function mergeSpans(text: string, block: Block): void {
  const merged: Span[] = []
  for (const span of block.spans) {
    const last = merged[merged.length - 1]
    if (last && text.slice(last.end, span.start).trim() === '') last.end = span.end
    else merged.push({ ...span })
  }
  block.spans = merged
  for (const child of block.children) mergeSpans(text, child)
}
