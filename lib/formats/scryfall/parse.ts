/**
 * Scryfall's files -> a tree: each card a `card` block (title its name, text its Oracle text), each ruling a
 * `ruling` block under a `card` block of its oracle_id, with a citation: `Wizards of the Coast` (`wotc`) or
 * `Scryfall`, dated `published_at`. A rulings file does not name its cards; its `card` blocks carry the oracle_id
 * as their local id and no title, and lib/graph joins them to a card file's cards by that id.
 *
 * The text streams in (`push`), so a 100 MB bulk file is read element by element (json-scan.ts). Every character
 * ends up in a block's span or in the noise: an element's span runs to the separator after it, the array's
 * brackets and anything that is not a card or a ruling are noise with the reason.
 */
import type { Citation } from '../../types.js'
import { ParseError } from '../family.js'
import type { Block, Noise, Problem, Root, Span } from '../tree.js'
import { cardFaces, cardText, type CardFields } from './card-text.js'
import { arrayElements, JsonArrayScanner, keyValueAt } from './json-scan.js'

const SOURCES: Record<string, string> = { wotc: 'Wizards of the Coast', scryfall: 'Scryfall' }

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

interface Counts {
  cards: number
  rulings: number
}

export class ScryfallTreeBuilder {
  private readonly blocks: Block[] = []
  private readonly noise: Noise[] = []
  private readonly problems: Problem[] = []
  /** oracle_id -> the `card` block holding that card's rulings in this document. */
  private readonly groups = new Map<string, Block>()
  private readonly counts: Counts = { cards: 0, rulings: 0 }
  private newestRelease: string | null = null
  private firstCardName: string | null = null
  private list = false
  private readonly scanner: JsonArrayScanner

  constructor() {
    this.scanner = new JsonArrayScanner({
      element: (text, span) => this.element(text, span),
      stray: (span, reason, text) => this.noise.push({ span, reason, text }),
      object: (text, span) => this.objectDocument(text, span),
      cutShort: (span, reason, text) => {
        if (span) this.noise.push({ span, reason, text })
        this.problems.push({ offset: span?.start ?? 0, message: reason })
      },
    })
  }

  push(text: string): void {
    try {
      this.scanner.push(text)
    } catch (e) {
      if (e instanceof RangeError) throw new ParseError(e.message, null)
      throw e
    }
  }

  end(): Root {
    this.scanner.end()
    const { cards, rulings } = this.counts
    if (cards === 0 && rulings === 0 && this.blocks.length === 0) throw new ParseError('no Scryfall card or ruling in this JSON', 0)
    return {
      type: 'root',
      family: 'scryfall',
      children: this.blocks,
      noise: this.noise,
      problems: this.problems,
      meta: {
        title: this.title(),
        author: 'Scryfall',
        // A card file is as recent as the newest card in it; a rulings file is dated by its newest ruling (lib/graph).
        ...(this.newestRelease ? { date: this.newestRelease, dateEvidence: 'the newest card\'s "released_at"' } : {}),
      },
    }
  }

  private title(): string {
    const { cards, rulings } = this.counts
    const n = (k: number, one: string, many: string) => `${k.toLocaleString('en')} ${k === 1 ? one : many}`
    if (cards === 1 && rulings === 0 && !this.list) return `Scryfall: ${this.firstCardName}`
    if (cards === 0) return `Scryfall rulings (${n(rulings, 'ruling', 'rulings')} of ${n(this.groups.size, 'card', 'cards')})`
    if (rulings === 0) return `Scryfall Oracle cards (${n(cards, 'card', 'cards')})`
    return `Scryfall cards and rulings (${n(cards, 'card', 'cards')}, ${n(rulings, 'ruling', 'rulings')})`
  }

  private element(text: string, span: Span): void {
    let value: unknown
    try {
      value = JSON.parse(text)
    } catch (e) {
      this.reject(span, `not valid JSON (${(e as Error).message})`, text)
      return
    }
    this.value(value, span, text)
  }

  private value(value: unknown, span: Span, text: string): void {
    const object = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null
    const kind = object?.object
    if (kind === 'card') this.card(object!, span, text)
    else if (kind === 'ruling') this.ruling(object!, span, text)
    else this.reject(span, `not a card or a ruling (${object ? `"object": ${JSON.stringify(kind ?? null)}` : typeof value})`, text)
  }

  /** Kept in the report, never lost: the element's text is noise, and the trouble a problem with its line. */
  private reject(span: Span, reason: string, text: string): void {
    this.noise.push({ span, reason, text: text.slice(0, 200) })
    this.problems.push({ offset: span.start, message: reason })
  }

  private card(card: Record<string, unknown>, span: Span, text: string): void {
    const name = typeof card.name === 'string' ? card.name.trim() : ''
    if (!name) return this.reject(span, 'a card with no name', text)
    const oracleId = oracleIdOf(card)
    this.counts.cards++
    this.firstCardName ??= name
    if (typeof card.released_at === 'string' && ISO_DATE.test(card.released_at) && (!this.newestRelease || card.released_at > this.newestRelease)) {
      this.newestRelease = card.released_at
    }
    this.blocks.push({
      type: 'block',
      kind: 'card',
      number: null,
      title: name,
      text: cardText(card as CardFields),
      spans: [span],
      children: [],
      // The card's own id: its oracle_id (one per card across printings), else its name; never its place in the file.
      ...(oracleId ? { local: oracleId } : {}),
    })
  }

  private ruling(ruling: Record<string, unknown>, span: Span, text: string): void {
    const { oracle_id: oracleId, comment, published_at: date, source } = ruling
    if (typeof oracleId !== 'string' || !/^[0-9a-f-]{8,}$/i.test(oracleId)) return this.reject(span, 'a ruling with no oracle_id', text)
    if (typeof comment !== 'string' || !comment.trim()) return this.reject(span, 'a ruling with no comment', text)
    const dated = typeof date === 'string' && ISO_DATE.test(date) ? date : null
    if (!dated) this.problems.push({ offset: span.start, message: `a ruling whose published_at is not a date (${JSON.stringify(date ?? null)}); kept undated` })
    const sourceKey = typeof source === 'string' && source.trim() ? source.trim().toLowerCase() : 'unknown'
    const citation: Citation = {
      text: `${sourceKey}, ${dated ?? 'undated'}`,
      source: SOURCES[sourceKey] ?? sourceKey,
      sourceKey: sourceKey.replace(/[^a-z0-9]+/g, '-'),
      date: dated,
      dateInferred: false,
      rule: null,
      target: null,
    }
    let group = this.groups.get(oracleId.toLowerCase())
    if (!group) {
      group = {
        type: 'block',
        kind: 'card',
        number: null,
        // Named once lib/graph joins it to a card file's card of this oracle_id.
        title: null,
        text: '',
        // Owns no text of its own: its rulings own theirs. Placed at its first ruling.
        spans: [{ start: span.start, end: span.start }],
        children: [],
        local: oracleId.toLowerCase(),
      }
      this.groups.set(oracleId.toLowerCase(), group)
      this.blocks.push(group)
    }
    this.counts.rulings++
    group.children.push({
      type: 'block',
      kind: 'ruling',
      number: null,
      title: null,
      text: comment.trim().replace(/\r\n?/g, '\n').replace(/\n{2,}/g, '\n'),
      spans: [span],
      children: [],
      data: { citations: [citation] },
    })
  }

  /** A document that is one object: a card (`GET /cards/named`) or a list (`GET /cards/:id/rulings`). Small. */
  private objectDocument(text: string, span: Span): void {
    let value: Record<string, unknown>
    try {
      value = JSON.parse(text)
    } catch (e) {
      throw new ParseError(`not valid JSON (${(e as Error).message})`, span.start)
    }
    if (value.object === 'error') throw new ParseError(`a Scryfall error answer, not cards: ${String(value.details ?? value.code ?? '')}`, span.start)
    if (value.object !== 'list') return this.value(value, span, text)
    this.list = true
    const at = keyValueAt(text, 'data')
    if (at < 0 || text.charCodeAt(at) !== 91 /* [ */) throw new ParseError('a Scryfall list with no "data" array', span.start)
    const { elements, end } = arrayElements(text, at)
    const wrapper = 'the API list\'s wrapper ("object", "has_more", "data")'
    this.noise.push({ span: { start: span.start, end: span.start + at + 1 }, reason: wrapper, text: text.slice(0, Math.min(at + 1, 200)) })
    for (const e of elements) this.element(e.text, { start: span.start + e.span.start, end: span.start + e.span.end })
    this.noise.push({ span: { start: span.start + end, end: span.end }, reason: wrapper, text: text.slice(end, end + 200) })
    if (value.has_more === true) {
      this.problems.push({ offset: span.start, message: 'the list says has_more: its next page (next_page) is not in this file' })
    }
  }
}

/** The card's oracle_id; a reversible card has one per face, the same on both. */
function oracleIdOf(card: Record<string, unknown>): string | null {
  if (typeof card.oracle_id === 'string' && card.oracle_id) return card.oracle_id.toLowerCase()
  const face = cardFaces(card as CardFields)?.[0] as Record<string, unknown> | undefined
  return typeof face?.oracle_id === 'string' && face.oracle_id ? face.oracle_id.toLowerCase() : null
}

export function parseScryfall(text: string): Root {
  const builder = new ScryfallTreeBuilder()
  builder.push(text)
  return builder.end()
}
