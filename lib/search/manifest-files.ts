/**
 * Which search files a manifest names: its documents' match files (with their span files), display chunks and card
 * search files. The service worker keeps, of the search files it stored at run time (an "as of" search's, a card
 * search's), only those the manifest of its own version names: after an update the previous version's are dropped.
 */
import type { SearchManifest } from './types.js'

/** A test for a file name in the search folder (no path): does this manifest name it? */
export function namedByManifest(manifest: SearchManifest): (file: string) => boolean {
  const exact = new Set<string>(['manifest.json'])
  // A document's span files and display chunks are named from a stem plus a number; card files from their stem.
  const prefixes: string[] = []
  for (const d of manifest.docs) {
    if (d.match) {
      exact.add(d.match)
      prefixes.push(d.match.replace(/\.json$/, '.'))
    }
    if (d.display) prefixes.push(`${d.display}.`)
    if (d.bulk?.stem) prefixes.push(`${d.bulk.stem}.`)
  }
  return (file) => !file.includes('/') && (exact.has(file) || (file.endsWith('.json') && prefixes.some((p) => file.startsWith(p))))
}
