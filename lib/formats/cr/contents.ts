/**
 * Full versions list every heading twice: once in the contents, once in the body.
 * The contents is kept whole as one block, so it never yields numbered nodes.
 */
import type { Line } from '../../text/lines.js'
import { looksLikeTitle, readLandmark, readNumber, type LandmarkWords } from './classify.js'

export interface Regions {
  /** First line of the contents (its heading when it has one), or null when there is none. */
  contentsStart: number | null
  /**
   * End (exclusive) of the list itself. Old versions put prose between the list and the
   * rules (a notice, the introduction); those lines, from here to `bodyStart`, are not contents.
   */
  contentsEnd: number | null
  /** First line of the body: rules, glossary, credits. */
  bodyStart: number
}

/**
 * Finds the contents by its repetition: the body begins where the first heading of the
 * list appears a second time. Linear: one pass to the first numbered rule.
 */
export function findRegions(lines: Line[], trimmed: string[], words?: LandmarkWords): Regions {
  const n = lines.length
  let firstRule = n
  let contentsHeading: number | null = null
  let glossaryAt: number | null = null
  const firstSeen = new Map<string, number>()
  let repeatAt: number | null = null
  let repeatOf: number | null = null
  for (let i = 0; i < n; i++) {
    const t = trimmed[i]
    if (!t) continue
    const landmark = readLandmark(t, words)
    if (landmark === 'contents' && contentsHeading === null && firstSeen.size === 0) contentsHeading = i
    if (landmark === 'glossary' && glossaryAt === null) glossaryAt = i
    const num = readNumber(t)
    if (num && num.kind === 'rule') {
      firstRule = i
      break
    }
    if (num && repeatAt === null) {
      const prior = firstSeen.get(t)
      if (prior !== undefined) {
        repeatAt = i
        repeatOf = prior
      } else firstSeen.set(t, i)
    }
  }
  if (repeatAt !== null && repeatOf !== null) {
    // Without a heading of its own, the list starts at its first heading line.
    const start = contentsHeading !== null && contentsHeading < repeatOf ? contentsHeading : repeatOf
    const bodyStart = chapterAbove(trimmed, repeatAt, repeatOf)
    return { contentsStart: start, contentsEnd: listEnd(trimmed, start, bodyStart, words), bodyStart }
  }
  if (contentsHeading !== null) {
    // A contents heading whose list never repeats: the body starts at the headings that open the first rule.
    let start = firstRule
    let j = firstRule - 1
    for (const wanted of ['section', 'chapter']) {
      while (j > contentsHeading && !trimmed[j]) j--
      const num = j > contentsHeading ? readNumber(trimmed[j]) : null
      if (!num || num.kind !== wanted) break
      start = j
      j--
    }
    return { contentsStart: contentsHeading, contentsEnd: listEnd(trimmed, contentsHeading, start, words), bodyStart: start }
  }
  let bodyStart = firstRule
  for (let i = 0; i < firstRule; i++) {
    const t = trimmed[i]
    if (!t) continue
    const num = readNumber(t)
    if (num && (num.kind === 'section' || num.kind === 'chapter')) {
      bodyStart = i
      break
    }
  }
  if (glossaryAt !== null && glossaryAt < bodyStart) bodyStart = glossaryAt
  return { contentsStart: null, contentsEnd: null, bodyStart }
}

/**
 * The body may open with a chapter heading worded unlike its contents entry (2009 lists
 * "1. Game Concepts" and opens with "1. The Game"), so only the section under it repeats.
 */
function chapterAbove(trimmed: string[], repeatAt: number, repeatOf: number): number {
  const repeated = readNumber(trimmed[repeatAt])
  if (!repeated || repeated.kind !== 'section') return repeatAt
  let j = repeatAt - 1
  while (j > repeatOf && !trimmed[j]) j--
  const above = j > repeatOf ? readNumber(trimmed[j]) : null
  return above && above.kind === 'chapter' && above.chapter === repeated.chapter ? j : repeatAt
}

/** The list ends before its first line of prose: entries are headings, landmarks or short titles. */
function listEnd(trimmed: string[], start: number, bodyStart: number, words?: LandmarkWords): number {
  let end = start + 1
  for (let i = start + 1; i < bodyStart; i++) {
    const t = trimmed[i]
    if (!t) continue
    if (readNumber(t) === null && readLandmark(t, words) === null && !looksLikeTitle(t)) return end
    end = i + 1
  }
  return bodyStart
}
