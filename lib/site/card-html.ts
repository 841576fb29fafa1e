/**
 * A card page's content as HTML: its Oracle text, Scryfall's rulings, then every other document's entries. One
 * builder for both ways the page is made: the Next page (prerendered for the cards the documents have) and
 * scripts/serve.ts, which fills a card only Scryfall's files have into the page shell Next rendered once
 * (lib/site/card-shell.ts), so a first visit costs a few milliseconds, not a render. Built as a hast tree: every name,
 * source and title is escaped by the serializer; node texts come from the site's renderer (nodeHtml), escaped there.
 */
import { h } from 'hastscript'
import { toHtml } from 'hast-util-to-html'
import type { Element, ElementContent } from 'hast'
import type { GraphNode } from '../types'
import type { CardView } from './cards'
import { formatDate, kindName, nodeLabel } from './labels'
import { cardPreview } from './preview-text'
import { nodeHtml } from './render'
import type { SiteGraph } from './site-graph'

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`

/** What NodeText shows: the node's text, unless it is empty or only repeats its title. */
function text(site: SiteGraph, node: GraphNode): ElementContent[] {
  if (!node.text.trim() || node.text.trim() === node.title?.trim()) return []
  return [h('div', { className: ['text'] }, [{ type: 'raw', value: nodeHtml(site, node) } as unknown as ElementContent])]
}

const time = (date: string | null): Element => h('time', date ? { dateTime: date } : {}, formatDate(date))

/** The description the page's metadata gives: its Oracle text, then how many rulings (lib/site/preview-text.ts). */
export const cardDescription = (view: CardView): string => cardPreview(view)

/** The inside of the page's `<article class="card-page">`. */
export function cardBodyHtml(site: SiteGraph, view: CardView): string {
  const docs = new Set(view.entries.map((e) => e.doc.id)).size
  const meta = [
    'Card',
    view.rulings.length ? `${count(view.rulings.length, 'ruling', 'rulings')} from Scryfall` : null,
    view.entries.length ? `${count(view.entries.length, 'entry', 'entries')} from ${count(docs, 'document', 'documents')}` : null,
  ]
    .filter(Boolean)
    .join(' · ')
  const parts: ElementContent[] = [h('h1', view.name), h('p', { className: ['meta'] }, [`${meta}, newest first · `, h('a', { href: '/cards' }, 'all cards')])]
  if (view.oracle) {
    parts.push(
      h('section', { className: ['card-oracle'], ariaLabelledBy: 'oracle-text' }, [
        h('h2', { id: 'oracle-text' }, 'Oracle text'),
        ...text(site, view.oracle.node),
        h('p', { className: ['small', 'muted'] }, ['From ', h('a', { href: `/${view.oracle.doc.id}` }, view.oracle.doc.title)]),
      ]),
    )
  }
  if (view.rulings.length) {
    parts.push(
      h('section', { ariaLabelledBy: 'rulings-today' }, [
        h('h2', { id: 'rulings-today' }, 'Rulings'),
        h(
          'ol',
          { className: ['card-entries'] },
          view.rulings.map((r) =>
            h('li', { id: r.anchor, className: ['card-entry'] }, [
              h('p', { className: ['meta'] }, [time(r.date), ' · ', h('span', { className: ['source'] }, r.source)]),
              ...text(site, r.node),
            ]),
          ),
        ),
      ]),
    )
  }
  if (view.entries.length) {
    parts.push(
      h('section', { ariaLabelledBy: 'elsewhere' }, [
        h('h2', { id: 'elsewhere' }, view.oracle || view.rulings.length ? 'In other documents' : 'Rulings and questions'),
        h(
          'ol',
          { className: ['card-entries'] },
          view.entries.map((e) =>
            h('li', { className: ['card-entry'] }, [
              h('p', { className: ['meta'] }, [
                time(e.date),
                ' · ',
                ...(e.source ? [h('span', { className: ['source'] }, e.source), ' · '] : []),
                ...(e.on ? ['a ruling on ', h('a', { href: e.href }, e.on)] : [h('a', { href: `/${e.doc.id}` }, e.doc.title)]),
              ]),
              ...text(site, e.node),
              ...(e.rulings.length ? [h('ul', { className: ['card-rulings'] }, e.rulings.map((r) => h('li', text(site, r))))] : []),
              ...(e.on
                ? []
                : [
                    h('ul', { className: ['link-list'] }, [
                      h('li', [h('a', { href: e.href }, [h('span', { className: ['label'] }, nodeLabel(e.node)), h('span', { className: ['muted'] }, ` · ${kindName(e.node.kind)}`)])]),
                    ]),
                  ]),
            ]),
          ),
        ),
      ]),
    )
  }
  return toHtml(parts, { allowDangerousHtml: true })
}
