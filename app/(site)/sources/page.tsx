// Every source the rulings cite (D'Angelo, Bethmo, CompRules ...), most cited first.
import type { Metadata } from 'next'
import { formatDate } from '@/lib/site/labels'
import { getSiteGraph } from '@/lib/site/load-graph'
import { sourceSummaries } from '@/lib/site/sources'

export const metadata: Metadata = { title: 'Sources', description: 'Everyone and everything the rulings cite.' }

export default function SourcesPage() {
  const sources = sourceSummaries(getSiteGraph())
  return (
    <>
      <h1>Sources</h1>
      <p className="muted">
        Who the rulings cite, and when. See also the <a href="/timeline">timeline</a>.
      </p>
      <ul className="link-list">
        {sources.map((s) => (
          <li key={s.key}>
            <a href={`/sources/${encodeURIComponent(s.key)}`}>
              <span className="label">{s.name}</span>
              <span className="muted">
                {' '}
                · {s.count} {s.count === 1 ? 'citation' : 'citations'}
                {s.first ? ` · ${s.first.slice(0, 4)}${s.last && s.last.slice(0, 4) !== s.first.slice(0, 4) ? `–${s.last.slice(0, 4)}` : ''}` : ''}
              </span>
            </a>
          </li>
        ))}
      </ul>
      {sources.length === 0 ? <p>No citations in this collection.</p> : null}
      <p className="small muted">Dates: {formatDate(null)} citations take their document&apos;s date.</p>
    </>
  )
}
