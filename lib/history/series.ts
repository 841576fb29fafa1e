/**
 * Which documents are versions of one publication. A parser may say so (`DocMeta.series`); otherwise a
 * complete Comprehensive Rules document is a version of `cr`, judged from what was parsed (a title block that
 * dated it, a contents list, a glossary, several chapters), never from its file name, so a blog paste of two
 * sections stays out of the series.
 */
import type { DocumentInfo, GraphNode } from '../types.js'

/** What a parser said about a document, as far as series go (from `Root.meta`). */
export interface SeriesHint {
  series?: string
  changesOnly?: boolean
  /** The date the document's own text gave (`DocMeta.date`), as opposed to a manifest's. */
  date?: string
}

/** The series every complete Comprehensive Rules version belongs to. */
export const CR_SERIES = 'cr'

/** Fewer chapters than this is an excerpt: every full CR since 1999 has at least five. */
const MIN_CR_CHAPTERS = 4

export function isCompleteRules(doc: DocumentInfo, nodes: readonly GraphNode[], hint: SeriesHint | undefined): boolean {
  if (doc.family !== 'cr') return false
  const kinds = new Map<string, number>()
  for (const n of nodes) kinds.set(n.kind, (kinds.get(n.kind) ?? 0) + 1)
  const dated = Boolean(hint?.date) || doc.dateSource === 'text'
  return (
    dated &&
    (kinds.get('preface') ?? 0) > 0 &&
    (kinds.get('contents') ?? 0) > 0 &&
    (kinds.get('glossary') ?? 0) > 0 &&
    (kinds.get('chapter') ?? 0) >= MIN_CR_CHAPTERS
  )
}

const byDate = (a: DocumentInfo, b: DocumentInfo) => {
  const da = a.date ?? ''
  const db = b.date ?? ''
  return da < db ? -1 : da > db ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0
}

/**
 * Fills `series`, `previous`, `latest` and `updates` on every document, in place. Returns each series'
 * versions oldest first (changes-only and undated documents excluded: they have no place in the chain).
 */
export function assignSeries(
  documents: DocumentInfo[],
  nodesByDoc: ReadonlyMap<string, readonly GraphNode[]>,
  hints: ReadonlyMap<string, SeriesHint> = new Map(),
): Map<string, DocumentInfo[]> {
  const versions = new Map<string, DocumentInfo[]>()
  const changes: DocumentInfo[] = []
  for (const doc of documents) {
    const hint = hints.get(doc.id)
    doc.series = hint?.series ?? (isCompleteRules(doc, nodesByDoc.get(doc.id) ?? [], hint) ? CR_SERIES : null)
    doc.previous = null
    doc.updates = null
    doc.latest = true
    if (!doc.series) continue
    if (hint?.changesOnly) {
      changes.push(doc)
      continue
    }
    const list = versions.get(doc.series)
    if (list) list.push(doc)
    else versions.set(doc.series, [doc])
  }
  for (const [series, all] of versions) {
    // An undated document cannot be placed among the versions: it keeps its series but no place in the chain.
    const list = all.filter((d) => d.date !== null).sort(byDate)
    for (const doc of all) if (doc.date === null) doc.latest = list.length === 0
    list.forEach((doc, i) => {
      doc.previous = i > 0 ? list[i - 1].id : null
      doc.latest = i === list.length - 1
    })
    versions.set(series, list)
  }
  for (const doc of changes) {
    // A changes-only document updates the newest release dated on or before it; undated, the newest of all.
    const list = versions.get(doc.series!) ?? []
    const before = doc.date ? list.filter((v) => v.date !== null && v.date <= doc.date!) : list
    doc.updates = before.length ? before[before.length - 1].id : null
    doc.latest = false
  }
  return versions
}
