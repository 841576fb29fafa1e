import type { GraphNode } from '@/lib/types'
import type { NodeHistory } from '@/lib/site/history'
import { isJudgeSeries } from '@/lib/site/judge'
import AsOfForm from './AsOfForm'
import AsOfPicker from './AsOfPicker'
import ServerOnly from './ServerOnly'

/**
 * A rule's History: its distinct texts, newest first, one row each, every version inside its row under its anchor
 * (`#v-<docId>`), which old URLs and citations land on; the entry they land on (:target) says what it is and where the
 * rule is today. Each row shows what changed from the one before as a word diff, the oldest its text.
 * `?asof=YYYY-MM-DD` opens the row in force that day and says so (AsOfPicker): `/r/NUMBER?asof=` on a static host
 * arrives here, the number's rule's page, with its query (the server answers it itself, app/(site)/as-of/); the form
 * asks that address (`asOfAction`) for another date.
 */
export default function History({ history, page, asOfAction }: { history: NodeHistory; page: GraphNode; asOfAction?: string }) {
  const { intervals, entries } = history
  const judge = isJudgeSeries(history.series) ? history.series : null
  return (
    <section className="history" id="history" aria-label="History">
      <h2>History</h2>
      <p className="small muted">
        {`${entries.length} versions in this collection, ${intervals.length} ${intervals.length === 1 ? 'text' : 'texts'}, newest first`}
        {/* the lineage files are the server's (a file per rule); the export has graph.json only (README, "Public data") */}
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
      <AsOfPicker section={judge !== null} />
      {/* the rows (every text, each with its diff) are in the HTML only: see ServerOnly */}
      <ServerOnly part="history-rows" id={page.id} />
    </section>
  )
}
