/**
 * What the index builder reads from a document's structure for the ranking, beside each node's words
 * (analyze.ts): which nodes' examples are a field of their own, and which divisions hold optional rules.
 * Pure: nodes in, facts out. docs/search.md, "The model", states how the ranking uses each.
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

/**
 * Passages that are parts of a numbered section rather than divisions or rules of their own: an unnumbered node of
 * kind `text` or `example` (an infraction's Definition, Examples, Philosophy, Upgrade; a section's lettered examples)
 * under a numbered node, with that nearest numbered ancestor. A titled unnumbered section (an appendix's "Booster
 * Draft Timing") is a topic of its own, not a part. Pure: nodes in document order in, [part local, section local] out.
 */
export const PART_KINDS: ReadonlySet<GraphNode['kind']> = new Set(['text', 'example'])

export function sectionParts(nodes: readonly GraphNode[]): Array<[number, number]> {
  const localOf = new Map(nodes.map((n, i) => [n.id, i]))
  const out: Array<[number, number]> = []
  nodes.forEach((n, i) => {
    if (n.number || !PART_KINDS.has(n.kind)) return
    let p = n.parent === null ? undefined : localOf.get(n.parent)
    for (let hops = 0; p !== undefined && hops < 6; hops++) {
      if (nodes[p].number) {
        out.push([i, p])
        return
      }
      // a part of a part (an Example under Examples) belongs to the same section; a section is no part
      if (!PART_KINDS.has(nodes[p].kind)) return
      const up = nodes[p].parent
      p = up === null ? undefined : localOf.get(up)
    }
  })
  return out
}
