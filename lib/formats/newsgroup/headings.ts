/**
 * Topic headings are underlined with a run of dashes as long as the heading
 * (`Turn Order ----------`). With the line breaks gone, that length is what
 * tells where the heading starts; with them kept, the heading is the line above.
 */
import type { Word } from './words.js'
import { aloneOnLine } from './words.js'

/** A word of only `ch`, at least three long. */
export function isRule(text: string, word: Word, ch: string): boolean {
  if (word.end - word.start < 3) return false
  for (let i = word.start; i < word.end; i++) if (text[i] !== ch) return false
  return true
}

// A word ending like this closes a sentence or an attribution, so a heading
// never reaches back past it when the underline length does not decide.
const CLOSER = /[.!?\]]["')]*$/
// No heading in the corpus is longer; bounding the walk back keeps it linear.
const MAX_HEADING_WORDS = 12

/**
 * The words [from, k) that the underline at word `k` underlines, or null when it
 * underlines nothing (a separator such as the `----` after a signature).
 * `floor` is the first word the heading may use.
 */
export function headingBefore(text: string, words: Word[], k: number, floor: number): { from: number } | null {
  const dashes = words[k].end - words[k].start
  if (k <= floor) return null
  if (aloneOnLine(words, k)) {
    // The post kept its lines: the heading is the whole line above, if there is
    // one directly above (a blank line between makes the dashes a separator).
    if (words[k].paragraphStart) return null
    let from = k - 1
    while (from > floor && !words[from].lineStart) from--
    if (!words[from].lineStart) return null
    const length = words[k - 1].end - words[from].start
    const last = text.slice(words[k - 1].start, words[k - 1].end)
    const fits = Math.abs(length - dashes) <= Math.max(3, dashes / 3)
    // A hand-typed underline may be short, but not a quarter of the line: a
    // `----` under a signature line is a separator.
    const plausible = k - from <= MAX_HEADING_WORDS && dashes * 2 >= length && !CLOSER.test(last)
    return fits || plausible ? { from } : null
  }
  // Flattened: choose the word start whose length best matches the underline.
  const tolerance = Math.max(2, Math.floor(dashes * 0.15))
  const end = words[k - 1].end
  let best: number | null = null
  let bestMiss = Infinity
  for (let from = k - 1; from >= floor && k - from <= MAX_HEADING_WORDS; from--) {
    const length = end - words[from].start
    if (length > dashes + tolerance) break
    const miss = Math.abs(length - dashes)
    if (miss <= tolerance && miss < bestMiss) {
      best = from
      bestMiss = miss
    }
    // A sentence end before this word means the heading cannot start earlier.
    if (from > floor && CLOSER.test(text.slice(words[from - 1].start, words[from - 1].end)) && best !== null) break
  }
  return best === null ? null : { from: best }
}
