// The tags a link preview reads (a forum, a chat): every page people share says its own title and text in them, the
// same way, so a page states what it shows and this file how previews get it.
import type { Metadata } from 'next'

export const SITE_NAME = 'MTG Rules Reference'

export function previewMetadata(title: string, description: string, url: string): Metadata {
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: { title, description, url, type: 'article', siteName: SITE_NAME },
    twitter: { card: 'summary', title, description },
  }
}

/**
 * A server-rendered "as of" answer (/r/NUMBER?asof=, /ipg/2.3?asof=): one page per number or section and day, for
 * link previews, not search results.
 */
export const asOfMetadata = (title: string, description: string, url: string): Metadata => ({
  ...previewMetadata(title, description, url),
  robots: { index: false, follow: true },
})
