/**
 * What a single line of a rulings list can be, judged from the line alone.
 * Everything here looks at a bounded prefix of the line, so a 5 MB line costs
 * no more than its trim.
 */
import { MAX_ID_LENGTH, isRuleId } from './ids.js'

/** A line opening with a number (or `Note`) and ` - `: an entry or a heading, the parser decides. */
export interface IdLine {
  /** Null for `Note - ...`. */
  id: string | null
  /** Written `- ID - text`: in releases that use the dash, only entries have it. */
  dashed: boolean
  /** Written `+ ID - text` or `o ID - text` (an open circle): changed since the previous release. */
  plus: boolean
  /** The text after `ID - `, trimmed. */
  body: string
}

const isIdChar = (c: number) =>
  (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 46

function skipSpaces(t: string, i: number): number {
  while (i < t.length && (t.charCodeAt(i) === 32 || t.charCodeAt(i) === 9)) i++
  return i
}

/** Reads `[+ ][- ]ID - body` from a trimmed line, or null. */
export function parseIdLine(t: string): IdLine | null {
  let i = 0
  let plus = false
  let dashed = false
  // The open circle of 1998-99 releases is a lower-case `o`, never a word before a number.
  if (t.startsWith('+ ') || t.startsWith('o ')) {
    plus = true
    i = skipSpaces(t, 2)
  }
  if (t.charCodeAt(i) === 45 && (t.charCodeAt(i + 1) === 32 || t.charCodeAt(i + 1) === 9)) {
    dashed = true
    i = skipSpaces(t, i + 2)
  }
  let j = i
  while (j < t.length && j - i <= MAX_ID_LENGTH && isIdChar(t.charCodeAt(j))) j++
  const token = t.slice(i, j)
  let k = skipSpaces(t, j)
  if (k >= t.length || t.charCodeAt(k) !== 45) return null
  k++
  // `- T.1.1 -` with the text on the next line is still an entry; `T.1--x` is not.
  if (k < t.length && t.charCodeAt(k) !== 32 && t.charCodeAt(k) !== 9) return null
  const body = t.slice(skipSpaces(t, k))
  if (token === 'Note') return { id: null, dashed, plus, body }
  if (!isRuleId(token)) return null
  return { id: token, dashed, plus, body }
}

/**
 * Lines that start a new paragraph inside an entry: enumerations (`1. `, `a) `,
 * `c. `, `(b) `) and examples. Anything else on a following line is a wrapped line.
 */
export function opensParagraph(t: string): boolean {
  if (t.startsWith('Example:') || t.startsWith('Examples:')) return true
  const c0 = t.charCodeAt(0)
  let i = 0
  if (c0 === 40) {
    // (a) / (12)
    i = 1
    const start = i
    while (i < t.length && i - start < 3 && isIdChar(t.charCodeAt(i)) && t.charCodeAt(i) !== 46) i++
    return i > start && t.charCodeAt(i) === 41 && t.charCodeAt(i + 1) === 32
  }
  if (c0 >= 48 && c0 <= 57) {
    while (i < t.length && i < 2 && t.charCodeAt(i) >= 48 && t.charCodeAt(i) <= 57) i++
  } else if (c0 >= 97 && c0 <= 122) {
    i = 1
  } else {
    return false
  }
  const mark = t.charCodeAt(i)
  return (mark === 46 || mark === 41) && t.charCodeAt(i + 1) === 32
}

/** A heading's title: short, capitalised, not a sentence ending. Wrapped prose rarely is all three. */
export function isTitleLike(s: string): boolean {
  if (s.length === 0 || s.length > 80) return false
  const c = s.charCodeAt(0)
  const startsWell = (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 34 || c === 39
  const last = s[s.length - 1]
  return startsWell && last !== '.' && last !== ',' && last !== ';' && last !== ']'
}

export type NoiseReason = 'page remnant: pipe-only line' | 'separator rule'

/** Pipe remnants of a web page and `-----` / `=====` rules under headings. */
export function noiseReason(t: string): NoiseReason | null {
  let pipes = 0
  let spaces = 0
  for (let i = 0; i < t.length; i++) {
    const c = t[i]
    if (c === '|') pipes++
    else if (c === ' ' || c === '\t') spaces++
    else if (c !== '-' && c !== '=' && c !== '_' && c !== '*' && c !== '~') return null
  }
  if (pipes > 0 && pipes + spaces === t.length) return 'page remnant: pipe-only line'
  // A lone `-` or `--` may be prose; rules are drawn longer.
  return t.length >= 3 ? 'separator rule' : null
}

export type SectionTitle = 'contents' | 'index' | 'credits'

const SECTION_TITLES: [RegExp, SectionTitle][] = [
  [/^(?:table of )?contents$/i, 'contents'],
  [/^index$/i, 'index'],
  [/^(?:credits|acknowledge?ments)(?: and disclaimers?)?$/i, 'credits'],
  [/^disclaimers?$/i, 'credits'],
]

/** `Table of Contents:`, `Index`, `Credits and Disclaimer:` on a line of their own. */
export function sectionTitle(t: string): SectionTitle | null {
  if (t.length > 40) return null
  const bare = t.replace(/:$/, '').trim()
  for (const [re, kind] of SECTION_TITLES) if (re.test(bare)) return kind
  return null
}
