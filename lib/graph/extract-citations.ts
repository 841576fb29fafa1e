/**
 * Unified transform: fills `block.data.citations` on every block of a parse tree.
 *
 * The transform sees one document at a time, so the document's date arrives as
 * an option: an undated `[bethmo]` in the 1994 summary is dated by the summary.
 * `target` stays null; resolving a cited rule needs the whole graph.
 */
import { visit } from 'unist-util-visit'
import type { VFile } from 'vfile'
import type { Citation } from '../types.js'
import type { Block, Root } from '../formats/tree.js'
import type { DateOrder } from '../text/numeric-dates.js'
import { findCitations } from './citations.js'

export interface ExtractCitationsOptions {
  /** ISO date of the document, or null when nothing dates it. */
  documentDate: string | null
  /** The order the document's header wrote its own date in (`Updated 01/01/16`: year first), when numeric. */
  dateOrder?: DateOrder | null
}

export function extractCitations(options: ExtractCitationsOptions): (tree: Root) => void {
  return function transformer(tree: Root, file?: VFile): void {
    const source = typeof file?.value === 'string' ? file.value : null
    const documentDate = options.documentDate
    const dating = { date: documentDate, order: options.dateOrder ?? null }
    const family = tree.family
    visit(tree, 'block', (node) => {
      const block = node as Block
      // A parser may seed citations only it can see (an article's asker); they are kept.
      const citations: Citation[] = [...(block.data?.citations ?? [])]
      for (const match of findCitations(block.text, family, dating)) {
        for (const found of match.citations) {
          // An unreadable date is reported at its line and the citation taken as undated: a wrong date is worse than none.
          if (found.dateProblem) {
            const offset = sourceOffset(block, source, block.text.slice(match.start, match.end))
            tree.problems.push({ offset, message: `citation date left unread: ${found.dateProblem}` })
          }
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

/**
 * Where a citation's bracket stands in the source, for the report's line: the first place in the block's own
 * source text where it is written (a wrapped bracket was joined by a space), else where the block starts.
 */
function sourceOffset(block: Block, source: string | null, written: string): number {
  const from = block.spans.length ? Math.min(...block.spans.map((s) => s.start)) : 0
  const to = block.spans.length ? Math.max(...block.spans.map((s) => s.end)) : from
  if (source === null) return from
  const pattern = new RegExp(written.split(/\s+/).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s+'), 'g')
  pattern.lastIndex = from
  const m = pattern.exec(source)
  return m && m.index < to ? m.index : from
}
