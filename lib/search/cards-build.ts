/**
 * The builder of the bulk documents' search files (cards.ts says what each holds): the cards and rulings of Scryfall's
 * files, read from the card shards by the caller (scripts/build-search-index.ts), in, files named by a content hash
 * out. Node only (hashing), like build.ts.
 */
import { createHash } from 'node:crypto'
import { analyse, fieldTerms } from './analyze.js'
import { BULK_CHUNK, hashShard, letterOf, namesFile, namesOf, nameTerms, NAMES_PER_SHARD, pairKey, pairsFile, shardsFor, termsFile, POSTINGS_PER_SHARD, CARD_TEXT_SHOWN, wordsFile, type BulkSearch, type NamesFile, type TermsFile, type WordsFile } from './cards.js'
import { createIndex, encodePostings, fieldResolution, frontCode, packInts, postings } from './flex.js'
import { lengthOf } from './score.js'
import type { DisplayChunk, DisplayRow, ManifestDoc } from './types.js'

/** A card as search needs it: its key (lib/graph cardKey of its name), name, Oracle text and rulings. */
export interface BulkCardInput {
  key: string
  name: string
  /** The card as printed (its card node's text); "" when only a rulings file named it. */
  text: string
  rulings: Array<{ local: string; text: string }>
}

/** The bulk documents the cards and rulings come from (as graph.json's `documents` list them). */
export interface BulkDocInput {
  id: string
  title: string
  date: string | null
}

export interface BuiltCards {
  /** The names document, then the rulings document (when there are rulings): appended to the manifest's docs. */
  docs: ManifestDoc[]
  files: Map<string, string>
}

const quantise = (terms: number) => Math.round(4 * Math.log2(1 + terms))

/** Rows as display.ts `readRow` reads them: [text, title, breadcrumb, local, kind, lineage]. */
function row(text: string, title: string, crumbs: string, local: string, kind: string, lineage: string): DisplayRow {
  const r: DisplayRow = [text, title, crumbs, local, kind, lineage]
  while (r.length > 1 && r[r.length - 1] === '') r.pop()
  return r
}

/** The start of a card's text, cut at a word, as a result shows it. */
function shown(text: string): string {
  if (text.length <= CARD_TEXT_SHOWN) return text
  const cut = text.lastIndexOf(' ', CARD_TEXT_SHOWN)
  return text.slice(0, cut > CARD_TEXT_SHOWN / 2 ? cut : CARD_TEXT_SHOWN) + ' …'
}

const chunked = (rows: DisplayRow[], size: number): DisplayChunk[] => {
  const out: DisplayChunk[] = []
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size))
  return out
}

/** A names file of some nodes. */
function namesFileOf(locals: number[], entries: Array<{ name: string; len: number }>): string {
  return JSON.stringify({
    ids: packInts(locals.map((l, i) => l - (i ? locals[i - 1] : 0))),
    names: locals.map((l) => entries[l].name).join('\n'),
    len: packInts(locals.map((l) => entries[l].len)),
  } satisfies NamesFile)
}

export interface CardSearchOptions {
  /** Nodes per display chunk (BULK_CHUNK); the bench tries others. */
  chunk?: number
}

export function buildCardSearch(cards: BulkCardInput[], names: BulkDocInput, rulingsDoc: BulkDocInput | null, opts: CardSearchOptions = {}): BuiltCards {
  const chunk = Math.max(1, Math.floor(opts.chunk ?? BULK_CHUNK))
  const sorted = cards.slice().sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
  // names: one node per name a card is found by, in key order
  const entries: Array<{ name: string; card: BulkCardInput; terms: string[]; len: number }> = []
  for (const card of sorted) {
    const len = quantise(analyse(card.text).length)
    for (const name of namesOf(card.name)) entries.push({ name, card, terms: nameTerms(name), len })
  }
  const df = new Map<string, number>()
  for (const e of entries) for (const t of e.terms) df.set(t, (df.get(t) ?? 0) + 1)
  const pairs = entries.reduce((n, e) => n + e.terms.length, 0)
  const nameShards = shardsFor(pairs, NAMES_PER_SHARD)
  const byShard = new Map<number, Set<number>>()
  const into = (shards: Map<number, Set<number>>, s: number, local: number) => {
    let set = shards.get(s)
    if (!set) shards.set(s, (set = new Set()))
    set.add(local)
  }
  entries.forEach((e, local) => {
    for (const t of e.terms) into(byShard, hashShard(t, nameShards), local)
  })
  // pairs: a name of k words is in the shards of its k(k-1)/2 pairs
  const pairCount = entries.reduce((n, e) => n + (e.terms.length * (e.terms.length - 1)) / 2, 0)
  const pairShards = shardsFor(pairCount, NAMES_PER_SHARD)
  const byPair = new Map<number, Set<number>>()
  entries.forEach((e, local) => {
    for (let i = 0; i < e.terms.length; i++) for (let j = i + 1; j < e.terms.length; j++) into(byPair, hashShard(pairKey(e.terms[i], e.terms[j]), pairShards), local)
  })
  const parts: Array<[string, string]> = [] // [kind.key, json], named once the hash over all is known
  const byLetter = new Map<string, string[]>()
  for (const t of [...df.keys()].sort()) {
    const l = letterOf(t)
    const list = byLetter.get(l)
    if (list) list.push(t)
    else byLetter.set(l, [t])
  }
  for (const [l, terms] of byLetter) parts.push([`w.${l}`, JSON.stringify({ terms: frontCode(terms), df: packInts(terms.map((t) => df.get(t)!)) } satisfies WordsFile)])
  for (const [s, set] of byShard) parts.push([`n.${s}`, namesFileOf([...set].sort((a, b) => a - b), entries)])
  // every pair shard has its file, empty or not: the two words of a query may be in no name together
  for (let s = 0; s < pairShards; s++) parts.push([`p.${s}`, namesFileOf([...(byPair.get(s) ?? [])].sort((a, b) => a - b), entries)])
  const nameRows = entries.map((e) => row(shown(e.card.text), e.name, e.name === e.card.name ? '' : e.card.name, e.card.key, 'card', `cards/${e.card.key}`))

  // rulings: one node per ruling text, in key order of the first card that has it (Scryfall repeats a ruling word for
  // word under every card it concerns: one result, not one per card); their index cut by term
  const rulings: Array<{ cards: BulkCardInput[]; local: string; text: string; len: number }> = []
  const byText = new Map<string, number>()
  const index = createIndex(fieldResolution('body'))
  const terms = new Set<string>()
  let postingCount = 0
  for (const card of sorted)
    for (const r of card.rulings) {
      const same = byText.get(r.text.trim())
      if (same !== undefined) {
        if (rulings[same].cards[rulings[same].cards.length - 1] !== card) rulings[same].cards.push(card)
        continue
      }
      const body = fieldTerms({ title: null, text: r.text }).body
      const local = rulings.length
      byText.set(r.text.trim(), local)
      if (body.length) index.add(local, body.join(' '))
      for (const t of body) terms.add(t)
      postingCount += new Set(body).size
      rulings.push({ cards: [card], local: r.local, text: r.text, len: quantise(body.length) })
    }
  const termShards = shardsFor(postingCount, POSTINGS_PER_SHARD)
  const termGroups = new Map<number, string[]>()
  for (const t of [...terms].sort()) {
    const s = hashShard(t, termShards)
    const list = termGroups.get(s)
    if (list) list.push(t)
    else termGroups.set(s, [t])
  }
  if (rulingsDoc && rulings.length)
    // every shard has its file, empty or not: a query's term may be in no ruling, and its shard is fetched all the same
    for (let s = 0; s < termShards; s++) {
      const list = termGroups.get(s) ?? []
      const slots = list.map((t) => postings(index, t).map((ids) => (ids?.length ? ids.slice().sort((a, b) => a - b) : null)))
      const ids = [...new Set(slots.flatMap((sl) => sl.flatMap((x) => x ?? [])))].sort((a, b) => a - b)
      const file: TermsFile = {
        fx: { '1.reg': { ids: [] }, '1.map': { front: frontCode(list), post: slots.map((sl) => encodePostings(sl)).join(';') } },
        ids: packInts(ids.map((l, i) => l - (i ? ids[i - 1] : 0))),
        len: packInts(ids.map((l) => rulings[l].len)),
      }
      parts.push([`t.${s}`, JSON.stringify(file)])
    }
  // a ruling shows the card it links to (the first); one on several cards says how many
  const rulingRows = rulings.map((r) => row(r.text, r.cards.length > 1 ? `Ruling on ${r.cards.length.toLocaleString('en')} cards` : '', r.cards[0].name, r.local, 'ruling', ''))

  const nameChunks = chunked(nameRows, chunk).map((c) => JSON.stringify(c))
  const rulingChunks = chunked(rulingRows, chunk).map((c) => JSON.stringify(c))
  const hash = createHash('sha256')
  for (const [k, v] of parts) hash.update(k).update(v)
  for (const c of [...nameChunks, ...rulingChunks]) hash.update(c)
  const stem = `cards.${hash.digest('hex').slice(0, 12)}`
  const files = new Map<string, string>()
  const b = { stem }
  for (const [k, v] of parts) {
    const [kind, id] = [k.slice(0, 1), k.slice(2)]
    files.set(kind === 'w' ? wordsFile(b, id) : kind === 'n' ? namesFile(b, Number(id)) : kind === 'p' ? pairsFile(b, Number(id)) : termsFile(b, Number(id)), v)
  }
  nameChunks.forEach((c, i) => files.set(`${stem}.dn.${i}.json`, c))
  rulingChunks.forEach((c, i) => files.set(`${stem}.dr.${i}.json`, c))

  const doc = (d: BulkDocInput, nodes: number, display: string, chunks: number, bulk: BulkSearch): ManifestDoc => ({
    id: d.id,
    title: d.title,
    family: 'scryfall',
    date: d.date,
    nodes,
    series: null,
    latest: true,
    updates: null,
    needs: [],
    match: '',
    display,
    chunks,
    chunk,
    bulk,
  })
  const docs: ManifestDoc[] = [
    doc(names, entries.length, `${stem}.dn`, nameChunks.length, {
      kind: 'names',
      stem,
      shards: nameShards,
      pairs: pairShards,
      letters: [...byLetter.keys()].sort().join(''),
      lenSum: entries.reduce((n, e) => n + lengthOf(e.len), 0),
    }),
  ]
  if (rulingsDoc && rulings.length)
    docs.push(doc(rulingsDoc, rulings.length, `${stem}.dr`, rulingChunks.length, { kind: 'rulings', stem, shards: termShards, lenSum: rulings.reduce((n, r) => n + lengthOf(r.len), 0) }))
  return { docs, files }
}
