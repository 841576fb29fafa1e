/**
 * The documents as the home page lists them: today's first. Each series (every Comprehensive Rules version, each
 * D'Angelo summary's releases) is one entry showing its newest version, the older ones behind it, newest first; a
 * "changes only" file goes with the release it updates. Documents in no series stand alone, in graph order.
 */
import type { DocumentInfo } from '../types'

export interface DocumentEntry {
  doc: DocumentInfo
  /** "Changes only" files that update this release. */
  changes: DocumentInfo[]
}

export interface DocumentGroup {
  /** The series id, or the document's id for a document in no series. */
  key: string
  series: string | null
  /** The version shown: the newest dated one (an undated one only when the series has no other). */
  newest: DocumentEntry
  /** The series' other versions, newest first, undated ones last. */
  earlier: DocumentEntry[]
}

const newestFirst = (a: DocumentInfo, b: DocumentInfo) => {
  if (a.date !== b.date) return a.date === null ? 1 : b.date === null ? -1 : a.date < b.date ? 1 : -1
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0
}

/** One group per series, at the place of the series' first document in `documents`; one per document in no series. */
export function documentGroups(documents: readonly DocumentInfo[]): DocumentGroup[] {
  const members = new Map<string, DocumentInfo[]>()
  const order: Array<{ key: string; series: string | null }> = []
  for (const d of documents) {
    const key = d.series ?? d.id
    const list = members.get(key)
    if (list) list.push(d)
    else {
      members.set(key, [d])
      order.push({ key, series: d.series })
    }
  }
  return order.map(({ key, series }) => {
    const docs = members.get(key)!
    // A change file that found no release to update (all are newer) is listed among the versions by its date.
    const versions = docs.filter((d) => d.updates === null).sort(newestFirst)
    const entries = new Map(versions.map((d) => [d.id, { doc: d, changes: [] as DocumentInfo[] }]))
    const loose: DocumentEntry[] = []
    for (const d of docs) {
      if (entries.has(d.id)) continue
      // `updates` names a release of the same series; should it be missing, the file still gets listed.
      const release = entries.get(d.updates!)
      if (release) release.changes.push(d)
      else loose.push({ doc: d, changes: [] })
    }
    for (const e of entries.values()) e.changes.sort(newestFirst)
    const all = [...entries.values(), ...loose]
    return { key, series, newest: all[0], earlier: all.slice(1) }
  })
}
