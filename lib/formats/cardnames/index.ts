import type { FormatFamily } from '../family.js'
import { detectCardNames } from './detect.js'
import { parseCardNames } from './parse.js'

export const cardNamesFormat: FormatFamily = {
  id: 'cardnames',
  name: 'Card names in another language (English name, printed name)',
  detect: detectCardNames,
  parse: parseCardNames,
}
