// A document's contents, section by section (app/_components/DocumentView.tsx).
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import ServerOnly from '@/app/_components/ServerOnly'
import { getSiteGraph } from '@/lib/site/load-graph'
import { formatDate } from '@/lib/site/labels'
import { feedPath } from '@/lib/site/series'

export const dynamicParams = false

export function generateStaticParams() {
  return getSiteGraph().documents.map((d) => ({ doc: d.id }))
}

type Props = { params: Promise<{ doc: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const d = getSiteGraph().doc(decodeURIComponent((await params).doc))
  if (!d) return {}
  return {
    title: d.title,
    description: `${d.title}, ${formatDate(d.date)}: contents.`,
    ...(d.series ? { alternates: { types: { 'application/atom+xml': feedPath(d.series) } } } : {}),
  }
}

export default async function DocumentPage({ params }: Props) {
  const doc = getSiteGraph().doc(decodeURIComponent((await params).doc))
  if (!doc) notFound()
  // its contents are only read: in the HTML alone (ServerOnly)
  return <ServerOnly part="document" id={doc.id} />
}
