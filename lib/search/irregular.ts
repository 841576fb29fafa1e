/**
 * Irregular past forms (content/vocabulary/irregular.yaml): "drew" also searches "draw", query side only. Search's own
 * table, not lib/text's stemmer: lib/history compares versions' wording with that one, and indexing the base forms
 * moved today's CR questions (final set: recall@5 0.800 -> 0.775) where searching them does not.
 */
import compiled from '../../content/vocabulary/compiled.json'
import type { CompiledVocabulary } from '../content/vocabulary.js'
import { stem } from '../text/words.js'

/** Past tense and past participle -> base form. */
const BASE = new Map<string, string>()
for (const [base, forms] of (compiled as CompiledVocabulary).forms) for (const f of forms) if (!BASE.has(f)) BASE.set(f, base)

/** The base form of an irregular verb's past form ("drew" -> "draw"), or null. Input normalised (lowercase). */
export function baseForm(word: string): string | null {
  return BASE.get(word) ?? null
}

/** The index term of an irregular past form's base ("drew": "draw", stemmed as the index holds it), or null. */
export function baseTerm(word: string): string | null {
  const base = BASE.get(word)
  return base ? stem(base) : null
}
