/**
 * What a link preview says under its title (og:description and the description): what the page holds, in words a
 * previewer shows whole. A card's Oracle text, then how many rulings it has; a rule's own text; an infraction's penalty
 * and definition. Previewers cut a description at about 200 characters (some well before: the penalty leads so it
 * survives the shortest), so each is clipped to PREVIEW_MAX at a word, with an ellipsis. Plain text: the page's
 * metadata escapes it, as it does every attribute.
 */
import type { GraphNode } from '../types'
import type { CardView } from './cards'
import { plainText } from './render'
import type { SiteGraph } from './site-graph'

export const PREVIEW_MAX = 200

/** `text` on one line, whitespace collapsed, at most `max` characters, cut at a word when one ends late enough. */
export function clip(text: string, max = PREVIEW_MAX): string {
  const line = text.replace(/\s+/g, ' ').trim()
  if (line.length <= max) return line
  const cut = line.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.—–-]+$/, '')}…`
}

/**
 * An Oracle text's lines on one line, as Scryfall's previews run them: a line that ends a sentence is followed by a
 * space, one that does not (the mana cost, the type line, a keyword such as "Flying") by " · ".
 */
const oracleLine = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l, i, all) => (i === all.length - 1 ? l : /[.!?)"”]$/.test(l) ? `${l} ` : `${l} · `))
    .join('')

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`

/** A card page's: "Flying. When … enters, …" then "5 rulings" (and the other documents' entries, when there are). */
export function cardPreview(view: CardView): string {
  const docs = new Set(view.entries.map((e) => e.doc.id)).size
  const tally = [
    `${count(view.rulings.length, 'ruling', 'rulings')}${view.rulings.length ? ' from Scryfall' : ''}`,
    docs ? `${count(view.entries.length, 'entry', 'entries')} in ${count(docs, 'other document', 'other documents')}` : null,
  ]
    .filter(Boolean)
    .join(', ')
  const oracle = view.oracle ? oracleLine(plainText(view.oracle.node)) : ''
  if (!oracle) return clip(`Rulings of ${view.name}: ${tally}.`)
  const tail = ` (${tally})`
  return `${clip(oracle, PREVIEW_MAX - tail.length)}${tail}`
}

/** A node's own text, else its first child's with text (a heading such as "702.19 Trample" has none of its own). */
function textOf(site: SiteGraph, node: GraphNode): string {
  const own = plainText(node).trim()
  if (own && own !== node.title?.trim()) return own
  for (const id of node.children) {
    const child = site.node(id)
    const text = child ? plainText(child).trim() : ''
    if (text) return text
  }
  return ''
}

/**
 * A rule's, a section's, a glossary term's: its text. An infraction's: its penalty, then its definition (the IPG's
 * "Definition" part, else its own text). `fallback` when it has no text (a document's part that only holds others).
 */
export function nodePreview(site: SiteGraph, node: GraphNode, fallback: string): string {
  if (node.penalty) {
    const definition = node.children.map((c) => site.node(c)).find((c) => c?.title === 'Definition')
    const head = `Penalty: ${node.penalty}.`
    const text = definition ? plainText(definition) : textOf(site, node)
    return text.trim() ? `${head} ${clip(text, PREVIEW_MAX - head.length - 1)}` : head
  }
  return clip(textOf(site, node)) || clip(fallback)
}
