import { parseRuleNumber } from './parse.js'

/**
 * The number one level up, canonical: `502.9a` -> `502.9` -> `502` -> `5` -> null; `T.1.Ruling.2` -> `T.1`,
 * `T.10.13` -> `T.10` -> `T` -> null, `G1.1a` -> `G1.1` -> `G1`. Null for a chapter or a string that is not a number.
 */
export function parentNumber(raw: string): string | null {
  const p = parseRuleNumber(raw)
  if (!p) return null
  if (p.numbering === 'cr') {
    if (p.kind === 'subrule') return `${p.section}.${p.rule}`
    if (p.kind === 'rule') return String(p.section)
    if (p.kind === 'section') return String(p.chapter)
    return null
  }
  if (p.ruling !== null) return [p.chapter, ...p.path].join('.')
  if (p.path.length === 0) return null
  const last = p.path[p.path.length - 1]
  const path = /[a-z]$/.test(last) ? [...p.path.slice(0, -1), last.slice(0, -1)] : p.path.slice(0, -1)
  return [p.chapter, ...path].join('.')
}
