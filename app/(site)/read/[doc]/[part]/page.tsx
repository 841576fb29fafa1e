// A reading page of a current document (/read/cr-2026-01-16/27): about one section's worth of its text, every node
// under its anchor. The service worker stores these instead of node pages (lib/site/reading-parts.ts, page-plan.ts).
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import RulesInline from '@/app/_components/RulesInline'
import { docLabel, shortLabel } from '@/lib/site/labels'
import { getSiteGraph } from '@/lib/site/load-graph'
import { isCurrent } from '@/lib/site/page-plan'
import { readingParts, type ReadingPart } from '@/lib/site/reading-parts'

export const dynamicParams = false

export function generateStaticParams() {
  const site = getSiteGraph()
  return site.documents
    .filter((d) => isCurrent(site, d.id))
    .flatMap((d) => readingParts(site, d.id).map((p) => ({ doc: d.id, part: String(p.index) })))
}

type Props = { params: Promise<{ doc: string; part: string }> }

async function partOf(params: Props['params']) {
  const p = await params
  const site = getSiteGraph()
  const doc = site.doc(decodeURIComponent(p.doc))
  const parts = doc ? readingParts(site, doc.id) : []
  const part = parts.find((x) => String(x.index) === p.part)
  return doc && part ? { doc, parts, part } : null
}

/** "702.15 – 702.19e", "Abandon – Deathtouch": the first and last node the page shows. */
const range = (p: ReadingPart) => {
  const first = shortLabel(p.items[0].node)
  const last = shortLabel(p.items[p.items.length - 1].node)
  return first === last ? first : `${first} – ${last}`
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const at = await partOf(params)
  return at ? { title: `${docLabel(at.doc)}: ${range(at.part)}`, alternates: { canonical: at.part.url } } : {}
}

export default async function ReadingPage({ params }: Props) {
  const at = await partOf(params)
  if (!at) notFound()
  const { doc, parts, part } = at
  const prev = parts[part.index - 2]
  const next = parts[part.index]
  const pager = (
    <nav className="pager" aria-label="Previous and next">
      {prev ? (
        <a className="prev" href={prev.url} rel="prev">
          <small>Previous</small>
          {range(prev)}
        </a>
      ) : null}
      {next ? (
        <a className="next" href={next.url} rel="next">
          <small>Next</small>
          {range(next)}
        </a>
      ) : null}
    </nav>
  )
  return (
    <article>
      <nav className="crumbs" aria-label="Breadcrumbs">
        <ol>
          <li>
            <a href={`/${encodeURIComponent(doc.id)}`}>{docLabel(doc)}</a>
          </li>
        </ol>
      </nav>
      <h1>{range(part)}</h1>
      <p className="meta">{`Part ${part.index} of ${parts.length} of ${doc.title}, whole text`}</p>
      <RulesInline items={part.items} />
      {pager}
    </article>
  )
}
