/**
 * Quotes of a node to paste elsewhere: Markdown for chat and Reddit-style sites,
 * BBCode for forums like the one the FAQ came from. The text is the plain text
 * of the node; whatever in it the target syntax would read as markup is
 * neutralised so a rule can never close the quote or inject a link.
 */
import type { GraphNode } from '../types'
import { renderPlainText } from './render-node-html'
import { safeHref } from './safe-href'

type Quotable = Pick<GraphNode, 'number' | 'title' | 'text'>

function heading(node: Quotable): string {
  return [node.number, node.title].filter((part): part is string => !!part && part.trim() !== '').join(' ')
}

function paragraphs(node: Quotable): string[] {
  return renderPlainText(node)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
}

// An unusable URL still leaves a readable quote; it just has nothing to link to.
function linkTarget(url: string): string | null {
  return safeHref(url)
}

const MARKDOWN_SPECIAL = /[\\`*_[\]<>~|#]/g

function escapeMarkdown(text: string): string {
  // Line-start syntax needs no escaping: every line sits behind "> ", and a
  // source enumeration rendered as a list inside the quote is still the rule.
  return text.replace(MARKDOWN_SPECIAL, (c) => `\\${c}`)
}

/**
 * A Markdown blockquote: heading line in bold, the paragraphs, then a link line.
 * Pass an absolute URL: the quote is read away from the site.
 */
export function markdownQuote(node: Quotable, url: string): string {
  const head = heading(node)
  const lines: string[] = []
  if (head) lines.push(`**${escapeMarkdown(head)}**`, '')
  for (const [i, p] of paragraphs(node).entries()) {
    if (i > 0) lines.push('')
    lines.push(escapeMarkdown(p))
  }
  const target = linkTarget(url)
  if (target) {
    const label = escapeMarkdown(node.number ?? node.title ?? target)
    // Parentheses end a Markdown link destination early.
    lines.push('', `— [${label}](${target.replace(/\(/g, '%28').replace(/\)/g, '%29')})`)
  }
  return lines.map((line) => (line === '' ? '>' : `> ${line}`)).join('\n')
}

// `[word]`, `[/word]`, `[word=`: the shapes a forum parses as a tag. Card-text
// placeholders like `[This creature]` have a space and are left alone.
const BBCODE_LIKE = /\[(?=\/?[A-Za-z*][A-Za-z0-9*]*(?:[\]=]))/g

function neutraliseBbcode(text: string): string {
  // A zero-width space after the bracket keeps the text readable and unparsed.
  return text.replace(BBCODE_LIKE, '[\u200b')
}

/** A forum `[quote]` with the heading, the paragraphs and a `[url=...]` link. */
export function bbcodeQuote(node: Quotable, url: string): string {
  const head = heading(node)
  const body: string[] = []
  if (head) body.push(`[b]${neutraliseBbcode(head)}[/b]`)
  body.push(...paragraphs(node).map(neutraliseBbcode))
  const target = linkTarget(url)
  if (target) {
    const label = neutraliseBbcode(node.number ?? node.title ?? target)
    // `]` would end the url attribute; forums take it percent-encoded.
    body.push(`[url=${target.replace(/\[/g, '%5B').replace(/\]/g, '%5D')}]${label}[/url]`)
  }
  return `[quote]${body.join('\n\n')}[/quote]`
}
