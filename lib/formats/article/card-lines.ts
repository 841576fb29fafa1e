/**
 * The lines a release note or set FAQ prints a card with, told apart by their own shape: the name,
 * the mana cost (`{4}{U}{B}`, `4UB`, or absent for a land), the type line (`Creature — Eldrazi`).
 * A card block starts where a name is followed by a type line, with at most a cost between. The
 * same tests serve detection (on raw lines) and the builder (on the token stream's lines).
 */

const SUPERTYPE = '(?:Legendary|Basic|Snow|World|Ongoing|Elite|Host|Token)'
const CARD_TYPE = '(?:Artifact|Creature|Enchantment|Instant|Sorcery|Land|Planeswalker|Tribal|Kindred|Battle|Conspiracy|Plane|Phenomenon|Scheme|Vanguard|Dungeon|Interrupt|Mana Source)'
// `Creature — Eldrazi`, `Legendary Enchantment Creature — God`, `Land`, and the older forms
// `Creature -- Beast`, `Summon Beast`, `Enchant Creature`.
const TYPE_LINE = new RegExp(
  `^(?:(?:${SUPERTYPE} )*${CARD_TYPE}(?: ${CARD_TYPE})*(?: ?(?:—|–|--?) ?[\\p{Lu}\\p{Ll}][^.!?:]{0,60})?|Summon [\\p{Lu}][\\p{L}' -]{1,40}|Enchant (?:Creature|Land|Artifact|Enchantment|World|Player|Permanent|Wall))$`,
  'u',
)
// `{3}{W}{W}`, `{B/G}`, `{2/W}`, `{X}`; or letters as the newer release notes print them: `4UB`, `2W`, `5`, `XRR`.
const BRACED_COST = /^(?:\{[0-9WUBRGCSXYZP/½∞]{1,6}\})+$/i
const LETTER_COST = /^(?:\d{1,2})?(?:[XYZ]|[WUBRGC]|\([WUBRG2]\/[WUBRGP]\))*$/

export function isTypeLine(line: string): boolean {
  return line.length <= 90 && TYPE_LINE.test(line)
}

export function isCostLine(line: string): boolean {
  if (line === '' || line.length > 30) return false
  return BRACED_COST.test(line) || LETTER_COST.test(line)
}

/**
 * A card's name: a few capitalised words, no sentence end, no colon (no card name has one, while
 * headings like `Cycle: Gearhulks` and `Story spotlight 1: ...` do).
 */
export function isNameLine(line: string): boolean {
  if (line.length === 0 || line.length > 60) return false
  if (!/^[\p{Lu}\p{N}"“'‘À-ÖØ-Þ]/u.test(line)) return false
  if (/[.,;:!?]$/.test(line) || line.includes(':')) return false
  if (isTypeLine(line) || isCostLine(line) || isSectionHeading(line) !== null) return false
  return line.split(/\s+/).length <= 9
}

/** Whether the lines from `i` open a card block: name, then the type line, maybe after the cost. */
export function opensCard(lines: readonly string[], i: number): boolean {
  if (!isNameLine(lines[i] ?? '')) return false
  const next = lines[i + 1] ?? ''
  if (isTypeLine(next)) return true
  return isCostLine(next) && isTypeLine(lines[i + 2] ?? '')
}

/**
 * The two parts of a release note or set FAQ, by their headings: `GENERAL NOTES` (the mechanics,
 * explained) and `CARD-SPECIFIC NOTES` (the cards, each with its rulings). Null for any other line.
 */
export function isSectionHeading(line: string): 'general' | 'cards' | null {
  const words = line.replace(/[*_#:.\s]+$/g, '').replace(/^[*_#\s]+/, '').replace(/\s+/g, ' ')
  if (/^general notes$/i.test(words)) return 'general'
  if (/^card[- ]?(?:specific|by[- ]card) notes$/i.test(words)) return 'cards'
  return null
}
