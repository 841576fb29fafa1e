// /ipg/2.3?asof=2016-01-01 (and /mtr/..., /jar/...) as the server answers it (scripts/serve.ts hands it here): the
// section the short link names, as the version in force that day had it, followed back through its renumberings, and
// one line that says so. Rendered per request, so it works without JavaScript and in link unfurls. Server builds
// only (`.server.tsx`, next.config.js); in the static export the short link's own script answers ?asof=.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { asOfMetadata } from '@/app/_components/preview-metadata'
import { JudgeSectionView } from '@/app/_components/JudgeSection'
import { infractionSummary, isJudgeSeries, judgeAsOf } from '@/lib/site/judge'
import { snippet } from '@/lib/site/labels'
import { getSiteGraph } from '@/lib/site/load-graph'
import { plainText } from '@/lib/site/render'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ series: string; key: string; date: string }> }

async function answer(params: Props['params']) {
  const p = await params
  if (!isJudgeSeries(p.series)) return null
  let key: string
  try {
    key = decodeURIComponent(p.key)
  } catch {
    return null
  }
  return judgeAsOf(getSiteGraph(), p.series, key, p.date)
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const a = await answer(params)
  if (!a) return {}
  const { series, key } = a.section
  const title = `${series.toUpperCase()} ${key} as of ${a.date}`
  const about = a.node ? (infractionSummary(getSiteGraph(), a.node) ?? snippet(plainText(a.node).replace(/\n/g, ' '), 160)) : ''
  const description = `${a.line} ${about}`.trim()
  return asOfMetadata(title, description, `/${series}/${encodeURIComponent(key)}?asof=${a.date}`)
}

export default async function JudgeAsOfPage({ params }: Props) {
  const a = await answer(params)
  if (!a) notFound()
  return <JudgeSectionView section={a.section} answer={a} />
}
