/**
 * What each line of a forum FAQ thread is, decided once, so the topic reader
 * is a single walk over the lines.
 */
import type { Line } from '../../text/lines.js'

export enum LineKind {
  Blank,
  /** `Back to the Table of Contents` */
  Navigation,
  /** A line of dashes between Q/A pairs. */
  Separator,
  /** `{This post reserved for future FAQ expansion.}` */
  Placeholder,
  Signature,
  /** `Sign In to post comments` and the like. */
  Chrome,
  Question,
  Answer,
  /** A short line followed by `Back to the Table of Contents`: a topic's title. */
  Heading,
  Prose,
}

const NAVIGATION = /^back to the table of contents$/i
const SEPARATOR = /^-{5,}$/
const PLACEHOLDER = /^\{[^{}]{1,200}\}$/
// The thread header (`236 posts / 0 new`, `Last post`) is kept in the preface;
// only the page's closing chrome is noise.
const CHROME = /^(?:sign in to post comments|log in to post comments|you must be logged in to post)$/i

// Signatures seen in this forum's threads. Others are learned from the thread
// itself (see learnSignatures), so a thread by another author needs no list.
const KNOWN_SIGNATURES = [
  /^Come join me at No Goblins Allowed$/,
  /^Because frankly, being here depresses me these days\.$/,
  /\bRules Advisor since\b/,
  /^DCI Level \d Judge$/,
]

// A heading is a title, not a sentence: short and not closed by punctuation.
const MAX_HEADING = 100
const SENTENCE_CLOSE = /[.?!:;,]["')\]]*$/

export function isBullet(trimmed: string): boolean {
  return /^[•·*▪◦‣-]\s/.test(trimmed)
}

function headingShaped(trimmed: string): boolean {
  return (
    trimmed.length > 0 &&
    trimmed.length <= MAX_HEADING &&
    !SENTENCE_CLOSE.test(trimmed) &&
    !isBullet(trimmed) &&
    !/^[QA]:/.test(trimmed) &&
    !NAVIGATION.test(trimmed) &&
    !SEPARATOR.test(trimmed) &&
    !PLACEHOLDER.test(trimmed)
  )
}

/** A sub-heading inside a topic (`Questions - Untap Step`): heading-shaped, alone between blank lines. */
export function isSubheading(lines: Line[], i: number): boolean {
  const trimmed = lines[i].text.trim()
  if (!headingShaped(trimmed) || /^\s/.test(lines[i].text)) return false
  const blankOrEdge = (j: number) => j < 0 || j >= lines.length || lines[j].text.trim() === ''
  return blankOrEdge(i - 1) && blankOrEdge(i + 1)
}

/**
 * Signature lines learned from the thread: the lines between a post's closing
 * `Back to the Table of Contents` (or placeholder) and the next topic heading.
 * A link right under a heading opens its post instead; the lines after that one
 * are the post's content, so they teach nothing.
 */
function learnSignatures(lines: Line[], headings: number[]): Set<string> {
  const learned = new Set<string>()
  const isHeading = new Set(headings)
  for (const h of headings) {
    const found: string[] = []
    // A signature is a few lines; the bound keeps this linear.
    for (let j = h - 1, seen = 0; j >= 0 && seen < 6; j--) {
      const t = lines[j].text.trim()
      if (t === '') continue
      if (PLACEHOLDER.test(t)) {
        for (const f of found) learned.add(f)
        break
      }
      if (NAVIGATION.test(t)) {
        let k = j - 1
        while (k >= 0 && lines[k].text.trim() === '') k--
        if (!isHeading.has(k)) for (const f of found) learned.add(f)
        break
      }
      found.push(t)
      seen++
    }
  }
  return learned
}

export function classifyLines(lines: Line[]): LineKind[] {
  const kinds: LineKind[] = new Array(lines.length)
  // The next non-blank line of each line, found in one backward pass.
  const next = new Int32Array(lines.length)
  let after = -1
  for (let i = lines.length - 1; i >= 0; i--) {
    next[i] = after
    if (lines[i].text.trim() !== '') after = i
  }
  const headings: number[] = []
  for (let i = 0; i < lines.length; i++) {
    const t = lines[i].text.trim()
    const n = next[i]
    // A line straight under a Q: or A: line (no blank between) continues it.
    const above = i > 0 ? lines[i - 1].text.trim() : ''
    if (/^[QA]:/.test(above)) continue
    if (t !== '' && n >= 0 && NAVIGATION.test(lines[n].text.trim()) && headingShaped(t) && !KNOWN_SIGNATURES.some((re) => re.test(t))) {
      headings.push(i)
    }
  }
  const learned = learnSignatures(lines, headings)
  // A short last line of an answer ("See also Planeswalkers") also sits right
  // above a `Back to the Table of Contents`, but that link closes the post: a
  // signature or the end of the thread follows it, never the topic's content.
  const isSignature = (t: string) => learned.has(t) || KNOWN_SIGNATURES.some((re) => re.test(t))
  const headingSet = new Set(
    headings.filter((h) => {
      const after = next[next[h]]
      return after >= 0 && !isSignature(lines[after].text.trim())
    }),
  )
  for (let i = 0; i < lines.length; i++) {
    const t = lines[i].text.trim()
    if (t === '') kinds[i] = LineKind.Blank
    else if (NAVIGATION.test(t)) kinds[i] = LineKind.Navigation
    else if (SEPARATOR.test(t)) kinds[i] = LineKind.Separator
    else if (PLACEHOLDER.test(t)) kinds[i] = LineKind.Placeholder
    else if (isSignature(t)) kinds[i] = LineKind.Signature
    else if (headingSet.has(i)) kinds[i] = LineKind.Heading
    else if (CHROME.test(t)) kinds[i] = LineKind.Chrome
    else if (/^Q:/.test(t)) kinds[i] = LineKind.Question
    else if (/^A:/.test(t)) kinds[i] = LineKind.Answer
    else kinds[i] = LineKind.Prose
  }
  return kinds
}
