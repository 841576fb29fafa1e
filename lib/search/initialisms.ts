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

/** One initialism of a title: the words it stands for, whether the title names a thing of a class ("Class — Name"), and whether it reads the name (not the class alone). */
export interface Initialism {
  abbr: string
  words: string
  named: boolean
  ofName: boolean
}

/**
 * The initialisms of one title, each with the words it stands for. A title "Class — Name" (an infraction: "Game Play
 * Error — Hidden Card Error") gives the name's (HCE), the class's (GPE) and, for a one-word name, both together (USCm);
 * a plain title its own. An initialism of fewer than two letters, or a word of the language (a stopword: "IS"), is none.
 */
export function initialismsOf(title: string): Initialism[] {
  const parts = title.split(/\s[—–-]\s/).map((p) => wordsOf(p)).filter((p) => p.length)
  if (!parts.length || parts.flat().length > MAX_WORDS + 2) return []
  const out = new Map<string, Initialism>()
  const named = parts.length > 1
  const add = (abbr: string, words: string[], ofName: boolean) => {
    if (abbr.length < 2 || STOPWORDS.has(abbr) || /^\d/.test(abbr)) return
    if (!out.has(abbr)) out.set(abbr, { abbr, words: words.join(' '), named, ofName })
  }
  const name = parts[parts.length - 1]
  const cls = named ? parts.slice(0, -1).flat() : []
  // a one-word name is no initialism of its own ("Minor"), only with its class ("USCm")
  if (name.length > 1 && name.length <= MAX_WORDS) for (const r of readings(name)) add(r, name, true)
  if (cls.length > 1) {
    for (const r of readings(cls)) add(r, cls, false)
    if (name.length === 1) for (const c of readings(cls)) add(c + name[0][0], [...cls, ...name], true)
  }
  return [...out.values()]
}

/** A title and the section it is the title of: a series and a number, when the section has them. */
export interface TitleSource {
  title: string
  series?: string | null
  number?: string | null
}

/** What an initialism stands for: its words, and the section it names when it reads one section's name (IDAW: IPG 4.3). */
export interface InitialismReading {
  words: string
  section?: { series: string; number: string }
}

/**
 * The initialisms of many titles, each read one way. Where titles give an initialism different words, a thing of a
 * class (an infraction: "Tournament Error — Slow Play") is what people abbreviate, before a plain heading ("Serious
 * Problems"); two readings still left name neither, and the initialism is left out. So is one that is a word the
 * documents use, or the community's own shorthand for something else (`isWord`). One that reads the name of one
 * numbered section of a series names that section, as "IPG 4.3" does.
 */
export function deriveInitialisms(titles: Iterable<TitleSource | string>, isWord: (w: string) => boolean = () => false): Map<string, InitialismReading> {
  const found = new Map<string, Array<Initialism & { at: string | null }>>()
  // "Game Play Errors" and "Game Play Error" are one reading
  const key = (words: string) => words.split(' ').map(stem).join(' ')
  for (const t of titles) {
    const src = typeof t === 'string' ? { title: t } : t
    const at = src.series && src.number ? `${src.series} ${src.number}` : null
    for (const i of initialismsOf(src.title)) {
      const list = found.get(i.abbr)
      if (list) list.push({ ...i, at: i.ofName ? at : null })
      else found.set(i.abbr, [{ ...i, at: i.ofName ? at : null }])
    }
  }
  const out = new Map<string, InitialismReading>()
  for (const [abbr, list] of found) {
    if (isWord(abbr)) continue
    const top = list.some((i) => i.named) ? list.filter((i) => i.named) : list
    if (new Set(top.map((i) => key(i.words))).size !== 1) continue
    const at = new Set(top.map((i) => i.at))
    const one = at.size === 1 ? [...at][0] : null
    const [series, number] = one ? one.split(' ') : []
    out.set(abbr, { words: top[0].words, ...(one ? { section: { series, number } } : {}) })
  }
  return out
}
