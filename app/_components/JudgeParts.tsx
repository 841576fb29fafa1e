// The parts of a judge section's page that the server renders alone (ServerOnly, server-parts.tsx) as well as the
// "as of" page inline: apart from JudgeSection.tsx, which places them, so that neither imports the other.
import Intervals from '@/app/_components/Intervals'
import NodeText from '@/app/_components/NodeText'
import RulesInline from '@/app/_components/RulesInline'
import { intervalsOf, removedIn } from '@/lib/site/history'
import { isJudgeSeries, judgeSection, SERIES_NAMES, type JudgeAsOf, type JudgeSection } from '@/lib/site/judge'
import { docLabel, formatDate, nodeLabel } from '@/lib/site/labels'
import { getSiteGraph } from '@/lib/site/load-graph'
import { childrenView } from '@/lib/site/node-page'

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
