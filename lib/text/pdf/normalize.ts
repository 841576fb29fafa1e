/**
 * Characters a PDF draws as one glyph that a reader types as several (ligatures), and the private-use
 * code points symbol fonts use for list bullets. pdfjs-dist unfolds most ligatures itself; this covers
 * files and item sources where it did not.
 */
const LIGATURES: Record<string, string> = {
  '\ufb00': 'ff',
  '\ufb01': 'fi',
  '\ufb02': 'fl',
  '\ufb03': 'ffi',
  '\ufb04': 'ffl',
  '\ufb05': 'st',
  '\ufb06': 'st',
  '\u0132': 'IJ',
  '\u0133': 'ij',
}

/** Symbol and Wingdings fonts put their bullets in the private use area (U+F0B7 is Symbol's •). */
const SYMBOL_BULLETS: Record<string, string> = {
  '\uf0b7': '•',
  '\uf0a7': '▪',
  '\uf0d8': '➢',
  '\uf076': '❖',
  '\uf0fc': '✓',
  '\uf06e': '■',
  '\uf0a8': '•',
  '\uf02d': '-',
}

const PATTERN = new RegExp(`[${Object.keys(LIGATURES).join('')}${Object.keys(SYMBOL_BULLETS).join('')}\u00a0]`, 'g')

/**
 * An item that is one symbol-font glyph and nothing else stands where a list's marker stands (Judging at Regular
 * REL 2014 draws its list arrows as U+F0F1): whatever the glyph, it reads as a bullet. Inside words such a code point
 * is left as it is.
 */
const LONE_SYMBOL = /^\s*[\uf020-\uf0ff]\s*$/

/** The item's text with ligatures unfolded, symbol-font bullets made real bullets and no-break spaces made spaces. */
export function normalizeItemText(s: string): string {
  if (LONE_SYMBOL.test(s) && !SYMBOL_BULLETS[s.trim()]) return s.replace(/[\uf020-\uf0ff]/, '•')
  return s.replace(PATTERN, (c) => LIGATURES[c] ?? SYMBOL_BULLETS[c] ?? ' ')
}
