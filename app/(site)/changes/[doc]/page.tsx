// "What changed in <version>": counts first, then added, removed, edited (word diffs) and renumbered rules. A series'
// own address (/changes/ipg, /changes/cr) shows its newest release's changes and lists the earlier releases.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { target } from '@/app/_components/ReleaseChanges'
import ServerOnly from '@/app/_components/ServerOnly'
import { formatDate } from '@/lib/site/labels'
import { getSiteGraph } from '@/lib/site/load-graph'
import { feedPath, seriesIds, seriesName } from '@/lib/site/series'

export const dynamicParams = false

// Every document gets a page (one that is no version says so): a static export refuses an empty param list. Each
// series gets one too, unless a document has its name.
export function generateStaticParams() {
  const site = getSiteGraph()
  const docs = site.documents.map((d) => d.id)
  return [...docs, ...seriesIds(site).filter((s) => !site.doc(s))].map((doc) => ({ doc }))
}

type Props = { params: Promise<{ doc: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = getSiteGraph()
  const t = target(site, decodeURIComponent((await params).doc))
  if (!t) return {}
  const { doc: d, series } = t
  const feed = d.series ? { types: { 'application/atom+xml': feedPath(d.series) } } : undefined
  return {
    title: series ? `What changed in the ${seriesName(site, series)}` : `What changed in ${d.title}`,
    description: `Rules added, removed, edited and renumbered in ${d.title} (${formatDate(d.date)}).`,
    alternates: { canonical: `/changes/${encodeURIComponent(series ?? d.id)}`, ...feed },
  }
}

export default async function ChangesPage({ params }: Props) {
  const param = decodeURIComponent((await params).doc)
  if (!target(getSiteGraph(), param)) notFound()
  return <ServerOnly part="release-changes" id={param} />
}
