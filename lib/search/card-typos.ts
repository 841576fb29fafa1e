/**
 * Typo'd card names for measuring card search (the card-search bench, the integration test): one edit, as a thumb
 * makes it on a phone keyboard (a letter dropped, doubled or added, a neighbour key, two letters swapped), in a
 * lowercase query. Deterministic from a seed. Pure.
 */

/** A seeded stream of numbers in [0, 1), the same on every machine (the generator's). */
export { rng as seeded } from '../formats/scryfall/generate.js'

const ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm']
/** Keys beside a letter on a QWERTY keyboard (same row). */
function neighbours(c: string): string[] {
  for (const row of ROWS) {
    const i = row.indexOf(c)
    if (i >= 0) return [row[i - 1], row[i + 1]].filter((x): x is string => !!x)
  }
  return []
}

export type TypoPlace = 'inside' | 'anywhere'

/**
 * `name` lowercased with one edit at a letter: `inside` a word (never its first letter, which typos change rarely),
 * or `anywhere`. Names with no such letter come back lowercased as they are.
 */
export function typo(name: string, r: () => number, place: TypoPlace = 'inside'): string {
  const s = name.toLowerCase()
  const at: number[] = []
  for (let i = 0; i < s.length; i++) {
    if (!/[a-z]/.test(s[i])) continue
    const first = i === 0 || !/[a-z]/.test(s[i - 1])
    if (place === 'anywhere' || !first) at.push(i)
  }
  if (!at.length) return s
  const i = at[Math.floor(r() * at.length)]
  const c = s[i]
  const op = Math.floor(r() * 4)
  if (op === 0) return s.slice(0, i) + s.slice(i + 1)
  if (op === 1) return s.slice(0, i) + c + s.slice(i)
  if (op === 2) {
    const n = neighbours(c)
    const to = n.length ? n[Math.floor(r() * n.length)] : 'e'
    return s.slice(0, i) + to + s.slice(i + 1)
  }
  // swap with the next letter of the word (or the previous one at a word's end)
  const j = /[a-z]/.test(s[i + 1] ?? '') ? i + 1 : /[a-z]/.test(s[i - 1] ?? '') && (place === 'anywhere' || i - 1 > 0 && /[a-z]/.test(s[i - 2] ?? '')) ? i - 1 : -1
  if (j < 0 || s[i] === s[j]) return s.slice(0, i) + s.slice(i + 1)
  const [a, b] = i < j ? [i, j] : [j, i]
  return s.slice(0, a) + s[b] + s[a] + s.slice(b + 1)
}
