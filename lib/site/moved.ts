/**
 * Where a missing page went, asked by the 404 page in the browser. A static host applies `out/_redirects` in part
 * (Cloudflare Pages: its first 2,000 static rules) or not at all (GitHub Pages, a bucket): what it leaves is found
 * here. Another spelling of a number (`/r/419.6A`, `/r/419.6a.`) is worked out from the number grammar; any other
 * path is looked up in the export's redirect rules (lib/site/host-config.ts redirectPlan: all of them, `_redirects`
 * holds what fits), one small file per first path segment (`/moved/<segment>.json`, written by
 * scripts/export-finish.ts), so a lookup fetches only its own document's list, or `/r/`'s.
 */
import { canonicalNumber } from '../rule-number/canonical.mjs'
import { applyRules, isDynamic, type HostRule } from './host-rules'

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
 * The redirect rules (source path -> target, in the order they apply; a placeholder rule such as `/r/:number` too),
 * grouped into the files the 404 page reads: by the first segment of the source. A source whose first segment is not
 * a plain slug stays in `_redirects` only.
 */
export function movedFiles(rules: Record<string, string> | readonly HostRule[]): Map<string, Record<string, string>> {
  const list = Array.isArray(rules) ? (rules as readonly HostRule[]).map((r) => [r.from, r.to] as const) : Object.entries(rules)
  const files = new Map<string, Record<string, string>>()
  for (const [from, to] of list) {
    const segment = firstSegment(from)
    if (!segment) continue
    if (!files.has(segment)) files.set(segment, {})
    const file = files.get(segment)!
    // the first rule for a path is the one that applies
    if (!(from in file)) file[from] = to
  }
  for (const [segment, file] of files) files.set(segment, foldCommonShape(segment, file))
  return files
}

/** Fewer rules than this of one shape stay listed one by one. */
const FOLD_AT_LEAST = 32

/**
 * An older version's file is mostly `/<doc>/X -> /<newest>/X#v-<doc>`: the same local id in today's version, at the
 * version's History entry. Those become one placeholder rule, last, after the rules that send elsewhere (a renumbered
 * rule, a removed one), so the file holds what differs, not every node of the version again. A path no rule named
 * before (a node the version never had) now goes to today's node of that id, where the 404 page goes on if there is
 * none. A file that already has a placeholder rule (/r/) is left as it is: the order of two would decide.
 */
function foldCommonShape(segment: string, file: Record<string, string>): Record<string, string> {
  const entries = Object.entries(file)
  if (entries.some(([from]) => isDynamic(from))) return file
  const prefix = `/${segment}/`
  const shapeOf = (from: string, to: string): string | null => {
    const local = from.startsWith(prefix) ? from.slice(prefix.length) : ''
    if (!local || local.includes('/')) return null
    const hash = to.indexOf('#')
    const path = hash < 0 ? to : to.slice(0, hash)
    if (!path.endsWith(`/${local}`)) return null
    return `${path.slice(0, -local.length)}:node${hash < 0 ? '' : to.slice(hash)}`
  }
  const counts = new Map<string, number>()
  for (const [from, to] of entries) {
    const shape = shapeOf(from, to)
    if (shape) counts.set(shape, (counts.get(shape) ?? 0) + 1)
  }
  const [shape, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [null, 0]
  if (!shape || count < FOLD_AT_LEAST) return file
  const folded: Record<string, string> = {}
  for (const [from, to] of entries) if (shapeOf(from, to) !== shape) folded[from] = to
  folded[`${prefix}:node`] = shape
  return folded
}

/** `/r/419.6A` and `/r/419.6a.` -> `/r/419.6a`; null for any other path, or a number already written right. */
export function numberSpelling(pathname: string): string | null {
  const m = /^\/r\/([^/]+)\/?$/.exec(pathname)
  if (!m) return null
  const typed = decoded(m[1])
  const canonical = canonicalNumber(typed)
  return canonical && canonical !== typed ? `/r/${encodeURIComponent(canonical)}` : null
}

/**
 * Where the page at `pathname` is now, or null. `fetchJson` reads one of the moved files (null when it is absent).
 * `search` (the query asked with it, `?asof=...`) is kept, as a host keeps it.
 */
export async function whereMoved(
  pathname: string,
  fetchJson: (url: string) => Promise<Record<string, string> | null>,
  search = '',
): Promise<string | null> {
  const spelled = numberSpelling(pathname)
  if (spelled) return spelled + search
  const path = decoded(pathname).replace(/\/$/, '')
  const segment = firstSegment(path)
  if (!segment) return null
  const moved = await fetchJson(`/${MOVED_DIR}/${segment}.json`)
  const rules = moved && typeof moved === 'object' ? Object.entries(moved).map(([from, to]): HostRule => ({ from, to: String(to), status: 302 })) : []
  const spelledRule = ruleSpelling(path)
  const to = applyRules(rules, path, search)?.to ?? (spelledRule ? spelledRule + search : null)
  // only a path of this site (a tampered or stale file must not send a judge elsewhere), and never the page itself
  if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//') || to === path + search) return null
  return to
}

/**
 * A rule of a document typed in another spelling (`/cr-2026-01-16/702.19B`, where a host's `/r/:number` rule sends
 * `/r/702.19B`): to `/r/` in its own spelling, which leads to it. Only a path whose last part starts with a digit, as
 * the Comprehensive Rules' numbers do.
 */
function ruleSpelling(path: string): string | null {
  const m = /^\/[^/]+\/(\d[^/]*)$/.exec(path)
  if (!m) return null
  const canonical = canonicalNumber(m[1])
  return canonical && canonical !== m[1] ? `/r/${encodeURIComponent(canonical)}` : null
}
