import type { FormatFamily } from '../family.js'
import { detectRulings } from './detect.js'
import { parseRulings } from './parse.js'

/** D'Angelo's "MTG Rulings" lists and the search pages cut from them. */
export const rulingsFormat: FormatFamily = {
  id: 'rulings',
  name: 'Rulings list',
  detect: detectRulings,
  parse: parseRulings,
}
