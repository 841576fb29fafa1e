/**
 * The site's origin: where it is served, the start of every absolute URL a page or file gives (Open Graph's og:url,
 * the canonical link, the update feeds' ids and links, the sitemap, robots.txt, llms.txt). One place, read by Next's
 * metadata (app/layout.tsx) and by the build scripts, so no two of them can disagree.
 *
 * `SITE_URL` says it. A server (`npm start`) without it is someone trying the site here: http://localhost:3000. An
 * export is for a host, and one that named localhost would unfurl as localhost everywhere it is shared, silently, so
 * `npm run export` stops without it (scripts/check-site-url.ts).
 */

export const LOCAL_ORIGIN = 'http://localhost:3000'

/** Why `value` cannot be the site's origin, in one line; null when it can. */
export function siteUrlProblem(value: string | undefined): string | null {
  const raw = value?.trim()
  if (!raw) return 'SITE_URL is not set: the export needs the address it will be served at, e.g. SITE_URL=https://rules.example.org npm run export'
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return `SITE_URL=${raw} is not a URL: give the site's address, e.g. https://rules.example.org`
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return `SITE_URL=${raw} is not an http(s) address`
  if (url.search || url.hash || url.username || url.password) return `SITE_URL=${raw} has more than an origin and a path`
  return null
}

/**
 * `SITE_URL` as URLs are built from it: no trailing slash (a site under a path keeps the path), or LOCAL_ORIGIN when
 * it is unset. A SITE_URL that is no address throws rather than be written into every page.
 */
export function siteOrigin(env: Record<string, string | undefined> = process.env): string {
  if (!env.SITE_URL?.trim()) return LOCAL_ORIGIN
  const problem = siteUrlProblem(env.SITE_URL)
  if (problem) throw new Error(problem)
  const url = new URL(env.SITE_URL.trim())
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`
}

/** An absolute URL at the site for a path of it (`/cr-2026-04-17/702.19b`). */
export const absoluteUrl = (origin: string, path: string): string => `${origin}${path.startsWith('/') ? path : `/${path}`}`
