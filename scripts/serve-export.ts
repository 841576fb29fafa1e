/**
 * `npm run serve:export [-- --dir out] [--port 3000]`: the static export served as a static host serves it, and no
 * more: a path is its file (`/x` is `x.html` or `x/index.html`), else the nearest `404.html` up its folders with status
 * 404, as Cloudflare Pages answers (test/browser/export.test.ts serves the export with Cloudflare's own runtime too,
 * and where the two differ, Cloudflare's is right); `/x.html`, `/x/index.html` and `/x/` (of a page `x.html`) redirect
 * (308) to `/x`, as Cloudflare's do; `_redirects` applied
 * first, the first rule that matches (lib/site/host-rules.ts; redirects keep the query; 200 serves the rule's target
 * under the path asked); `_headers` added; files compressed as a CDN does on the fly (brotli at quality 5, else gzip), once each. It knows
 * nothing of the site: what it serves right, Netlify or Cloudflare Pages serve right (docs/deploying.md).
 */
import { readFile, stat } from 'node:fs/promises'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { dirname, extname, join, normalize, resolve, sep } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { applyRules, headersFor, parseHeaders, parseRules } from '../lib/site/host-rules.js'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
}
const COMPRESSIBLE = /\.(html|js|css|json|xml|txt|md|svg|webmanifest|map)$/

export interface ExportServer {
  server: Server
  baseUrl: string
  close(): Promise<void>
}

/** Serves `dir` on `port` (0: any free one) at 127.0.0.1 unless `host` says otherwise. */
export async function serveExport({ dir, port = 0, host = '127.0.0.1' }: { dir: string; port?: number; host?: string }): Promise<ExportServer> {
  const root = resolve(dir)
  const read = async (name: string) => readFile(join(root, name), 'utf8').catch(() => '')
  const redirects = parseRules(await read('_redirects'))
  const headers = parseHeaders(await read('_headers'))
  const compressed = new Map<string, Buffer>()

  /** The file a path names: itself, `.html` after it, or its folder's index.html; never outside the folder. */
  const fileOf = async (pathname: string): Promise<string | null> => {
    let path: string
    try {
      path = decodeURIComponent(pathname)
    } catch {
      return null
    }
    if (path.includes('\0')) return null
    const base = normalize(join(root, path))
    for (const f of [base, `${base.replace(/\/$/, '')}.html`, join(base, 'index.html')]) {
      if (f !== root && !f.startsWith(root + sep)) continue
      // the host config is read by the host, not served
      if (/[/\\]_(redirects|headers)$/.test(f)) continue
      const s = await stat(f).catch(() => null)
      if (s?.isFile()) return f
    }
    return null
  }

  /** The path a host prefers for a file asked by another spelling, or null when it was asked by that one. */
  const prettyPath = (pathname: string, file: string): string | null => {
    const name = file.slice(root.length).split(sep).join('/')
    const page = name.endsWith('/index.html') ? name.slice(0, -'index.html'.length) : name.endsWith('.html') ? name.slice(0, -'.html'.length) : null
    if (page === null || pathname === page) return null
    let asked: string
    try {
      asked = decodeURIComponent(pathname)
    } catch {
      return null
    }
    return asked === page ? null : encodeURI(page)
  }

  /** The 404 page of the folder asked, else of its parent, up to the top's. */
  const nearestNotFound = async (pathname: string): Promise<string | null> => {
    let dir: string
    try {
      dir = normalize(join(root, decodeURIComponent(pathname), '..'))
    } catch {
      dir = root
    }
    if (dir !== root && !dir.startsWith(root + sep)) dir = root
    while (true) {
      const f = join(dir, '404.html')
      if ((await stat(f).catch(() => null))?.isFile()) return f
      if (dir === root) return null
      dir = dirname(dir)
    }
  }

  const send = async (req: IncomingMessage, res: ServerResponse, file: string, status: number, pathname: string) => {
    let body: Buffer = await readFile(file)
    const ext = extname(file)
    for (const { key, value } of headersFor(headers, pathname)) res.setHeader(key, value)
    if (!res.hasHeader('Content-Type')) res.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream')
    // a host's default, unless the export's `_headers` says otherwise (as Netlify's and Cloudflare Pages' do)
    // a missing path is not kept: it may be a page the next deploy has
    if (!res.hasHeader('Cache-Control') || status === 404)
      res.setHeader('Cache-Control', status === 404 ? 'no-store' : pathname.startsWith('/_next/static/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate')
    const accept = String(req.headers['accept-encoding'] ?? '')
    const encoding = !COMPRESSIBLE.test(file) ? null : /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null
    if (encoding) {
      const key = `${encoding}:${file}`
      let packed = compressed.get(key)
      if (!packed) {
        packed = encoding === 'br' ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(body, { level: 9 })
        compressed.set(key, packed)
      }
      body = packed
      res.setHeader('Content-Encoding', encoding)
      res.setHeader('Vary', 'Accept-Encoding')
    }
    res.setHeader('Content-Length', body.length)
    res.statusCode = status
    res.end(req.method === 'HEAD' ? undefined : body)
  }

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.statusCode = 405
      return res.end()
    }
    const url = new URL(req.url ?? '/', 'http://x')
    const rule = applyRules(redirects, url.pathname, url.search)
    if (rule && rule.status !== 200) {
      for (const { key, value } of headersFor(headers, url.pathname)) res.setHeader(key, value)
      res.writeHead(rule.status, { Location: encodeURI(rule.to) })
      return res.end()
    }
    const served = rule ? new URL(rule.to, 'http://x').pathname : url.pathname
    const file = await fileOf(served)
    if (file && !rule) {
      const pretty = prettyPath(url.pathname, file)
      if (pretty !== null) {
        for (const { key, value } of headersFor(headers, url.pathname)) res.setHeader(key, value)
        res.writeHead(308, { Location: pretty + url.search })
        return res.end()
      }
    }
    if (file) return send(req, res, file, 200, url.pathname)
    const notFound = await nearestNotFound(served)
    if (notFound) return send(req, res, notFound, 404, url.pathname)
    res.statusCode = 404
    res.end()
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err) => {
      console.error(err)
      if (!res.headersSent) res.statusCode = 500
      res.end()
    })
  })
  await new Promise<void>((done) => server.listen(port, host, done))
  const address = server.address()
  const baseUrl = `http://${host}:${typeof address === 'object' && address ? address.port : port}`
  return {
    server,
    baseUrl,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections()
        server.close(() => done())
      }),
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const argv = process.argv.slice(2)
  const opt = (name: string) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined)
  const site = await serveExport({ dir: opt('--dir') ?? 'out', port: Number(opt('--port') ?? process.env.PORT ?? 3000), host: process.env.HOST ?? '127.0.0.1' })
  console.log(`serving ${opt('--dir') ?? 'out'}/ as a static host would on ${site.baseUrl}`)
}
