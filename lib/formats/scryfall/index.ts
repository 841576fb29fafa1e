import type { FormatFamily } from '../family.js'
import { detectScryfall } from './detect.js'
import { parseScryfall, ScryfallTreeBuilder } from './parse.js'

export const scryfallFormat: FormatFamily = {
  id: 'scryfall',
  name: "Scryfall's cards and rulings (JSON)",
  detect: detectScryfall,
  parse: parseScryfall,
  stream: () => new ScryfallTreeBuilder(),
}
