/**
 * Which search files a manifest names. The service worker keeps, of the search files it stored at run time (an "as of"
 * search's, a card search's), only those the manifest of its own version names: after an update the previous
 * version's are dropped.
 *
 * Every search file is named from a content-hashed stem the manifest holds somewhere: a document's match file (its
 * span files add a number), its display stem (chunks add theirs), the card search files' stem, and any other kind of
 * file search fetches by a stem of its own. The manifest's strings ending in such a hash are read wherever they are, so
 * a new kind of file needs no change here.
 */
import type { SearchManifest } from './types.js'

/** A content hash as build.ts and cards-build.ts write it into a name: 12 hex digits, at the end of a stem. */
const HASHED = /\.[0-9a-f]{12}(\.json)?$/

/** A test for a file name in the search folder (no path): does this manifest name it? */
export function namedByManifest(manifest: SearchManifest): (file: string) => boolean {
  const exact = new Set<string>(['manifest.json'])
  const prefixes: string[] = []
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      if (!HASHED.test(value)) return
      if (value.endsWith('.json')) exact.add(value)
      prefixes.push(`${value.replace(/\.json$/, '')}.`)
    } else if (Array.isArray(value)) value.forEach(walk)
    else if (value && typeof value === 'object') Object.values(value).forEach(walk)
  }
  walk(manifest)
  return (file) => !file.includes('/') && (exact.has(file) || (file.endsWith('.json') && prefixes.some((p) => file.startsWith(p))))
}
