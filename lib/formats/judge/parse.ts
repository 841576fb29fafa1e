/**
 * A judge document's layout text (lib/text/pdf/layout-text.ts; plain text reads too) -> its tree:
 *   preface (title and date) · contents · sections by heading, nested by their numbers
 *   (`1` > `1.1`; `Appendix B` > "Booster Draft Timing"), each with its own text and, in the Infraction
 *   Procedure Guide, its parts and examples (body.ts) and its penalty.
 * Page furniture the PDF reader marked is noise with its reason; every other line is in a block.
 */
import { readLayout, type LayoutLine } from '../../text/pdf/layout-text.js'
import { ParseError } from '../family.js'
import type { Penalty } from '../../types.js'
import type { Block, DocMeta, Noise, Problem, Root, Span } from '../tree.js'
import { readBody, type ReadOptions } from './body.js'
import { findContents, type Contents } from './contents.js'
import { identify } from './detect.js'
import { judgeDocument, type JudgeSeries } from './documents.js'
import { findHeadings, normalTitle, type Heading } from './headings.js'
import { penaltyFromTable, readPenalty } from './penalty.js'

export function parseJudge(text: string, options: ReadOptions = {}): Root {
  const lines = readLayout(text)
  const identity = identify(text, lines)
  if (!identity) {
    throw new ParseError(
      'not a judge document: its first page names neither the Magic Tournament Rules, the Infraction Procedure Guide nor Judging at Regular REL',
      0,
    )
  }
  const { series } = identity
  const noise: Noise[] = []
  const problems: Problem[] = []
  const children: Block[] = []

  // The preface: everything up to the date line (or the title line).
  const prefaceEnd = lines.indexOf(identity.dateLine ?? identity.title)
  const preface: Block = block('preface', null, null)
  const prefaceText: string[] = []
  for (let i = 0; i <= prefaceEnd; i++) take(lines[i], preface, prefaceText, noise)
  preface.text = prefaceText.join('\n')
  children.push(preface)

  const contents = findContents(lines)
  const headings = findHeadings(lines, contents, prefaceEnd + 1)
  const parts = series === 'ipg' ? 'ipg' : 'examples'

  // The document in order: headings, and the contents block wherever it stands (the Infraction Procedure
  // Guide's follows its introduction). The lines after each one, up to the next, are its body.
  type Landmark = { first: number; last: number; heading: Heading | null }
  const landmarks: Landmark[] = headings.map((h) => ({ first: h.first, last: h.last, heading: h }))
  if (contents) landmarks.push({ first: contents.first, last: contents.last, heading: null })
  landmarks.sort((a, b) => a.first - b.first)

  const stack: { level: number; block: Block }[] = []
  const container = () => (stack.length ? stack[stack.length - 1].block.children : children)
  /** Lines no heading owns (before the first heading, after the contents) become a text block where they stand. */
  const loose = (from: number, to: number) => {
    if (to < from) return
    const body = readBody(lines, from, to, 'none', options)
    noise.push(...body.noise)
    if (!body.spans.length) return
    const intro = block('text', null, null)
    intro.text = body.text
    intro.spans = body.spans
    container().push(intro)
  }

  loose(prefaceEnd + 1, (landmarks[0]?.first ?? lines.length) - 1)
  landmarks.forEach((mark, m) => {
    const bodyEnd = (landmarks[m + 1]?.first ?? lines.length) - 1
    if (!mark.heading) {
      stack.length = 0 // the contents stand at the top level
      children.push(contentsNode(lines, contents!, noise))
      loose(mark.last + 1, bodyEnd)
      return
    }
    const section = sectionBlock(lines, mark.heading, noise)
    while (stack.length && stack[stack.length - 1].level >= mark.heading.level) stack.pop()
    container().push(section)
    stack.push({ level: mark.heading.level, block: section })
    fillSection(section, lines, mark.last + 1, bodyEnd, parts, noise, options)
  })

  if (series === 'ipg') penaltiesFromQuickReference(children)

  // Contents entries that no heading answers: worth a line in the report.
  if (contents) {
    const found = new Set(headings.map((h) => h.entry))
    for (const e of contents.entries) {
      if (found.has(e) || /^(?:table\s+of\s+)?contents$/i.test(e.title)) continue
      problems.push({ offset: e.lines[0].start, message: `contents entry "${e.number ? `${e.number} ` : ''}${e.title}" has no heading in the text` })
    }
  }

  const meta: DocMeta = { title: judgeDocument(series).title, series }
  if (identity.date) {
    meta.date = identity.date
    meta.dateEvidence = identity.dateLine?.text.trim()
  }
  return { type: 'root', family: 'judge', children, noise, meta, problems }
}

function block(kind: Block['kind'], number: string | null, title: string | null): Block {
  return { type: 'block', kind, number, title, text: '', spans: [], children: [] }
}

/** Owns a line for a block (or for the noise list, if it is furniture). */
function take(line: LayoutLine, b: Block, text: string[], noise: Noise[]) {
  if (line.kind === 'furniture') noise.push({ span: { start: line.lineStart, end: line.lineEnd }, reason: line.reason ?? 'page furniture' })
  if (line.kind !== 'text') return
  b.spans.push({ start: line.lineStart, end: line.lineEnd })
  text.push(line.text.replace(/\t+/g, ' ').trim())
}

function sectionBlock(lines: readonly LayoutLine[], heading: Heading, noise: Noise[]): Block {
  const b = block('section', heading.number, heading.title)
  if (heading.penalty) b.penalty = heading.penalty
  for (let i = heading.first; i <= heading.last; i++) {
    const l = lines[i]
    // Furniture between a heading's lines (a heading across a page end) is noise too.
    if (l.kind === 'furniture') noise.push({ span: { start: l.lineStart, end: l.lineEnd }, reason: l.reason ?? 'page furniture' })
    else if (l.kind === 'text') b.spans.push({ start: l.lineStart, end: l.lineEnd })
  }
  return b
}

function fillSection(section: Block, lines: readonly LayoutLine[], from: number, to: number, parts: 'ipg' | 'examples', noise: Noise[], options: ReadOptions) {
  if (to < from) return
  const body = readBody(lines, from, to, parts, options)
  noise.push(...body.noise)
  section.text = body.text
  section.spans = merge([...section.spans, ...body.spans])
  section.children.push(...body.children)
  if (parts === 'ipg' && !section.penalty) {
    const penaltyPart = body.children.find((c) => c.title === 'Penalty')
    const rows = penaltyPart ? penaltyPart.text.split('\n') : []
    // A "Penalty" box holding one word (2014), or a table by Rules Enforcement Level (2010).
    const penalty = rows.length ? (readPenalty(rows[0]) ?? penaltyFromTable(rows)) : null
    if (penalty) section.penalty = penalty
  }
}

/** An infraction: a numbered subsection of the guide named "Class — Infraction". */
export function isInfraction(b: Block): boolean {
  return b.kind === 'section' && b.number !== null && /^\d+\.\d+$/.test(b.number) && /\s[—–]\s/.test(b.title ?? '')
}

/**
 * An infraction whose heading shows no penalty (drawn as a picture, or left out) takes the one the guide's
 * Penalty Quick Reference gives it ("Stalling  Disqualification").
 */
function penaltiesFromQuickReference(blocks: Block[]) {
  const all: Block[] = []
  const walk = (list: Block[]) => list.forEach((b) => (all.push(b), walk(b.children)))
  walk(blocks)
  const reference = all.find((b) => b.kind === 'section' && /penalty\s+quick\s+reference/i.test(b.title ?? ''))
  if (!reference) return
  const rows = new Map<string, Penalty>()
  const texts: string[] = []
  const collect = (b: Block) => (texts.push(b.text), b.children.forEach(collect))
  collect(reference)
  for (const line of texts.join('\n').split('\n')) {
    const cells = line.split('\t').map((c) => c.trim())
    const penalty = cells.length >= 2 ? readPenalty(cells[cells.length - 1]) : null
    if (penalty) rows.set(normalTitle(cells.slice(0, -1).join(' ')), penalty)
  }
  for (const b of all) {
    if (!isInfraction(b) || b.penalty) continue
    const title = b.title!
    const name = title.split(/\s[—–]\s/).slice(1).join(' — ')
    const penalty = rows.get(normalTitle(title)) ?? rows.get(normalTitle(name))
    if (penalty) b.penalty = penalty
  }
}

function contentsNode(lines: readonly LayoutLine[], contents: Contents, noise: Noise[]): Block {
  const b = block('contents', null, 'Contents')
  for (let i = contents.first; i <= contents.last; i++) {
    const l = lines[i]
    if (l.kind === 'furniture') noise.push({ span: { start: l.lineStart, end: l.lineEnd }, reason: l.reason ?? 'page furniture' })
    else if (l.kind === 'text') b.spans.push({ start: l.lineStart, end: l.lineEnd })
  }
  b.text = contents.entries
    .map((e) => (e.number && /^[A-Z]$/.test(e.number) ? `Appendix ${e.number} — ${e.title}` : e.number ? `${e.number} ${e.title}` : e.title))
    .join('\n')
  b.spans = merge(b.spans)
  return b
}

function merge(spans: Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start)
  const out: Span[] = []
  for (const s of sorted) {
    const last = out[out.length - 1]
    if (last && s.start <= last.end + 1) last.end = Math.max(last.end, s.end)
    else out.push({ ...s })
  }
  return out
}

export type { JudgeSeries }
