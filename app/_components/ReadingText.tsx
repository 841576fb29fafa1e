// A reading page's whole text (/read/cr-2026-01-16/27), rendered on the server alone (ServerOnly): the pages the
// service worker stores for offline reading, so every byte of them is on the phone.
import RulesInline from './RulesInline'
import { docLabel, shortLabel } from '@/lib/site/labels'
import { readingParts, type ReadingPart } from '@/lib/site/reading-parts'
import type { SiteGraph } from '@/lib/site/site-graph'

/** A reading page's id: "<document>/<part number>". */
export function readingAt(site: SiteGraph, id: string) {
  const slash = id.lastIndexOf('/')
  const doc = site.doc(id.slice(0, slash))
  const parts = doc ? readingParts(site, doc.id) : []
  const part = parts.find((x) => String(x.index) === id.slice(slash + 1))
  return doc && part ? { doc, parts, part } : null
}

/** "702.15 – 702.19e", "Abandon – Deathtouch": the first and last node the page shows. */
export const range = (p: ReadingPart) => {
  const first = shortLabel(p.items[0].node)
  const last = shortLabel(p.items[p.items.length - 1].node)
  return first === last ? first : `${first} – ${last}`
}

/** A reading page's text: its nodes under their anchors, between the previous and next pages. */
export function ReadingText({ site, id }: { site: SiteGraph; id: string }) {
  const at = readingAt(site, id)
  if (!at) return null
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
