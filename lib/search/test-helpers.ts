/** Shared by the unit tests: one engine over the fixture graph, built through the serialised files. */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Graph } from '../types.js'
import { buildSearch, type BuiltSearch } from './build.js'
import { displayFile } from './display.js'
import { SearchEngine } from './engine.js'
import { engineFromBuilt } from './node.js'
import type { DisplayChunk, PackedMatchShard, SearchManifest } from './types.js'

export const fixtureGraph = (): Graph => JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures', 'fixture-graph.json'), 'utf8')) as Graph

let cached: ReturnType<typeof engineFromBuilt> | null = null
export function fixtureEngine() {
  cached ??= engineFromBuilt(buildSearch(fixtureGraph()))
  return cached
}

/** An engine over the serialised files that records which files it reads, as the worker's fetches would. */
export function recordingEngine(built: BuiltSearch) {
  const read: string[] = []
  const file = (name: string) => {
    read.push(name)
    return built.files.get(name)!
  }
  const manifest = JSON.parse(file('manifest.json')) as SearchManifest
  const engine = new SearchEngine(
    manifest,
    SearchEngine.current(manifest).map((d) => JSON.parse(file(d.match)) as PackedMatchShard),
    {
      display: (d, chunk) => JSON.parse(file(displayFile(d, chunk))) as DisplayChunk,
      match: (_d, name) => JSON.parse(file(name)) as PackedMatchShard,
    },
  )
  return { engine, read, manifest }
}

