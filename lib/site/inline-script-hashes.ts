/** CSP hashes of a built page's inline scripts, and the URL path a prerendered HTML file answers. */
import { createHash } from 'node:crypto'

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const m of html.matchAll(INLINE_SCRIPT)) hashes.add(`sha256-${createHash('sha256').update(m[1], 'utf8').digest('base64')}`)
  return [...hashes]
}

/** `server/app/cr-2004/419.6a.html` -> `/cr-2004/419.6a`; route groups `(site)` are not in URLs. */
export function urlPathOfPrerendered(relativeFile: string): string | null {
  if (!relativeFile.endsWith('.html')) return null
  const parts = relativeFile
    .slice(0, -'.html'.length)
    .split('/')
    .filter((p) => !/^\(.*\)$/.test(p))
  if (parts.some((p) => p.startsWith('_'))) return null
  const path = '/' + parts.join('/')
  return path === '/index' ? '/' : path
}
