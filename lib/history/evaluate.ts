/**
 * Lineage quality against pairs judged by hand: precision (of the links the matcher made for judged nodes,
 * the share that are right) and recall (of the judged links, the share the matcher made).
 */
import type { GraphNode } from '../types.js'

/** `from` -> `to`: the newer node continues the older. `from` null: `to` is new. `to` null: `from` is continued by nothing. */
export interface JudgedPair {
  from: string | null
  to: string | null
  why?: string
}

export interface LineageScore {
  precision: number
  recall: number
  /** Links the matcher made for judged nodes. */
  made: number
  correct: number
  /** Judged links (both ends non-null). */
  judged: number
  /** Judged pairs the matcher got wrong, with what it did instead. */
  wrong: Array<JudgedPair & { got: string | null }>
}

export function scoreLineage(nodes: readonly GraphNode[], pairs: readonly JudgedPair[]): LineageScore {
  const byId = new Map(nodes.map((n) => [n.id, n]))
  const continuedBy = new Map<string, string>()
  for (const n of nodes) if (n.prev) continuedBy.set(n.prev, n.id)
  let made = 0
  let correct = 0
  let judged = 0
  const wrong: LineageScore['wrong'] = []
  for (const pair of pairs) {
    if (pair.to) {
      const node = byId.get(pair.to)
      if (!node) throw new Error(`judged node ${pair.to} is not in the graph`)
      const got = node.prev
      if (pair.from) judged++
      if (got) made++
      if (got === pair.from) {
        if (got) correct++
      } else wrong.push({ ...pair, got })
    } else if (pair.from) {
      if (!byId.has(pair.from)) throw new Error(`judged node ${pair.from} is not in the graph`)
      const got = continuedBy.get(pair.from) ?? null
      if (got) {
        made++
        wrong.push({ ...pair, got })
      }
    }
  }
  return { precision: made ? correct / made : 1, recall: judged ? correct / judged : 1, made, correct, judged, wrong }
}
