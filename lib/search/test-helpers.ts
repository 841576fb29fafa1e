/** Shared by the unit tests: one engine over the fixture graph, built through the serialised files. */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Graph } from '../types.js'
import { buildSearch } from './build.js'
import { engineFromBuilt } from './node.js'

export const fixtureGraph = (): Graph => JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures', 'fixture-graph.json'), 'utf8')) as Graph

let cached: ReturnType<typeof engineFromBuilt> | null = null
export function fixtureEngine() {
  cached ??= engineFromBuilt(buildSearch(fixtureGraph()))
  return cached
}
