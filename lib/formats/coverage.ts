import { isWhitespace } from '../text/whitespace.js'
import type { Block, Root, Span } from './tree.js'

export interface CoverageResult {
  /** Non-whitespace stretches that no block or noise entry owns. */
  missing: Span[]
  /** Stretches owned twice. */
  doubled: Span[]
}

/**
 * Checks the accounting rule of tree.ts: every non-whitespace character of
 * `text` is owned exactly once, by a block span or a noise entry.
 */
export function checkCoverage(text: string, root: Root): CoverageResult {
  const owners = new Uint8Array(text.length)
  const mark = (span: Span) => {
    const end = Math.min(span.end, text.length)
    for (let i = Math.max(0, span.start); i < end; i++) if (owners[i] < 255) owners[i]++
  }
  const walk = (blocks: Block[]) => {
    for (const block of blocks) {
      for (const span of block.spans) mark(span)
      walk(block.children)
    }
  }
  walk(root.children)
  for (const noise of root.noise) mark(noise.span)

  const missing: Span[] = []
  const doubled: Span[] = []
  const push = (list: Span[], i: number) => {
    const last = list[list.length - 1]
    if (last && last.end === i) last.end = i + 1
    else list.push({ start: i, end: i + 1 })
  }
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    // parsers trim lines: what trim drops is spacing, not text to place
    const blank = isWhitespace(c)
    if (owners[i] === 0 && !blank) push(missing, i)
    else if (owners[i] > 1 && !blank) push(doubled, i)
  }
  return { missing, doubled }
}

/** A short human description of a coverage failure, for test messages. */
export function describeCoverage(text: string, result: CoverageResult, limit = 5): string {
  const show = (span: Span) => {
    const line = text.slice(0, span.start).split('\n').length
    return `line ${line}: ${JSON.stringify(text.slice(span.start, Math.min(span.end, span.start + 80)))}`
  }
  return [
    ...result.missing.slice(0, limit).map((s) => `missing ${show(s)}`),
    ...result.doubled.slice(0, limit).map((s) => `doubled ${show(s)}`),
  ].join('\n')
}
