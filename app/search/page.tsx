// The search page. The search box (a client component) reads ?q= and searches the offline index; without
// JavaScript this page says so, and the documents stay browsable by links.
import type { Metadata } from 'next'
import SearchSlot from '../_components/SearchSlot'
import SiteFooter from '../_components/SiteFooter'
import SiteHeader from '../_components/SiteHeader'

export const metadata: Metadata = { title: 'Search' }

export default function SearchPage() {
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
