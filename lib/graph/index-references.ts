/**
 * The lines of a rulings release's Index: `Activated, A.2` or `Abilities ....... A.1`,
 * a term and the numbers of the sections about it. Each number is a link to its section.
 * Term headings (`Abilities` on a line of its own) point nowhere and give nothing.
 */
import type { Reference } from '../types.js'
import { HEADING_NUMBER } from '../rule-number/index.js'

// A term, then a comma or a run of dots, then one or more numbers separated by commas.
const INDEX_LINE = new RegExp(
  `^(?<term>.{1,120}?)(?:\\s*,\\s*|\\s*\\.{2,}\\s*)(?<numbers>${HEADING_NUMBER}(?:\\s*,\\s*${HEADING_NUMBER})*)\\s*$`,
)

/** References for every index line of `text` (one line per paragraph, as the parser keeps an index). */
export function indexReferences(text: string): Reference[] {
  const refs: Reference[] = []
  for (const raw of text.split('\n')) {
    const line = raw.trim()
    if (line.length > 300) continue
    const m = INDEX_LINE.exec(line)
    if (!m) continue
    // Three digits at most: `See the credits, 1999` ends in a year, not a rule.
    for (const number of m.groups!.numbers.split(/\s*,\s*/)) {
      refs.push({ text: line, number, target: null, kind: 'rule' })
    }
  }
  return refs
}
