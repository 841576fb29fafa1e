/**
 * Citations: the bracketed attributions that say who ruled, and when.
 *
 * Rulings lists write `[CompRules 1999/04/23]`, `[D'Angelo 1999/05/01]`,
 * `[CompRules 2002/02/20 - 412.3]`, and join sources with `+`, inside one bracket
 * or between two. The 1994 newsgroup summary closes each ruling with an undated
 * name: `[bethmo]`, `[Snark]`, `[Page 37]`. The same brackets also hold card
 * text placeholders (`[This permanent]`, `[X]`) and forum markup
 * (`[c]Card[/c]`), so a bracket is a citation only by its shape.
 */
import type { Family } from '../types.js'
import { findDateMatch } from '../text/dates.js'
import { chooseReading, findNumericDate, type DocumentDating } from '../text/numeric-dates.js'
import { isKnownSource, normaliseSource } from '../formats/citation-source.js'

export { normaliseSource }

export interface CitationMatch {
  /** Offsets of the bracket, or of the whole `[...] + [...]` group. */
  start: number
  end: number
  citations: Array<{
    text: string
    source: string
    sourceKey: string
    date: string | null
    rule: string | null
    /** Why a written date was left unread (no calendar date, or after the document's): for the report. */
    dateProblem?: string
  }>
}

type FoundCitation = CitationMatch['citations'][number]

const PAGE = /^(?:(?<edition>[A-Za-z0-9][A-Za-z0-9'’ .&-]{0,40}?)\s*,\s*)?(?<page>p(?:age|g)?\.?\s*\d{1,4})$/i
// A name is a few words of letters; digits only in edition names like `5th`.
const NAME = /^[A-Za-z0-9][A-Za-z0-9'’.&-]*(?: [A-Za-z0-9][A-Za-z0-9'’.&-]*){0,4}$/
// Placeholders in card text and rules examples, which close sentences too.
const NOT_A_NAME = new Set(
  ['this', 'that', 'the', 'a', 'an', 'it', 'its', 'x', 'y', 'z', 'n', 'sic', 'sp', 'something', 'someone', 'cost', 'text', 'type',
    'permanent', 'creature', 'card', 'object', 'objects', 'player', 'spell', 'ability', 'name', 'edit', 'snip', 'etc', 'oops'],
)
// Forum markup: `[c]`, `[/c]`, `[post=1]`, `[color=red]`, `[quote]`.
const MARKUP = /^(?:\/|[a-z]+=|(?:b|i|u|s|c|quote|code|url|img|list|spoiler|size|color|post|card|center|hr|\*)$)/i

function firstWordIsPlaceholder(name: string): boolean {
  const first = name.split(' ')[0].toLowerCase()
  return NOT_A_NAME.has(first) || NOT_A_NAME.has(name.toLowerCase())
}

interface ParseContext {
  family: Family
  /** The bracket closes a sentence: the newsgroup's sign of an attribution. */
  closesSentence: boolean
  /** The document's date and header order, which decide how `01/01/16` reads (lib/text/numeric-dates). */
  dating: DocumentDating
}

/**
 * One `+`-part of a bracket as a citation, or null. The order of the tests is
 * the order of confidence: a date, a page, a known name, then (newsgroup only)
 * a name-like word closing a sentence.
 */
function parsePart(part: string, context: ParseContext): FoundCitation | null {
  const written = part.replace(/\s+/g, ' ').trim()
  if (written === '' || written.length > 120) return null

  // Most brackets hold no digit; skip the date scans for them. A numeric date is read with the
  // document's convention; a date in words (`January 5, 1995`) has one reading.
  const numeric = /\d/.test(written) ? findNumericDate(written) : null
  const chosen = numeric ? chooseReading(numeric, context.dating) : null
  const dated = numeric ? { start: numeric.start, end: numeric.end, date: chosen!.date } : /\d/.test(written) ? findDateMatch(written) : null
  if (dated) {
    const text = written.slice(0, dated.start).replace(/[\s,;:-]+$/, '')
    const after = written.slice(dated.end)
    // `[CompRules 2002/02/20 - 412.3]`: what follows the date is the rule cited.
    const rule = /^\s*[-–—:,]?\s*(?:rules?\s+)?(?<rule>[A-Z]?\.?\d+(?:\.\d+)*[a-z]?)\s*$/i.exec(after)?.groups?.rule ?? null
    if (!NAME.test(text) || (after.trim() !== '' && rule === null)) return null
    const found: FoundCitation = { text, ...normaliseSource(text), date: dated.date, rule }
    if (chosen?.problem) found.dateProblem = chosen.problem
    return found
  }

  const page = PAGE.exec(written)
  if (page?.groups) {
    const edition = page.groups.edition
    if (edition !== undefined && !NAME.test(edition)) return null
    return { text: written, ...normaliseSource(edition ?? 'Page'), date: null, rule: null }
  }

  if (isKnownSource(written) && NAME.test(written)) {
    return { text: written, ...normaliseSource(written), date: null, rule: null }
  }

  if (
    context.family === 'newsgroup' &&
    context.closesSentence &&
    written.length >= 2 &&
    NAME.test(written) &&
    !/^\d/.test(written) &&
    !MARKUP.test(written) &&
    !firstWordIsPlaceholder(written)
  ) {
    return { text: written, ...normaliseSource(written), date: null, rule: null }
  }
  return null
}

/** Every part of a bracket, or null when any part fails: a half-citation is not one. */
function parseBracket(inner: string, context: ParseContext): FoundCitation[] | null {
  if (MARKUP.test(inner.trim())) return null
  const parts = inner.split('+')
  const citations: FoundCitation[] = []
  for (const part of parts) {
    const citation = parsePart(part, context)
    if (!citation) return null
    citations.push(citation)
  }
  return citations
}

// A bracket with no nested bracket, at most 200 characters: each failed attempt
// is bounded, so the scan is linear even on a 5 MB line.
const BRACKET = '\\[([^[\\]]{1,200})\\]'
const SENTENCE_END = /[.!?"'”’)]\s*$/

const UNDATED: DocumentDating = { date: null, order: null }

/**
 * Citations in `text`, in order, non-overlapping. Only rulings and newsgroup documents cite. `dating` is the
 * document's: without it a numeric date reads month first unless only year first fits (`99/07/27`).
 */
export function findCitations(text: string, family: Family, dating: DocumentDating = UNDATED): CitationMatch[] {
  if (family !== 'rulings' && family !== 'newsgroup') return []
  const matches: CitationMatch[] = []
  const bracket = new RegExp(BRACKET, 'g')
  for (let m = bracket.exec(text); m; m = bracket.exec(text)) {
    const start = m.index
    const end = start + m[0].length
    // Only the few characters before the bracket matter for "closes a sentence".
    const before = text.slice(Math.max(0, start - 4), start)
    const closesSentence = start === 0 || SENTENCE_END.test(before) || /^\s*$/.test(before)
    const citations = parseBracket(m[1], { family, closesSentence, dating })
    if (!citations) continue

    const previous = matches[matches.length - 1]
    // `[CompRules 1999/04/23] + [D'Angelo 1999/05/01]` is one attribution.
    if (previous && start - previous.end <= 8 && /^\s*\+\s*$/.test(text.slice(previous.end, start))) {
      previous.end = end
      previous.citations.push(...citations)
    } else {
      matches.push({ start, end, citations })
    }
  }
  return matches
}
