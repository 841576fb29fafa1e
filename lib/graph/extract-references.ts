/**
 * Unified transform: fills `block.data.refs` on every block of a parse tree,
 * one Reference per target, so `rules 409.1b and 409.1f–h` becomes four.
 * `target` stays null; resolving a number to a node needs the whole graph.
 */
import { visit } from 'unist-util-visit'
import type { Reference } from '../types.js'
import type { Block, Root } from '../formats/tree.js'
import { findReferences } from './references.js'
import { indexReferences } from './index-references.js'

export function extractReferences(): (tree: Root) => void {
  return function transformer(tree: Root): void {
    const family = tree.family
    visit(tree, 'block', (node) => {
      const block = node as Block
      // A parser may seed refs only it can see (an article's card links); they are kept.
      const refs: Reference[] = [...(block.data?.refs ?? [])]
      for (const match of findReferences(block.text, family)) {
        for (const target of match.targets)
          refs.push({
            text: match.text,
            number: target.number,
            target: null,
            at: [match.start, match.end],
            places: [[target.start, target.end]],
            ...(match.series ? { series: match.series } : {}),
          })
      }
      // A rulings release's index lines link to their sections without saying `see Rule`.
      if (block.kind === 'index' && family === 'rulings') refs.push(...indexReferences(block.text))
      block.data = { ...block.data, refs }
    })
  }
}
