// The short permalink of a judge document's section (/mtr/2.3, /ipg/2.2, /jar/serious-problems): the newest
// version's text, an infraction's penalty first, and "as of" a date as on /r/NUMBER: `npm start` answers ?asof= on
// the server (app/(site)/judge-as-of/, the same view), a static host with this page's script (AsOfPicker). The three
// routes are thin wrappers around this.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import AsOfForm from '@/app/_components/AsOfForm'
import AsOfPicker from '@/app/_components/AsOfPicker'
import Intervals from '@/app/_components/Intervals'
import NodeText from '@/app/_components/NodeText'
import RulesInline from '@/app/_components/RulesInline'
import ServerOnly from '@/app/_components/ServerOnly'
import { intervalsOf, removedIn } from '@/lib/site/history'
import { isJudgeSeries, judgeKeys, judgeSection, SERIES_NAMES, type JudgeAsOf, type JudgeSection, type JudgeSeries } from '@/lib/site/judge'
import { docLabel, formatDate, nodeLabel } from '@/lib/site/labels'
import { getSiteGraph } from '@/lib/site/load-graph'
import { NO_PAGE_KEY } from '@/lib/site/export-pages'
import { childrenView } from '@/lib/site/node-page'
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

/** A short link's section by its part key, "<series>/<key>" (today's page). */
export function judgeSectionByPart(part: string): JudgeSection | null {
  const slash = part.indexOf('/')
  const series = part.slice(0, slash)
  return isJudgeSeries(series) ? judgeSection(getSiteGraph(), series, part.slice(slash + 1)) : null
}

/** The section's text, where it is today, its penalty, its contents. */
export function JudgeSectionHead({ section, answer }: { section: JudgeSection; answer: JudgeAsOf | null }) {
  const site = getSiteGraph()
  const { series, key, shown, today } = section
  const node = answer ? answer.node : shown
  const nodeDoc = node ? site.doc(node.doc)! : null
  const href = (n: { id: string; url: string }) => site.pageUrlOf(n.id) ?? n.url
  const permalink = `/${series}/${encodeURIComponent(key)}`
  const children = node ? childrenView(site, node) : ({ mode: 'none' } as const)
  const name = `${series.toUpperCase()} ${key}`
  return (
    <>
      {node && nodeDoc ? (
        <p className="meta">
          <a href={`/${nodeDoc.id}`}>{docLabel(nodeDoc)}</a> · {formatDate(nodeDoc.date)} · <a href={href(node)}>open its page</a>
        </p>
      ) : null}
      <h1>{node ? nodeLabel(node) : `${name} as of ${formatDate(answer!.date)}`}</h1>
      {answer ? <p className="as-of-line">{answer.line}</p> : null}
      {node?.penalty ? (
        <p className="penalty" data-penalty={node.penalty}>
          Penalty <strong>{node.penalty}</strong>
        </p>
      ) : null}
      {answer && !answer.version ? (
        <p className="small oldest">
          The oldest version in this collection:{' '}
          <a href={answer.oldest.node ? href(answer.oldest.node) : `/${answer.oldest.doc.id}`}>
            {answer.oldest.node ? nodeLabel(answer.oldest.node) : answer.oldest.doc.title}, {docLabel(answer.oldest.doc)}
          </a>
          .
        </p>
      ) : null}
      {answer?.keyThen ? (
        <p className="small other-lineage">
          That day {key} was another section: <a href={href(answer.keyThen)}>{nodeLabel(answer.keyThen)}</a>.
        </p>
      ) : null}
      {answer ? (
        // The short link's own page: the section in the newest version that has the key (its last, when removed since).
        <p className="small today">
          {section.shownDoc.latest ? 'Today' : 'Its last version'}: <a href={permalink}>{nodeLabel(shown)}</a>, {docLabel(section.shownDoc)}.
        </p>
      ) : null}
      {today ? (
        <p className="small today">
          Today this section is <a href={href(today)}>{nodeLabel(today)}</a>, {site.doc(today.doc)?.title}.
        </p>
      ) : null}
      {node ? <NodeText node={node} /> : null}
      {children.mode === 'inline' ? <RulesInline items={children.nodes} /> : null}
      {children.mode === 'links' ? (
        <ul className="link-list">
          {children.nodes.map((c) => (
            <li key={c.id}>
              <a href={href(c)}>{nodeLabel(c)}</a>
            </li>
          ))}
        </ul>
      ) : null}
      {series === 'ipg' ? (
        <p className="small">
          <a href="/ipg/penalties">Every infraction and its penalty</a>
        </p>
      ) : null}
    </>
  )
}

/** Every distinct text of the section, newest first, the one in force on the answer's date open. */
export function JudgeIntervals({ section, answer }: { section: JudgeSection; answer: JudgeAsOf | null }) {
  const site = getSiteGraph()
  const { series, key, shown } = section
  const node = answer ? answer.node : shown
  const current = site.lineages.newest(shown.lineage || shown.id) ?? shown
  const name = `${series.toUpperCase()} ${key}`
  return (
    <Intervals
      intervals={intervalsOf(site, section.versions, { diffs: false })}
      shown={node}
      current={current}
      removedIn={removedIn(site, current)}
      body="text"
      label={`${name} by date`}
      picked={answer?.date ?? null}
      first={section.seriesVersions[0]?.date ?? null}
      name={SERIES_NAMES[series]}
    />
  )
}
