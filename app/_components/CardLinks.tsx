import type { GraphNode } from '@/lib/types'
import { cardKey } from '@/lib/graph/card-key'
import { cardPage, cardUrl } from '@/lib/site/cards'
import { getSiteGraph } from '@/lib/site/load-graph'
import { hasCardPage } from '@/lib/site/render'

/** Links to the card pages of a node: its own card (a `card` node), and the cards it names. Nothing when none. */
export default function CardLinks({ node }: { node: GraphNode }) {
  const site = getSiteGraph()
  const names = new Map<string, string>()
  if (node.kind === 'card' && node.title) names.set(cardKey(node.title), node.title)
  for (const r of node.refs) if (r.kind === 'card' && !names.has(cardKey(r.number))) names.set(cardKey(r.number), r.number)
  // A card only Scryfall's files have is linked too; its rulings are counted on its page, not here.
  const cards = [...names].map(([key, name]) => ({ name, key, page: cardPage(site, key) })).filter((c) => c.page || hasCardPage(site, node, c.name))
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
