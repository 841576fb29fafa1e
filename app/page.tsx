// Home: the search box first (what a judge at a table needs), then the documents.
import SearchSlot from './_components/SearchSlot'
import SiteFooter from './_components/SiteFooter'
import { getSiteGraph } from '@/lib/site/load-graph'
import { formatBytes, formatDate } from '@/lib/site/labels'

export default function Home() {
  const site = getSiteGraph()
  return (
    <>
      <main id="main">
        <h1>MTG Rules Reference</h1>
        <SearchSlot />
        <nav className="nav-row" aria-label="Browse">
          <a href="/sources">Sources</a>
          <a href="/timeline">Timeline</a>
        </nav>
        <h2>Documents</h2>
        <ul className="docs">
          {site.documents.map((d) => (
            <li key={d.id}>
              <a href={`/${d.id}`}>
                <span className="title">{d.title}</span>
                <span className="facts">
                  {formatDate(d.date)} · {formatBytes(d.bytes)} · {(d.bulk?.nodes ?? site.nodesOf(d.id).length).toLocaleString('en')} nodes
                </span>
              </a>
            </li>
          ))}
        </ul>
      </main>
      <SiteFooter />
    </>
  )
}
