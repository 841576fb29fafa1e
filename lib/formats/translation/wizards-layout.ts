/**
 * A translated Comprehensive Rules in Wizards' text layout (the Chinese 20260417_Zh.txt, the Korean
 * MagicCompRules_KR.txt): the same numbered lines, contents, glossary and credits as the English, in other words.
 * The CR parser reads it, given the translation's words for its landmarks; what it says about itself (title,
 * language, the date it takes effect, so the English version it translates) is read here. Pure.
 */
import type { DocMeta, Root } from '../tree.js'
import { parseCr } from '../cr/index.js'
import { splitLines } from '../../text/lines.js'
import { readEffectiveDate } from './dates.js'
import { TRANSLATED_LANDMARKS } from './landmarks.js'
import { scriptLanguage } from './language.js'

/** Lines read for the title block at the head, and again at the foot (the Chinese repeats its date there). */
const HEAD = 40
const FOOT = 60

export function parseWizardsLayout(text: string): Root {
  const root = parseCr(text, { landmarks: TRANSLATED_LANDMARKS })
  root.family = 'translation'
  root.meta = readTranslationMeta(text)
  return root
}

export function readTranslationMeta(text: string): DocMeta {
  const lines = splitLines(text).map((l) => l.text.trim())
  const meta: DocMeta = {}
  const title = lines.slice(0, HEAD).find((t) => t.length > 0 && t.length <= 120)
  if (title) meta.title = title
  const candidates = [...lines.slice(0, HEAD), ...lines.slice(Math.max(HEAD, lines.length - FOOT))]
  for (const t of candidates) {
    const date = t.length <= 300 ? readEffectiveDate(t) : null
    if (date) {
      meta.date = date
      meta.dateEvidence = t
      break
    }
  }
  const language = scriptLanguage(text)
  if (language) meta.language = language
  // A translation of the CR translates the English version in force from the same day.
  meta.translates = { family: 'cr', date: meta.date ?? null }
  return meta
}
