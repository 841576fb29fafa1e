/**
 * `npm start` serves the built site with Next's own request handler (a custom server in Next's
 * sense), adding what `next start` lacks: build output sent precompressed, brotli first
 * (scripts/precompress.ts), as a CDN in front would; and a Content-Security-Policy per page.
 * An older version's node has no page of its own: its URL is redirected to its lineage page's History entry, and so is
 * `/r/NUMBER` to the page of the rule it names, when it has no page (data/page-plan.json, lib/site/page-plan.ts). `/r/NUMBER?asof=DATE` and `/ipg/2.3?asof=DATE` are rendered per
 * request (asOfPath below). A card only Scryfall's files have is filled into the card page shell the build
 * prerendered, given its own policy, and kept compressed (lib/site/on-demand-pages.ts). The update feeds
 * (`/changes/<series>.xml`) are sent as Atom; `/llms.txt` and each page's Markdown twin (`<page>.md`) are made from the
 * graph (lib/site/markdown-twin.ts). Router data, other redirects, the proxy and everything else stay Next's.
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
import { get } from 'node:http'
import { cardBodyHtml, cardDescription } from '../lib/site/card-html.js'
import { fillCardShell, isCardShell, SHELL } from '../lib/site/card-shell.js'
import { FEED_CONTENT_TYPE } from '../lib/site/feed.js'
import { cardPage, cardView } from '../lib/site/cards.js'
import { loadBulkCard } from '../lib/site/load-card-shard.js'
import { isJudgeSeries, judgeKeys, type JudgeSeries } from '../lib/site/judge.js'
import { getSiteGraph } from '../lib/site/load-graph.js'
import { bodyFor, ON_DEMAND_PAGE, OnDemandCache, replayedHeaders, type CapturedPage } from '../lib/site/on-demand-pages.js'
import { cacheControlFor, COMPRESSIBLE, pickEncoding, staticFileFor } from '../lib/site/precompressed.js'
import { BASE_SECURITY_HEADERS, contentSecurityPolicy, CONTENT_SECURITY_POLICY } from '../lib/site/security-headers.mjs'
import { MARKDOWN_TYPE, twinAt } from '../lib/site/markdown-twin.js'
import { siteOrigin } from '../lib/site/site-origin.js'

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

/**
 * Older versions' node URLs -> their lineage page's History entry, and `/r/NUMBER` for a number that names one rule ->
 * that rule's page, written with the build (scripts/page-plan.ts, lib/site/page-plan.ts).
 */
const { redirects: versionRedirects, aliases: numberAliases } = ((): { redirects: Record<string, string>; aliases: Record<string, string> } => {
  const file = join(graphDir(), 'page-plan.json')
  try {
    const plan = JSON.parse(readFileSync(file, 'utf8'))
    return { redirects: plan.redirects ?? {}, aliases: plan.aliases ?? {} }
  } catch {
    console.warn(`no ${file}: older versions' URLs and /r/NUMBER are not redirected to their rules' pages (run npm run build)`)
    return { redirects: {}, aliases: {} }
  }
})()

/**
 * `/changes/<series>.xml`, the update feeds written with the build (scripts/write-public-data.ts), sent as Atom: Next
 * would send public/ files as `application/xml`, which feed readers accept less readily.
 */
const FEEDS = join('public', 'changes')
async function sendFeed(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  const m = /^\/changes\/([a-z0-9][a-z0-9-]*)\.xml$/.exec(new URL(req.url ?? '/', 'http://x').pathname)
  const body = m && (await load(join(FEEDS, `${m[1]}.xml`)))
  if (!body) return false
  for (const { key, value } of BASE_SECURITY_HEADERS) res.setHeader(key, value)
  res.setHeader('Content-Security-Policy', CONTENT_SECURITY_POLICY)
  res.setHeader('Content-Type', FEED_CONTENT_TYPE)
  res.setHeader('Content-Length', body.length)
  res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate')
  res.end(req.method === 'HEAD' ? undefined : body)
  return true
}

/**
 * `/llms.txt` and a page's Markdown twin (its path plus `.md`), made from the graph per request (a few milliseconds),
 * as the export writes them (lib/site/markdown-twin.ts): every page has one here, whatever the export's file budget.
 */
const origin = siteOrigin()
const TEXT_TYPE = 'text/plain; charset=utf-8'
function sendTwin(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  const path = new URL(req.url ?? '/', 'http://x').pathname
  if (path !== '/llms.txt' && !path.endsWith('.md')) return false
  const text = twinAt(getSiteGraph(), path, origin, loadBulkCard)
  if (text === null) return false
  const body = Buffer.from(text)
  for (const { key, value } of BASE_SECURITY_HEADERS) res.setHeader(key, value)
  res.setHeader('Content-Security-Policy', CONTENT_SECURITY_POLICY)
  res.setHeader('Content-Type', path === '/llms.txt' ? TEXT_TYPE : MARKDOWN_TYPE)
  res.setHeader('Content-Length', body.length)
  res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate')
  res.end(req.method === 'HEAD' ? undefined : body)
  return true
}

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
 * `/r/NUMBER` for a number that names one rule is that rule's page (lib/site/page-plan.ts numberAlias): 302, since a
 * newer version moves it, with the query kept (a page's own script reads `?asof=` too). "As of" a date is answered
 * before this, on the server.
 */
function sendNumberAlias(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  const url = new URL(req.url ?? '/', 'http://x')
  const m = /^\/r\/([^/]+)\/?$/.exec(url.pathname)
  if (!m) return false
  let number: string
  try {
    number = decodeURIComponent(m[1])
  } catch {
    return false
  }
  // another spelling is first sent to the number as written (proxy.ts, 308), then here
  const to = numberAliases[`/r/${number}`]
  if (!to) return false
  const [path, hash] = to.split('#')
  for (const { key, value } of BASE_SECURITY_HEADERS) res.setHeader(key, value)
  res.setHeader('Content-Security-Policy', CONTENT_SECURITY_POLICY)
  res.writeHead(302, { Location: encodeURI(path) + url.search + (hash ? `#${encodeURIComponent(hash)}` : '') })
  res.end()
  return true
}

/**
 * `/r/NUMBER?asof=YYYY-MM-DD` and a judge document's short link `/ipg/2.3?asof=YYYY-MM-DD` (`/mtr/`, `/jar/`) are
 * answered here, not by the static page and its script: the server renders the "as of" page
 * (app/(site)/as-of/[number]/[date], app/(site)/judge-as-of/[series]/[key]/[date]) under the URL asked, so the answer
 * is in the HTML, for a browser without JavaScript and for a link unfurler. Returns that page's path, or null for any
 * other request (a malformed date gets the static page; a number in another spelling is redirected to its own by
 * proxy.ts first, its query kept; `/ipg/penalties` is no section).
 */
function asOfPath(req: IncomingMessage): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null
  const url = new URL(req.url ?? '/', 'http://x')
  const asof = url.searchParams.get('asof')
  const m = /^\/(r|mtr|ipg|jar)\/([^/]+)$/.exec(url.pathname)
  if (!m || !asof || !isCalendarDate(asof)) return null
  let key: string
  try {
    key = decodeURIComponent(m[2])
  } catch {
    return null
  }
  if (m[1] === 'r') return canonicalNumber(key) === key ? `/as-of/${encodeURIComponent(key)}/${asof}` : null
  return isJudgeSeries(m[1]) && sectionKeys(m[1]).has(key) ? `/judge-as-of/${m[1]}/${encodeURIComponent(key)}/${asof}` : null
}

/** A judge series' section keys (`2.3`, `booster-draft-timing`), read from the graph on the first "as of" request. */
const keysOf = new Map<JudgeSeries, Set<string>>()
function sectionKeys(series: JudgeSeries): Set<string> {
  let keys = keysOf.get(series)
  if (!keys) keysOf.set(series, (keys = new Set(judgeKeys(getSiteGraph(), series))))
  return keys
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

/**
 * Card pages of the cards only Scryfall's files have (tens of thousands; app/(site)/cards/[card]): each is the card
 * page shell prerendered with the build, with the card filled in from its shard (lib/site/card-shell.ts,
 * card-html.ts), so a first visit costs a few milliseconds rather than a render. The page gets a policy allowing exactly its inline
 * scripts and is kept compressed (lib/site/on-demand-pages.ts); later visits are sent from memory. A key no shard has
 * goes to Next, whose not-found page is captured the same way.
 */
const onDemand = new OnDemandCache()
const SHELL_PATH = `/cards/${SHELL.key}`
/** Only this process may ask Next for the shell: the header carries a secret made at start. */
const SHELL_SECRET = randomBytes(16).toString('hex')
let shell: Promise<CapturedPage | null> | null = null

function loadShell(): Promise<CapturedPage | null> {
  shell ??= new Promise<CapturedPage | null>((resolve) => {
    const req = get({ host: hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname, port, path: SHELL_PATH, headers: { 'x-card-shell': SHELL_SECRET, 'accept-encoding': 'identity' } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => {
        const body = Buffer.concat(chunks)
        const ok = res.statusCode === 200 && isCardShell(body.toString('utf8'))
        if (!ok) console.warn(`the card page shell (${SHELL_PATH}) is not usable (HTTP ${res.statusCode}): Scryfall-only cards are rendered by Next one by one`)
        // One ETag for every card filled into it would be wrong: the filled pages go without.
        const { etag: _etag, ...headers } = res.headers
        resolve(ok ? { status: 200, headers: headers as CapturedPage['headers'], body } : null)
      })
      res.on('error', () => resolve(null))
    })
    req.on('error', () => resolve(null))
  })
  return shell
}

/** The card page of `key` filled into the shell, or null when it is no Scryfall-only card (or there is no shell). */
async function filledCardPage(key: string): Promise<CapturedPage | null> {
  const site = getSiteGraph()
  if (cardPage(site, key)) return null
  const bulk = loadBulkCard(key)
  if (!bulk) return null
  const view = cardView(site, key, bulk)
  const template = view && (await loadShell())
  if (!view || !template) return null
  const html = fillCardShell(template.body.toString('utf8'), { key, name: view.name, description: cardDescription(view), bodyHtml: cardBodyHtml(site, view) })
  return html === null ? null : { status: 200, headers: template.headers, body: Buffer.from(html) }
}

/** The shell is this server's own, never a page: a request for it that is not this server's is answered 404. */
function refuseShell(req: IncomingMessage, res: ServerResponse): boolean {
  const url = new URL(req.url ?? '/', 'http://x')
  if (url.pathname !== SHELL_PATH || req.headers['x-card-shell'] === SHELL_SECRET) return false
  for (const { key, value } of BASE_SECURITY_HEADERS) res.setHeader(key, value)
  res.statusCode = 404
  res.end()
  return true
}

async function sendOnDemand(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  if (req.method !== 'GET') return false
  const url = new URL(req.url ?? '/', 'http://x')
  if (!ON_DEMAND_PAGE.test(url.pathname) || cspHashes[url.pathname] || !isPageLoad(req, url)) return false
  let key: string
  try {
    key = decodeURIComponent(url.pathname.slice('/cards/'.length))
  } catch {
    return false
  }
  const encoding = pickEncoding(req.headers['accept-encoding'] as string | undefined)
  const render = async () => (await filledCardPage(key)) ?? capture(req, res)
  const page = onDemand.get(url.pathname) ?? (await (onDemand.rendering(url.pathname) ?? onDemand.render(url.pathname, render)))
  const body = bodyFor(page, encoding)
  for (const [name, value] of replayedHeaders(page)) res.setHeader(name, value)
  for (const { key: name, value } of BASE_SECURITY_HEADERS) res.setHeader(name, value)
  res.setHeader('Content-Security-Policy', page.contentSecurityPolicy)
  if (encoding) res.setHeader('Content-Encoding', encoding)
  res.setHeader('Content-Length', body.length)
  res.statusCode = page.status
  res.end(body)
  return true
}

/**
 * What Next's handler answers for `req`, caught instead of sent: `res` is lent to Next with its writing methods
 * buffering, then given back for this module to send. Next is asked for it uncompressed (it is compressed once, here).
 */
function capture(req: IncomingMessage, res: ServerResponse): Promise<CapturedPage> {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders }
  const restore = () => Object.assign(res, original)
  const chunks: Buffer[] = []
  const take = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk as Uint8Array))
  }
  return new Promise<CapturedPage>((resolve, reject) => {
    res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
      this.statusCode = status
      const headers = rest.find((r) => r && typeof r === 'object') as Record<string, string | string[] | number> | string[] | undefined
      if (Array.isArray(headers)) for (let i = 0; i + 1 < headers.length; i += 2) this.setHeader(headers[i], headers[i + 1])
      else if (headers) for (const [k, v] of Object.entries(headers)) this.setHeader(k, v)
      return this
    } as ServerResponse['writeHead']
    res.write = function (chunk: unknown, encoding?: unknown, callback?: unknown) {
      take(chunk, encoding)
      const cb = typeof encoding === 'function' ? encoding : callback
      if (typeof cb === 'function') queueMicrotask(() => cb())
      return true
    } as ServerResponse['write']
    res.end = function (this: ServerResponse, chunk?: unknown, encoding?: unknown, callback?: unknown) {
      take(chunk, encoding)
      const page: CapturedPage = { status: this.statusCode, headers: { ...this.getHeaders() } as CapturedPage['headers'], body: Buffer.concat(chunks) }
      for (const name of this.getHeaderNames()) this.removeHeader(name)
      restore()
      resolve(page)
      const cb = [chunk, encoding, callback].find((c) => typeof c === 'function')
      if (typeof cb === 'function') queueMicrotask(() => (cb as () => void)())
      return this
    } as ServerResponse['end']
    res.flushHeaders = () => {}
    delete req.headers['accept-encoding']
    handle(req, res).catch((err) => {
      restore()
      reject(err)
    })
  })
}

await app.prepare()
createServer((req, res) => {
  if (refuseShell(req, res) || sendVersionRedirect(req, res) || sendTwin(req, res)) return
  const asOf = asOfPath(req)
  if (asOf) {
    sendRendered(req, res, asOf).catch((err) => {
      console.error(err)
      if (!res.headersSent) res.statusCode = 500
      res.end()
    })
    return
  }
  if (sendNumberAlias(req, res)) return
  sendFeed(req, res)
    .then((sent) => sent || sendPrecompressed(req, res))
    .then((sent) => sent || sendOnDemand(req, res))
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
