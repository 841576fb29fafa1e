/**
 * Characters a source had already lost before it reached us: an archive that read
 * Windows-1252 punctuation as UTF-8 left U+FFFD (the replacement character) where a
 * ™ or a curly quote was. Nothing can restore them, so they are listed, line by line,
 * for whoever wants to mend the file.
 */

export const REPLACEMENT_CHARACTER = '\uFFFD'

export interface LostCharacters {
  /** 1-based line number. */
  line: number
  /** How many replacement characters are on that line. */
  count: number
  /** The line as it reads, shortened to 200 characters around its first loss. */
  text: string
}

const MAX_TEXT = 200

/** One entry per line holding at least one U+FFFD, in line order. */
export function findLostCharacters(text: string): LostCharacters[] {
  const found: LostCharacters[] = []
  let at = text.indexOf(REPLACEMENT_CHARACTER)
  if (at === -1) return found
  let line = 1
  let lineStart = 0
  let scanned = 0
  while (at !== -1) {
    // Count the line ends between the previous loss and this one.
    for (let i = text.indexOf('\n', scanned); i !== -1 && i < at; i = text.indexOf('\n', i + 1)) {
      line++
      lineStart = i + 1
    }
    scanned = at
    const lineEnd = text.indexOf('\n', at) === -1 ? text.length : text.indexOf('\n', at)
    let count = 0
    for (let i = at; i < lineEnd; i++) if (text[i] === REPLACEMENT_CHARACTER) count++
    const from = Math.max(lineStart, Math.min(at - MAX_TEXT / 2, lineEnd - MAX_TEXT))
    found.push({ line, count, text: text.slice(from, Math.min(lineEnd, from + MAX_TEXT)).trim() })
    at = text.indexOf(REPLACEMENT_CHARACTER, lineEnd)
  }
  return found
}
