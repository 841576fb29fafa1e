/**
 * Players' shorthand the rules never use, read one way: query side only (the index is not touched, so a
 * rule is never found for a word it does not contain unless the player used that word).
 * - ABBREVIATIONS: a token spelled out before parsing ("mdfc" -> "modal double-faced card").
 * - ALIASES: a word also searches the rules' word for the same thing, at a lower weight so that a passage
 *   in the player's own word still wins ("deck" also searches "library": players say "top of my deck").
 * - FRAMING: words that frame a question ("how does X work"), counted at a low weight.
 * Era concepts (era.ts) are different: both spellings are the same thing in the index, in both directions.
 */
import { ALSO, SPELLED_OUT } from './slang-community.js'
import { ALSO as JUDGE_ALSO, CAPITALS, SPELLED_OUT as JUDGE_SPELLED_OUT } from './slang-judge.js'
import { normalise, stem } from '../text/words.js'
import type { InitialismReading } from './initialisms.js'

const ABBREVIATIONS: Record<string, string> = {
  mdfc: 'modal double-faced card',
  mdfcs: 'modal double-faced cards',
  tdfc: 'transforming double-faced card',
  dfc: 'double-faced card',
  dfcs: 'double-faced cards',
  pw: 'planeswalker',
  pws: 'planeswalkers',
  gy: 'graveyard',
  yard: 'graveyard',
  edh: 'commander',
  '2hg': 'two-headed giant',
  ffa: 'free-for-all',
  lki: 'last known information',
  mv: 'mana value',
  apnap: 'active player nonactive player order',
  counterspell: 'counter spell',
  counterspells: 'counter spells',
  wrath: 'destroy all creatures',
  boardwipe: 'destroy all creatures',
}

/**
 * Player's word -> the rules' words with the weight they count at, written as words and read stemmed (below), as the
 * index holds them.
 */
const ALIAS_WORDS: Record<string, Array<[string, number]>> = {
  deck: [['library', 0.6]],
  kill: [['destroy', 0.7]],
  unused: [['unspent', 0.8]],
  look: [['examine', 0.7]],
  see: [['examine', 0.5]],
  tap: [['untap', 0.5]],
  flicker: [['exile', 0.7], ['return', 0.5]],
  blink: [['exile', 0.7], ['return', 0.5]],
  wipe: [['destroy', 0.7]],
  removal: [['destroy', 0.6], ['exile', 0.5]],
  disappear: [['illegal', 0.6], ['longer', 0.5]],
  gone: [['illegal', 0.5], ['longer', 0.5]],
  stop: [['prevent', 0.7]],
  hit: [['damage', 0.5]],
  zero: [['0', 0.8]],
  attacker: [['attack', 0.7]],
  blocker: [['block', 0.7]],
  die: [['graveyard', 0.5]],
  dies: [['graveyard', 0.5]],
  split: [['divide', 0.7], ['assign', 0.5]],
  pick: [['choose', 0.7]],
  // players say "alternate cost"; the rules, "alternative cost" ("alternating" is a multiplayer variant)
  alternate: [['alternative', 0.9]],
}

/** Player's word (stemmed) -> the rules' words (stemmed) with the weight they count at. */
const ALIASES: Record<string, Array<[string, number]>> = {}
const aliasKey = (w: string) => stem(normalise(w))
for (const [k, v] of Object.entries(ALIAS_WORDS)) ALIASES[aliasKey(k)] ??= v.map(([w, n]) => [aliasKey(w), n])

// The rules spell small counts out ("no more than four of any one card", "seven cards"): a player's digit also
// searches the word. Not 1 ("one" is in every other rule) and not 0 ("0 or less life" is written so).
;['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'].forEach((word, i) => {
  ALIASES[String(i + 2)] ??= [[aliasKey(word), 0.8]]
})

// The community's shorthand (slang-community.ts, written from players' usage, blind to the judged questions)
// joins the lists above; an entry above wins where both have one.
for (const [k, v] of Object.entries(SPELLED_OUT)) ABBREVIATIONS[normalise(k)] ??= normalise(v)
for (const [k, v] of Object.entries(ALSO)) ALIASES[aliasKey(k)] ??= v.map(([w, n]) => [aliasKey(w), n])
// judges' shorthand (slang-judge.ts): the infractions', penalties' and events' initialisms
for (const [k, v] of Object.entries(JUDGE_SPELLED_OUT)) ABBREVIATIONS[normalise(k)] ??= normalise(v)
for (const [k, v] of Object.entries(JUDGE_ALSO)) ALIASES[aliasKey(k)] ??= v.map(([w, n]) => [aliasKey(w), n])

// Longest first, so "chump block" is read before "block"; one pass, so a spelled-out text is never read again.
const SHORTHAND = new RegExp(
  `\\b(?:${Object.keys(ABBREVIATIONS)
    .sort((a, b) => b.length - a.length)
    .map((k) => k.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&'))
    .join('|')})\\b`,
  'g',
)

/**
 * Words that frame a question rather than name its subject ("list of ...", "what does X mean", "how does X
 * work", "how many"), stemmed: searched, but worth little (ranking.ts `framing`), so the subject decides the rank.
 */
export const FRAMING: ReadonlySet<string> = new Set(['list', 'definition', 'defin', 'mean', 'work', 'explain', 'rul', 'happen', 'exampl', 'mani'])

const CAPITALISED = new RegExp(`\\b(?:${Object.keys(CAPITALS).sort((a, b) => b.length - a.length).join('|')})\\b`, 'g')

/** The query with initialisms written in capitals spelled out ("ID"; in lowercase, "id" is "I'd"). Before normalising. */
export function expandCapitals(query: string): string {
  return query.replace(CAPITALISED, (w) => CAPITALS[w] ?? w)
}

/** A word the shorthand tables read (spelled out, or searching other words too), in any case. */
export function isShorthand(word: string): boolean {
  const w = normalise(word)
  return w in ABBREVIATIONS || aliasKey(w) in ALIASES || Object.keys(CAPITALS).some((k) => k.toLowerCase() === w)
}

/**
 * The query with the initialisms derived from the documents' titles (initialisms.ts, the search manifest's) spelled
 * out: "idaw" is "improperly determining a winner". Input and output normalised; after the hand-written shorthand.
 */
export function expandInitialisms(normalised: string, initialisms: ReadonlyMap<string, InitialismReading>): string {
  if (!initialisms.size) return normalised
  return normalised.replace(/[a-z0-9]+/g, (w) => initialisms.get(w)?.words ?? w)
}

/** The query with abbreviations spelled out (input and output normalised, see text.ts). */
export function expandAbbreviations(normalised: string): string {
  return normalised.replace(SHORTHAND, (w) => ABBREVIATIONS[w] ?? w)
}

/** The rules' words a player's word also stands for, with their weights (none for most words). */
export function aliasesOf(word: string): Array<[string, number]> {
  return ALIASES[word] ?? ALIASES[stem(word)] ?? []
}
