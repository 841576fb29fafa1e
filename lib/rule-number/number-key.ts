/**
 * Rule numbers as keys of an exact map: the search's number map (never the tokenizer: STYLE.md, Pagefind notes)
 * and the graph's same-number links. `702.19b`, `T.10.10`, `T.1.Ruling.2`, `419.6A.` all have a key.
 */

/** A rule number as a map key: trimmed, lower case, no trailing period. */
export function numberKey(number: string): string {
  return number.trim().toLowerCase().replace(/\.+$/, '')
}

// Narrower than parseRuleNumber on purpose: in a query a lone `5` or `t` is a word, so only sections and
// deeper count, and only the single-letter chapters and depths people type. Matched against numberKey's output.
const QUERY_NUMBER = /^(?:\d{3}(?:\.\d{1,3}[a-z]?)?|[a-z]\d{0,2}\.\d{1,3}[a-z]?(?:\.(?:\d{1,3}[a-z]?|ruling\.\d{1,3}))?)$/

/** True when a word typed in a search (any case, trailing period allowed) is a rule number. */
export function isRuleNumber(word: string): boolean {
  return QUERY_NUMBER.test(numberKey(word))
}
