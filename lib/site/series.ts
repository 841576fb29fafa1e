/**
 * A series by its own address: `/cr`, `/ipg` open today's version, `/changes/ipg` its newest release's changes with
 * the earlier releases listed, `/changes/ipg.xml` its update feed (lib/site/feed.ts). Pure: a SiteGraph in.
 */
import type { DocumentInfo } from '../types'
import { releasesOf, seriesIds } from './history'
import { isJudgeSeries, SERIES_NAMES } from './judge'
import type { SiteGraph } from './site-graph'

export { releasesOf, seriesIds }

/** The series `/cr`, `/mtr`, `/ipg` and `/jar` open. */
export const SERIES_PAGES = ['cr', 'mtr', 'ipg', 'jar'] as const

/** "Infraction Procedure Guide"; a series no judge document's is named by its newest version's title. */
export function seriesName(site: SiteGraph, series: string): string {
  if (isJudgeSeries(series)) return SERIES_NAMES[series]
  if (series === 'cr') return 'Comprehensive Rules'
  return releasesOf(site, series)[0]?.title ?? series
}

/** Today's version of a series: its newest dated one; null when the collection has none. */
export function todaysVersion(site: SiteGraph, series: string): DocumentInfo | null {
  return releasesOf(site, series)[0] ?? null
}

/** The address of a series' update feed. */
export const feedPath = (series: string) => `/changes/${encodeURIComponent(series)}.xml`
