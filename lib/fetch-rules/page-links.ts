/**
 * The links of a rules page to files of one kind (`.txt`, `.pdf`), each resolved against the page (or its first
 * <base>), in page order. The page is parsed as HTML (rehype-parse), so links in comments, scripts or plain text
 * are not mistaken for links.
 */
import type { Element, Root } from 'hast'
import rehypeParse from 'rehype-parse'
import { unified } from 'unified'
import { visit } from 'unist-util-visit'

export interface PageLink {
  /** Resolved, without its fragment. */
  url: URL
  /** The <a> or <area> element, for what its words say. */
  element: Element
}

/** Every http(s) link on the page whose path ends in `extension` (`.pdf`), one entry per place it stands. */
export function pageLinks(html: string, pageUrl: string, extension: string): PageLink[] {
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
  const links: PageLink[] = []
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
    if (!url.pathname.toLowerCase().endsWith(extension)) return
    url.hash = ''
    links.push({ url, element: node })
  })
  return links
}

function hrefOf(node: Element): string | null {
  const href = node.properties?.href
  return typeof href === 'string' && href.trim() !== '' ? href.trim() : null
}
