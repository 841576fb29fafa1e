/** The dates a rulings list states about itself (not its citations: lib/graph/ reads those). */
import { parseDate } from '../../text/dates.js'

const RELEASE_PREFIX = 'this search based on the '
const RELEASE_SUFFIX = ' release of the rulings'

/** `This search based on the January 15, 2004 release of the Rulings.` — a page remnant that dates the page. */
export function releaseLine(t: string): { date: string | null } | null {
  if (t.length > 120) return null
  const lower = t.toLowerCase()
  if (!lower.startsWith(RELEASE_PREFIX)) return null
  const end = lower.indexOf(RELEASE_SUFFIX)
  if (end === -1) return null
  // The 2004 pages also print `January 15,2004`, without the space.
  const phrase = t.slice(RELEASE_PREFIX.length, end).replace(/,(?=\d)/g, ', ')
  return { date: parseDate(phrase) }
}

/**
 * `General Rulings Summary          Updated 05/16/99`: the title line of a full
 * release. D'Angelo wrote MM/DD/YY until mid-1999 and YY/MM/DD (`99/08/17`) after.
 */
export function titleLine(t: string): { title: string; date: string | null; evidence: string | null } | null {
  if (t.length > 160 || !/rulings summary|mtg rulings/i.test(t)) return null
  // A sentence that mentions the summaries is not their title.
  if (/[.!?]$/.test(t) && !/updated/i.test(t)) return null
  const at = t.search(/(?:last )?updated\b/i)
  const title = (at === -1 ? t : t.slice(0, at)).trim().replace(/^["']|["']$/g, '')
  if (!title) return null
  const tail = at === -1 ? '' : t.slice(at).trim()
  const written = tail.replace(/^(?:last )?updated\s*:?\s*/i, '')
  return { title, date: written ? readReleaseDate(written) : null, evidence: tail || null }
}

/** A release date as D'Angelo wrote it: `05/16/99` (MM/DD/YY, the 1990s), `99/08/17` (YY/MM/DD), `2008/03/17`. */
export function readReleaseDate(written: string): string | null {
  const plain = parseDate(written)
  const m = /^(\d{2})\/(\d{2})\/(\d{2})$/.exec(written)
  if (!m) return plain
  const [a, b, c] = [Number(m[1]), Number(m[2]), Number(m[3])]
  // MM/DD/YY only fits the years D'Angelo used it (the 1990s); otherwise YY/MM/DD.
  const mdyFits = a >= 1 && a <= 12 && c >= 93
  if (mdyFits && plain) return plain
  if (b >= 1 && b <= 12 && c >= 1 && c <= 31) {
    const year = a >= 90 ? 1900 + a : 2000 + a
    return `${year}-${m[2]}-${m[3]}`
  }
  return plain
}
