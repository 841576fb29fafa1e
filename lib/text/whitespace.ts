/**
 * Whitespace as String.prototype.trim and the regex `\s` see it. Parsers trim lines and titles with them, so a
 * character they may trim away is spacing everywhere: between words, and in the check that every character is placed.
 * (A form feed is also a page break in text read from a PDF, lib/text/pdf/layout-text.ts.)
 */
export function isWhitespace(c: number): boolean {
  if (c < 0x80) return c === 32 || (c >= 9 && c <= 13)
  return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff
}
