/** Which numbering a number belongs to: the Comprehensive Rules' (`419.6a`) or D'Angelo's letters (`T.1.2`). */
export function numberingOf(number: string): 'cr' | 'letter' {
  return /^\d/.test(number) ? 'cr' : 'letter'
}

/**
 * Whether a reference's target names a rule number, from how it starts (`419`, `T.2`, `T`, glossary `G1.1a`);
 * otherwise it is a topic's title. Deliberately loose: the reference scanner already decided it is a number.
 */
export function looksLikeNumber(s: string): boolean {
  return /^(\d|[A-Z]\d{0,2}(\.|$))/.test(s)
}
