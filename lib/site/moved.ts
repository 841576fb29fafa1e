/**
 * Where a missing page went, asked by the 404 page in the browser. A static host applies `out/_redirects` in part
 * (Cloudflare Pages: its first 2,000 lines, out of about 6,000 with one full CR) or not at all (GitHub Pages, a
 * bucket): what it leaves is found here. Another spelling of a number (`/r/419.6A`, `/r/419.6a.`) is worked out
 * from the number grammar; an older version's URL or a dropped permalink is looked up in one small file per
 * first path segment (`/moved/<segment>.json`, written by scripts/export-host-config.ts), so a lookup fetches
 * only its own document's list.
 */
import { canonicalNumber } from '../rule-number/canonical.mjs'

export const MOVED_DIR = 'moved'

/** A first path segment that can name a file as it is (document ids are such slugs). */
const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/

const firstSegment = (path: string): string | null => {
  const m = /^\/([^/]+)\/./.exec(path)
  return m && SAFE_SEGMENT.test(m[1]) ? m[1] : null
}

const decoded = (path: string): string => {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

/**
 * The redirects (source path -> target), grouped into the files the 404 page reads: by the first segment of the
 * source. A source whose first segment is not a plain slug stays in `_redirects` only.
 */
export function movedFiles(redirects: Record<string, string>): Map<string, Record<string, string>> {
  const files = new Map<string, Record<string, string>>()
  for (const [from, to] of Object.entries(redirects)) {
    const segment = firstSegment(from)
    if (!segment) continue
    if (!files.has(segment)) files.set(segment, {})
    files.get(segment)![from] = to
  }
  return files
}

/** `/r/419.6A` and `/r/419.6a.` -> `/r/419.6a`; null for any other path, or a number already written right. */
export function numberSpelling(pathname: string): string | null {
  const m = /^\/r\/([^/]+)\/?$/.exec(pathname)
  if (!m) return null
  const typed = decoded(m[1])
  const canonical = canonicalNumber(typed)
  return canonical && canonical !== typed ? `/r/${encodeURIComponent(canonical)}` : null
}

/** Where the page at `pathname` is now, or null. `fetchJson` reads one of the moved files (null when it is absent). */
export async function whereMoved(
  pathname: string,
  fetchJson: (url: string) => Promise<Record<string, string> | null>,
): Promise<string | null> {
  const spelled = numberSpelling(pathname)
  if (spelled) return spelled
  const path = decoded(pathname).replace(/\/$/, '')
  const segment = firstSegment(path)
  if (!segment) return null
  const moved = await fetchJson(`/${MOVED_DIR}/${segment}.json`)
  const to = moved?.[path]
  // only a path of this site: a tampered or stale file must not send a judge elsewhere
  return typeof to === 'string' && to.startsWith('/') && !to.startsWith('//') ? to : null
}
