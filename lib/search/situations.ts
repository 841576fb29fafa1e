/**
 * The situations written for sections (Graph.situations, by lineage), as search reads them: a field of their
 * section, whose words a search fetches by their first character. Shared by the builder and the engine; pure.
 *
 * Situations belong to a lineage, so one index serves every version: its postings are lineage indexes (dense, the
 * manifest's order), and each match file says which of its nodes have which lineage (`sit`). The words are sharded by
 * a hash of their start (`wordShard`, as card search's names are): a search fetches the shards of its words only, a session those of
 * the words its questions use, a small part of the whole (`npm run bench -- search` prints it). A lineage's texts
 * are a file of their own, fetched to show which situation a result matched.
 */
import { hashShard } from './cards.js'
import { decodePostings, encodePostings, frontCode, unFrontCode } from './flex.js'
import type { SituationManifest } from './types.js'

export type { SituationManifest }

/**
 * Word shards: a question's few words fetch a few of them, and a session of today's 38 questions about a tenth of the
 * index (one per first letter: nearly all of it; 256 shards: a half). With the CR's first situations, 2,048: 8.9 KB gzip
 * for that session, 1,024: 10.8 KB, 4,096: 8.1 KB in twice the files; with 8,301 of them counted by term frequency (the
 * whole session with the newest CR: 237.1 KB without situations), 2,048: 261.6 KB, 2,560: 260.6 KB, 3,072: 260.6 KB,
 * 4,096: 259.9 KB. 2,560 keeps the session within +10% and a deployment (13,155 files with 2,048) under 15,000 files:
 * each shard is a file, empty or not.
 */
export const SITUATION_SHARDS = 2560


/** One word shard as shipped: its words front-coded (flex.ts `frontCode`) and each word's lineage indexes by tf slot (flex.ts `encodePostings`; ";" between words). */
export type SituationWords = [front: string, post: string]

/**
 * How much of a word picks its shard: its first four characters, so a word being typed fetches the shard that holds
 * it by its fourth key (`deat` is in `deathtouch`'s), and the search after the last key finds it in.
 */
export const SHARD_PREFIX = 4

/** The shard a word is in: by a hash of its first SHARD_PREFIX characters. */
export const wordShard = (term: string, shards = SITUATION_SHARDS): number => hashShard(term.slice(0, SHARD_PREFIX), shards)

export const wordsFile = (m: Pick<SituationManifest, 'stem'>, shard: number) => `${m.stem}.w${shard}.json`
/**
 * Every word shard in one file (an array, shard i at i): what the service worker keeps for offline search, one file
 * rather than thousands; a search reads it only when a shard of its own cannot be fetched (search.worker.ts).
 */
export const allWordsFile = (m: Pick<SituationManifest, 'stem'>) => `${m.stem}.words.json`
export const textsFile = (m: Pick<SituationManifest, 'stem'>, lineage: number) => `${m.stem}.t${lineage}.json`

/**
 * How many of a lineage's situations hold a word, as a posting slot: slot i holds the lineages where i + 1 of them
 * do, the last slot those where more do (BM25's term frequency, saturating: a word the situations keep saying is
 * what they are about).
 */
export const TF_SLOTS = 5
export const tfSlot = (situations: number): number => Math.min(TF_SLOTS, situations) - 1

/** Word -> lineage indexes (ascending) by tf slot -> every shard file's contents, empty or not. */
export function encodeWords(postings: ReadonlyMap<string, ReadonlyArray<readonly number[] | undefined>>, shards = SITUATION_SHARDS): SituationWords[] {
  const byShard: string[][] = Array.from({ length: shards }, () => [])
  for (const term of [...postings.keys()].sort()) byShard[wordShard(term, shards)].push(term)
  return byShard.map((terms): SituationWords => [frontCode(terms), terms.map((t) => encodePostings(postings.get(t)!.map((l) => (l?.length ? [...l] : null)))).join(';')])
}

export function decodeWords([front, post]: SituationWords): Array<[string, Array<number[] | undefined>]> {
  const lists = post.split(';')
  return unFrontCode(front).map((term, i) => [term, decodePostings(lists[i] ?? '').map((l) => l ?? undefined)])
}
