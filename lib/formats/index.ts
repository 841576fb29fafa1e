/**
 * The format families the ingester knows. Adding a family means one folder under
 * lib/formats/ and one line in `families`.
 */
import type { Family } from '../types.js'
import { articleFormat } from './article/index.js'
import { cardNamesFormat } from './cardnames/index.js'
import { crFormat } from './cr/index.js'
import { faqFormat } from './faq/index.js'
import { judgeFormat } from './judge/index.js'
import type { FormatFamily } from './family.js'
import { newsgroupFormat } from './newsgroup/index.js'
import { rulingsFormat } from './rulings/index.js'
import { scryfallFormat } from './scryfall/index.js'
import { translationFormat } from './translation/index.js'

export { ParseError, type FormatFamily, type StreamParser } from './family.js'

// A translation before the CR: both see the CR's numbered lines, and a tie goes to the one listed first.
export const families: readonly FormatFamily[] = [rulingsFormat, translationFormat, crFormat, newsgroupFormat, faqFormat, articleFormat, judgeFormat, scryfallFormat, cardNamesFormat]

export function familyById(id: Family): FormatFamily {
  const family = families.find((f) => f.id === id)
  if (!family) throw new Error(`unknown family ${id}`)
  return family
}

/** Below this no family is confident enough: the document is reported as of unknown format. */
const MIN_CONFIDENCE = 0.3

export interface Detection {
  family: FormatFamily | null
  scores: Record<Family, number>
}

export function detectFamily(text: string): Detection {
  const scores = {} as Record<Family, number>
  let best: FormatFamily | null = null
  for (const family of families) {
    const score = family.detect(text)
    scores[family.id] = score
    if (score >= MIN_CONFIDENCE && (!best || score > scores[best.id])) best = family
  }
  return { family: best, scores }
}
