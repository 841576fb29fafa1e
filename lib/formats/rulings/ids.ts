/**
 * Rule numbers of the rulings lists. Two numbering schemes share the family:
 * D'Angelo's own (`T`, `T.1`, `T.1.1`, `T.1.Ruling.2`, glossary `G1.1a`) and the
 * Comprehensive Rules' (`4`, `419`, `419.6`, `419.6a`) used by the 2003+ releases.
 */

import { NUMBER_TOKEN } from '../../rule-number/index.js'

/** Longest token worth testing; anything longer is prose, not a number. */
export const MAX_ID_LENGTH = 32

export function isRuleId(token: string): boolean {
  return token.length > 0 && token.length <= MAX_ID_LENGTH && NUMBER_TOKEN.test(token)
}

export function idDepth(id: string): number {
  let depth = 1
  for (let i = 0; i < id.length; i++) if (id.charCodeAt(i) === 46) depth++
  return depth
}

/** The chapter part: `T` of `T.1.2`, `419` of `419.6a`, `G1` of `G1.1a`. */
export function idRoot(id: string): string {
  const dot = id.indexOf('.')
  return dot === -1 ? id : id.slice(0, dot)
}

const isDigits = (s: string) => /^\d+$/.test(s)

/**
 * Whether `child` belongs under `parent`: `T.1` under `T`, `419.6a` under `419.6`,
 * and, as in the Comprehensive Rules, rule `419` under part `4`.
 */
export function extendsId(child: string, parent: string): boolean {
  if (child.length <= parent.length) return false
  if (child.startsWith(parent + '.')) return true
  return isDigits(parent) && parent.length === 1 && isDigits(idRoot(child)) && idRoot(child).length === 3 && child.startsWith(parent)
}

/**
 * How a number without the leading `- ` may be read. Letter-scheme numbers tell
 * entries from headings by depth; `419.6` may be either, and only the layout decides.
 */
export type IdShape = 'heading' | 'entry' | 'either'

export function idShape(id: string): IdShape {
  if (id.includes('Ruling') || /[a-z]$/.test(id)) return 'entry'
  const depth = idDepth(id)
  if (depth === 1) return 'heading'
  if (depth >= 3) return 'entry'
  return isDigits(idRoot(id)) ? 'either' : 'heading'
}

/** Document order of two sibling numbers: segment by segment, numerically. */
export function compareIds(a: string, b: string): number {
  const as = a.split('.')
  const bs = b.split('.')
  for (let i = 0; i < Math.min(as.length, bs.length); i++) {
    const an = parseInt(as[i].replace(/^\D+/, ''), 10)
    const bn = parseInt(bs[i].replace(/^\D+/, ''), 10)
    if (!Number.isNaN(an) && !Number.isNaN(bn) && an !== bn) return an - bn
    if (as[i] !== bs[i]) return as[i] < bs[i] ? -1 : 1
  }
  return as.length - bs.length
}
