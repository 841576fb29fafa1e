/** After `STATIC_EXPORT=1 next build`: writes out/_headers and out/_redirects (see lib/site/host-config.ts). */
import { readFileSync, writeFileSync } from 'node:fs'
import { headersFile, redirectsFile } from '../lib/site/host-config.js'
import { SECURITY_HEADERS } from '../lib/site/security-headers.mjs'
import type { Graph } from '../lib/types.js'

const out = process.argv[2] ?? 'out'
const graph = JSON.parse(readFileSync(`${process.env.RULES_DATA_DIR ?? 'data'}/graph.json`, 'utf8')) as Graph
const numbers = [...new Set(graph.nodes.flatMap((n) => (n.number ? [n.number] : [])))]
const redirects = JSON.parse(readFileSync('permalinks/redirects.json', 'utf8')) as Record<string, string>
writeFileSync(`${out}/_headers`, headersFile(SECURITY_HEADERS))
writeFileSync(`${out}/_redirects`, redirectsFile(numbers, redirects))
console.log(`${out}/_headers and ${out}/_redirects written (${numbers.length} numbers)`)
