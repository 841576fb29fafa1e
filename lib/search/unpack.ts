/**
 * Decoding the match and span files as shipped (build.ts `packShard`, `packSpan`): integer lists packed as
 * base-32 varint text, delta-coded ids, dates as days. A file built in this process may come unpacked.
 */
import { unpackInts, unpackNumbers, unzigzag } from './flex.js'
import { unpackSame } from './spans.js'
import type { MatchShard, PackedMatchShard, PackedSpanShard, SpanShard } from './types.js'

/** Undo build.ts `packShard` (a shard built in this process may come unpacked). */
export function unpackShard(s: MatchShard | PackedMatchShard): MatchShard {
  if (typeof s.len !== 'string') return s as MatchShard
  const p = s as PackedMatchShard
  const src = unpackInts(p.nodeSources)
  const nodeSources: number[][] = []
  for (let i = 0; i < src.length; ) {
    const c = src[i++]
    nodeSources.push(src.slice(i, i + c))
    i += c
  }
  const cardDeltas = unpackInts(p.cards ?? '')
  const cards: number[] = []
  for (const c of cardDeltas) cards.push((cards.length ? cards[cards.length - 1] : 0) + c)
  const same = unpackSame(p.same ?? '')
  const seeInts = unpackInts(p.see ?? '')
  const see: MatchShard['see'] = []
  for (let i = 0, prev = 0; i + 1 < seeInts.length; i += 2) {
    prev += seeInts[i]
    see.push([prev, seeInts[i + 1]])
  }
  const opt = unpackInts(p.optional ?? '')
  const optional: MatchShard['optional'] = []
  for (let i = 0; i + 1 < opt.length; i += 2) optional.push([opt[i], opt[i] + opt[i + 1]])
  const partInts = unpackInts(p.parts ?? '')
  const parts: MatchShard['parts'] = []
  for (let i = 0, prev = 0; i + 1 < partInts.length; i += 2) {
    prev += partInts[i]
    parts.push([prev, prev - partInts[i + 1]])
  }
  const sitInts = unpackInts(p.sit ?? '')
  const sit: MatchShard['sit'] = []
  for (let i = 0, prev = 0, lineage = -1; i + 1 < sitInts.length; i += 2) {
    prev += sitInts[i]
    lineage += unzigzag(sitInts[i + 1])
    sit.push([prev, lineage])
  }
  const borrow: number[] = []
  for (const b of unpackInts(p.borrow ?? '')) borrow.push((borrow.length ? borrow[borrow.length - 1] : 0) + b)
  const d = unpackInts(p.dates)
  const dates: MatchShard['dates'] = []
  for (let i = 0; i < d.length; ) {
    const first = d[i++]
    if (!first) dates.push(0)
    else {
      const lo = first - 1
      dates.push([fromDays(lo), fromDays(lo + d[i++])])
    }
  }
  return {
    ...p,
    numbers: unpackNumbers(p.numbers, p.n),
    len: unpackInts(p.len),
    up: unpackInts(p.up),
    tlen: unpackInts(p.tlen),
    nodeSources,
    dates,
    cards,
    same,
    see,
    optional,
    parts,
    sit,
    borrow: borrow.length ? borrow : undefined,
  }
}

/** Undo build.ts `packSpan`. */
export function unpackSpan(s: SpanShard | PackedSpanShard): SpanShard {
  if (typeof s.locals !== 'string') return s as SpanShard
  const p = s as PackedSpanShard
  const sums = (list: number[]) => list.map(((acc) => (v: number) => (acc += v))(0))
  const locals = sums(unpackInts(p.locals))
  const a = unpackInts(p.anc)
  const anc: number[][] = []
  for (let i = 0; i < a.length; ) {
    const c = a[i++]
    anc.push(a.slice(i, i + c))
    i += c
  }
  return {
    ...p,
    locals,
    numbers: unpackNumbers(p.numbers, locals.length),
    len: unpackInts(p.len),
    tlen: unpackInts(p.tlen),
    cards: sums(unpackInts(p.cards)),
    kid: unpackInts(p.kid),
    sub: unpackInts(p.sub),
    anc,
    sit: p.sit ? unpackInts(p.sit) : new Array<number>(locals.length).fill(0),
  }
}

/** Days since 1970-01-01 -> YYYYMMDD int (inverse of build.ts toDays). */
const fromDays = (days: number): number => {
  const t = new Date(days * 86_400_000)
  return t.getUTCFullYear() * 10000 + (t.getUTCMonth() + 1) * 100 + t.getUTCDate()
}
