/**
 * Old versions of the rules are hard-wrapped at 80-100 columns, so a line can start
 * with something shaped like a rule number ("see rule\n502.5. ...") without opening
 * a rule. These judgements decide, from the neighbours, what such a line is.
 */
import type { Line } from '../../text/lines.js'
import { looksLikeTitle, type RuleNumber } from './classify.js'

/**
 * A document is hard-wrapped when almost no line is longer than a wrapped column.
 * Later versions put each paragraph on one line, so long lines are the norm there.
 */
export function isWrappedDocument(lines: Line[], from: number, to: number): boolean {
  let nonBlank = 0
  let long = 0
  for (let i = from; i < to; i++) {
    const length = lines[i].text.trim().length
    if (length === 0) continue
    nonBlank++
    if (length > 110) long++
  }
  return nonBlank > 0 && long / nonBlank < 0.02
}

/** Where the reader stands in the numbering. */
export interface Position {
  chapter: number | null
  section: number | null
  rule: number | null
  letter: string | null
}

export interface Neighbours {
  wrapped: boolean
  /** No blank line between the previous content line and this one. */
  adjacent: boolean
  /** The previous content line, trimmed, or null at the start. */
  prevText: string | null
  /** The previous line ends a sentence or is a heading, so it needs no continuation. */
  prevClosed: boolean
  indented: boolean
  /** The next numbered line's number, for headings that must be followed by their content. */
  next: RuleNumber | null
  seen: boolean
}

/**
 * open: a new heading or rule. continue: a wrapped line that only looks numbered.
 * repeat: a number seen before. backwards: a new number lower than where we stand.
 */
export type Verdict = 'open' | 'continue' | 'repeat' | 'backwards'

type Strength = 'strong' | 'weak' | 'none'

function letterGap(a: string | null, b: string): number {
  return b.charCodeAt(0) - (a === null ? 96 : a.charCodeAt(0))
}

function strength(c: RuleNumber, pos: Position, n: Neighbours): Strength {
  if (n.seen) return 'none'
  if (c.kind === 'chapter') {
    // A chapter heading is always followed by one of its own sections.
    return n.next !== null && n.next.kind !== 'chapter' && n.next.chapter === c.chapter ? 'strong' : 'none'
  }
  if (c.kind === 'section') {
    const headsItsRules = n.next !== null && n.next.kind === 'rule' && n.next.section === c.section
    if (!looksLikeTitle(c.rest) && !headsItsRules) return 'none'
    if (pos.section === null) return pos.chapter === null || pos.chapter === c.chapter ? 'strong' : 'weak'
    if (c.section > pos.section) return c.section - pos.section <= 3 || c.chapter !== Math.floor(pos.section / 100) ? 'strong' : 'weak'
    return 'none'
  }
  const rule = c.rule as number
  if (c.letter === null) {
    if (pos.section === c.section) {
      if (pos.rule === null) return rule <= 2 ? 'strong' : 'weak'
      if (rule > pos.rule) return rule - pos.rule <= 2 ? 'strong' : 'weak'
      return 'none'
    }
    return pos.section === null || c.section > pos.section ? 'weak' : 'none'
  }
  if (pos.section === c.section && pos.rule === rule) {
    const gap = letterGap(pos.letter, c.letter)
    if (gap <= 0) return 'none'
    return gap <= 3 ? 'strong' : 'weak'
  }
  if (pos.section === c.section) return pos.rule === null || rule > pos.rule ? 'weak' : 'none'
  return pos.section === null || c.section > pos.section ? 'weak' : 'none'
}

// Words after which a wrapped sentence goes on with a rule number.
const LEADS_TO_NUMBER = /\b(?:rule|rules|section|sections|step|steps|and|or|see|of|to|in|under|through|than|with|by|from|as)$/i

export function judge(c: RuleNumber, pos: Position, n: Neighbours): Verdict {
  const s = strength(c, pos, n)
  if (c.kind === 'chapter' && s === 'none') {
    const heads = n.next !== null && n.next.kind !== 'chapter' && n.next.chapter === c.chapter
    return n.seen && heads ? 'repeat' : 'continue'
  }
  if (c.kind === 'section' && s === 'none' && !looksLikeTitle(c.rest)) {
    // On a line of its own in an unwrapped text, next in order: a section kept only for a
    // note ("215. This section is now empty. See rule 205.4c ..." in 2004), not a wrap.
    const nextInOrder = pos.section !== null && c.section > pos.section && c.section - pos.section <= 3 && c.chapter === pos.chapter
    return !n.wrapped && !n.adjacent && !n.seen && nextInOrder ? 'open' : 'continue'
  }
  if (n.wrapped) {
    const glued = n.adjacent && !n.prevClosed
    if (glued) {
      const startsLow = /^[a-z,.;:)]/.test(c.rest)
      if (s === 'strong' && !startsLow && !(n.prevText !== null && LEADS_TO_NUMBER.test(n.prevText))) return 'open'
      return 'continue'
    }
    if (n.indented && s !== 'strong') return 'continue'
  }
  if (s !== 'none') return 'open'
  return n.seen ? 'repeat' : 'backwards'
}
