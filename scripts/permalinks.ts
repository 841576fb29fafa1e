/**
 * `npm run permalinks [-- --update]`: checks the current build's permalinks against
 * permalinks/known.txt; with --update, records the new ones (it never removes any).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { buildPermalinks, checkPermalinks, mergeKnown, parseKnown, permalinkTargets } from '../lib/site/permalinks.js'
import type { Graph } from '../lib/types.js'

const KNOWN = 'permalinks/known.txt'
const REDIRECTS = 'permalinks/redirects.json'
const dataDir = process.env.RULES_DATA_DIR ?? 'data'

const graph = JSON.parse(readFileSync(`${dataDir}/graph.json`, 'utf8')) as Graph
const current = buildPermalinks(graph)
const known = parseKnown(readFileSync(KNOWN, 'utf8'))
const redirects = JSON.parse(readFileSync(REDIRECTS, 'utf8')) as Record<string, string>
// An older version's node is answered by a redirect to its lineage page: resolving, like a recorded redirect.
const targets = permalinkTargets(graph)
const { dropped, danglingRedirects } = checkPermalinks(known, targets.pages, { ...targets.redirects, ...redirects })

for (const url of dropped) console.error(`dropped without a redirect: ${url}  (add it to ${REDIRECTS})`)
for (const r of danglingRedirects) console.error(`redirect to a page this build lacks: ${r.from} -> ${r.to}`)
if (process.argv.includes('--update')) {
  const merged = mergeKnown(known, current)
  writeFileSync(KNOWN, `# Every permalink a build has had. Never remove a line: redirect it in redirects.json.\n${merged.join('\n')}\n`)
  console.log(`${KNOWN}: ${merged.length} permalinks (${merged.length - known.length} new)`)
}
if (dropped.length || danglingRedirects.length) process.exit(1)
