/**
 * What a judge needs first: the documents in force today, each the newest version of its publication, with the date it
 * took effect and where to read what changed in it. The Comprehensive Rules, the Magic Tournament Rules, the
 * Infraction Procedure Guide and its penalty quick reference, Judging at Regular REL, and the card rulings (Scryfall's
 * files, which have no versions here). Pure: a SiteGraph in, plain data out.
 */
import { CR_SERIES } from '../history/series'
import { seriesVersions } from '../history/as-of'
import type { DocumentInfo } from '../types'
import { SERIES_NAMES } from './judge'
import type { SiteGraph } from './site-graph'

export interface InForce {
  key: 'cr' | 'mtr' | 'ipg' | 'penalties' | 'jar' | 'cards'
  name: string
  /** The page to read it on. */
  href: string
  /** The version in force: the newest of its series (for the card rulings, Scryfall's rulings file). */
  doc: DocumentInfo
  /** Its "What changed" page, when it has a version before it to compare with. */
  changes: string | null
}

/** In the order a judge reaches for them; a document the collection lacks is left out. */
export function documentsInForce(site: SiteGraph): InForce[] {
  const newest = (series: string) => seriesVersions(site.documents, series).at(-1) ?? null
  const changesOf = (d: DocumentInfo) => (d.previous ? `/changes/${encodeURIComponent(d.id)}` : null)
  const out: InForce[] = []
  const add = (key: InForce['key'], name: string, doc: DocumentInfo | null, href = doc ? `/${encodeURIComponent(doc.id)}` : '') => {
    if (doc) out.push({ key, name, href, doc, changes: changesOf(doc) })
  }
  add('cr', 'Comprehensive Rules', newest(CR_SERIES))
  add('mtr', SERIES_NAMES.mtr, newest('mtr'))
  add('ipg', SERIES_NAMES.ipg, newest('ipg'))
  add('penalties', 'Penalty quick reference', newest('ipg'), '/ipg/penalties')
  add('jar', SERIES_NAMES.jar, newest('jar'))
  // Scryfall's rulings file, else its cards file: dated by Scryfall, read on each card's page.
  const scryfall = site.documents.filter((d) => d.family === 'scryfall')
  const rulings = scryfall.find((d) => /rulings/i.test(d.id)) ?? scryfall[0] ?? null
  if (rulings) out.push({ key: 'cards', name: 'Card rulings', href: '/cards', doc: rulings, changes: null })
  return out
}
