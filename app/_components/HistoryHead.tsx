// A node's History heading: the count of its versions and texts and the "as of" form, rendered once by the server
// (in the History's ServerOnly part, server-parts.tsx `history`).
import type { NodeHistory } from '@/lib/site/history'
import AsOfForm from './AsOfForm'

/** The History's heading, its counts and the "as of" form that asks `asOfAction` for another date. */
export default function HistoryHead({ history, asOfAction }: { history: NodeHistory; asOfAction?: string }) {
  const { intervals, entries } = history
  return (
    <>
      <h2>History</h2>
      <p className="small muted">
        {`${entries.length} versions in this collection, ${intervals.length} ${intervals.length === 1 ? 'text' : 'texts'}, newest first`}
        {/* the lineage files are the server's (a file per rule); the export has graph.json only (docs/graph.md, "Public data") */}
        {process.env.STATIC_EXPORT === '1' ? null : (
          <>
            {' · '}
            <a href={`/data/lineage/${history.lineage}.json`} type="application/json">
              as JSON
            </a>
          </>
        )}
      </p>
      {/* the address that answers "as of" a date for this rule: its number's /r/, or a judge section's short link */}
      {asOfAction ? <AsOfForm action={asOfAction} /> : null}
    </>
  )
}
