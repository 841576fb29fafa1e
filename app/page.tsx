// Home: the search box first (what a judge at a table needs), then the documents, today's first: each series once,
// its newest version shown and the older ones behind "N earlier versions" (a <details>, so no JavaScript is needed);
// then each series' update feed.
import type { Metadata } from 'next'
import SearchSlot from './_components/SearchSlot'
import SiteFooter from './_components/SiteFooter'
// Before every document: the ones in force today, each with its date and what changed in it.
import InForce from './_components/InForce'
import { getSiteGraph } from '@/lib/site/load-graph'
import { documentGroups, type DocumentEntry } from '@/lib/site/document-list'
import { formatBytes, formatDate } from '@/lib/site/labels'
import { feedPath, seriesIds, seriesName } from '@/lib/site/series'
import type { SiteGraph } from '@/lib/site/site-graph'

export function generateMetadata(): Metadata {
  const site = getSiteGraph()
  const feeds = seriesIds(site).map((s) => ({ url: feedPath(s), title: `${seriesName(site, s)}: what changed` }))
  return feeds.length ? { alternates: { types: { 'application/atom+xml': feeds } } } : {}
}

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
        <InForce site={site} />
        <h2>History and older sources</h2>
        <ul className="docs">
          {documentGroups(site.documents).map((g) => (
            <li key={g.key} data-series={g.series ?? undefined}>
              <DocumentLink site={site} entry={g.newest} />
              {g.earlier.length > 0 ? (
                <details className="earlier">
                  <summary>
                    {g.earlier.length} earlier {g.earlier.length === 1 ? 'version' : 'versions'}
                  </summary>
                  <ul className="docs">
                    {g.earlier.map((e) => (
                      <li key={e.doc.id}>
                        <DocumentLink site={site} entry={e} />
                      </li>
                    ))}
                  </ul>
                </details>
              ) : null}
            </li>
          ))}
        </ul>
        <Feeds site={site} />
      </main>
      <SiteFooter />
    </>
  )
}

function DocumentLink({ site, entry }: { site: SiteGraph; entry: DocumentEntry }) {
  const d = entry.doc
  return (
    <>
      <a href={`/${d.id}`}>
        <span className="title">{d.title}</span>
        <span className="facts">
          {formatDate(d.date)} · {formatBytes(d.bytes)} · {(d.bulk?.nodes ?? site.nodesOf(d.id).length).toLocaleString('en')} nodes
        </span>
      </a>
      {entry.changes.map((c) => (
        <a key={c.id} className="doc-changes" href={`/${c.id}`}>
          <span className="title">{c.title}</span>
          <span className="facts">
            {formatDate(c.date)} · the changes in this release
          </span>
        </a>
      ))}
    </>
  )
}

/** Each series' update feed (Atom): one entry per release, with what it changed. */
function Feeds({ site }: { site: SiteGraph }) {
  const series = seriesIds(site)
  if (series.length === 0) return null
  return (
    <section aria-label="Updates">
      <h2>Updates</h2>
      <p className="small muted">Each release, with what it added, changed, removed and renumbered, as a feed (Atom):</p>
      <nav className="nav-row feeds" aria-label="Update feeds">
        {series.map((s) => (
          <a key={s} href={feedPath(s)} type="application/atom+xml">
            {seriesName(site, s)}
          </a>
        ))}
      </nav>
    </section>
  )
}
