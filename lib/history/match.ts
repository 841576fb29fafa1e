/**
 * Pairs the nodes of one version with the nodes of the previous version they continue. Generic: it reads
 * kinds, numbers, titles, parents, references and text, so CR rules, glossary terms, sections and rulings
 * entries all match the same way.
 *
 * The Academy Ruins baseline (identical same-number pairs first, then word similarity, greedy by weight) is
 * kept and extended:
 * - candidates come from an inverted index of each node's rarer words, plus the same number and the same
 *   title, so no all-pairs scoring;
 * - titles weigh heavily ("Trample" is "Trample" whether numbered 502.9 or 702.17), era terms are folded
 *   ("comes into play" = "enters the battlefield") before comparing;
 * - a second round adds structure from the first: children of matched parents are candidates and likelier
 *   (more so with the same subrule letter), a heading whose children continue another's children continues
 *   it, and references vote (A refers to B, A' to B', A~A' => B~B').
 */
import type { GraphNode } from '../types.js'
import { matchTokens, titleKey, wordingKey } from './wording.js'
import { numberKey } from '../rule-number/index.js'

/** Newer node id -> the older node id it continues. */
export type Matching = Map<string, string>

interface Item {
  node: GraphNode
  kind: string
  number: string | null
  /** For an unnumbered node, its id within its document (`preface-1`, `credits`): its place, as a number would be. */
  place: string | null
  tail: string | null
  title: string | null
  eraTitle: string | null
  /** Match tokens; only for nodes not settled as identical (the others are never scored). */
  bag: Bag
  /** Sum of token weights, counts included. */
  mass: number
  parent: number
  children: number[]
  refs: number[]
}

/**
 * What each piece of evidence adds to a pair's word similarity (0..1). Tuned on the seven CR versions against
 * lib/history/judged-lineage-pairs.json: a title is strong, an era-equal title ("In Play" / "Battlefield")
 * less so, and structure counts only once the words agree a little.
 */
const W = {
  title: 0.5,
  eraTitle: 0.35,
  children: 0.6,
  titleDiffers: -0.2,
  number: 0.1,
  parent: 0.3,
  parentAndTail: 0.15,
  refsAgree: 0.15,
  vote: 0.1,
  maxVotes: 2,
}
/** Below this a pair is no match: the newer node is `added`, the older one removed. */
const THRESHOLD = 0.5
/** How many rare words of a node look up candidates, and how many candidates are kept from them. */
const RARE_WORDS = 6
const TOKEN_CANDIDATES = 8
/** A word in more older nodes than this is too common to find candidates with. */
const MAX_POSTING = 60
/** Below this word similarity, parents, letters and references add nothing. */
const MIN_WORDS_FOR_STRUCTURE = 0.25
/** Similarity at which a same-number or same-title candidate is taken as found. */
const SURE = 0.9
/** Beyond this many children, a matched parent's children are candidates only at the same subrule letter. */
const MAX_SIBLINGS = 40

const keyOf = (n: string | null) => (n ? numberKey(n) : null)

/** The part of a number that orders a node among its siblings: `b` in 702.19b, `12` in A.1.12. */
function tailOf(number: string | null): string | null {
  if (!number) return null
  const letter = /\d([a-z]+)$/i.exec(number)
  if (letter) return letter[1].toLowerCase()
  const parts = number.replace(/\.$/, '').split('.')
  return parts.length > 1 ? parts[parts.length - 1].toLowerCase() : null
}

/**
 * Per-text work, shared by the two comparisons a middle version takes part in and by the many rules whose
 * words no version changed. Keyed by title and text.
 */
/** A text's match tokens as ids (ascending, each once) and how often each occurs. */
interface Bag {
  ids: Int32Array
  counts: Int32Array
}

export interface FeatureCache {
  /** By text, then by title: keyed by the nodes' own strings, whose hashes the engine keeps. */
  tokens: Map<string, Map<string, Bag>>
  /** Token -> id, so bags compare by merging sorted integer arrays. */
  tokenIds: Map<string, number>
  wordings: Map<string, Map<string, string>>
  titles: Map<string, { title: string | null; eraTitle: string | null }>
  stems: Map<string, string>
}

export const featureCache = (): FeatureCache => ({ tokens: new Map(), tokenIds: new Map(), wordings: new Map(), titles: new Map(), stems: new Map() })

function cached<T>(map: Map<string, Map<string, T>>, node: GraphNode, make: () => T): T {
  let byTitle = map.get(node.text)
  if (!byTitle) map.set(node.text, (byTitle = new Map()))
  let value = byTitle.get(node.title ?? '')
  if (value === undefined) byTitle.set(node.title ?? '', (value = make()))
  return value
}

/** The node's title and text as `wordingKey` sees them: equal exactly when only spacing, case, quotes or dashes differ. */
export function wordingOf(node: GraphNode, cache: FeatureCache): string {
  return cached(cache.wordings, node, () => `${wordingKey(node.title ?? '')}\n${wordingKey(node.text)}`)
}

function tokensOf(node: GraphNode, cache: FeatureCache): Bag {
  return cached(cache.tokens, node, () => {
    // A title-only rule ("502.9. Trample") has its title as its text; count it once.
    const text = node.title && node.text.trim() !== node.title.trim() ? `${node.title}\n${node.text}` : node.text
    const counts = new Map<number, number>()
    for (const t of matchTokens(text, false, cache.stems)) {
      let id = cache.tokenIds.get(t)
      if (id === undefined) cache.tokenIds.set(t, (id = cache.tokenIds.size))
      counts.set(id, (counts.get(id) ?? 0) + 1)
    }
    const ids = Int32Array.from(counts.keys()).sort()
    return { ids, counts: Int32Array.from(ids, (id) => counts.get(id)!) }
  })
}

function titlesOf(node: GraphNode, cache: FeatureCache) {
  const key = node.title ?? ''
  let t = cache.titles.get(key)
  if (!t) cache.titles.set(key, (t = { title: titleKey(node.title), eraTitle: titleKey(node.title, true) }))
  return t
}

const NO_TOKENS: Bag = { ids: new Int32Array(0), counts: new Int32Array(0) }

function items(nodes: readonly GraphNode[], cache: FeatureCache): Item[] {
  const index = new Map(nodes.map((n, i) => [n.id, i]))
  return nodes.map((node) => ({
    node,
    kind: node.kind,
    number: keyOf(node.number),
    place: node.number ? null : node.id.slice(node.doc.length + 1),
    tail: tailOf(node.number),
    ...titlesOf(node, cache),
    bag: NO_TOKENS,
    mass: 0,
    parent: node.parent ? (index.get(node.parent) ?? -1) : -1,
    children: node.children.map((c) => index.get(c)).filter((i): i is number => i !== undefined),
    refs: node.refs.map((r) => (r.target ? index.get(r.target) : undefined)).filter((i): i is number => i !== undefined),
  }))
}

/** Weighted Dice: shared token weight over the mean weight of both. */
function similarity(a: Item, b: Item, idf: Float64Array): number {
  if (a.mass === 0 || b.mass === 0) return 0
  const x = a.bag
  const y = b.bag
  let shared = 0
  for (let i = 0, j = 0; i < x.ids.length && j < y.ids.length; ) {
    const d = x.ids[i] - y.ids[j]
    if (d === 0) {
      shared += Math.min(x.counts[i], y.counts[j]) * idf[x.ids[i]]
      i++
      j++
    } else if (d < 0) i++
    else j++
  }
  return (2 * shared) / (a.mass + b.mass)
}

export function matchVersions(older: readonly GraphNode[], newer: readonly GraphNode[], cache: FeatureCache = featureCache()): Matching {
  const A = items(older, cache)
  const B = items(newer, cache)
  const byKey = (list: Item[], key: (it: Item, i: number) => string | null) => {
    const map = new Map<string, number[]>()
    list.forEach((it, i) => {
      const k = key(it, i)
      if (k === null) return
      const l = map.get(k)
      if (l) l.push(i)
      else map.set(k, [i])
    })
    return map
  }
  const numberOf = (it: Item) => (it.number ? `${it.kind}|${it.number}` : null)
  const titleOf = (it: Item) => (it.title ? `${it.kind}|${it.title}` : null)
  const eraTitleOf = (it: Item) => (it.eraTitle ? `${it.kind}|${it.eraTitle}` : null)

  // Identical pairs are settled first and never reconsidered: same number (or, unnumbered, same title)
  // and the same words. Most rules of a recent version are unchanged and cost only a string comparison:
  // raw text first, then the normalised wording for the rest.
  const fixedA = new Map<number, number>() // a -> b
  const fixedB = new Map<number, number>() // b -> a
  const identity = (it: Item) => numberOf(it) ?? titleOf(it) ?? it.kind
  const aByIdentity = byKey(A, identity)
  for (const [key, bs] of byKey(B, identity)) {
    const as = aByIdentity.get(key)
    if (bs.length !== 1 || as?.length !== 1) continue
    const a = A[as[0]].node
    const b = B[bs[0]].node
    if ((a.text === b.text && a.title === b.title) || wordingOf(a, cache) === wordingOf(b, cache)) {
      fixedA.set(as[0], bs[0])
      fixedB.set(bs[0], as[0])
    }
  }

  // Word weights from the nodes still to match: a word in few of them says more about which is which.
  for (const [list, fixed] of [
    [A, fixedA],
    [B, fixedB],
  ] as const) {
    list.forEach((it, i) => {
      if (!fixed.has(i)) it.bag = tokensOf(it.node, cache)
    })
  }
  const df = new Int32Array(cache.tokenIds.size)
  let total = 0
  for (const it of [...A, ...B]) {
    if (it.bag === NO_TOKENS) continue
    total++
    for (const id of it.bag.ids) df[id]++
  }
  const idf = new Float64Array(df.length)
  for (let id = 0; id < df.length; id++) idf[id] = Math.log(1 + total / Math.max(1, df[id]))
  for (const it of [...A, ...B]) {
    for (let k = 0; k < it.bag.ids.length; k++) it.mass += it.bag.counts[k] * idf[it.bag.ids[k]]
  }
  const placeOf = (it: Item) => numberOf(it) ?? (it.place ? `${it.kind}|#${it.place}` : null)
  const aByNumber = byKey(A, (it, i) => (fixedA.has(i) ? null : placeOf(it)))
  const aByTitle = byKey(A, (it, i) => (fixedA.has(i) ? null : eraTitleOf(it)))

  // Inverted index of the older version's words, for candidates beyond same number and same title.
  const postings: number[][] = Array.from({ length: df.length }, () => [])
  A.forEach((it, i) => {
    if (!fixedA.has(i)) for (const id of it.bag.ids) postings[id].push(i)
  })
  const hits = new Float64Array(A.length) // rare-word weight each older node shares with the node at hand
  const baseCandidates = B.map((b, bi) => {
    const set = new Set<number>()
    if (fixedB.has(bi)) return set
    for (const list of [aByNumber.get(placeOf(b) ?? ''), aByTitle.get(eraTitleOf(b) ?? '')]) for (const a of list ?? []) set.add(a)
    // A same-number or same-title node with nearly the same words needs no search for others.
    for (const a of set) if (!fixedA.has(a) && similarity(A[a], b, idf) >= SURE) return set
    const rare = Array.from(b.bag.ids)
      .filter((id) => postings[id].length > 0 && postings[id].length <= MAX_POSTING)
      .sort((x, y) => postings[x].length - postings[y].length)
      .slice(0, RARE_WORDS)
    const touched: number[] = []
    for (const id of rare) {
      for (const a of postings[id]) {
        if (A[a].kind !== b.kind) continue
        if (hits[a] === 0) touched.push(a)
        hits[a] += idf[id]
      }
    }
    touched.sort((x, y) => hits[y] - hits[x])
    for (let k = 0; k < touched.length && k < TOKEN_CANDIDATES; k++) set.add(touched[k])
    for (const a of touched) hits[a] = 0
    return set
  })

  const baseScore = (a: Item, b: Item, words = similarity(a, b, idf)) => {
    let s = words
    const samePlace = a.number ? a.number === b.number : a.place !== null && a.place === b.place
    // A title block's title is its date, so a different title in the same place is no evidence against it.
    if (a.title && b.title) s += a.title === b.title ? W.title : a.eraTitle === b.eraTitle ? W.eraTitle : samePlace ? 0 : W.titleDiffers
    if (samePlace) s += W.number
    return s
  }

  const greedy = (pairs: [number, number, number][]) => {
    const bToA = new Map(fixedB)
    const usedA = new Set(fixedA.keys())
    pairs.sort((x, y) => y[2] - x[2] || x[1] - y[1])
    for (const [a, b, score] of pairs) {
      if (score < THRESHOLD) break
      if (bToA.has(b) || usedA.has(a)) continue
      bToA.set(b, a)
      usedA.add(a)
    }
    return bToA
  }

  // Round 1: words, titles, numbers.
  const round1: [number, number, number][] = []
  const scored = new Map<number, number>() // a * |B| + b -> word similarity, for round 2
  B.forEach((b, bi) => {
    for (const ai of baseCandidates[bi]) {
      if (A[ai].kind !== b.kind || fixedA.has(ai)) continue
      const words = similarity(A[ai], b, idf)
      scored.set(ai * B.length + bi, words)
      round1.push([ai, bi, baseScore(A[ai], b, words)])
    }
  })
  const first = greedy(round1)

  // Round 2: structure from round 1. References vote for the pairs of their targets.
  const votes = new Map<number, Map<number, number>>() // b -> a -> votes
  for (const [bi, ai] of first) {
    for (const tb of B[bi].refs) {
      for (const ta of A[ai].refs) {
        let m = votes.get(tb)
        if (!m) votes.set(tb, (m = new Map()))
        m.set(ta, (m.get(ta) ?? 0) + 1)
      }
    }
  }
  const round2: [number, number, number][] = []
  B.forEach((b, bi) => {
    if (fixedB.has(bi)) return
    const candidates = new Set(baseCandidates[bi])
    const parentMatch = b.parent >= 0 ? first.get(b.parent) : undefined
    if (parentMatch !== undefined) {
      // Under a crowded parent (the glossary's hundreds of terms) only the sibling at the same place is worth scoring.
      const siblings = A[parentMatch].children
      for (const c of siblings) if (siblings.length <= MAX_SIBLINGS || (b.tail && A[c].tail === b.tail)) candidates.add(c)
    }
    const voted = votes.get(bi)
    if (voted) for (const a of voted.keys()) candidates.add(a)
    // A heading whose children continue the children of an older heading continues it ("Tribals" -> "Kindreds").
    for (const c of b.children) {
      const m = first.get(c)
      if (m !== undefined && A[m].parent >= 0) candidates.add(A[m].parent)
    }
    for (const ai of candidates) {
      const a = A[ai]
      if (a.kind !== b.kind || fixedA.has(ai)) continue
      const words = scored.get(ai * B.length + bi) ?? similarity(a, b, idf)
      let s = baseScore(a, b, words)
      // Structure only backs up words (or children): a rewritten rule under the same number is another rule.
      let agree = 0
      for (const c of b.children) if (A[first.get(c) ?? -1]?.parent === ai) agree++
      const children = agree / Math.max(1, a.children.length, b.children.length)
      s += W.children * children
      const backed = words >= MIN_WORDS_FOR_STRUCTURE || children >= 0.5
      if (backed && parentMatch !== undefined && a.parent === parentMatch) {
        s += W.parent
        if (a.tail && a.tail === b.tail) s += W.parentAndTail
      }
      if (backed && b.refs.length && a.refs.length) {
        let agree = 0
        for (const tb of b.refs) {
          const ta = first.get(tb)
          if (ta !== undefined && a.refs.includes(ta)) agree++
        }
        s += (W.refsAgree * agree) / Math.max(a.refs.length, b.refs.length)
      }
      const v = voted?.get(ai)
      if (v && backed) s += W.vote * Math.min(W.maxVotes, v)
      round2.push([ai, bi, s])
    }
  })
  const final = greedy(round2)

  const result: Matching = new Map()
  for (const [bi, ai] of final) result.set(B[bi].node.id, A[ai].node.id)
  return result
}
