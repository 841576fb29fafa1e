// The search page. The search box (a client component) reads ?q= and searches the offline index, which the page asks
// for in its head (lib/site/search-preloads.ts); without JavaScript this page says so, and the documents stay
// browsable by links.
import type { Metadata } from 'next'
import { preload } from 'react-dom'
import { searchPreloads } from '@/lib/site/search-preloads'
import SearchSlot from '../_components/SearchSlot'
import SiteFooter from '../_components/SiteFooter'
import SiteHeader from '../_components/SiteHeader'

export const metadata: Metadata = { title: 'Search' }

export default function SearchPage() {
  // The index this page's search box loads at once: asked for with the page, at low priority behind its scripts, in
  // the mode the worker's fetch uses, so the worker finds it in the browser's cache.
  for (const href of searchPreloads()) preload(href, { as: 'fetch', crossOrigin: 'anonymous', fetchPriority: 'low' })
  return (
    <>
      <SiteHeader search={false} />
      <main id="main">
        <h1>Search</h1>
        <SearchSlot fromQueryString eager />
        <noscript>
          <p>
            Search needs JavaScript. Browse the <a href="/">documents</a> instead, or open a rule number as /r/NUMBER (for example /r/419.6a).
          </p>
        </noscript>
      </main>
      <SiteFooter />
    </>
  )
}
