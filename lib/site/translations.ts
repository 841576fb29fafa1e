/**
 * What a page needs of the translations: for an English rule, its translations, found through its lineage (a
 * translation of an older version still belongs to today's rule), each with the date of the English it was made
 * from and, where that English has changed since, the word diff from it to the English shown; for a translated
 * rule, the English it translates. Pure: reads the site graph.
 */
import { wordDiff, type DiffPart } from '../history/index.js'
import type { GraphNode } from '../types'
import type { SiteGraph } from './site-graph'

export interface TranslationView {
  /** The translated node. */
  node: GraphNode
  language: string
  /** The English node it was made from (a version of this rule's lineage), and that version's date. */
  from: GraphNode
  fromDate: string | null
  /** True when the English shown differs in words from the English it was made from. */
  englishChanged: boolean
  /** The English's words from `from` to the node shown, when they changed. */
  diff: DiffPart[] | null
}

const byLineage = new WeakMap<SiteGraph, Map<string, GraphNode[]>>()
const translatedFrom = new WeakMap<SiteGraph, Map<string, GraphNode[]>>()

function indexes(site: SiteGraph) {
  let lineages = byLineage.get(site)
  let translations = translatedFrom.get(site)
  if (!lineages || !translations) {
    lineages = new Map()
    translations = new Map()
    for (const n of site.graph.nodes) {
      const list = lineages.get(n.lineage)
      if (list) list.push(n)
      else lineages.set(n.lineage, [n])
      if (n.translates) {
        const t = translations.get(n.translates)
        if (t) t.push(n)
        else translations.set(n.translates, [n])
      }
    }
    byLineage.set(site, lineages)
    translatedFrom.set(site, translations)
  }
  return { lineages, translations }
}

/** Whether the English changed in words between two versions of one lineage (spacing, quotes, case aside: `same`). */
function changedBetween(site: SiteGraph, from: GraphNode, to: GraphNode): boolean {
  if (from.id === to.id) return false
  // Walk back from the version shown to the one translated; any step that is not `same` is a change of words.
  let at: GraphNode | undefined = to
  while (at && at.id !== from.id) {
    if (at.change !== 'same') return true
    at = at.prev ? site.node(at.prev) : undefined
  }
  return at === undefined ? from.text !== to.text : false
}

/** The translations of an English node, newest English first, one per translated document. */
export function translationsOf(site: SiteGraph, english: GraphNode): TranslationView[] {
  const { lineages, translations } = indexes(site)
  const versions = lineages.get(english.lineage) ?? [english]
  const out: TranslationView[] = []
  for (const version of versions) {
    for (const node of translations.get(version.id) ?? []) {
      const doc = site.doc(node.doc)
      const changed = changedBetween(site, version, english)
      out.push({
        node,
        language: doc?.language ?? 'und',
        from: version,
        fromDate: site.doc(version.doc)?.date ?? null,
        englishChanged: changed,
        diff: changed ? wordDiff(version.text, english.text) : null,
      })
    }
  }
  return out.sort((a, b) => (b.fromDate ?? '').localeCompare(a.fromDate ?? '') || a.language.localeCompare(b.language))
}

/** For a translated node: the English node it translates, to show beside it (the English is authoritative). */
export function englishOf(site: SiteGraph, translated: GraphNode): GraphNode | null {
  return translated.translates ? (site.node(translated.translates) ?? null) : null
}
