/**
 * Bytes in, text out, piece by piece, for files too large to hold as one string (Scryfall's bulk data): UTF-8
 * (with or without a BOM) decoded as it arrives, line ends normalised to LF, and handed on in whole lines, with
 * what `decode` would say about the file (encoding, BOM, line ends) and where each line starts. Pure: the caller
 * reads the file. A file in another encoding is refused here and read whole by `decode` instead.
 */
import { DecodeError, type LineEnding } from './decode.js'
import { findLostCharacters, type LostCharacters } from './lost-characters.js'

export class LineStream {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true })
  /** Text after the last line end seen, held until its line is complete. */
  private rest = ''
  private pendingCr = false
  private offset = 0
  /** The file's first bytes, until there are three: a BOM may arrive split across pieces. */
  private head: number[] = []
  bom = false
  private crlf = 0
  private cr = 0
  private lf = 0
  /** Offsets (in the normalised text) where each line starts. */
  readonly lineStarts: number[] = [0]
  readonly lost: LostCharacters[] = []
  /** The normalised text's length so far, in UTF-16 units. */
  get length(): number {
    return this.offset
  }

  /** Decodes `bytes`; returns the complete lines it finished (LF-terminated), possibly ''. */
  push(bytes: Uint8Array): string {
    if (this.head.length < 3) {
      for (let i = 0; i < bytes.length && this.head.length < 3; i++) this.head.push(bytes[i])
      this.bom = this.head[0] === 0xef && this.head[1] === 0xbb && this.head[2] === 0xbf
    }
    let text: string
    try {
      text = this.decoder.decode(bytes, { stream: true })
    } catch {
      throw new DecodeError(`not valid UTF-8 near line ${this.lineStarts.length}`, this.lineStarts.length)
    }
    return this.take(text, false)
  }

  /** The last, unterminated line (if any). */
  end(): string {
    let text: string
    try {
      text = this.decoder.decode()
    } catch {
      throw new DecodeError(`not valid UTF-8 at the end of the file`, this.lineStarts.length)
    }
    return this.take(text, true)
  }

  get lineEnding(): LineEnding {
    const kinds = [this.crlf && 'CRLF', this.cr && 'CR', this.lf && 'LF'].filter(Boolean) as LineEnding[]
    if (kinds.length === 0) return 'none'
    return kinds.length === 1 ? kinds[0] : 'mixed'
  }

  private take(raw: string, last: boolean): string {
    // TextDecoder drops a leading BOM itself.
    let text = this.pendingCr ? '\r' + raw : raw
    this.pendingCr = false
    // A CR at a piece's end may be the first half of a CRLF.
    if (!last && text.endsWith('\r')) {
      this.pendingCr = true
      text = text.slice(0, -1)
    }
    if (text.indexOf('\r') !== -1) {
      text = text.replace(/\r\n?|\n/g, (m) => {
        if (m === '\n') this.lf++
        else if (m.length === 2) this.crlf++
        else this.cr++
        return '\n'
      })
    } else {
      for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) this.lf++
    }
    const joined = this.rest + text
    const cut = last ? joined.length : joined.lastIndexOf('\n') + 1
    const out = joined.slice(0, cut)
    this.rest = joined.slice(cut)
    if (out) {
      const firstLine = this.lineStarts.length
      const base = this.offset
      for (let i = out.indexOf('\n'); i !== -1; i = out.indexOf('\n', i + 1)) this.lineStarts.push(base + i + 1)
      for (const l of findLostCharacters(out)) this.lost.push({ ...l, line: l.line + firstLine - 1 })
      this.offset += out.length
    }
    return out
  }
}
