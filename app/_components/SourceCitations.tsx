// A source's citations (/sources/wotc: hundreds of rows), only read, so in the page's HTML alone (ServerOnly).
import { docLabel, formatDate, nodeLabel } from '@/lib/site/labels'
import type { SiteGraph } from '@/lib/site/site-graph'
import { citationsOf, sourceSummaries } from '@/lib/site/sources'

/** Every citation of one source, with its date and the document it is in. */
export function SourceCitations({ site, sourceKey: key }: { site: SiteGraph; sourceKey: string }) {
  const summary = sourceSummaries(site).find((x) => x.key === key)
  if (!summary) return null
  const cites = citationsOf(site, key)
  return (
    <>
      <h1>{summary.name}</h1>
      <p className="meta">
        {summary.count} {summary.count === 1 ? 'citation' : 'citations'} · <a href="/sources">all sources</a>
      </p>
      <ul className="link-list">
        {cites.map(({ node, citation }, i) => (
          <li key={`${node.id}-${i}`}>
            <a href={node.url}>
              <span className="label">{nodeLabel(node)}</span>
              <span className="muted">
                {' '}
                · {formatDate(citation.date)}
                {citation.dateInferred ? ' (document date)' : ''} · {docLabel(site.doc(node.doc)!)}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </>
  )
}
