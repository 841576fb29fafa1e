import type { DocMeta } from '../tree.js'
import type { Line } from '../../text/lines.js'
import { isChrome, stampDate } from './chrome.js'

const MONTHS = [
  'january', 'february', 'march', 'april', 'may', 'june',
  'july', 'august', 'september', 'october', 'november', 'december',
]

const iso = (y: number, m: number, d: number): string | null => {
  if (m < 1 || m > 12 || d < 1 || d > 31 || y < 1990 || y > 2100) return null
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`
}

// Versions have said "current as of", "effective as of", "updated" and "last updated";
// the date itself has been written "April 1, 2004", "1 April 2004" and "4/1/2004".
const EVIDENCE = /\b(?:current|effective|updated)\b(?:\s+(?:as\s+of|on))?\s+(.{6,40})/i

/** Reads a date like "January 16, 2026", "16 January 2026" or "1/16/2026" from the start of `text`. */
export function readDate(text: string): string | null {
  let m = /^([A-Za-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})/.exec(text)
  if (m) {
    const month = MONTHS.findIndex((name) => name.startsWith(m![1].toLowerCase().slice(0, 3)))
    if (month >= 0 && m[1].length >= 3) return iso(Number(m[3]), month + 1, Number(m[2]))
  }
  m = /^(\d{1,2})\s+([A-Za-z]+)\.?,?\s+(\d{4})/.exec(text)
  if (m) {
    const month = MONTHS.findIndex((name) => name.startsWith(m![2].toLowerCase().slice(0, 3)))
    if (month >= 0 && m[2].length >= 3) return iso(Number(m[3]), month + 1, Number(m[1]))
  }
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})\b/.exec(text)
  if (m) {
    const y = m[3].length === 2 ? 1900 + Number(m[3]) + (Number(m[3]) < 50 ? 100 : 0) : Number(m[3])
    return iso(y, Number(m[1]), Number(m[2]))
  }
  return null
}

/** A banner: a line drawn with one repeated mark (`=====`, `-----`, `*****`), never a title. */
export function isBanner(trimmed: string): boolean {
  return /^([=\-*_~#+.])\1{3,}$/.test(trimmed.replace(/\s+/g, ''))
}

/** The publication's name; what a header line says when it names the document. */
const NAMES_CR = /\bcomprehensive\s+rules\b/i

/**
 * A date written anywhere in a short line, as ISO: the oldest headers put it beside the
 * name ("COMPREHENSIVE RULES            04/23/99").
 */
function dateWithin(text: string): string | null {
  for (const m of text.matchAll(/(?:^|\s)(?=[A-Za-z0-9])/g)) {
    const found = readDate(text.slice(m.index! + m[0].length))
    if (found) return found
  }
  return null
}

/**
 * What the document says about itself. The title block comes first; when the text
 * has none (a blog paste), the post stamps date it.
 *
 * The title is the document's own name for itself, normalised so every version reads
 * alike ("Comprehensive Rules, 1999-04-23"): the header has been "COMPREHENSIVE RULES
 * 04/23/99" between banners, and "Magic: The Gathering Comprehensive Rules" (once with
 * a trademark sign the archive lost), which would otherwise title eleven versions the same.
 */
export function readMeta(lines: Line[], titleEnd: number): DocMeta {
  const meta: DocMeta = {}
  let header: string | undefined
  let firstLine: string | undefined
  for (let i = 0; i < titleEnd; i++) {
    const t = lines[i].text.trim()
    if (!t || isChrome(t) || isBanner(t)) continue
    const statesDate = EVIDENCE.test(t)
    if (header === undefined && t.length <= 120 && !statesDate && NAMES_CR.test(t)) header = t
    if (firstLine === undefined && t.length <= 100 && !statesDate) firstLine = t
    if (meta.date === undefined) {
      const found = findDate(t)
      if (found) {
        meta.date = found
        meta.dateEvidence = t.length > 200 ? t.slice(0, 200) : t
      }
    }
    if (header !== undefined && meta.date !== undefined) break
  }
  if (meta.date === undefined) {
    // The date line is sometimes repeated after the credits; look there too.
    for (let i = lines.length - 1; i >= Math.max(titleEnd, lines.length - 60); i--) {
      const t = lines[i].text.trim()
      const found = t.length <= 300 ? findDate(t) : null
      if (found) {
        meta.date = found
        meta.dateEvidence = t
        break
      }
    }
  }
  const headerDate = header === undefined ? null : dateWithin(header)
  if (meta.date === undefined && headerDate) {
    meta.date = headerDate
    meta.dateEvidence = header
  }
  // Only the rules' own dates name a version; a blog's post stamp dates the paste, not the rules.
  const ownDate = meta.date
  const title = header !== undefined ? (ownDate ? `Comprehensive Rules, ${ownDate}` : 'Comprehensive Rules') : firstLine
  if (meta.date === undefined) {
    let latest: string | null = null
    let evidence = ''
    for (const line of lines) {
      const t = line.text.trim()
      if (t.charCodeAt(0) !== 91) continue
      const d = stampDate(t)
      if (d && (latest === null || d > latest)) {
        latest = d
        evidence = t
      }
    }
    if (latest) {
      meta.date = latest
      meta.dateEvidence = evidence
    }
  }
  return title === undefined ? meta : { title, ...meta }
}

function findDate(text: string): string | null {
  const m = EVIDENCE.exec(text)
  return m ? readDate(m[1]) : null
}
