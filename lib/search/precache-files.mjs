// The search files a phone holds offline (the service worker's precache), by a search manifest: shared by
// next.config.js (plain Node, before webpack exists), which precaches them, and the search bench, which counts what an
// "as of" session fetches beyond them. Plain JavaScript with a .d.mts beside it, as lib/site/graph-file.mjs.

/**
 * The manifest, and the match and display files of the current versions (and any older match file a current one
 * reuses), and the situations' word shards in one file (situations.ts allWordsFile). Older versions' files are fetched
 * by an "as of" search and cached then, and so are the card search files (a bulk document's) and a translation's.
 */
export function precachedSearchFiles(manifest) {
  const docs = manifest.docs ?? []
  const files = new Set(['manifest.json'])
  for (const d of docs) {
    // a translation's files are fetched by a search in its language (lib/search/cjk.ts), kept then
    if (d.latest === false || d.bulk || d.language) continue
    // display chunks are `<stem>.<i>.json` (lib/search/display.ts displayFile), not listed one by one
    for (const f of [d.match, ...Array.from({ length: d.chunks ?? 0 }, (_, i) => `${d.display}.${i}.json`)]) if (f) files.add(f)
    for (const i of d.needs ?? []) if (docs[i]?.match) files.add(docs[i].match)
  }
  if (manifest.situations?.stem) files.add(`${manifest.situations.stem}.words.json`)
  return [...files]
}

/**
 * What the search worker fetches before it answers (search.worker.ts: the current versions' match files, which
 * SearchEngine.current lists), so /search can ask for them while the page still loads (app/search/page.tsx) and the
 * export's host keeps them (their names carry their hash): the first search no longer waits for them after the page
 * has hydrated. Not the manifest: the worker revalidates it on every load.
 */
export function initialSearchFiles(manifest) {
  return (manifest.docs ?? []).filter((d) => d.latest !== false && !d.bulk && !d.language && d.match).map((d) => d.match)
}
