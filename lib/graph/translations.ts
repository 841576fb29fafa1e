/**
 * A translation attached to the English it translates: the document to the English version of the family and date
 * its text names (DocMeta.translates; the nearest English version when that one is not in the graph), each
 * translated rule to the English rule of the same number, each glossary term to the English term of the same name.
 * Sets DocumentInfo.translates and GraphNode.translates; returns, per translation, what attached and what did not,
 * for the ingest report. Runs once every document is in and the series are known. Pure: data in, data out.
 */
import type { DocumentInfo, Family, GraphNode } from '../types.js'

export interface TranslationHint {
  family: Family
  date: string | null
  /** The English document's id when the manifest names it (ManifestEntry.translates): it wins over the date. */
  document?: string
}

export interface TranslationAttachment {
  language: string | null
  /** The English document attached to, or null when the graph has no English of that family. */
  translates: string | null
  /** The date the translation says it translates, and the attached English's date. */
  wantedDate: string | null
  englishDate: string | null
  /** True when the English of the wanted date is not in the graph and the nearest version stands in for it. */
  nearest: boolean
  /** Numbered rules and sections (what the CR numbers), in the translation and in the English. */
  numbered: number
  englishNumbered: number
  attached: number
  /** English numbers the translation lacks, and the translation's numbers the English lacks, in document order. */
  lacks: string[]
  extra: string[]
  /** Numbers the translation writes twice: only the first attaches (the second is `NUMBER~2`). */
  repeated: string[]
  terms: { translated: number; english: number; attached: number }
}

/** What the CR numbers and a translation counts: a chapter's number is a heading's, not a rule's. */
const COUNTED = new Set(['rule', 'section'])
const NUMBERED = new Set(['rule', 'section', 'chapter'])

export function attachTranslations(
  documents: DocumentInfo[],
  nodes: GraphNode[],
  hints: ReadonlyMap<string, TranslationHint | undefined>,
): Map<string, TranslationAttachment> {
  const out = new Map<string, TranslationAttachment>()
  const byDoc = new Map<string, GraphNode[]>()
  for (const node of nodes) {
    let list = byDoc.get(node.doc)
    if (!list) byDoc.set(node.doc, (list = []))
    list.push(node)
  }
  for (const doc of documents) {
    if (doc.family !== 'translation') continue
    const hint = hints.get(doc.id)
    const wanted = hint?.date ?? doc.date
    const named = hint?.document ? documents.find((d) => d.id === hint.document && !d.language) : undefined
    const english = named ?? chooseEnglish(documents, hint?.family ?? 'cr', wanted)
    const own = byDoc.get(doc.id) ?? []
    const result: TranslationAttachment = {
      language: doc.language ?? null,
      translates: english?.id ?? null,
      wantedDate: wanted,
      englishDate: english?.date ?? null,
      nearest: english !== null && english.date !== wanted,
      numbered: 0,
      englishNumbered: 0,
      attached: 0,
      lacks: [],
      extra: [],
      repeated: [],
      terms: { translated: 0, english: 0, attached: 0 },
    }
    out.set(doc.id, result)
    const theirs = english ? (byDoc.get(english.id) ?? []) : []
    if (english) doc.translates = english.id
    const ruleByNumber = new Map<string, GraphNode>()
    const termByLocal = new Map<string, GraphNode>()
    for (const n of theirs) {
      if (n.number && NUMBERED.has(n.kind)) {
        if (!ruleByNumber.has(n.number)) ruleByNumber.set(n.number, n)
        if (COUNTED.has(n.kind)) result.englishNumbered++
      } else if (n.kind === 'term') {
        termByLocal.set(localOf(n), n)
        result.terms.english++
      }
    }
    const seen = new Set<string>()
    for (const n of own) {
      if (n.number && NUMBERED.has(n.kind)) {
        const counted = COUNTED.has(n.kind)
        if (seen.has(n.number)) {
          if (counted) result.repeated.push(n.number)
          continue
        }
        seen.add(n.number)
        if (counted) result.numbered++
        const target = ruleByNumber.get(n.number)
        if (target) {
          n.translates = target.id
          if (counted) result.attached++
        } else if (counted && english) result.extra.push(n.number)
      } else if (n.kind === 'term') {
        result.terms.translated++
        const target = termByLocal.get(localOf(n))
        if (target) {
          n.translates = target.id
          result.terms.attached++
        }
      }
    }
    for (const n of theirs) if (n.number && COUNTED.has(n.kind) && !seen.has(n.number)) result.lacks.push(n.number)
  }
  return out
}

const localOf = (node: GraphNode) => node.id.slice(node.doc.length + 1)

/**
 * The English version a translation attaches to: of its family, in English, complete (in a series: a blog's excerpt
 * is no version), of the date wanted; else the nearest by date (the earlier on a tie: the one it could have read).
 */
function chooseEnglish(documents: DocumentInfo[], family: Family, date: string | null): DocumentInfo | null {
  const candidates = documents.filter((d) => d.family === family && !d.language && d.series !== null)
  const pool = candidates.length ? candidates : documents.filter((d) => d.family === family && !d.language)
  if (!pool.length) return null
  if (!date) return pool.find((d) => d.latest) ?? pool[pool.length - 1]
  const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000
  let best: DocumentInfo | null = null
  let bestGap = Infinity
  for (const d of pool) {
    if (!d.date) continue
    const gap = Math.abs(day(d.date) - day(date))
    if (gap < bestGap || (gap === bestGap && best !== null && d.date < best.date!)) {
      best = d
      bestGap = gap
    }
  }
  return best ?? pool[0]
}
