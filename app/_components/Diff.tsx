import { Fragment } from 'react'
import type { DiffPart } from '@/lib/site/history'

/**
 * A word diff as <ins>/<del>. React escapes every part: the source texts contain `<-spell type->` and markup-like
 * brackets, and a diff is still source text. `gap` parts are the "…" of a compacted diff.
 */
export default function Diff({ parts, label }: { parts: Array<DiffPart | { op: 'gap'; text: string }>; label?: string }) {
  return (
    <p className="diff" aria-label={label}>
      {parts.map((p, i) =>
        p.op === 'ins' ? (
          <ins key={i}>{p.text}</ins>
        ) : p.op === 'del' ? (
          <del key={i}>{p.text}</del>
        ) : p.op === 'gap' ? (
          <span key={i} className="gap">
            {' … '}
          </span>
        ) : (
          // Unchanged words need no element of their own: plain text keeps the page small.
          <Fragment key={i}>{p.text}</Fragment>
        ),
      )}
    </p>
  )
}
