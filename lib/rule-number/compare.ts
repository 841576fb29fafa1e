import { parseRuleNumber, type ParsedRuleNumber } from './parse.js'

type Key = Array<number | string>

// Each position holds one type for every number of one numbering, so keys compare element by element.
function sortKey(p: ParsedRuleNumber): Key {
  if (p.numbering === 'cr') return [0, p.chapter, p.section ?? -1, p.rule ?? -1, p.letter ?? '']
  const chapter = /^([A-Z]+)(\d*)$/.exec(p.chapter)!
  const key: Key = [1, chapter[1], chapter[2] ? Number(chapter[2]) : -1]
  for (const segment of p.path) {
    const s = /^(\d+)([a-z]?)$/.exec(segment)!
    key.push(0, Number(s[1]), s[2])
  }
  // A section's rulings come after its numbered entries, as D'Angelo lists them.
  if (p.ruling !== null) key.push(1, p.ruling, '')
  return key
}

/**
 * Document order of two rule numbers: `502.9` < `502.9a` < `502.10` < `503`; `T.1` < `T.1.2` < `T.1.10` <
 * `T.1.Ruling.2`; `G` < `G1` < `G2`. Comprehensive Rules numbers come before D'Angelo's, and strings that are not
 * numbers after both (in code-unit order). Two ways of writing one number (`502.9A.`, `502.9a`) compare equal.
 */
export function compareNumbers(a: string, b: string): number {
  const pa = parseRuleNumber(a)
  const pb = parseRuleNumber(b)
  if (!pa || !pb) return pa ? -1 : pb ? 1 : a < b ? -1 : a > b ? 1 : 0
  const ka = sortKey(pa)
  const kb = sortKey(pb)
  for (let i = 0; i < Math.min(ka.length, kb.length); i++) {
    if (ka[i] !== kb[i]) return ka[i] < kb[i] ? -1 : 1
  }
  return ka.length - kb.length
}
