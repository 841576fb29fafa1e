/**
 * What `npm start` does by itself, written as a static host's config files for the export: the security headers
 * (`_headers`) and the redirects (`_redirects`, lib/site/host-rules.ts): permalinks a build dropped, `/r/NUMBER`, and
 * older versions' URLs. The formats are read by Netlify and Cloudflare Pages (and, for redirects, GitLab Pages).
 */
import type { HostRule } from './host-rules'

/**
 * Every path gets the headers; `pagePolicies` gives a page a policy allowing only its own inline scripts (the
 * export writes that into each page instead, lib/site/export-pages.ts: a host reads a few header rules, Cloudflare
 * Pages 100). Hosts send both policies, and a browser enforces each, so on a page only the hashed scripts run.
 * `byPath` adds headers to some paths (the update feeds' Atom type: `/changes/*.xml`).
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

/** Where the export keeps `/r/NUMBER`'s pages (lib/site/page-plan.ts numberPage): served under `/r/NUMBER` by a rule. */
export const NUMBER_PAGES = '/r/_'

/**
 * Where the export keeps a page whose file would be named `404.html` below the top (a rule numbered 404, in the older
 * Comprehensive Rules: `/cr-2004/404`): Cloudflare Pages answers a missing path with the nearest `404.html` up its
 * folders, so there it would be every missing page of its document, and the site's 404 page (which finds where a link
 * went) would never run. Served under its own path by a rule, as NUMBER_PAGES are.
 */
export const NESTED_NOT_FOUND = '/_404'

/** A file of the export that a host would take as a folder's 404 page: where it goes, and the rule that serves it. */
export function nestedNotFound(file: string): { file: string; rule: HostRule } | null {
  const m = /^(.+)\/404\.html$/.exec(file)
  if (!m) return null
  return { file: `${NESTED_NOT_FOUND.slice(1)}/${m[1]}.html`, rule: { from: `/${m[1]}/404`, to: `${NESTED_NOT_FOUND}/${m[1]}`, status: 200 } }
}

/** Static rules a host reads: Cloudflare Pages applies its first 2,000 (and 100 with placeholders); Netlify all. */
export const STATIC_RULES_READ = 2000

export interface RedirectInput {
  /** Permalinks a build dropped (permalinks/redirects.json): 301. */
  permalinks: Record<string, string>
  /** Numbers whose `/r/NUMBER` is a page: served from NUMBER_PAGES (200). */
  numberPages: string[]
  /** Pages kept elsewhere than their path, served under it (nestedNotFound): 200. */
  rewrites?: HostRule[]
  /** `/r/NUMBER` -> the page of the rule it names, for every other number (page plan `aliases`): 302. */
  aliases: Record<string, string>
  /** Older versions' URLs -> their lineage page's entry (page plan `redirects`): 302. */
  versions: Record<string, string>
  /** How many static rules `_redirects` may hold. */
  staticRules?: number
}

export interface RedirectPlan {
  /** `_redirects`: static rules first, as many as a host reads, then the placeholder rules. */
  rules: HostRule[]
  /** Every rule, in the same order: what the 404 page looks up (lib/site/moved.ts), so nothing depends on the host. */
  all: HostRule[]
  /** Static rules left out of `_redirects` for want of room, each still found by the 404 page. */
  left: HostRule[]
}

/**
 * The redirects of an export, as few rules as say them all: most of `/r/NUMBER` is one placeholder rule,
 * `/r/:number -> /<document>/:number`, the document whose rules most numbers name (the newest Comprehensive Rules),
 * and only the numbers it would send elsewhere are rules of their own, before it: the number pages (200, from
 * NUMBER_PAGES), the numbers of other documents and older versions' numbers. 302, not 301, for what a newer version
 * moves (a browser keeps a 301 for ever). Dropped permalinks come first, then those, then older versions' URLs while
 * there is room; all of them, and any that did not fit, are the 404 page's too.
 */
export function redirectPlan({ permalinks, numberPages, rewrites = [], aliases, versions, staticRules = STATIC_RULES_READ }: RedirectInput): RedirectPlan {
  const byDoc = new Map<string, number>()
  for (const [from, to] of Object.entries(aliases)) {
    const m = /^\/([^/#]+)\/([^/#]+)$/.exec(to)
    if (m && m[2] === from.slice('/r/'.length)) byDoc.set(m[1], (byDoc.get(m[1]) ?? 0) + 1)
  }
  const [main] = [...byDoc].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
  const placeholder: HostRule[] = main ? [{ from: '/r/:number', to: `/${main[0]}/:number`, status: 302 }] : []
  const covered = (from: string, to: string) => !!main && to === `/${main[0]}/${from.slice('/r/'.length)}`
  const first: HostRule[] = [
    ...Object.entries(permalinks).map(([from, to]) => ({ from, to, status: 301 as const })),
    ...numberPages.map((n) => ({ from: `/r/${n}`, to: `${NUMBER_PAGES}/${n}`, status: 200 as const })),
    ...rewrites,
    ...Object.entries(aliases)
      .filter(([from, to]) => !covered(from, to))
      .map(([from, to]) => ({ from, to, status: 302 as const })),
  ]
  const later = Object.entries(versions).map(([from, to]) => ({ from, to, status: 302 as const }))
  const statics = [...first, ...later]
  return { rules: [...statics.slice(0, staticRules), ...placeholder], all: [...statics, ...placeholder], left: statics.slice(staticRules) }
}
