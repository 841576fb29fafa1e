/**
 * `npm run build:search`: data/graph.json -> public/search/ (manifest.json, and per document one match
 * file, for an older version its span files, and display chunks, content-hashed; older versions' files are
 * named `history.*`), and for Scryfall's bulk documents (their nodes in data/cards/) the card search files
 * (`cards.*`, lib/search/cards.ts). Stale hashed files are removed so the folder holds exactly what the manifest names.
 * Options: --data DIR (graph.json's folder; default data/ or $RULES_DATA_DIR), --out DIR.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { buildSearch } from '../lib/search/build.js'
import { dataDir, readGraph } from '../lib/search/node.js'
import { readSearchCards } from '../lib/site/card-search-input.js'

const argv = process.argv.slice(2)
const opt = (name: string) => {
  const i = argv.indexOf(name)
  return i >= 0 ? argv[i + 1] : undefined
}
const out = opt('--out') ?? join('public', 'search')
const t0 = performance.now()
const data = dataDir(opt('--data'))
const graph = readGraph(data)
// Scryfall's cards and rulings (documents marked `bulk`) are not in graph.json's nodes but in data/cards/: they get
// card search files of their own, fetched by the words of a query (lib/search/cards.ts), not match files.
const cards = readSearchCards(data, graph.documents)
const built = buildSearch({ ...graph, documents: graph.documents.filter((d) => !d.bulk) }, cards ? { cards } : {})
mkdirSync(out, { recursive: true })
for (const f of readdirSync(out)) if (/^((history\.)?(match|display)|cards)\..+\.json$/.test(f) && !built.files.has(f)) rmSync(join(out, f))
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
