/**
 * For the tests: a translated document as the translation ingest will make it (lib/types.ts: DocumentInfo.language
 * and .translates, GraphNode.translates), built from rule numbers and texts, so that search can be tried on the
 * contract before that ingest exists. Not the ingest: no parsing of a layout, only the shape of its output.
 */
import type { DocumentInfo, Graph, GraphNode } from '../types.js'

export interface TranslatedRule {
  /** The rule's number ("702.9", "702.9a"); a glossary term's English name for a term. */
  number: string
  /** A heading's or a term's name in the translation; null for a rule with text only. */
  title: string | null
  text: string
  kind?: GraphNode['kind']
  /** The local id, when not the number (a card's: its English name's key, lib/formats/cardnames). */
  local?: string
}

export interface TranslatedDoc {
  id: string
  language: string
  /** The English document (version) it translates. */
  translates: string
  family?: DocumentInfo['family']
  title: string
  date?: string
  rules: TranslatedRule[]
}

/** A number's parent in the Comprehensive Rules' numbering: 702.9a -> 702.9 -> 702 -> 7. */
export function parentNumber(n: string): string | null {
  if (/[a-z]$/.test(n)) return n.replace(/[a-z]+$/, '')
  if (n.includes('.')) return n.split('.')[0]
  if (/^\d{3}$/.test(n)) return n[0]
  return null
}

function node(doc: string, local: string, r: TranslatedRule, order: number, translates: string | null): GraphNode {
  const id = `${doc}/${local}`
  return {
    id,
    doc,
    kind: r.kind ?? (/^\d$/.test(r.number) ? 'section' : 'rule'),
    number: r.kind === 'term' || r.kind === 'card' ? null : r.number,
    title: r.title,
    text: r.text,
    parent: null,
    children: [],
    order,
    url: `/${id}`,
    lines: [order + 1, order + 1],
    flags: [],
    citations: [],
    refs: [],
    sameNumber: [],
    related: [],
    prev: null,
    change: null,
    lineage: id,
    ...(translates ? { translates } : {}),
  }
}

/** Documents and their nodes as one graph (English ones given as graphs of their own, e.g. fixture-graph.json). */
export function translatedGraph(docs: TranslatedDoc[], english?: Graph): Graph {
  const documents: DocumentInfo[] = [...(english?.documents ?? [])]
  const nodes: GraphNode[] = [...(english?.nodes ?? [])]
  for (const d of docs) {
    documents.push({
      id: d.id,
      title: d.title,
      family: d.family ?? 'cr',
      date: d.date ?? null,
      dateSource: null,
      author: null,
      origin: null,
      file: `${d.id}.txt`,
      bytes: 0,
      lines: d.rules.length,
      series: null,
      previous: null,
      latest: true,
      updates: null,
      language: d.language,
      translates: d.translates,
    })
    const localOf = (r: TranslatedRule) => r.local ?? (r.kind === 'term' ? `term-${r.number.toLowerCase().replace(/[^a-z0-9]+/g, '-')}` : r.number)
    // a card's English node is Scryfall's, keyed by oracle id: a list of names does not know it
    const mine = d.rules.map((r, i) => node(d.id, localOf(r), r, nodes.length + i, r.kind === 'card' ? null : `${d.translates}/${localOf(r)}`))
    const byNumber = new Map(mine.filter((n) => n.number).map((n) => [n.number!, n]))
    for (const n of mine) {
      const p = n.number ? parentNumber(n.number) : null
      const up = p ? byNumber.get(p) : undefined
      if (up) {
        n.parent = up.id
        up.children.push(n.id)
      }
    }
    nodes.push(...mine)
  }
  return { version: 2, generated: '2026-01-01T00:00:00.000Z', documents, nodes }
}

/** A parsed document's blocks (one level: a list of card names, lib/formats/cardnames) as translated rules. */
export function rulesOfBlocks(blocks: ReadonlyArray<{ kind: GraphNode['kind']; number: string | null; title: string | null; text: string; local?: string }>): TranslatedRule[] {
  return blocks.map((b) => ({ number: b.number ?? b.local ?? b.text, title: b.title, text: b.text, kind: b.kind, ...(b.local ? { local: b.local } : {}) }))
}
