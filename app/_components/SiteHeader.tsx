import SearchSlot from './SearchSlot'

/** The words a page in another language gives the header (lib/site/interface-words.ts); English by default. */
export interface HeaderWords {
  skip: string
  search: string
  searchHint: string
}

/** The compact header of every page but home; the search page leaves out the header's box (it has its own). */
export default function SiteHeader({ search = true, words }: { search?: boolean; words?: HeaderWords }) {
  return (
    <>
      <a className="skip" href="#main">
        {words?.skip ?? 'Skip to content'}
      </a>
      <header className="site-header">
        <div className="inner">
          <a className="brand" href="/">
            MTG Rules
          </a>
          {search ? <SearchSlot compact words={words && { search: words.search, hint: words.searchHint }} /> : null}
        </div>
      </header>
    </>
  )
}
