import type { FormatFamily } from '../family.js'
import { detectTranslation } from './detect.js'
import { parseTranslation } from './parse.js'

/** A rules document translated from the English (the Chinese and Korean CR), attached rule by rule to the English it translates. */
export const translationFormat: FormatFamily = {
  id: 'translation',
  name: 'Translation',
  detect: detectTranslation,
  parse: parseTranslation,
}
