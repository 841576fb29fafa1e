/**
 * Load: autocannon against the real server (`npm start`'s scripts/serve.ts around Next's handler) on loopback, 200 connections for 30 s
 * (LOAD_SECONDS overrides) over a mix of rule pages, section pages and search index files.
 * Bounded in time; traffic only to 127.0.0.1. Builds the site first (LOAD_SKIP_BUILD=1 serves the last build),
 * since .next/ may hold a static-export build that Next's server cannot serve.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import autocannon from 'autocannon'
import { lineageIndex } from '../../lib/site/lineages.mjs'
import type { Graph } from '../../lib/types.js'
import { startSite } from '../../test/browser/harness'

const CONNECTIONS = 200
const SECONDS = Number(process.env.LOAD_SECONDS ?? 30)

/** A deterministic spread of pages: every kth rule and section, so each run asks for the same mix. */
function pathMix(graph: Graph): string[] {
  const pick = <T>(list: T[], n: number) => list.filter((_, i) => i % Math.max(1, Math.floor(list.length / n)) === 0).slice(0, n)
  // Pages only: an older version's node URL is a redirect to its lineage page (lib/site/page-plan.ts).
  const lineages = lineageIndex(graph)
  const pages = graph.nodes.filter((n) => lineages.hasPage(n))
  const rules = pick(pages.filter((n) => n.kind === 'rule' || n.kind === 'ruling' || n.kind === 'qa'), 40)
  const sections = pick(pages.filter((n) => n.kind === 'section' || n.kind === 'topic'), 15)
  const index = existsSync('public/search') ? readdirSync('public/search').map((f) => `/search/${f}`) : []
  return [...rules.map((n) => n.url), ...sections.map((n) => n.url), ...index, '/']
}

export async function run() {
  if (process.env.LOAD_SKIP_BUILD !== '1' || !existsSync('.next/BUILD_ID')) {
    const built = spawnSync('npm', ['run', 'build'], { stdio: 'ignore' })
    if (built.status !== 0) throw new Error('npm run build failed')
  }
  const graph = JSON.parse(readFileSync(`${process.env.RULES_DATA_DIR ?? 'data'}/graph.json`, 'utf8')) as Graph
  const paths = pathMix(graph)
  const site = await startSite()
  const base = site.baseUrl
  try {
    const result = await autocannon({
      url: base,
      connections: CONNECTIONS,
      duration: SECONDS,
      // What a phone sends: compressed responses are what the server must produce.
      headers: { 'accept-encoding': 'gzip, deflate, br' },
      requests: paths.map((path) => ({ method: 'GET' as const, path })),
    })
    const errors = result.errors + result.timeouts + result.non2xx
    console.log(`${CONNECTIONS} connections, ${SECONDS} s, ${paths.length} paths (rule pages, section pages, search index files)`)
    console.log(`requests/s  ${result.requests.average.toFixed(0)}  (total ${result.requests.total})`)
    console.log(`latency     p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   max ${result.latency.max} ms`)
    console.log(`errors      ${errors}  (socket ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx})`)
    console.log(`targets     zero errors -> ${errors === 0 ? 'met' : 'MISSED'}; p99 under 100 ms -> ${result.latency.p99 < 100 ? 'met' : 'MISSED'}`)
  } finally {
    await site.stop()
  }
}
