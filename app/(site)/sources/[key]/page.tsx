// One source: every ruling citing it, oldest first.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { docLabel, formatDate, nodeLabel } from '@/lib/site/labels'
import { getSiteGraph } from '@/lib/site/load-graph'
import { citationsOf, sourceSummaries } from '@/lib/site/sources'

export const dynamicParams = false

export function generateStaticParams() {
  return sourceSummaries(getSiteGraph()).map((s) => ({ key: s.key }))
}

type Props = { params: Promise<{ key: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const key = decodeURIComponent((await params).key)
  const s = sourceSummaries(getSiteGraph()).find((x) => x.key === key)
  return s ? { title: `${s.name}: rulings`, description: `${s.count} rulings citing ${s.name}.` } : {}
}

export default async function SourcePage({ params }: Props) {
  const site = getSiteGraph()
  const key = decodeURIComponent((await params).key)
  const summary = sourceSummaries(site).find((x) => x.key === key)
  if (!summary) notFound()
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
