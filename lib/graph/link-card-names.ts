/**
 * Card names inside rulings and Q&A text, once every document is in: "such as Haakon, Stromgald
 * Scourge" gets a `kind: 'card'` reference to that card. The names are the titles of the corpus's
 * `card` nodes. One word trie holds them all, and each text is read once, word by word, so the cost
 * is the length of the texts (times the few words of the longest name), whatever the number of cards.
 */
import type { DocumentInfo, GraphNode, NodeKind, Reference, TextRange } from '../types.js'
import { cardKey } from './card-key.js'

/** Where a card name is worth a link: what a judge reads as rulings and answers. */
const SCANNED_KINDS = new Set<NodeKind>(['ruling', 'note', 'qa', 'text', 'example', 'topic', 'term'])

interface TrieNode {
  next: Map<string, TrieNode>
  /** The card's name as its card node titles it, when a name ends at this word. */
  name: string | null
  /** `cardKey(name)`, computed once per card rather than once per mention. */
  key: string | null
}

const newTrieNode = (): TrieNode => ({ next: new Map(), name: null, key: null })

// Letters, digits and the apostrophes inside words ("Tormod's"); everything else separates words.
const WORD_SOURCE = "[\\p{L}\\p{N}]+(?:['’][\\p{L}\\p{N}]+)*"
// The next word of a name: after a space, a comma, a colon or a hyphen, never after a line or a sentence end.
const NEXT_WORD_SOURCE = `[^\\p{L}\\p{N}\\n.;!?()[\\]"]{1,3}(${WORD_SOURCE})`

/** Case is kept: "Fog" the card, not "fog" the weather. Curly and straight apostrophes meet. */
function wordKey(word: string): string {
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i)
    if (c === 0x2019 || c === 0xc6 || c === 0xe6) return word.replace(/’/g, "'").replace(/Æ/g, 'Ae').replace(/æ/g, 'ae')
  }
  return word
}

function nameWords(name: string): string[] {
  return Array.from(name.matchAll(new RegExp(WORD_SOURCE, 'gu')), (m) => wordKey(m[0]))
}

export interface CardNameMatch {
  /** The card's name as its card node titles it. */
  name: string
  /** Its card key. */
  key: string
  start: number
  end: number
}

/** A matcher over a set of card names: builds the trie once, then finds names in any text. */
export function cardNameMatcher(names: Iterable<string>): (text: string) => CardNameMatch[] {
  const root = newTrieNode()
  for (const name of names) {
    const ws = nameWords(name)
    if (ws.length === 0) continue
    let node = root
    for (const w of ws) {
      let child = node.next.get(w)
      if (!child) node.next.set(w, (child = newTrieNode()))
      node = child
    }
    if (node.name === null) {
      node.name = name
      node.key = cardKey(name)
    }
  }

  // Compiled once per matcher; every call sets lastIndex before use and runs to the end synchronously.
  const word = new RegExp(WORD_SOURCE, 'gu')
  const next = new RegExp(NEXT_WORD_SOURCE, 'uy')
  // Words are read one by one; only a word that starts some name reads the words after it.
  return (text: string) => {
    const found: CardNameMatch[] = []
    word.lastIndex = 0
    for (let m = word.exec(text); m; m = word.exec(text)) {
      let best: { node: TrieNode; end: number } | null = null
      let node: TrieNode | undefined = root
      let key = wordKey(m[0])
      let end = m.index + m[0].length
      for (;;) {
        // "Brightflame's controller": a possessive may end a name.
        if (key.endsWith("'s")) {
          const owner = node.next.get(key.slice(0, -2))
          if (owner?.name) best = { node: owner, end: end - 2 }
        }
        node = node.next.get(key)
        if (!node) break
        if (node.name) best = { node, end }
        if (node.next.size === 0) break
        next.lastIndex = end
        const n = next.exec(text)
        if (!n) break
        key = wordKey(n[1])
        end = next.lastIndex
      }
      if (best) {
        found.push({ name: best.node.name!, key: best.node.key!, start: m.index, end: best.end })
        word.lastIndex = best.end
      }
    }
    return found
  }
}

/**
 * Adds a `kind: 'card'` reference to every scanned node for each card name its text holds (once per
 * card per node). A ruling under a card's own node does not link that card: there it IS the card.
 * Targets are left for linkGraph to resolve.
 */
export function linkCardNames(documents: DocumentInfo[], nodes: GraphNode[]): void {
  const names = new Set<string>()
  for (const node of nodes) if (node.kind === 'card' && node.title) names.add(node.title)
  if (names.size > 0) findCardNames(documents, nodes, names)
  placeCardNames(nodes)
}

function findCardNames(documents: DocumentInfo[], nodes: GraphNode[], names: Set<string>): void {
  const match = cardNameMatcher(names)
  const cr = new Set(documents.filter((d) => d.family === 'cr').map((d) => d.id))
  const byId = new Map(nodes.map((n) => [n.id, n]))
  const cardKeys = new Map<string, string>() // card node id -> its key
  for (const node of nodes) if (node.kind === 'card' && node.title) cardKeys.set(node.id, cardKey(node.title))

  for (const node of nodes) {
    if (!SCANNED_KINDS.has(node.kind) || cr.has(node.doc) || !node.text) continue
    const found = match(node.text)
    if (found.length === 0) continue
    const own = ownCardKey(node, byId, cardKeys)
    // A card link the parser already saw (an article's `[Name](gatherer...)`) is not added twice.
    const byKey = new Map<string, Reference>()
    for (const r of node.refs) if (r.kind === 'card') byKey.set(cardKey(r.number), r)
    const added = new Set<Reference>()
    for (const m of found) {
      const key = m.key
      if (key === own) continue
      let ref = byKey.get(key)
      if (!ref) {
        ref = { text: node.text.slice(m.start, m.end), number: m.name, target: null, kind: 'card', places: [] }
        byKey.set(key, ref)
        added.add(ref)
        node.refs.push(ref)
      }
      // Every place the name is written becomes a link, whichever apostrophe or case of "'s" it was written with.
      if (added.has(ref)) ref.places!.push([m.start, m.end])
    }
  }
}

/**
 * Places for the card references a parser seeded (an article's `[Name](gatherer...)`, kept as the name): every
 * place the name is written as whole words. Found here, once, so the page reads them from the graph.
 */
function placeCardNames(nodes: GraphNode[]): void {
  for (const node of nodes) {
    for (const ref of node.refs) {
      if (ref.kind !== 'card' || ref.places || !ref.text) continue
      const places: TextRange[] = []
      for (let at = node.text.indexOf(ref.text); at >= 0; at = node.text.indexOf(ref.text, at + ref.text.length)) {
        const end = at + ref.text.length
        if (wordEdges(node.text, at, end)) places.push([at, end])
      }
      ref.places = places
    }
  }
}

/** The name stands as whole words: not "Fog" inside "Foggy". */
function wordEdges(text: string, start: number, end: number): boolean {
  return !/[\p{L}\p{N}]/u.test(text[start - 1] ?? '') && !/[\p{L}\p{N}]/u.test(text[end] ?? '')
}

/** The key of the card whose rulings hold `node`, if any. */
function ownCardKey(node: GraphNode, byId: Map<string, GraphNode>, cardKeys: Map<string, string>): string | null {
  for (let p = node.parent ? byId.get(node.parent) : undefined; p; p = p.parent ? byId.get(p.parent) : undefined) {
    const key = cardKeys.get(p.id)
    if (key) return key
  }
  return null
}
