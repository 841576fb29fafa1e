/** A line of decoded text with where it sits, so parsers can build spans without re-scanning. */
export interface Line {
  /** 1-based line number. */
  number: number
  /** The line without its "\n". */
  text: string
  /** Offset of the line's first character in the text. */
  start: number
  /** Offset just past its last character (before the "\n"). */
  end: number
}

/** Splits LF-normalised text into lines with offsets. Linear time. */
export function splitLines(text: string): Line[] {
  const lines: Line[] = []
  let start = 0
  let number = 1
  while (start <= text.length) {
    let end = text.indexOf('\n', start)
    if (end === -1) end = text.length
    lines.push({ number, text: text.slice(start, end), start, end })
    number++
    start = end + 1
  }
  // A trailing "\n" does not open a further, empty line.
  if (lines.length > 1 && lines[lines.length - 1].text === '' && text.endsWith('\n')) lines.pop()
  return lines
}

/** The span of a line's text with surrounding whitespace trimmed away. */
export function trimmedSpan(line: Line): { start: number; end: number } {
  const lead = line.text.length - line.text.trimStart().length
  const trail = line.text.length - line.text.trimEnd().length
  return { start: line.start + lead, end: Math.max(line.start + lead, line.end - trail) }
}
