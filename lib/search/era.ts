/**
 * Era concepts (content/vocabulary/era.yaml): each is one token (`_etb`) added to the index wherever any of its
 * spellings occurs, at the position it occurs, and searched by a query that uses any spelling, so both spellings are
 * the same thing in both directions with no per-pair synonym lists to keep in step.
 */
import compiled from '../../content/vocabulary/compiled.json'
import type { CompiledVocabulary } from '../content/vocabulary.js'

export interface Concept {
  key: string
  /** Words of a matched query phrase that remain query words too ("play an instant" keeps "instant"). */
  keep?: ReadonlySet<string>
  /** Shown in tests and docs: what the concept stands for. */
  label: string
  /** Matched against `normalise()`d text (lowercase, no apostrophes, straight quotes). */
  pattern: RegExp
}

export const CONCEPTS: readonly Concept[] = (compiled as CompiledVocabulary).concepts.map((c) => ({ key: c.key, label: c.label, ...(c.keep && { keep: new Set(c.keep) }), pattern: new RegExp(c.pattern, 'g') }))

export type ConceptHit = { key: string; start: number; end: number }

/** Every concept occurrence in normalised text, overlaps resolved in favour of the longer match. */
export function conceptHits(normalised: string): ConceptHit[] {
  const all: ConceptHit[] = []
  for (const c of CONCEPTS) {
    c.pattern.lastIndex = 0
    for (const m of normalised.matchAll(c.pattern)) {
      if (m[0].length === 0) continue
      all.push({ key: c.key, start: m.index, end: m.index + m[0].length })
    }
  }
  all.sort((a, b) => a.start - b.start || b.end - b.start - (a.end - a.start))
  const out: ConceptHit[] = []
  for (const h of all) {
    const last = out[out.length - 1]
    if (last && h.start < last.end) {
      // overlapping: keep the longer ("comes into play" beats "into play")
      if (h.end - h.start > last.end - last.start) out[out.length - 1] = h
      continue
    }
    out.push(h)
  }
  return out
}

export const conceptToken = (key: string): string => `_${key}`
