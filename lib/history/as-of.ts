/**
 * Which version of a series was in force on a date. Documents without a date, and changes-only
 * documents (they update a release; they are not one), are no version.
 */
import type { DocumentInfo } from '../types.js'

/** The versions of one series, oldest first. */
export function seriesVersions(documents: DocumentInfo[], series: string): DocumentInfo[] {
  return documents
    .filter((d) => d.series === series && d.date !== null && d.updates === null)
    .sort((a, b) => (a.date! < b.date! ? -1 : a.date! > b.date! ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
}

/** The version in force on an ISO date: the newest dated on or before it; null before the first. */
export function versionAsOf(documents: DocumentInfo[], series: string, date: string): DocumentInfo | null {
  const versions = seriesVersions(documents, series)
  // Binary search: the site calls this per citation, and a series may hold dozens of versions.
  let lo = 0
  let hi = versions.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (versions[mid].date! <= date) lo = mid + 1
    else hi = mid
  }
  return lo === 0 ? null : versions[lo - 1]
}
