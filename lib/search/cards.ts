/**
 * Scryfall's cards and rulings in search (shared by the builder and the engine; pure). Tens of thousands of card
 * names and rulings must not enter what every session downloads, so the bulk documents (graph.json `bulk`) get
 * files of their own, fetched by the words of a query:
 *
 * - **words** (`<stem>.w.<c>.json`, one per first character): the words of card names, with the number of names
 *   holding each. A query word's typo readings keep its first letter (vocabulary.ts `nearby`), so the shard of its
 *   first letter holds every reading it can have.
 * - **names** (`<stem>.n.<i>.json`, by a hash of a word): every card name holding a word of the shard, so the one
 *   shard of a word holds all the names with that word. A card is found by its full name and by each face's
 *   ("Delver of Secrets // Insectile Aberration" also as "Delver of Secrets"): each is a node of the names document.
 * - **pairs** (`<stem>.p.<i>.json`, by a hash of two words, `pairKey`): every card name holding both words of a pair
 *   of the shard, as a names file. Among tens of thousands of names a word is in hundreds of them, two words in a
 *   few: a query of two words or more fetches the names holding both before those holding one.
 * - **rulings** (`<stem>.t.<i>.json`, by a hash of a term): the rulings' index, cut by term: a term's postings (by
 *   position bucket, as a match file has them) and the lengths of the rulings they name. A ruling is a node once per
 *   text, however many cards Scryfall repeats it under.
 * - display chunks as every document has them (the names document's rows hold the start of the card's Oracle text,
 *   the rulings document's the ruling and, as breadcrumb, the first card it is under), a fixed number of nodes per chunk.
 *
 * How a query spells a name (`spellKey`, `spellAllowance`, `spellDistance`) is here too: bulk.ts `spellCard` reads it.
 */
import { normalise } from '../text/words.js'
import { analyse } from './analyze.js'
import { unpackInts } from './flex.js'
import type { BulkSearch, FlexExport } from './types.js'

export type { BulkSearch }


/**
 * Nodes per display chunk of a bulk document. A card or ruling result fetches its chunk, and the results of a query are
 * seldom neighbours: the smaller, the less a session downloads, for more files (`npm run bench -- card-search`, 38
 * questions and 10 card names: 287.2 KB at 16, 283.3 KB at 8, 281.0 KB at 4 for twice the files again, 17,414).
 */
export const BULK_CHUNK = 8

/**
 * Names per name shard, about: the shard count is the (name, word) entries over this, a power of two; the pair shards'
 * the (name, pair of its words) entries over this. Fewer pairs a shard fetch less (35,000 generated names, 200 typo'd:
 * 1.0 KB gzip of names a query at 96, 0.7 KB at 48, 0.5 KB at 24) for twice the files each time (2,048, 4,096, 8,192).
 */
export const NAMES_PER_SHARD = 96
/** Postings (a term in a ruling) per term shard, about: a common term fills a shard alone, rare ones share one. */
export const POSTINGS_PER_SHARD = 2048
/** A card result shows the start of its Oracle text (the page has the rest): at most this many characters. */
export const CARD_TEXT_SHOWN = 240

export const wordsFile = (b: Pick<BulkSearch, 'stem'>, letter: string) => `${b.stem}.w.${letter}.json`
export const namesFile = (b: Pick<BulkSearch, 'stem'>, shard: number) => `${b.stem}.n.${shard}.json`
export const pairsFile = (b: Pick<BulkSearch, 'stem'>, shard: number) => `${b.stem}.p.${shard}.json`
export const termsFile = (b: Pick<BulkSearch, 'stem'>, shard: number) => `${b.stem}.t.${shard}.json`

/** A words file: the words (terms as analyse() makes them) of card names starting with one character, and how many names hold each. */
export interface WordsFile {
  /** Front-coded, sorted (flex.ts frontCode). */
  terms: string
  /** Per term, how many names hold it (packInts). */
  df: string
}

/** A name shard (or a pair shard): names nodes (local id, the name it is found by, its quantised body length). */
export interface NamesFile {
  /** Local ids, ascending, delta-coded (packInts). */
  ids: string
  /** The names, in the ids' order, one per line. */
  names: string
  /** The quantised length of each node's body (its card's Oracle text), packInts. */
  len: string
}

/** A rulings term shard: the postings of its terms (a FlexSearch export, as a match file's body field) and the lengths of the rulings they name. */
export interface TermsFile {
  fx: FlexExport
  /** Local ids of the rulings the postings name, ascending, delta-coded, and their quantised lengths. */
  ids: string
  len: string
}

/** The first character a word is filed under. */
export function letterOf(term: string): string {
  const c = term.charAt(0)
  return /[a-z]/.test(c) ? c : '0'
}

/** FNV-1a over a term's UTF-16 units: the same shard in Node and in the browser. */
export function hashShard(term: string, shards: number): number {
  let h = 0x811c9dc5
  for (let i = 0; i < term.length; i++) {
    h ^= term.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return (h >>> 0) % Math.max(1, shards)
}

/** What a pair of a name's words is hashed by: the two terms in order, so either order of the query's words finds it. */
export function pairKey(a: string, b: string): string {
  return a < b ? `${a} ${b}` : `${b} ${a}`
}

/** The smallest power of two at least `n / per` (at least 1). */
export function shardsFor(n: number, per: number): number {
  let s = 1
  while (s * per < n) s *= 2
  return s
}

/** The names a card is found by: its full name, and each face's of a card with several ("A // B"). */
export function namesOf(name: string): string[] {
  const faces = name.split(/\s+\/\/\s+/).map((f) => f.trim()).filter(Boolean)
  return faces.length > 1 ? [name, ...faces] : [name]
}

/** A name's words as a card node's title is indexed (analyze.ts: stems, no stopwords), era tokens left out. */
export function nameTerms(name: string): string[] {
  return [...new Set(analyse(name).filter((t) => !t.startsWith('_')))]
}

/** A name or a query as spelled: folded as words are (case, accents, Æ), every run of other characters one space. */
export function spellKey(text: string): string {
  return normalise(text).replace(/[^a-z0-9]+/g, ' ').trim()
}

/**
 * The edits a query may make and still spell a name (as `spellKey` has it): none under 4 characters (a typo of "Ash"
 * is another word), then one, and one more each 8 characters, about one per word of a long name.
 */
export function spellAllowance(key: string): number {
  return key.length < 4 ? 0 : 1 + Math.floor((key.length - 4) / 8)
}

/**
 * Edits (optimal string alignment: a swap of neighbours is one) from `query` to `name` (`whole`) and to the closest
 * start of it (`start`), each `max + 1` once it is sure to be more than `max`.
 */
export function spellDistance(query: string, name: string, max: number): { whole: number; start: number } {
  const far = { whole: max + 1, start: max + 1 }
  const n = name.length
  // characters the query has more of than the name: each costs an edit, to the name and to any start of it (a cheap bound before the table)
  if (surplus(query, name) > max) return far
  let before: number[] = []
  let prev = Array.from({ length: n + 1 }, (_, j) => j)
  // rows are the query's characters; a column is a start of the name
  for (let i = 1; i <= query.length; i++) {
    const cur = [i]
    let rowMin = i
    for (let j = 1; j <= n; j++) {
      let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (query[i - 1] === name[j - 1] ? 0 : 1))
      if (i > 1 && j > 1 && query[i - 1] === name[j - 2] && query[i - 2] === name[j - 1]) v = Math.min(v, before[j - 2] + 1)
      cur.push(v)
      if (v < rowMin) rowMin = v
    }
    if (rowMin > max) return far
    before = prev
    prev = cur
  }
  return { whole: Math.min(prev[n], max + 1), start: Math.min(Math.min(...prev), max + 1) }
}

const counts = new Int16Array(128)

/** How many of a's characters b lacks (as a multiset; other characters count as one). */
function surplus(a: string, b: string): number {
  counts.fill(0)
  for (let i = 0; i < a.length; i++) counts[a.charCodeAt(i) & 127]++
  for (let i = 0; i < b.length; i++) counts[b.charCodeAt(i) & 127]--
  let n = 0
  for (let i = 0; i < 128; i++) if (counts[i] > 0) n += counts[i]
  return n
}

/** Unpack a names file: [local, name, quantised length] per node. */
export function readNames(f: NamesFile): Array<[number, string, number]> {
  const deltas = unpackInts(f.ids)
  const names = f.names.split('\n')
  const len = unpackInts(f.len)
  const out: Array<[number, string, number]> = []
  let id = 0
  deltas.forEach((d, i) => {
    id += d
    out.push([id, names[i] ?? '', len[i] ?? 0])
  })
  return out
}

/** Unpack a term shard's ids and lengths. */
export function readTermLengths(f: TermsFile): Array<[number, number]> {
  const deltas = unpackInts(f.ids)
  const len = unpackInts(f.len)
  let id = 0
  return deltas.map((d, i) => [(id += d), len[i] ?? 0])
}

/**
 * A card page's anchor of a ruling: its local id after the card's (lib/site/cards.ts `rulingAnchor` does the same;
 * test/browser/card-search.test.ts follows a ruling's result to its anchor on the card's page).
 */
export function rulingAnchorOf(local: string): string {
  const dot = local.indexOf('.')
  return dot < 0 ? local : local.slice(dot + 1)
}
