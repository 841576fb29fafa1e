// Every card the documents rule on or ask about, by name.
import type { Metadata } from 'next'
import { cardIndex } from '@/lib/site/cards'
import { getSiteGraph } from '@/lib/site/load-graph'

export const metadata: Metadata = { title: 'Cards', description: 'Every card with rulings or questions in this collection.' }

export default function CardsPage() {
  const cards = cardIndex(getSiteGraph())
  return (
    <>
      <h1>Cards</h1>
      <p className="muted">Each card&apos;s rulings and questions from every document, newest first.</p>
      <ul className="link-list">
        {cards.map((c) => (
          <li key={c.key}>
            <a href={`/cards/${encodeURIComponent(c.key)}`}>
              <span className="label">{c.name}</span>
              <span className="muted">
                {' '}
                · {c.entries.length} {c.entries.length === 1 ? 'entry' : 'entries'}
              </span>
            </a>
          </li>
        ))}
      </ul>
      {cards.length === 0 ? <p>No cards in this collection.</p> : null}
    </>
  )
}
