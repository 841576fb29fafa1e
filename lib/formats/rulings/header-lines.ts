/**
 * The header block of a whole D'Angelo release: the banner, the change-mark line,
 * the signature. Each reader looks at one trimmed line and is bounded in length.
 */
import { readReleaseDate } from './dates.js'

const CHANGES_SINCE =
  /^an? .{1,40}? (?:is|are) used to mark changes since (?:the )?(?:last released version(?: on)? )?\(?(?<date>\d{1,4}\/\d{1,2}\/\d{1,4})/i

/**
 * `An open circle is used to mark changes since the last released version on 04/21/99.` /
 * `A '+' is used to mark changes since the 2008/02/11 release.`: the release the change marks refer to.
 */
export function changesSinceLine(t: string): string | null {
  if (t.length > 200) return null
  const m = CHANGES_SINCE.exec(t)
  return m ? readReleaseDate(m.groups!.date) : null
}

/** `Updated 2008/03/17` on a line of its own under the banner title. */
export function updatedLine(t: string): string | null {
  if (t.length > 40) return null
  const m = /^(?:last )?updated\s*:?\s*(?<date>\d{1,4}\/\d{1,2}\/\d{1,4})$/i.exec(t)
  return m ? readReleaseDate(m.groups!.date) : null
}

/** `Stephen D'Angelo (dangelo@crystalkeep.com)`: the signature names the author. */
export function signatureAuthor(t: string): string | null {
  if (t.length > 100) return null
  const m = /^(?<name>[A-Z][a-z]+ [A-Z][A-Za-z']+)\s*\([\w.+-]+@[\w.-]+\)$/.exec(t)
  return m ? m.groups!.name : null
}

/** Lines only a whole release's header has; each is enough to tell the family. */
export function isHeaderLine(t: string): boolean {
  return (
    changesSinceLine(t) !== null ||
    /^rulings are collected from many sources\b/i.test(t) ||
    /^official magic: the gathering rules summary$/i.test(t) ||
    /^this is the final release under the .{1,40} rules\.?$/i.test(t) ||
    /^(?:general|card) rulings summary\b/i.test(t)
  )
}

/** `General Rulings Summary (CHANGES ONLY)`: a file of the changes since a release, not a whole one. */
export const isChangesOnly = (title: string) => /\(\s*changes only\s*\)/i.test(title)

/**
 * One series per summary, so the releases of one summary are versions of each other:
 * `General Rulings Summary` -> `dangelo-general`, `Card Rulings Summary (CHANGES ONLY)` -> `dangelo-cards`.
 */
export function seriesOf(title: string): string {
  const words = title
    .replace(/\(\s*changes only\s*\)/i, ' ')
    .replace(/\b(?:mtg|magic|rulings?|summary|summaries)\b/gi, ' ')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  const name = words === 'card' || words === 'cards' ? 'cards' : words
  return name ? `dangelo-${name.slice(0, 40).replace(/-+$/, '')}` : 'dangelo-rulings'
}
