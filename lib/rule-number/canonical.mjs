// Plain JS so any plain-JS config or script can import it as well as the TypeScript code (index.ts re-exports it).

/**
 * The form a rule number is written in by its documents, from the forms people type and
 * post: `419.6A` -> `419.6a`, `419.6a.` -> `419.6a`, `t.1.ruling.2` -> `T.1.Ruling.2`.
 * Comprehensive-Rules numbers are lower case; D'Angelo's open with an upper-case chapter
 * letter and spell `Ruling` with a capital. Any string goes in (it is a URL's path segment
 * on the server), so it only normalises case and the trailing period; parseRuleNumber judges.
 */
export function canonicalNumber(raw) {
  const trimmed = raw.trim().replace(/[.\s]+$/, '')
  if (/^\d/.test(trimmed)) return trimmed.toLowerCase()
  return trimmed
    .split('.')
    .map((part, i) => (i === 0 ? part.toUpperCase() : part.toLowerCase() === 'ruling' ? 'Ruling' : part.toLowerCase()))
    .join('.')
}
