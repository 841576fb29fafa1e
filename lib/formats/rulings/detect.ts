/**
 * How much a text looks like a rulings list. Reads a sample from the start, so
 * it costs the same on a 5 MB file as on a page.
 */
import { idShape } from './ids.js'
import { isTitleLike, parseIdLine } from './entry-lines.js'
import { releaseLine, titleLine } from './dates.js'
import { isHeaderLine } from './header-lines.js'
import { cardNameLine, letterSeparator } from './card-lines.js'

const SAMPLE_LINES = 3000
const SAMPLE_WIDTH = 200

export function detectRulings(text: string): number {
  let nonBlank = 0
  let entries = 0
  let headings = 0
  let release = false
  let titled = false
  let crRules = 0
  let mailHeaders = 0
  let qa = 0
  let faqNav = 0
  // A whole release's header lines and a card summary's letter separators and card names.
  let header = 0
  let letters = 0
  let cardNames = 0

  let start = 0
  for (let n = 0; n < SAMPLE_LINES && start <= text.length; n++) {
    let end = text.indexOf('\n', start)
    if (end === -1) end = text.length
    const t = text.slice(start, Math.min(end, start + SAMPLE_WIDTH)).trim()
    start = end + 1
    if (!t) continue
    nonBlank++
    if (releaseLine(t)) release = true
    if (titleLine(t)) titled = true
    // Comprehensive Rules number their rules `500.1.` and `502.2a` without ` - `.
    if (/^\d{3}\.\d{1,3}[a-z]?\.? /.test(t)) crRules++
    if (/^(?:From|Newsgroups|Subject|Organization|Message-ID|Path): /.test(t)) mailHeaders++
    if (/^[QA]: /.test(t)) qa++
    if (t.startsWith('Back to the Table of Contents')) faqNav++
    if (isHeaderLine(t)) header++
    if (letterSeparator(t)) letters++
    else if (cardNameLine(t)) cardNames++
    const idl = parseIdLine(t)
    if (!idl) continue
    if (idl.dashed || idl.plus || idl.id === null || idShape(idl.id) === 'entry') entries++
    else if (isTitleLike(idl.body)) headings++
  }

  if (release) return 0.97
  const signal = entries + headings
  const cardsListed = letters > 0 && cardNames > 0
  if (signal === 0 && header === 0 && !cardsListed) return titled ? 0.2 : 0
  let confidence = signal === 0 ? 0 : (entries >= 3 ? 0.55 : 0.2) + Math.min(0.4, (1.5 * signal) / nonBlank)
  if (titled) confidence += 0.1
  // Any of these lines alone says "a whole D'Angelo release", whichever the header kept.
  if (header > 0 || cardsListed) confidence = Math.max(confidence, header >= 2 || cardsListed ? 0.9 : 0.75)
  if (crRules > signal) confidence *= 0.2
  if (mailHeaders >= 2) confidence *= 0.3
  if (qa >= 2 || faqNav > 0) confidence *= 0.3
  return Math.max(0, Math.min(1, confidence))
}
