// Next.js configuration: static pages from data/graph.json, a Serwist service worker that precaches the current ones,
// and `STATIC_EXPORT=1` for a plain static copy in out/.
import { createHash } from 'node:crypto'
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import withSerwistInit from '@serwist/next'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'
import { GraphFileError, graphDir, graphPath, readGraphFile, SHELL_PAGES } from './lib/site/graph-file.mjs'
import { precachedSearchFiles } from './lib/search/precache-files.mjs'
import { BASE_SECURITY_HEADERS } from './lib/site/security-headers.mjs'

const staticExport = process.env.STATIC_EXPORT === '1'

const searchDir = process.env.SEARCH_DIR || join('public', 'search')
const md5 = (file) => createHash('md5').update(readFileSync(file)).digest('hex')

/**
 * Files under public/ (icons, web manifest), hashed so the worker refetches only what changed. The search index
 * is searchEntries()'s; public/data/ (graph.json and each lineage's JSON, for other tools) and public/changes/ (the
 * update feeds, for feed readers) are not for the phone.
 */
function publicEntries(dir = 'public') {
  const out = []
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name)
      if (d === dir && (name === 'search' || name === 'data' || name === 'changes' || /^(sw\.js(\.map)?|swe-worker-.*)$/.test(name))) continue
      if (statSync(p).isDirectory()) walk(p)
      else out.push({ url: '/' + relative(dir, p).split(sep).join('/'), revision: md5(p) })
    }
  }
  walk(dir)
  return out
}

/** The search index as the phone needs it offline (lib/search/precache-files.mjs), each file with its hash. */
function searchEntries(dir = searchDir) {
  const manifestFile = join(dir, 'manifest.json')
  if (!existsSync(manifestFile)) return []
  const files = precachedSearchFiles(JSON.parse(readFileSync(manifestFile, 'utf8')))
  return files.filter((f) => existsSync(join(dir, f))).map((f) => ({ url: `/search/${f}`, revision: md5(join(dir, f)) }))
}

/**
 * This graph's page plan (lib/site/page-plan.ts): made by scripts/page-plan.ts, here first when it is missing or
 * older than graph.json, so every way of building (npm run build, the export, the benches) gets a fresh one.
 */
function readPagePlan() {
  const file = join(graphDir(), 'page-plan.json')
  if (!existsSync(file) || statSync(file).mtimeMs < statSync(graphPath()).mtimeMs) {
    const tsx = fileURLToPath(new URL('./node_modules/tsx/dist/cli.mjs', import.meta.url))
    execFileSync(process.execPath, [tsx, fileURLToPath(new URL('./scripts/page-plan.ts', import.meta.url))], { stdio: 'inherit' })
  }
  return JSON.parse(readFileSync(file, 'utf8'))
}

/**
 * Reads the graph once at build time: a missing or corrupt graph stops the build with a plain message
 * (not a stack trace from deep inside prerendering). The precache is the shell, the search index of the
 * current versions and the current versions' reading pages (their whole text, about a section per page;
 * /offline-map.json sends a rule's URL there offline); node pages and older versions are cached when visited.
 */
function precacheEntries() {
  try {
    readGraphFile(graphPath())
  } catch (err) {
    if (err instanceof GraphFileError) {
      console.error(`\n${err.message}\n`)
      process.exit(1)
    }
    throw err
  }
  // HTML embeds hashed chunk names, so a page's revision must change with every build, not only with the graph.
  const revision = createHash('md5').update(readFileSync(graphPath())).update(String(Date.now())).digest('hex').slice(0, 16)
  const pages = [...SHELL_PAGES, '/offline-map.json', ...readPagePlan().precache].map((url) => ({ url, revision }))
  return [...pages, ...searchEntries(), ...publicEntries()]
}

/** Permalinks a build dropped, sent where they went (permalinks/redirects.json; see npm run permalinks). */
function permalinkRedirects() {
  const map = JSON.parse(readFileSync('permalinks/redirects.json', 'utf8'))
  return Object.entries(map).map(([source, destination]) => ({ source, destination, permanent: true }))
}

/** @type {import('next').NextConfig} */
const baseConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // A separate distDir lets the benchmark build another corpus without clobbering .next/.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // The static export cannot send headers or redirects itself: scripts/export-finish.ts writes them
  // as host config files (out/_headers, out/_redirects) instead.
  ...(staticExport
    ? { output: 'export', images: { unoptimized: true } }
    : {
        // Pages only a server can answer (`*.server.tsx`: "as of" a date, rendered per request) are pages here and
        // plain modules in the export, which has no server; there /r/NUMBER's own script answers ?asof=.
        pageExtensions: ['tsx', 'ts', 'jsx', 'js', 'server.tsx'],
        async headers() {
          // The Content-Security-Policy is scripts/serve.ts's: it differs per page (each page's inline-script
          // hashes), and these headers are fixed at build time.
          return [{ source: '/:path*', headers: BASE_SECURITY_HEADERS }]
        },
        async redirects() {
          return permalinkRedirects()
        },
      }),
  // CSS stays a separate, cached file (not experimental.inlineCss): inlined, its ~7 KB would be repeated in every
  // one of the thousands of pages the service worker stores for offline use.
  // A type error fails the build (Next type-checks before it compiles). Next rewrites the tsconfig it reads
  // (include paths per distDir), so it gets its own and tsconfig.json stays as written.
  typescript: { tsconfigPath: 'tsconfig.next.json' },
  // lib/ is written for Node ESM (`import './x.js'` naming a .ts file); webpack needs to be told .js may mean .ts.
  webpack(config) {
    config.resolve.extensionAlias = { ...config.resolve.extensionAlias, '.js': ['.ts', '.tsx', '.js'] }
    return config
  },
}

export default function config(phase) {
  if (phase !== PHASE_PRODUCTION_BUILD) return baseConfig
  const withSerwist = withSerwistInit({
    swSrc: 'app/sw.ts',
    // SW_DEST: a benchmark's build writes its worker beside its own distDir, leaving public/sw.js alone.
    swDest: process.env.SW_DEST || 'public/sw.js',
    // NO_SW=1 builds without a worker.
    disable: process.env.NO_SW === '1',
    // Pages are static: reloading when the connection returns gains nothing, and that reload can cancel the
    // navigation the judge just started (seen in the offline browser test as a dropped navigation).
    reloadOnOnline: false,
    additionalPrecacheEntries: precacheEntries(),
    // Thousands of pages: raise the per-file limit only matters for assets; keep Next's own chunks precached.
    maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
  })
  return withSerwist(baseConfig)
}
