// /ipg/penalties: every infraction of the newest Infraction Procedure Guide with its penalty and the first
// sentence of its definition, each linked to its section, grouped as the guide groups them.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { penaltyReference } from '@/lib/site/judge'
import { docLabel, formatDate } from '@/lib/site/labels'
import { getSiteGraph } from '@/lib/site/load-graph'
import { previewMetadata } from '@/app/_components/preview-metadata'

export function generateMetadata(): Metadata {
  const ref = penaltyReference(getSiteGraph())
  const title = 'Penalty quick reference'
  const description = ref ? `Every infraction of the ${docLabel(ref.doc)} and its penalty.` : 'Infractions and their penalties.'
  return previewMetadata(title, description, '/ipg/penalties')
}

export default function PenaltiesPage() {
  const ref = penaltyReference(getSiteGraph())
  if (!ref) notFound()
  const groups: Array<{ category: string; items: typeof ref.infractions }> = []
  for (const i of ref.infractions) {
    const last = groups[groups.length - 1]
    if (last && last.category === i.category) last.items.push(i)
    else groups.push({ category: i.category, items: [i] })
  }
  return (
    <article className="penalties">
      <h1>Penalty quick reference</h1>
      <p className="meta">
        <a href={`/${ref.doc.id}`}>{docLabel(ref.doc)}</a> · effective {formatDate(ref.doc.date)}
      </p>
      {groups.map((g) => (
        <section key={g.category} aria-label={g.category}>
          <h2>{g.category}</h2>
          <ul className="infractions">
            {g.items.map((i) => (
              <li key={i.number}>
                <a href={i.url}>
                  <span className="num">{i.number}</span> <span className="name">{i.name}</span>
                </a>{' '}
                <span className="penalty-tag" data-penalty={i.penalty ?? ''}>
                  {i.penalty ?? 'see the guide'}
                </span>
                {i.definition ? <p className="small">{i.definition}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </article>
  )
}
