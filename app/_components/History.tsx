import AsOfPicker from './AsOfPicker'
import ServerOnly from './ServerOnly'

/**
 * A rule's History: its distinct texts, newest first, one row each, every version inside its row under its anchor
 * (`#v-<docId>`), which old URLs and citations land on; the list's note says where the rule is today while one of them
 * is the target. Each row shows what changed from the one before as a word diff, the oldest its text.
 * `?asof=YYYY-MM-DD` opens the row in force that day and says so (AsOfPicker): `/r/NUMBER?asof=` on a static host
 * arrives here, the number's rule's page, with its query (the server answers it itself, app/(site)/as-of/); the form
 * asks that address (page-plan.ts `asOfActionOf`) for another date. All of it is read only: one part of the HTML
 * alone (server-parts.tsx `history`), its status line filled by the picker.
 */
export default function History({ page }: { page: { id: string } }) {
  return (
    <>
      <ServerOnly part="history" id={page.id} />
      <AsOfPicker />
    </>
  )
}
