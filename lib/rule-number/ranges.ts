/**
 * Ranges of rule numbers as the Comprehensive Rules write them: `409.1f–h` (a letter range) and `306–311` or
 * `409.1a-409.1h` (two whole numbers).
 */

function lastLetterSplit(n: string): { stem: string; letter: string } | null {
  const m = /^(.*\d)([a-z])$/.exec(n)
  return m ? { stem: m[1], letter: m[2] } : null
}

/** `h` after `409.1f` ends the range at `409.1h`; after a number with no letter it ends nothing. */
export function letterRangeEnd(from: string, letter: string): string | null {
  const split = lastLetterSplit(from)
  return split ? split.stem + letter : null
}

/** The numbers a range stands for: `409.1f`–`409.1h` is f, g, h; `306`–`311` is six. Falls back to both ends. */
export function expandRange(from: string, to: string): string[] {
  const a = lastLetterSplit(from)
  const b = lastLetterSplit(to)
  if (a && b && a.stem === b.stem && b.letter > a.letter) {
    const out: string[] = []
    for (let c = a.letter.charCodeAt(0); c <= b.letter.charCodeAt(0); c++) out.push(a.stem + String.fromCharCode(c))
    return out
  }
  const na = /^(.*?)(\d+)$/.exec(from)
  const nb = /^(.*?)(\d+)$/.exec(to)
  if (na && nb && na[1] === nb[1]) {
    const x = Number(na[2])
    const y = Number(nb[2])
    // A long range is more likely a typo than thirty references.
    if (y > x && y - x <= 30) {
      const out: string[] = []
      for (let i = x; i <= y; i++) out.push(na[1] + i)
      return out
    }
  }
  return [from, to]
}
