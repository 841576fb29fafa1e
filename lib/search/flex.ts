/**
 * The one place FlexSearch is configured, so the builder and every reader construct
 * identical indexes (an import into a differently configured index silently misbehaves).
 * Terms arrive already tokenised and stemmed by text.ts; FlexSearch only splits on spaces.
 * `resolution` buckets a term's position in the field: early = the field is about it.
 */
import FlexSearch from 'flexsearch'
import type { FlexExport } from './types.js'

/** Two buckets: the first half of a field, and the rest. More cost ~8% index size each for
 * little ranking gain on the judged queries (measured: 3 buckets +8% bytes, MRR +0.02). */
export const RESOLUTION = 2
/** An example's words count wherever they stand (score.ts): one position bucket is enough, and smaller. */
export const fieldResolution = (field: string, resolution = RESOLUTION): number => (field === 'example' ? 1 : resolution)

export type FlexIndex = InstanceType<typeof FlexSearch.Index>

export function createIndex(resolution = RESOLUTION): FlexIndex {
  return new FlexSearch.Index({
    tokenize: 'strict',
    resolution,
    // no fastupdate register: the index is never updated after the build, and it doubles memory
    fastupdate: false,
    encode: (s: string) => (s ? s.split(' ') : []),
  })
}

/**
 * FlexSearch's export, made compact for the wire: a term map chunk becomes
 * {front: "0a 1b 0c", post: "…;…"} (see frontCode, encodePostings); the id register is dropped
 * and rebuilt. `importIndex` undoes exactly this, key by key, and hands FlexSearch back
 * the JSON it produced.
 */
interface CompactMap {
  /** Terms, sorted, front-coded (see frontCode), space-separated. */
  front: string
  /** Postings of each term, ";"-separated, in the terms' order (see encodePostings). */
  post: string
}
interface CompactIds {
  ids: number[]
}

/*
 * Postings as text: a number is written in base 32, most significant digit first, every
 * digit but the last from CONT and the last from LAST, so numbers need no separators;
 * "." moves on to the next position bucket. Ids within a bucket are delta-coded.
 * About a third smaller than JSON arrays after gzip.
 */
const LAST = '0123456789abcdefghijklmnopqrstuv'
const CONT = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ!$%&*+'

function encodeNumber(n: number): string {
  let s = LAST[n % 32]
  n = Math.floor(n / 32)
  while (n > 0) {
    s = CONT[n % 32] + s
    n = Math.floor(n / 32)
  }
  return s
}

/** A signed delta as a packable int: 0, -1, 1, -2, 2 ... as 0, 1, 2, 3, 4 ... */
export const zigzag = (v: number): number => (v < 0 ? -2 * v - 1 : 2 * v)
export const unzigzag = (z: number): number => (z % 2 ? -(z + 1) / 2 : z / 2)

/** A list of non-negative integers as self-delimiting base-32 text (see above). */
export function packInts(values: number[]): string {
  return values.map((v) => encodeNumber(Math.max(0, Math.floor(v)))).join('')
}

export function unpackInts(s: string): number[] {
  const out: number[] = []
  let acc = 0
  for (let i = 0; i < s.length; i++) {
    const last = LAST.indexOf(s[i])
    if (last < 0) acc = acc * 32 + Math.max(0, CONT.indexOf(s[i]))
    else {
      out.push(acc * 32 + last)
      acc = 0
    }
  }
  return out
}

/**
 * Rule numbers in document order share long prefixes ("419.6", "419.6a", "419.6b"): each is
 * written as one LAST digit (characters kept from the previous number) and the rest; "" for none.
 */
export function packNumbers(numbers: string[]): string {
  let prev = ''
  return numbers
    .map((n) => {
      if (!n) return ''
      let k = 0
      while (k < 31 && k < n.length && k < prev.length && n[k] === prev[k]) k++
      prev = n
      return LAST[k] + n.slice(k)
    })
    .join(' ')
}

export function unpackNumbers(s: string, count: number): string[] {
  const parts = s.split(' ')
  let prev = ''
  const out: string[] = []
  for (let i = 0; i < count; i++) {
    const p = parts[i] ?? ''
    if (!p) {
      out.push('')
      continue
    }
    const n = prev.slice(0, Math.max(0, LAST.indexOf(p[0]))) + p.slice(1)
    out.push(n)
    prev = n
  }
  return out
}

/**
 * Sorted terms share prefixes ("trampl", "transform"): each is written as one LAST digit (characters
 * kept from the previous term, at most 31) and the rest. 4% less gzip for a whole match file than
 * the plain terms, whose shared prefixes gzip only partly finds.
 */
export function frontCode(terms: string[]): string {
  let prev = ''
  return terms
    .map((t) => {
      let k = 0
      while (k < 31 && k < t.length && k < prev.length && t[k] === prev[k]) k++
      prev = t
      return LAST[k] + t.slice(k)
    })
    .join(' ')
}

export function unFrontCode(s: string): string[] {
  if (!s) return []
  let prev = ''
  return s.split(' ').map((p) => (prev = prev.slice(0, Math.max(0, LAST.indexOf(p[0]))) + p.slice(1)))
}

export function encodePostings(slots: Array<number[] | null | undefined>): string {
  let out = ''
  slots.forEach((ids, slot) => {
    if (slot > 0) out += '.'
    if (!ids) return
    ids.forEach((id, i) => (out += encodeNumber(i === 0 ? id : id - ids[i - 1])))
  })
  return out.replace(/\.+$/, '')
}

export function decodePostings(s: string): Array<number[] | null> {
  const slots: Array<number[] | null> = []
  let cur: number[] = []
  let acc = 0
  let prev = 0
  const flush = () => slots.push(cur.length ? cur : null)
  for (let i = 0; i < s.length; i++) {
    const c = s[i]
    if (c === '.') {
      flush()
      cur = []
      continue
    }
    const last = LAST.indexOf(c)
    if (last < 0) {
      acc = acc * 32 + CONT.indexOf(c)
      continue
    }
    const v = acc * 32 + last
    acc = 0
    prev = cur.length === 0 ? v : prev + v
    cur.push(prev)
  }
  flush()
  return slots
}

const isIntArray = (v: unknown): v is number[] => Array.isArray(v) && v.every((x) => Number.isInteger(x) && x >= 0)
const isTermMap = (v: unknown): v is Array<[string, Array<number[] | null>]> =>
  Array.isArray(v) && v.every((e) => Array.isArray(e) && typeof e[0] === 'string' && Array.isArray(e[1]))

function compact(value: unknown): unknown {
  if (isTermMap(value)) {
    if (value.some(([term, slots]) => /[ ;]/.test(term) || !slots.every((x) => x == null || isIntArray(x)))) return value
    // sorted: neighbouring terms share prefixes, written once (frontCode)
    const sorted = value.slice().sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    return {
      front: frontCode(sorted.map((e) => e[0])),
      post: sorted.map((e) => encodePostings(e[1])).join(';'),
    } satisfies CompactMap
  }
  // the id register is rebuilt from the map on import (every id with a term is in it)
  if (isIntArray(value)) return { ids: [] } satisfies CompactIds
  return value
}

function expand(value: unknown): unknown {
  if (value && typeof value === 'object' && 'front' in value && 'post' in value) {
    const { front, post } = value as CompactMap
    const lists = post.split(';')
    return unFrontCode(front).map((term, i) => [term, decodePostings(lists[i] ?? '')])
  }
  return value
}

export function exportIndex(index: FlexIndex): FlexExport {
  const out: FlexExport = {}
  index.export((key: string, data: string) => {
    out[key] = data === undefined ? null : compact(JSON.parse(data))
  })
  return out
}

export function importIndex(data: FlexExport, resolution = RESOLUTION): FlexIndex {
  const index = createIndex(resolution)
  const maps: Array<[string, unknown]> = []
  const regs: string[] = []
  for (const [key, value] of Object.entries(data)) {
    if (value && typeof value === 'object' && 'ids' in value) regs.push(key)
    else maps.push([key, expand(value)])
  }
  const ids = new Set<number>()
  for (const [, v] of maps) if (isTermMap(v)) for (const [, slots] of v) for (const s of slots) if (s) for (const id of s) ids.add(id)
  for (const key of regs) index.import(key, JSON.stringify([...ids].sort((a, b) => a - b)))
  for (const [key, v] of maps) index.import(key, JSON.stringify(v))
  return index
}

/** The terms an exported index holds (the "map" part is an array of [term, slots]). */
export function exportedTerms(data: FlexExport): string[] {
  const out: string[] = []
  for (const value of Object.values(data)) {
    if (value && typeof value === 'object' && 'front' in value) out.push(...unFrontCode((value as CompactMap).front))
  }
  return out
}

/** The sorted terms of an index's fields together (a base for `rebaseIndex`). */
export function indexTerms(fields: Record<string, FlexExport>): string[] {
  return [...new Set(Object.values(fields).flatMap((f) => exportedTerms(f)))].sort()
}

/**
 * An older version's terms named by their place in `base` (indexTerms of its series' newest version, which every
 * search loads anyway): per term, sorted, the step from the previous base term named, or 0 for a term the base
 * lacks, those spelled after a space (front-coded). {front, post} becomes {ref, post}; a fifth of the bytes of
 * the front-coded terms after gzip (CR 2014: 1.2 KB, was 6.8 KB).
 */
export function rebaseIndex(data: FlexExport, base: readonly string[]): FlexExport {
  const at = new Map(base.map((t, i) => [t, i]))
  const out: FlexExport = {}
  for (const [key, value] of Object.entries(data)) {
    if (!(value && typeof value === 'object' && 'front' in value)) {
      out[key] = value
      continue
    }
    const { front, post } = value as CompactMap
    const steps: number[] = []
    const spelt: string[] = []
    let prev = -1
    for (const t of unFrontCode(front)) {
      const i = at.get(t)
      if (i === undefined || i <= prev) {
        steps.push(0)
        spelt.push(t)
      } else {
        steps.push(i - prev)
        prev = i
      }
    }
    out[key] = { ref: `${packInts(steps)} ${frontCode(spelt)}`, post } satisfies RebasedMap
  }
  return out
}

/** Undo `rebaseIndex` with the same base. */
export function unbaseIndex(data: FlexExport, base: readonly string[]): FlexExport {
  const out: FlexExport = {}
  for (const [key, value] of Object.entries(data)) {
    if (!(value && typeof value === 'object' && 'ref' in value)) {
      out[key] = value
      continue
    }
    const { ref, post } = value as RebasedMap
    const gap = ref.indexOf(' ')
    const spelt = unFrontCode(ref.slice(gap + 1))
    const terms: string[] = []
    let prev = -1
    let k = 0
    for (const step of unpackInts(ref.slice(0, gap))) {
      if (step) {
        prev += step
        if (base[prev] === undefined) throw new Error('an index names a term past the end of its base')
        terms.push(base[prev])
      } else terms.push(spelt[k++])
    }
    out[key] = { front: frontCode(terms), post } satisfies CompactMap
  }
  return out
}

interface RebasedMap {
  /** See rebaseIndex. */
  ref: string
  post: string
}

/**
 * Ids holding `term`, by position bucket (0 = earliest). Uses the Resolver's `result`
 * (documented, unresolved) so the ranking can weigh position and combine fields itself.
 */
export function postings(index: FlexIndex, term: string): Array<Array<number> | undefined> {
  const r = index.search(term, { limit: 1e7, resolve: false }) as unknown as { result?: Array<number[] | undefined> }
  return r && Array.isArray(r.result) ? r.result : []
}
