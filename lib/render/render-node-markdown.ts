/**
 * A node's text as Markdown, from the same tree the HTML is rendered from (mdast-from-node.ts): its references and
 * citations become links, its enumerations lists, its examples and Q/A their own paragraphs. For the pages' Markdown
 * twins, which language models and the tools built on them read. The sources are not Markdown, so every character of
 * their text is escaped where Markdown would read it as syntax: a rule's text can never open a link, a heading or raw
 * HTML of its own; the only links are the ones the tree has, at URLs safeHref checked.
 */
import type { Parent, PhrasingContent, RootContent } from 'mdast'
import type { GraphNode } from '../types'
import { mdastFromNode } from './mdast-from-node'
import type { RenderContext } from './render-node-html'
import './mdast-types'

// What Markdown (CommonMark and GFM) reads as inline syntax anywhere in a line.
const INLINE_SPECIAL = /[\\`*_[\]<>~|!&]/g

export function escapeMarkdownText(text: string): string {
  return text.replace(INLINE_SPECIAL, (c) => `\\${c}`)
}

/** A line that would open a block (a heading, a quote, a list, a code fence, a rule) as written: its opening escaped. */
function escapeLineStart(line: string): string {
  return line.replace(/^(\s*)([#>+=-]|\d+[.)])/, (_, space: string, open: string) => (/^\d/.test(open) ? `${space}${open.slice(0, -1)}\\${open.slice(-1)}` : `${space}\\${open}`))
}

/** A link's destination: parentheses and spaces would end it early. */
const destination = (url: string) => url.replace(/[()\s<>]/g, (c) => encodeURIComponent(c))

const link = (children: string, url: string | null) => (url ? `[${children}](${destination(url)})` : children)

function phrasing(nodes: PhrasingContent[]): string {
  return nodes.map(inline).join('')
}

function inline(node: PhrasingContent): string {
  switch (node.type) {
    case 'text':
      return escapeMarkdownText(node.value.replace(/\s*\n\s*/g, ' '))
    case 'strong':
      return `**${phrasing(node.children)}**`
    case 'emphasis':
      return `*${phrasing(node.children)}*`
    case 'link':
      return link(phrasing(node.children), node.url)
    case 'ruleRef':
      return link(phrasing(node.children), node.url)
    case 'citation':
      return link(phrasing(node.children), node.url)
    case 'restoredChar':
      return escapeMarkdownText(node.value)
    default:
      return 'children' in node ? phrasing((node as Parent).children as PhrasingContent[]) : 'value' in node ? escapeMarkdownText(String(node.value)) : ''
  }
}

function blocks(nodes: RootContent[], indent = ''): string[] {
  const out: string[] = []
  for (const node of nodes) {
    if (node.type === 'paragraph') out.push(indent + escapeLineStart(phrasing(node.children)))
    else if (node.type === 'list') {
      // the source's own markers (1., a), •) are kept in the text: a plain bullet list holds them
      const items = node.children.map((item) => {
        const [first, ...rest] = blocks(item.children as RootContent[], `${indent}  `)
        return [`${indent}- ${(first ?? '').trimStart()}`, ...rest].join('\n')
      })
      out.push(items.join('\n'))
    } else if (node.type === 'textBlock') {
      const inner = blocks(node.children as RootContent[], indent)
      out.push(...(node.role === 'example' ? inner.map((b) => `${indent}> ${b.trimStart()}`) : inner))
    } else if ('children' in node) out.push(...blocks((node as Parent).children as RootContent[], indent))
  }
  return out
}

/** The node's own text as Markdown: paragraphs apart by a blank line, links where the HTML has them. */
export function renderNodeMarkdown(node: GraphNode, ctx: RenderContext): string {
  return blocks(mdastFromNode(node, ctx).children).join('\n\n')
}
