// The short permalink of a judge document's section (/mtr/2.3, /ipg/2.2, /jar/serious-problems): the newest
// version's text, an infraction's penalty first, and "as of" a date as on /r/NUMBER: `npm start` answers ?asof= on
// the server (app/(site)/judge-as-of/, the same view), a static host with this page's script (AsOfPicker). The three
// routes are thin wrappers around this.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import AsOfForm from '@/app/_components/AsOfForm'
import AsOfPicker from '@/app/_components/AsOfPicker'
import ServerOnly from '@/app/_components/ServerOnly'
import { JudgeIntervals, JudgeSectionHead } from '@/app/_components/JudgeParts'
import { judgeKeys, judgeSection, SERIES_NAMES, type JudgeAsOf, type JudgeSection, type JudgeSeries } from '@/lib/site/judge'
import { formatDate, nodeLabel } from '@/lib/site/labels'
import { getSiteGraph } from '@/lib/site/load-graph'
import { NO_PAGE_KEY } from '@/lib/site/export-pages'
import { nodePreview } from '@/lib/site/preview-text'
import { previewMetadata } from '@/app/_components/preview-metadata'

export type JudgeProps = { params: Promise<{ key: string }> }

export function judgeStaticParams(series: JudgeSeries) {
  const keys = judgeKeys(getSiteGraph(), series)
  // a collection without this document still exports: one page, the not-found page, which the export leaves out
  return keys.length > 0 ? keys.map((key) => ({ key })) : [{ key: NO_PAGE_KEY }]
}

export async function judgeMetadata(series: JudgeSeries, params: JudgeProps['params']): Promise<Metadata> {
  const key = decodeURIComponent((await params).key)
  const site = getSiteGraph()
  const found = judgeSection(site, series, key)
  if (!found) return {}
  const { shown } = found
  const penalty = shown.penalty ? ` — ${shown.penalty}` : ''
  const title = `${series.toUpperCase()} ${nodeLabel(shown)}${penalty}`
  const description = nodePreview(site, shown, `${SERIES_NAMES[series]}, ${formatDate(found.shownDoc.date)}`)
  const url = `/${series}/${encodeURIComponent(key)}`
  return previewMetadata(title, description, url)
}

export async function JudgeSectionPage({ series, params }: { series: JudgeSeries; params: JudgeProps['params'] }) {
  const key = decodeURIComponent((await params).key)
  const found = judgeSection(getSiteGraph(), series, key)
  if (!found) notFound()
  return <JudgeSectionView section={found} answer={null} />
}

/**
 * A short link's page: today's section (`answer` null), or the server's answer "as of" a date (`answer`: the section as
 * the version then in force had it, or why there is none, with the line that says so). Either way its distinct texts
 * follow, newest first, the one in force open. Today's page, a static page, has what is only read in its HTML alone
 * (ServerOnly, keyed "<series>/<key>"); the server's answer, made per request, renders it in place.
 */
export function JudgeSectionView({ section, answer }: { section: JudgeSection; answer: JudgeAsOf | null }) {
  const { series, key } = section
  const permalink = `/${series}/${encodeURIComponent(key)}`
  const part = `${series}/${key}`
  return (
    <article className={answer ? 'judge-section as-of-page' : 'judge-section'}>
      {answer ? <JudgeSectionHead section={section} answer={answer} /> : <ServerOnly part="judge-head" id={part} />}
      {section.seriesVersions.length > 1 ? (
        <section className="as-of" aria-label="As of a date">
          <h2>As of a date</h2>
          <AsOfForm action={permalink} defaultValue={answer?.date} />
          {answer ? null : (
            <>
              <p className="as-of-status" role="status" />
              <AsOfPicker />
            </>
          )}
          {answer ? <JudgeIntervals section={section} answer={answer} /> : <ServerOnly part="judge-intervals" id={part} />}
        </section>
      ) : null}
    </article>
  )
}
