// One card's rulings from every document, newest first: card entries with their rulings, and the questions that name it.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import NodeText from '@/app/_components/NodeText'
import { cardIndex, cardPage } from '@/lib/site/cards'
import { formatDate, kindName, nodeLabel } from '@/lib/site/labels'
import { getSiteGraph } from '@/lib/site/load-graph'

export const dynamicParams = false

export function generateStaticParams() {
  const cards = cardIndex(getSiteGraph()).map((c) => ({ card: c.key }))
  // A static export refuses a dynamic route with no pages at all; a collection without cards gets one page that is
  // the not-found page, rather than a build that fails.
  return cards.length > 0 ? cards : [{ card: 'none' }]
}

type Props = { params: Promise<{ card: string }> }

async function keyOf(params: Props['params']) {
  return decodeURIComponent((await params).card)
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = cardPage(getSiteGraph(), await keyOf(params))
  if (!page) return {}
  const docs = new Set(page.entries.map((e) => e.doc.id)).size
  return { title: `${page.name}: rulings`, description: `Rulings and questions about ${page.name} from ${docs} ${docs === 1 ? 'document' : 'documents'}.` }
}

export default async function CardPageView({ params }: Props) {
  const page = cardPage(getSiteGraph(), await keyOf(params))
  if (!page) notFound()
  const docs = new Set(page.entries.map((e) => e.doc.id)).size
  return (
    <article className="card-page">
      <h1>{page.name}</h1>
      <p className="meta">
        Card · {page.entries.length} {page.entries.length === 1 ? 'entry' : 'entries'} from {docs} {docs === 1 ? 'document' : 'documents'}, newest
        first · <a href="/cards">all cards</a>
      </p>
      <ol className="card-entries">
        {page.entries.map((e) => (
          <li key={e.node.id} className="card-entry">
            <p className="meta">
              <time dateTime={e.date ?? undefined}>{formatDate(e.date)}</time> ·{' '}
              {e.source ? (
                <>
                  <span className="source">{e.source}</span> ·{' '}
                </>
              ) : null}
              <a href={`/${e.doc.id}`}>{e.doc.title}</a>
            </p>
            <NodeText node={e.node} />
            {e.rulings.length > 0 ? (
              <ul className="card-rulings">
                {e.rulings.map((r) => (
                  <li key={r.id}>
                    <NodeText node={r} />
                  </li>
                ))}
              </ul>
            ) : null}
            <ul className="link-list">
              <li>
                <a href={e.node.url}>
                  <span className="label">{nodeLabel(e.node)}</span>
                  <span className="muted"> · {kindName(e.node.kind)}</span>
                </a>
              </li>
            </ul>
          </li>
        ))}
      </ol>
    </article>
  )
}
