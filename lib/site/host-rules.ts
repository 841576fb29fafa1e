/**
 * Redirect rules as static hosts read them from `_redirects` (Netlify, Cloudflare Pages, GitLab Pages): one rule per
 * line, `FROM TO [STATUS]`; the first rule that matches a path wins; `:name` in FROM matches one path segment and `*`
 * at its end the rest (`:splat` in TO); status 301 or 302 redirects, 200 serves TO's file under FROM's URL. A request's
 * query is kept when TO has none (Netlify's rule). Where a host also has a file at the path, Netlify serves the file
 * and Cloudflare applies the rule: the export writes no rule whose FROM is a file of the export (test/export), so both
 * behave alike. The same rules are read by the 404 page (lib/site/moved.ts) and the export's own static server
 * (scripts/serve-export.ts). Pure: text in, rules and paths out.
 */

export type RuleStatus = 200 | 301 | 302

export interface HostRule {
  from: string
  to: string
  status: RuleStatus
}

/** A rule with a placeholder or a splat: hosts count these apart (Cloudflare Pages: at most 100 of them). */
export const isDynamic = (from: string): boolean => from.includes('*') || /(^|\/):[A-Za-z]/.test(from)

/** Paths are compared as text people type: `%2E` and `.` alike. */
function decoded(path: string): string {
  try {
    return decodeURI(path)
  } catch {
    return path
  }
}

/** The `_redirects` line of a rule: FROM and TO written as URLs (encodeURI keeps `/`, `:`, `*`, `#`). */
export function ruleLine(rule: HostRule): string {
  return `${encodeURI(rule.from)} ${encodeURI(rule.to)} ${rule.status}`
}

export function formatRules(rules: HostRule[]): string {
  return rules.map(ruleLine).join('\n') + (rules.length ? '\n' : '')
}

/** The rules of a `_redirects` file; comments, blank lines and lines that are no rule are left out. */
export function parseRules(text: string): HostRule[] {
  const rules: HostRule[] = []
  for (const raw of text.split('\n')) {
    const line = raw.trim()
    if (!line || line.startsWith('#')) continue
    const [from, to, code] = line.split(/\s+/)
    const status = code === undefined ? 301 : Number(code)
    if (!from?.startsWith('/') || !to || (status !== 200 && status !== 301 && status !== 302)) continue
    rules.push({ from: decoded(from), to: decoded(to), status })
  }
  return rules
}

/** The values a rule's FROM takes from `path` (`number` for `:number`, `splat` for `*`), or null when it does not match. */
function bind(from: string, path: string): Record<string, string> | null {
  const pattern = from.split('/')
  const parts = path.split('/')
  const values: Record<string, string> = {}
  for (let i = 0; i < pattern.length; i++) {
    const p = pattern[i]
    if (p === '*' && i === pattern.length - 1) {
      values.splat = parts.slice(i).join('/')
      return values
    }
    if (i >= parts.length) return null
    if (p.startsWith(':') && p.length > 1) {
      if (!parts[i]) return null
      values[p.slice(1)] = parts[i]
    } else if (p !== parts[i]) return null
  }
  return parts.length === pattern.length ? values : null
}

/** Where the first rule matching `pathname` sends it, with `search` kept when TO has no query of its own; null when none matches. */
export function applyRules(rules: readonly HostRule[], pathname: string, search = ''): { to: string; status: RuleStatus } | null {
  const path = decoded(pathname)
  for (const rule of rules) {
    const values = bind(rule.from, path)
    if (!values) continue
    let to = rule.to.replace(/:([A-Za-z]\w*)/g, (m, name: string) => values[name] ?? m)
    if (search && !to.includes('?')) {
      const hash = to.indexOf('#')
      to = hash < 0 ? to + search : to.slice(0, hash) + search + to.slice(hash)
    }
    return { to, status: rule.status }
  }
  return null
}

/**
 * A test of whether any of `rules` matches a path, for many paths: a rule with no placeholder and no splat matches
 * its own path alone, so those are one set and only the others are tried in turn (the export checks each of its
 * pages against every rule: 7,759 x 2,001 with every CR version).
 */
export function anyRuleMatches(rules: readonly HostRule[]): (pathname: string) => boolean {
  const patterned = (r: HostRule) => r.from.split('/').some((p, i, all) => (p.startsWith(':') && p.length > 1) || (p === '*' && i === all.length - 1))
  const exact = new Set(rules.filter((r) => !patterned(r)).map((r) => r.from))
  const others = rules.filter(patterned)
  return (pathname) => exact.has(decoded(pathname)) || applyRules(others, pathname) !== null
}

/** A `_headers` block: a path (exact, or ending in `/*` for everything under it) and the headers it adds. */
export interface HeaderRule {
  path: string
  headers: Array<{ key: string; value: string }>
}

/** The blocks of a `_headers` file: a path on a line of its own, then its headers indented, `Key: value`. */
export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) rules.push({ path: line.trim(), headers: [] })
    else {
      const m = /^\s+([^:\s]+):\s*(.*)$/.exec(line)
      if (m && rules.length) rules[rules.length - 1].headers.push({ key: m[1], value: m[2].trim() })
    }
  }
  return rules
}

/** Every header the blocks give `pathname`, in file order (a later block's value of a name is added, as hosts do). */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Array<{ key: string; value: string }> {
  const path = decoded(pathname)
  return rules.filter((r) => r.path === path || (r.path.endsWith('/*') && (path + '/').startsWith(r.path.slice(0, -1)))).flatMap((r) => r.headers)
}
