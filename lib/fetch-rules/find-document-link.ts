/**
 * The judges' documents are linked from Wizards' rules pages as PDFs: each document's one link is the `.pdf` link
 * whose words (the link's text, its title, or its file name) name that document.
 */
import { toText } from 'hast-util-to-text'
import { judgeDocument, type JudgeSeries } from '../formats/judge/index.js'
import { FetchRulesError } from './errors.js'
import { pageLinks } from './page-links.js'

export interface PdfLink {
  url: URL
  /** The link's text, its title and its file name: what names the document. */
  words: string
}

/** Every distinct http(s) link to a `.pdf` file on a page, resolved against the page (or its <base>), in page order. */
export function findPdfLinks(html: string, pageUrl: string): PdfLink[] {
  const found = new Map<string, PdfLink>()
  for (const { url, element } of pageLinks(html, pageUrl, '.pdf')) {
    let file = url.pathname.slice(url.pathname.lastIndexOf('/') + 1)
    try {
      file = decodeURIComponent(file)
    } catch {
      // kept as written
    }
    const title = typeof element.properties?.title === 'string' ? element.properties.title : ''
    const words = [toText(element), title, file.replace(/[_+.-]+/g, ' ')].join(' ').replace(/\s+/g, ' ').trim()
    const seen = found.get(url.href)
    if (seen) seen.words = `${seen.words} ${words}`
    else found.set(url.href, { url, words })
  }
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
