/**
 * `npm run ingest [-- --content DIR --out DIR]`: parse every document in the content
 * folder into OUT/graph.json, with OUT/report.json and OUT/report.txt beside it.
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { ManifestError, parseManifest, type ManifestEntry } from '../lib/content/manifest.js'
import { buildGraph } from '../lib/ingest/build-graph.js'
import type { SourceFile } from '../lib/graph/ingest-document.js'
import { textSources } from '../lib/graph/pdf-source.js'
import { formatLostCharacters, formatReport, type IngestReport } from '../lib/graph/report.js'

export interface IngestOptions {
  content: string
  out: string
  quiet?: boolean
}

const NOT_DOCUMENTS = /^(\.|manifest\.json$|readme(\.|$))/i

/** The content folder's files as stored (a PDF as its PDF bytes), with the manifest. */
export function readContentFiles(dir: string): { sources: SourceFile[]; manifest: ManifestEntry[]; warnings: string[] } {
  const warnings: string[] = []
  let manifest: ManifestEntry[] = []
  const manifestPath = join(dir, 'manifest.json')
  try {
    manifest = parseManifest(readFileSync(manifestPath, 'utf8'))
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') {
      if (!(e instanceof ManifestError)) throw e
      warnings.push(`${relative(process.cwd(), manifestPath)}: ${e.message}; ingesting without it`)
    }
  }
  const sources = readdirSync(dir)
    .filter((name) => !NOT_DOCUMENTS.test(name) && statSync(join(dir, name)).isFile())
    .map((name) => ({ path: name, bytes: new Uint8Array(readFileSync(join(dir, name))) }))
  return { sources, manifest, warnings }
}

/**
 * The content folder's documents as text, with the manifest: what the ingest reads. Async only because
 * PDFs are read with pdfjs-dist (lib/graph/pdf-source.ts); everything after this is synchronous.
 */
export async function readContent(dir: string): Promise<{ sources: SourceFile[]; manifest: ManifestEntry[]; warnings: string[] }> {
  const files = readContentFiles(dir)
  return { ...files, sources: await textSources(files.sources) }
}

export async function ingest({ content, out, quiet }: IngestOptions): Promise<IngestReport> {
  const { sources, manifest, warnings } = await readContent(content)
  const { graph, report } = buildGraph(sources, manifest)
  mkdirSync(out, { recursive: true })
  // Written beside and renamed, so a server reading graph.json never sees half a file.
  const write = (name: string, data: string) => {
    const tmp = join(out, `.${name}.tmp`)
    writeFileSync(tmp, data)
    renameSync(tmp, join(out, name))
  }
  write('graph.json', JSON.stringify(graph))
  write('report.json', JSON.stringify(report, null, 1))
  write('report.txt', reportText(report))
  if (!quiet) {
    for (const w of warnings) console.warn(`warning: ${w}`)
    console.log(formatReport(report))
    console.log(`\n${graph.nodes.length} nodes from ${graph.documents.length} documents -> ${join(out, 'graph.json')}`)
  }
  return report
}

function reportText(report: IngestReport): string {
  const lines = [formatReport(report), '']
  for (const d of report.documents) {
    lines.push(`## ${d.file}: unresolved references (${d.unresolved.length})`)
    for (const u of d.unresolved) lines.push(`${d.file}:${u.line}  ${u.node}  "${u.text}" -> ${u.number}`)
    lines.push(`## ${d.file}: noise dropped (${d.noise.length} stretches)`)
    for (const n of d.noise) lines.push(`${d.file}:${n.line}  [${n.reason}]  ${JSON.stringify(n.text)}`)
    lines.push(...formatLostCharacters(d))
    lines.push('')
  }
  return lines.join('\n')
}

function parseArgs(argv: string[]): IngestOptions {
  const options: IngestOptions = { content: process.env.RULES_CONTENT_DIR ?? 'content', out: process.env.RULES_DATA_DIR ?? 'data' }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if ((arg === '--content' || arg === '--out') && argv[i + 1]) options[arg.slice(2) as 'content' | 'out'] = argv[++i]
    else if (arg === '--quiet') options.quiet = true
    else {
      console.error(`ingest: unknown argument ${arg}\nusage: npm run ingest -- [--content DIR] [--out DIR] [--quiet]`)
      process.exit(2)
    }
  }
  return options
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const options = parseArgs(process.argv.slice(2))
  try {
    const report = await ingest(options)
    for (const f of report.failed) console.error(`error: ${f.file}${f.line ? `:${f.line}` : ''}: ${f.message}`)
  } catch (e) {
    const err = e as NodeJS.ErrnoException
    console.error(`ingest: ${err.code === 'ENOENT' ? `no such folder: ${options.content}` : err.message}`)
    process.exit(1)
  }
}
