// A rule's or section's distinct texts, newest first, one row each: "2.3 Game Play Error — Hidden Card Error ·
// Warning · 2016–today". The row is a <details> (no JavaScript needed): inside are its words (what changed from the
// row before, with some context, the oldest row its whole text; or the text itself) and its versions, each under its
// `#v-<doc id>` anchor, where an older version's URL lands (the browser opens the row for it). So a page grows by one
// line per text, not per version, and each line says only what the row and its neighbours do not: a version's number
// when it is not its row's, a row's end when it is not the next row's start (AsOfPicker reads it so), its dates and
// count when it holds more than the one version its entry already dates. Used by a node's History, /r/NUMBER's and a
// judge short link's "as of" lists, and the server's "as of" answers.
import type { DocumentInfo, GraphNode } from '@/lib/types'
import { compactDiff, partsOf, type HistoryEntry, type HistoryInterval } from '@/lib/site/history'
import { formatDate, kindName, nodeLabel } from '@/lib/site/labels'
import { getSiteGraph } from '@/lib/site/load-graph'
import Diff from './Diff'
import NodeText from './NodeText'

export interface IntervalsProps {
  intervals: HistoryInterval[]
  /** The node the page shows above the list: its row says so rather than repeat it. */
  shown: GraphNode | null
  /** The lineage's newest node ("today it is ..."), and the version it was dropped in when it is not today's. */
  current: GraphNode
  removedIn: DocumentInfo | null
  /** `diff`: each row shows what changed from the row before (History); `text`: each row's words ("as of" lists). */
  body: 'diff' | 'text'
  label: string
  /** The row in force on this date is open and marked (the server's "as of" answer). */
  picked?: string | null
  /** On the list, for the static page's script (AsOfPicker): the series' first version, the removal, the document. */
  first?: string | null
  name?: string
}

const numberOf = (n: GraphNode) => n.number ?? n.title ?? kindName(n.kind)

/** "2016–today", "2012–2016", "2015". */
export function yearSpan(from: string, until: string | null): string {
  const a = from.slice(0, 4)
  const b = until ? until.slice(0, 4) : 'today'
  return a === b ? a : `${a}–${b}`
}

function changeLabel(e: HistoryEntry): string {
  switch (e.change) {
    case 'same':
      return 'unchanged'
    case 'edited':
      return 'edited'
    case 'renumbered':
      return `renumbered from ${e.prevNumber ?? '?'}`
    case 'renumbered-edited':
      return `renumbered from ${e.prevNumber ?? '?'} and edited`
    case 'added':
      return 'added'
    default:
      return 'first version here'
  }
}

/** What a landing on an older version needs to know: where the rule is today ("Today it is 3.2"), or that it is gone. */
const todayLead = (removedIn: DocumentInfo | null) =>
  removedIn ? `Removed in ${removedIn.title} (${formatDate(removedIn.date)}); its last version is ` : 'Today it is '

/** What a row changed from the row before: its number, its words, or both. */
function rowChange(row: HistoryInterval, older: HistoryInterval | undefined): string {
  if (!older) return row.entries[row.entries.length - 1].change === 'added' ? 'added' : 'first version here'
  const from = older.run.node.number !== row.run.node.number ? `renumbered from ${numberOf(older.run.node)}` : ''
  // A row is a new text or a new number (a title or penalty alone changing is an edit too).
  const words = older.text !== row.text ? 'edited' : ''
  return [from, words].filter(Boolean).join(' and ') || 'edited'
}

export default function Intervals({ intervals, shown, current, removedIn, body, label, picked, first, name }: IntervalsProps) {
  const site = getSiteGraph()
  const currentUrl = site.pageUrlOf(current.id) ?? current.url
  const removed = intervals[0]?.run.until ?? null
  // a judge section's list says each version's date: its "as of" line names the version in force (AsOfPicker)
  const datedVersions = name !== undefined
  return (
    <>
      <ol className="intervals" aria-label={label} data-first={first ?? undefined} data-removed={removed ?? undefined} data-name={name}>
        {intervals.map((row, i) => {
          const { run } = row
          const older = intervals[i + 1]
          const inForce = !!picked && run.from <= picked && (run.until === null || picked < run.until)
          const isShown = !!shown && run.members.some((m) => m.id === shown.id)
          // a row ends where the newer one starts (the first: today, or the removal): said only where it does not
          const impliedUntil = i === 0 ? removed : intervals[i - 1].run.from
          return (
            <li
              key={run.anchor}
              className={inForce ? 'interval picked' : 'interval'}
              aria-current={inForce ? 'true' : undefined}
              data-from={run.from}
              data-until={run.until === impliedUntil ? undefined : (run.until ?? '')}
              data-number={run.node.number ?? ''}
            >
              <details open={inForce}>
                <summary>
                  <span className="label">{nodeLabel(run.node)}</span>
                  {run.node.penalty ? (
                    <>
                      {' · '}
                      <span className="penalty-tag">{run.node.penalty}</span>
                    </>
                  ) : null}
                  {' · '}
                  <span className="span">{yearSpan(run.from, run.until)}</span>
                </summary>
                {row.entries.length > 1 ? (
                  <p className="small muted interval-facts">
                    {`${formatDate(run.from)} – ${run.until ? formatDate(run.until) : 'today'} · ${run.docs.length} versions · ${rowChange(row, older)}`}
                  </p>
                ) : null}
                {isShown ? <p className="small muted">The text above.</p> : null}
                {body === 'diff' && row.diff ? (
                  // the changed words with a little of their context: a row costs what changed, not the whole text again
                  <Diff parts={compactDiff(row.diff)} />
                ) : body === 'text' && !isShown ? (
                  <Words node={run.node} />
                ) : body === 'diff' && !older && !isShown ? (
                  <Words node={run.node} />
                ) : older && !row.diff ? (
                  <p className="small muted">{`The same words as ${yearSpan(older.run.from, older.run.until)}.`}</p>
                ) : null}
                <ol className="versions">
                  {row.entries.map((e) => (
                    <li key={e.anchor} id={e.anchor} className="version" data-date={datedVersions ? (e.doc.date ?? '') : undefined}>
                      {/* one link: to what the release changed (which links its document), or the first version's document */}
                      <a href={e.doc.previous ? `/changes/${encodeURIComponent(e.doc.id)}` : `/${encodeURIComponent(e.doc.id)}`}>
                        {/* a version's number is its row's (a row is one text under one number) unless it says otherwise */}
                        {[formatDate(e.doc.date), numberOf(e.node) === numberOf(run.node) ? null : numberOf(e.node), changeLabel(e)].filter(Boolean).join(' · ')}
                      </a>
                    </li>
                  ))}
                </ol>
              </details>
            </li>
          )
        })}
      </ol>
      {/* Where an older version's URL lands (its entry, :target), this says where the rule is now, once for every entry:
          the page's CSS shows it, stuck to the foot of the screen, while an entry of this list is the target. */}
      {intervals.some((row) => row.entries.some((e) => e.node.id !== current.id)) ? (
        <p className="as-of-note">
          {shown?.id === current.id ? (
            `${todayLead(removedIn)}${numberOf(current)} (above).`
          ) : (
            <>
              {todayLead(removedIn)}
              <a href={currentUrl}>{numberOf(current)}</a>.
            </>
          )}
        </p>
      ) : null}
    </>
  )
}

/** A row's words: the node's text, and a judge section's parts under their names. */
function Words({ node }: { node: GraphNode }) {
  const parts = partsOf(getSiteGraph(), node)
  return (
    <div className="interval-words">
      <NodeText node={node} />
      {parts.map((p) => (
        <div key={p.id} className={`part part-${p.kind}`}>
          {p.title ? <strong className="part-name">{p.kind === 'example' ? `${p.title}.` : p.title}</strong> : null}
          <NodeText node={p} />
        </div>
      ))}
    </div>
  )
}
