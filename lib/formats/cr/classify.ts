/**
 * Line shapes of the Comprehensive Rules. Only the shape is judged here; whether a
 * numbered line really opens a rule or is a wrapped continuation is decided in
 * wrapped-lines.ts, which knows the neighbours.
 */
import { CR_CHAPTER, CR_LETTER, CR_RULE, CR_SECTION } from '../../rule-number/index.js'
import { CJK, HAN, KANA } from '../../text/scripts.js'

export interface RuleNumber {
  kind: 'chapter' | 'section' | 'rule'
  /** As written, without trailing period: "5", "500", "500.1", "502.2a". */
  number: string
  chapter: number
  section: number
  /** Rule within the section, or null for a section / chapter heading. */
  rule: number | null
  /** Subrule letter, or null. */
  letter: string | null
  /** The line's text after the number, trimmed. */
  rest: string
}

// A rule may or may not carry a period after its number ("606.5 If", "119.1d. In");
// the number must be followed by whitespace or the end of the line, or, where the source
// lost the space, by its period and a capital ("305.3.After" in 1999).
// The line shapes are this file's; the numbers' digits are lib/rule-number's.
// The 2009 rules misprint Storm's subrules with a space after the section's period ("702. 37a Storm is ..."); a
// space there is read as the misprint only before a subrule number, so "702. Keyword Abilities" stays a heading.
// A translation may lose the space too, before its own script ("302.4b생물의" in the Korean): no English word
// begins with those letters, so the number cannot be the start of one.
const RULE = new RegExp(`^(${CR_SECTION})\\.(?: (?=${CR_RULE}${CR_LETTER}[ \\t]))?(${CR_RULE})(${CR_LETTER})?(?:\\.?[ \\t]+(.*)|\\.(?=[A-Z])(.*)|\\.?(?=[${CJK}])(.*)|\\.?$)`, 'u')
const SECTION = new RegExp(`^(${CR_SECTION})\\.(?:[ \\t]+(.*))?$`)
const CHAPTER = new RegExp(`^(${CR_CHAPTER})\\.[ \\t]+(\\S.*)$`)

/** The number a line starts with, if its shape is that of a CR heading or rule. */
export function readNumber(trimmed: string): RuleNumber | null {
  const c = trimmed.charCodeAt(0)
  if (!(c >= 48 && c <= 57)) return null
  let m = RULE.exec(trimmed)
  if (m) {
    const section = Number(m[1])
    const letter = m[3] ?? null
    return {
      kind: 'rule',
      number: `${m[1]}.${m[2]}${letter ?? ''}`,
      chapter: Math.floor(section / 100),
      section,
      rule: Number(m[2]),
      letter,
      rest: (m[4] ?? m[5] ?? m[6] ?? '').trim(),
    }
  }
  m = SECTION.exec(trimmed)
  if (m) {
    const section = Number(m[1])
    return {
      kind: 'section',
      number: m[1],
      chapter: Math.floor(section / 100),
      section,
      rule: null,
      letter: null,
      rest: (m[2] ?? '').trim(),
    }
  }
  m = CHAPTER.exec(trimmed)
  if (m) {
    const chapter = Number(m[1])
    return { kind: 'chapter', number: m[1], chapter, section: chapter * 100, rule: null, letter: null, rest: m[2].trim() }
  }
  return null
}

/**
 * True when a line ends a sentence, so what follows it is not its continuation. The full-width stops are the
 * translations' (Chinese, Japanese, lib/formats/translation), which read the same layout with this parser.
 */
export function endsSentence(trimmed: string): boolean {
  return /[.:;!?"”’')\]。：；！？」』）]$/.test(trimmed)
}

/**
 * A heading-like title: short, no closing period. Chinese and Japanese write no spaces, so a sentence of theirs is
 * one "word": their sentences are told by the full-width stop, and by length (a heading is a few characters).
 */
export function looksLikeTitle(text: string): boolean {
  if (text.length === 0 || text.length > 70 || /[.:;,。：；，、]$/.test(text) || text.split(/\s+/).length > 10) return false
  return !(CJK_RUN.test(text) && text.length > 30)
}

const CJK_RUN = new RegExp(`[${HAN}${KANA}]{6}`, 'u')

/** "Example:", and as the translations write it ("例如：" in Chinese, "例：" in Japanese, "예시:" in Korean). */
export function isExampleLine(trimmed: string): boolean {
  return /^(?:Examples?:|例如[：:]|例[：:]|예시\s*[:：]|예[:：])/.test(trimmed)
}

export type Landmark = 'contents' | 'glossary' | 'index' | 'credits' | 'introduction'

/**
 * Other words for the landmarks, as a document in another language writes them (`목차`, `词汇表`): a translation's
 * parser passes its own (lib/formats/translation/landmarks.ts). Keys are lowercase.
 */
export type LandmarkWords = ReadonlyMap<string, Landmark>

/** Unnumbered headings that divide the document. */
export function readLandmark(trimmed: string, words?: LandmarkWords): Landmark | null {
  if (trimmed.length > 20) return null
  if (words) {
    const other = words.get(trimmed.toLowerCase())
    if (other) return other
  }
  const t = trimmed.toLowerCase()
  if (t === 'contents' || t === 'table of contents') return 'contents'
  if (t === 'glossary') return 'glossary'
  if (t === 'index') return 'index'
  if (t === 'credits') return 'credits'
  if (t === 'introduction') return 'introduction'
  return null
}
