/**
 * Words broken across a line end: "tourna-" / "ment" becomes "tournament" on the first line. A hyphen at a
 * line end is often a real one ("previously-" / "announced", "end-of-" / "match"), so it is dropped only
 * when it is a soft hyphen (U+00AD), or when the document spells the joined word elsewhere and never the
 * hyphenated one. Either way the rest of the word moves up, so no word is split by a line break.
 */

const BROKEN_END = /(\p{L}+)([-\u00ad])$/u
const NEXT_WORD = /^(\p{Ll}[\p{L}]*)(\S*)/u

/** The lines with broken words healed; a line whose only word moved up becomes ''. Same length as the input. */
export function healHyphens(lines: readonly string[], isBreak: (i: number) => boolean = () => false): string[] {
  const out = [...lines]
  const hyphenated = new Set<string>()
  for (const line of lines) for (const w of line.toLowerCase().match(/\p{L}+(?:-\p{L}+)+/gu) ?? []) hyphenated.add(w)
  for (let i = 0; i + 1 < out.length; i++) {
    if (isBreak(i)) continue
    const end = BROKEN_END.exec(out[i].trimEnd())
    if (!end) continue
    const next = out[i + 1].trimStart()
    const word = NEXT_WORD.exec(next)
    if (!word) continue
    const head = end[1]
    const tail = word[1]
    const soft = end[2] === '\u00ad'
    const joined = `${head}${tail}`.toLowerCase()
    const dropHyphen = soft || (!hyphenated.has(`${head}-${tail}`.toLowerCase()) && seenWhole(lines, joined))
    const first = out[i].trimEnd()
    out[i] = (dropHyphen ? first.slice(0, -1) : first) + word[0]
    out[i + 1] = next.slice(word[0].length).trimStart()
  }
  return out
}

/** The joined word occurs whole somewhere (not only as the two halves that made it into the vocabulary). */
function seenWhole(lines: readonly string[], word: string): boolean {
  const re = new RegExp(`(^|[^\\p{L}-])${word}($|[^\\p{L}-])`, 'iu')
  return lines.some((l) => re.test(l))
}
