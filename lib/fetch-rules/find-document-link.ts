/**
 * The judges' documents are linked from Wizards' rules pages as PDFs: each document's one link is the `.pdf` link
 * whose words (the link's text, its title, or its file name) name that document. Parsed as HTML (rehype-parse), like
 * the rules page's `.txt` link.
 */
import type { Element, Root } from 'hast'
import { toText } from 'hast-util-to-text'
import rehypeParse from 'rehype-parse'
import { unified } from 'unified'
import { visit } from 'unist-util-visit'
import { judgeDocument, type JudgeSeries } from '../formats/judge/index.js'
import { FetchRulesError } from './errors.js'

export interface PdfLink {
  url: URL
  /** The link's text, its title and its file name: what names the document. */
  words: string
}

/** Every distinct http(s) link to a `.pdf` file on a page, resolved against the page (or its <base>), in page order. */
export function findPdfLinks(html: string, pageUrl: string): PdfLink[] {
  const tree = unified().use(rehypeParse).parse(html) as Root
  let base = new URL(pageUrl)
  let baseSeen = false
  visit(tree, 'element', (node: Element) => {
    if (node.tagName !== 'base' || baseSeen) return
    const href = hrefOf(node)
    if (href === null) return
    baseSeen = true
    try {
      base = new URL(href, base)
    } catch {
      // an unusable base leaves the page's own address in force, as browsers do
    }
  })
  const found = new Map<string, PdfLink>()
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
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.pathname.toLowerCase().endsWith('.pdf')) return
    url.hash = ''
    let file = url.pathname.slice(url.pathname.lastIndexOf('/') + 1)
    try {
      file = decodeURIComponent(file)
    } catch {
      // kept as written
    }
    const title = typeof node.properties?.title === 'string' ? node.properties.title : ''
    const words = [toText(node), title, file.replace(/[_+.-]+/g, ' ')].join(' ').replace(/\s+/g, ' ').trim()
    const seen = found.get(url.href)
    if (seen) seen.words = `${seen.words} ${words}`
    else found.set(url.href, { url, words })
  })
  return [...found.values()]
}

/**
 * The one PDF link that names `series` across the pages (the same URL on two pages is one link); none, or several
 * different ones, is an error naming the pages.
 */
export function findDocumentLink(pages: ReadonlyArray<{ html: string; url: string }>, series: JudgeSeries): URL {
  const { title, linkPattern } = judgeDocument(series)
  const links = new Map<string, URL>()
  for (const page of pages) for (const l of findPdfLinks(page.html, page.url)) if (linkPattern.test(l.words)) links.set(l.url.href, l.url)
  const where = pages.length === 1 ? pages[0].url : `the pages ${pages.map((p) => p.url).join(', ')}`
  if (links.size === 0) throw new FetchRulesError(`${where} ${pages.length === 1 ? 'has' : 'have'} no PDF link to the ${title}`)
  if (links.size > 1) {
    const listed = [...links.keys()].slice(0, 4).join(', ')
    throw new FetchRulesError(`${where} ${pages.length === 1 ? 'has' : 'have'} ${links.size} different PDF links to the ${title}, expected one: ${listed}${links.size > 4 ? ', ...' : ''}`)
  }
  return [...links.values()][0]
}

function hrefOf(node: Element): string | null {
  const href = node.properties?.href
  return typeof href === 'string' && href.trim() !== '' ? href.trim() : null
}
