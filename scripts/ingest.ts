/**
 * `npm run ingest [-- --content DIR --out DIR]`: parse every document in the content
 * folder into OUT/graph.json, with OUT/report.json and OUT/report.txt beside it. A document whose bytes and parser
 * are unchanged since an earlier ingest is taken from the ingest cache (lib/ingest/cache.ts; `.cache/ingest`,
 * INGEST_CACHE_DIR or `--cache DIR`; `--no-cache` parses everything).
 */
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, readSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { ManifestError, parseManifest, type ManifestEntry } from '../lib/content/manifest.js'
import { buildGraph } from '../lib/ingest/build-graph.js'
import { DEFAULT_CACHE_DIR, IngestCache } from '../lib/ingest/cache.js'
import { splitBulk } from '../lib/graph/bulk.js'
import { encodeCardShards } from '../lib/site/card-shards.js'
import type { ContentSource, SourceFile, StreamSource } from '../lib/graph/ingest-document.js'
import { textSources, type PdfTextCache } from '../lib/graph/pdf-source.js'
import { formatLostCharacters, formatReport, formatTranslation, type IngestReport } from '../lib/graph/report.js'

export interface IngestOptions {
  content: string
  out: string
  quiet?: boolean
  /** Print each step's wall time and the process's peak memory (`--timings`). */
  timings?: boolean
  /** The ingest cache or its folder, or false to parse every document (`--no-cache`). Default INGEST_CACHE_DIR, else .cache/ingest. */
  cache?: string | false | IngestCache
}

const NOT_DOCUMENTS = /^(\.|manifest\.json$|readme(\.|$))/i

/** Files larger than this are read piece by piece when ingested (Scryfall's bulk data is over 100 MB), not held whole. */
export const STREAM_ABOVE_BYTES = 8 * 1024 * 1024
const PIECE_BYTES = 4 * 1024 * 1024

/** A file read from disk piece by piece each time it is ingested. */
export function streamFile(path: string, name: string, size = statSync(path).size): StreamSource {
  const read = function* (limit = Infinity): Generator<Uint8Array> {
    const fd = openSync(path, 'r')
    try {
      let total = 0
      for (;;) {
        const buffer = new Uint8Array(Math.min(PIECE_BYTES, limit - total))
        if (buffer.length === 0) return
        const n = readSync(fd, buffer, 0, buffer.length, null)
        if (n === 0) return
        total += n
        yield n === buffer.length ? buffer : buffer.subarray(0, n)
      }
    } finally {
      closeSync(fd)
    }
  }
  const head = [...read(64 * 1024)]
  return { path: name, size, head: head[0] ?? new Uint8Array(0), chunks: () => read() }
}

/**
 * The content folder's files as stored (a PDF as its PDF bytes), with the manifest. With `streamAbove`, a file larger
 * than that many bytes is read piece by piece when ingested instead of held whole.
 */
export interface ContentFiles<S> {
  sources: S[]
  manifest: ManifestEntry[]
  /** content/situations/*.yaml, by path relative to the content folder (lib/content/situations.ts). */
  situations: Array<{ path: string; text: string }>
  /** content/vocabulary/*.yaml, likewise: checked against the documents for the report (search reads compiled.json). */
  vocabulary: Array<{ path: string; text: string }>
  warnings: string[]
}

/** The folder of situations files inside a content folder. */
export const SITUATIONS_DIR = 'situations'
/** The folder of vocabulary files inside a content folder (lib/content/vocabulary.ts). */
export const VOCABULARY_DIR = 'vocabulary'

/** The YAML files of a folder inside the content folder, by path relative to the content folder, in name order. */
function readYamlFolder(dir: string, sub: string): Array<{ path: string; text: string }> {
  const folder = join(dir, sub)
  if (!existsSync(folder)) return []
  return readdirSync(folder)
    .filter((name) => /\.ya?ml$/i.test(name))
    .sort()
    .map((name) => ({ path: `${sub}/${name}`, text: readFileSync(join(folder, name), 'utf8') }))
}

export function readContentFiles(dir: string): ContentFiles<SourceFile>
export function readContentFiles(dir: string, streamAbove: number): ContentFiles<ContentSource>
export function readContentFiles(dir: string, streamAbove = Infinity): ContentFiles<ContentSource> {
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
    .map((name): ContentSource => {
      const path = join(dir, name)
      const size = statSync(path).size
      return size > streamAbove ? streamFile(path, name, size) : { path: name, bytes: new Uint8Array(readFileSync(path)) }
    })
  return { sources, manifest, situations: readYamlFolder(dir, SITUATIONS_DIR), vocabulary: readYamlFolder(dir, VOCABULARY_DIR), warnings }
}

/**
 * The content folder's documents as text, with the manifest: what the ingest reads. Async only because PDFs are
 * read with pdfjs-dist (lib/graph/pdf-source.ts); everything after this is synchronous.
 */
export function readContent(dir: string): Promise<ContentFiles<SourceFile>>
export function readContent(dir: string, streamAbove: number, pdfCache?: PdfTextCache): Promise<ContentFiles<ContentSource>>
export async function readContent(dir: string, streamAbove = Infinity, pdfCache?: PdfTextCache): Promise<ContentFiles<ContentSource>> {
  const files = readContentFiles(dir, streamAbove)
  return { ...files, sources: await textSources(files.sources, pdfCache) }
}

export async function ingest({ content, out, quiet, timings, cache: cacheDir = process.env.INGEST_CACHE_DIR || DEFAULT_CACHE_DIR }: IngestOptions): Promise<IngestReport> {
  const steps: Array<[string, number]> = []
  const timing = (step: string, ms: number) => steps.push([step, ms])
  let t0 = performance.now()
  const cache = cacheDir === false ? null : typeof cacheDir === 'string' ? new IngestCache(cacheDir) : cacheDir
  const { sources, manifest, situations, vocabulary, warnings } = await readContent(content, STREAM_ABOVE_BYTES, cache?.pdfText)
  timing('read content/ (files under 8 MB; PDFs to text)', performance.now() - t0)
  const built = buildGraph(sources, manifest, { timing, situations, vocabulary, ingest: cache ? (s, id, e) => cache.ingest(s, id, e) : undefined })
  const { report } = built
  // Scryfall's cards and rulings go to card shards, not graph.json (lib/graph/bulk.ts).
  t0 = performance.now()
  const { graph, bulkNodes, bulkDocs } = splitBulk(built.graph)
  mkdirSync(out, { recursive: true })
  writeCardShards(out, bulkNodes, bulkDocs)
  timing('write card shards', performance.now() - t0)
  t0 = performance.now()
  // Written beside and renamed, so a server reading graph.json never sees half a file.
  const write = (name: string, data: string) => {
    const tmp = join(out, `.${name}.tmp`)
    writeFileSync(tmp, data)
    renameSync(tmp, join(out, name))
  }
  write('graph.json', JSON.stringify(graph))
  write('report.json', JSON.stringify(report, null, 1))
  write('report.txt', reportText(report))
  timing('write graph.json and the report', performance.now() - t0)
  if (timings) {
    const total = steps.reduce((sum, [, ms]) => sum + ms, 0)
    for (const [step, ms] of steps) console.log(`timing  ${step.padEnd(48)} ${(ms / 1000).toFixed(2).padStart(7)} s`)
    const cpu = process.cpuUsage()
    console.log(`timing  ${'total'.padEnd(48)} ${(total / 1000).toFixed(2).padStart(7)} s (CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s), peak memory ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`)
  }
  if (!quiet) {
    for (const w of warnings) console.warn(`warning: ${w}`)
    console.log(formatReport(report))
    if (cache) console.log(`\n${cacheLine(cache)}`)
    console.log(`\n${graph.nodes.length} nodes from ${graph.documents.length} documents -> ${join(out, 'graph.json')}`)
    if (bulkNodes.length) console.log(`${bulkNodes.length} nodes of ${bulkDocs.length} Scryfall documents -> ${join(out, 'cards')}/ (card shards)`)
  }
  return report
}

/** "ingest cache (.cache/ingest): 1 of 16 documents parsed (new.txt), the others reused; PDFs: 3 layout texts reused, 0 read". */
export function cacheLine(cache: IngestCache): string {
  const { parsed, reused, pdfRead, pdfReused } = cache.stats
  const names = (list: string[]) => (list.length ? ` (${list.slice(0, 5).join(', ')}${list.length > 5 ? ', ...' : ''})` : '')
  return (
    `ingest cache (${relative(process.cwd(), cache.dir) || '.'}): ${parsed.length} of ${parsed.length + reused.length} documents parsed${names(parsed)}, the others reused; ` +
    `PDFs: ${pdfReused.length} layout texts reused, ${pdfRead.length} read${names(pdfRead)}`
  )
}

/**
 * OUT/cards/: index.json, one file per shard, unnamed.json (rulings no card file named). Written into a fresh folder
 * then swapped in, so a server never reads shards of two ingests; removed when no document is bulk.
 */
function writeCardShards(out: string, nodes: Parameters<typeof encodeCardShards>[0], docs: Parameters<typeof encodeCardShards>[1]) {
  const dir = join(out, 'cards')
  if (nodes.length === 0) {
    rmSync(dir, { recursive: true, force: true })
    return
  }
  const { index, shards, unnamed } = encodeCardShards(nodes, docs)
  const tmp = join(out, `.cards-${process.pid}`)
  rmSync(tmp, { recursive: true, force: true })
  mkdirSync(tmp)
  for (const [i, shard] of shards) writeFileSync(join(tmp, `${i}.json`), JSON.stringify(shard))
  writeFileSync(join(tmp, 'unnamed.json'), JSON.stringify(unnamed))
  writeFileSync(join(tmp, 'index.json'), JSON.stringify(index))
  const old = join(out, `.cards-old-${process.pid}`)
  if (existsSync(dir)) renameSync(dir, old)
  renameSync(tmp, dir)
  rmSync(old, { recursive: true, force: true })
}

function reportText(report: IngestReport): string {
  const lines = [formatReport(report), '']
  for (const d of report.documents) {
    lines.push(`## ${d.file}: unresolved references (${d.unresolved.length})`)
    for (const u of d.unresolved) lines.push(`${d.file}:${u.line}  ${u.node}  "${u.text}" -> ${u.number}`)
    lines.push(`## ${d.file}: noise dropped (${d.noise.length} stretches)`)
    for (const n of d.noise) lines.push(`${d.file}:${n.line}  [${n.reason}]  ${JSON.stringify(n.text)}`)
    lines.push(...formatLostCharacters(d))
    lines.push(...formatTranslation(d))
    lines.push('')
  }
  const sit = report.situations
  if (sit) {
    lines.push(`## situations: keys that match no section (${sit.unmatched.length})`)
    for (const u of sit.unmatched) lines.push(`${u.file}:${u.line}  ${u.key}`)
    lines.push(`## situations: sections with none (${sit.without.length})`)
    for (const w of sit.without) lines.push(`${w.doc}  ${w.label}`)
    lines.push('')
  }
  const vocabulary = report.vocabulary
  if (vocabulary) {
    lines.push(`## vocabulary: entries that match nothing in the documents (${vocabulary.unmatched.length}; what that means for each table: lib/ingest/vocabulary.ts)`)
    for (const u of vocabulary.unmatched) lines.push(`${u.file}:${u.line}  ${u.entry}: ${u.missing}`)
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
    else if (arg === '--timings') options.timings = true
    else if (arg === '--no-cache') options.cache = false
    else if (arg === '--cache' && argv[i + 1]) options.cache = argv[++i]
    else {
      console.error(`ingest: unknown argument ${arg}\nusage: npm run ingest -- [--content DIR] [--out DIR] [--quiet] [--timings] [--cache DIR | --no-cache]`)
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
