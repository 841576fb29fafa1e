import type { GraphNode } from '@/lib/types'
import type { NodeHistory } from '@/lib/site/history'
import { isJudgeSeries } from '@/lib/site/judge'
import AsOfPicker from './AsOfPicker'
import ServerOnly from './ServerOnly'

/**
 * A rule's History: its distinct texts, newest first, one row each, every version inside its row under its anchor
 * (`#v-<docId>`), which old URLs and citations land on; the entry they land on (:target) says what it is and where the
 * rule is today. Each row shows what changed from the one before as a word diff, the oldest its text.
 * `?asof=YYYY-MM-DD` opens the row in force that day and says so (AsOfPicker): `/r/NUMBER?asof=` on a static host
 * arrives here, the number's rule's page, with its query (the server answers it itself, app/(site)/as-of/); the form
 * asks that address (page-plan.ts `asOfActionOf`) for another date.
 */
export default function History({ history, page }: { history: NodeHistory; page: GraphNode }) {
  const judge = isJudgeSeries(history.series) ? history.series : null
  // only the picker is hydrated: the heading, the count, the form and the rows are in the HTML alone (ServerOnly)
  return (
    <section className="history" id="history" aria-label="History">
      <ServerOnly part="history-head" id={page.id} />
      <AsOfPicker section={judge !== null} />
      <ServerOnly part="history-rows" id={page.id} />
    </section>
  )
}
