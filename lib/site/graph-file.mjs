// Reading data/graph.json, shared by next.config.js (plain Node, before webpack exists) and lib/site (TypeScript).
// It is plain JavaScript with a .d.mts beside it so both sides use the same checks and the same messages.
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

/** The graph.json version this site understands (lib/types.ts GRAPH_VERSION). */
export const SUPPORTED_GRAPH_VERSION = 2

export class GraphFileError extends Error {
  constructor(message) {
    super(message)
    this.name = 'GraphFileError'
  }
}

/** The folder `npm run ingest` writes to: RULES_DATA_DIR, else ./data. */
export function graphDir(env = process.env) {
  return resolve(env.RULES_DATA_DIR || 'data')
}

export function graphPath(env = process.env) {
  return join(graphDir(env), 'graph.json')
}

const HINT = 'Run `npm run ingest` to (re)create it from content/ (or set RULES_DATA_DIR to the folder that holds graph.json).'

/** Reads and checks graph.json; every failure is a GraphFileError whose message says what is wrong and what to do. */
export function readGraphFile(file = graphPath()) {
  if (!existsSync(file)) throw new GraphFileError(`The rule graph is missing: ${file} does not exist.\n${HINT}`)
  let data
  try {
    data = JSON.parse(readFileSync(file, 'utf8'))
  } catch (err) {
    throw new GraphFileError(`The rule graph is corrupt: ${file} is not valid JSON (${err instanceof Error ? err.message : err}).\n${HINT}`)
  }
  const problem = shapeProblem(data)
  if (problem) throw new GraphFileError(`The rule graph is corrupt: ${file} ${problem}.\n${HINT}`)
  return data
}

function shapeProblem(data) {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return 'is not a JSON object'
  if (data.version !== SUPPORTED_GRAPH_VERSION) return `has version ${JSON.stringify(data.version)}, this site reads version ${SUPPORTED_GRAPH_VERSION}`
  if (!Array.isArray(data.documents)) return 'has no "documents" list'
  if (!Array.isArray(data.nodes)) return 'has no "nodes" list'
  const docs = new Set()
  for (const d of data.documents) {
    if (!d || typeof d.id !== 'string' || typeof d.title !== 'string') return 'has a document without an id or title'
    docs.add(d.id)
  }
  for (const n of data.nodes) {
    if (!n || typeof n.id !== 'string' || typeof n.doc !== 'string' || typeof n.text !== 'string' || !Array.isArray(n.children))
      return `has a malformed node${n && typeof n.id === 'string' ? ` (${n.id})` : ''}`
    if (!docs.has(n.doc)) return `has node ${n.id} in unknown document ${n.doc}`
    if (n.id !== `${n.doc}/${localId(n.id)}` || localId(n.id).includes('/')) return `has node id ${n.id} that is not "doc/local"`
  }
  return null
}

/** The part of a node id after its document: `cr-2004/419.6a` -> `419.6a`. */
export function localId(id) {
  const slash = id.indexOf('/')
  return slash < 0 ? id : id.slice(slash + 1)
}

/** Pages of the site itself, whatever the graph: the service worker precaches them with the current versions' pages. */
export const SHELL_PAGES = ['/', '/search', '/sources', '/timeline', '/offline']

/**
 * Every URL the graph gives a permalink, except /r/*, in a stable order: the shell, documents, nodes (an older
 * version's node is a redirect to its lineage page, see lib/site/page-plan.ts) and sources.
 */
export function pageUrls(graph) {
  const urls = [...SHELL_PAGES]
  for (const d of graph.documents) urls.push(`/${d.id}`)
  for (const n of graph.nodes) urls.push(n.url)
  const keys = new Set()
  for (const n of graph.nodes) for (const c of n.citations ?? []) keys.add(c.sourceKey)
  for (const k of [...keys].sort()) urls.push(`/sources/${k}`)
  return urls
}
