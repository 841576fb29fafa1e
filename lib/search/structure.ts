/**
 * What the index builder reads from a document's structure for the ranking, beside each node's words
 * (analyze.ts): which nodes' examples are a field of their own, and which divisions hold optional rules.
 * Pure: nodes in, facts out. README "Ranking" states how the ranking uses each.
 */
import type { GraphNode } from '../types.js'

/**
 * Nodes that state something an "Example:" paragraph then illustrates: a rule, a glossary definition. Their
 * examples are a field of their own (incidental words). A ruling's or an answer's example is the ruling itself.
 */
export const STATES = new Set<GraphNode['kind']>(['rule', 'term'])

/** A division saying of itself that its rules are optional: "This section contains additional optional rules ..." (CR 800.1, 900.1). */
const DECLARES_OPTIONAL = /\bthis (?:section|chapter|part) contains\b[^.]*\boptional\b/i

/**
 * The divisions of a document that hold optional rules (multiplayer options, casual variants), as ranges of
 * locals [first, end): the nodes under a top-level division (a chapter) one of whose nodes declares it so.
 * `nodes` are in document order, every division's nodes contiguous (as graph.json's `order` gives them).
 */
export function optionalDivisions(nodes: readonly GraphNode[]): Array<[number, number]> {
  const localOf = new Map(nodes.map((n, i) => [n.id, i]))
  const parentOf = (i: number) => {
    const p = nodes[i].parent
    return p === null ? undefined : localOf.get(p)
  }
  const topOf = (i: number) => {
    let t = i
    for (let p = parentOf(t), guard = 0; p !== undefined && guard < 50; p = parentOf(t), guard++) t = p
    return t
  }
  const tops = new Set<number>()
  nodes.forEach((n, i) => {
    if (DECLARES_OPTIONAL.test(n.text)) tops.add(topOf(i))
  })
  const out: Array<[number, number]> = []
  for (const top of [...tops].sort((a, b) => a - b)) {
    if (top === undefined) continue
    // a division declared by its only node (no parent, no children) has nothing under it
    let end = top + 1
    while (end < nodes.length && topOf(end) === top) end++
    if (end > top + 1) out.push([top + 1, end])
  }
  return out
}

/** True when `local` lies in one of the ranges. */
export function inRanges(ranges: ReadonlyArray<readonly [number, number]> | undefined, local: number): boolean {
  if (!ranges) return false
  for (const [a, b] of ranges) if (local >= a && local < b) return true
  return false
}
