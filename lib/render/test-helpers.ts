/** Shared by the render tests only. */
import { findCitations } from '../graph/citations'
import { findReferences } from '../graph/references'
import type { Citation, Family, GraphNode, Reference } from '../types'
import { renderNodeHtml, type RenderContext } from './render-node-html'

export function makeNode(fields: Partial<GraphNode> & Pick<GraphNode, 'text'>): GraphNode {
  return {
    id: 'doc/x',
    doc: 'doc',
    kind: 'rule',
    number: null,
    title: null,
    parent: null,
    children: [],
    order: 0,
    url: '/doc/x',
    lines: [1, 1],
    flags: [],
    citations: [],
    refs: [],
    sameNumber: [],
    related: [],
    prev: null,
    change: null,
    lineage: fields.id ?? 'doc/x',
    ...fields,
  }
}

/**
 * The node as the ingest leaves it: its citations and references where the ingest's finders place them
 * (lib/graph extract-citations / extract-references), keeping what the test says of them (targets, dates).
 * A citation or reference the test lists but the text does not spell out stays, unplaced, as a seeded one would.
 */
export function asIngested(node: GraphNode, family: Family): GraphNode {
  const citations: Citation[] = []
  const givenCitations = [...node.citations]
  for (const match of findCitations(node.text, family)) {
    for (const found of match.citations) {
      const i = givenCitations.findIndex((c) => c.text === found.text && c.sourceKey === found.sourceKey && (c.rule ?? null) === (found.rule ?? null))
      const given = i >= 0 ? givenCitations.splice(i, 1)[0] : undefined
      citations.push({
        text: found.text,
        source: found.source,
        sourceKey: found.sourceKey,
        date: given?.date ?? found.date,
        dateInferred: given?.dateInferred ?? false,
        rule: found.rule,
        target: given?.target ?? null,
        at: [match.start, match.end],
      })
    }
  }
  const refs: Reference[] = []
  const givenRefs = node.refs.filter((r) => r.kind !== 'card')
  for (const match of findReferences(node.text, family)) {
    for (const t of match.targets) {
      const given = givenRefs.find((r) => r.text === match.text && r.number === t.number)
      refs.push({ text: match.text, number: t.number, target: given?.target ?? null, at: [match.start, match.end], places: [[t.start, t.end]] })
    }
  }
  for (const r of node.refs) {
    if (r.kind !== 'card') continue
    const places: Array<[number, number]> = []
    for (let at = node.text.indexOf(r.text); r.text && at >= 0; at = node.text.indexOf(r.text, at + r.text.length)) {
      const end = at + r.text.length
      if (!/[\p{L}\p{N}]/u.test(node.text[at - 1] ?? '') && !/[\p{L}\p{N}]/u.test(node.text[end] ?? '')) places.push([at, end])
    }
    refs.push({ ...r, places })
  }
  return { ...node, citations: [...citations, ...givenCitations], refs }
}

/** Renders the node as the site would once the ingest has placed its citations and references. */
export function renderIngested(node: GraphNode, family: Family, ctx: Partial<RenderContext> = {}): string {
  return renderNodeHtml(asIngested(node, family), { ...makeContext(), ...ctx })
}

/** Node ids under `evil/` get a hostile URL: the renderer must not trust `urlOf`. */
export function makeContext(): RenderContext {
  return {
    urlOf: (id) => (id.startsWith('evil/') ? 'javascript:alert(1)' : `/${id}`),
    sourceUrl: (key) => `/sources/${key}`,
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

/** Text content of an HTML fragment: tags dropped, character references decoded. */
export function textContent(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:#x([0-9a-f]+)|#(\d+)|([a-z]+));/gi, (whole, hex, dec, name) =>
      hex ? String.fromCodePoint(parseInt(hex, 16)) : dec ? String.fromCodePoint(Number(dec)) : (ENTITIES[name] ?? whole),
    )
}

/** Every start tag in the HTML, with its raw attribute text. */
export function startTags(html: string): string[] {
  return html.match(/<[a-z][^>]*>/gi) ?? []
}
