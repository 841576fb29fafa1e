/**
 * What one search adds up, shared by the scoring (score.ts) and the document's structure (evidence.ts): a hit, the
 * per-node sums, one group's best matches. Apart from both so that neither imports the other.
 */
import type { Ranking } from './ranking.js'

export interface Hit {
  /** The node shown: index into the engine's loaded shards, and its local id. */
  shard: number
  local: number
  score: number
  exact: boolean
  /** A group matched a situation written for the node (or for a part of its section it stands for). */
  situation?: boolean
  /** What the hit counts in its family's vote when that differs from its score. */
  vote?: number
}

/** Per-search sums by global node id: what the query's words gave each node, and what the structure hands on. */
export class Tally {
  /** Sum over groups of idf x (best field match + ties). */
  readonly score: Float64Array
  /** Sum over groups of idf x the weight of the alternative matched: how much of the query the node says. */
  readonly covered: Float64Array
  /** Groups matched in the title, and the title words they stand for. */
  readonly inTitle: Uint8Array
  readonly titleWords: Uint8Array
  /** Handed on by another node (a heading's first child, a rule a glossary term cites): the best offer. */
  readonly inherited: Float64Array
  /** 1 where a group matched a situation written for the node best: a result says which one. */
  readonly situation: Uint8Array
  /** The part of `score` and of `covered` the situations gave. */
  readonly fromSituations: Float64Array
  readonly coveredBySituations: Float64Array
  /** Every node reached, in the order reached. */
  readonly reached: number[] = []
  private seen: Uint8Array
  /** Sum over groups of idf x the group's best weight: a node covering the whole query has covered = total. */
  totalIdf = 0

  constructor(size: number) {
    this.score = new Float64Array(size)
    this.covered = new Float64Array(size)
    this.inTitle = new Uint8Array(size)
    this.titleWords = new Uint8Array(size)
    this.inherited = new Float64Array(size)
    this.situation = new Uint8Array(size)
    this.fromSituations = new Float64Array(size)
    this.coveredBySituations = new Float64Array(size)
    this.seen = new Uint8Array(size)
  }

  /** Back to all zeros, in the time of the nodes reached (the arrays are kept for the next search of the same size). */
  clear(): void {
    for (const gid of this.reached) {
      this.score[gid] = 0
      this.covered[gid] = 0
      this.inTitle[gid] = 0
      this.titleWords[gid] = 0
      this.inherited[gid] = 0
      this.situation[gid] = 0
      this.fromSituations[gid] = 0
      this.coveredBySituations[gid] = 0
      this.seen[gid] = 0
    }
    this.reached.length = 0
    this.totalIdf = 0
  }

  reach(gid: number): void {
    if (this.seen[gid]) return
    this.seen[gid] = 1
    this.reached.push(gid)
  }

  inherit(gid: number, v: number): void {
    this.reach(gid)
    this.inherited[gid] = Math.max(this.inherited[gid], v)
  }

  /** The share of the query a node covers, to the power `coverage`. */
  coverage(gid: number, R: Ranking): number {
    return (this.covered[gid] / this.totalIdf) ** R.coverage
  }

  /** The node's score and coverage from its own words, without what the situations written for it gave. */
  ownWords(gid: number, R: Ranking): number {
    return (this.score[gid] - this.fromSituations[gid]) * ((this.covered[gid] - this.coveredBySituations[gid]) / this.totalIdf) ** R.coverage
  }
}

/** One group's best match per node, reset between groups. */
export interface GroupMatch {
  /** Nodes matched by this group, in the order matched (section titles lending add theirs). */
  touched: number[]
  best: Float32Array
  bestW: Float32Array
  bestTitle: Uint8Array
  /** Matched in the situations written for the node: how many of them say the word (its tf slot + 1), else 0. */
  bestSituation: Uint8Array
}
