// One source: every ruling citing it, oldest first.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import ServerOnly from '@/app/_components/ServerOnly'
import { getSiteGraph } from '@/lib/site/load-graph'
import { sourceSummaries } from '@/lib/site/sources'

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
  const key = decodeURIComponent((await params).key)
  if (!sourceSummaries(getSiteGraph()).some((x) => x.key === key)) notFound()
  return <ServerOnly part="source" id={key} />
}
