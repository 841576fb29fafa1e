import type { Graph, GraphNode } from '../types.js'

export interface LineageIndex {
  /** The lineage id of a node (its own id when it is in no series); undefined for an unknown id. */
  lineageOf(nodeId: string): string | undefined
  /** Every version of a lineage, newest document first; empty for an unknown lineage. */
  members(lineage: string): GraphNode[]
  /** The member in the newest document: the one node of the lineage that has a page. */
  newest(lineage: string): GraphNode | undefined
  /** True when the node gets a static page of its own (it is its lineage's newest member). */
  hasPage(node: GraphNode | string): boolean
  /** The node's own url when it has a page, else its lineage page's History entry `newest.url#v-<docId>`; null for an unknown id. */
  pageUrlOf(nodeId: string): string | null
  /** Every lineage id, in graph order of first member. */
  lineages(): IterableIterator<string>
}

export declare function versionAnchor(docId: string): string
export declare function lineageIndex(graph: Graph): LineageIndex
