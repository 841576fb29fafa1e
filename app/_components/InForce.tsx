// The home page's first list: the documents in force today (lib/site/in-force.ts), each with the date it took effect
// and, when a version came before it, a link to what changed in it.
import { documentsInForce } from '@/lib/site/in-force'
import { formatDate } from '@/lib/site/labels'
import type { SiteGraph } from '@/lib/site/site-graph'

export default function InForce({ site }: { site: SiteGraph }) {
  const entries = documentsInForce(site)
  if (entries.length === 0) return null
  return (
    <section aria-labelledby="in-force">
      <h2 id="in-force">In force today</h2>
      <ul className="in-force">
        {entries.map((e) => (
          <li key={e.key} data-in-force={e.key}>
            <a className="read" href={e.href}>
              <span className="title">{e.name}</span>
              <span className="facts">
                {e.key === 'cards' ? 'updated' : 'effective'} {formatDate(e.doc.date)}
                {e.key === 'penalties' ? ` · from the ${e.doc.title}` : ''}
              </span>
            </a>
            {e.changes ? (
              <a className="what-changed" href={e.changes}>
                What changed<span className="visually-hidden"> in {e.doc.title}</span>
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
