/**
 * Chinese, Japanese and Korean words, for the translations' indexes and the queries that search them (shared by
 * builder and engine; pure). These scripts write no spaces between words (Korean writes them between phrases, a
 * word with its particles: "생물은"), so the English reading (`[a-z0-9]+`) sees nothing in them.
 *
 * - The index holds, per run of CJK characters, the words `Intl.Segmenter` cuts it into (ICU's dictionary: Node 20
 *   and every current browser ship it) and every pair of neighbouring characters (bigrams, as Lucene's CJK analyser
 *   indexes). The segmenter reads a term alone otherwise than inside a sentence ("死触" alone is 死|触, in a
 *   sentence it may be one word): the bigrams hold what either reading may look for.
 * - A query's run is cut by the same segmenter; single characters in a row are one word again (死|触 -> 死触); a word
 *   the index holds is searched as is, else as its bigrams (each a word of the query), and a Korean word also as its
 *   starts (its stem, its particles cut: "생물은" also "생물").
 * - Which translations a query searches is read from its script (`scriptLanguages`): an English query fetches none.
 */

import { CJK, HAN, HANGUL, KANA } from '../text/scripts.js'

/** A run of CJK characters: Han, kana (with the long-vowel mark), Hangul. */
const RUN = new RegExp(`[${CJK}ー々〆]+`, 'gu')
/** The same characters, for a test (a global pattern's `test` moves its lastIndex, which `matchAll` then starts from). */
const ANY = new RegExp(RUN.source, 'u')
const HAN_RE = new RegExp(`[${HAN}]`, 'u')
const KANA_RE = new RegExp(`[${KANA}]`, 'u')
const HANGUL_RE = new RegExp(`[${HANGUL}]`, 'u')

/**
 * Particles and function words as common as "the" (zh, ja): dropped from queries and index alike, as
 * lib/text/words.ts STOPWORDS are in English. Korean particles are attached to their word: its starts read them off.
 */
export const CJK_STOPWORDS: ReadonlySet<string> = new Set(
  (
    '的 了 是 在 和 与 或 及 把 被 吗 呢 吧 啊 呀 么 我 你 他 她 它 我们 这 那 这个 那个 一个 怎么 怎样 什么 如何 为什么 会 能 可以 要 就 都 也 还 ' +
    'は が を に で と の も へ や か な ね よ から まで より です ます する した して され れ る た て だ こと もの どう なぜ ですか'
  ).split(' '),
)

/** NFKC folds full-width letters and half-width kana; NFKD (the English normalisation) would split Hangul into jamo. */
export const cjkFold = (text: string) => text.normalize('NFKC').toLowerCase()

let segmenter: Intl.Segmenter | null | undefined
function words(run: string): string[] {
  // ICU's word break reads Chinese and Japanese from one dictionary, whatever the locale asked for
  if (segmenter === undefined) segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter('ja', { granularity: 'word' }) : null
  if (!segmenter) return [run]
  const out: string[] = []
  for (const s of segmenter.segment(run)) if (s.isWordLike) out.push(s.segment)
  return out
}

/** Whether a text holds CJK characters at all (the English-only path stays exactly as it was). */
export function hasCjk(text: string): boolean {
  return ANY.test(text)
}

/** Index terms of a text's CJK runs, each with where it stands in the text (for position buckets): words and bigrams. */
export function cjkTerms(text: string): Array<[number, string]> {
  const out: Array<[number, string]> = []
  const t = cjkFold(text)
  for (const m of t.matchAll(RUN)) {
    const run = m[0]
    let at = 0
    for (const w of words(run)) {
      const i = run.indexOf(w, at)
      at = i < 0 ? at : i + w.length
      if (!CJK_STOPWORDS.has(w) && w.length <= 40 && (w.length !== 2 || i < 0)) out.push([m.index! + Math.max(0, i), w])
    }
    // a two-character word is its bigram: once
    for (let i = 0; i + 1 < run.length; i++) out.push([m.index! + i, run.slice(i, i + 2)])
  }
  return out
}

/**
 * The words of a query's CJK runs: the segmenter's, stopwords out, single characters in a row joined again (the
 * segmenter cuts a rare compound into its characters; the index holds its bigrams).
 */
export function cjkWords(query: string): string[] {
  const out: string[] = []
  for (const m of cjkFold(query).matchAll(RUN)) {
    let single = ''
    const flush = () => {
      if (single) out.push(single)
      single = ''
    }
    for (const w of words(m[0])) {
      if (CJK_STOPWORDS.has(w)) flush()
      else if (w.length === 1) single += w
      else {
        flush()
        out.push(w)
      }
    }
    flush()
  }
  return out
}

/** How many words a title has as a query counts them (a title saying the query: score.ts `titleIsQuery`). */
export function cjkWordCount(title: string): number {
  return cjkWords(title).length
}

/** A word's alternatives: [term, weight]; several lists when it is read as its bigrams (each a word of the query). */
export function cjkReadings(word: string, has: (term: string) => boolean, startWeight: number): Array<Array<[string, number]>> {
  if (HANGUL_RE.test(word)) {
    // Korean words take particles and endings at their end: the word's starts, the longest first, weigh a little less
    const alts: Array<[string, number]> = has(word) ? [[word, 1]] : []
    for (let k = word.length - 1, w = startWeight; k >= 2; k--, w *= startWeight) if (has(word.slice(0, k))) alts.push([word.slice(0, k), w])
    return alts.length ? [alts] : []
  }
  if (has(word)) return [[[word, 1]]]
  if (word.length < 3) return []
  const out: Array<Array<[string, number]>> = []
  for (let i = 0; i + 1 < word.length; i++) {
    const b = word.slice(i, i + 2)
    if (has(b) && !out.some((x) => x[0][0] === b)) out.push([[b, 1]])
  }
  return out
}

/**
 * The translations' languages a query's script may be in (BCP 47, as DocumentInfo.language): Hangul is Korean,
 * kana Japanese, Han alone Chinese or Japanese (稲妻, 闪电). None for a query in Latin letters.
 */
export function scriptLanguages(query: string): string[] {
  const q = String(query ?? '').slice(0, 400)
  const out: string[] = []
  if (HANGUL_RE.test(q)) out.push('ko')
  if (KANA_RE.test(q)) out.push('ja')
  else if (HAN_RE.test(q)) out.push('zh-Hans', 'zh-Hant', 'ja')
  return out
}

/** Whether a document in `language` is searched with these languages: a translation only when asked, by script or by choice. */
export function languageSearched(language: string | null | undefined, languages: readonly string[] | undefined): boolean {
  if (!language) return true
  // "zh" asks for any Chinese; "zh-Hans" for Simplified only
  const primary = (tag: string) => tag.split('-')[0]
  return !!languages?.some((l) => l === language || l === primary(language) || language === primary(l))
}
