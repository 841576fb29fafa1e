/**
 * Bytes in, text out: detects the encoding (never assumes it) and normalises line ends,
 * so every parser sees LF text without a BOM and line numbers match the file's own.
 */

export type Encoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252'
export type LineEnding = 'LF' | 'CRLF' | 'CR' | 'mixed' | 'none'

export interface Decoded {
  text: string
  encoding: Encoding
  bom: boolean
  lineEnding: LineEnding
}

/** Input that cannot be text at all. `line` is 1-based where one applies. */
export class DecodeError extends Error {
  readonly line: number | null
  constructor(message: string, line: number | null = null) {
    super(message)
    this.name = 'DecodeError'
    this.line = line
  }
}

export function decode(bytes: Uint8Array): Decoded {
  if (bytes.length === 0) throw new DecodeError('empty file')
  const { encoding, bom } = sniffEncoding(bytes)
  const body = bytes.subarray(bom ? (encoding === 'utf-8' ? 3 : 2) : 0)
  const raw = encoding === 'windows-1252' ? decodeWindows1252(body) : new TextDecoder(encoding).decode(body)
  const text = normaliseLineEnds(raw)
  const binaryAt = findBinary(text)
  if (binaryAt !== null) throw new DecodeError('binary file (control characters where text was expected)', binaryAt)
  if (text.trim() === '') throw new DecodeError('empty file (only whitespace)')
  return { text, encoding, bom, lineEnding: lineEndingOf(raw) }
}

function sniffEncoding(bytes: Uint8Array): { encoding: Encoding; bom: boolean } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { encoding: 'utf-8', bom: true }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: 'utf-16le', bom: true }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: 'utf-16be', bom: true }
  const bomless16 = sniffUtf16(bytes)
  if (bomless16) return { encoding: bomless16, bom: false }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    return { encoding: 'utf-8', bom: false }
  } catch {
    // Not valid UTF-8: official rules files of the 2000s were saved from Windows editors.
    return { encoding: 'windows-1252', bom: false }
  }
}

/** UTF-16 without a BOM shows as ASCII text with a zero byte beside every character. */
function sniffUtf16(bytes: Uint8Array): Encoding | null {
  const n = Math.min(bytes.length - (bytes.length % 2), 4096)
  if (n < 4) return null
  let zeroEven = 0
  let zeroOdd = 0
  for (let i = 0; i < n; i++) if (bytes[i] === 0) i % 2 === 0 ? zeroEven++ : zeroOdd++
  const pairs = n / 2
  if (zeroOdd > pairs * 0.6 && zeroEven < pairs * 0.05) return 'utf-16le'
  if (zeroEven > pairs * 0.6 && zeroOdd < pairs * 0.05) return 'utf-16be'
  return null
}

/** The 1-based line of the first control character no text file holds (NUL and friends), or null. */
function findBinary(text: string): number | null {
  const limit = Math.min(text.length, 1 << 20)
  let line = 1
  let bad = 0
  let firstBadLine: number | null = null
  for (let i = 0; i < limit; i++) {
    const c = text.charCodeAt(i)
    if (c === 10) line++
    else if (c < 32 && c !== 9 && c !== 13 && c !== 12) {
      bad++
      firstBadLine ??= line
      // A stray control byte is a typo; a NUL or a run of them is a binary file.
      if (c === 0 || bad > 8) return firstBadLine
    }
  }
  return null
}

// 0x80-0x9F of Windows-1252; Node 20's TextDecoder treats the label as Latin-1 and
// would turn curly quotes into C1 control characters.
const CP1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178'

function decodeWindows1252(bytes: Uint8Array): string {
  const parts: string[] = []
  const chunk = 8192
  for (let i = 0; i < bytes.length; i += chunk) {
    const codes = Array.from(bytes.subarray(i, i + chunk), (b) => (b >= 0x80 && b < 0xa0 ? CP1252_HIGH.charCodeAt(b - 0x80) : b))
    parts.push(String.fromCharCode(...codes))
  }
  return parts.join('')
}

function normaliseLineEnds(text: string): string {
  return text.indexOf('\r') === -1 ? text : text.replace(/\r\n?/g, '\n')
}

function lineEndingOf(text: string): LineEnding {
  let crlf = 0
  let cr = 0
  let lf = 0
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === 13) {
      if (text.charCodeAt(i + 1) === 10) {
        crlf++
        i++
      } else cr++
    } else if (c === 10) lf++
  }
  const kinds = [crlf && 'CRLF', cr && 'CR', lf && 'LF'].filter(Boolean) as LineEnding[]
  if (kinds.length === 0) return 'none'
  return kinds.length === 1 ? kinds[0] : 'mixed'
}
