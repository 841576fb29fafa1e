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
import { manaSymbol } from './mana-symbols.js'
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
  const dates: MetadataDate[] = []
  let contentSeen = false
  let lineStart = true

  let quote: number | undefined
  let quotes = 0
  // Set by an image: the address of a card image may hold a `)` that ended the image early
  // (`![](.../KDJ)D(jk2m/x_EN.jpg)Nessian Demolok`); the rest of the address opens the next text.
  let afterImage = false

  const inline = (nodes: PhrasingContent[], strong = false) => {
    for (const node of nodes) {
      const wasAfterImage = afterImage
      afterImage = false
      switch (node.type) {
        case 'text': {
          let start = startOf(node)
          let value = node.value
          const tail = wasAfterImage ? BROKEN_ADDRESS.exec(value) : null
          if (tail && source.slice(start, start + tail[0].length) === tail[0]) {
            noiseSpan(noise, start, start + tail[0].length, 'image')
            start += tail[0].length
            value = value.slice(tail[0].length)
          }
          pushText(tokens, source, value, start, endOf(node), lineStart, strong)
          if (value !== '') lineStart = value.endsWith('\n')
          break
        }
        case 'inlineCode':
          pushText(tokens, source, node.value, startOf(node), endOf(node), false, strong)
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
          inline(node.children, true)
          break
        }
        case 'image': {
          const symbol = manaSymbol(node.url, node.alt ?? '')
          if (symbol) {
            tokens.push(strong ? { t: 'text', value: symbol, start: startOf(node), end: endOf(node), strong } : { t: 'text', value: symbol, start: startOf(node), end: endOf(node) })
            lineStart = false
          } else {
            noiseSpan(noise, startOf(node), endOf(node), 'image')
            afterImage = true
          }
          break
        }
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
            else inline(node.children, strong)
            noiseSpan(noise, label, endOf(node), 'card link target')
          } else {
            inline(node.children, strong)
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
          if ('children' in node) inline(node.children as PhrasingContent[], strong)
          else if ('value' in node && typeof node.value === 'string') pushText(tokens, source, node.value, startOf(node), endOf(node), false, strong)
      }
    }
  }

  /** Opens a paragraph; returns a function that says whether it held any words (an archive link alone holds none). */
  const openPara = (at: number, kind: 'paragraph' | 'item', more: boolean) => {
    const token: Token = { t: 'para', kind, at, ...(quote !== undefined ? { quote } : {}), ...(more ? { more } : {}) }
    tokens.push(token)
    const from = tokens.length
    lineStart = true
    afterImage = false
    return () => tokens.length > from
  }

  const block = (node: Nodes, kind: 'paragraph' | 'item' = 'paragraph', more = false) => {
    switch (node.type) {
      case 'definition': {
        const key = METADATA.exec(node.label ?? node.identifier)?.[1]?.toLowerCase()
        if (key) {
          const value = (node.title ?? '').trim()
          if (key === 'title' && value) meta.title = value
          else if (key === 'author' && value) meta.author = value
          else if (/date/.test(key) && value) dates.push({ key, label: node.label ?? key, value })
          noiseSpan(noise, startOf(node), endOf(node), 'metadata (read into the title, author and date)')
        } else {
          noiseSpan(noise, startOf(node), endOf(node), 'link definition')
        }
        return
      }
      case 'thematicBreak':
        // A rule is decoration, never words; it still closes an answer or a card's rulings.
        noiseSpan(noise, startOf(node), endOf(node), contentSeen ? 'horizontal rule' : 'metadata fence')
        if (contentSeen) tokens.push({ t: 'rule', at: startOf(node) })
        return
      case 'heading': {
        contentSeen = true
        const text = headingText(node.children, noise)
        if (text) tokens.push({ t: 'heading', depth: node.depth, text, start: startOf(node), end: endOf(node) })
        return
      }
      case 'paragraph':
      case 'tableCell': {
        const worded = openPara(startOf(node), kind, more)
        inline(node.children as PhrasingContent[])
        if (worded()) contentSeen = true
        // A line ending in two spaces (or a backslash) breaks the line even where the paragraph ends:
        // release notes write a card's lines as paragraphs so ended.
        const last = node.children[node.children.length - 1]
        if (last && /(?: {2,}|\\)$/.test(source.slice(endOf(last), endOf(node)).replace(/[\t\n]+$/, ''))) tokens.push({ t: 'line', at: endOf(last) })
        return
      }
      case 'listItem':
        contentSeen = true
        node.children.forEach((child, i) => block(child, i === 0 ? 'item' : 'paragraph', i > 0 && child.type === 'paragraph'))
        if (node.children.length === 0) openPara(startOf(node), 'item', false)
        return
      case 'blockquote': {
        const outer = quote
        quote = ++quotes
        for (const child of node.children) block(child, kind)
        quote = outer
        return
      }
      case 'code':
        contentSeen = true
        openPara(startOf(node), kind, more)
        pushText(tokens, source, node.value, startOf(node), endOf(node), false)
        return
      case 'html': {
        // Raw HTML inside Markdown: its words stay, its tags are the block's markup.
        const words = node.value.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim()
        if (words) {
          contentSeen = true
          openPara(startOf(node), kind, more)
          tokens.push({ t: 'text', value: words, start: startOf(node), end: endOf(node) })
        }
        return
      }
      default:
        if ('children' in node) for (const child of node.children as Nodes[]) block(child, kind)
    }
  }

  for (const node of tree.children) block(node)
  const date = pickDate(dates)
  if (date) (meta.date = date.value), (meta.dateEvidence = `${date.label}: ${date.value}`)
  return { tokens, noise, meta }
}

interface MetadataDate {
  key: string
  label: string
  value: string
}

/**
 * The date the article was published (`publish_date`, `date`) before one that only names its address
 * (`path_date`: the 2014 release notes were posted five days after the date in their address).
 */
function pickDate(dates: MetadataDate[]): MetadataDate | undefined {
  const rank = (key: string) => (/publish|^date$|^created/.test(key) ? 0 : /path|url/.test(key) ? 2 : 1)
  return [...dates].sort((a, b) => rank(a.key) - rank(b.key))[0]
}

/** The rest of an image address cut short by a `)` inside it: up to the file's extension and its `)`. */
const BROKEN_ADDRESS = /^[^\s)[\]]{0,200}?\.(?:jpe?g|png|gif|webp|svg)\)/i

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
