/**
 * The block structure of a node's text, built by hand: the sources are not
 * Markdown (`_not_`, `[X]`, `*` mean nothing), so remark-parse would invent
 * structure. Lines are paragraphs; a few line openings carry meaning in the
 * sources (enumerations, bullets, `Q:`/`A:`, `Example:`) and get their own shape.
 * Every character of the text except forum markup ends up in a text node.
 */
import type { BlockContent, List, ListItem, Paragraph, PhrasingContent, Root, RootContent } from 'mdast'
import type { GraphNode } from '../types'
import type { TextBlock } from './mdast-types'
import { indexInline, phrasingForRange, type InlineIndex, type Resolver } from './phrasing-from-text'

type ListKind = 'bullet' | 'number' | 'letter'

interface OpenList {
  list: List
  kind: ListKind
  indent: number
}

const BULLET = /^[•◦▪][ \t]*/
// `1. `, `2) `, `a) `, `c. `: a lowercase letter or a one- or two-digit number,
// so rule numbers (`500.1.`) and sentences never qualify.
const ENUMERATION = /^(?:(\d{1,2})|([a-z]))[.)][ \t]+/
const QUESTION = /^Q:/
const ANSWER = /^A:/
const EXAMPLE = /^Examples?:/
// Inline examples in 2004 CR text follow a sentence: "... attack. Example: A player ..."
const INLINE_EXAMPLE = /(?<=\s)Examples?:/g

function paragraph(children: PhrasingContent[]): Paragraph {
  return { type: 'paragraph', children }
}

function textBlock(role: TextBlock['role'], children: BlockContent[]): TextBlock {
  return { type: 'textBlock', role, children }
}

export function mdastFromNode(node: GraphNode, resolver: Resolver): Root {
  const index = indexInline(node, resolver)
  const root: Root = { type: 'root', children: [] }
  // Where plain blocks go: the root, or the open question or answer, whose later
  // paragraphs and lists belong to it until the next Q:, A: or separator line.
  let container: { children: Array<RootContent | BlockContent> } = root
  let lists: OpenList[] = []

  const emit = (block: BlockContent) => {
    lists = []
    container.children.push(block)
  }

  const addItem = (kind: ListKind, indent: number, markerEnd: number, start: number, end: number) => {
    const markerStart = start
    const marker = index.text.slice(markerStart, markerEnd).trimEnd()
    const content = phrasingForRange(index, markerEnd, end)
    const item: ListItem = {
      type: 'listItem',
      spread: false,
      children: [
        paragraph([
          { type: 'listMarker', children: [{ type: 'text', value: marker }] },
          { type: 'text', value: ' ' },
          ...content,
        ]),
      ],
    }
    while (lists.length > 0) {
      const top = lists[lists.length - 1]
      const sameLevel = kind === 'bullet' ? top.kind === 'bullet' && top.indent === indent : top.kind === kind
      if (sameLevel) {
        top.list.children.push(item)
        return
      }
      const nests =
        kind === 'bullet' ? top.kind !== 'bullet' || indent > top.indent : top.kind === 'bullet' || (top.kind === 'number' && kind === 'letter')
      if (nests) break
      lists.pop()
    }
    const list: List = {
      type: 'list',
      ordered: kind !== 'bullet',
      spread: false,
      children: [item],
      data: { hProperties: { className: kind === 'bullet' ? ['bullets'] : ['enumeration', kind] } },
    }
    const parent = lists[lists.length - 1]
    if (parent) {
      const items = parent.list.children
      items[items.length - 1].children.push(list)
    } else {
      container.children.push(list)
    }
    lists.push({ list, kind, indent })
  }

  // A paragraph, split where an inline `Example:` starts, unless that would cut
  // through a citation or a reference.
  const addProse = (start: number, end: number, into: (block: BlockContent) => void) => {
    const cuts: number[] = []
    const slice = index.text.slice(start, end)
    for (const m of slice.matchAll(INLINE_EXAMPLE)) {
      const at = start + m.index
      if (!index.protectedRanges.some(([s, e]) => s < at && at < e)) cuts.push(at)
    }
    const bounds = [start, ...cuts, end]
    for (let i = 0; i + 1 < bounds.length; i++) {
      const [s, e] = trimRange(index, bounds[i], bounds[i + 1])
      if (s >= e) continue
      const para = paragraph(phrasingForRange(index, s, e))
      into(i > 0 || EXAMPLE.test(index.text.slice(s, e)) ? textBlock('example', [para]) : para)
    }
  }

  let offset = 0
  for (const line of index.text.split('\n')) {
    const lineStart = offset
    offset += line.length + 1
    const [start, end] = trimRange(index, lineStart, lineStart + line.length)
    if (start >= end) continue
    const indent = start - lineStart
    const body = index.text.slice(start, end)

    const bullet = BULLET.exec(body)
    const enumeration = bullet ? null : ENUMERATION.exec(body)
    if (bullet || enumeration) {
      const kind: ListKind = bullet ? 'bullet' : enumeration?.[1] ? 'number' : 'letter'
      const markerEnd = start + (bullet ?? enumeration)![0].length
      addItem(kind, indent, markerEnd, start, end)
      continue
    }
    if (QUESTION.test(body) || ANSWER.test(body)) {
      const block = textBlock(QUESTION.test(body) ? 'question' : 'answer', [])
      root.children.push(block)
      lists = []
      container = block
      addProse(start, end, (b) => block.children.push(b))
      continue
    }
    if (/^-{3,}$/.test(body)) {
      // The FAQ's separator between Q/A pairs closes the pair; its dashes stay text.
      container = root
    }
    addProse(start, end, emit)
  }
  return root
}

function trimRange(index: InlineIndex, start: number, end: number): [number, number] {
  const text = index.text
  while (start < end && /\s/.test(text[start])) start++
  while (end > start && /\s/.test(text[end - 1])) end--
  return [start, end]
}
