/**
 * Snippets: a window of the node's own text with the matched words in <mark>.
 * The source text is always escaped first; the only markup in the output is ours.
 */
import { CONCEPTS } from './era.js'
import { normalise, stem } from '../text/words.js'

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

export interface Highlight {
  /** Stemmed query terms (and their prefix / typo expansions). */
  terms: ReadonlySet<string>
  /** Era concept keys the query used: all their spellings are marked. */
  concepts: ReadonlySet<string>
}

const WORD = /[\p{L}\p{N}'\u2019]+/gu
const ASCII_WORD = /^[A-Za-z0-9']+$/

/** Ranges [start, end) of the original text to mark, sorted, not overlapping. */
export function matchRanges(text: string, h: Highlight): Array<[number, number]> {
  const ranges: Array<[number, number]> = []
  // a word's stem keeps its first two letters (words.ts `stem` strips endings only): most words need no stemming
  const heads = new Set<string>()
  for (const t of h.terms) heads.add(t.slice(0, 2))
  for (const m of text.matchAll(WORD)) {
    // a plain ASCII word normalises to itself lowercased without apostrophes (most words: normalise's Unicode folding is the cost)
    const parts = (ASCII_WORD.test(m[0]) ? m[0].toLowerCase().replace(/'/g, '') : normalise(m[0])).match(/[a-z0-9]+/g)
    if (parts && parts.some((p) => heads.has(p.slice(0, 2)) && h.terms.has(stem(p)))) ranges.push([m.index, m.index + m[0].length])
  }
  if (h.concepts.size) {
    // same-length folding, so offsets line up with the original text
    const lite = text.toLowerCase().replace(/[\u2018\u2019]/g, "'").replace(/[\u201c\u201d]/g, '"')
    if (lite.length === text.length) {
      for (const c of CONCEPTS) {
        if (!h.concepts.has(c.key)) continue
        c.pattern.lastIndex = 0
        for (const m of lite.matchAll(c.pattern)) if (m[0]) ranges.push([m.index, m.index + m[0].length])
      }
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1])
  const out: Array<[number, number]> = []
  for (const r of ranges) {
    const last = out[out.length - 1]
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1])
    else out.push([r[0], r[1]])
  }
  return out
}

/** Escaped HTML: about `width` characters of text around the densest run of matches. */
export function snippet(text: string, h: Highlight, width = 220): string {
  const ranges = matchRanges(text, h)
  let start = 0
  if (text.length > width && ranges.length) {
    let best = 0
    let bestCount = -1
    for (let i = 0; i < ranges.length; i++) {
      let c = 0
      for (let j = i; j < ranges.length && ranges[j][1] <= ranges[i][0] + width - 40; j++) c++
      if (c > bestCount) {
        bestCount = c
        best = i
      }
    }
    start = Math.max(0, ranges[best][0] - 40)
    const sp = text.lastIndexOf(' ', start)
    if (start > 0 && sp >= 0 && start - sp < 20) start = sp + 1
  }
  let end = Math.min(text.length, start + width)
  if (end < text.length) {
    const sp = text.indexOf(' ', end)
    if (sp >= 0 && sp - end < 20) end = sp
  }
  let html = start > 0 ? '… ' : ''
  let pos = start
  for (const [a, b] of ranges) {
    if (b <= start || a >= end) continue
    const s = Math.max(a, start)
    const e = Math.min(b, end)
    html += escapeHtml(text.slice(pos, s)) + '<mark>' + escapeHtml(text.slice(s, e)) + '</mark>'
    pos = e
  }
  html += escapeHtml(text.slice(pos, end))
  if (end < text.length) html += ' …'
  return html
}
