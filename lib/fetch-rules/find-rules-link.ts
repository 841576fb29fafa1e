/**
 * The rules page links the Comprehensive Rules as PDF, DOCX and TXT; the one `.txt`
 * link is the text ingest reads. The page is parsed as HTML (rehype-parse), so links
 * in comments, scripts or plain text are not mistaken for it.
 */
import type { Element, Root } from 'hast'
import rehypeParse from 'rehype-parse'
import { unified } from 'unified'
import { visit } from 'unist-util-visit'
import { FetchRulesError } from './errors.js'

/** Every distinct http(s) link to a `.txt` file on the page, resolved, in page order. */
export function findTextLinks(html: string, pageUrl: string): URL[] {
  const tree = unified().use(rehypeParse).parse(html) as Root
  let base = new URL(pageUrl)
  // A <base href> changes what relative links resolve against; only the first one counts.
  let baseSeen = false
  visit(tree, 'element', (node: Element) => {
    if (node.tagName !== 'base' || baseSeen) return
    const href = hrefOf(node)
    if (href === null) return
    baseSeen = true
    try {
      base = new URL(href, base)
    } catch {
      // An unusable base leaves the page's own address in force, as browsers do.
    }
  })
  const found = new Map<string, URL>()
  visit(tree, 'element', (node: Element) => {
    if (node.tagName !== 'a' && node.tagName !== 'area') return
    const href = hrefOf(node)
    if (href === null) return
    let url: URL
    try {
      url = new URL(href, base)
    } catch {
      return
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return
    if (!url.pathname.toLowerCase().endsWith('.txt')) return
    url.hash = ''
    if (!found.has(url.href)) found.set(url.href, url)
  })
  return [...found.values()]
}

/** The page's one `.txt` link; none, or several different ones, is an error naming the page. */
export function findRulesLink(html: string, pageUrl: string): URL {
  const links = findTextLinks(html, pageUrl)
  if (links.length === 0) throw new FetchRulesError(`${pageUrl} has no link to a .txt file`)
  if (links.length > 1) {
    const listed = links.slice(0, 4).map((u) => u.href).join(', ')
    throw new FetchRulesError(`${pageUrl} has ${links.length} different .txt links, expected one: ${listed}${links.length > 4 ? ', ...' : ''}`)
  }
  return links[0]
}

function hrefOf(node: Element): string | null {
  const href = node.properties?.href
  return typeof href === 'string' && href.trim() !== '' ? href.trim() : null
}
