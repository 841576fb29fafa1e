// A document's contents, section by section.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getSiteGraph } from '@/lib/site/load-graph'
import { documentContents } from '@/lib/site/node-page'
import { formatBytes, formatDate, nodeLabel } from '@/lib/site/labels'
import { isCurrent } from '@/lib/site/page-plan'
import { readingPartUrl } from '@/lib/site/reading-parts'

export const dynamicParams = false

export function generateStaticParams() {
  return getSiteGraph().documents.map((d) => ({ doc: d.id }))
}

type Props = { params: Promise<{ doc: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const d = getSiteGraph().doc(decodeURIComponent((await params).doc))
  return d ? { title: d.title, description: `${d.title}, ${formatDate(d.date)}: contents.` } : {}
}

export default async function DocumentPage({ params }: Props) {
  const site = getSiteGraph()
  const doc = site.doc(decodeURIComponent((await params).doc))
  if (!doc) notFound()
  const contents = documentContents(site, doc.id)
  return (
    <>
      <h1>{doc.title}</h1>
      <p className="meta">
        {formatDate(doc.date)}
        {doc.author ? ` · ${doc.author}` : ''} · {formatBytes(doc.bytes)} · {(doc.bulk?.nodes ?? site.nodesOf(doc.id).length).toLocaleString('en')} nodes
      </p>
      {doc.origin ? <p className="small muted">{doc.origin}</p> : null}
      {doc.series && doc.previous ? (
        <nav className="nav-row" aria-label="Versions">
          <a href={`/changes/${encodeURIComponent(doc.id)}`}>What changed in this version</a>
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
