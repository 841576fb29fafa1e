/**
 * The table of contents: entries with dot leaders (or a tab) and a page number. It gives the outline
 * the body's headings are matched against, so a numbered line inside a paragraph is never taken for a
 * heading.
 */
import type { LayoutLine } from '../../text/pdf/layout-text.js'

export interface ContentsEntry {
  /** `2.2`, `A` for an appendix, null for an unnumbered entry ("Introduction", "Booster Draft Timing"). */
  number: string | null
  title: string
  /** 1 for chapters, appendices and unnumbered entries at the top; 2 for `2.2` or an appendix's part. */
  level: number
  /** The layout lines of the entry (two when its title wraps). */
  lines: LayoutLine[]
}

export interface Contents {
  /** Index in the lines of the first and last line of the block (a "Contents" title line included). */
  first: number
  last: number
  entries: ContentsEntry[]
}

/** "label ....... 12", "label\t12", "label ....\t12". */
const ENTRY = /^(?<label>.*?\S)\s*(?:(?:\.\s*){3,}|…+|\t)[\s.…]*(?<page>\d{1,3})$/
const LOOSE_ENTRY = /^(\S.*?\S)\s+(\d{1,3})$/
const TITLE = /^(?:table\s+of\s+)?contents$/i

/** A label's number and title: `2.2. Game Play Error — Looking at Extra Cards`, `Appendix B—Time Limits`. */
export function splitLabel(label: string): { number: string | null; title: string } {
  const clean = label.replace(/\s+/g, ' ').trim()
  const numbered = /^(\d{1,2}(?:\.\d{1,2})*)\.?\s+(\S.*)$/.exec(clean)
  if (numbered) return { number: numbered[1], title: numbered[2].trim() }
  const appendix = /^appendix\s+([A-Z])\b\s*[—–:-]?\s*(.*)$/i.exec(clean)
  if (appendix) return { number: appendix[1].toUpperCase(), title: appendix[2].trim() || `Appendix ${appendix[1].toUpperCase()}` }
  return { number: null, title: clean }
}

export function findContents(lines: readonly LayoutLine[], searchLimit = 400): Contents | null {
  const isEntry = (l: LayoutLine) => l.kind === 'text' && ENTRY.test(l.text)
  const quiet = (l: LayoutLine) => l.kind !== 'text'
  let start = -1
  for (let i = 0; i < Math.min(lines.length, searchLimit); i++) {
    if (isEntry(lines[i])) {
      // A table of contents is a run of entries, not one line that happens to end in a number.
      let n = 0
      for (let j = i; j < lines.length && n < 3 && (isEntry(lines[j]) || quiet(lines[j])); j++) if (isEntry(lines[j])) n++
      if (n >= 3) {
        start = i
        break
      }
    }
  }
  if (start < 0) return null

  const entries: ContentsEntry[] = []
  let last = start
  let pending: LayoutLine | null = null // a wrapped entry's first line
  for (let i = start; i < lines.length; i++) {
    const line = lines[i]
    if (quiet(line)) continue
    // Inside the contents, an entry whose leaders the PDF drew as graphics reads "Byes 49".
    const loose = !isEntry(line) && entries.length > 0 && LOOSE_ENTRY.exec(line.text)
    if (isEntry(line) || loose) {
      const label = loose ? loose[1] : ENTRY.exec(line.text)!.groups!.label
      const parts = pending ? [pending, line] : [line]
      entries.push({ ...splitLabel(pending ? `${pending.text} ${label}` : label), level: 1, lines: parts })
      pending = null
      last = i
      continue
    }
    // One line without leaders may be the first half of a wrapped entry; more ends the contents.
    if (!pending && i + 1 < lines.length && lines.slice(i + 1, i + 3).some(isEntry) && line.text.length < 120) {
      pending = line
      continue
    }
    break
  }
  let first = start
  for (let i = start - 1; i >= Math.max(0, start - 3); i--) {
    if (lines[i].kind === 'text' && TITLE.test(lines[i].text.trim())) {
      first = i
      break
    }
    if (lines[i].kind === 'text') break
  }
  assignLevels(entries)
  return { first, last, entries }
}

function assignLevels(entries: ContentsEntry[]) {
  let inAppendix = false
  for (const e of entries) {
    if (e.number && /^[A-Z]$/.test(e.number)) {
      inAppendix = true
      e.level = 1
    } else if (e.number) {
      inAppendix = false
      e.level = e.number.split('.').length
    } else {
      e.level = inAppendix ? 2 : 1
    }
  }
}
