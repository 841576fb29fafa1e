/**
 * Rule numbers: an exact map, never the tokenizer (STYLE.md, Pagefind notes). `702.19b`,
 * `T.10.10`, `T.1.Ruling.2`, `cr 502.9d`, `419.6a.` all resolve to a key of the map.
 */

import { isRuleNumber, numberKey } from '../rule-number/index.js'

export { isRuleNumber, numberKey }

/** Words that only say "this is a rule number": "cr 502.9d", "rule 419.6a". */
const NUMBER_HINTS = new Set(['cr', 'rule', 'rules', 'comprules', 'see'])

/**
 * A judge document's short name before a section number names that section: "IPG 2.2", "mtr 2.3", "MTR B" (an
 * appendix). Without the name "2.2" is no rule number (the CR's start at 100), and could be any document's.
 */
const SECTION_HINTS: ReadonlySet<string> = new Set(['mtr', 'ipg', 'jar'])
const SECTION_NUMBER = /^(?:\d{1,2}(?:\.\d{1,2}){0,2}|[a-h])$/

export interface NumberQuery {
  /** Map keys found in the query, in order. */
  numbers: string[]
  /** Section numbers named with their judge document ("IPG 2.2"): map key and series. */
  sections: Array<{ key: string; series: string }>
  /** True when the query said "cr": prefer Comprehensive Rules documents. */
  preferCr: boolean
  /** The rest of the query, for the text search. */
  rest: string
}

export function splitNumbers(query: string): NumberQuery {
  const numbers: string[] = []
  const sections: NumberQuery['sections'] = []
  const rest: string[] = []
  let preferCr = false
  const parts = query.split(/\s+/).filter(Boolean)
  const clean = (raw: string) => raw.replace(/^[("'\[]+|[)"',;:\]]+$/g, '')
  for (let i = 0; i < parts.length; i++) {
    const w = clean(parts[i])
    const series = w.toLowerCase()
    const next = i + 1 < parts.length ? numberKey(clean(parts[i + 1])) : ''
    if (SECTION_HINTS.has(series) && SECTION_NUMBER.test(next)) {
      sections.push({ key: next, series })
      i++
    } else if (w.length <= 24 && isRuleNumber(w)) numbers.push(numberKey(w))
    else rest.push(parts[i])
  }
  if (numbers.length > 0) {
    // hint words only count as hints next to a number; otherwise "rule" is an ordinary word
    const kept: string[] = []
    for (const w of rest) {
      const k = w.toLowerCase()
      if (NUMBER_HINTS.has(k)) {
        if (k === 'cr' || k === 'comprules') preferCr = true
      } else kept.push(w)
    }
    return { numbers, sections, preferCr, rest: kept.join(' ') }
  }
  return { numbers, sections, preferCr, rest: rest.join(' ') }
}
