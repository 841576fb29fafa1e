/**
 * After `STATIC_EXPORT=1 next build`: writes out/_headers (the update feeds with their Atom type) and out/_redirects
 * (see lib/site/host-config.ts), the redirects with older versions' node URLs sent to their lineage pages
 * (data/page-plan.json, made by the build), and the same redirects as out/moved/<segment>.json for the 404 page,
 * where a host applies them in part or not at all (lib/site/moved.ts).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { FEED_CONTENT_TYPE } from '../lib/site/feed.js'
import { headersFile, redirectsFile } from '../lib/site/host-config.js'
import { MOVED_DIR, movedFiles } from '../lib/site/moved.js'
import { inlineScriptHashes, urlPathOfPrerendered } from '../lib/site/inline-script-hashes.js'
import { contentSecurityPolicy, SECURITY_HEADERS } from '../lib/site/security-headers.mjs'
import type { PagePlan } from '../lib/site/page-plan.js'
import type { Graph } from '../lib/types.js'

const out = process.argv[2] ?? 'out'
const CLOUDFLARE_STATIC_REDIRECTS = 2000
const graph = JSON.parse(readFileSync(`${process.env.RULES_DATA_DIR ?? 'data'}/graph.json`, 'utf8')) as Graph
const numbers = [...new Set(graph.nodes.flatMap((n) => (n.number ? [n.number] : [])))]
const redirects = JSON.parse(readFileSync('permalinks/redirects.json', 'utf8')) as Record<string, string>
const plan = JSON.parse(readFileSync(`${process.env.RULES_DATA_DIR ?? 'data'}/page-plan.json`, 'utf8')) as PagePlan
const htmlFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? htmlFiles(path) : path.endsWith('.html') ? [path] : []
  })
const pagePolicies: Record<string, string> = {}
for (const file of htmlFiles(out)) {
  const path = urlPathOfPrerendered(relative(out, file).split(sep).join('/'))
  if (path) pagePolicies[encodeURI(path)] = contentSecurityPolicy(inlineScriptHashes(readFileSync(file, 'utf8')))
}
// Each update feed by its own path (hosts differ in how they read a `*` inside a segment): sent as Atom.
const feeds = existsSync(join(out, 'changes')) ? readdirSync(join(out, 'changes')).filter((f) => f.endsWith('.xml')) : []
const feedHeaders = Object.fromEntries(feeds.map((f) => [`/changes/${f}`, [{ key: 'Content-Type', value: FEED_CONTENT_TYPE }]]))
writeFileSync(`${out}/_headers`, headersFile(SECURITY_HEADERS, pagePolicies, feedHeaders))
const redirectsText = redirectsFile(numbers, redirects, plan.redirects)
writeFileSync(`${out}/_redirects`, redirectsText)
// What a host leaves of _redirects, the 404 page looks up here (lib/site/moved.ts)
const moved = movedFiles({ ...redirects, ...plan.redirects })
mkdirSync(join(out, MOVED_DIR), { recursive: true })
for (const [segment, map] of moved) writeFileSync(join(out, MOVED_DIR, `${segment}.json`), JSON.stringify(map))
const lines = redirectsText.split('\n').filter(Boolean).length
console.log(`${out}/_headers and ${out}/_redirects written (${numbers.length} numbers, ${Object.keys(plan.redirects).length} older versions' URLs, ${lines} redirect lines)`)
// Netlify reads any number of lines; Cloudflare Pages applies its first 2,000 static ones and ignores the rest
if (lines > CLOUDFLARE_STATIC_REDIRECTS)
  console.warn(`note: ${lines} redirect lines: Cloudflare Pages applies only the first ${CLOUDFLARE_STATIC_REDIRECTS} (the 404 page finds the rest; README, "Deploying")`)
console.log(`${out}/${MOVED_DIR}/: ${moved.size} files of moved URLs for the 404 page`)
