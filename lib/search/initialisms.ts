/**
 * Initialisms derived from section titles, as judges and players write them: "Improperly Determining a Winner" is
 * IDAW, "Failure to Maintain Game State" FtMGS, "Looking at Extra Cards" LEC, "Unsporting Conduct — Minor" USC-Minor
 * or USCm. Derived when the index is built, for every document's sections (build.ts), never listed by hand; the query
 * reads a word that is one as the title's words (query.ts). Pure.
 */
import { normalise, stem, STOPWORDS } from '../text/words.js'

/** Small words a community initialism may keep (FtMGS, IDAW) or drop (LEC): both readings are derived. */
const SMALL = new Set(['a', 'an', 'the', 'of', 'to', 'at', 'in', 'on', 'for', 'and', 'or', 'from', 'with', 'by', 'into'])

/**
 * A word made of a negative prefix and a word ("Unsporting", "Insufficient") is also read as two ("USC"): the prefix is
 * pronounced as a syllable of its own.
 */
const PREFIXED = /^(un|non|dis|mis|in|im|ir|il)([a-z]{5,})$/

/** Titles of more words than this are sentences (the JAR's situations), not names anyone abbreviates. */
const MAX_WORDS = 6

const wordsOf = (s: string) => normalise(s).match(/[a-z0-9]+/g) ?? []

/** Every reading of a run of words as initials: small words kept or dropped, prefixed words as one letter or two. */
function readings(words: string[]): string[] {
  let out = ['']
  for (const w of words) {
    const letters = new Set<string>([w[0]])
    const p = PREFIXED.exec(w)
    if (p) letters.add(p[1][0] + p[2][0])
    const next: string[] = []
    for (const o of out) {
      if (SMALL.has(w)) next.push(o)
      for (const l of letters) next.push(o + l)
    }
    out = [...new Set(next)]
  }
  return out
}

/** One initialism of a title: the words it stands for, and whether the title names a thing of a class ("Class — Name"). */
export interface Initialism {
  abbr: string
  words: string
  named: boolean
}

/**
 * The initialisms of one title, each with the words it stands for. A title "Class — Name" (an infraction: "Game Play
 * Error — Hidden Card Error") gives the name's (HCE), the class's (GPE) and both together (USCm: the class, then the
 * name); a plain title its own. An initialism of fewer than two letters, or a word of the language (a stopword: "IS"),
 * is none.
 */
export function initialismsOf(title: string): Initialism[] {
  const parts = title.split(/\s[—–-]\s/).map((p) => wordsOf(p)).filter((p) => p.length)
  if (!parts.length || parts.flat().length > MAX_WORDS + 2) return []
  const out = new Map<string, Initialism>()
  const named = parts.length > 1
  const add = (abbr: string, words: string[]) => {
    if (abbr.length < 2 || STOPWORDS.has(abbr) || /^\d/.test(abbr)) return
    if (!out.has(abbr)) out.set(abbr, { abbr, words: words.join(' '), named })
  }
  const name = parts[parts.length - 1]
  const cls = named ? parts.slice(0, -1).flat() : []
  // a one-word name is no initialism of its own ("Minor"), only with its class ("USCm")
  if (name.length > 1 && name.length <= MAX_WORDS) for (const r of readings(name)) add(r, name)
  if (cls.length > 1) {
    for (const r of readings(cls)) add(r, cls)
    // the class with a one-word name ("USCm"); a longer name has initials of its own
    if (name.length === 1) for (const c of readings(cls)) add(c + name[0][0], [...cls, ...name])
  }
  return [...out.values()]
}

/**
 * The initialisms of many titles, each read one way. Where titles give an initialism different words, a thing of a
 * class (an infraction: "Tournament Error — Slow Play") is what people abbreviate, before a plain heading ("Serious
 * Problems"); two readings still left name neither, and the initialism is left out. So is one that is a word the
 * documents use, or the community's own shorthand for something else (`isWord`).
 */
export function deriveInitialisms(titles: Iterable<string>, isWord: (w: string) => boolean = () => false): Map<string, string> {
  const found = new Map<string, Initialism[]>()
  // "Game Play Errors" and "Game Play Error" are one reading
  const key = (words: string) => words.split(' ').map(stem).join(' ')
  for (const t of titles)
    for (const i of initialismsOf(t)) {
      const list = found.get(i.abbr)
      if (!list) found.set(i.abbr, [i])
      else if (!list.some((o) => key(o.words) === key(i.words) && o.named === i.named)) list.push(i)
    }
  const out = new Map<string, string>()
  for (const [abbr, list] of found) {
    if (isWord(abbr)) continue
    const top = list.some((i) => i.named) ? list.filter((i) => i.named) : list
    if (new Set(top.map((i) => key(i.words))).size === 1) out.set(abbr, top[0].words)
  }
  return out
}
