/**
 * A text's language, told by its script: Hangul is Korean, kana is Japanese (which writes Han too), Han without
 * kana is Chinese, here Simplified (the only Chinese the translators publish; a Traditional text would need its
 * own look, and reads as zh-Hans until then). Pure.
 */

import { scriptOf } from '../../text/scripts.js'

/** Characters read; a rules document says what it is in its first pages. */
const SAMPLE = 100_000

/** Below this share of the letters, a text is English with a few quoted names in another script. */
const MIN_SHARE = 0.2

export interface ScriptCounts {
  han: number
  kana: number
  hangul: number
  latin: number
}

export function countScripts(text: string): ScriptCounts {
  const counts: ScriptCounts = { han: 0, kana: 0, hangul: 0, latin: 0 }
  for (const char of text.slice(0, SAMPLE)) {
    const script = scriptOf(char)
    if (script) counts[script]++
  }
  return counts
}

/** BCP 47 tag of the text's language, or null for a text mostly in Latin letters. */
export function scriptLanguage(text: string): 'zh-Hans' | 'ko' | 'ja' | null {
  const { han, kana, hangul, latin } = countScripts(text)
  const cjk = han + kana + hangul
  // A CJK character carries about what an English word does: weigh it as five letters against the Latin ones.
  if (cjk === 0 || (cjk * 5) / (cjk * 5 + latin) < MIN_SHARE) return null
  if (hangul >= han + kana) return 'ko'
  // Japanese prose is about a third kana; a Chinese text quoting a Japanese card name has a handful.
  if (kana > 0.05 * (han + kana)) return 'ja'
  return 'zh-Hans'
}
