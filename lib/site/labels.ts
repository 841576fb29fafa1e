/** How nodes, sizes and dates are named on the page. */
import { stripBbcode } from '../render/bbcode'
import type { DocumentInfo, GraphNode, NodeKind } from '../types'
import { localId } from './graph-file.mjs'

const KIND_NAMES: Record<NodeKind, string> = {
  preface: 'Preface', contents: 'Contents', chapter: 'Chapter', section: 'Section', rule: 'Rule', ruling: 'Ruling',
  note: 'Note', example: 'Example', glossary: 'Glossary', term: 'Term', topic: 'Topic', qa: 'Question',
  text: 'Text', index: 'Index', credits: 'Credits', card: 'Card',
}

export function kindName(kind: NodeKind): string {
  return KIND_NAMES[kind] ?? kind
}

/** First line of a node's text, cut at a word near `max` characters. */
export function snippet(text: string, max = 90): string {
  const line = (text.split('\n').find((l) => l.trim()) ?? '').trim()
  if (line.length <= max) return line
  const cut = line.slice(0, max)
  const space = cut.lastIndexOf(' ')
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`
}

/** "502.2 First Strike", "419.6a", "Copying", "Q: What parts of a card can be copied?", "Note". */
export function nodeLabel(n: GraphNode): string {
  // Titles are plain text everywhere they show (<title>, link text): forum markup is dropped, as the page body does.
  const title = n.title && stripBbcode(n.title)
  if (n.number && title) return `${n.number} ${title}`
  if (n.number) return n.number
  if (title) return title
  if (n.kind === 'qa' || n.kind === 'note' || n.kind === 'ruling' || n.kind === 'text') return snippet(stripBbcode(n.text), 70) || kindName(n.kind)
  return kindName(n.kind)
}

/** Short label for lists where the text is shown beside it. */
export function shortLabel(n: GraphNode): string {
  return n.number ?? n.title ?? kindName(n.kind)
}

/** The fragment id of a node inside its section's page: its number, else its local id. */
export function anchorId(n: GraphNode): string {
  return n.number ?? localId(n.id)
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** "2004-01-15" -> "15 Jan 2004"; null -> "undated". Written out so no locale or time zone can shift it. */
export function formatDate(iso: string | null): string {
  if (!iso) return 'undated'
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso)
  if (!m) return iso
  return `${Number(m[3])} ${MONTHS[Number(m[2]) - 1] ?? m[2]} ${m[1]}`
}

export function docLabel(d: DocumentInfo): string {
  return d.date ? `${d.title} (${d.date.slice(0, 4)})` : d.title
}
