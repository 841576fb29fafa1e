/**
 * One document's tree -> graph nodes: ids, permalinks, parents and children, source lines.
 * Links between documents are made later (link.ts), once every document is in.
 */
import type { Block, Root } from '../formats/tree.js'
import type { GraphNode } from '../types.js'
import { localForUnnumbered, localFromNumber } from './ids.js'

export interface BuildProblem {
  line: number
  message: string
}

/** `lineOf` maps an offset of the document's text to its 1-based line (lib/text/offsets.ts lineLocator). */
export function buildNodes(docId: string, lineOf: (offset: number) => number, root: Root): { nodes: GraphNode[]; problems: BuildProblem[] } {
  const nodes: GraphNode[] = []
  const problems: BuildProblem[] = []
  const taken = new Map<string, number>() // local id -> line that took it

  const claim = (wanted: string, line: number, numbered: boolean): string => {
    if (!taken.has(wanted)) {
      taken.set(wanted, line)
      return wanted
    }
    if (numbered) problems.push({ line, message: `duplicate number ${wanted} (first at line ${taken.get(wanted)})` })
    for (let n = 2; ; n++) {
      const next = `${wanted}~${n}`
      if (!taken.has(next)) {
        taken.set(next, line)
        return next
      }
    }
  }

  const visit = (blocks: Block[], parent: GraphNode | null) => {
    const ordinals = new Map<string, number>()
    for (const block of blocks) {
      const first = block.spans.length ? Math.min(...block.spans.map((s) => s.start)) : 0
      const last = block.spans.length ? Math.max(...block.spans.map((s) => s.end)) : first
      const lines: [number, number] = [lineOf(first), lineOf(Math.max(first, last - 1))]
      const parentLocal = parent ? parent.id.slice(docId.length + 1) : null
      let local: string
      if (block.local) {
        local = claim(block.local, lines[0], false)
      } else if (block.number) {
        local = claim(localFromNumber(block.number), lines[0], true)
      } else {
        const ordinal = (ordinals.get(block.kind) ?? 0) + 1
        ordinals.set(block.kind, ordinal)
        local = claim(localForUnnumbered(block.kind, block.title, parentLocal, ordinal, block.text), lines[0], false)
      }
      const id = `${docId}/${local}`
      const node: GraphNode = {
        id,
        doc: docId,
        kind: block.kind,
        number: block.number,
        title: block.title,
        text: block.text,
        parent: parent?.id ?? null,
        children: [],
        order: nodes.length,
        url: `/${id}`,
        lines,
        flags: block.flags ?? [],
        citations: block.data?.citations ?? [],
        refs: block.data?.refs ?? [],
        sameNumber: [],
        related: [],
        // Filled by lib/history once every document is in; until then a node is its own lineage.
        prev: null,
        change: null,
        lineage: id,
        ...(block.penalty ? { penalty: block.penalty } : {}),
      }
      nodes.push(node)
      parent?.children.push(id)
      visit(block.children, node)
    }
  }
  visit(root.children, null)
  return { nodes, problems }
}
