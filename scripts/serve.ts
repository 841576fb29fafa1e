/**
 * `npm start` serves the built site with Next's own request handler (a custom server in Next's
 * sense), adding one thing `next start` lacks: build output sent precompressed, brotli first
 * (scripts/precompress.ts). Pages, redirects, the proxy and the headers of next.config.js stay Next's.
 */
import { readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { extname, join } from 'node:path'
import next from 'next'
import { cacheControlFor, COMPRESSIBLE, pickEncoding, staticFileFor } from '../lib/site/precompressed.js'
import { contentSecurityPolicy, CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from '../lib/site/security-headers.mjs'

const port = Number(process.env.PORT || 3000)
const hostname = process.env.HOST || '0.0.0.0'
const distDir = process.env.NEXT_DIST_DIR || '.next'
const roots = { distDir, searchDir: join('public', 'search') }

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

const app = next({ dev: false, hostname, port })
const handle = app.getRequestHandler()

// Build output never changes while the server runs: each compressed file is read once.
const cache = new Map<string, Promise<Buffer | null>>()
const load = (file: string) => {
  let hit = cache.get(file)
  if (!hit) cache.set(file, (hit = readFile(file).catch(() => null)))
  return hit
}

async function sendPrecompressed(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  const pathname = new URL(req.url ?? '/', 'http://x').pathname
  const file = staticFileFor(pathname, roots)
  const encoding = pickEncoding(req.headers['accept-encoding'] as string | undefined)
  if (!file || !encoding) return false
  const body = await load(join(distDir, 'precompressed', `${decodeURIComponent(pathname)}.${encoding === 'br' ? 'br' : 'gz'}`))
  if (!body) return false
  for (const { key, value } of SECURITY_HEADERS) res.setHeader(key, value)
  res.setHeader('Content-Type', COMPRESSIBLE.get(extname(file))!)
  res.setHeader('Content-Encoding', encoding)
  res.setHeader('Content-Length', body.length)
  res.setHeader('Vary', 'Accept-Encoding')
  res.setHeader('Cache-Control', cacheControlFor(pathname))
  res.end(req.method === 'HEAD' ? undefined : body)
  return true
}

await app.prepare()
createServer((req, res) => {
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
