/**
 * Scryfall's rulings name their card by oracle_id only; its cards are in another file (oracle_cards, or a card
 * object). Once every document is in, each rulings `card` node takes the name of the card of its oracle_id (both
 * carry it as their local id, lib/formats/scryfall), so a card's page meets its rulings by name like any other
 * card's. Rulings whose card no ingested file has keep their nodes, unnamed, and are reported.
 */
import type { IngestedDocument } from './ingest-document.js'

const localOf = (id: string) => id.slice(id.indexOf('/') + 1)

/** How many unnamed groups are reported one by one; the rest are counted. */
const LISTED = 20

export function joinScryfallCards(documents: IngestedDocument[]): void {
  const scryfall = documents.filter((d) => d.info.family === 'scryfall')
  if (scryfall.length === 0) return
  const names = new Map<string, string>()
  for (const d of scryfall) for (const n of d.nodes) if (n.kind === 'card' && n.title) names.set(localOf(n.id), n.title)
  for (const d of scryfall) {
    let groups = 0
    let rulings = 0
    for (const n of d.nodes) {
      if (n.kind !== 'card' || n.title) continue
      const name = names.get(localOf(n.id))
      if (name) {
        n.title = name
        continue
      }
      groups++
      rulings += n.children.length
      if (groups <= LISTED) {
        d.problems.push({ line: n.lines[0], message: `${n.children.length} ruling(s) of oracle_id ${localOf(n.id)}: no card file ingested has that card; kept, unnamed` })
      }
    }
    if (groups > LISTED) {
      d.problems.push({ line: null, message: `${rulings} rulings of ${groups} cards in all have no card in any card file ingested (the first ${LISTED} are listed); kept, unnamed` })
    }
  }
}
