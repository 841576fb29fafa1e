/**
 * Figures of a build the benchmarks share: the pages Next prerendered, a folder's bytes, the service worker's precache
 * and what the server sends for it (this folder is not a benchmark: scripts/bench.ts runs only files beside it).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { request } from 'node:http'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'

/** The URLs the built worker precaches: @serwist/next injects its manifest into the minified worker as an object literal. */
export function precacheUrls(swFile: string): string[] {
  const text = readFileSync(swFile, 'utf8')
  return [...text.matchAll(/["']url["']:\s*(["'])(.*?)\1/g)].map((m) => m[2])
}

/** Bytes on the wire for one GET with the worker's Accept-Encoding narrowed to gzip, and the body unpacked. */
function fetchSize(baseUrl: string, path: string): Promise<{ status: number; sent: number; raw: number }> {
  return new Promise((resolve, reject) => {
    const req = request(baseUrl + path, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => {
        const body = Buffer.concat(chunks)
        const raw = res.headers['content-encoding'] === 'gzip' ? gunzipSync(body).length : body.length
        resolve({ status: res.statusCode ?? 0, sent: body.length, raw })
      })
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

export async function measurePrecache(baseUrl: string, urls: string[], kindOf: (url: string) => string) {
  let sent = 0
  let raw = 0
  const failed: string[] = []
  const byKind = new Map<string, { urls: number; sent: number }>()
  let next = 0
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < urls.length) {
        const url = urls[next++]
        const r = await fetchSize(baseUrl, url)
        if (r.status !== 200) failed.push(`${r.status} ${url}`)
        sent += r.sent
        raw += r.raw
        const k = byKind.get(kindOf(url)) ?? { urls: 0, sent: 0 }
        byKind.set(kindOf(url), { urls: k.urls + 1, sent: k.sent + r.sent })
      }
    }),
  )
  return { sent, raw, failed, byKind }
}

export function dirBytes(dir: string, skip?: string): number {
  if (!existsSync(dir)) return 0
  let n = 0
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name === skip) continue
    const p = join(dir, e.name)
    n += e.isDirectory() ? dirBytes(p) : statSync(p).size
  }
  return n
}

export function countHtml(dir: string): number {
  if (!existsSync(dir)) return 0
  let n = 0
  for (const e of readdirSync(dir, { withFileTypes: true })) n += e.isDirectory() ? countHtml(join(dir, e.name)) : e.name.endsWith('.html') ? 1 : 0
  return n
}
