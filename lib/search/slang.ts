/**
 * Players', the community's and judges' shorthand (content/vocabulary/players.yaml, community.yaml, judges.yaml), read
 * one way: query side only, so a rule is never found for a word it does not contain unless the player used that word.
 * Spelled-out words replace the player's before the query is read; a word's "also" searches the rules' words too, at
 * a lower weight, so that a passage in the player's own word still wins. Era concepts (era.ts) differ: both spellings
 * are the same thing in the index, in both directions.
 */
import compiled from '../../content/vocabulary/compiled.json'
import type { CompiledVocabulary } from '../content/vocabulary.js'
import { normalise, stem } from '../text/words.js'
import type { InitialismReading } from './initialisms.js'

const VOCABULARY = compiled as CompiledVocabulary
/** Spelled out before parsing ("mdfc" -> "modal double-faced card"), normalised. */
const ABBREVIATIONS: Record<string, string> = {}
for (const [k, v] of VOCABULARY.spelledOut) ABBREVIATIONS[normalise(k)] ??= normalise(v)
// stemmed on both sides, as the index holds words: "library" unstemmed had matched nothing (docs/log.md, issue 18)
const aliasKey = (w: string) => stem(normalise(w))
/** Player's word (stemmed) -> the rules' words (stemmed) with the weight they count at. */
const ALIASES: Record<string, Array<[string, number]>> = {}
for (const [k, v] of VOCABULARY.also) ALIASES[aliasKey(k)] ??= v.map(([w, n]) => [aliasKey(w), n])
const CAPITALS: Record<string, string> = {}
for (const [k, v] of VOCABULARY.capitals) CAPITALS[k] ??= v

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
export const FRAMING: ReadonlySet<string> = new Set(VOCABULARY.framing.map(aliasKey))

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
