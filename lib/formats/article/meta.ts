/**
 * What an article says about itself where no metadata block says it: the date of the
 * ` Posted in **Feature**` / ` on February 7, 2004 ` byline, a release-notes "Release date".
 */
import { findDateMatch } from '../../text/dates.js'
import type { DocMeta } from '../tree.js'

// The byline's words may carry markup (`**Feature**`, `<b>`), so a bounded stretch is allowed.
const POSTED = /\bPosted in\b[^\n]{0,120}\n?[^\n]{0,40}?\bon\s+([^\n<]{4,40})/
const RELEASE = /\b(?:release|launch)(?:\s+date)?\b[^\n]{0,60}/gi

export function postedDate(source: string): DocMeta | null {
  const m = POSTED.exec(source.slice(0, 20_000))
  const date = m ? findDateMatch(m[1]) : null
  return date ? { date: date.date, dateEvidence: `Posted ... on ${m![1].trim()}` } : null
}

export function releaseDate(source: string): DocMeta | null {
  const head = source.slice(0, 5_000)
  for (const m of head.matchAll(RELEASE)) {
    const date = findDateMatch(m[0])
    if (date) return { date: date.date, dateEvidence: m[0].trim() }
  }
  return null
}

/** Fills what `meta` lacks from `more`. */
export function fillMeta(meta: DocMeta, more: DocMeta | null): void {
  if (!more) return
  for (const key of ['title', 'date', 'author', 'dateEvidence'] as const) if (meta[key] === undefined && more[key] !== undefined) meta[key] = more[key]
}

/** A metadata date may be written any way; the tree wants ISO. */
export function isoDate(meta: DocMeta): void {
  if (meta.date === undefined) return
  const found = findDateMatch(meta.date)
  if (found) meta.date = found.date
  else delete meta.date
}
