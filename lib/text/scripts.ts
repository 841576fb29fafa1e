/**
 * The scripts of Chinese, Japanese and Korean, in one place for the parsers that read translations
 * (lib/formats/cr, lib/formats/translation) and the search that cuts them into words (lib/search/cjk.ts). As
 * Unicode's Script property names them, so every plane of Han is counted, not only a block of it.
 */

/** Han (Chinese characters, Japanese kanji), for a character class: `[${HAN}]` with the `u` flag. */
export const HAN = '\\p{Script=Han}'
/** Hiragana and katakana: Japanese, which writes Han too. */
export const KANA = '\\p{Script=Hiragana}\\p{Script=Katakana}'
/** Korean letters. */
export const HANGUL = '\\p{Script=Hangul}'
/** Any of the three. */
export const CJK = HAN + KANA + HANGUL

export type Script = 'han' | 'kana' | 'hangul' | 'latin'

const HAN_RE = new RegExp(`[${HAN}]`, 'u')
const KANA_RE = new RegExp(`[${KANA}]`, 'u')
const HANGUL_RE = new RegExp(`[${HANGUL}]`, 'u')

/** Which of these scripts a character (one code point) is written in; null for any other (digits, punctuation). */
export function scriptOf(char: string): Script | null {
  const c = char.codePointAt(0) ?? 0
  if ((c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a)) return 'latin'
  // below the kana block there are no CJK letters: the common case, English, is answered without a regular expression
  if (c < 0x1100) return null
  if (HANGUL_RE.test(char)) return 'hangul'
  if (KANA_RE.test(char)) return 'kana'
  if (HAN_RE.test(char)) return 'han'
  return null
}
