/**
 * Lines of a Card Rulings Summary: letter separators, card names, change marks.
 * Each reader looks at one trimmed line and a bounded prefix of it.
 */

/** `- - * - * - A - * - * - -`: the alphabet's dividers between cards. Returns the letter. */
export function letterSeparator(t: string): string | null {
  if (t.length > 80 || !t.includes('*')) return null
  const m = /^[-*\s]*[-*]\s+(?<letter>[A-Z0-9#]{1,3})\s+[-*][-*\s]*$/.exec(t)
  return m ? m.groups!.letter : null
}

/** Marks a release puts before what changed since the previous one: `+` or an open circle `o`. */
export function changeMark(t: string): { marked: boolean; body: string } {
  const c = t[0]
  if ((c === '+' || c === 'o' || c === '○' || c === '°') && (t[1] === ' ' || t[1] === '\t')) {
    return { marked: true, body: t.slice(2).trimStart() }
  }
  return { marked: false, body: t }
}

// Words a card name may leave in lower case ("Circle of Protection", "Jace, the Mind Sculptor").
const SMALL = new Set([
  'a', 'an', 'and', 'as', 'at', 'by', 'de', 'for', 'from', 'in', 'into', 'of', 'on', 'or', 'the', 'to', 'upon', 'with', 'without', 'vs',
])
// Single capitalised words that end in a colon in rulings text without being cards.
const NOT_CARDS = new Set(['example', 'examples', 'note', 'notes', 'errata', 'oracle', 'clarification', 'q', 'a', 'answer', 'question'])

/**
 * `Brightflame:` on a line of its own: a card's name, written in title case. Returns the name.
 * A sentence ending in a colon ("You may do the following:") has lower-case words a name has not.
 */
export function cardNameLine(t: string): string | null {
  if (t.length < 2 || t.length > 150 || t[t.length - 1] !== ':') return null
  const name = t.slice(0, -1).trim()
  if (!name || changeMark(name).marked) return null
  const first = name.codePointAt(0)!
  const startsWell = (first >= 65 && first <= 90) || (first >= 48 && first <= 57) || first === 0xc6 || first === 34 || first === 0x201c
  if (!startsWell) return null
  const words = name.split(/\s+/)
  if (words.length > 14) return null
  if (words.length === 1 && NOT_CARDS.has(name.toLowerCase())) return null
  for (const word of words) {
    const letters = word.replace(/^[^\p{L}\d]+/u, '')
    if (!letters) continue
    if (/^\p{Ll}/u.test(letters) && !SMALL.has(letters.replace(/[^\p{L}]+$/u, '').toLowerCase())) return null
  }
  // A citation or a sentence never names a card.
  if (/[[\]]/.test(name) || /\.\s+\p{Ll}/u.test(name)) return null
  return name
}

/** Whether a card's ruling ends with `words`, so the next line starts another (one ruling per line). */
export function endsRuling(words: string): boolean {
  const last = words[words.length - 1]
  return last === ']' || last === '.' || last === '!' || last === '?' || last === '"' || last === ')' || last === '”'
}

/** A line holding only bracketed citations (`[Jordan 01/01/15] + [D'Angelo 01/01/16]`): the wrapped end of a ruling. */
export function onlyCitations(t: string): boolean {
  return t.length <= 300 && /^\[[^[\]]{1,200}\](?:\s*\+?\s*\[[^[\]]{1,200}\])*$/.test(t)
}
