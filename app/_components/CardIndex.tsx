// The cards the documents rule on or ask about, each linking its page: only read, so in the HTML alone (ServerOnly).
import { cardIndex } from '@/lib/site/cards'
import { cardShardIndex } from '@/lib/site/load-card-shard'
import type { SiteGraph } from '@/lib/site/site-graph'

export function CardIndex({ site }: { site: SiteGraph }) {
  const cards = cardIndex(site)
  const scryfall = cardShardIndex()
  return (
    <>
      <h1>Cards</h1>
      <p className="muted">Each card&apos;s rulings and questions from every document, newest first.</p>
      {scryfall ? (
        // Listing every card of Scryfall's files would make this one page megabytes; each has its own page.
        <p>
          The {cards.length.toLocaleString('en')} cards the documents rule on or ask about are listed here; the{' '}
          {scryfall.cards.toLocaleString('en')} cards of Scryfall&apos;s Oracle data each have a page too, at{' '}
          <code>/cards/</code> and the card&apos;s name in lower case, words joined by hyphens, and every mention of the card links to it.
        </p>
      ) : null}
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
