/**
 * The lines under one heading -> the section's own text and its parts. Paragraphs are split at blank
 * lines, bullets, numbered and lettered items and table rows; wrapped lines are joined by a space, and so is a
 * sentence the print broke at a page end, a blank line or a bold line (sentenceGoesOn). In the Infraction
 * Procedure Guide an infraction's "Definition", "Examples", "Philosophy", "Additional Remedy" (and the
 * 2010 guide's "Penalty") subheadings, and its "Upgrade:" / "Downgrade:" paragraphs, become child nodes;
 * lettered examples ("A. A player ...") under an "Examples" subheading become example nodes.
 */
import type { LayoutLine } from '../../text/pdf/layout-text.js'
import type { Block, Noise, Span } from '../tree.js'
import { readPenalty } from './penalty.js'

/** A target text grows into: the section itself, one of its parts, or an example. */
interface Target {
  block: Block
  paragraphs: string[]
  /** The last paragraph may take the next line. */
  open: boolean
}

const PART = /^(Definition|Examples?|Philosophy|Additional\s+Remed(?:y|ies)|Upgrades?|Downgrades?|Penalty|Procedure)\s*:?$/i
const INLINE_PART = /^(Upgrade|Downgrade)s?\s*:\s*/i
/** An example's letter ("A. A player ...") or number ("1. A player ..."). */
const ITEM = /^([A-Z]|\d{1,2})\.\s+\S/
const EXAMPLES = /^Examples?\s*:?$/i
const BULLET = /^[•▪◦‣➢❖■○●·-]\s|^[•▪◦‣➢❖■○●]/
/** A numbered step ("1. Players shuffle ...", "2) ..."): an item of its own when what comes before is done. */
const NUMBERED = /^\d{1,2}[.)]\s+\S/
/** A list item's marker set at a tab stop (the 2010-2015 documents): a bullet, not a table's first cell. */
const MARKER_AT_TAB = /^([•▪◦‣➢❖■○●·-]|\(?(?:\d{1,2}|[A-Za-z])[.)])\t+/
/** A sentence is done at a full stop, colon, semicolon, question or exclamation mark (closing quotes and brackets aside). */
const SENTENCE_END = /[.!?:;…]["'”’)\]]*$/

/**
 * Whether a line carries on the paragraph before it although the print set it apart (after a page end, a blank
 * line the layout left, a line in bold): the paragraph stops mid-sentence and the line begins in lower case, or
 * the paragraph stops at a comma. A table row (tab-separated cells) neither carries on nor is carried on.
 */
export function sentenceGoesOn(paragraph: string, line: string): boolean {
  const before = paragraph.trimEnd()
  const after = line.trimStart()
  if (!before || !after || before.includes('\t') || after.includes('\t')) return false
  if (SENTENCE_END.test(before) || BULLET.test(after)) return false
  return /^[("“‘']?\p{Ll}/u.test(after) || before.endsWith(',')
}

function canonicalPart(label: string): string {
  const words = label.replace(/:$/, '').trim().toLowerCase()
  if (words.startsWith('additional')) return 'Additional Remedy'
  if (words.startsWith('example')) return 'Examples'
  if (words.startsWith('upgrade')) return 'Upgrade'
  if (words.startsWith('downgrade')) return 'Downgrade'
  return words.charAt(0).toUpperCase() + words.slice(1)
}

function newBlock(kind: Block['kind'], title: string | null): Block {
  return { type: 'block', kind, number: null, title, text: '', spans: [], children: [] }
}

export interface ReadOptions {
  /**
   * Lines kept apart where the print set them apart (a page end, a blank, a bold line), numbered steps run together
   * and a bullet at a tab stop taken for a table cell: the reading before sentenceGoesOn, kept for the benchmark's
   * "before" figures.
   */
  asPrinted?: boolean
}

export interface BodyResult {
  text: string
  spans: Span[]
  children: Block[]
  noise: Noise[]
}

/**
 * `parts`: 'ipg' reads the Infraction Procedure Guide's subheadings; 'examples' only an "Examples" line
 * (the Tournament Rules' numbered examples); 'none' neither.
 */
export function readBody(
  lines: readonly LayoutLine[],
  from: number,
  to: number,
  parts: 'ipg' | 'examples' | 'none',
  options: ReadOptions = {},
): BodyResult {
  const asPrinted = options.asPrinted === true
  const withParts = parts === 'ipg'
  const own: Target = { block: newBlock('text', null), paragraphs: [], open: false }
  const noise: Noise[] = []
  const children: Block[] = []
  let target = own
  let part: Target | null = null
  const targets: Target[] = [own]

  const own_ = (t: Target, line: LayoutLine) => t.block.spans.push({ start: line.lineStart, end: line.lineEnd })
  const add = (t: Target, text: string, fresh: boolean) => {
    const words = text.replace(/\s+/g, (m) => (m.includes('\t') ? '\t' : ' ')).trim()
    if (!words) return
    if (fresh || !t.open || t.paragraphs.length === 0) t.paragraphs.push(words)
    else t.paragraphs[t.paragraphs.length - 1] += ` ${words}`
    t.open = true
  }
  const startPart = (title: string, line: LayoutLine): Target => {
    const t: Target = { block: newBlock('text', title), paragraphs: [], open: false }
    children.push(t.block)
    targets.push(t)
    own_(t, line)
    part = t
    return t
  }

  for (let i = from; i <= to; i++) {
    const line = lines[i]
    if (line.kind === 'furniture') {
      noise.push({ span: { start: line.lineStart, end: line.lineEnd }, reason: line.reason ?? 'page furniture' })
      continue
    }
    if (line.kind === 'page-break') continue
    if (line.kind === 'blank') {
      target.open = false
      // A blank line ends an example; what follows belongs to the part again.
      if (target.block.kind === 'example' && part) target = part
      continue
    }
    const text = asPrinted ? line.text : line.text.replace(MARKER_AT_TAB, '$1 ')
    if ((withParts && PART.test(text.trim())) || (parts === 'examples' && EXAMPLES.test(text.trim()))) {
      target = startPart(canonicalPart(text), line)
      continue
    }
    // "Definition" level with the penalty in the box at the right margin (2014): the label, and the box's word.
    const cells = text.split('\t').map((c) => c.trim())
    if (withParts && cells.length === 2 && PART.test(cells[0]) && readPenalty(cells[1])) {
      const box = part as Target | null
      if (box && box.block.title === 'Penalty' && box.paragraphs.length === 0) add(box, cells[1], true)
      target = startPart(canonicalPart(cells[0]), line)
      if (!(box && box.block.title === 'Penalty' && box.paragraphs.length === 1)) add(target, cells[1], true)
      continue
    }
    const inline = withParts && (line.paragraphStart || !target.open) ? INLINE_PART.exec(text) : null
    if (inline) {
      target = startPart(canonicalPart(inline[1]), line)
      add(target, text.slice(inline[0].length), true)
      continue
    }
    const p = part as Target | null
    const item = p && p.block.title === 'Examples' ? ITEM.exec(text) : null
    if (p && item) {
      const letter = item[1]
      const ex: Target = { block: newBlock('example', letter), paragraphs: [], open: false }
      p.block.children.push(ex.block)
      targets.push(ex)
      own_(ex, line)
      target = ex
      add(ex, text.slice(item[0].length - 1), true)
      continue
    }
    const last = target.paragraphs[target.paragraphs.length - 1]
    if (!asPrinted && last !== undefined && !line.bold && sentenceGoesOn(last, text)) {
      own_(target, line)
      target.open = true
      add(target, text, false)
      continue
    }
    own_(target, line)
    const bulletCells = text.split('\t').filter((c) => c.trim())
    if (bulletCells.length > 1 && bulletCells.every((c) => BULLET.test(c.trim()))) {
      // Bullets set side by side (a two-column list) are items of their own.
      for (const cell of bulletCells) add(target, cell, true)
      target.open = true
      continue
    }
    const numbered = !asPrinted && NUMBERED.test(text) && (last === undefined || SENTENCE_END.test(last) || NUMBERED.test(last))
    const fresh = BULLET.test(text) || numbered || text.includes('\t') || line.paragraphStart || line.bold
    add(target, text, fresh)
    // A table row, or a line in bold (a label, a table's head), stands alone: the next line starts anew.
    if (text.includes('\t') || line.bold) target.open = false
  }

  for (const t of targets) {
    t.block.text = t.paragraphs.join('\n')
    t.block.spans = mergeSpans(t.block.spans)
  }
  return { text: own.block.text, spans: own.block.spans, children, noise }
}

function mergeSpans(spans: Span[]): Span[] {
  const out: Span[] = []
  for (const s of spans) {
    const last = out[out.length - 1]
    if (last && s.start <= last.end + 1) last.end = Math.max(last.end, s.end)
    else out.push({ ...s })
  }
  return out
}
