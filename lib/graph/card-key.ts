/**
 * One key per card name, so that one card's rulings from every document (rulings summaries, set FAQs,
 * release notes, Q&A columns) meet on one page: `/cards/${cardKey(name)}`.
 */
import { slug } from './ids.js'

export function cardKey(name: string): string {
  // Æ is one letter NFKD does not split; old cards are printed with it ("Æther Vial"), newer with "Ae".
  return slug(name.replace(/~this~/gi, '').replace(/Æ/g, 'Ae').replace(/æ/g, 'ae'), 100)
}
