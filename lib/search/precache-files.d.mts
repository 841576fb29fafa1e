import type { SearchManifest } from './types.js'

/** The search files a phone holds offline (the service worker's precache), by a search manifest. */
export function precachedSearchFiles(manifest: Pick<SearchManifest, 'docs' | 'situations'>): string[]

/** The match files the search worker fetches before it answers: preloaded by /search, kept by the export's host. */
export function initialSearchFiles(manifest: Pick<SearchManifest, 'docs'>): string[]
