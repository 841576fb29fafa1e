/**
 * Archive Markdown of a web article -> token stream, by walking the mdast tree that
 * remark-parse (with GFM, for `~~struck~~` text) builds. Offsets come from the tree's positions.
 */
import type { Nodes, PhrasingContent, Root as MdRoot } from 'mdast'
import { toString } from 'mdast-util-to-string'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import type { DocMeta, Noise } from '../tree.js'
import { isArchiveUrl, isCardUrl, noiseSpan, pushText, strongMarker, type Token, type TokenStream } from './tokens.js'

const parser = unified().use(remarkParse).use(remarkGfm).freeze()

const startOf = (n: Nodes) => n.position?.start.offset ?? 0
const endOf = (n: Nodes) => n.position?.end.offset ?? startOf(n)

/** `[_metadata_:title]:- "Saturday School #64"`: a link definition whose title is the value. */
const METADATA = /^_metadata_:(\w+)$/i

export function markdownTokens(source: string): TokenStream {
  const tree = parser.parse(source) as MdRoot
  const tokens: Token[] = []
  const noise: Noise[] = []
  const meta: DocMeta = {}
  let contentSeen = false
  let lineStart = true

  const inline = (nodes: PhrasingContent[]) => {
    for (const node of nodes) {
      switch (node.type) {
        case 'text':
          pushText(tokens, source, node.value, startOf(node), endOf(node), lineStart)
          lineStart = node.value.endsWith('\n')
          break
        case 'inlineCode':
          pushText(tokens, source, node.value, startOf(node), endOf(node), false)
          lineStart = false
          break
        case 'break':
          tokens.push({ t: 'line', at: startOf(node) })
          lineStart = true
          break
        case 'strong': {
          const marker = strongMarker(toString(node))
          if (marker) {
            // The builder strips the letter and colon from the words that follow the marker.
            tokens.push({ t: 'marker', which: marker.which, start: startOf(node), end: endOf(node) })
            lineStart = false
            if (marker.only) break
          }
          inline(node.children)
          break
        }
        case 'image':
        case 'imageReference':
          noiseSpan(noise, startOf(node), endOf(node), 'image')
          break
        case 'link': {
          const label = node.children.length ? endOf(node.children[node.children.length - 1]) + 1 : startOf(node)
          if (isArchiveUrl(node.url)) {
            noiseSpan(noise, startOf(node), endOf(node), 'archive link')
          } else if (isCardUrl(node.url) && node.children.length) {
            const name = toString(node).replace(/\s+/g, ' ').trim()
            if (name) tokens.push({ t: 'card', name, start: startOf(node), end: label })
            else inline(node.children)
            noiseSpan(noise, label, endOf(node), 'card link target')
          } else {
            inline(node.children)
            // An autolink's label is its address: nothing beyond it to drop.
            if (endOf(node) - label > 1) noiseSpan(noise, label, endOf(node), 'link target')
          }
          lineStart = false
          break
        }
        case 'html':
          if (/^<br\b/i.test(node.value)) {
            tokens.push({ t: 'line', at: startOf(node) })
            lineStart = true
          }
          break
        default:
          if ('children' in node) inline(node.children as PhrasingContent[])
          else if ('value' in node && typeof node.value === 'string') pushText(tokens, source, node.value, startOf(node), endOf(node), false)
      }
    }
  }

  const block = (node: Nodes, kind: 'paragraph' | 'item' = 'paragraph') => {
    switch (node.type) {
      case 'definition': {
        const key = METADATA.exec(node.label ?? node.identifier)?.[1]?.toLowerCase()
        if (key) {
          const value = (node.title ?? '').trim()
          if (key === 'title' && value) meta.title = value
          else if (key === 'author' && value) meta.author = value
          else if (/date/.test(key) && value) (meta.date ??= value), (meta.dateEvidence ??= `${node.label}: ${value}`)
          noiseSpan(noise, startOf(node), endOf(node), 'metadata (read into the title, author and date)')
        } else {
          noiseSpan(noise, startOf(node), endOf(node), 'link definition')
        }
        return
      }
      case 'thematicBreak':
        if (!contentSeen) noiseSpan(noise, startOf(node), endOf(node), 'metadata fence')
        else tokens.push({ t: 'rule', at: startOf(node) })
        return
      case 'heading': {
        contentSeen = true
        const text = headingText(node.children, noise)
        if (text) tokens.push({ t: 'heading', depth: node.depth, text, start: startOf(node), end: endOf(node) })
        return
      }
      case 'paragraph':
      case 'tableCell':
        contentSeen = true
        tokens.push({ t: 'para', kind, at: startOf(node) })
        lineStart = true
        inline(node.children as PhrasingContent[])
        return
      case 'listItem':
        contentSeen = true
        node.children.forEach((child, i) => block(child, i === 0 ? 'item' : 'paragraph'))
        if (node.children.length === 0) tokens.push({ t: 'para', kind: 'item', at: startOf(node) })
        return
      case 'code':
        contentSeen = true
        tokens.push({ t: 'para', kind, at: startOf(node) })
        pushText(tokens, source, node.value, startOf(node), endOf(node), false)
        return
      case 'html': {
        // Raw HTML inside Markdown: its words stay, its tags are the block's markup.
        const words = node.value.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim()
        if (words) {
          contentSeen = true
          tokens.push({ t: 'para', kind, at: startOf(node) })
          tokens.push({ t: 'text', value: words, start: startOf(node), end: endOf(node) })
        }
        return
      }
      default:
        if ('children' in node) for (const child of node.children as Nodes[]) block(child, kind)
    }
  }

  for (const node of tree.children) block(node)
  return { tokens, noise, meta }
}

/** A heading's words; an image in it is noise. */
function headingText(children: PhrasingContent[], noise: Noise[]): string {
  const parts: string[] = []
  const walk = (nodes: PhrasingContent[]) => {
    for (const n of nodes) {
      if (n.type === 'image' || n.type === 'imageReference') noiseSpan(noise, startOf(n), endOf(n), 'image')
      else if ('children' in n) walk(n.children as PhrasingContent[])
      else if ('value' in n && typeof n.value === 'string') parts.push(n.value)
    }
  }
  walk(children)
  return parts.join('').replace(/\s+/g, ' ').trim()
}
