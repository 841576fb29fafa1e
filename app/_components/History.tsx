import type { GraphNode } from '@/lib/types'
import type { HistoryEntry, NodeHistory } from '@/lib/site/history'
import { formatDate, kindName } from '@/lib/site/labels'
import { getSiteGraph } from '@/lib/site/load-graph'
import Diff from './Diff'
import NodeText from './NodeText'

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

const numberOf = (n: GraphNode) => n.number ?? n.title ?? kindName(n.kind)

/**
 * A rule's versions, newest first. Each is an anchor (`#v-<docId>`) that old URLs and citations land on; the entry
 * they land on (:target) says what it is and where the rule is today. Text is shown once per distinct wording:
 * an unchanged version is one line, so the page grows with the rule's distinct texts, not with versions.
 */
export default function History({ history, page }: { history: NodeHistory; page: GraphNode }) {
  const site = getSiteGraph()
  const { current, removedIn } = history
  const currentUrl = site.pageUrlOf(current.id) ?? current.url
  return (
    <section className="history" aria-label="History">
      <h2>History</h2>
      <p className="small muted">
        Every version in this collection, newest first ·{' '}
        <a href={`/data/lineage/${history.lineage}.json`} type="application/json">
          as JSON
        </a>
      </p>
      <ol className="versions">
        {history.entries.map((e, i) => {
          const newer = history.entries[i - 1]
          return (
            <li key={e.node.id} id={e.anchor} className="version" data-change={e.change ?? 'first'}>
              <p className="version-head">
                <a href={`/${encodeURIComponent(e.doc.id)}`}>{formatDate(e.doc.date)}</a>
                {' · '}
                <span className="num">{numberOf(e.node)}</span>
                {' · '}
                <span className="change">{changeLabel(e)}</span>
                {e.doc.previous ? (
                  <>
                    {' · '}
                    <a href={`/changes/${encodeURIComponent(e.doc.id)}`}>what changed</a>
                  </>
                ) : null}
              </p>
              <p className="as-of-note">
                {e.node.id === current.id ? (
                  <>This is the newest version of {numberOf(current)}.</>
                ) : (
                  <>
                    This is {numberOf(e.node)} as it read on {formatDate(e.doc.date)};{' '}
                    {removedIn ? (
                      <>
                        it was removed in {removedIn.title} ({formatDate(removedIn.date)}); its last version is{' '}
                        <a href={currentUrl}>{numberOf(current)}</a>
                        {page.id === current.id ? ' (above)' : ''}.
                      </>
                    ) : (
                      <>
                        today it is <a href={currentUrl}>{numberOf(current)}</a>
                        {page.id === current.id ? ' (above)' : ''}.
                      </>
                    )}
                  </>
                )}
              </p>
              {/* A diff already reads as this version's text with the previous one's words struck out, so the text
                  itself is shown only where there is no diff: each wording is on the page once. */}
              {e.diff ? (
                <Diff parts={e.diff} label={`Changes from the previous version`} />
              ) : e.node.id === page.id ? (
                <p className="small muted">Text shown above.</p>
              ) : e.sameAsNewer && newer ? (
                <p className="small muted">Same text as {formatDate(newer.doc.date)}.</p>
              ) : (
                <NodeText node={e.node} />
              )}
            </li>
          )
        })}
      </ol>
    </section>
  )
}
