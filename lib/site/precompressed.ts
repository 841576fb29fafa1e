/**
 * Static files sent precompressed. `next start` compresses with gzip only, on every request;
 * brotli is what brings a rule page's JavaScript under its budget, and compressing once at
 * build time takes that work off the request path. Only build output is served from here:
 * Next's hashed chunks and the search index, each mapped to a folder it cannot leave.
 */
import { extname, join, normalize, sep } from 'node:path'

export type Encoding = 'br' | 'gzip'

/** The best encoding the client accepts that we keep precompressed, or null. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null
  const accepted = new Map<string, number>()
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)).find(Boolean)
    accepted.set(name.trim(), q ? Number(q[1]) : 1)
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  return ok('br') ? 'br' : ok('gzip') ? 'gzip' : null
}

export interface StaticRoots {
  /** Next's build output folder (`.next`), whose `static/` is served at `/_next/static/`. */
  distDir: string
  /** The generated search index, served at `/search/`. */
  searchDir: string
}

/** The file a URL path names, when it is precompressed build output; null for everything else. */
export function staticFileFor(pathname: string, roots: StaticRoots): string | null {
  let path: string
  try {
    path = decodeURIComponent(pathname)
  } catch {
    return null
  }
  const mounts: Array<[string, string]> = [
    ['/_next/static/', join(roots.distDir, 'static')],
    ['/search/', roots.searchDir],
  ]
  for (const [prefix, dir] of mounts) {
    if (!path.startsWith(prefix)) continue
    const rest = path.slice(prefix.length)
    if (!rest || rest.includes('\0') || rest.includes('\\')) return null
    const file = normalize(join(dir, rest))
    return file.startsWith(normalize(dir) + sep) && COMPRESSIBLE.has(extname(file)) ? file : null
  }
  return null
}

export const COMPRESSIBLE = new Map([
  ['.js', 'application/javascript; charset=utf-8'],
  ['.css', 'text/css; charset=utf-8'],
  ['.json', 'application/json; charset=utf-8'],
])

/** What a content-hashed file may be kept as: its name never changes meaning, so browsers may keep it for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable'

/** Content-hashed names never change meaning: browsers may keep them for a year. */
export function cacheControlFor(pathname: string): string {
  return pathname.startsWith('/_next/static/') || /\.[0-9a-f]{8,}\.\w+$/.test(pathname) ? IMMUTABLE : 'public, max-age=0, must-revalidate'
}
