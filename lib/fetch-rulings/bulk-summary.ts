/**
 * What a bulk file holds, read as it streams (the JSON array scanner of lib/formats/scryfall, one JSON.parse per
 * element): its cards by oracle_id with a fingerprint of what a card page shows of them (name and Oracle text), its
 * rulings, and whether it is the file it claims to be. Two summaries give what changed since the last fetch. Pure:
 * text in, figures out; the script reads the files.
 */
import { createHash } from 'node:crypto'
import { cardText } from '../formats/scryfall/card-text.js'
import { JsonArrayScanner } from '../formats/scryfall/json-scan.js'

export interface BulkSummary {
  /** oracle_id (else name) -> fingerprint of name and Oracle text. */
  cards: Map<string, string>
  /** `oracle_id|source|published_at` -> the comments of the rulings with that key. */
  rulings: Map<string, string[]>
  /** Elements that are neither a card nor a ruling, or not JSON: a file of the right shape has none. */
  others: number
  /** Why the file is not a JSON array of objects, when it is not (text before or after it, cut short, an object). */
  broken: string | null
}

const fingerprint = (s: string) => createHash('sha1').update(s).digest('base64').slice(0, 16)

export class BulkSummarizer {
  private readonly summary: BulkSummary = { cards: new Map(), rulings: new Map(), others: 0, broken: null }
  private readonly scanner = new JsonArrayScanner({
    element: (text) => this.element(text),
    stray: (_span, reason, text) => {
      // The brackets are the array's own; anything else means the file is not one array.
      if (text === '[' || text === ']') return
      this.summary.broken ??= `${reason}: ${JSON.stringify(text.slice(0, 60))}`
    },
    object: () => {
      this.summary.broken ??= 'one JSON object, not an array of them'
    },
    cutShort: (_span, reason) => {
      this.summary.broken ??= reason
    },
  })

  push(text: string): void {
    try {
      this.scanner.push(text)
    } catch (e) {
      this.summary.broken ??= (e as Error).message
    }
  }

  end(): BulkSummary {
    this.scanner.end()
    return this.summary
  }

  private element(text: string) {
    let value: Record<string, unknown>
    try {
      value = JSON.parse(text)
    } catch {
      this.summary.others++
      return
    }
    if (value?.object === 'card' && typeof value.name === 'string') {
      const id = typeof value.oracle_id === 'string' ? value.oracle_id : `name:${value.name}`
      this.summary.cards.set(id, fingerprint(`${value.name}\n${cardText(value)}`))
    } else if (value?.object === 'ruling' && typeof value.oracle_id === 'string' && typeof value.comment === 'string') {
      const key = `${value.oracle_id}|${String(value.source)}|${String(value.published_at)}`
      const list = this.summary.rulings.get(key)
      if (list) list.push(value.comment)
      else this.summary.rulings.set(key, [value.comment])
    } else this.summary.others++
  }
}

export function rulingCount(s: BulkSummary): number {
  let n = 0
  for (const list of s.rulings.values()) n += list.length
  return n
}

export interface Changes {
  added: number
  changed: number
  removed: number
}

export function cardChanges(before: BulkSummary, after: BulkSummary): Changes {
  const c: Changes = { added: 0, changed: 0, removed: 0 }
  for (const [id, print] of after.cards) {
    const old = before.cards.get(id)
    if (old === undefined) c.added++
    else if (old !== print) c.changed++
  }
  for (const id of before.cards.keys()) if (!after.cards.has(id)) c.removed++
  return c
}

/**
 * Rulings have no id: one is the same when its card, source, date and words are; one whose words changed under the
 * same card, source and date is changed; the rest are added or removed.
 */
export function rulingChanges(before: BulkSummary, after: BulkSummary): Changes {
  const c: Changes = { added: 0, changed: 0, removed: 0 }
  const keys = new Set([...before.rulings.keys(), ...after.rulings.keys()])
  for (const key of keys) {
    const old = [...(before.rulings.get(key) ?? [])]
    const now = after.rulings.get(key) ?? []
    let fresh = 0
    for (const comment of now) {
      const at = old.indexOf(comment)
      if (at >= 0) old.splice(at, 1)
      else fresh++
    }
    const changed = Math.min(fresh, old.length)
    c.changed += changed
    c.added += fresh - changed
    c.removed += old.length - changed
  }
  return c
}
