/**
 * Node-side helpers: read graph.json, build the search files in memory (or read them
 * from public/search), and make an engine whose display loader is synchronous.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Graph } from '../types.js'
import { buildSearch, type BuiltSearch } from './build.js'
import { SearchEngine } from './engine.js'
import type { DisplayShard, PackedMatchShard, SearchManifest } from './types.js'

export function dataDir(arg?: string): string {
  return arg ?? process.env.RULES_DATA_DIR ?? 'data'
}

export function readGraph(dir: string): Graph {
  const file = join(dir, 'graph.json')
  if (!existsSync(file)) throw new Error(`no ${file}: run \`npm run ingest\` first (or pass --data DIR)`)
  return JSON.parse(readFileSync(file, 'utf8')) as Graph
}

/** Engine over the serialised files (round-tripped through JSON, as the browser sees them). */
export function engineFromBuilt(built: BuiltSearch): SearchEngine {
  const files = built.files
  const manifest = JSON.parse(files.get('manifest.json')!) as SearchManifest
  const match = manifest.docs.map((d) => JSON.parse(files.get(d.match)!) as PackedMatchShard)
  return new SearchEngine(manifest, match, (d) => JSON.parse(files.get(d.display)!) as DisplayShard)
}

export function engineFromGraph(graph: Graph): SearchEngine {
  return engineFromBuilt(buildSearch(graph))
}

/** Engine over a public/search directory written by `npm run build:search`. */
export function engineFromDir(dir: string): SearchEngine {
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as SearchManifest
  const match = manifest.docs.map((d) => JSON.parse(readFileSync(join(dir, d.match), 'utf8')) as PackedMatchShard)
  return new SearchEngine(manifest, match, (d) => JSON.parse(readFileSync(join(dir, d.display), 'utf8')) as DisplayShard)
}
