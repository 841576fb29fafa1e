/**
 * Server-only: the search files /search asks for while it still loads (lib/search/precache-files.mjs
 * `initialSearchFiles`), read from the built index ($SEARCH_DIR, else public/search/) at build time. On a phone the
 * page's scripts, hydration and the worker's start took long enough that the index arrived after a person had typed a
 * word (docs/benchmarks.md, the first search); asked for with the page, it is in the browser's cache when the worker fetches it.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { initialSearchFiles } from '../search/precache-files.mjs'
import type { SearchManifest } from '../search/types'

/** The URLs to preload, `/search/<file>`; none when no index is built (a dev server before `npm run build:search`). */
export function searchPreloads(dir = process.env.SEARCH_DIR || join('public', 'search')): string[] {
  const file = join(dir, 'manifest.json')
  if (!existsSync(file)) return []
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as SearchManifest
  return initialSearchFiles(manifest).map((f) => `/search/${f}`)
}
