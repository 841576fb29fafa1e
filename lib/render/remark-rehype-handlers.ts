/**
 * How the renderer's own mdast nodes become hast. Every value from the source
 * goes into a text node or a property, which hast-util-to-html escapes; URLs
 * arrive already checked by `safeHref`.
 */
import type { Options } from 'remark-rehype'
import type { Element, ElementContent } from 'hast'
import { h } from 'hastscript'
import type { CardName, CitationNode, ListMarker, RestoredChar, RuleRef, TextBlock, UnresolvedRef } from './mdast-types'

type Handlers = NonNullable<Options['handlers']>
type Handler = NonNullable<Handlers['text']>
type State = Parameters<Handler>[0]

const ISO_DATE = /^\d{4}(?:-\d{2}(?:-\d{2})?)?$/

function element(state: State, node: Parameters<State['patch']>[0], result: Element): Element {
  state.patch(node, result)
  return state.applyData(node, result)
}

function citation(state: State, node: CitationNode): Element {
  const label: ElementContent[] = [{ type: 'text', value: node.source }]
  if (node.date !== null) {
    const valid = ISO_DATE.test(node.date)
    // An inferred date is only the document's date: show the year, say so.
    const shown = node.dateInferred ? node.date.slice(0, 4) : node.date
    label.push({ type: 'text', value: ' ' })
    label.push(valid ? h('time', { dateTime: node.date }, shown) : { type: 'text', value: shown })
    if (node.dateInferred) label.push({ type: 'text', value: ' (document date)' })
  }
  const tag =
    node.url === null
      ? h('span', { className: ['cite'], title: node.text }, label)
      : h('a', { className: ['cite'], href: node.url, title: node.text }, label)
  const parts: ElementContent[] = [tag]
  if (node.rule !== null) {
    parts.push({ type: 'text', value: ' ' })
    parts.push(
      node.ruleUrl === null
        ? h('span', { className: ['ref-missing'], title: 'not in this corpus' }, node.rule)
        : h('a', { className: ['ref'], href: node.ruleUrl }, node.rule),
    )
  }
  return element(state, node, h('span', { className: ['citation'] }, parts))
}

export const remarkRehypeHandlers: Handlers = {
  ruleRef(state: State, node: RuleRef) {
    return element(state, node, h('a', { className: ['ref'], href: node.url }, state.all(node)))
  },
  unresolvedRef(state: State, node: UnresolvedRef) {
    return element(
      state,
      node,
      h('span', { className: ['ref-missing'], title: 'not in this corpus' }, state.all(node)),
    )
  },
  citation,
  cardName(state: State, node: CardName) {
    return element(state, node, h('span', { className: ['card'] }, state.all(node)))
  },
  listMarker(state: State, node: ListMarker) {
    // The marker is the source's own label ("part a" is how rules cite it), so it
    // stays as text; CSS hides the browser's generated one.
    return element(state, node, h('span', { className: ['marker'] }, state.all(node)))
  },
  restoredChar(state: State, node: RestoredChar) {
    // Marked, and said in words for a screen reader and a long press: this character is ours, not the archive's.
    const title = `Restored: this copy of the source lost the character; ${node.from} has it`
    return element(state, node, h('ins', { className: ['restored'], title }, node.value))
  },
  textBlock(state: State, node: TextBlock) {
    return element(state, node, h('div', { className: [node.role] }, state.wrap(state.all(node), true)))
  },
}
