/**
 * Characters an archive lost (U+FFFD where it misread Windows-1252 punctuation: `type�artifact creature�currently`
 * in the 2002 Comprehensive Rules), restored from the same rule in a neighbouring version of its series: its `prev`,
 * or the node whose `prev` it is. A run of k lost characters is restored only where the neighbour has the same words
 * on both sides with exactly k characters between them, and only when every neighbour that has those words agrees.
 *
 * The node's `text` keeps the source's words; what was restored goes beside it, in `restored` (lib/types.ts).
 */
import type { GraphNode, RestoredCharacter } from '../types.js'

const LOST = '\uFFFD'
/** Words of context read on each side of a loss. */
const CONTEXT_WORDS = 3
/** Fewer letters or digits than this around a loss is too little to be sure the neighbour's words are the same. */
const MIN_CONTEXT = 6

export interface RestoreCounts {
  /** Lost characters restored, per document id. */
  restored: Map<string, number>
}

/** Fills `restored` on every node with a lost character a neighbour supplies (and removes stale ones). */
export function restoreLostCharacters(nodes: GraphNode[]): RestoreCounts {
  const byId = new Map(nodes.map((n) => [n.id, n]))
  const next = new Map<string, GraphNode>()
  for (const n of nodes) if (n.prev) next.set(n.prev, n)
  const restored = new Map<string, number>()
  for (const node of nodes) {
    delete node.restored
    if (!node.text.includes(LOST)) continue
    const neighbours = [node.prev ? byId.get(node.prev) : undefined, next.get(node.id)].filter((n): n is GraphNode => n !== undefined)
    if (neighbours.length === 0) continue
    const found = restoreFrom(node.text, neighbours)
    if (found.length === 0) continue
    node.restored = found
    restored.set(node.doc, (restored.get(node.doc) ?? 0) + found.length)
  }
  return { restored }
}

/** The restorations of `text`'s lost characters that its neighbours agree on. Pure. */
export function restoreFrom(text: string, neighbours: ReadonlyArray<Pick<GraphNode, 'id' | 'text'>>): RestoredCharacter[] {
  const out: RestoredCharacter[] = []
  for (let at = text.indexOf(LOST); at !== -1; ) {
    let end = at
    while (text[end] === LOST) end++
    const pattern = contextPattern(text, at, end)
    if (pattern) {
      const readings = new Map<string, string>()
      let conflicting = false
      for (const n of neighbours) {
        const chars = readingIn(n.text, pattern)
        if (chars === 'ambiguous') conflicting = true
        else if (chars !== null && !readings.has(chars)) readings.set(chars, n.id)
      }
      if (!conflicting && readings.size === 1) {
        const [[chars, from]] = [...readings]
        ;[...chars].forEach((char, i) => out.push({ at: at + i, char, from }))
      }
    }
    at = text.indexOf(LOST, end)
  }
  return out
}

/**
 * A pattern for the words around text[start, end): up to CONTEXT_WORDS words each side, spacing free (one version
 * wraps lines where another does not), other lost characters as any one character; null when there is too little.
 */
function contextPattern(text: string, start: number, end: number): RegExp | null {
  const left = edgeWords(text.slice(0, start), 'end')
  const right = edgeWords(text.slice(end), 'start')
  if ((left + right).replace(/[^\p{L}\p{N}]/gu, '').length < MIN_CONTEXT) return null
  const source = (s: string) =>
    [...s].map((c) => (c === LOST ? '[^\\n]' : /\s/.test(c) ? '\\s+' : c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))).join('').replace(/(?:\\s\+)+/g, '\\s+')
  // The k characters between may be anything but a line break or another lost character.
  return new RegExp(`${source(left)}([^\\n${LOST}]{${end - start}})${source(right)}`, 'gu')
}

/** The last (or first) few words of `s`, cut at a word boundary unless `s` is shorter. */
function edgeWords(s: string, side: 'start' | 'end'): string {
  const words = side === 'end' ? s.split(/(?=\s)/) : s.split(/(?<=\s)/)
  const taken: string[] = []
  let count = 0
  for (let i = side === 'end' ? words.length - 1 : 0; side === 'end' ? i >= 0 : i < words.length; side === 'end' ? i-- : i++) {
    const w = words[i]
    if (w.trim()) count++
    if (count > CONTEXT_WORDS) break
    taken.push(w)
  }
  return side === 'end' ? taken.reverse().join('') : taken.join('')
}

/** What the neighbour has between the same words: its characters, null when it has not those words, or 'ambiguous'. */
function readingIn(text: string, pattern: RegExp): string | null | 'ambiguous' {
  let reading: string | null = null
  pattern.lastIndex = 0
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    if (reading !== null && reading !== m[1]) return 'ambiguous'
    reading = m[1]
    pattern.lastIndex = m.index + 1
  }
  return reading
}
