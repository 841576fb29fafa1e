// A document's page (/cr-2026-01-16, and /cr, /ipg ... for today's version): its facts, what changed, its contents.
import { getSiteGraph } from '@/lib/site/load-graph'
import { documentContents } from '@/lib/site/node-page'
import { formatBytes, formatDate, nodeLabel } from '@/lib/site/labels'
import { isCurrent } from '@/lib/site/page-plan'
import { readingPartUrl } from '@/lib/site/reading-parts'
import { feedPath } from '@/lib/site/series'
import type { DocumentInfo } from '@/lib/types'

/** A document's page: its facts, links to what changed, its whole text and its update feed, then its contents. */
export default function DocumentView({ doc }: { doc: DocumentInfo }) {
  const site = getSiteGraph()
  const contents = documentContents(site, doc.id)
  return (
    <>
      <h1>{doc.title}</h1>
      <p className="meta">
        {formatDate(doc.date)}
        {doc.author ? ` · ${doc.author}` : ''} · {formatBytes(doc.bytes)} · {(doc.bulk?.nodes ?? site.nodesOf(doc.id).length).toLocaleString('en')} nodes
      </p>
      {doc.origin ? <p className="small muted">{doc.origin}</p> : null}
      {doc.series ? (
        <nav className="nav-row" aria-label="Versions">
          {doc.previous ? <a href={`/changes/${encodeURIComponent(doc.id)}`}>What changed in this version</a> : null}
          <a href={feedPath(doc.series)} type="application/atom+xml">
            Updates (Atom feed)
          </a>
        </nav>
      ) : null}
      {isCurrent(site, doc.id) && !doc.bulk ? (
        <nav className="nav-row" aria-label="Whole text">
          <a href={readingPartUrl(doc.id, 1)}>Read the whole text, page by page</a>
        </nav>
      ) : null}
      {doc.bulk ? (
        // Tens of thousands of cards and rulings are not listed on one page: each card's page shows its own.
        <p>
          Its cards and rulings are shown on each card&apos;s page, with every other document&apos;s rulings about the card:{' '}
          <a href="/cards">Cards</a>.
        </p>
      ) : null}
      <h2>Contents</h2>
      <ul className="link-list">
        {contents.map(({ node, sub }) => (
          <li key={node.id}>
            <a href={node.url}>
              <span className="label">{nodeLabel(node)}</span>
            </a>
            {sub.length > 0 ? (
              <ul className="link-list sub">
                {sub.map((s) => (
                  <li key={s.id}>
                    <a href={s.url}>
                      <span className="label">{nodeLabel(s)}</span>
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  )
}
