/**
 * The public download /data/graph.json, for outside tools that want every document and every version of every rule
 * in one file. data/graph.json itself is 13.5 MB with every Comprehensive Rules version, much of it fields that hold
 * nothing or repeat what a reader can derive, so the public copy is written compact and `expandGraph` gives back the
 * full graph, equal field for field (and key for key) to data/graph.json. data/graph.json keeps the full form: the
 * site, the ingest and the scripts read it as it is.
 *
 * The rule: the top level has `compact: 1` beside the graph's `version`, and `documents[]` as they are. In a node,
 * `url` is left out when it is `/` + id, and `doc` when it is the id's part before its `/`; `number`, `title`,
 * `parent`, `prev` and `change` when null; `flags`, `citations`, `refs` and `related` when empty; `children` when it
 * lists, in `nodes[]` order, the nodes whose `parent` is this one (an empty list that is not that is written); `text`
 * when it is the text of the node's `prev` (which is then in `nodes[]`, before or after it), as in the lineage files,
 * and `lineage` when it is its `prev`'s lineage, or, with no `prev`, its own id; `sameNumber` when it is what the
 * ingest derives (lib/graph/link.ts `numberingGroups`: the nodes of other documents with the same number in one
 * numbering, a judge document's numbers within its series). Whatever is present is as written. Every other field is
 * as in data/graph.json. Each is left out only where the derivation gives it back exactly, checked node by node.
 */
import { numberingGroups, sameNumbers } from '../graph/link'
import type { DocumentInfo, Graph, GraphNode } from '../types'

/** The compact form's own version: bumped if the rule above changes, whatever the graph's `version`. */
export const COMPACT_FORMAT = 1

const NULLABLE = ['number', 'title', 'parent', 'prev', 'change'] as const
const LISTS = ['flags', 'citations', 'refs', 'related'] as const
type Omissible = (typeof NULLABLE)[number] | (typeof LISTS)[number] | 'url' | 'doc' | 'children' | 'text' | 'lineage' | 'sameNumber'

export type CompactNode = Omit<GraphNode, Omissible> & Partial<Pick<GraphNode, Omissible>>

export interface CompactGraph extends Omit<Graph, 'nodes'> {
  compact: typeof COMPACT_FORMAT
  nodes: CompactNode[]
}

/**
 * A full node's keys in the order the ingest writes them (lib/graph/build-nodes.ts), so an expanded node puts an
 * omitted field back where it was and the expanded graph serialises to the same bytes.
 */
const NODE_KEYS = [
  'id', 'doc', 'kind', 'number', 'title', 'text', 'parent', 'children', 'order', 'url', 'lines', 'flags', 'citations', 'refs',
  'sameNumber', 'related', 'prev', 'change', 'lineage',
] as const satisfies readonly (keyof GraphNode)[]

type Numbered = Pick<GraphNode, 'id' | 'doc' | 'number'>

/** `sameNumber` as the ingest derives it, for every node (`[]` for a node in no group). */
function derivedSameNumbers<N extends Numbered>(documents: readonly DocumentInfo[], nodes: readonly N[]): (node: N) => string[] {
  const lists = sameNumbers(numberingGroups(documents, nodes, new Map(documents.map((d) => [d.id, d.series]))).values())
  return (node) => lists.get(node) ?? []
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i])

/** A node id's document: the part before its last `/` (a local id has none: lib/site/graph-file.mjs checks it). */
const docOf = (id: string): string | undefined => (id.lastIndexOf('/') > 0 ? id.slice(0, id.lastIndexOf('/')) : undefined)

/** Each parent's children as `parent` links say them, in `nodes[]` order. */
function childrenByParent(nodes: readonly Pick<GraphNode, 'id' | 'parent'>[]): Map<string, string[]> {
  const out = new Map<string, string[]>()
  for (const n of nodes) {
    if (n.parent === null || n.parent === undefined) continue
    const list = out.get(n.parent)
    if (list) list.push(n.id)
    else out.set(n.parent, [n.id])
  }
  return out
}

/**
 * The nodes whose field the expansion takes from their prev (`same`: equal to it there). Prev links that loop back
 * (no ingest makes them, a hand-edited graph might) would leave a loop of equal values with none written down: one
 * node of each such loop keeps its own.
 */
function inheritors(nodes: readonly GraphNode[], prevOf: (n: GraphNode) => GraphNode | undefined, same: (node: GraphNode, prev: GraphNode) => boolean): Set<GraphNode> {
  const inherits = new Set<GraphNode>()
  for (const node of nodes) {
    const prev = prevOf(node)
    if (prev && same(node, prev)) inherits.add(node)
  }
  const walked = new Map<GraphNode, 'open' | 'done'>()
  for (const start of nodes) {
    const path: GraphNode[] = []
    let node = start
    while (inherits.has(node) && !walked.has(node)) {
      walked.set(node, 'open')
      path.push(node)
      node = prevOf(node)!
    }
    if (walked.get(node) === 'open') inherits.delete(node)
    for (const n of path) walked.set(n, 'done')
  }
  return inherits
}

export function compactGraph(graph: Graph): CompactGraph {
  const byId = new Map(graph.nodes.map((n) => [n.id, n]))
  const prevOf = (node: GraphNode) => (node.prev === null ? undefined : byId.get(node.prev))
  const takesText = inheritors(graph.nodes, prevOf, (node, prev) => typeof node.text === 'string' && prev.text === node.text)
  const takesLineage = inheritors(graph.nodes, prevOf, (node, prev) => node.lineage === prev.lineage)
  const derived = derivedSameNumbers(graph.documents, graph.nodes)
  const children = childrenByParent(graph.nodes)
  const nodes = graph.nodes.map((node) => {
    const out: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(node)) {
      if (key === 'url' && value === `/${node.id}`) continue
      if (key === 'doc' && value === docOf(node.id)) continue
      if (key === 'text' && takesText.has(node)) continue
      if (key === 'lineage' && (takesLineage.has(node) || (!prevOf(node) && value === node.id))) continue
      if (key === 'children' && Array.isArray(value) && sameList(value, children.get(node.id) ?? [])) continue
      if (key === 'sameNumber' && Array.isArray(value) && sameList(value, derived(node))) continue
      if ((NULLABLE as readonly string[]).includes(key) && value === null) continue
      if ((LISTS as readonly string[]).includes(key) && Array.isArray(value) && value.length === 0) continue
      out[key] = value
    }
    return out as CompactNode
  })
  const { version, ...rest } = graph
  return { version, compact: COMPACT_FORMAT, ...rest, nodes }
}

/** Fills `key` where it is left out: its prev's (followed back), or `start`'s own when the chain ends without one. */
function takeFromPrev(nodes: readonly GraphNode[], prevOf: (n: GraphNode) => GraphNode | undefined, key: 'text' | 'lineage', own: (n: GraphNode) => string | undefined): void {
  for (const start of nodes) {
    const chain: GraphNode[] = []
    let node = start
    let value: string | null | undefined = node[key]
    while (value === undefined) {
      chain.push(node)
      const prev = prevOf(node)
      if (prev && chain.includes(prev)) throw new Error(`compact graph: node ${start.id}'s ${key} is left out in a loop of prev links`)
      if (!prev) {
        value = own(node)
        if (value === undefined) throw new Error(`compact graph: node ${start.id} has no ${key} and no prev to take it from`)
        break
      }
      node = prev
      value = node[key]
    }
    for (const n of chain) n[key] = value as string
  }
}

export function expandGraph(compact: CompactGraph): Graph {
  if (compact.compact !== COMPACT_FORMAT)
    throw new Error(`not a compact graph of format ${COMPACT_FORMAT} (its "compact" is ${JSON.stringify(compact.compact)})`)
  const { compact: _format, ...rest } = compact
  const nodes = compact.nodes.map((c) => {
    const node: Record<string, unknown> = {}
    for (const key of NODE_KEYS) {
      if (key in c) node[key] = c[key]
      else if ((NULLABLE as readonly string[]).includes(key)) node[key] = null
      else if ((LISTS as readonly string[]).includes(key)) node[key] = []
      else if (key === 'url') node[key] = `/${c.id}`
      else if (key === 'doc') node[key] = docOf(c.id)
      // text, lineage, children and sameNumber need the other nodes: filled below, here only to hold their place
      else node[key] = undefined
    }
    for (const [key, value] of Object.entries(c)) if (!(key in node)) node[key] = value
    return node as unknown as GraphNode
  })
  const byId = new Map(nodes.map((n) => [n.id, n]))
  const prevOf = (node: GraphNode) => (node.prev === null ? undefined : byId.get(node.prev))
  takeFromPrev(nodes, prevOf, 'text', () => undefined)
  takeFromPrev(nodes, prevOf, 'lineage', (node) => node.id)
  const children = childrenByParent(nodes)
  for (const node of nodes) if (node.children === undefined) node.children = children.get(node.id) ?? []
  const derived = derivedSameNumbers(compact.documents, nodes)
  for (const node of nodes) if (node.sameNumber === undefined) node.sameNumber = derived(node)
  return { ...rest, nodes }
}
