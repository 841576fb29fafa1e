/**
 * Build step: the site's public data. Writes graph.json to public/data/graph.json in its compact form
 * (lib/site/public-graph.ts: `expandGraph` gives back the full graph) and writes one small JSON per
 * lineage to public/data/lineage/<lineage id>.json (lib/site/lineage-json.ts); and each series' update feed to
 * public/changes/<series>.xml (Atom, lib/site/feed.ts), served at /changes/<series>.xml by `npm start` and copied
 * into the export. The folders are rewritten whole so no stale lineage or feed survives a rebuild. These files are
 * for download, not for offline use: the service worker precaches neither folder.
 * Options: --data DIR (graph.json's folder; default data/ or $RULES_DATA_DIR), --out DIR (default public/data),
 * --feeds DIR (default public/changes). SITE_URL is the address the feeds' links and ids start with.
 */
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { seriesFeed } from '../lib/site/feed.js'
import { graphDir, readGraphFile } from '../lib/site/graph-file.mjs'
import { lineageJsonPath, lineageJsons } from '../lib/site/lineage-json.js'
import { compactGraph } from '../lib/site/public-graph.js'
import { seriesIds } from '../lib/site/series.js'
import { siteOrigin } from '../lib/site/site-origin.js'
import { buildSiteGraph } from '../lib/site/site-graph.js'

const argv = process.argv.slice(2)
const opt = (name: string) => {
  const i = argv.indexOf(name)
  return i >= 0 ? argv[i + 1] : undefined
}
const dataDir = opt('--data') ?? graphDir()
const out = opt('--out') ?? join('public', 'data')
const feeds = opt('--feeds') ?? join('public', 'changes')
const t0 = performance.now()
const graphFile = join(dataDir, 'graph.json')
const graph = readGraphFile(graphFile)
const site = buildSiteGraph(graph)
const compact = JSON.stringify(compactGraph(graph))
rmSync(out, { recursive: true, force: true })
mkdirSync(out, { recursive: true })
writeFileSync(join(out, 'graph.json'), compact)
const fullBytes = statSync(graphFile).size
const compactBytes = Buffer.byteLength(compact)
let files = 0
let bytes = 0
for (const json of lineageJsons(site)) {
  const file = join(out, lineageJsonPath(json.lineage))
  mkdirSync(dirname(file), { recursive: true })
  const text = JSON.stringify(json)
  writeFileSync(file, text)
  files++
  bytes += Buffer.byteLength(text)
}
const origin = siteOrigin()
rmSync(feeds, { recursive: true, force: true })
mkdirSync(feeds, { recursive: true })
const written: string[] = []
for (const series of seriesIds(site)) {
  const xml = seriesFeed(site, series, origin)
  if (!xml) continue
  writeFileSync(join(feeds, `${series}.xml`), xml)
  written.push(series)
}
console.log(`public data: graph.json (compact: ${compactBytes} bytes, ${fullBytes} in full) and ${files} lineage files (${bytes} bytes) in ${out}/, feeds of ${written.join(', ') || 'no series'} in ${feeds}/ (${Math.round(performance.now() - t0)} ms)`)
