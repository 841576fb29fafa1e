'use client'
/**
 * The result list: number, document and date, breadcrumb, snippet with <mark>ed words, and one line for the rule's
 * earlier versions; a judge document's result with its short name and an infraction's penalty.
 */
import { reasonText } from '@/lib/search/reason'
import type { SearchReason, SearchResult } from '@/lib/search/types'
import styles from './search.module.css'

export interface SearchResultsProps {
  id: string
  results: SearchResult[] | null
  /** Why the results are none, or not what was asked for: said above them. */
  reason?: SearchReason | null
  active: number
  status: 'idle' | 'loading' | 'ready' | 'error'
  query: string
  onHover: (i: number) => void
  className?: string
}

export default function SearchResults({ id, results, reason, active, status, query, onHover, className }: SearchResultsProps) {
  return (
    <div className={className} aria-live="polite">
      {status === 'error' && <p className={styles.note}>Search is unavailable (the index could not be loaded).</p>}
      {results && reason && query.trim() ? (
        <p className={styles.note} data-reason={reason.kind}>
          {reasonText(reason, query)}
        </p>
      ) : (
        results && results.length === 0 && query.trim() && <p className={styles.note}>No results for “{query}”.</p>
      )}
      <ul id={id} role="listbox" aria-label="Search results" className={styles.results} hidden={!results || results.length === 0}>
        {(results ?? []).map((r, i) => (
          <li
            key={r.id}
            id={`${id}-${i}`}
            role="option"
            aria-selected={i === active}
            className={i === active ? `${styles.result} ${styles.active}` : styles.result}
            onMouseEnter={() => onHover(i)}
            data-result-url={r.url}
          >
            <a href={r.url} tabIndex={-1}>
              {/* a judge document's result: "IPG 2.2 Game Play Error — Looking at Extra Cards [Warning]"; a part of a
                  section (an infraction's Definition, an Example) under its section's number, title and penalty */}
              <span className={styles.head}>
                {r.docShort && <span className={styles.short}>{r.docShort}</span>}
                {r.docShort && ' '}
                {r.section ? (
                  <>
                    <b className={styles.number}>{r.section.number}</b> {r.section.title}
                    <Penalty penalty={r.section.penalty} />
                  </>
                ) : (
                  <>
                    {r.number && <b className={styles.number}>{r.number}</b>} {r.title ?? (r.number ? '' : kindLabel(r.kind))}
                    <Penalty penalty={r.penalty} />
                  </>
                )}
              </span>
              {r.section && <span className={styles.part}>{partLabel(r)}</span>}
              <span className={styles.doc}>
                {r.docTitle}
                {r.docDate ? ` · ${r.docDate}` : ' · undated'}
              </span>
              {r.breadcrumb.length > 0 && <span className={styles.crumbs}>{r.breadcrumb.join(' › ')}</span>}
              {/* snippet: built by lib/search/snippet.ts from ESCAPED text; the only tags are our <mark>s */}
              <span className={styles.snippet} dangerouslySetInnerHTML={{ __html: r.snippet }} />
              {/* the situation the query matched (content/situations/): escaped like a snippet, our <mark>s only */}
              {r.matched && (
                <span className={styles.matched} data-matched="">
                  matched: <q dangerouslySetInnerHTML={{ __html: r.matched }} />
                </span>
              )}
            </a>
            {/* however many versions: one line, to the rule's History (one row per distinct text) */}
            {r.history && (
              <p className={styles.earlier} data-earlier={r.history.count}>
                <a href={r.history.url} tabIndex={-1}>
                  also in {r.history.count} earlier version{r.history.count > 1 ? 's' : ''}
                  {r.history.years ? ` (${r.history.years})` : ''}
                </a>
              </p>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}

function Penalty({ penalty }: { penalty: string | null }) {
  if (!penalty) return null
  return (
    <span className={styles.penalty} data-penalty={penalty}>
      <span className="visually-hidden">Penalty: </span>
      {penalty}
    </span>
  )
}

/** A part's own name under its section: "Definition", "Example B". */
function partLabel(r: SearchResult): string {
  if (r.kind === 'example') return r.title ? `Example ${r.title}` : 'Example'
  return r.title ?? kindLabel(r.kind)
}

function kindLabel(kind: string): string {
  return kind === 'qa' ? 'Q&A' : kind.charAt(0).toUpperCase() + kind.slice(1)
}
