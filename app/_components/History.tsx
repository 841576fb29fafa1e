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
 * they land on (:target) says what it is, where its text is shown and where the rule is today. Each wording is on
 * the page once: an edited version as its diff (which reads as both texts), the oldest wording as its text, and an
 * unchanged version as its one head line and that hidden note, so the page grows little with each version.
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
          const shows = textShownAt(history.entries, i, page)
          return (
            <li key={e.anchor} id={e.anchor} className="version">
              <p className="version-head">
                <a href={`/${encodeURIComponent(e.doc.id)}`}>{formatDate(e.doc.date)}</a> · <span className="num">{numberOf(e.node)}</span> ·{' '}
                {e.doc.previous ? (
                  <a className="change" href={`/changes/${encodeURIComponent(e.doc.id)}`}>
                    {changeLabel(e)}
                  </a>
                ) : (
                  <span className="change">{changeLabel(e)}</span>
                )}
              </p>
              {e.node.id !== current.id ? (
                <p className="as-of-note">
                  {`This is ${numberOf(e.node)} as it read on ${formatDate(e.doc.date)}${shows === 'here' ? '' : ` (same text as ${formatDate((shows === 'top' ? history.entries[0] : shows).doc.date)})`}; ${
                    removedIn ? `it was removed in ${removedIn.title} (${formatDate(removedIn.date)}); its last version is ` : 'today it is '
                  }`}
                  {page.id === current.id ? `${numberOf(current)} (above).` : <><a href={currentUrl}>{numberOf(current)}</a>.</>}
                </p>
              ) : null}
              {e.diff ? <Diff parts={e.diff} label="Changes from the previous version" /> : shows === 'here' ? <NodeText node={e.node} /> : null}
            </li>
          )
        })}
      </ol>
    </section>
  )
}

/**
 * Where entry `i`'s wording can be read: `here` (its diff or its text), `top` (it is the page's own text), or the
 * newer entry whose diff shows it (an unchanged version reads as the next newer version that has the same text).
 */
function textShownAt(entries: HistoryEntry[], i: number, page: GraphNode): 'here' | 'top' | HistoryEntry {
  for (let j = i; j >= 0; j--) {
    const e = entries[j]
    if (e.node.id === page.id) return 'top'
    if (e.diff) return j === i ? 'here' : e
    if (j === 0 || !entries[j].sameAsNewer) return j === i ? 'here' : e
  }
  return 'here'
}
