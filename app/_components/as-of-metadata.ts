// The tags of a server-rendered "as of" answer (/r/NUMBER?asof=, /ipg/2.3?asof=): one page per number or section and
// day, for link previews, not search results.
import type { Metadata } from 'next'

export function asOfMetadata(title: string, description: string, url: string): Metadata {
  return {
    title,
    description,
    robots: { index: false, follow: true },
    alternates: { canonical: url },
    openGraph: { title, description, url, type: 'article', siteName: 'MTG Rules Reference' },
    twitter: { card: 'summary', title, description },
  }
}
