/**
 * The words the loaded indexes hold (era concept tokens left out): what a query word is looked up in, completed
 * from (a prefix while typing) and corrected to (a typo). It grows as an "as of" search loads older versions.
 */
import type { InitialismReading } from './initialisms.js'

export class Vocabulary {
  private set = new Set<string>()
  /** Initialisms of the documents' section titles, with the words they stand for (the search manifest's). */
  initialisms: ReadonlyMap<string, InitialismReading> = new Map()
  /** Sorted, for prefixes; by first letter and length, for typos. Rebuilt by `settle` after words are added. */
  private sorted: string[] = []
  private byLength = new Map<string, string[]>()

  add(term: string): void {
    this.set.add(term)
  }

  has(term: string): boolean {
    return this.set.has(term)
  }

  /** Called once the words of a batch of files are in. */
  settle(): void {
    this.sorted = [...this.set].sort()
    this.byLength.clear()
    for (const t of this.sorted) {
      const key = t.charAt(0) + t.length
      const list = this.byLength.get(key)
      if (list) list.push(t)
      else this.byLength.set(key, [t])
    }
  }

  /** Words starting with `prefix` (shortest first). */
  prefixed(prefix: string, max: number): string[] {
    let lo = 0
    let hi = this.sorted.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (this.sorted[mid] < prefix) lo = mid + 1
      else hi = mid
    }
    const out: string[] = []
    for (let i = lo; i < this.sorted.length && this.sorted[i].startsWith(prefix); i++) out.push(this.sorted[i])
    return out.sort((a, b) => a.length - b.length).slice(0, max)
  }

  /** Words within edit distance 1 (2 for long words), same first letter, closest first, at most 6. */
  nearby(term: string): Array<[string, number]> {
    const maxD = term.length >= 8 ? 2 : 1
    const out: Array<[string, number]> = []
    for (let L = term.length - maxD; L <= term.length + maxD; L++) {
      for (const cand of this.byLength.get(term.charAt(0) + L) ?? []) {
        const d = editDistance(term, cand, maxD)
        if (d <= maxD) out.push([cand, d])
      }
    }
    return out.sort((a, b) => a[1] - b[1]).slice(0, 6)
  }
}

/**
 * Edit distance with adjacent transpositions (optimal string alignment): "vail" is one typo from "vial", as
 * "indestructable" is from "indestructible". Early exit once every cell of a row exceeds `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let before: number[] = []
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    const cur = [i]
    let rowMin = i
    for (let j = 1; j <= b.length; j++) {
      let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1))
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, before[j - 2] + 1)
      cur.push(v)
      if (v < rowMin) rowMin = v
    }
    if (rowMin > max) return max + 1
    before = prev
    prev = cur
  }
  return prev[b.length]
}
