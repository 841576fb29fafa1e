import type { Root } from '../tree.js'
import { ParseError } from '../family.js'
import { parseBilingualJson } from './bilingual-json.js'
import { parseWizardsLayout } from './wizards-layout.js'

/** A translated document in either layout: the translators' bilingual JSON tree, or Wizards' text layout. */
export function parseTranslation(text: string): Root {
  if (typeof text !== 'string') throw new ParseError('input is not text')
  return /^\s*[{[]/.test(text.slice(0, 100)) ? parseBilingualJson(text) : parseWizardsLayout(text)
}
