/**
 * Inline structure of a node's text: citations and references where the ingest found them (their places are
 * in the graph), and forum markup, indexed once over the whole text, then cut into phrasing nodes for any range
 * of it. Places refer to the whole text, so blocks are built from ranges, never from substrings that would
 * shift them.
 */
import type { PhrasingContent } from 'mdast'
import type { Citation, GraphNode, Reference, TextRange } from '../types'
import type { CitationNode } from './mdast-types'
import { scanBbcode, type BbcodeTag } from './bbcode'
import { safeHref } from './safe-href'

export interface Resolver {
  urlOf(nodeId: string): string | null
  sourceUrl(sourceKey: string): string
  /** The page of a card, by name, for the node's `kind: 'card'` references; absent or null: the name is not linked. */
  cardUrl?(name: string): string | null
  /** How a restored character's source is named (`Comprehensive Rules (2004)`), by node id; absent: its document id. */
  versionLabel?(nodeId: string): string
}

type Wrap = (children: PhrasingContent[]) => PhrasingContent[]

type Token =
  | { kind: 'atomic'; start: number; end: number; nodes: PhrasingContent[] }
  | { kind: 'open'; start: number; end: number; tag: string; wrap: Wrap }
  | { kind: 'close'; start: number; end: number; tag: string }

export interface InlineIndex {
  text: string
  /** Sorted by start, never overlapping. */
  tokens: Token[]
  /** Ranges no block split may fall inside (a citation, a whole reference). */
  protectedRanges: Array<[number, number]>
}

const unwrap: Wrap = (children) => children

function textNode(value: string): PhrasingContent {
  return { type: 'text', value }
}

function resolvedUrl(target: string | null, resolver: Resolver): string | null {
  return target === null ? null : safeHref(resolver.urlOf(target))
}

function referenceNode(ref: Reference, label: string, resolver: Resolver): PhrasingContent {
  const url = resolvedUrl(ref.target, resolver)
  if (ref.target !== null && url !== null) {
    return { type: 'ruleRef', number: ref.number, target: ref.target, url, children: [textNode(label)] }
  }
  return { type: 'unresolvedRef', number: ref.number, children: [textNode(label)] }
}

function citationNodes(group: Citation[], resolver: Resolver): PhrasingContent[] {
  const out: PhrasingContent[] = []
  for (const cite of group) {
    const citation: CitationNode = {
      type: 'citation',
      text: cite.text,
      source: cite.source,
      sourceKey: cite.sourceKey,
      url: safeHref(resolver.sourceUrl(cite.sourceKey)),
      date: cite.date,
      dateInferred: cite.dateInferred,
      rule: cite.rule,
      ruleUrl: resolvedUrl(cite.target, resolver),
      children: [],
    }
    if (out.length > 0) out.push(textNode(' '))
    out.push(citation)
  }
  return out
}

const POST_PATTERN = /^\[post=([^\]\n]*)\]([\s\S]*)\[\/post\]$/i

function overlaps(ranges: Array<[number, number]>, start: number, end: number): boolean {
  return ranges.some(([s, e]) => start < e && s < end)
}

/** Entries that share a place in the text (the citations of one bracket group, the targets of one reference), in text order. */
function byPlace<T extends { at?: TextRange }>(entries: readonly T[]): Array<{ start: number; end: number; entries: T[] }> {
  const groups = new Map<string, { start: number; end: number; entries: T[] }>()
  for (const entry of entries) {
    if (!entry.at) continue
    const key = `${entry.at[0]}:${entry.at[1]}`
    const group = groups.get(key)
    if (group) group.entries.push(entry)
    else groups.set(key, { start: entry.at[0], end: entry.at[1], entries: [entry] })
  }
  return [...groups.values()].sort((a, b) => a.start - b.start || a.end - b.end)
}

function bbcodeWrap(tag: BbcodeTag): Wrap {
  switch (tag) {
    case 'c':
      return (children) => [{ type: 'cardName', children }]
    case 'b':
      return (children) => [{ type: 'strong', children }]
    case 'i':
      return (children) => [{ type: 'emphasis', children }]
    default:
      // [color], [u] and a [post] the reference finder did not claim carry no
      // meaning a reader needs; their text stays, their markup goes.
      return unwrap
  }
}

/**
 * The inline index of a node's text, from the places its citations and references were found at ingest
 * (graph.json `at` / `places`): nothing is scanned again here but forum markup. A place that does not fit the
 * text (out of bounds, overlapping one already taken) is left as plain text.
 */
export function indexInline(node: GraphNode, resolver: Resolver): InlineIndex {
  const text = node.text
  const tokens: Token[] = []
  const claimed: Array<[number, number]> = []
  const protectedRanges: Array<[number, number]> = []
  const inBounds = (s: number, e: number) => Number.isInteger(s) && Number.isInteger(e) && 0 <= s && s < e && e <= text.length

  // Citations first: a bracketed citation is never also a reference or markup.
  for (const group of byPlace(node.citations)) {
    if (!inBounds(group.start, group.end) || overlaps(claimed, group.start, group.end)) continue
    tokens.push({ kind: 'atomic', start: group.start, end: group.end, nodes: citationNodes(group.entries, resolver) })
    claimed.push([group.start, group.end])
    protectedRanges.push([group.start, group.end])
  }

  for (const group of byPlace(node.refs.filter((r) => r.kind !== 'card'))) {
    const { start, end } = group
    if (!inBounds(start, end) || overlaps(claimed, start, end)) continue
    const written = text.slice(start, end)
    const post = POST_PATTERN.exec(written)
    if (post) {
      const ref = group.entries[0]
      const openEnd = start + written.indexOf(']') + 1
      const closeStart = end - '[/post]'.length
      const url = resolvedUrl(ref.target, resolver)
      // The label keeps its own markup ([c] inside a post link), so the link is a
      // wrapper around a range rather than an atomic piece of text.
      const target = ref.target
      const wrap: Wrap =
        target !== null && url !== null ? (children) => [{ type: 'ruleRef', number: ref.number, target, url, children }] : unwrap
      tokens.push({ kind: 'open', start, end: openEnd, tag: `ref@${start}`, wrap })
      tokens.push({ kind: 'close', start: closeStart, end, tag: `ref@${start}` })
      claimed.push([start, openEnd], [closeStart, end])
      protectedRanges.push([start, end])
      continue
    }
    const spans: Array<[number, number, Reference]> = []
    for (const ref of group.entries) {
      for (const [s, e] of ref.places ?? []) {
        if (!inBounds(s, e) || s < start || e > end) continue
        if (overlaps(claimed, s, e) || spans.some(([a, b]) => s < b && a < e)) continue
        spans.push([s, e, ref])
      }
    }
    for (const [s, e, ref] of spans) {
      tokens.push({ kind: 'atomic', start: s, end: e, nodes: [referenceNode(ref, text.slice(s, e), resolver)] })
      claimed.push([s, e])
    }
    protectedRanges.push([start, end])
  }

  // A card the graph knows by name (a `kind: 'card'` reference): each place its name is written
  // links to the card's page.
  for (const ref of node.refs) {
    if (ref.kind !== 'card') continue
    const url = safeHref(resolver.cardUrl?.(ref.number) ?? null)
    for (const [at, end] of ref.places ?? []) {
      if (!inBounds(at, end) || overlaps(claimed, at, end)) continue
      const name: PhrasingContent = { type: 'cardName', children: [textNode(text.slice(at, end))] }
      tokens.push({ kind: 'atomic', start: at, end, nodes: [url ? { type: 'link', url, children: [name] } : name] })
      claimed.push([at, end])
    }
  }

  // A character the archive lost (U+FFFD), restored from a neighbouring version: shown in its place, marked. Inside a
  // citation or a reference it stays as the source has it.
  for (const r of node.restored ?? []) {
    if (text[r.at] !== '\uFFFD' || overlaps(claimed, r.at, r.at + 1)) continue
    const from = resolver.versionLabel?.(r.from) ?? r.from.split('/')[0]
    tokens.push({ kind: 'atomic', start: r.at, end: r.at + 1, nodes: [{ type: 'restoredChar', value: r.char, from }] })
    claimed.push([r.at, r.at + 1])
  }

  // A keyword a ruling names in words (a `kind: 'keyword'` reference, lib/graph/link-keywords.ts): where the ingest
  // placed it (its first mention), a link to the keyword's rule.
  for (const ref of node.refs) {
    if (ref.kind !== 'keyword' || !ref.target) continue
    const url = resolvedUrl(ref.target, resolver)
    if (!url) continue
    const target = ref.target
    for (const [at, end] of ref.places ?? []) {
      if (!inBounds(at, end) || overlaps(claimed, at, end)) continue
      tokens.push({ kind: 'atomic', start: at, end, nodes: [{ type: 'ruleRef', number: ref.number, target, url, children: [textNode(text.slice(at, end))] }] })
      claimed.push([at, end])
    }
  }

  for (const tag of scanBbcode(text)) {
    if (overlaps(claimed, tag.start, tag.end)) continue
    tokens.push(
      tag.closing
        ? { kind: 'close', start: tag.start, end: tag.end, tag: tag.tag }
        : { kind: 'open', start: tag.start, end: tag.end, tag: tag.tag, wrap: bbcodeWrap(tag.tag) },
    )
    claimed.push([tag.start, tag.end])
  }

  tokens.sort((a, b) => a.start - b.start)
  return { text, tokens, protectedRanges }
}

interface Frame {
  tag: string
  wrap: Wrap
  children: PhrasingContent[]
}

/**
 * Phrasing nodes for `text[start, end)`. Tags are paired within the range only:
 * an unclosed tag keeps its content unwrapped, a stray closing tag is dropped,
 * so malformed markup degrades to its text and never swallows what follows.
 */
export function phrasingForRange(index: InlineIndex, start: number, end: number): PhrasingContent[] {
  const root: Frame = { tag: '', wrap: unwrap, children: [] }
  const stack: Frame[] = [root]
  const top = () => stack[stack.length - 1]
  const pushText = (s: number, e: number) => {
    if (e <= s) return
    top().children.push(textNode(index.text.slice(s, e)))
  }
  const close = (frame: Frame) => {
    top().children.push(...frame.wrap(frame.children))
  }

  let cursor = start
  for (const token of index.tokens) {
    if (token.start < start || token.end > end) continue
    pushText(cursor, token.start)
    cursor = token.end
    if (token.kind === 'atomic') {
      // A copy: the index may serve several renders, and trees get mutated downstream.
      top().children.push(...structuredClone(token.nodes))
    } else if (token.kind === 'open') {
      stack.push({ tag: token.tag, wrap: token.wrap, children: [] })
    } else {
      const at = stack.findLastIndex((f) => f.tag === token.tag)
      if (at <= 0) continue
      while (stack.length - 1 > at) {
        const inner = stack.pop() as Frame
        top().children.push(...inner.children)
      }
      close(stack.pop() as Frame)
    }
  }
  pushText(cursor, end)
  while (stack.length > 1) {
    const inner = stack.pop() as Frame
    top().children.push(...inner.children)
  }
  return root.children
}
