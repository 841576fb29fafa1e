/**
 * One key per card name, so that one card's rulings from every document (rulings summaries, set FAQs,
 * release notes, Q&A columns) meet on one page: `/cards/${cardKey(name)}`.
 */
import { slug } from './slug.js'

// Keys are asked for again and again (every card node, every mention of a card, tens of thousands with Scryfall's
// bulk); the answer never changes, so it is remembered, within a bound.
const known = new Map<string, string>()
const KNOWN_MAX = 200_000

export function cardKey(name: string): string {
  let key = known.get(name)
  if (key !== undefined) return key
  // Æ is one letter NFKD does not split; old cards are printed with it ("Æther Vial"), newer with "Ae".
  key = slug(name.replace(/~this~/gi, '').replace(/Æ/g, 'Ae').replace(/æ/g, 'ae'), 100)
  if (known.size >= KNOWN_MAX) known.clear()
  known.set(name, key)
  return key
}
