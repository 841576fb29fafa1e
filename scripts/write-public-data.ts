/**
 * Build step: the site's public data. Copies graph.json to public/data/graph.json and writes one small JSON per
 * lineage to public/data/lineage/<lineage id>.json (lib/site/lineage-json.ts). The folder is rewritten whole so
 * no stale lineage survives a rebuild. These files are for download, not for offline use: the service worker
 * must not precache public/data/.
 * Options: --data DIR (graph.json's folder; default data/ or $RULES_DATA_DIR), --out DIR (default public/data).
 */
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { graphDir, readGraphFile } from '../lib/site/graph-file.mjs'
import { lineageJsonPath, lineageJsons } from '../lib/site/lineage-json.js'
import { buildSiteGraph } from '../lib/site/site-graph.js'

const argv = process.argv.slice(2)
const opt = (name: string) => {
  const i = argv.indexOf(name)
  return i >= 0 ? argv[i + 1] : undefined
}
const dataDir = opt('--data') ?? graphDir()
const out = opt('--out') ?? join('public', 'data')
const t0 = performance.now()
const graphFile = join(dataDir, 'graph.json')
const site = buildSiteGraph(readGraphFile(graphFile))
rmSync(out, { recursive: true, force: true })
mkdirSync(out, { recursive: true })
copyFileSync(graphFile, join(out, 'graph.json'))
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
console.log(`public data: graph.json and ${files} lineage files (${bytes} bytes) in ${out}/ (${Math.round(performance.now() - t0)} ms)`)
