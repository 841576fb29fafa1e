/** How a node differs from the node of the previous version it continues. */
import type { Change, GraphNode } from '../types.js'
import { sameWording } from './wording.js'
import { numberKey } from '../rule-number/index.js'

const keyOf = (n: string | null) => (n ? numberKey(n) : null)

/** `sameWords`, when the caller has compared the texts already (title and text, as `sameWording` does). */
export function changeOf(prev: GraphNode, node: GraphNode, sameWords?: boolean): Exclude<Change, 'added'> {
  const renumbered = keyOf(prev.number) !== keyOf(node.number)
  // A renamed glossary term ("Removed from the Game" -> "Exile") is an edit: its title is its words.
  const edited = !(sameWords ?? (sameWording(prev.text, node.text) && sameWording(prev.title ?? '', node.title ?? '')))
  return renumbered ? (edited ? 'renumbered-edited' : 'renumbered') : edited ? 'edited' : 'same'
}
