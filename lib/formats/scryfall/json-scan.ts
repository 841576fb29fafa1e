/**
 * The elements of a JSON array, found as the text streams in: each element's text is cut out at its closing
 * bracket and handed on, so a 100 MB array is never one string nor one `JSON.parse`. Only strings and nesting are
 * tracked (enough to find where an element ends); each element is then parsed on its own by `JSON.parse`, which
 * does the validating. A document that is one object (an API answer: a card, a list) is small and is kept whole.
 * Pure: text in, events out.
 */
import type { Span } from '../tree.js'

export interface ScanEvents {
  /** One element of the top-level array (or the top-level object of an object document), with its span. */
  element(text: string, span: Span): void
  /** Characters that belong to no element: the array's brackets, and anything else but blanks and separators. */
  stray(span: Span, reason: string, text: string): void
  /** The top-level value is an object (not an array): its whole text, at the end. */
  object(text: string, span: Span): void
  /** The text ended while an element or the array was open. */
  cutShort(span: Span | null, reason: string, text: string): void
}

const enum Mode {
  Start,
  Array,
  Element,
  Object,
  Done,
}

const QUOTE = 34
const BACKSLASH = 92
const OPEN_BRACE = 123
const CLOSE_BRACE = 125
const OPEN_BRACKET = 91
const CLOSE_BRACKET = 93
const COMMA = 44

const isBlank = (c: number) => c === 32 || c === 10 || c === 13 || c === 9 || c === 0xfeff

/** Where a JSON object larger than this is refused: an API answer is kilobytes, a bulk file is an array. */
export const MAX_OBJECT_CHARS = 64 * 1024 * 1024

export class JsonArrayScanner {
  private mode = Mode.Start
  private offset = 0
  private parts: string[] = []
  private partsLength = 0
  private elementStart = 0
  private depth = 0
  private inString = false
  private escape = false
  /** A primitive element (a number, `true`) ends at a separator rather than a bracket. */
  private primitive = false
  private strayStart = -1
  private strayReason = ''
  /** The last element, held until what follows it is seen: a separator after it joins its span. */
  private pending: { text: string; span: Span } | null = null

  constructor(private readonly on: ScanEvents) {}

  private chunk = ''
  private chunkBase = 0

  push(chunk: string): void {
    const base = this.offset
    this.chunk = chunk
    this.chunkBase = base
    let i = 0
    const n = chunk.length
    while (i < n) {
      const c = chunk.charCodeAt(i)
      switch (this.mode) {
        case Mode.Start:
          if (isBlank(c)) {
            if (c === 10) this.endStray(base + i)
            i++
          } else if (c === OPEN_BRACKET) {
            this.endStray(base + i)
            this.mode = Mode.Array
            this.on.stray({ start: base + i, end: base + i + 1 }, 'the JSON array\'s brackets', chunk[i])
            i++
          } else if (c === OPEN_BRACE) {
            this.endStray(base + i)
            this.mode = Mode.Object
            this.startElement(base + i)
          } else {
            this.markStray(base + i, 'not JSON: a Scryfall file starts with [ or {')
            i++
          }
          break
        case Mode.Array:
          if (isBlank(c)) {
            if (c === 10) this.endStray(base + i)
            i++
          } else if (c === COMMA) {
            this.endStray(base + i)
            // The separator belongs to the element before it, so no line holds an unowned comma.
            if (this.pending) {
              this.pending.span.end = base + i + 1
              this.flush()
            } else this.markStray(base + i, 'a separator with no element before it')
            i++
          } else if (c === CLOSE_BRACKET) {
            this.endStray(base + i)
            this.flush()
            this.mode = Mode.Done
            this.on.stray({ start: base + i, end: base + i + 1 }, 'the JSON array\'s brackets', chunk[i])
            i++
          } else {
            this.endStray(base + i)
            this.flush()
            this.mode = Mode.Element
            this.startElement(base + i)
          }
          break
        case Mode.Element:
        case Mode.Object: {
          const end = this.scanValue(chunk, i)
          const take = end === -1 ? n : end
          this.addPart(chunk, i, take)
          if (end === -1) {
            i = n
            break
          }
          i = end
          const text = this.takeParts()
          const span = { start: this.elementStart, end: base + end }
          if (this.mode === Mode.Object) {
            this.mode = Mode.Done
            this.on.object(text, span)
          } else {
            this.mode = Mode.Array
            this.pending = { text, span }
          }
          break
        }
        case Mode.Done:
          if (isBlank(c)) {
            if (c === 10) this.endStray(base + i)
            i++
          } else {
            this.markStray(base + i, 'after the end of the JSON value')
            i++
          }
          break
      }
    }
    this.offset += n
  }

  end(): void {
    this.endStray(this.offset)
    this.flush()
    if (this.mode === Mode.Element || this.mode === Mode.Object) {
      this.on.cutShort({ start: this.elementStart, end: this.offset }, 'the file ends inside this object (cut short?)', this.takeParts().slice(0, 200))
    } else if (this.mode === Mode.Array) {
      this.on.cutShort(null, 'the file ends before the array is closed with ] (cut short?)', '')
    } else if (this.mode === Mode.Start) {
      this.on.cutShort(null, 'no JSON value in the file', '')
    }
  }

  private flush() {
    if (!this.pending) return
    const { text, span } = this.pending
    this.pending = null
    this.on.element(text, span)
  }

  private markStray(at: number, reason: string) {
    if (this.strayStart === -1) {
      this.strayStart = at
      this.strayReason = reason
    }
  }

  /** Stray text runs to the end of its line (or the next element), one report entry per line. */
  private endStray(at: number) {
    if (this.strayStart === -1) return
    // The part in the chunk at hand: enough for the report's line.
    const from = Math.max(0, this.strayStart - this.chunkBase)
    const to = Math.max(from, Math.min(at - this.chunkBase, this.chunk.length))
    this.on.stray({ start: this.strayStart, end: at }, this.strayReason, this.chunk.slice(from, Math.min(to, from + 200)).trim())
    this.strayStart = -1
  }

  private startElement(at: number) {
    this.elementStart = at
    this.depth = 0
    this.inString = false
    this.escape = false
    this.primitive = false
    this.parts = []
    this.partsLength = 0
  }

  private addPart(chunk: string, from: number, to: number) {
    if (to <= from) return
    this.partsLength += to - from
    if (this.mode === Mode.Object && this.partsLength > MAX_OBJECT_CHARS) {
      throw new RangeError(`a single JSON object of more than ${MAX_OBJECT_CHARS / 1048576} MB (Scryfall's bulk files are arrays)`)
    }
    this.parts.push(from === 0 && to === chunk.length ? chunk : chunk.slice(from, to))
  }

  private takeParts(): string {
    const text = this.parts.length === 1 ? this.parts[0] : this.parts.join('')
    this.parts = []
    this.partsLength = 0
    return text
  }

  /** Reads the current value from `i`; the index just past its end, or -1 when the chunk ends first. */
  private scanValue(chunk: string, i: number): number {
    const n = chunk.length
    if (this.depth === 0 && !this.inString && !this.primitive) {
      // The value's first character.
      const c = chunk.charCodeAt(i)
      if (c === OPEN_BRACE || c === OPEN_BRACKET) this.depth = 1
      else if (c === QUOTE) this.inString = true
      else this.primitive = true
      i++
      if (this.inString) {
        // A top-level string element: it ends at its closing quote.
        const end = this.skipString(chunk, i)
        if (end === -1) return -1
        this.inString = false
        return end < -1 ? -2 - end : end
      }
    }
    if (this.primitive) {
      for (; i < n; i++) {
        const c = chunk.charCodeAt(i)
        if (c === COMMA || c === CLOSE_BRACKET || isBlank(c)) {
          this.primitive = false
          return i
        }
      }
      return -1
    }
    while (i < n) {
      if (this.inString) {
        const end = this.skipString(chunk, i)
        if (end === -1) return -1
        this.inString = false
        if (end < -1) return -2 - end
        i = end
        continue
      }
      const c = chunk.charCodeAt(i)
      i++
      if (c === QUOTE) this.inString = true
      else if (c === OPEN_BRACE || c === OPEN_BRACKET) this.depth++
      else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
        if (--this.depth === 0) return i
      }
    }
    return -1
  }

  /** From inside a string: the index just past its closing quote, or -1 when the chunk ends first. */
  private skipString(chunk: string, i: number): number {
    const n = chunk.length
    if (this.escape) {
      this.escape = false
      i++
    }
    for (; i < n; i++) {
      const c = chunk.charCodeAt(i)
      if (c === QUOTE) return i + 1
      if (c === BACKSLASH && ++i >= n) {
        this.escape = true
        return -1
      }
      // JSON strings hold no raw line break: this element is broken (a line cut short). It ends here, so the next
      // line is read afresh rather than as the inside of a string.
      if (c === 10) {
        this.depth = 0
        return -2 - i
      }
    }
    return -1
  }
}

/**
 * The elements of the array that starts at `text[from]` (`[`), each as text and span (offsets into `text`), for
 * an object document's `data` list. Separators join the element before them, as in the streaming scanner.
 */
export function arrayElements(text: string, from: number): { elements: Array<{ text: string; span: Span }>; end: number } {
  const elements: Array<{ text: string; span: Span }> = []
  const end = findArrayEnd(text, from)
  const scanner = new JsonArrayScanner({
    element: (t, span) => elements.push({ text: t, span: { start: span.start + from, end: span.end + from } }),
    stray: () => {},
    object: () => {},
    cutShort: () => {},
  })
  scanner.push(text.slice(from, end + 1))
  return { elements, end }
}

/** The index of the `]` closing the array that opens at `text[from]`, or text.length - 1 when it is not closed. */
function findArrayEnd(text: string, from: number): number {
  let depth = 0
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === QUOTE) {
      for (i++; i < text.length; i++) {
        const d = text.charCodeAt(i)
        if (d === BACKSLASH) i++
        else if (d === QUOTE) break
      }
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) depth++
    else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      if (--depth === 0) return i
    }
  }
  return text.length - 1
}

/**
 * Where the value of a top-level key starts in an object's text (`{"object":"list","data":[...]}`), or -1:
 * the key is looked for at depth 1 only, so a "data" inside a nested object does not count.
 */
export function keyValueAt(text: string, key: string): number {
  let depth = 0
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === QUOTE) {
      const start = i
      for (i++; i < text.length; i++) {
        const d = text.charCodeAt(i)
        if (d === BACKSLASH) i++
        else if (d === QUOTE) break
      }
      if (depth === 1 && text.slice(start + 1, i) === key) {
        let j = i + 1
        while (j < text.length && isBlank(text.charCodeAt(j))) j++
        if (text.charCodeAt(j) === 58 /* : */) {
          j++
          while (j < text.length && isBlank(text.charCodeAt(j))) j++
          return j
        }
      }
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) depth++
    else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) depth--
  }
  return -1
}
