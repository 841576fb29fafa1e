/**
 * After `next build`: brotli and gzip copies of Next's JS/CSS chunks and the search index,
 * in `<distDir>/precompressed/<url path>.br|.gz`, and of every prerendered page's HTML, in
 * `<distDir>/precompressed/pages/<url path>.html.br|.gz`, for scripts/serve.ts to send without
 * compressing on every request. Kept out of public/ so the service worker does not precache them.
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { dirname, extname, join, relative, sep } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { urlPathOfPrerendered } from '../lib/site/inline-script-hashes.js'
import { COMPRESSIBLE } from '../lib/site/precompressed.js'

const distDir = process.env.NEXT_DIST_DIR || '.next'
const out = join(distDir, 'precompressed')

function walk(dir: string): string[] {
  let names: string[]
  try {
    names = readdirSync(dir)
  } catch {
    return []
  }
  return names.flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? walk(path) : COMPRESSIBLE.has(extname(path)) ? [path] : []
  })
}

// zlib's asynchronous calls run on libuv's thread pool: a few at a time keep every core busy, where the synchronous
// ones used one
const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)
// each job reads its file when it runs: thousands of pages and card files need not sit in memory at once
const jobs: Array<() => Promise<void>> = []
async function runAll(): Promise<void> {
  let next = 0
  await Promise.all(
    Array.from({ length: Math.max(2, availableParallelism()) }, async () => {
      while (next < jobs.length) await jobs[next++]()
    }),
  )
}
async function compress(body: Buffer, target: string, quality: number, gzipLevel: number): Promise<number> {
  const [brotli, gz] = await Promise.all([
    brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzipAsync(body, { level: gzipLevel }),
  ])
  writeFileSync(`${target}.br`, brotli)
  writeFileSync(`${target}.gz`, gz)
  return brotli.length
}

let files = 0
let raw = 0
let br = 0
for (const [dir, urlPrefix] of [
  [join(distDir, 'static'), '_next/static'],
  [process.env.SEARCH_DIR || join('public', 'search'), 'search'],
] as const) {
  for (const file of walk(dir)) {
    const target = join(out, urlPrefix, relative(dir, file).split(sep).join('/'))
    mkdirSync(dirname(target), { recursive: true })
    // card search files (public/search/cards.*) are thousands, tens of MB with Scryfall's bulk, and older versions'
    // (history.*) are fetched by an "as of" search only: brotli's middle quality, as for pages (below), takes seconds
    // where its best takes most of a minute
    const rel = relative(dir, file)
    const many = urlPrefix === 'search' && (rel.startsWith('cards.') || rel.startsWith('history.'))
    jobs.push(async () => {
      const body = readFileSync(file)
      raw += body.length
      const n = await compress(body, target, many ? 6 : 11, many ? 6 : 9)
      br += n
    })
    files++
  }
}
// Thousands of pages: brotli's middle quality compresses them in seconds and within a few percent of its best.
const appDir = join(distDir, 'server', 'app')
const html = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? html(path) : path.endsWith('.html') ? [path] : []
  })
let pages = 0
for (const file of html(appDir)) {
  const path = urlPathOfPrerendered(relative(appDir, file).split(sep).join('/'))
  if (!path) continue
  const target = join(out, 'pages', `${path === '/' ? '/index' : path}.html`)
  mkdirSync(dirname(target), { recursive: true })
  jobs.push(async () => {
    await compress(readFileSync(file), target, 6, 6)
  })
  pages++
}
await runAll()
console.log(`precompressed ${pages} pages`)
console.log(`precompressed ${files} files: ${(raw / 1024).toFixed(0)} KB -> ${(br / 1024).toFixed(0)} KB brotli, in ${out}`)
