import SearchSlot from './SearchSlot'

/** The compact header of every page but home; the search page leaves out the header's box (it has its own). */
export default function SiteHeader({ search = true }: { search?: boolean }) {
  return (
    <>
      <a className="skip" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <div className="inner">
          <a className="brand" href="/">
            MTG Rules
          </a>
          {search ? <SearchSlot compact /> : null}
        </div>
      </header>
    </>
  )
}
