// /cr, /mtr, /ipg, /jar: today's version of the series, its contents page as at its own address (so a bookmark always
// opens the version in force). The four routes are thin wrappers around this.
import type { Metadata } from 'next'
import ServerOnly from '@/app/_components/ServerOnly'
import { formatDate } from '@/lib/site/labels'
import { getSiteGraph } from '@/lib/site/load-graph'
import { feedPath, seriesName, todaysVersion } from '@/lib/site/series'

export function seriesMetadata(series: string): Metadata {
  const site = getSiteGraph()
  const doc = todaysVersion(site, series)
  const name = seriesName(site, series)
  if (!doc) return { title: name }
  return {
    title: `${name} (today: ${formatDate(doc.date)})`,
    description: `${doc.title}, ${formatDate(doc.date)}: the version in force, its contents.`,
    alternates: { canonical: `/${series}`, types: { 'application/atom+xml': feedPath(series) } },
  }
}

export default function SeriesPage({ series }: { series: string }) {
  const site = getSiteGraph()
  const doc = todaysVersion(site, series)
  if (!doc) {
    // Always a page (the route is static): it says what is missing rather than answer "not found".
    return (
      <>
        <h1>{seriesName(site, series)}</h1>
        <p>
          This collection has no version of the {seriesName(site, series)}. See <a href="/">every document</a>.
        </p>
      </>
    )
  }
  return (
    <>
      <p className="small muted today">Today&apos;s version: {formatDate(doc.date)}</p>
      <ServerOnly part="document" id={doc.id} />
    </>
  )
}
