/**
 * `npm start` serves the built site with Next's own request handler (a custom server in Next's
 * sense), adding what `next start` lacks: build output sent precompressed, brotli first
 * (scripts/precompress.ts), as a CDN in front would; and a Content-Security-Policy per page.
 * An older version's node has no page of its own: its URL is redirected to its lineage page's History entry
 * (data/page-plan.json, lib/site/page-plan.ts). `/r/NUMBER?asof=DATE` is rendered per request (asOfPath below).
 * Router data, other redirects, the proxy and everything not prerendered stay Next's.
 */
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { extname, join } from 'node:path'
import { parse } from 'node:url'
import next from 'next'
import { canonicalNumber } from '../lib/rule-number/canonical.mjs'
import { isCalendarDate } from '../lib/site/as-of-line.js'
import { graphDir } from '../lib/site/graph-file.mjs'
import { cacheControlFor, COMPRESSIBLE, pickEncoding, staticFileFor } from '../lib/site/precompressed.js'
import { BASE_SECURITY_HEADERS, contentSecurityPolicy, CONTENT_SECURITY_POLICY } from '../lib/site/security-headers.mjs'

const port = Number(process.env.PORT || 3000)
const hostname = process.env.HOST || '0.0.0.0'
const distDir = process.env.NEXT_DIST_DIR || '.next'
const roots = { distDir, searchDir: process.env.SEARCH_DIR || join('public', 'search') }

/** Per-page inline-script hashes from scripts/csp-hashes.ts; without them every page gets the general policy. */
const cspHashes: Record<string, string[]> = (() => {
  try {
    return JSON.parse(readFileSync(join(distDir, 'csp-hashes.json'), 'utf8'))
  } catch {
    console.warn(`no ${join(distDir, 'csp-hashes.json')}: pages get a Content-Security-Policy that allows inline scripts`)
    return {}
  }
})()
const policyCache = new Map<string, string>()
const policyFor = (pathname: string) => {
  const hashes = cspHashes[pathname]
  if (!hashes) return CONTENT_SECURITY_POLICY
  let policy = policyCache.get(pathname)
  if (!policy) policyCache.set(pathname, (policy = contentSecurityPolicy(hashes)))
  return policy
}

/** Older versions' node URLs -> their lineage page's History entry, written with the build (scripts/page-plan.ts). */
const versionRedirects: Record<string, string> = (() => {
  const file = join(graphDir(), 'page-plan.json')
  try {
    return JSON.parse(readFileSync(file, 'utf8')).redirects ?? {}
  } catch {
    console.warn(`no ${file}: older versions' URLs are not redirected to their lineage pages (run npm run build)`)
    return {}
  }
})()

/** 302, not permanent: when a newer version is added, an old URL's lineage page moves to it. */
function sendVersionRedirect(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  const url = new URL(req.url ?? '/', 'http://x')
  let to = versionRedirects[url.pathname]
  if (!to) {
    try {
      to = versionRedirects[decodeURIComponent(url.pathname)]
    } catch {
      return false
    }
  }
  if (!to) return false
  for (const { key, value } of BASE_SECURITY_HEADERS) res.setHeader(key, value)
  res.setHeader('Content-Security-Policy', CONTENT_SECURITY_POLICY)
  res.writeHead(302, { Location: encodeURI(to) })
  res.end()
  return true
}

/**
 * `/r/NUMBER?asof=YYYY-MM-DD` is answered here, not by /r/NUMBER's static page and its script: the server renders
 * the "as of" page (app/(site)/as-of/[number]/[date]) under the URL asked, so the answer is in the HTML, for a
 * browser without JavaScript and for a link unfurler. Returns that page's path, or null for any other request (a
 * malformed date gets the static page; a number in another spelling is redirected to its own by proxy.ts first,
 * its query kept).
 */
function asOfPath(req: IncomingMessage): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null
  const url = new URL(req.url ?? '/', 'http://x')
  const asof = url.searchParams.get('asof')
  const m = /^\/r\/([^/]+)$/.exec(url.pathname)
  if (!m || !asof || !isCalendarDate(asof)) return null
  let number: string
  try {
    number = decodeURIComponent(m[1])
  } catch {
    return null
  }
  if (canonicalNumber(number) !== number) return null
  return `/as-of/${encodeURIComponent(number)}/${asof}`
}

/**
 * A page rendered per request has inline scripts no build could hash: they run under a nonce made for this response.
 * Next reads it from the request's policy and puts it on each of its scripts.
 */
async function sendRendered(req: IncomingMessage, res: ServerResponse, path: string) {
  const policy = contentSecurityPolicy([`nonce-${randomBytes(16).toString('base64')}`])
  req.headers['content-security-policy'] = policy
  res.setHeader('Content-Security-Policy', policy)
  await handle(req, res, parse(path, true))
}

const app = next({ dev: false, hostname, port })
const handle = app.getRequestHandler()

// Build output never changes while the server runs: each compressed file is read once.
const cache = new Map<string, Promise<Buffer | null>>()
const load = (file: string) => {
  let hit = cache.get(file)
  if (!hit) cache.set(file, (hit = readFile(file).catch(() => null)))
  return hit
}

/** A browser opening a page, not Next's router fetching its data (those requests carry RSC headers or `?_rsc`). */
const ROUTER_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action']
const isPageLoad = (req: IncomingMessage, url: URL) => !url.search && ROUTER_HEADERS.every((h) => req.headers[h] === undefined)

/**
 * Build output, compressed once at build time: Next's chunks, the search index, and a plain load of a
 * prerendered page (the same HTML Next would send, with the headers Next gives it).
 */
async function sendPrecompressed(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  const encoding = pickEncoding(req.headers['accept-encoding'] as string | undefined)
  if (!encoding) return false
  const url = new URL(req.url ?? '/', 'http://x')
  const pathname = url.pathname
  const ext = encoding === 'br' ? 'br' : 'gz'
  const file = staticFileFor(pathname, roots)
  let source: string, type: string, cacheControl: string, vary: string, csp: string
  if (file) {
    source = join(distDir, 'precompressed', `${decodeURIComponent(pathname)}.${ext}`)
    type = COMPRESSIBLE.get(extname(file))!
    cacheControl = cacheControlFor(pathname)
    vary = 'Accept-Encoding'
    csp = CONTENT_SECURITY_POLICY
  } else if (cspHashes[pathname] && isPageLoad(req, url)) {
    source = join(distDir, 'precompressed', 'pages', `${pathname === '/' ? '/index' : decodeURIComponent(pathname)}.html.${ext}`)
    type = 'text/html; charset=utf-8'
    cacheControl = 's-maxage=31536000'
    vary = `${ROUTER_HEADERS.slice(0, 4).join(', ')}, Accept-Encoding`
    csp = policyFor(pathname)
  } else return false
  const body = await load(source)
  if (!body) return false
  res.setHeader('Content-Security-Policy', csp)
  for (const { key, value } of BASE_SECURITY_HEADERS) res.setHeader(key, value)
  res.setHeader('Content-Type', type)
  res.setHeader('Content-Encoding', encoding)
  res.setHeader('Content-Length', body.length)
  res.setHeader('Vary', vary)
  res.setHeader('Cache-Control', cacheControl)
  res.end(req.method === 'HEAD' ? undefined : body)
  return true
}

await app.prepare()
createServer((req, res) => {
  if (sendVersionRedirect(req, res)) return
  const asOf = asOfPath(req)
  if (asOf) {
    sendRendered(req, res, asOf).catch((err) => {
      console.error(err)
      if (!res.headersSent) res.statusCode = 500
      res.end()
    })
    return
  }
  sendPrecompressed(req, res)
    .then(async (sent) => {
      if (sent) return
      res.setHeader('Content-Security-Policy', policyFor(new URL(req.url ?? '/', 'http://x').pathname))
      await handle(req, res)
    })
    .catch((err) => {
      console.error(err)
      if (!res.headersSent) res.statusCode = 500
      res.end()
    })
}).listen(port, hostname, () => console.log(`serving the built site on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`))
