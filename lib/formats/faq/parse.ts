/**
 * A forum "Magic Rules FAQ" thread -> tree: the thread header ('preface'), one
 * 'topic' per topic post, and noise for the forum around them.
 */
import { splitLines } from '../../text/lines.js'
import { ParseError } from '../family.js'
import type { Block, DocMeta, Problem, Root } from '../tree.js'
import { LineKind, classifyLines } from './lines.js'
import { addLine, mergeSpans, newBlock, noiseLine, readTopic, type Sink } from './topics.js'

export function parseFaq(text: string): Root {
  const lines = splitLines(text)
  const kinds = classifyLines(lines)
  const headings: number[] = []
  for (let i = 0; i < kinds.length; i++) if (kinds[i] === LineKind.Heading) headings.push(i)
  if (headings.length === 0) {
    throw new ParseError('not a FAQ thread: no topic heading followed by "Back to the Table of Contents"')
  }

  const sink: Sink = { noise: [], problems: [] }
  const children: Block[] = []
  const meta: DocMeta = {}

  // The thread header: everything before the first topic that is not forum noise.
  const preface = newBlock('preface', null)
  for (let i = 0; i < headings[0]; i++) {
    if (kinds[i] === LineKind.Blank || noiseLine(kinds[i], lines[i], sink)) continue
    addLine(preface, lines[i], false)
  }
  if (preface.spans.length) {
    preface.title = preface.text.split('\n')[0]
    meta.title = preface.title
    children.push(preface)
  }

  const seen = new Set<string>()
  headings.forEach((h, k) => {
    const topic = readTopic(lines, kinds, h, k + 1 < headings.length ? headings[k + 1] : lines.length, sink)
    const key = (topic.title ?? '').toLowerCase()
    if (seen.has(key)) sink.problems.push({ offset: lines[h].start, message: `topic "${topic.title}" appears twice` })
    seen.add(key)
    children.push(topic)
  })

  for (const block of children) mergeSpans(text, block)
  sink.noise.sort((a, b) => a.span.start - b.span.start)
  const problems: Problem[] = sink.problems.sort((a, b) => a.offset - b.offset)
  return { type: 'root', family: 'faq', children, noise: sink.noise, meta, problems }
}
