/**
 * A rule number read into its parts. Two numberings share the documents: the Comprehensive Rules' (chapter `5`,
 * section `502`, rule `502.9`, subrule `502.9a`) and D'Angelo's letters (chapter `T`, `AB` or glossary `G1`,
 * section `T.1`, entry `T.1.2` or `G1.1a`, ruling `T.1.Ruling.2`).
 */
import { canonicalNumber } from './canonical.mjs'

export interface CrRuleNumber {
  numbering: 'cr'
  kind: 'chapter' | 'section' | 'rule' | 'subrule'
  /** Canonical form: `502.9a`. */
  number: string
  chapter: number
  /** `502`; null for a chapter. */
  section: number | null
  /** `9` of `502.9a`; null for a chapter or section. */
  rule: number | null
  /** `a` of `502.9a`, else null. */
  letter: string | null
}

export interface LetterRuleNumber {
  numbering: 'letter'
  kind: 'chapter' | 'section' | 'entry' | 'ruling'
  /** Canonical form: `T.1.Ruling.2`. */
  number: string
  /** `T`, `AB`, glossary `G1`. */
  chapter: string
  /** The numbered segments after the chapter, as written: `['10', '13']` of `T.10.13`, `['1a']` of `G1.1a`. */
  path: string[]
  /** `2` of `T.1.Ruling.2`, else null. */
  ruling: number | null
}

export type ParsedRuleNumber = CrRuleNumber | LetterRuleNumber

// No leading zeros: the documents never write them, and `502.09` would otherwise equal `502.9`.
const CR = /^(?:([1-9]\d?)|([1-9]\d{2})(?:\.([1-9]\d{0,2})([a-z])?)?)$/
const LETTER = /^([A-Z]{1,2}(?:[1-9]\d?)?)((?:\.[1-9]\d{0,2}[a-z]?)*)(?:\.Ruling\.([1-9]\d{0,2}))?$/

/** Longer than any number; anything longer is prose. */
const MAX_LENGTH = 40

/**
 * Reads a number in any of the forms documents and people write: any case (`419.6A`, `t.1.ruling.2`), a trailing
 * period (`502.9a.`), surrounding spaces, and the 2009 CR's misprint with a space after a dot (`702. 37a`).
 * Null when the string is not a rule number.
 */
export function parseRuleNumber(raw: string): ParsedRuleNumber | null {
  if (raw.length > MAX_LENGTH) return null
  const number = canonicalNumber(raw.replace(/(\d)\.[ \t]+(?=\d)/g, '$1.'))
  let m = CR.exec(number)
  if (m) {
    if (m[1] !== undefined) return { numbering: 'cr', kind: 'chapter', number, chapter: Number(m[1]), section: null, rule: null, letter: null }
    const section = Number(m[2])
    const rule = m[3] === undefined ? null : Number(m[3])
    const letter = m[4] ?? null
    const kind = letter ? 'subrule' : rule === null ? 'section' : 'rule'
    return { numbering: 'cr', kind, number, chapter: Math.floor(section / 100), section, rule, letter }
  }
  m = LETTER.exec(number)
  if (m) {
    const path = m[2] ? m[2].slice(1).split('.') : []
    const ruling = m[3] === undefined ? null : Number(m[3])
    const kind =
      ruling !== null ? 'ruling' : path.length === 0 ? 'chapter' : path.length === 1 && !/[a-z]$/.test(path[0]) ? 'section' : 'entry'
    return { numbering: 'letter', kind, number, chapter: m[1], path, ruling }
  }
  return null
}
