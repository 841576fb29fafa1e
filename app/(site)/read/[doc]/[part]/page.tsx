// A reading page of a current document (/read/cr-2026-01-16/27): about one section's worth of its text, every node
// under its anchor. The service worker stores these instead of node pages (lib/site/reading-parts.ts, page-plan.ts).
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { range, readingAt } from '@/app/_components/ReadingText'
import ServerOnly from '@/app/_components/ServerOnly'
import { docLabel } from '@/lib/site/labels'
import { getSiteGraph } from '@/lib/site/load-graph'
import { isCurrent } from '@/lib/site/page-plan'
import { readingParts } from '@/lib/site/reading-parts'

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
  const id = `${decodeURIComponent(p.doc)}/${p.part}`
  const at = readingAt(getSiteGraph(), id)
  return at ? { id, ...at } : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const at = await partOf(params)
  return at ? { title: `${docLabel(at.doc)}: ${range(at.part)}`, alternates: { canonical: at.part.url } } : {}
}

export default async function ReadingPage({ params }: Props) {
  const at = await partOf(params)
  if (!at) notFound()
  return <ServerOnly part="reading" id={at.id} />
}
