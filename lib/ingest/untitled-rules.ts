/**
 * A rule with no title of its own (CR 702.19c), found from a situations key: its number, the title of the rule it is
 * under (Trample) and its first words. Lettered numbers are reused for other rules from one version to the next, so
 * the words find the rule in each version; a key without them takes those of the newest version's rule of its number
 * and title. Pure: the series' nodes in, a finder out.
 */
import type { DocumentInfo, GraphNode } from '../types.js'
import { foldTitle, titlesMatch } from './titles.js'

/** How much of a key's first words (`words`) a rule's text begins with, for a rule under the same heading to be that rule. */
const WORDS_AGREE = 0.7

const tokens = (t: string) => foldTitle(t).split(' ').filter(Boolean)

/** The share of the key's words (folded) among the text's first words (as many, and a few more: an inserted word or two). */
function wordsAgree(want: string[], start: string[]): number {
  if (!want.length) return 0
  const have = new Set(start.slice(0, want.length + 3))
  return want.filter((w) => have.has(w)).length / want.length
}

/** A rule's first words, folded, as many as a key's `words` are compared with (a word is rarely over 20 characters). */
const START_WORDS = 20
/** As many words as the shipped keys' `words` hold, when a key has none and its number's rule says them. */
const KEY_WORDS = 12
const startOf = (text: string) => tokens(text.slice(0, 20 * START_WORDS)).slice(0, START_WORDS)

/** The nearest rule or section at or above a node that has a title (702.19c: 702.19 Trample). */
function titledAbove(n: GraphNode, byId: Map<string, GraphNode>): GraphNode | undefined {
  for (let at: GraphNode | undefined = n; at; at = at.parent ? byId.get(at.parent) : undefined)
    if (at.title && (at.kind === 'rule' || at.kind === 'section')) return at
  return undefined
}

/**
 * `(headings, number, title, words)`: the rules a key names, given the nodes of its title (`headings`, every version).
 */
export function untitledRules(nodes: GraphNode[], byId: Map<string, GraphNode>, docOf: Map<string, DocumentInfo>) {
  const byNumber = new Map<string, GraphNode[]>()
  for (const n of nodes) {
    if (!n.number || n.kind !== 'rule') continue
    const list = byNumber.get(n.number)
    if (list) list.push(n)
    else byNumber.set(n.number, [n])
  }
  // A rule's number without a title is reused for other rules from one version to the next (103.1 of 2014 is
  // 103.3 of 2026): a key without words means the newest version's rule of that number.
  const newest = (found: GraphNode[]): GraphNode | undefined => {
    const date = (n: GraphNode) => docOf.get(n.doc)?.date ?? ''
    return found.reduce<GraphNode | undefined>((best, n) => (!best || date(n) > date(best) ? n : best), undefined)
  }
  // The rules under a heading that have no title of their own, by heading: where a version numbers them otherwise.
  const untitled = new Map<GraphNode, GraphNode[]>()
  const rulesUnder = (heading: GraphNode) => {
    let list = untitled.get(heading)
    if (!list) {
      list = []
      const walk = (n: GraphNode) => {
        for (const c of n.children.map((id) => byId.get(id)!)) if (c && c.kind === 'rule' && !c.title) list!.push(c), walk(c)
      }
      walk(heading)
      untitled.set(heading, list)
    }
    return list
  }
  // In each version, the one rule under its headings of the key's title (CR 406 and 701.13 are both Exile) whose
  // first words are the key's, its number breaking a tie; none where no rule begins so (one that version lacks).
  const starts = new Map<GraphNode, string[]>()
  const byWords = (headings: GraphNode[], number: string, want: string[]): GraphNode[] => {
    const best = new Map<string, { node: GraphNode; score: number }>()
    for (const heading of headings)
      for (const n of rulesUnder(heading)) {
        let start = starts.get(n)
        if (!start) starts.set(n, (start = startOf(n.text)))
        const score = wordsAgree(want, start) + (n.number === number ? 0.01 : 0)
        if (score >= WORDS_AGREE && score > (best.get(n.doc)?.score ?? 0)) best.set(n.doc, { node: n, score })
      }
    return [...best.values()].map((b) => b.node)
  }
  return (headings: GraphNode[], number: string, title: string, words: string | null): GraphNode[] => {
    const want = words ? tokens(words) : startOf(newest((byNumber.get(number) ?? []).filter((n) => titlesMatch(titledAbove(n, byId)?.title ?? '', title)))?.text ?? '').slice(0, KEY_WORDS)
    return byWords(headings, number, want)
  }
}
