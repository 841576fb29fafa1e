/**
 * How sure we are that a text is a translated rules document. The CR's shape (its numbered lines, lib/formats/cr)
 * written mostly in another script, or the translators' bilingual JSON tree. Scored above the CR's own detector,
 * which sees the same numbered lines, so a translation is never taken for one more English version.
 */
import { detectCr } from '../cr/index.js'
import { looksLikeBilingualTree } from './bilingual-json.js'
import { scriptLanguage } from './language.js'

export function detectTranslation(text: string): number {
  if (typeof text !== 'string' || text.length === 0) return 0
  if (looksLikeBilingualTree(text)) return 0.95
  if (scriptLanguage(text) === null) return 0
  const cr = detectCr(text)
  return cr < 0.3 ? 0 : Math.min(1, Math.round((cr + 0.1) * 1000) / 1000)
}
