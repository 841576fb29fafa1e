import type { DiffPart } from '@/lib/site/history'
import { diffHtml } from '@/lib/site/history'

/**
 * A word diff as <ins>/<del>, built as one escaped string by lib/site/history.ts `diffHtml` (the source texts contain
 * `<-spell type->` and markup-like brackets, and a diff is still source text): a History row's diff is one string in
 * the data the page hydrates from, not an element per word. `gap` parts are the "…" of a compacted diff.
 */
export default function Diff({ parts, label }: { parts: Array<DiffPart | { op: 'gap'; text: string }>; label?: string }) {
  return <p className="diff" aria-label={label} dangerouslySetInnerHTML={{ __html: diffHtml(parts) }} />
}
