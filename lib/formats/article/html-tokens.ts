/**
 * An article saved as an HTML page -> token stream, by walking the hast tree that rehype-parse
 * builds (offsets from its positions). The page's head gives title, author and date; scripts,
 * styles and site navigation are noise; the article's elements give the same tokens as its
 * Markdown form.
 */
import type { Element, ElementContent, Nodes, Root as HastRoot } from 'hast'
import { toText } from 'hast-util-to-text'
import rehypeParse from 'rehype-parse'
import { unified } from 'unified'
import type { DocMeta, Noise } from '../tree.js'
import { manaSymbol } from './mana-symbols.js'
import { isArchiveUrl, isCardUrl, noiseSpan, pushText, strongMarker, type Token, type TokenStream } from './tokens.js'

const parser = unified().use(rehypeParse).freeze()

const startOf = (n: Nodes) => n.position?.start.offset ?? null
const endOf = (n: Nodes) => n.position?.end.offset ?? null

const SKIPPED: Record<string, string> = {
  script: 'script or style',
  style: 'script or style',
  noscript: 'script or style',
  template: 'script or style',
  iframe: 'embedded frame',
  nav: 'site navigation',
  form: 'site navigation',
  button: 'site navigation',
  footer: 'page footer',
}
const BLOCKS = new Set([
  'p', 'div', 'section', 'article', 'main', 'header', 'li', 'dd', 'dt', 'blockquote', 'td', 'th', 'tr', 'table', 'tbody',
  'thead', 'ul', 'ol', 'dl', 'pre', 'figure', 'figcaption', 'body', 'html', 'center',
])
const HEADING = /^h([1-6])$/

export function htmlTokens(source: string): TokenStream {
  const tree = parser.parse(source) as HastRoot
  const tokens: Token[] = []
  const noise: Noise[] = []
  const meta: DocMeta = {}
  let pageTitle: string | undefined
  let inPara = false
  let lineStart = true
  let pre = 0

  const noiseOf = (n: Nodes, reason: string) => {
    const s = startOf(n)
    const e = endOf(n)
    if (s !== null && e !== null) noiseSpan(noise, s, e, reason)
  }
  let quote: number | undefined
  let quotes = 0
  let strong = 0
  // Inside a list item, paragraphs after its first are more of that item.
  let itemOpen = false
  const openPara = (at: number, kind: 'paragraph' | 'item') => {
    if (inPara) return
    const more = kind === 'paragraph' && itemOpen
    if (kind === 'item') itemOpen = true
    tokens.push({ t: 'para', kind, at, ...(quote !== undefined ? { quote } : {}), ...(more ? { more } : {}) })
    inPara = true
    lineStart = true
  }
  let itemPending = false
  const inlineStart = (at: number) => {
    openPara(at, itemPending ? 'item' : 'paragraph')
    itemPending = false
  }

  const head = (el: Element) => {
    const visit = (n: ElementContent | Element) => {
      if (n.type !== 'element') return
      const name = String(n.properties.name ?? n.properties.property ?? '').toLowerCase()
      const content = typeof n.properties.content === 'string' ? n.properties.content.trim() : ''
      if (n.tagName === 'title') pageTitle ??= toText(n).trim() || undefined
      else if (n.tagName === 'meta' && content) {
        if (/(?:^|:)title$/.test(name)) meta.title = content
        else if (/author$/.test(name)) meta.author ??= content
        else if (/(?:publish|published|date)/.test(name)) (meta.date ??= content), (meta.dateEvidence ??= `${name}: ${content}`)
      }
      for (const c of n.children) visit(c)
    }
    visit(el)
  }

  const walk = (node: Nodes) => {
    if (node.type === 'root') {
      for (const c of node.children) walk(c)
      return
    }
    if (node.type === 'comment') {
      noiseOf(node, 'HTML comment')
      return
    }
    if (node.type === 'doctype') return
    if (node.type === 'text') {
      const s = startOf(node)
      const e = endOf(node)
      if (s === null || e === null) return
      const value = pre > 0 ? node.value : node.value.replace(/\s+/g, ' ')
      if (value.trim() === '' && !inPara) return
      inlineStart(s)
      pushText(tokens, source, lineStart ? value.trimStart() : value, s + (lineStart ? value.length - value.trimStart().length : 0), e, lineStart, strong > 0)
      if (value.trim() !== '') lineStart = false
      return
    }
    if (node.type !== 'element') return
    const el = node
    const tag = el.tagName
    const s = startOf(el) ?? 0
    const e = endOf(el) ?? s
    if (tag === 'head') {
      head(el)
      noiseOf(el, 'page head (title, author and date read from it)')
      return
    }
    if (SKIPPED[tag]) {
      noiseOf(el, SKIPPED[tag])
      return
    }
    if (tag === 'img') {
      const symbol = manaSymbol(String(el.properties.src ?? ''), String(el.properties.alt ?? ''))
      if (symbol) {
        inlineStart(s)
        tokens.push({ t: 'text', value: symbol, start: s, end: e, ...(strong > 0 ? { strong: true } : {}) })
        lineStart = false
        return
      }
    }
    if (tag === 'img' || tag === 'picture' || tag === 'svg') {
      noiseOf(el, 'image')
      return
    }
    if (tag === 'br') {
      if (inPara) tokens.push({ t: 'line', at: s })
      lineStart = true
      return
    }
    if (tag === 'hr') {
      inPara = false
      noiseOf(el, 'horizontal rule')
      tokens.push({ t: 'rule', at: s })
      return
    }
    const heading = HEADING.exec(tag)
    if (heading) {
      inPara = false
      const text = toText(el).replace(/\s+/g, ' ').trim()
      for (const img of images(el)) noiseOf(img, 'image')
      if (text) tokens.push({ t: 'heading', depth: Number(heading[1]), text, start: s, end: e })
      return
    }
    if (tag === 'strong' || tag === 'b') {
      const marker = strongMarker(toText(el))
      if (marker) {
        inlineStart(s)
        tokens.push({ t: 'marker', which: marker.which, start: s, end: e })
        lineStart = false
        if (marker.only) return
      }
    }
    if (tag === 'a') {
      const href = typeof el.properties.href === 'string' ? el.properties.href : ''
      if (href && isArchiveUrl(href)) {
        noiseOf(el, 'archive link')
        return
      }
      if (href && isCardUrl(href)) {
        const name = toText(el).replace(/\s+/g, ' ').trim()
        if (name) {
          inlineStart(s)
          // The opening tag holds the address; the name and the closing tag are the block's.
          const label = el.children.length ? (startOf(el.children[0]) ?? s) : s
          noiseSpan(noise, s, label, 'card link target')
          tokens.push({ t: 'card', name, start: label, end: e })
          for (const img of images(el)) noiseOf(img, 'image')
          lineStart = false
          return
        }
      }
    }
    const isBlock = BLOCKS.has(tag)
    if (isBlock) {
      inPara = false
      if (tag === 'li') itemPending = true
    }
    const outerQuote = quote
    const outerItem = itemOpen
    if (tag === 'blockquote') quote = ++quotes
    if (tag === 'li' || tag === 'ul' || tag === 'ol') itemOpen = false
    const bold = tag === 'strong' || tag === 'b'
    if (tag === 'pre') pre++
    if (bold) strong++
    for (const c of el.children) walk(c)
    if (bold) strong--
    if (tag === 'pre') pre--
    quote = outerQuote
    if (tag === 'li' || tag === 'ul' || tag === 'ol') itemOpen = outerItem
    if (isBlock) {
      inPara = false
      itemPending = false
    }
  }

  walk(tree)
  return { tokens, noise, meta, pageTitle }
}

function images(el: Element): Element[] {
  const out: Element[] = []
  const visit = (n: ElementContent) => {
    if (n.type !== 'element') return
    if (n.tagName === 'img') out.push(n)
    else for (const c of n.children) visit(c)
  }
  for (const c of el.children) visit(c)
  return out
}
