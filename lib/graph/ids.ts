/**
 * Stable, URL-safe node ids. An id is `${doc}/${local}`; `local` never holds a slash,
 * so a permalink is always two path segments. Ids derive only from the document's own
 * content (numbers, titles, order among siblings), so a rebuild gives the same ids and
 * adding another document never changes them.
 */
import { RESERVED_DOC_IDS, type NodeKind } from '../types.js'
import { cardKey } from './card-key.js'
import { slug } from './slug.js'
import { localFromNumber } from '../rule-number/index.js'

// Card keys are slugs too (card-key.ts): the slug lives apart so that neither of the two imports the other.
export { slug }

export function docIdFromFile(file: string): string {
  const base = file.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '')
  const id = slug(base, 80)
  return RESERVED_DOC_IDS.has(id) ? `doc-${id}` : id
}

/** A rule number kept as written where it is URL-safe (lib/rule-number). */
export { localFromNumber }

const KIND_PREFIX: Partial<Record<NodeKind, string>> = {
  topic: 'topic',
  term: 'term',
  qa: 'q',
  note: 'note',
  text: 'text',
  example: 'ex',
  preface: 'preface',
  contents: 'contents',
  glossary: 'glossary',
  credits: 'credits',
  index: 'index',
}

/** Kinds whose nodes are told apart by their own words: a question, a note, an unnumbered ruling. */
const NAMED_BY_WORDS = new Set<NodeKind>(['qa', 'note', 'ruling', 'text', 'example'])

/**
 * The local id of an unnumbered node. Named things (topics, terms, headings) take their title,
 * and questions, notes and unnumbered rulings their first words, so a link posted years ago
 * still opens the same entry after others are added before it. Only what has no words of its
 * own (a preface, a contents list) takes its place among siblings.
 */
export function localForUnnumbered(
  kind: NodeKind,
  title: string | null,
  parentLocal: string | null,
  ordinal: number,
  text = '',
): string {
  const prefix = KIND_PREFIX[kind] ?? kind
  if (NAMED_BY_WORDS.has(kind)) {
    const full = slug((title ?? text).replace(/^[QA]:\s*/, ''), 200)
    // Whole words only, so the link reads as the entry's opening words.
    const words = full.length <= 48 ? full : full.slice(0, full.lastIndexOf('-', 48) > 16 ? full.lastIndexOf('-', 48) : 48)
    if (words !== 'untitled') return parentLocal ? `${parentLocal}.${prefix}-${words}` : `${prefix}-${words}`
  }
  // A card is named by its card key, so its rulings page keeps its link whatever cards come before it.
  if (kind === 'card' && title) return `card-${cardKey(title)}`
  const named = kind === 'topic' || kind === 'term' || kind === 'chapter' || kind === 'section'
  if (named && title) {
    const own = `${prefix}-${slug(title)}`
    return parentLocal && kind === 'section' ? `${parentLocal}.${own}` : own
  }
  if (kind === 'glossary' || kind === 'contents' || kind === 'credits' || kind === 'index') {
    return ordinal === 1 ? prefix : `${prefix}-${ordinal}`
  }
  return parentLocal ? `${parentLocal}.${prefix}${ordinal}` : `${prefix}-${ordinal}`
}
