/**
 * Links between nodes once every document is in: card names in rulings to their cards, references to their targets, citations
 * to the cited rule in the Comprehensive Rules version nearest their date, the same number
 * across documents of one numbering, and FAQ topics to rules sections on the same topic.
 */
import type { DocumentInfo, GraphNode } from '../types.js'
import { slug } from './ids.js'
import { cardKey } from './card-key.js'
import { linkCardNames } from './link-card-names.js'
import { inForce, rulingDate } from './in-force.js'
import { linkKeywords } from './link-keywords.js'
import { looksLikeNumber, numberingOf, numberKey } from '../rule-number/index.js'

export { numberingOf }

/** One key per number within one numbering: 419.6a of the rulings search and of the CR share it; T.1 and t.1 too. */
const linkKey = (number: string) => `${numberingOf(number)}:${numberKey(number)}`

/** The judges' documents number their sections each their own way: MTR 2.2 is no IPG 2.2 and no CR chapter 2. */
const JUDGE_SERIES = ['mtr', 'ipg', 'jar'] as const

/** What numberingGroups reads of a node: its number, and its id and document to tell one document's from another's. */
export type NumberedNode = Pick<GraphNode, 'id' | 'doc' | 'number'>

/**
 * The nodes that share one number within one numbering, keyed as references look them up, each group in `nodes`'
 * order. Exported, and pure, so a reader of the public graph (lib/site/public-graph.ts) can derive `sameNumber`
 * exactly as the ingest did instead of shipping it. `seriesOf` as for linkGraph; a judge document's series is the
 * one the parser named, which lib/history copies into `DocumentInfo.series` unchanged.
 */
export function numberingGroups<N extends NumberedNode>(
  documents: readonly Pick<DocumentInfo, 'id' | 'family'>[],
  nodes: readonly N[],
  seriesOf: ReadonlyMap<string, string | null | undefined>,
): Map<string, N[]> {
  const family = new Map(documents.map((d) => [d.id, d.family]))
  const groups = new Map<string, N[]>()
  for (const node of nodes) {
    // A `~` id is a second node the parser gave one number (a duplicate in the source): not that number's node.
    if (!node.number || node.id.includes('~')) continue
    // A translated rule is its English rule's words in another language (GraphNode.translates), no other rule of
    // that number: kept out, so /r/NUMBER, references and citations name the English, which is authoritative.
    if (family.get(node.doc) === 'translation') continue
    const series = family.get(node.doc) === 'judge' ? seriesOf.get(node.doc) : undefined
    const key = series ? `${series}:${numberKey(node.number)}` : linkKey(node.number)
    const list = groups.get(key)
    if (list) list.push(node)
    else groups.set(key, [node])
  }
  return groups
}

/**
 * Each grouped node's `sameNumber`: the others of its group in other documents. A node in no group of two or more
 * is not in the map (it keeps what it had, `[]` from the parser).
 */
export function sameNumbers<N extends NumberedNode>(groups: Iterable<N[]>): Map<N, string[]> {
  const out = new Map<N, string[]>()
  for (const group of groups) {
    if (group.length < 2) continue
    for (const node of group) out.set(node, group.filter((o) => o.doc !== node.doc).map((o) => o.id))
  }
  return out
}

/**
 * `seriesOf`: the publication each document is a version of, as its parser named it (lib/history assigns
 * `DocumentInfo.series` only after linking); the judge documents' numbers are keyed by it.
 */
export function linkGraph(
  documents: DocumentInfo[],
  nodes: GraphNode[],
  seriesOf: ReadonlyMap<string, string | undefined> = new Map(),
  timing?: (step: string, ms: number) => void,
): void {
  let t0 = performance.now()
  const lap = (step: string) => {
    const now = performance.now()
    timing?.(step, now - t0)
    t0 = now
  }
  const docs = new Map(documents.map((d) => [d.id, d]))
  const judgeSeries = (doc: string): string | undefined => (docs.get(doc)?.family === 'judge' ? seriesOf.get(doc) : undefined)
  linkCardNames(documents, nodes)
  lap('link: card names in texts')
  const cards = new Map<string, GraphNode[]>() // card key -> the card nodes of every document
  const keys = new Map<string, string>() // card name -> key: thousands of references name the same cards
  const keyOf = (name: string) => {
    let key = keys.get(name)
    if (key === undefined) keys.set(name, (key = cardKey(name)))
    return key
  }
  for (const node of nodes) {
    if (node.kind !== 'card' || !node.title) continue
    const key = keyOf(node.title)
    const list = cards.get(key)
    if (list) list.push(node)
    else cards.set(key, [node])
  }
  const byNumber = numberingGroups(documents, nodes, seriesOf)
  const titled = new Map<string, Map<string, GraphNode>>() // doc -> title slug -> node
  for (const node of nodes) {
    if (!node.title || !(node.kind === 'topic' || node.kind === 'section' || node.kind === 'chapter')) continue
    let map = titled.get(node.doc)
    if (!map) titled.set(node.doc, (map = new Map()))
    const key = slug(node.title, 200)
    if (!map.has(key)) map.set(key, node)
  }

  const time = (date: string | null) => (date ? Date.parse(date) : NaN)
  const nearest = (candidates: GraphNode[], date: string | null, preferFamily?: string): GraphNode | null => {
    let best: GraphNode | null = null
    let bestScore = Infinity
    for (const c of candidates) {
      const doc = docs.get(c.doc)
      const gap = Math.abs(time(doc?.date ?? null) - time(date))
      // Undated documents sort after every dated one; a family match beats any date gap.
      const score = (Number.isNaN(gap) ? 1e15 : gap) + (preferFamily && doc?.family !== preferFamily ? 1e16 : 0)
      if (score < bestScore) (best = c), (bestScore = score)
    }
    return best
  }

  const crDate = (c: GraphNode) => (docs.get(c.doc)?.family === 'cr' ? docs.get(c.doc)?.date ?? null : null)
  const docDate = (c: GraphNode) => docs.get(c.doc)?.date ?? null
  /**
   * A reference in a judge document, or one naming a judge document ("MTR 2.3"): its own document first
   * for its own numbers, then the other judge documents in force on its date; `rule 603.2` and `CR 702.19`
   * go to the Comprehensive Rules in force on its date.
   */
  const judgeTarget = (node: GraphNode, doc: DocumentInfo, ref: GraphNode['refs'][number]): GraphNode | null => {
    const own = judgeSeries(node.doc)
    const key = numberKey(ref.number)
    const crShaped = /^\d{3}/.test(ref.number)
    if (ref.series === 'cr' || (!ref.series && crShaped)) {
      const crs = (byNumber.get(`cr:${key}`) ?? []).filter((c) => docs.get(c.doc)?.family === 'cr')
      return inForce(crs, doc.date, docDate)
    }
    const wanted = ref.series ? [ref.series] : [own, ...JUDGE_SERIES.filter((s) => s !== own)].filter(Boolean)
    for (const series of wanted) {
      const candidates = byNumber.get(`${series}:${key}`) ?? []
      const here = series === own ? candidates.find((c) => c.doc === node.doc) : undefined
      const found = here ?? inForce(candidates, doc.date, docDate)
      if (found) return found
    }
    return null
  }

  for (const node of nodes) {
    const doc = docs.get(node.doc)!
    // A ruling that carries its own date means the rules in force that day.
    const ruled = rulingDate(node)
    for (const ref of node.refs) {
      if (ref.kind === 'keyword') continue
      if (ref.kind === 'card') {
        ref.target = findCard(cards.get(keyOf(ref.number)), node.doc, docs)?.id ?? null
      } else if (looksLikeNumber(ref.number) && (judgeSeries(node.doc) || (ref.series && ref.series !== 'cr'))) {
        ref.target = judgeTarget(node, doc, ref)?.id ?? null
      } else if (looksLikeNumber(ref.number)) {
        const candidates = byNumber.get(linkKey(ref.number)) ?? []
        const own = candidates.find((c) => c.doc === node.doc)
        // A number in the Comprehensive Rules' style is the Comprehensive Rules', whoever cites it.
        const family = numberingOf(ref.number) === 'cr' ? 'cr' : doc.family
        const crCandidates = ruled && family === 'cr' ? candidates.filter((c) => crDate(c) !== null) : []
        ref.target = (own ?? (crCandidates.length ? inForce(crCandidates, ruled, crDate) : null) ?? nearest(candidates, doc.date, family))?.id ?? null
      } else {
        // A [post=N] link names a post we cannot see; its label is trusted only when it is a topic's exact title.
        const exactOnly = ref.text.startsWith('[post=')
        ref.target = findTopic(titled.get(node.doc), ref.number, exactOnly)?.id ?? null
      }
    }
    for (const citation of node.citations) {
      if (!citation.rule) continue
      const candidates = (byNumber.get(linkKey(citation.rule)) ?? []).filter((c) => docs.get(c.doc)?.family === 'cr')
      citation.target = nearest(candidates, citation.date)?.id ?? null
    }
  }

  for (const [node, ids] of sameNumbers(byNumber.values())) node.sameNumber = ids
  lap('link: references, citations, same numbers')

  linkKeywords(documents, nodes)
  lap('link: keywords in Scryfall rulings')
  linkRelatedTopics(documents, nodes)
  lap('link: related topics')
}

/**
 * A card's node in the referring document, else in the newest document that has the card (undated ones
 * last). On one date a whole release beats its changes-only file, then the card with more rulings wins.
 */
function findCard(candidates: GraphNode[] | undefined, doc: string, docs: Map<string, DocumentInfo>): GraphNode | null {
  if (!candidates?.length) return null
  const own = candidates.find((c) => c.doc === doc)
  if (own) return own
  // Scryfall's cards are kept out of graph.json (the site reads them from data/cards/): a card another document
  // has is the target while there is one, so links inside graph.json stay inside it.
  const kept = candidates.filter((c) => docs.get(c.doc)?.family !== 'scryfall')
  if (kept.length) candidates = kept
  const rank = (c: GraphNode): [string, number, number] => {
    const info = docs.get(c.doc)
    return [info?.date ?? '', info && /\(\s*changes only\s*\)/i.test(info.title) ? 0 : 1, c.children.length]
  }
  let best = candidates[0]
  let bestRank = rank(best)
  for (const c of candidates.slice(1)) {
    const r = rank(c)
    if (r[0] > bestRank[0] || (r[0] === bestRank[0] && (r[1] > bestRank[1] || (r[1] === bestRank[1] && r[2] > bestRank[2])))) {
      best = c
      bestRank = r
    }
  }
  return best
}

function findTopic(map: Map<string, GraphNode> | undefined, title: string, exactOnly = false): GraphNode | null {
  if (!map) return null
  const key = slug(title, 200)
  const exact = map.get(key)
  if (exact || exactOnly) return exact ?? null
  // "See Casting Spells" may name the start of a longer topic title, or drop a plural.
  for (const [k, node] of map) if (k.startsWith(`${key}-`) || k === `${key}s` || `${k}s` === key) return node
  // "the Turns and the Turn Structure section" names the topic "Turn Structure and Turns".
  const words = topicWords(title)
  for (const node of map.values()) if (sameSet(words, topicWords(node.title!))) return node
  return null
}

const STOP = new Set(['a', 'an', 'and', 'the', 'of', 'to', 'in', 'for', 'with', 'on', 'or', 'rules', 'rule', 'questions'])

function topicWords(title: string): Set<string> {
  return new Set(
    slug(title, 200)
      .split('-')
      .filter((w) => w && !STOP.has(w))
      .map((w) => w.replace(/(ies)$/, 'y').replace(/(?<!s)s$/, '')),
  )
}

function sameSet(a: Set<string>, b: Set<string>): boolean {
  if (a.size === 0 || a.size !== b.size) return false
  for (const w of a) if (!b.has(w)) return false
  return true
}

/** FAQ topics <-> chapters and sections of the rules documents whose titles say the same thing. */
function linkRelatedTopics(documents: DocumentInfo[], nodes: GraphNode[]) {
  const family = new Map(documents.map((d) => [d.id, d.family]))
  const topics = nodes.filter((n) => family.get(n.doc) === 'faq' && n.title && (n.kind === 'topic' || n.kind === 'section'))
  const sections = nodes.filter(
    (n) => family.get(n.doc) !== 'faq' && n.title && (n.kind === 'chapter' || n.kind === 'section' || n.kind === 'term'),
  )
  const sectionWords = sections.map((s) => topicWords(s.title!))
  for (const topic of topics) {
    const words = topicWords(topic.title!)
    if (words.size === 0) continue
    sections.forEach((section, i) => {
      const other = sectionWords[i]
      let shared = 0
      for (const w of words) if (other.has(w)) shared++
      const union = words.size + other.size - shared
      if (shared > 0 && shared / union >= 0.75) {
        topic.related.push(section.id)
        section.related.push(topic.id)
      }
    })
  }
}
