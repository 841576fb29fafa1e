/**
 * Scryfall's list of bulk files (`GET https://api.scryfall.com/bulk-data`): `{"object":"list","data":[{"type":
 * "oracle_cards","download_uri":...,"updated_at":...,"size":...}, ...]}`. Which file to download for each type
 * wanted, or why the list will not do. Pure.
 */
import { FetchRulingsError } from './errors.js'

/** The bulk files the site reads, and the name each is saved under in the content folder. */
export const WANTED = [
  { type: 'oracle_cards', file: 'scryfall-oracle-cards.json', holds: 'cards' },
  { type: 'rulings', file: 'scryfall-rulings.json', holds: 'rulings' },
] as const

export type WantedType = (typeof WANTED)[number]['type']

export interface BulkItem {
  type: WantedType
  url: URL
  updatedAt: string | null
  size: number | null
}

export function parseBulkDataList(text: string, listUrl: string): BulkItem[] {
  let list: unknown
  try {
    list = JSON.parse(text)
  } catch {
    throw new FetchRulingsError(`${listUrl} is not Scryfall's bulk-data list (not JSON)`)
  }
  const data = (list as { object?: unknown; data?: unknown })?.data
  if ((list as { object?: unknown })?.object !== 'list' || !Array.isArray(data)) {
    throw new FetchRulingsError(`${listUrl} is not Scryfall's bulk-data list (no "object": "list" with "data")`)
  }
  return WANTED.map(({ type }) => {
    const items = data.filter((d) => d && typeof d === 'object' && (d as { type?: unknown }).type === type) as Array<Record<string, unknown>>
    if (items.length === 0) {
      const types = data.map((d) => (d as { type?: unknown })?.type).filter((t) => typeof t === 'string')
      throw new FetchRulingsError(`${listUrl} lists no "${type}" file (it lists: ${types.join(', ') || 'nothing'})`)
    }
    if (items.length > 1) throw new FetchRulingsError(`${listUrl} lists ${items.length} "${type}" files, expected one`)
    const item = items[0]
    let url: URL
    try {
      url = new URL(String(item.download_uri ?? ''), listUrl)
    } catch {
      throw new FetchRulingsError(`${listUrl}: the "${type}" file has no download_uri`)
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FetchRulingsError(`${listUrl}: the "${type}" file's download_uri ${url.href} is not an http(s) URL`)
    return {
      type,
      url,
      updatedAt: typeof item.updated_at === 'string' ? item.updated_at : null,
      size: typeof item.size === 'number' ? item.size : null,
    }
  })
}
