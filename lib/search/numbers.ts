/**
 * Rule numbers: an exact map, never the tokenizer (STYLE.md, Pagefind notes). `702.19b`,
 * `T.10.10`, `T.1.Ruling.2`, `cr 502.9d`, `419.6a.` all resolve to a key of the map.
 */

import { isRuleNumber, numberKey } from '../rule-number/index.js'

export { isRuleNumber, numberKey }

/** Words that only say "this is a rule number": "cr 502.9d", "rule 419.6a". */
const NUMBER_HINTS = new Set(['cr', 'rule', 'rules', 'comprules', 'see'])

export interface NumberQuery {
  /** Map keys found in the query, in order. */
  numbers: string[]
  /** True when the query said "cr": prefer Comprehensive Rules documents. */
  preferCr: boolean
  /** The rest of the query, for the text search. */
  rest: string
}

export function splitNumbers(query: string): NumberQuery {
  const numbers: string[] = []
  const rest: string[] = []
  let preferCr = false
  const parts = query.split(/\s+/).filter(Boolean)
  for (const raw of parts) {
    const w = raw.replace(/^[("'\[]+|[)"',;:\]]+$/g, '')
    if (w.length <= 24 && isRuleNumber(w)) numbers.push(numberKey(w))
    else rest.push(raw)
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
    return { numbers, preferCr, rest: kept.join(' ') }
  }
  return { numbers, preferCr, rest: rest.join(' ') }
}
