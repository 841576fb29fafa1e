/**
 * The rules page links the Comprehensive Rules as PDF, DOCX and TXT; the one `.txt`
 * link is the text ingest reads.
 */
import { FetchRulesError } from './errors.js'
import { pageLinks } from './page-links.js'

/** Every distinct http(s) link to a `.txt` file on the page, resolved, in page order. */
export function findTextLinks(html: string, pageUrl: string): URL[] {
  const found = new Map<string, URL>()
  for (const { url } of pageLinks(html, pageUrl, '.txt')) if (!found.has(url.href)) found.set(url.href, url)
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
