/**
 * `tsx scripts/export-finish.ts OUT`, after `STATIC_EXPORT=1 next build`: makes Next's static output a site a static
 * host takes whole (docs/deploying.md):
 * 1. Next's router payloads go (lib/site/export-pages.ts isRouterPayload): no page asks for them.
 * 2. each card only Scryfall's files have becomes a page of its own, filled into the card page shell as the server
 *    fills it (lib/site/card-shell.ts), so its link unfurls; above EXPORT_CARD_PAGES of them (default 2,000: Scryfall's
 *    whole bulk is 35,000) they are shards the 404 page shows instead (lib/site/card-export.ts). The shell goes.
 * 3. `/r/NUMBER`'s pages move to NUMBER_PAGES, served under `/r/NUMBER` by a rule (lib/site/host-config.ts), and so
 *    does a page named 404.html below the top (a rule 404), to NESTED_NOT_FOUND; the per-lineage JSON files go
 *    (graph.json has them all).
 * 4. each page gets its Content-Security-Policy as a `<meta>` (withPolicy).
 * 5. the update feeds, at SITE_URL (lib/site/site-origin.ts; the export stops without it);
 * 6. sitemap.xml (every page that may be indexed, at its canonical URL) and robots.txt (lib/site/sitemap.ts);
 * 7. `_headers` (the headers every path gets, the feeds' type, the search files /search preloads kept) and
 *    `_redirects` (redirectPlan: dropped permalinks, `/r/NUMBER`, older versions' URLs, as many as a host reads), and
 *    every rule again in `moved/<segment>.json` for the 404 page (lib/site/moved.ts).
 * 8. /llms.txt and the Markdown twins of the pages (lib/site/markdown-twin.ts), as many as the files a free host
 *    takes leave room for, the documents in force first;
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import { cardBodyHtml, cardDescription } from '../lib/site/card-html.js'
import { EXPORTED_CARDS_DIR, exportCard, type ExportedCard, type ExportedCardsIndex } from '../lib/site/card-export.js'
import { decodeEntry, shardCount, type BulkCard, type CardShard } from '../lib/site/card-shards.js'
import { fillCardShell, isCardShell, SHELL } from '../lib/site/card-shell.js'
import { cardPage, cardView } from '../lib/site/cards.js'
import { isRouterPayload, NO_PAGE_KEY, withPolicy } from '../lib/site/export-pages.js'
import { PAGE_LANGUAGES } from '../lib/site/interface-words.js'
import { FEED_CONTENT_TYPE, seriesFeed } from '../lib/site/feed.js'
import { graphDir, readGraphFile } from '../lib/site/graph-file.mjs'
import { headersFile, nestedNotFound, NUMBER_PAGES, redirectPlan, STATIC_RULES_READ } from '../lib/site/host-config.js'
import { anyRuleMatches, formatRules, isDynamic, type HostRule } from '../lib/site/host-rules.js'
import { MOVED_DIR, movedFiles } from '../lib/site/moved.js'
import type { PagePlan } from '../lib/site/page-plan.js'
import { numberPage } from '../lib/site/page-plan.js'
import { nodeHtml } from '../lib/site/render.js'
import { SECURITY_HEADERS } from '../lib/site/security-headers.mjs'
import { IMMUTABLE } from '../lib/site/precompressed.js'
import { searchPreloads } from '../lib/site/search-preloads.js'
import { shardOf } from '../lib/site/shard-of.js'
import { seriesIds } from '../lib/site/series.js'
import { buildSiteGraph } from '../lib/site/site-graph.js'
import { documentsInForce } from '../lib/site/in-force.js'
import { judgeKeys, judgeSection } from '../lib/site/judge.js'
import { loadBulkCard } from '../lib/site/load-card-shard.js'
import { cardTwin, EVERY_TWIN, EXPORT_FILE_BUDGET, judgeSectionTwin, llmsTxt, nodeTwin, TWIN_EXTENSION, twinsWithin, type TwinScope } from '../lib/site/markdown-twin.js'
import { siteOrigin, siteUrlProblem } from '../lib/site/site-origin.js'
import { robotsTxt, sitemapFiles, sitemapUrl } from '../lib/site/sitemap.js'

const out = process.argv[2] ?? 'out'
// every absolute URL below starts with it (scripts/check-site-url.ts stops `npm run export` before this without one)
const originProblem = siteUrlProblem(process.env.SITE_URL)
if (originProblem) {
  console.error(`export-finish: ${originProblem}`)
  process.exit(1)
}
const origin = siteOrigin()
const t0 = performance.now()
const CARD_PAGES = Number(process.env.EXPORT_CARD_PAGES ?? 2000)
const site = buildSiteGraph(readGraphFile(join(graphDir(), 'graph.json')))
const plan = JSON.parse(readFileSync(join(graphDir(), 'page-plan.json'), 'utf8')) as PagePlan
const permalinks = JSON.parse(readFileSync('permalinks/redirects.json', 'utf8')) as Record<string, string>

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? walk(path) : [path]
  })
const rel = (file: string) => relative(out, file).split(sep).join('/')

// 1. Router payloads, first: the steps after it move and remove pages.
const files = new Set(walk(out).map(rel))
let payloads = 0
for (const f of files) {
  if (!isRouterPayload(f, (other) => files.has(other))) continue
  rmSync(join(out, f))
  files.delete(f)
  payloads++
}
/** Removes the folders the payloads leave empty (every child is looked at: no short cut past a file). */
const removeEmpty = (dir: string): boolean => {
  const kept = readdirSync(dir).filter((name) => {
    const p = join(dir, name)
    return !(statSync(p).isDirectory() && removeEmpty(p))
  })
  if (kept.length === 0 && dir !== out) rmdirSync(dir)
  return kept.length === 0
}
removeEmpty(out)

// 2. Cards only Scryfall's files have.
const bulkCards = new Map<string, BulkCard>()
const cardsDir = join(graphDir(), 'cards')
for (const file of existsSync(cardsDir) ? readdirSync(cardsDir).filter((f) => /^\d+\.json$/.test(f)) : []) {
  const shard = JSON.parse(readFileSync(join(cardsDir, file), 'utf8')) as CardShard
  for (const [key, entry] of Object.entries(shard)) if (!cardPage(site, key)) bulkCards.set(key, decodeEntry(key, entry))
}
const shellFile = join(out, 'cards', `${SHELL.key}.html`)
const shell = existsSync(shellFile) ? readFileSync(shellFile, 'utf8') : null
rmSync(join(out, EXPORTED_CARDS_DIR), { recursive: true, force: true })
let cardPages = 0
const sharded = new Map<string, ExportedCard>()
if (bulkCards.size <= CARD_PAGES && shell && isCardShell(shell)) {
  for (const [key, bulk] of bulkCards) {
    const view = cardView(site, key, bulk)
    const html = view && fillCardShell(shell, { key, name: view.name, description: cardDescription(view), bodyHtml: cardBodyHtml(site, view) })
    if (!html) continue
    writeFileSync(join(out, 'cards', `${key}.html`), html)
    cardPages++
  }
} else {
  if (bulkCards.size && !shell) console.warn(`no card page shell in ${out}/cards/: cards only Scryfall's files have are shown by the 404 page`)
  for (const [key, bulk] of bulkCards) {
    const view = cardView(site, key, bulk)
    if (view) sharded.set(key, exportCard(view, (n) => nodeHtml(site, n)))
  }
  if (sharded.size > 0) {
    const index: ExportedCardsIndex = { shards: shardCount(sharded.size), cards: sharded.size }
    const shards = new Map<number, Record<string, ExportedCard>>()
    for (const [key, card] of sharded) {
      const i = shardOf(key, index.shards)
      if (!shards.has(i)) shards.set(i, {})
      shards.get(i)![key] = card
    }
    mkdirSync(join(out, EXPORTED_CARDS_DIR), { recursive: true })
    for (const [i, s] of shards) writeFileSync(join(out, EXPORTED_CARDS_DIR, `${i}.json`), JSON.stringify(s))
    writeFileSync(join(out, EXPORTED_CARDS_DIR, 'index.json'), JSON.stringify(index))
  }
}
rmSync(shellFile, { force: true })

// A file per lineage is a file per rule with several versions (4,325 with every CR version): the export leaves them
// to the server and keeps graph.json, which holds them all (docs/graph.md, "Public data").
rmSync(join(out, 'data', 'lineage'), { recursive: true, force: true })

// 3. /r/NUMBER's pages, out of the way of the host's `/r/:number` rule.
const numberPages = site.numbers().filter((n) => numberPage(site, n))
mkdirSync(join(out, NUMBER_PAGES), { recursive: true })
for (const n of numberPages) {
  const from = join(out, 'r', `${n}.html`)
  if (existsSync(from)) renameSync(from, join(out, NUMBER_PAGES, `${n}.html`))
}
// A page a host would take for its folder's 404 page (Cloudflare Pages serves the nearest 404.html up the path),
// moved out of the way and served under its own path by a rule.
const rewrites: HostRule[] = []
for (const f of walk(out).map(rel)) {
  const moved = nestedNotFound(f)
  if (!moved) continue
  mkdirSync(dirname(join(out, moved.file)), { recursive: true })
  renameSync(join(out, f), join(out, moved.file))
  rewrites.push(moved.rule)
}
// a route's one page when it has none (app/(site)/r/[number]/page.tsx, app/_components/JudgeSection.tsx)
for (const route of ['r', 'mtr', 'ipg', 'jar', ...PAGE_LANGUAGES.map((l) => `${l}/r`)]) rmSync(join(out, route, `${NO_PAGE_KEY}.html`), { force: true })

// 4. Each page's own policy.
let pages = 0
for (const f of walk(out).filter((p) => p.endsWith('.html'))) {
  writeFileSync(f, withPolicy(readFileSync(f, 'utf8')))
  pages++
}

// 5. The update feeds, written again at the export's origin: the ones public/ held were written for whatever build
// came before (`npm run build` without SITE_URL writes localhost into them).
mkdirSync(join(out, 'changes'), { recursive: true })
for (const f of readdirSync(join(out, 'changes')).filter((f) => f.endsWith('.xml'))) rmSync(join(out, 'changes', f))
const feeds: string[] = []
for (const series of seriesIds(site)) {
  const xml = seriesFeed(site, series, origin)
  if (!xml) continue
  writeFileSync(join(out, 'changes', `${series}.xml`), xml)
  feeds.push(`${series}.xml`)
}

// 6. For crawlers: every page that may be indexed, at its canonical address.
const pageUrls: string[] = []
for (const f of walk(out).filter((p) => p.endsWith('.html'))) {
  const path = '/' + rel(f).slice(0, -'.html'.length).replace(/(^|\/)index$/, '')
  const url = sitemapUrl(readFileSync(f, 'utf8'), origin, path === '/' ? '' : path)
  if (url) pageUrls.push(url)
}
for (const f of readdirSync(out).filter((f) => /^sitemap(-\d+)?\.xml$/.test(f))) rmSync(join(out, f))
const sitemaps = sitemapFiles(origin, pageUrls)
for (const [name, text] of sitemaps) writeFileSync(join(out, name), text)
writeFileSync(join(out, 'robots.txt'), robotsTxt(origin))

// 7. Host config.
// Each update feed by its own path (hosts differ in how they read a `*` inside a segment): sent as Atom.
const feedHeaders = Object.fromEntries(feeds.map((f) => [`/changes/${f}`, [{ key: 'Content-Type', value: FEED_CONTENT_TYPE }]]))
// The search files /search preloads are kept by the browser (their names carry their hash), so the worker takes them
// from its cache instead of fetching them again; a host's default would have it revalidate each (searchPreloads).
const searchHeaders = Object.fromEntries(searchPreloads(join(out, 'search')).map((path) => [path, [{ key: 'Cache-Control', value: IMMUTABLE }]]))
writeFileSync(join(out, '_headers'), headersFile(SECURITY_HEADERS, {}, { ...feedHeaders, ...searchHeaders }))
const redirects = redirectPlan({ permalinks, numberPages, rewrites, aliases: plan.aliases ?? {}, versions: plan.redirects })
writeFileSync(join(out, '_redirects'), formatRules(redirects.rules))
rmSync(join(out, MOVED_DIR), { recursive: true, force: true })
mkdirSync(join(out, MOVED_DIR), { recursive: true })
const moved = movedFiles(redirects.all)
for (const [segment, map] of moved) writeFileSync(join(out, MOVED_DIR, `${segment}.json`), JSON.stringify(map))

// 8. For assistants: /llms.txt and the pages' Markdown twins, last, so the twins know how many files the rest took.
// A twin for every page would pass the files a free host takes once the documents grow (every CR rule is a page):
// whole groups are written in order of use, the documents in force first, while the export stays within
// EXPORT_FILE_BUDGET; llms.txt names the documents left without (`npm start` answers every twin).
const pageFile = (url: string) => {
  try {
    const f = decodeURIComponent(url).slice(1)
    // a rule 404's page was moved out of its folder (step 3); its twin stays at its address
    const moved = nestedNotFound(`${f}.html`)
    return existsSync(join(out, `${f}.html`)) || (moved && existsSync(join(out, moved.file))) ? f : null
  } catch {
    return null
  }
}
// a finish run again (on an export finished before) starts from no twins
for (const f of walk(out).filter((p) => p.endsWith(TWIN_EXTENSION))) rmSync(f)
const twinJobs = new Map<string, Array<{ file: string; text: () => string }>>()
const addJob = (group: string, file: string | null, text: () => string) => {
  if (!file) return
  if (!twinJobs.has(group)) twinJobs.set(group, [])
  twinJobs.get(group)!.push({ file: `${file}${TWIN_EXTENSION}`, text })
}
let twinScope: TwinScope = EVERY_TWIN
const inForce = [...new Set(documentsInForce(site).filter((d) => d.key !== 'cards').map((d) => d.doc.id))]
const otherDocs = site.documents
  .filter((d) => !inForce.includes(d.id))
  .sort((a, b) => (b.date ?? '').localeCompare(a.date ?? '') || a.id.localeCompare(b.id))
  .map((d) => d.id)
for (const n of site.graph.nodes) if (site.lineages.hasPage(n)) addJob(n.doc, pageFile(n.url), () => nodeTwin(site, n, origin, twinScope))
for (const series of ['mtr', 'ipg', 'jar'] as const)
  for (const key of judgeKeys(site, series)) {
    const section = judgeSection(site, series, key)
    if (section) addJob('short links', pageFile(`/${series}/${encodeURIComponent(key)}`), () => judgeSectionTwin(site, section, origin, twinScope))
  }
for (const f of existsSync(join(out, 'cards')) ? readdirSync(join(out, 'cards')).filter((f) => f.endsWith('.html')) : []) {
  const key = f.slice(0, -'.html'.length)
  const view = cardView(site, key, bulkCards.get(key) ?? loadBulkCard(key))
  if (view) addJob('cards', `cards/${key}`, () => cardTwin(site, view, origin, twinScope))
}
const twinGroups = [...inForce, 'short links', 'cards', ...otherDocs].filter((k) => twinJobs.has(k)).map((key) => ({ key, files: twinJobs.get(key)!.length }))
const twinPlan = twinsWithin(twinGroups, walk(out).length + 1)
twinScope = { doc: (id) => twinPlan.kept.includes(id), cards: twinPlan.kept.includes('cards') }
let twins = 0
for (const key of twinPlan.kept)
  for (const job of twinJobs.get(key)!) {
    writeFileSync(join(out, job.file), job.text())
    twins++
  }
writeFileSync(join(out, 'llms.txt'), llmsTxt(site, origin, twinScope))

// A rule for a path the export has a file at would be applied by one host (Cloudflare Pages) and not another
// (Netlify serves the file): none may be.
const all = walk(out).map(rel)
const paths = all.filter((f) => f.endsWith('.html')).map((f) => '/' + f.slice(0, -'.html'.length).replace(/(^|\/)index$/, ''))
const shadowed = paths.filter(anyRuleMatches(redirects.rules))
if (shadowed.length) console.warn(`warning: ${shadowed.length} pages a redirect rule also matches (${shadowed.slice(0, 3).join(', ')}): hosts disagree there`)

const bytes = all.reduce((sum, f) => sum + statSync(join(out, f)).size, 0)
const dynamic = redirects.rules.filter((r) => isDynamic(r.from)).length
console.log(
  `${out}/: ${all.length.toLocaleString('en')} files, ${(bytes / 1024 / 1024).toFixed(1)} MB; ${pages.toLocaleString('en')} pages with their own policy, ` +
    `${payloads.toLocaleString('en')} router payloads left out; ${numberPages.length} number pages in ${NUMBER_PAGES}/; ` +
    `${cardPages ? `${cardPages} card pages filled in` : `${sharded.size} cards in ${EXPORTED_CARDS_DIR}/ for the 404 page`}; ` +
    `${pageUrls.length.toLocaleString('en')} pages in sitemap.xml, at ${origin}`,
)
console.log(
  `${out}/_redirects: ${redirects.rules.length - dynamic} static rules and ${dynamic} with a placeholder` +
    `; ${twins.toLocaleString('en')} Markdown twins` +
    (twinPlan.left.length ? ` (none for ${twinPlan.left.join(', ')}: past ${EXPORT_FILE_BUDGET.toLocaleString('en')} files)` : '') +
    (redirects.left.length ? `; ${redirects.left.length} more past the ${STATIC_RULES_READ.toLocaleString('en')} a host reads, found by the 404 page` : '') +
    `; ${MOVED_DIR}/: ${moved.size} files for the 404 page (${((performance.now() - t0) / 1000).toFixed(1)} s)`,
)
