/**
 * What `next start` does by itself, written as a static host's config files for the export:
 * the security headers (`_headers`) and the redirects (`_redirects`): permalinks a build dropped,
 * and the old-style number links (`/r/419.6A`, `/r/419.6a.`) the server's proxy handles.
 * The `_headers` / `_redirects` formats are read by Netlify and Cloudflare Pages.
 */
import { canonicalNumber } from '../rule-number/canonical.mjs'

/**
 * Every path gets the headers; each page also gets a policy allowing only its own inline scripts.
 * Hosts send both policies, and a browser enforces each, so on a page only the hashed scripts run. `byPath` adds
 * headers to some paths (the update feeds' Atom type: `/changes/*.xml`).
 */
export function headersFile(
  headers: Array<{ key: string; value: string }>,
  pagePolicies: Record<string, string> = {},
  byPath: Record<string, Array<{ key: string; value: string }>> = {},
): string {
  const lines = ['/*', ...headers.map((h) => `  ${h.key}: ${h.value}`)]
  for (const [path, extra] of Object.entries(byPath)) lines.push(path, ...extra.map((h) => `  ${h.key}: ${h.value}`))
  for (const [path, policy] of Object.entries(pagePolicies)) lines.push(path, `  Content-Security-Policy: ${policy}`)
  return lines.join('\n') + '\n'
}

/**
 * Dropped permalinks (301), then older versions' URLs (302: a newer version moves them again), then other spellings
 * of each number (301). In that order because a host may apply only the first lines (Cloudflare Pages: 2,000), and
 * the 404 page works the spellings out without a lookup (lib/site/moved.ts).
 */
export function redirectsFile(numbers: string[], permalinkRedirects: Record<string, string>, versionRedirects: Record<string, string> = {}): string {
  const lines = Object.entries(permalinkRedirects).map(([from, to]) => `${from} ${to} 301`)
  for (const [from, to] of Object.entries(versionRedirects)) lines.push(`${encodeURI(from)} ${encodeURI(to)} 302`)
  const seen = new Set<string>()
  for (const number of numbers) {
    const canonical = canonicalNumber(number)
    const target = `/r/${encodeURIComponent(canonical)}`
    for (const variant of [canonical.toUpperCase(), canonical.toLowerCase(), `${canonical}.`]) {
      if (variant === canonical || seen.has(variant)) continue
      seen.add(variant)
      lines.push(`/r/${encodeURIComponent(variant)} ${target} 301`)
    }
  }
  return lines.join('\n') + '\n'
}
