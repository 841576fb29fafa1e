/**
 * Regular-expression source fragments for rule numbers, for the parsers and scanners that find numbers inside
 * lines and prose. What surrounds a number (a line's shape, a keyword, a lookahead) stays with the code that
 * reads it; only the number's own shape lives here. Three digits at most per level: four digits are a year.
 */

/** Digits of a Comprehensive Rules chapter: `5` in `5. Additional Rules`. */
export const CR_CHAPTER = '\\d{1,2}'
/** Digits of a Comprehensive Rules section: `502`. */
export const CR_SECTION = '\\d{3}'
/** Digits of a rule within its section: `9` in `502.9`. */
export const CR_RULE = '\\d{1,3}'
/** A subrule's letter: `a` in `502.9a` (always lower case in the documents). */
export const CR_LETTER = '[a-z]'

/** A Comprehensive Rules number as prose cites it: `8`, `409`, `409.1f`. */
export const CR_NUMBER = `\\d{1,3}(?:\\.${CR_RULE}${CR_LETTER}?)?`

/**
 * A D'Angelo number as prose cites it: `T.10.Ruling.3`, `A.6.2`, `G.39`, glossary `G1.1a`. At least one dot:
 * a bare capital is a word, not chapter `T`.
 */
export const LETTER_NUMBER = '[A-Z]\\d{0,2}\\.\\d{1,3}[a-z]?(?:\\.\\d{1,3}[a-z]?)*(?:\\.Ruling\\.\\d{1,3})?'

// The first segment of a rulings-list number of either numbering: `T`, `AB`, glossary `G1`, or `4`, `419`.
const ROOT = '(?:[A-Z]{1,2}\\d{0,2}|\\d{1,3})'
const SEGMENT = '\\d{1,3}[a-z]?'

/**
 * A chapter, section or entry number of either numbering as a rulings release's Index lists it: `A.2`, `T.10.13`,
 * `G1.1a`, `419.6a` (no `Ruling` form: the Index points at sections).
 */
export const HEADING_NUMBER = `${ROOT}(?:\\.${SEGMENT})*`

/**
 * A whole token that is an entry or heading id in a rulings list: D'Angelo's (`T`, `AB`, `G1`, `T.1.2`,
 * `T.1.Ruling.2`) or the Comprehensive Rules' (`4`, `419`, `419.6a`). As written, case-sensitive, no period.
 * One alternative per segment shape, so it never backtracks to speak of.
 */
export const NUMBER_TOKEN = new RegExp(`^${ROOT}(?:\\.(?:${SEGMENT}|Ruling(?=\\.\\d)))*$`)
