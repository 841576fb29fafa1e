/**
 * After `next build`: brotli and gzip copies of Next's JS/CSS chunks and the search index,
 * in `<distDir>/precompressed/<url path>.br|.gz`, and of every prerendered page's HTML, in
 * `<distDir>/precompressed/pages/<url path>.html.br|.gz`, for scripts/serve.ts to send without
 * compressing on every request. Kept out of public/ so the service worker does not precache them.
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, extname, join, relative, sep } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
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

let files = 0
let raw = 0
let br = 0
for (const [dir, urlPrefix] of [
  [join(distDir, 'static'), '_next/static'],
  [process.env.SEARCH_DIR || join('public', 'search'), 'search'],
] as const) {
  for (const file of walk(dir)) {
    const body = readFileSync(file)
    const target = join(out, urlPrefix, relative(dir, file).split(sep).join('/'))
    mkdirSync(dirname(target), { recursive: true })
    // card search files (public/search/cards.*) are thousands, tens of MB with Scryfall's bulk: brotli's middle
    // quality, as for pages (below), takes seconds where its best takes most of a minute
    const many = urlPrefix === 'search' && relative(dir, file).startsWith('cards.')
    const brotli = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: many ? 6 : 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    writeFileSync(`${target}.br`, brotli)
    writeFileSync(`${target}.gz`, gzipSync(body, { level: many ? 6 : 9 }))
    files++
    raw += body.length
    br += brotli.length
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
  const body = readFileSync(file)
  const target = join(out, 'pages', `${path === '/' ? '/index' : path}.html`)
  mkdirSync(dirname(target), { recursive: true })
  writeFileSync(`${target}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }))
  writeFileSync(`${target}.gz`, gzipSync(body, { level: 6 }))
  pages++
}
console.log(`precompressed ${pages} pages`)
console.log(`precompressed ${files} files: ${(raw / 1024).toFixed(0)} KB -> ${(br / 1024).toFixed(0)} KB brotli, in ${out}`)
