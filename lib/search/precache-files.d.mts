import type { SearchManifest } from './types.js'

/** The search files a phone holds offline (the service worker's precache), by a search manifest. */
export function precachedSearchFiles(manifest: Pick<SearchManifest, 'docs' | 'situations'>): string[]
