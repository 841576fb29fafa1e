// One card, every source: its Oracle text and today's rulings (Scryfall's, newest first), then every other document's
// entries (release notes, FAQs, D'Angelo's rulings, the questions that name it), newest first.
//
// Cards the graph knows (every document but Scryfall's) are prerendered; the tens of thousands only Scryfall's files
// have are rendered when first asked for (dynamicParams), each from its one card shard (lib/site/load-card-shard.ts),
// so neither the build nor any other page carries them. The static export renders those in the browser instead
// (app/_components/CardFromShard.tsx on the 404 page).
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import NodeText from '@/app/_components/NodeText'
import { cardIndex, cardView } from '@/lib/site/cards'
import { formatDate, kindName, nodeLabel } from '@/lib/site/labels'
import { loadBulkCard } from '@/lib/site/load-card-shard'
import { getSiteGraph } from '@/lib/site/load-graph'

export const dynamicParams = true

export function generateStaticParams() {
  const cards = cardIndex(getSiteGraph()).map((c) => ({ card: c.key }))
  // A static export refuses a dynamic route with no pages at all; a collection without cards gets one page that is
  // the not-found page, rather than a build that fails.
  return cards.length > 0 ? cards : [{ card: 'none' }]
}

type Props = { params: Promise<{ card: string }> }

async function viewOf(params: Props['params']) {
  let key: string
  try {
    key = decodeURIComponent((await params).card)
  } catch {
    return null
  }
  return cardView(getSiteGraph(), key, loadBulkCard(key))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const view = await viewOf(params)
  if (!view) return {}
  const docs = new Set(view.entries.map((e) => e.doc.id)).size
  const parts = [view.rulings.length ? `${view.rulings.length} rulings from Scryfall` : null, docs ? `entries from ${docs} ${docs === 1 ? 'document' : 'documents'}` : null]
  return { title: `${view.name}: rulings`, description: `Oracle text and rulings of ${view.name}: ${parts.filter(Boolean).join(', ') || 'no rulings yet'}.` }
}

export default async function CardPageView({ params }: Props) {
  const view = await viewOf(params)
  if (!view) notFound()
  const docs = new Set(view.entries.map((e) => e.doc.id)).size
  const count = (n: number, one: string, many: string) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`
  return (
    <article className="card-page">
      <h1>{view.name}</h1>
      <p className="meta">
        {['Card', view.rulings.length ? `${count(view.rulings.length, 'ruling', 'rulings')} from Scryfall` : null, view.entries.length ? `${count(view.entries.length, 'entry', 'entries')} from ${count(docs, 'document', 'documents')}` : null]
          .filter(Boolean)
          .join(' · ')}
        , newest first · <a href="/cards">all cards</a>
      </p>
      {view.oracle ? (
        <section className="card-oracle" aria-labelledby="oracle-text">
          <h2 id="oracle-text">Oracle text</h2>
          <NodeText node={view.oracle.node} />
          <p className="small muted">
            From <a href={`/${view.oracle.doc.id}`}>{view.oracle.doc.title}</a>
          </p>
        </section>
      ) : null}
      {view.rulings.length > 0 ? (
        <section aria-labelledby="rulings-today">
          <h2 id="rulings-today">Rulings</h2>
          <ol className="card-entries">
            {view.rulings.map((r) => (
              <li key={r.node.id} id={r.anchor} className="card-entry">
                <p className="meta">
                  <time dateTime={r.date ?? undefined}>{formatDate(r.date)}</time> · <span className="source">{r.source}</span>
                </p>
                <NodeText node={r.node} />
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      {view.entries.length > 0 ? (
        <section aria-labelledby="elsewhere">
          <h2 id="elsewhere">{view.oracle || view.rulings.length ? 'In other documents' : 'Rulings and questions'}</h2>
          <ol className="card-entries">
            {view.entries.map((e) => (
              <li key={e.node.id} className="card-entry">
                <p className="meta">
                  <time dateTime={e.date ?? undefined}>{formatDate(e.date)}</time> ·{' '}
                  {e.source ? (
                    <>
                      <span className="source">{e.source}</span> ·{' '}
                    </>
                  ) : null}
                  {e.on ? <>a ruling on </> : null}
                  <a href={e.on ? e.href : `/${e.doc.id}`}>{e.on ?? e.doc.title}</a>
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
                {e.on ? null : (
                  <ul className="link-list">
                    <li>
                      <a href={e.href}>
                        <span className="label">{nodeLabel(e.node)}</span>
                        <span className="muted"> · {kindName(e.node.kind)}</span>
                      </a>
                    </li>
                  </ul>
                )}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </article>
  )
}
