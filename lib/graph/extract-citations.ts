/**
 * Unified transform: fills `block.data.citations` on every block of a parse tree.
 *
 * The transform sees one document at a time, so the document's date arrives as
 * an option: an undated `[bethmo]` in the 1994 summary is dated by the summary.
 * `target` stays null; resolving a cited rule needs the whole graph.
 */
import { visit } from 'unist-util-visit'
import type { Citation } from '../types.js'
import type { Block, Root } from '../formats/tree.js'
import { findCitations } from './citations.js'

export interface ExtractCitationsOptions {
  /** ISO date of the document, or null when nothing dates it. */
  documentDate: string | null
}

export function extractCitations(options: ExtractCitationsOptions): (tree: Root) => void {
  return function transformer(tree: Root): void {
    const documentDate = options.documentDate
    const family = tree.family
    visit(tree, 'block', (node) => {
      const block = node as Block
      // A parser may seed citations only it can see (an article's asker); they are kept.
      const citations: Citation[] = [...(block.data?.citations ?? [])]
      for (const match of findCitations(block.text, family)) {
        for (const found of match.citations) {
          citations.push({
            text: found.text,
            source: found.source,
            sourceKey: found.sourceKey,
            date: found.date ?? documentDate,
            dateInferred: found.date === null && documentDate !== null,
            rule: found.rule,
            target: null,
            at: [match.start, match.end],
          })
        }
      }
      block.data = { ...block.data, citations }
    })
  }
}
