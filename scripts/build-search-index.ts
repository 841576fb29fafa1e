/**
 * `npm run build:search`: data/graph.json -> public/search/ (manifest.json, and per document one match
 * file, for an older version its span files, and display chunks, content-hashed; older versions' files are
 * named `history.*`). Stale hashed
 * files are removed so the folder holds exactly what the manifest names.
 * Options: --data DIR (graph.json's folder; default data/ or $RULES_DATA_DIR), --out DIR.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { buildSearch } from '../lib/search/build.js'
import { dataDir, readGraph } from '../lib/search/node.js'

const argv = process.argv.slice(2)
const opt = (name: string) => {
  const i = argv.indexOf(name)
  return i >= 0 ? argv[i + 1] : undefined
}
const out = opt('--out') ?? join('public', 'search')
const t0 = performance.now()
// Scryfall's cards and rulings (documents marked `bulk`, their nodes in data/cards/) are left out of the index until
// card search is built for their size (issue 17, item 4); their documents would otherwise be empty entries.
const graph = readGraph(dataDir(opt('--data')))
const built = buildSearch({ ...graph, documents: graph.documents.filter((d) => !d.bulk) })
mkdirSync(out, { recursive: true })
for (const f of readdirSync(out)) if (/^(history\.)?(match|display)\..+\.json$/.test(f) && !built.files.has(f)) rmSync(join(out, f))
let raw = 0
let gz = 0
for (const [name, text] of built.files) {
  writeFileSync(join(out, name), text)
  raw += Buffer.byteLength(text)
  gz += gzipSync(text).length
}
const ms = Math.round(performance.now() - t0)
let oldGz = 0
for (const [name, text] of built.files) if (name.startsWith('history.')) oldGz += gzipSync(text).length
console.log(`search: ${built.manifest.docs.length} documents, ${built.files.size} files, ${raw} bytes (${gz} gzip, of which older versions ${oldGz}) in ${out}/ (${ms} ms)`)
