/**
 * Presenting: hits -> results a reader sees. Fetches the display chunk of each hit shown (display.ts; one chunk
 * per few nodes, cached), keeps one result per lineage, and makes escaped snippets with the query's words marked.
 */
import { cardKey } from '../graph/card-key.js'
import { stem } from '../text/words.js'
import { rulingAnchorOf } from './cards.js'
import { lastAtOrBelow } from '../text/offsets.js'
import { chunkOf, chunkStarts, ownRows, readRow, type DisplayFields } from './display.js'
import { numberedSection } from './evidence.js'
import type { Loaded, Shards } from './load.js'
import { phraseKey, type ParsedQuery } from './query.js'
import type { Hit } from './score.js'
import { matchRanges, snippet, type Highlight } from './snippet.js'
import { docShortName } from './groups.js'
import { DISPLAY_CHUNK, type DisplayChunk, type EarlierVersion, type ManifestDoc, type ResultSection, type SearchResult, type VersionsLine } from './types.js'

export type DisplayLoader = (doc: ManifestDoc, chunk: number) => DisplayChunk | Promise<DisplayChunk>

/** Display rows of the loaded shards' nodes, fetched a chunk at a time, each chunk once. */
export class DisplayRows {
  private chunks = new Map<string, DisplayChunk | Promise<DisplayChunk>>()
  /**
   * By loaded shard: the nodes with rows of their own (null: all), where chunks start among them (display.ts: derived
   * from the match file's `up`), and the nodes shown by another version's row.
   */
  private own = new Map<number, { locals: number[] | null; starts: number[]; borrowed: Map<number, [number, number]> }>()
  /** Manifest doc ids by index (a display row names earlier versions' documents by index). */
  private docIds: string[]

  constructor(
    private shards: Shards,
    private load: DisplayLoader,
  ) {
    this.docIds = shards.manifest.docs.map((d) => d.id)
  }

  row(s: number, local: number): DisplayFields | Promise<DisplayFields> {
    const L = this.shards.loaded[s]
    let rows = this.own.get(s)
    if (!rows) {
      const own = ownRows(L.shard.up, L.shard.borrow ?? [])
      const borrowed = new Map<number, [number, number]>()
      if (L.shard.borrow?.length) {
        const b = new Set(L.shard.borrow)
        for (const [l, od, ol] of L.shard.same) if (b.has(l)) borrowed.set(l, [od, ol])
      }
      rows = { locals: own.locals, starts: chunkStarts(own.up, L.doc.chunk || this.shards.manifest.chunk || DISPLAY_CHUNK), borrowed }
      this.own.set(s, rows)
    }
    const owner = rows.borrowed.get(local)
    if (owner) {
      // shown as today's node that carries its text (build.ts `borrowedRows`), less the earlier versions it lists
      const os = this.shards.shardIndexOf(owner[0])
      if (os === undefined) throw new Error(`${L.doc.id}: node ${local} shows ${this.docIds[owner[0]]}'s row, which is not loaded`)
      const r = this.row(os, owner[1])
      const mine = (f: DisplayFields): DisplayFields => ({ ...f, earlier: [] })
      return r instanceof Promise ? r.then(mine) : mine(r)
    }
    const at = rows.locals ? lastAtOrBelow(rows.locals, local) : local
    if (rows.locals && rows.locals[at] !== local) throw new Error(`${L.doc.id}: no display row for node ${local}`)
    const { starts } = rows
    const c = chunkOf(starts, at)
    const key = `${L.di}:${c}`
    let d = this.chunks.get(key)
    if (!d) {
      d = this.load(L.doc, c)
      this.chunks.set(key, d)
      if (d instanceof Promise)
        d.then((v) => this.chunks.set(key, v)).catch(() => this.chunks.delete(key))
    }
    const pick = (chunk: DisplayChunk): DisplayFields => {
      const row = chunk[at - starts[c]]
      if (!row) throw new Error(`${L.doc.id}: no display row for node ${local}`)
      return readRow(row, L.doc.id, L.shard.numbers[local] ?? '', this.docIds)
    }
    return d instanceof Promise ? d.then(pick) : pick(d)
  }
}

/** True when the node's display text holds every quoted phrase of the query. */
export function hasPhrases(row: DisplayFields, phrases: string[]): boolean {
  const hay = ' ' + phraseKey(`${row.title} ${row.text}`) + ' '
  return phrases.every((p) => hay.includes(' ' + p + ' '))
}

/** The words and era concepts a snippet marks: every term the query searched, and its phrases' words. */
export function highlightOf(p: ParsedQuery): Highlight {
  const terms = new Set<string>()
  const concepts = new Set<string>()
  for (const g of p.groups) {
    if (g.concept) concepts.add(g.concept)
    for (const a of g.alts) if (!a.term.startsWith('_')) terms.add(a.term)
  }
  for (const ph of p.phrases) for (const w of ph.split(' ')) terms.add(stem(w))
  return { terms, concepts }
}

/**
 * The situation the query matched best among a result's (its own, and its section's for a part shown for it): the one
 * with the most of the query's words, the shorter of two; escaped, its words marked. Null when none holds a word.
 */
export function matchedSituation(situations: readonly string[], hl: Highlight): string | null {
  let best: string | null = null
  let bestWords = 0
  for (const s of situations) {
    const words = new Set(matchRanges(s, hl).map(([a, b]) => s.slice(a, b).toLowerCase())).size
    if (words > bestWords || (words === bestWords && best !== null && s.length < best.length)) {
      best = s
      bestWords = words
    }
  }
  return best && bestWords ? snippet(best, hl, Math.max(220, best.length)) : null
}

/**
 * The lineages (situations.ts indexes) whose situations may be what a hit matched: its own, its numbered section's (a
 * part shown for an infraction) and its parent's (a keyword's rule shown for the keyword, whose situations voted).
 */
export function situationLineages(L: Loaded, local: number): number[] {
  const out: number[] = []
  const add = (l: number) => {
    const s = l >= 0 ? L.sit.get(l) : undefined
    if (s !== undefined && !out.includes(s)) out.push(s)
  }
  add(local)
  add(numberedSection(L, local))
  if (L.shard.up[local]) add(local - L.shard.up[local])
  return out
}

/**
 * One result per lineage (a changes-only file may repeat a rule of its release): the first, best ranked, stays.
 * `situations`: by hit, the situations it may have matched (empty: it matched none, or is not among the first shown).
 */
export function results(shards: Shards, hits: Hit[], rows: DisplayFields[], hl: Highlight, situations: ReadonlyArray<readonly string[]> = []): SearchResult[] {
  const seen = new Set<string>()
  const out: SearchResult[] = []
  hits.forEach((h, i) => {
    const r = result(shards.manifest.docs, shards.loaded[h.shard], h, rows[i], hl, situations[i] ?? [])
    if (seen.has(r.lineage)) return
    seen.add(r.lineage)
    out.push(r)
  })
  return out
}

/**
 * A node's page: its own, or for Scryfall's cards and rulings (bulk documents, which have no node pages) its card's
 * page, at the ruling (lib/site/cards.ts anchors a ruling by cards.ts `rulingAnchorOf`).
 */
function urlOf(L: Loaded, id: string, row: DisplayFields): string {
  const kind = L.doc.bulk?.kind
  if (kind === 'names') return `/cards/${encodeURIComponent(row.local)}`
  // a card's name in another language (a cardnames document's card, its text the English name) opens the card's page
  if (L.doc.language && row.kind === 'card') return `/cards/${encodeURIComponent(cardKey(row.text))}`
  if (kind === 'rulings') return `/cards/${encodeURIComponent(cardKey(row.crumbs[0] ?? ''))}#${encodeURIComponent(rulingAnchorOf(row.local))}`
  return `/${id}`
}

/**
 * A result's earlier versions as one line, however many there are (45 IPG versions are "also in 45 earlier versions
 * (2010-2024)", not 45 dates): the count, the years, and the rule's History on its page, which lists them.
 */
export function versionsLine(id: string, earlier: EarlierVersion[]): VersionsLine | null {
  if (earlier.length === 0) return null
  const years = earlier.map((e) => e.date?.slice(0, 4)).filter((y): y is string => !!y).sort()
  const first = years[0]
  const last = years[years.length - 1]
  return { count: earlier.length, years: !first ? '' : first === last ? first : `${first}-${last}`, url: `/${id}#history` }
}

function result(docs: ManifestDoc[], L: Loaded, h: Hit, row: DisplayFields, hl: Highlight, situations: readonly string[]): SearchResult {
  const { number, title, local, crumbs, kind, text, lineage, earlier, penalty, section: sec } = row
  const id = `${L.doc.id}/${local}`
  const older = earlier.flatMap(([di, loc]): EarlierVersion[] => {
    const d = docs[di]
    return d ? [{ id: `${d.id}/${loc}`, url: `/${d.id}/${loc}`, doc: d.id, date: d.date }] : []
  })
  const section: ResultSection | null = sec
    ? { id: `${L.doc.id}/${sec.local}`, number: sec.number, title: sec.title || null, penalty: sec.penalty ?? null, url: `/${L.doc.id}/${sec.local}` }
    : null
  return {
    id,
    doc: L.doc.id,
    docTitle: L.doc.title,
    docShort: docShortName(L.doc),
    docDate: L.doc.date,
    family: L.doc.family,
    number: number || null,
    title: title || null,
    kind,
    text,
    // a part opens its section's page at itself (the page's anchors are a node's number, else its local id)
    url: section ? `${section.url}#${encodeURIComponent(local)}` : urlOf(L, id, row),
    penalty: penalty ?? null,
    section,
    breadcrumb: crumbs,
    score: Math.round(h.score * 1000) / 1000,
    exact: h.exact,
    snippet: snippet(text || title, hl),
    lineage,
    earlier: older,
    history: versionsLine(id, older),
    matched: matchedSituation(situations, hl),
    // a translation is shown with the English it translates (the English is authoritative)
    ...(L.doc.language ? { language: L.doc.language } : {}),
    ...(row.translates ? { translates: row.translates } : {}),
  }
}
