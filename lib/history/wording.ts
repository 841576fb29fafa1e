/**
 * Two views of a node's text for comparing versions. `wordingKey`: equal exactly when two texts differ only
 * in spacing (hard wrapping, a word split at a line end), letter case, quote style, dash style, underlines or
 * lost-character noise (`(r)`, ®, U+FFFD: the archive lost a quote, a dash or a ® there), so equal keys mean
 * `same` and any word change means `edited`. `matchTokens`: the words that decide which nodes continue
 * which, with each era's terms folded into one token ("comes into play" and "enters the battlefield" are one
 * token) and light stemming.
 */
import { normalise, stem, STOPWORDS } from '../text/words.js'

// Marks nobody reads as words, quotes and dashes of every style, and the U+FFFD an archive left for one of them.
const NOT_WORDS = /\((?:r|tm|c)\)|[\u00ae\u2122\u00a9\u2018\u2019\u201a\u201b\u2032\u00b4`'\u201c\u201d\u201e\u201f\u2033"\u00ab\u00bb\u2010-\u2015\u2212\u00ad\ufffd-]/gi
const MARKS = /\((?:r|tm|c)\)|[\u00ae\u2122\u00a9\ufffd]/gi

export function wordingKey(text: string): string {
  // Spacing is dropped altogether: where an archive lost a character, nobody knows whether a space stood
  // beside it ("Magic\ufffd player", "played\ufffdit"), and no two rules differ only in where words break.
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[=_~*]{3,}/g, '')
    .replace(NOT_WORDS, '')
    .replace(/\s+/g, '')
}

/** True when two texts say the same words. */
export function sameWording(a: string, b: string): boolean {
  return a === b || wordingKey(a) === wordingKey(b)
}

/**
 * The game's words that changed between eras, each folded into one token for matching (FORMATS.md,
 * "Terminology across eras"). Deliberately narrower than search's concepts: "interrupt" and "fast effect"
 * stay apart, since both are glossary entries of their own in the same versions. One combined pattern,
 * run once per text: matching reads every node of every version.
 */
const ERA_TERMS: ReadonlyArray<readonly [string, string]> = [
  ['(?:come|comes|came|coming) into play|(?:enter|enters|entered|entering) the battlefield', '_etb'],
  ['(?:leave|leaves|left|leaving) (?:play|the battlefield)', '_ltb'],
  ['removed-from-the-game|remov(?:e|es|ed|ing) from the game|remov(?:e|es|ed|ing)(?= (?:[a-z]+ ){1,3}from the game\\b)|exil(?:e|es|ed|ing)', '_exile'],
  ['(?:in|into|from|onto|on) (?:play|the battlefield)|in-play|battlefield', '_bf'],
  ['state-based (?:effects?|actions?)', '_sba'],
  ['end of turn step|end step', '_endstep'],
  ['play(?:s|ed|ing)?(?= (?:[a-z]+ ){0,2}(?:spells?|instants?|sorcery|sorceries)\\b)|cast(?:s|ing)?', '_cast'],
  ['play(?:s|ed|ing)?(?= (?:[a-z]+ ){0,2}abilit(?:y|ies)\\b)|activat(?:e|es|ed|ing)', '_activate'],
]
const ERA = new RegExp(`\\b(?:${ERA_TERMS.map(([p]) => `(${p})`).join('|')})\\b`, 'g')

function foldEra(text: string): string {
  return text.replace(ERA, (...groups: unknown[]) => {
    for (let i = 0; i < ERA_TERMS.length; i++) if (groups[i + 1] !== undefined) return ` ${ERA_TERMS[i][1]} `
    return groups[0] as string
  })
}

/**
 * Words for similarity: normalised, era terms as one token each (unless `literal`), stopwords out, stemmed.
 * `stems` remembers each word's stem for a caller that tokenises many texts.
 */
export function matchTokens(text: string, literal = false, stems?: Map<string, string>): string[] {
  let t = normalise(text.replace(MARKS, ' '))
  if (!literal) t = foldEra(t)
  const out: string[] = []
  for (const word of t.split(/[^a-z0-9_]+/)) {
    if (!word || STOPWORDS.has(word)) continue
    if (word.startsWith('_')) {
      out.push(word)
      continue
    }
    let s = stems?.get(word)
    if (s === undefined) {
      s = stem(word)
      stems?.set(word, s)
    }
    out.push(s)
  }
  return out
}

/**
 * A title as a key: "Trample", "TRAMPLE" and "Trample." are one. With `era`, the terms of each era are one
 * too ("Removed from the Game" is "Exile", "In Play" is "Battlefield"): weaker evidence.
 */
export function titleKey(title: string | null, era = false): string | null {
  if (!title) return null
  const key = matchTokens(title, !era).join(' ')
  return key || null
}
