/**
 * What each field of a node contains, as index terms (with era concept tokens inserted
 * where their spellings occur). Used by the builder; the query side uses the same
 * text.ts / era.ts functions on the query.
 */
import { cjkTerms, cjkWordCount, hasCjk } from './cjk.js'
import { conceptHits, conceptToken } from './era.js'
import { normalise, STOPWORDS, stem } from '../text/words.js'
import type { Field } from './types.js'

const WORD = /[a-z0-9]+/g

/** Citation brackets carry dates ("[CompRules 1999/04/23]"): noise to a word search, and the
 * source and date are filters of their own. */
const CITATION = /\[[^\]\n]{0,80}\d{2,4}\/\d{1,2}\/\d{1,4}[^\]\n]{0,40}\]/g

export function analyse(text: string): string[] {
  const n = normalise(text).replace(CITATION, ' ')
  const items: Array<[number, string]> = []
  for (const m of n.matchAll(WORD)) {
    const w = m[0]
    // long numbers are rule numbers (the exact map finds those) and years; "1f", "10e" are
    // the tails of rule numbers split at the period ("409.1f")
    if (w.length > 40 || STOPWORDS.has(w) || (w.length < 2 && !/\d/.test(w)) || /^\d{3,}$|^\d{1,2}[a-np-z]$/.test(w)) continue
    items.push([m.index, stem(w)])
  }
  for (const h of conceptHits(n)) items.push([h.start, conceptToken(h.key)])
  // a translation's Chinese, Japanese or Korean words (cjk.ts); an English text has none, and reads as it did
  if (hasCjk(text)) items.push(...cjkTerms(text.replace(CITATION, ' ')))
  items.sort((a, b) => a[0] - b[0])
  return items.map((i) => i[1])
}

export interface FieldSource {
  title: string | null
  text: string
}

/** A heading's text may just repeat its title ("502.9. Trample"): then it has no body of its own. */
export function ownBody(node: FieldSource): string {
  const t = node.text.trim()
  return node.title && t.replace(/[.:\s]+$/, '') === node.title.trim().replace(/[.:\s]+$/, '') ? '' : t
}

/**
 * Where a rule's examples start ("Example: A player who controls ..."): the Comprehensive Rules illustrate with
 * incidental words. Only there: in a rulings list or a FAQ the example is often the ruling itself.
 */
const EXAMPLE = /(?:^|\n|\s)Examples?:/
/** Two or more capitalised words in a row ("Giant Growth", "Boon Reflection", "Circle of Protection: Red"): a card's name. */
const CARD_NAME = /\b[A-Z][\w'’-]*(?:,? (?:of |the |and |to |from )*[A-Z][\w'’-]*)+/g

export function fieldTerms(node: FieldSource, examples = false): Record<Field, string[]> {
  const own = ownBody(node)
  const cut = examples ? own.search(EXAMPLE) : -1
  const shown = cut > 0 ? own.slice(cut) : ''
  // a card an example names is what a player types to find it: its name counts as the rule's own words
  const names = shown.match(CARD_NAME) ?? []
  const body = [...analyse(cut > 0 ? own.slice(0, cut) : own), ...analyse(names.join(' '))]
  const example = cut > 0 ? analyse(shown) : []
  const title = analyse(node.title ?? '')
  // a title that only repeats the start of the body (a FAQ question, "Q: <title>") adds
  // nothing the body's first position bucket does not say; leaving it out keeps the index small
  const repeats = title.length > 4 && title.every((t, i) => body[i] === t)
  return { title: repeats ? [] : title, body, example }
}

/**
 * A title's length in words (score.ts reads it: a title saying the query, a long title): its terms but era tokens; a
 * Chinese, Japanese or Korean title counts its words as a query's are read (cjk.ts), not its bigrams.
 */
export function titleWords(title: string | null, terms: string[]): number {
  const own = terms.filter((t) => !t.startsWith('_'))
  if (!title || !hasCjk(title)) return own.length
  return own.filter((t) => /^[a-z0-9]+$/.test(t)).length + cjkWordCount(title)
}
