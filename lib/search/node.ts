/**
 * Node-side helpers: read graph.json, build the search files in memory (or read them
 * from public/search), and make an engine whose display loader is synchronous.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Graph } from '../types.js'
import { buildSearch, type BuiltSearch } from './build.js'
import { displayFile } from './display.js'
import { SearchEngine } from './engine.js'
import type { DisplayChunk, PackedMatchShard, PackedSpanShard, SearchManifest } from './types.js'

export function dataDir(arg?: string): string {
  return arg ?? process.env.RULES_DATA_DIR ?? 'data'
}

export function readGraph(dir: string): Graph {
  const file = join(dir, 'graph.json')
  if (!existsSync(file)) throw new Error(`no ${file}: run \`npm run ingest\` first (or pass --data DIR)`)
  return JSON.parse(readFileSync(file, 'utf8')) as Graph
}

/** Engine over the serialised files (round-tripped through JSON, as the browser sees them): today's match files up front, older versions' match and span files on demand. */
export function engineFromBuilt(built: BuiltSearch): SearchEngine {
  return engineFromFiles((name) => {
    const text = built.files.get(name)
    if (text === undefined) throw new Error(`no search file ${name}`)
    return text
  })
}

export function engineFromGraph(graph: Graph): SearchEngine {
  return engineFromBuilt(buildSearch(graph))
}

/** Engine over a public/search directory written by `npm run build:search`. */
export function engineFromDir(dir: string): SearchEngine {
  return engineFromFiles((name) => readFileSync(join(dir, name), 'utf8'))
}

/** Engine over files read by name (manifest.json first); a reader may record what a session fetches. */
export function engineFromFiles(read: (name: string) => string): SearchEngine {
  const manifest = JSON.parse(read('manifest.json')) as SearchManifest
  const match = SearchEngine.current(manifest).map((d) => JSON.parse(read(d.match)) as PackedMatchShard)
  return new SearchEngine(manifest, match, {
    display: (d, chunk) => JSON.parse(read(displayFile(d, chunk))) as DisplayChunk,
    match: (_d, file) => JSON.parse(read(file)) as PackedMatchShard | PackedSpanShard,
  })
}
