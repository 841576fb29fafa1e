/**
 * Older versions' text by the span of versions it lasted (shared by the builder and the query code; pure).
 *
 * A text of an older version that did not last to today is indexed once, in the version where it first
 * appears (its "owner"). That version's match file carries the texts that last only in it; each other span
 * (first version, last version in which the text is unchanged) is a file of its own, `<match stem>.<last>.json`
 * (`spanFile`), named in the manifest by its last version (`ManifestDoc.spans`). An "as of" search showing
 * version V fetches V's match file and every span file of V, and of each older version V reuses text from
 * only the span files that last to V or later: all of their texts were in force that day.
 *
 * A span file ranks its texts without its version's whole match file: it carries, for each node, the facts
 * the ranking reads (length, title length, number, card) and the structure it reads (`spanStructure`): the
 * first child a heading hands its score to, the size of the section a title lends its words to, and the
 * ancestors whose title names a variant's section, each only where the document carries that node's text
 * itself (no other node of the document can be in the scope of a search that does not show it).
 */
import { packInts, unpackInts } from './flex.js'
import type { ManifestDoc, MatchShard } from './types.js'

type Same = MatchShard['same']

/** A span file's name: its version's match file name with the span's last version (a manifest index) before ".json". */
export const spanFile = (doc: Pick<ManifestDoc, 'match'>, last: number): string => doc.match.replace(/\.json$/, `.${last}.json`)

/**
 * By manifest index: the document's place in its series, oldest first, by date then manifest order (the order
 * lib/history `versionAsOf` reads dates in); -1 for a document in no series. Builder and reader compute the same.
 */
export function seriesRanks(docs: ReadonlyArray<{ series?: string | null; date: string | null }>): number[] {
  const bySeries = new Map<string, number[]>()
  docs.forEach((d, i) => {
    if (!d.series) return
    const list = bySeries.get(d.series)
    if (list) list.push(i)
    else bySeries.set(d.series, [i])
  })
  const rank = docs.map(() => -1)
  for (const list of bySeries.values()) {
    const key = (i: number) => (docs[i].date ?? '').slice(0, 10)
    list.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a - b))
    list.forEach((i, r) => (rank[i] = r))
  }
  return rank
}

/**
 * By manifest index: the version whose index terms an older version's files name theirs by (flex.ts
 * `rebaseIndex`): the newest of its series, which every search loads; -1 for none (today's, or no series).
 */
export function baseDocs(docs: ReadonlyArray<{ series?: string | null; latest?: boolean }>): number[] {
  const newest = new Map<string, number>()
  docs.forEach((d, i) => {
    if (d.series && d.latest !== false) newest.set(d.series, newest.has(d.series) ? -1 : i)
  })
  return docs.map((d) => (d.series && d.latest === false ? (newest.get(d.series) ?? -1) : -1))
}

/**
 * The span files an "as of" search needs beside its shown versions' match files: for each shown older version,
 * all of its own; for each older version a shown one reuses text from, those lasting to the shown one or later.
 * Returns [manifest index of the version carrying the texts, last version of the span] pairs.
 */
export function spansNeeded(docs: readonly ManifestDoc[], rank: readonly number[], shown: readonly number[]): Array<[number, number]> {
  const out: Array<[number, number]> = []
  const seen = new Set<string>()
  const push = (i: number, j: number) => {
    const key = `${i}:${j}`
    if (seen.has(key)) return
    seen.add(key)
    out.push([i, j])
  }
  for (const v of shown) {
    for (const j of docs[v].spans ?? []) push(v, j)
    for (const i of docs[v].needs ?? []) for (const j of docs[i]?.spans ?? []) if (rank[j] >= rank[v]) push(i, j)
  }
  return out.sort((a, b) => a[0] - b[0] || a[1] - b[1])
}

/**
 * True when `local` is a descendant of `head` (parents come first, a few levels deep). One walk for the engine's
 * whole match files and the span files' section sizes, so both lend a title to the same rules.
 */
export function isUnder(up: readonly number[], local: number, head: number): boolean {
  for (let p = local, hops = 0; hops < 6 && up[p]; hops++) {
    p -= up[p]
    if (p === head) return true
    if (p < head) return false
  }
  return false
}

/**
 * Structure of the nodes a span file carries, in their document (full `up` list, as in the match file), as
 * score.ts reads it from a whole match file: `kid` (rank: a heading hands its score to its first child, the
 * first of the next 3 nodes whose parent it is), `sub` (lendContext: how many nodes after it are inside it, the
 * section its title lends its words to; 0 for a glossary term citing rules or a card, which lend nothing) and
 * `anc` (sectionNamed: offsets to its 4 nearest ancestors). `kid` and `anc` name only nodes `carried` by this
 * document (others are never in the scope of a search that does not show it): 0 and no entry otherwise.
 */
export function spanStructure(
  up: readonly number[],
  local: number,
  carried: (local: number) => boolean,
  noLend: boolean,
): { kid: number; sub: number; anc: number[] } {
  const n = up.length
  let kid = 0
  for (let c = local + 1; c < n && c <= local + 3; c++) {
    if (c - up[c] !== local || up[c] === 0) continue
    if (carried(c)) kid = c - local
    break
  }
  let sub = 0
  if (!noLend) while (local + 1 + sub < n && isUnder(up, local + 1 + sub, local)) sub++
  const anc: number[] = []
  for (let p = local, hops = 0; hops < 4 && up[p]; hops++) {
    p -= up[p]
    if (carried(p)) anc.push(local - p)
  }
  return { kid, sub, anc }
}

/**
 * `same` by owner document: its index, the count, then per node the local delta and the owner's local as a zigzag
 * delta from the previous owner local plus 1 (runs of unchanged rules keep their order: mostly "1"). A ninth of
 * the bytes of [local delta, doc, owner] triples after gzip (CR 2022: 0.8 KB, was 6.9 KB).
 */
export function packSame(same: Same): string {
  const byOwner = new Map<number, Array<[number, number]>>()
  for (const [local, doc, owner] of same) {
    const list = byOwner.get(doc)
    if (list) list.push([local, owner])
    else byOwner.set(doc, [[local, owner]])
  }
  const ints: number[] = []
  for (const [doc, list] of [...byOwner].sort((a, b) => a[0] - b[0])) {
    ints.push(doc, list.length)
    let prevLocal = 0
    let prevOwner = -1
    for (const [local, owner] of list) {
      const d = owner - prevOwner - 1
      ints.push(local - prevLocal, d >= 0 ? 2 * d : -2 * d - 1)
      prevLocal = local
      prevOwner = owner
    }
  }
  return packInts(ints)
}

/** Undo `packSame` (ascending locals). */
export function unpackSame(s: string): Same {
  const ints = unpackInts(s)
  const out: Same = []
  for (let i = 0; i + 1 < ints.length; ) {
    const doc = ints[i++]
    const count = ints[i++]
    let local = 0
    let owner = -1
    for (let k = 0; k < count && i + 1 < ints.length; k++) {
      local += ints[i++]
      const z = ints[i++]
      owner += 1 + (z % 2 ? -(z + 1) / 2 : z / 2)
      out.push([local, doc, owner])
    }
  }
  return out.sort((a, b) => a[0] - b[0])
}
