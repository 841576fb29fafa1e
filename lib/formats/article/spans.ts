/**
 * Source ownership for the article family. Each block owns the source from its start to the
 * next block's start (its words and their markup: `**`, `###`, `](`), less the noise inside
 * (images, link targets, metadata). What lies before the first block is markup only: every
 * word the token stream carries went to a block or to noise.
 */
import type { Noise, Span } from '../tree.js'
import type { Draft } from './draft.js'

const BLANK = /^[\s\u00a0\ufeff]*$/

/** Sets `spans` on every draft's block; returns the noise entries for markup outside all blocks. */
export function assignSpans(source: string, drafts: Draft[], noise: Noise[], outsideReason: string): Noise[] {
  const cuts = mergeNoise(noise)
  const ordered = [...drafts].sort((a, b) => a.start - b.start)
  const extra: Noise[] = []
  const first = ordered.length ? ordered[0].start : source.length
  for (const span of carve(source, 0, first, cuts)) extra.push({ span, reason: outsideReason })
  ordered.forEach((draft, i) => {
    const end = i + 1 < ordered.length ? ordered[i + 1].start : source.length
    draft.block.spans = carve(source, draft.start, end, cuts)
  })
  return extra
}

/** Noise spans sorted and joined where they touch or overlap. */
function mergeNoise(noise: Noise[]): Span[] {
  const spans = noise.map((n) => ({ ...n.span })).sort((a, b) => a.start - b.start)
  const out: Span[] = []
  for (const s of spans) {
    const last = out[out.length - 1]
    if (last && s.start <= last.end) last.end = Math.max(last.end, s.end)
    else out.push(s)
  }
  return out
}

/** [start, end) less the noise spans, each piece trimmed of whitespace; blank pieces dropped. */
function carve(source: string, start: number, end: number, cuts: Span[]): Span[] {
  const pieces: Span[] = []
  let cursor = start
  // Binary search for the first cut that may overlap: the walk stays linear over all blocks.
  let lo = 0
  let hi = cuts.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (cuts[mid].end <= start) lo = mid + 1
    else hi = mid
  }
  for (let i = lo; i < cuts.length && cuts[i].start < end; i++) {
    if (cuts[i].start > cursor) pieces.push({ start: cursor, end: cuts[i].start })
    cursor = Math.max(cursor, cuts[i].end)
  }
  if (cursor < end) pieces.push({ start: cursor, end })
  const out: Span[] = []
  for (const p of pieces) {
    const slice = source.slice(p.start, p.end)
    if (BLANK.test(slice)) continue
    const lead = slice.length - slice.replace(/^[\s\u00a0\ufeff]+/, '').length
    const trail = slice.length - slice.replace(/[\s\u00a0\ufeff]+$/, '').length
    out.push({ start: p.start + lead, end: p.end - trail })
  }
  return out
}
