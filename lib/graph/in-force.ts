/**
 * Which version of a rule a dated ruling means: the one in force that day (the newest version dated on or before
 * it), not merely the nearest; a ruling older than every version in the corpus gets the oldest, an undated one the
 * newest. Undated versions come last. Pure.
 */
import type { GraphNode } from '../types.js'

export function inForce(candidates: GraphNode[], date: string | null, dateOf: (node: GraphNode) => string | null): GraphNode | null {
  let before: GraphNode | null = null
  let beforeDate = ''
  let after: GraphNode | null = null
  let afterDate = ''
  let undated: GraphNode | null = null
  for (const c of candidates) {
    const d = dateOf(c)
    if (!d) undated ??= c
    // An undated ruling is read against the newest version.
    else if (!date || d <= date) {
      if (!before || d > beforeDate) (before = c), (beforeDate = d)
    } else if (!after || d < afterDate) (after = c), (afterDate = d)
  }
  return before ?? after ?? undated
}

/** A ruling's own date: the newest date its citations give (not one inferred from its document), else null. */
export function rulingDate(node: GraphNode): string | null {
  let date: string | null = null
  for (const c of node.citations) if (c.date && !c.dateInferred && (!date || c.date > date)) date = c.date
  return date
}
