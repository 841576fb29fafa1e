/**
 * Server-only access to data/graph.json (or $RULES_DATA_DIR/graph.json). It reads the file system, so it can
 * only run at build time / on the server; pages import it, client components never do.
 */
import { readGraphFile, graphPath } from './graph-file.mjs'
import { buildSiteGraph, type SiteGraph } from './site-graph'

export { GraphFileError } from './graph-file.mjs'

let cached: { file: string; site: SiteGraph } | null = null

/** The indexed graph, read once per process (static generation renders thousands of pages from it). */
export function getSiteGraph(): SiteGraph {
  const file = graphPath()
  if (cached?.file !== file) cached = { file, site: buildSiteGraph(readGraphFile(file)) }
  return cached.site
}
