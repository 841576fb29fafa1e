/** Shared by the render tests only. */
import type { Family, GraphNode } from '../types'
import type { RenderContext } from './render-node-html'

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

/** Node ids under `evil/` get a hostile URL: the renderer must not trust `urlOf`. */
export function makeContext(family: Family): RenderContext {
  return {
    family,
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
