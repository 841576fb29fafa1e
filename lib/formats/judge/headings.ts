/**
 * The body's headings. A line is a heading when it is the next entry of the table of contents (its number
 * and title, in order: a number inside a paragraph never is), or, where the contents miss one or a
 * document has none, a numbered line that continues the numbering, or a paragraph set wholly in bold
 * (Judging at Regular REL's headings). An Infraction Procedure Guide heading may end with its penalty.
 */
import type { LayoutLine } from '../../text/pdf/layout-text.js'
import type { Penalty } from '../../types.js'
import { splitLabel, type Contents, type ContentsEntry } from './contents.js'
import { readPenalty } from './penalty.js'

export interface Heading {
  /** Indexes of its first and last line in the layout lines (a wrapped title, a penalty box below it). */
  first: number
  last: number
  number: string | null
  title: string
  level: number
  penalty: Penalty | null
  /** The contents entry it answers, if any. */
  entry: ContentsEntry | null
}

/** How many contents entries ahead a heading may be (an entry the body lacks is skipped). */
const LOOKAHEAD = 4
const MAX_HEADING = 160

export function normalTitle(s: string): string {
  return s
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

function isAllCaps(s: string): boolean {
  return /\p{Lu}{3}/u.test(s) && s === s.toUpperCase()
}

/** A heading's title: the body's words, unless the body sets it in capitals and the contents do not. */
function displayTitle(body: string, entry: ContentsEntry | null): string {
  const clean = body.replace(/\s+/g, ' ').trim()
  if (entry && isAllCaps(clean) && normalTitle(entry.title) === normalTitle(clean)) return entry.title
  return clean
}

interface Candidate {
  number: string | null
  title: string
  penaltyCell: string | null
}

/** A line read as "number title [tab penalty]". */
function candidate(text: string): Candidate | null {
  if (text.length > MAX_HEADING) return null
  const cells = text.split('\t').map((c) => c.trim()).filter(Boolean)
  let penaltyCell: string | null = null
  if (cells.length > 1) {
    const last = cells[cells.length - 1]
    if (readPenalty(last) || /^penalty$/i.test(last)) {
      penaltyCell = last
      cells.pop()
    }
  }
  const { number, title } = splitLabel(cells.join(' '))
  return { number, title, penaltyCell }
}

function depth(number: string | null): number {
  if (!number) return 1
  return /^[A-Z]$/.test(number) ? 1 : number.split('.').length
}

/** True when `next` is what may follow `last` in a numbering: 2.3 after 2.2, 3 or 3.1 after 2.9, 2.1 after 2. */
function continues(last: string | null, next: string): boolean {
  if (!/^\d/.test(next)) return false
  const b = next.split('.').map(Number)
  if (!last || !/^\d/.test(last)) return b.length <= 2 && b.every((n) => n === 1)
  const a = last.split('.').map(Number)
  for (let keep = Math.min(a.length, b.length); keep >= 0; keep--) {
    // b = a's first `keep` parts, then one more than a's next part (or a first child).
    const prefix = a.slice(0, keep)
    if (b.length === keep + 1 && prefix.every((n, i) => b[i] === n) && (keep < a.length ? b[keep] === a[keep] + 1 : b[keep] === 1)) return true
  }
  return false
}

export function findHeadings(lines: readonly LayoutLine[], contents: Contents | null, bodyStart: number): Heading[] {
  const entries = (contents?.entries ?? []).filter((e) => !/^(?:table\s+of\s+)?contents$/i.test(e.title))
  const headings: Heading[] = []
  let pos = 0
  let lastNumber: string | null = null
  const inContents = (i: number) => contents !== null && i >= contents.first && i <= contents.last
  const nextText = (i: number) => {
    for (let j = i + 1; j < lines.length; j++) if (lines[j].kind === 'text') return j
    return -1
  }

  for (let i = bodyStart; i < lines.length; i++) {
    const line = lines[i]
    if (line.kind !== 'text' || inContents(i)) continue
    const c = candidate(line.text)
    if (!c) continue
    let matched: { entry: ContentsEntry; k: number; last: number; title: string } | null = null
    for (let k = pos; k < Math.min(entries.length, pos + LOOKAHEAD); k++) {
      const entry = entries[k]
      if (entry.number !== c.number) continue
      const want = normalTitle(entry.title)
      const got = normalTitle(c.title)
      if (got === want || (c.number && got.startsWith(want) && got.length - want.length < 12)) {
        matched = { entry, k, last: i, title: c.title }
        break
      }
      // A title wrapped onto the next line.
      const j = nextText(i)
      if (c.number && j > 0 && want.startsWith(got) && got.length > 0 && normalTitle(`${c.title} ${lines[j].text}`) === want) {
        matched = { entry, k, last: j, title: `${c.title} ${lines[j].text}` }
        break
      }
    }
    // Unnumbered entries ("Introduction") must stand alone, as a paragraph of their own.
    if (matched && !matched.entry.number && !(line.paragraphStart || line.bold)) matched = null
    if (matched) {
      pos = matched.k + 1
      headings.push(finish(lines, i, matched.last, matched.entry.number, displayTitle(matched.title, matched.entry), matched.entry.level, c.penaltyCell, matched.entry))
      if (matched.entry.number) lastNumber = matched.entry.number
      i = headings[headings.length - 1].last
      continue
    }
    // A numbered heading the contents lack: it continues the numbering, stands as a paragraph, reads as a title.
    if (
      c.number &&
      /^\d/.test(c.number) &&
      continues(lastNumber, c.number) &&
      line.paragraphStart &&
      (line.bold || c.penaltyCell || nextIsBreak(lines, i)) &&
      /^\p{Lu}/u.test(c.title) &&
      c.title.length <= 90 &&
      !/[.;,]$/.test(c.title)
    ) {
      headings.push(finish(lines, i, i, c.number, displayTitle(c.title, null), depth(c.number), c.penaltyCell, null))
      lastNumber = c.number
      i = headings[headings.length - 1].last
      continue
    }
    // Without a table of contents, a paragraph wholly in bold that is no sentence is a heading.
    if (!contents && line.bold && line.paragraphStart) {
      const para = boldParagraph(lines, i)
      if (para) {
        const title = para.text
        // Title Case names a part of the document; a sentence ("A player forgets a triggered ability") one of its cases.
        const level = isTitleCase(title) ? 1 : 2
        headings.push({ first: i, last: para.last, number: null, title, level, penalty: null, entry: null })
        i = para.last
      }
    }
  }
  return headings
}

function nextIsBreak(lines: readonly LayoutLine[], i: number): boolean {
  const next = lines[i + 1]
  return !next || next.kind !== 'text' || next.bold
}

function finish(
  lines: readonly LayoutLine[],
  first: number,
  last: number,
  number: string | null,
  title: string,
  level: number,
  penaltyCell: string | null,
  entry: ContentsEntry | null,
): Heading {
  let penalty = penaltyCell ? readPenalty(penaltyCell) : null
  // "Penalty" at the right margin of the heading, the penalty itself under it (2014).
  if (penaltyCell && !penalty) {
    for (let j = last + 1; j < lines.length && j <= last + 3; j++) {
      if (lines[j].kind !== 'text') continue
      penalty = readPenalty(lines[j].text)
      if (penalty) last = j
      break
    }
  }
  return { first, last, number, title, level, penalty, entry }
}

/** A paragraph of 1-3 bold lines that does not end a sentence, or null. */
function boldParagraph(lines: readonly LayoutLine[], i: number): { last: number; text: string } | null {
  const parts: string[] = []
  let last = i
  for (let j = i; j < lines.length && j < i + 3; j++) {
    const l = lines[j]
    if (l.kind !== 'text' || !l.bold || (j > i && l.paragraphStart)) break
    parts.push(l.text)
    last = j
  }
  const text = parts.join(' ').replace(/\s+/g, ' ').trim()
  if (!text || /[.!?:;]$/.test(text) || text.length > 200) return null
  const after = lines[last + 1]
  // A heading stands apart: the text after it is not a bold continuation.
  if (after && after.kind === 'text' && after.bold && !after.paragraphStart) return null
  return { last, text }
}

const SMALL_WORDS = new Set(['a', 'an', 'and', 'at', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with', 'from'])

function isTitleCase(s: string): boolean {
  const words = s.split(/\s+/).filter((w) => /^\p{L}/u.test(w))
  if (words.length === 0 || words.length > 8) return false
  return words.every((w, i) => /^\p{Lu}/u.test(w) || (i > 0 && SMALL_WORDS.has(w.toLowerCase())))
}
