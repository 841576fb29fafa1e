/**
 * Reading the query, once per search: rule numbers (numbers.ts), quoted phrases, and word groups: each word
 * or era phrase of the query with the terms that stand for it (its stem, the era concept's token, the rules'
 * words a player's word stands for, a prefix's completions while typing, a typo's readings), each at a weight.
 * Reads the vocabulary of the loaded indexes and the ranking's weights; never throws.
 */
import { normalise, STOPWORDS, stem } from '../text/words.js'
import { cjkReadings, cjkWords } from './cjk.js'
import { CONCEPTS, conceptHits, conceptToken } from './era.js'
import { baseTerm } from './irregular.js'
import { numberKey, splitNumbers } from './numbers.js'
import type { Ranking } from './ranking.js'
import { aliasesOf, expandAbbreviations, expandCapitals, expandInitialisms, FRAMING } from './slang.js'
import type { Vocabulary } from './vocabulary.js'

/** Longest query we look at; anything past it is noise (and a 10,000-char paste must not hang). */
export const MAX_QUERY = 400
const MAX_GROUPS = 12

export interface Alt {
  /** A word no document holds, searched among the situations only (they are not in the vocabulary). */
  unread?: boolean
  term: string
  w: number
  /** A rules' word standing in for a player's word (slang.ts): it widens the match, not the word's rarity. */
  alias?: boolean
  /** A reading among Scryfall's card names (bulk.ts): it matches card names only, and is no word of the documents. */
  names?: boolean
}

export interface Group {
  /** What the user typed, for debugging and highlighting. */
  label: string
  alts: Alt[]
  concept?: string
  /** How many title words it stands for ("enters the battlefield": 2). */
  span?: number
}

export interface ParsedQuery {
  numbers: string[]
  /** Judge documents' section numbers named with the document ("IPG 2.2"): found in that series only. */
  sections: Array<{ key: string; series: string }>
  preferCr: boolean
  groups: Group[]
  /** Quoted phrases, normalised to "word word". */
  phrases: string[]
  /** The numbers read as words, searched when they name nothing and the query has no words ("419.9" still finds something near). */
  numberWords: Group[]
}

export const EMPTY_QUERY: ParsedQuery = Object.freeze({ numbers: [], sections: [], preferCr: false, groups: [], phrases: [], numberWords: [] })

/** A phrase as compared with display text: lowercase words joined by one space. */
export const phraseKey = (s: string) => normalise(s).replace(/[^a-z0-9]+/g, ' ').trim()

/** Query text -> numbers, word groups with alternatives, phrases. */
export function analyse(query: string, vocab: Vocabulary, R: Ranking, typing = false): ParsedQuery {
  try {
    const parsed = read(query, vocab, R, typing)
    // a number that named nothing is searched as text: read now, so that a search reads its query once
    const named = [...parsed.numbers, ...parsed.sections.map((s) => s.key)]
    if (named.length && !parsed.groups.length) parsed.numberWords = read(named.join(' ').replace(/\./g, ' '), vocab, R, false).groups
    return parsed
  } catch {
    return { ...EMPTY_QUERY }
  }
}

function read(query: string, vocab: Vocabulary, R: Ranking, typing: boolean): ParsedQuery {
  const q = String(query ?? '').slice(0, MAX_QUERY)
  const phrases: string[] = []
  for (const m of q.matchAll(/"([^"]{1,200})"/g)) {
    const p = phraseKey(m[1])
    if (p.includes(' ')) phrases.push(p) // a one-word "phrase" is just a word
  }
  const { numbers, sections, preferCr, rest } = splitNumbers(q.replace(/"/g, ' '))
  const spelled = expandAbbreviations(normalise(expandCapitals(rest)))
  // an initialism that reads one section's name names it, as "IPG 4.3" does ("IDAW"), and searches its words
  for (const w of spelled.match(/[a-z0-9]+/g) ?? []) {
    const s = vocab.initialisms.get(w)?.section
    if (s && !sections.some((x) => x.series === s.series && x.key === numberKey(s.number))) sections.push({ key: numberKey(s.number), series: s.series })
  }
  const n = expandInitialisms(spelled, vocab.initialisms)
  const groups: Group[] = []
  const seen = new Set<string>()
  const push = (g: Group) => {
    const key = g.alts.map((a) => a.term).join('|')
    if (!key || seen.has(key) || groups.length >= MAX_GROUPS) return
    seen.add(key)
    groups.push(g)
  }
  // era concepts first: their words are consumed so "comes into play" == "enters the battlefield"
  const consumed: Array<[number, number]> = []
  const kept: Group[] = []
  for (const h of conceptHits(n)) {
    const text = n.slice(h.start, h.end)
    const keep = CONCEPTS.find((c) => c.key === h.key)?.keep
    const ws = text.match(/[a-z0-9]+/g) ?? []
    const alts: Alt[] = [{ term: conceptToken(h.key), w: 1 }]
    // the concept token already stands wherever the word does; the word's stem alone only breaks ties
    // (and must not count fully: "dies" stems to "die", as in "planar die"); the words of a phrase give
    // partial credit ("battlefield" alone is not "enters the battlefield")
    const partial = R.conceptWord
    for (const w of ws) {
      if (keep?.has(w)) {
        // a kept word keeps its own era concept too ("instant" is also "fast effect")
        const own = conceptHits(w)[0]
        const alts: Alt[] = [{ term: stem(w), w: 1 }]
        if (own) alts.unshift({ term: conceptToken(own.key), w: 1 })
        kept.push({ label: w, alts, concept: own?.key })
      }
      else if (!STOPWORDS.has(w) && vocab.has(stem(w))) alts.push({ term: stem(w), w: partial })
      if (!keep?.has(w)) addAliases(alts, aliasesIn(vocab, w))
    }
    push({ label: text, alts, concept: h.key, span: Math.max(1, ws.filter((w) => !STOPWORDS.has(w)).length) })
    consumed.push([h.start, h.end])
  }
  for (const g of kept) push(g)
  const wordsAll = [...n.matchAll(/[a-z0-9]+/g)].filter(
    (m) => !consumed.some(([a, b]) => m.index >= a && m.index < b) && m[0].length <= 40,
  )
  const content = wordsAll.filter((m) => !STOPWORDS.has(m[0]) && (m[0].length > 1 || /\d/.test(m[0])))
  const endsInWord = /[a-z0-9]$/.test(n)
  const readWords = (use: RegExpMatchArray[]) =>
    use.forEach((m, i) => {
      const w = m[0]
      const term = stem(w)
      const last = i === use.length - 1 && m.index! + w.length === n.length && endsInWord
      const alts: Alt[] = []
      // a player's word the rules spell otherwise ("stole") is known: its aliases read it, not typo guesses
      const aliases = aliasesIn(vocab, w)
      const known = vocab.has(term) || vocab.has(w) || vocab.has(baseTerm(w) ?? '') || aliases.length > 0
      if (vocab.has(term)) alts.push({ term, w: 1 })
      if (w !== term && vocab.has(w)) alts.push({ term: w, w: 1 })
      // an irregular past form also searches its base form, as the same word ("drew": "draws")
      const base = baseTerm(w)
      if (base && base !== term && vocab.has(base)) alts.push({ term: base, w: 1 })
      if (!known || (typing && last)) {
        if (w.length >= 3) for (const p of vocab.prefixed(w, known ? 8 : 12)) if (p !== term) alts.push({ term: p, w: R.prefix })
        if (!alts.length && w.length >= 4) alts.push(...typoAlts(vocab, R, term))
        if (!alts.length && w.length >= 4 && term !== w) alts.push(...typoAlts(vocab, R, w))
      }
      // a word no document holds is still searched as written, among the situations people wrote ("opp", "comander":
      // their writers typed as players do): weighing nothing in the query until it matches there
      if (!known) alts.push({ term, w: 1, unread: true })
      addAliases(alts, aliases)
      if (FRAMING.has(term) && use.length + consumed.length > 1) for (const a of alts) a.w *= R.framing
      push({ label: w, alts })
    })
  // a query of stopwords only ("I'm done", "what is it") still searches its words
  readWords(content.length ? content : groups.length ? [] : wordsAll)
  // Chinese, Japanese and Korean words (a translation's, cjk.ts): a word the index holds, else its bigrams, each a group
  for (const w of cjkWords(q.replace(/"/g, ' '))) for (const alts of cjkReadings(w, (t) => vocab.has(t), R.wordStart)) push({ label: w, alts: alts.map(([term, w]) => ({ term, w })) })
  return { numbers, sections, preferCr, groups, phrases, numberWords: [] }
}

/** The rules' words a player's word also stands for (slang.ts), those this index has. */
function aliasesIn(vocab: Vocabulary, word: string): Array<[string, number]> {
  return aliasesOf(word).filter(([t]) => vocab.has(t))
}

/** Adds a word's aliases to its alternatives, below the word, never twice. */
function addAliases(alts: Alt[], aliases: Array<[string, number]>): void {
  for (const [term, w] of aliases) if (!alts.some((a) => a.term === term)) alts.push({ term, w, alias: true })
}

/**
 * A mistyped word's readings: one closest reading is what the player meant ("indestructable"), and
 * counts nearly as the word; several equally close readings share the doubt.
 */
function typoAlts(vocab: Vocabulary, R: Ranking, term: string): Alt[] {
  const near = vocab.nearby(term)
  const sure = near.length > 0 && (near.length === 1 || near[1][1] > near[0][1])
  return near.map(([t], i) => ({ term: t, w: sure && i === 0 ? R.typoSure : R.typo }))
}
