/**
 * What the static export keeps of Next's output, and what it adds to each page. Pure: paths and HTML in, answers out.
 * - A page is its HTML: every page's links are plain `<a>` (app/_components/NodeLink.tsx), so no page asks for the
 *   React Server Components payloads Next writes beside it for client-side navigation (`page.txt` and the folder of
 *   `__next.*.txt` segments), four of every five files of the export: they are not written out (isRouterPayload).
 * - Each page carries its own Content-Security-Policy, allowing exactly its inline scripts, as a `<meta>` first in its
 *   head (withPolicy): a host reads a few header rules (Cloudflare Pages 100), not one per page, and `_headers` keeps
 *   the policy every path gets. A browser enforces both, so only the hashed scripts run.
 */
import { inlineScriptHashes } from './inline-script-hashes'
import { contentSecurityPolicy } from './security-headers.mjs'

/**
 * The one page a dynamic route gives when it has none (`/r/none`, `/ipg/none` in a collection without an IPG): a
 * static export refuses a route with no pages at all. The page is the not-found page; the export leaves it out.
 */
export const NO_PAGE_KEY = 'none'

/** Next's router payloads: a segment file anywhere, and `X.txt` beside a page `X.html`. */
export function isRouterPayload(relativeFile: string, exists: (relativeFile: string) => boolean): boolean {
  const name = relativeFile.slice(relativeFile.lastIndexOf('/') + 1)
  if (/^__next\..*\.txt$/.test(name)) return true
  return relativeFile.endsWith('.txt') && exists(`${relativeFile.slice(0, -'.txt'.length)}.html`)
}

/** A page's own policy as a `<meta>` may carry it: `frame-ancestors` is a header's only (the `/*` header sends it). */
export function pagePolicy(html: string): string {
  return contentSecurityPolicy(inlineScriptHashes(html))
    .split('; ')
    .filter((d) => !d.startsWith('frame-ancestors'))
    .join('; ')
}

const HEAD = /<head(\s[^>]*)?>/i
const POLICY_META = /<meta http-equiv="Content-Security-Policy"[^>]*>/i

/**
 * The page with its policy first in its head, before any script (a policy applies to what follows it). A page that
 * has one already has it replaced, so the export may be finished twice. A page with no head is left as it is.
 */
export function withPolicy(html: string): string {
  const bare = html.replace(POLICY_META, '')
  const head = HEAD.exec(bare)
  if (!head) return html
  const at = head.index + head[0].length
  const policy = pagePolicy(bare).replace(/&/g, '&amp;').replace(/"/g, '&quot;')
  return `${bare.slice(0, at)}<meta http-equiv="Content-Security-Policy" content="${policy}">${bare.slice(at)}`
}
