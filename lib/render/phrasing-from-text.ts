/**
 * Inline structure of a node's text: citations, references and forum markup
 * found once over the whole text, then cut into phrasing nodes for any range of
 * it. Offsets from the finders refer to the whole text, so blocks are built from
 * ranges, never from substrings that would shift them.
 */
import type { PhrasingContent } from 'mdast'
import type { GraphNode } from '../types'
import type { CitationMatch } from '../graph/citations'
import type { ReferenceMatch } from '../graph/references'
import type { CitationNode } from './mdast-types'
import { scanBbcode, type BbcodeTag } from './bbcode'
import { safeHref } from './safe-href'

export interface Resolver {
  urlOf(nodeId: string): string | null
  sourceUrl(sourceKey: string): string
  /** The page of a card, by name, for the node's `kind: 'card'` references; absent or null: the name is not linked. */
  cardUrl?(name: string): string | null
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

function referenceNode(
  node: GraphNode,
  match: ReferenceMatch,
  number: string,
  label: string,
  resolver: Resolver,
): PhrasingContent {
  const ref = node.refs.find((r) => r.text === match.text && r.number === number)
  const url = ref ? resolvedUrl(ref.target, resolver) : null
  if (ref && ref.target !== null && url !== null) {
    return { type: 'ruleRef', number, target: ref.target, url, children: [textNode(label)] }
  }
  return { type: 'unresolvedRef', number, children: [textNode(label)] }
}

function citationNodes(node: GraphNode, match: CitationMatch, resolver: Resolver): PhrasingContent[] {
  const out: PhrasingContent[] = []
  const used = new Set<number>()
  for (const cite of match.citations) {
    // The graph's entry knows what the match cannot: whether the date was inferred
    // from the document, and which node the cited rule resolved to.
    const index = node.citations.findIndex(
      // The rule too: `[CompRules 2002/02/20 - 412.3]` and `[CompRules 2002/02/20 - 409.1b]` share text and source.
      (c, i) => !used.has(i) && c.text === cite.text && c.sourceKey === cite.sourceKey && (c.rule ?? null) === (cite.rule ?? null),
    )
    if (index >= 0) used.add(index)
    const entry = index >= 0 ? node.citations[index] : undefined
    const citation: CitationNode = {
      type: 'citation',
      text: cite.text,
      source: cite.source,
      sourceKey: cite.sourceKey,
      url: safeHref(resolver.sourceUrl(cite.sourceKey)),
      date: entry?.date ?? cite.date,
      dateInferred: entry?.dateInferred ?? false,
      rule: cite.rule,
      ruleUrl: entry ? resolvedUrl(entry.target, resolver) : null,
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

/** The name stands as whole words: not "Fog" inside "Foggy". */
function wordEdges(text: string, start: number, end: number): boolean {
  return !/[\p{L}\p{N}]/u.test(text[start - 1] ?? '') && !/[\p{L}\p{N}]/u.test(text[end] ?? '')
}

function targetSpan(match: ReferenceMatch, t: { start: number; end: number }): [number, number] {
  return [t.start, t.end]
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

export function indexInline(
  node: GraphNode,
  citations: CitationMatch[],
  references: ReferenceMatch[],
  resolver: Resolver,
): InlineIndex {
  const text = node.text
  const tokens: Token[] = []
  const claimed: Array<[number, number]> = []
  const protectedRanges: Array<[number, number]> = []
  const inBounds = (s: number, e: number) => Number.isInteger(s) && Number.isInteger(e) && 0 <= s && s < e && e <= text.length

  // Citations first: a bracketed citation is never also a reference or markup.
  for (const match of citations) {
    if (!inBounds(match.start, match.end) || overlaps(claimed, match.start, match.end)) continue
    tokens.push({ kind: 'atomic', start: match.start, end: match.end, nodes: citationNodes(node, match, resolver) })
    claimed.push([match.start, match.end])
    protectedRanges.push([match.start, match.end])
  }

  for (const match of references) {
    if (!inBounds(match.start, match.end) || overlaps(claimed, match.start, match.end)) continue
    const written = text.slice(match.start, match.end)
    const post = match.kind === 'post' ? POST_PATTERN.exec(written) : null
    if (post) {
      const number = match.targets[0]?.number ?? post[1]
      const openEnd = match.start + written.indexOf(']') + 1
      const closeStart = match.end - '[/post]'.length
      const ref = node.refs.find((r) => r.text === match.text && r.number === number)
      const url = ref ? resolvedUrl(ref.target, resolver) : null
      // The label keeps its own markup ([c] inside a post link), so the link is a
      // wrapper around a range rather than an atomic piece of text.
      const wrap: Wrap =
        ref && ref.target !== null && url !== null
          ? (children) => [{ type: 'ruleRef', number, target: ref.target as string, url, children }]
          : unwrap
      tokens.push({ kind: 'open', start: match.start, end: openEnd, tag: `ref@${match.start}`, wrap })
      tokens.push({ kind: 'close', start: closeStart, end: match.end, tag: `ref@${match.start}` })
      claimed.push([match.start, openEnd], [closeStart, match.end])
      protectedRanges.push([match.start, match.end])
      continue
    }
    const spans: Array<[number, number, string]> = []
    for (const t of match.targets) {
      const [s, e] = targetSpan(match, t)
      if (!inBounds(s, e) || s < match.start || e > match.end) continue
      if (overlaps(claimed, s, e) || spans.some(([a, b]) => s < b && a < e)) continue
      spans.push([s, e, t.number])
    }
    for (const [s, e, number] of spans) {
      const label = text.slice(s, e)
      tokens.push({ kind: 'atomic', start: s, end: e, nodes: [referenceNode(node, match, number, label, resolver)] })
      claimed.push([s, e])
    }
    protectedRanges.push([match.start, match.end])
  }

  // A card the graph knows by name (a `kind: 'card'` reference): each place its name is written
  // links to the card's page.
  for (const ref of node.refs) {
    if (ref.kind !== 'card' || !ref.text) continue
    const url = safeHref(resolver.cardUrl?.(ref.number) ?? null)
    for (let at = text.indexOf(ref.text); at >= 0; at = text.indexOf(ref.text, at + ref.text.length)) {
      const end = at + ref.text.length
      if (!wordEdges(text, at, end) || overlaps(claimed, at, end)) continue
      const name: PhrasingContent = { type: 'cardName', children: [textNode(ref.text)] }
      tokens.push({ kind: 'atomic', start: at, end, nodes: [url ? { type: 'link', url, children: [name] } : name] })
      claimed.push([at, end])
    }
  }

  // A keyword a ruling names in words (a `kind: 'keyword'` reference, lib/graph/link-keywords.ts): its first
  // mention links to the keyword's rule.
  for (const ref of node.refs) {
    if (ref.kind !== 'keyword' || !ref.text || !ref.target) continue
    const url = resolvedUrl(ref.target, resolver)
    if (!url) continue
    for (let at = text.indexOf(ref.text); at >= 0; at = text.indexOf(ref.text, at + ref.text.length)) {
      const end = at + ref.text.length
      if (!wordEdges(text, at, end) || overlaps(claimed, at, end)) continue
      tokens.push({ kind: 'atomic', start: at, end, nodes: [{ type: 'ruleRef', number: ref.number, target: ref.target, url, children: [textNode(ref.text)] }] })
      claimed.push([at, end])
      break
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
