import type { GraphNode } from '@/lib/types'
import { cardsNamedBy, cardUrl } from '@/lib/site/cards'
import { getSiteGraph } from '@/lib/site/load-graph'

/** Links to the card pages of a node: its own card (a `card` node), and the cards it names. Nothing when none. */
export default function CardLinks({ node }: { node: GraphNode }) {
  const site = getSiteGraph()
  const cards = cardsNamedBy(site, node)
  if (cards.length === 0) return null
  return (
    <section className="links" aria-label="Cards">
      <h2>Cards</h2>
      <ul className="link-list">
        {cards.map(({ name, key, page }) => (
          <li key={key}>
            <a href={cardUrl(name)}>
              <span className="label">{name}</span>
              <span className="muted">
                {' '}
                · every ruling{page ? `, ${page.entries.length} ${page.entries.length === 1 ? 'entry' : 'entries'}` : ''}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
