/**
 * `npm run update`: one command for a scheduled job. Fetches the current rules documents (fetch-rules) and Scryfall's
 * card rulings (fetch-rulings) into the content folder, ingests the content when anything in it is newer than the
 * graph, prints what changed per document (rules and sections added, changed, removed, renumbered, from the graph's
 * history: lib/site/graph-update.ts), and builds the site (`npm start`'s build, or with --export the static copy in
 * out/) when the graph is newer than the build.
 *
 * Exit status, for the job to act on: 0 everything fetched (or up to date) and built; 1 built with what could be
 * fetched, but some document or page could not be (each named on stderr: a moved link, a server down); 2 a usage
 * error; 3 the ingest or the build failed (nothing new to deploy). `--json` prints one summary on stdout instead.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { Graph } from '../lib/types.js'
import { graphUpdates, type DocumentUpdate } from '../lib/site/graph-update.js'
import { DEFAULT_PAGES, failureLines, fetchRules, jsonSummary, RULES_DOCS, type RulesDoc } from './fetch-rules.js'
import { DEFAULT_BULK_DATA, fetchRulings, type FetchRulingsResult } from './fetch-rulings.js'
import { buildSite, SiteBuildError } from './lib/site-build.js'
import { SITUATIONS_DIR, VOCABULARY_DIR } from './ingest.js'

const root = join(import.meta.dirname, '..')

interface Options {
  content: string
  data: string
  pages: string[]
  docs: RulesDoc[]
  bulkData: string
  rulings: boolean
  timeoutSeconds: number
  build: 'server' | 'export' | 'none'
  force: boolean
  json: boolean
}

const USAGE =
  'usage: npm run update -- [--content DIR] [--data DIR] [--docs cr,mtr,ipg,jar] [--page URL]... [--bulk-data URL] [--no-rulings] [--timeout SECONDS] [--export | --no-build] [--force] [--json]'

function parseArgs(argv: string[]): Options {
  const options: Options = {
    content: process.env.RULES_CONTENT_DIR || 'content',
    data: process.env.RULES_DATA_DIR || 'data',
    pages: [],
    docs: [...RULES_DOCS],
    bulkData: DEFAULT_BULK_DATA,
    rulings: true,
    timeoutSeconds: 30,
    build: 'server',
    force: false,
    json: false,
  }
  for (let i = 0; i < argv.length; i++) {
    const [arg, value] = [argv[i], argv[i + 1]]
    if (arg === '--content' && value) options.content = argv[++i]
    else if (arg === '--data' && value) options.data = argv[++i]
    else if (arg === '--page' && value) options.pages.push(argv[++i])
    else if (arg === '--docs' && value) {
      const docs = argv[++i].split(',').map((d) => d.trim().toLowerCase())
      if (docs.some((d) => !(RULES_DOCS as readonly string[]).includes(d))) usageError(`--docs ${value}: expected some of ${RULES_DOCS.join(',')}`)
      options.docs = RULES_DOCS.filter((d) => docs.includes(d))
    } else if (arg === '--bulk-data' && value) options.bulkData = argv[++i]
    else if (arg === '--no-rulings') options.rulings = false
    else if (arg === '--timeout' && value && Number(value) > 0) options.timeoutSeconds = Number(argv[++i])
    else if (arg === '--export') options.build = 'export'
    else if (arg === '--no-build') options.build = 'none'
    else if (arg === '--force') options.force = true
    else if (arg === '--json') options.json = true
    else usageError(`unknown or incomplete argument ${arg}`)
  }
  if (options.pages.length === 0) options.pages = [...DEFAULT_PAGES]
  for (const url of [...options.pages, ...(options.rulings ? [options.bulkData] : [])]) {
    let parsed: URL | null = null
    try {
      parsed = new URL(url)
    } catch {
      usageError(`${url} is not a URL`)
    }
    if (parsed && parsed.protocol !== 'http:' && parsed.protocol !== 'https:') usageError(`${url} is not an http(s) URL`)
  }
  return options
}

function usageError(message: string): never {
  console.error(`update: ${message}\n${USAGE}`)
  process.exit(2)
}

const mtime = (file: string) => (existsSync(file) ? statSync(file).mtimeMs : 0)

/**
 * Whether the content folder holds what the graph was not made from: a file newer than graph.json (fetched, or dropped
 * in by hand, or fetched by a run whose ingest failed), or a set of documents other than the graph's.
 */
function contentNewerThanGraph(content: string, data: string): boolean {
  const graphFile = join(data, 'graph.json')
  const graph = readGraph(data)
  if (!graph || !existsSync(content)) return true
  const files = readdirSync(content).filter((f) => !f.startsWith('.') && statSync(join(content, f)).isFile())
  // the situations and vocabulary files (content/situations/, content/vocabulary/) are read by the ingest too
  const alsoRead = [SITUATIONS_DIR, VOCABULARY_DIR].flatMap((sub) => (existsSync(join(content, sub)) ? readdirSync(join(content, sub)).map((f) => join(content, sub, f)) : []))
  if ([...files.map((f) => join(content, f)), ...alsoRead].some((f) => mtime(f) > mtime(graphFile))) return true
  const documents = files.filter((f) => !/^(manifest\.json$|readme(\.|$))/i.test(f))
  const ingested = new Set(graph.documents.map((d) => d.file))
  return documents.length !== ingested.size || documents.some((f) => !ingested.has(f))
}

/** The file a finished build leaves last but one (the server build's BUILD_ID; the export's host config). */
function builtMarker(kind: 'server' | 'export'): string {
  return kind === 'export' ? join(root, 'out', '_headers') : join(root, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID')
}

const n = (x: number) => x.toLocaleString('en-US')

/** Lines a person reads in a job's mail: each document, what changed, and where to see it. */
function describeUpdate(u: DocumentUpdate): string[] {
  const name = `${u.doc.title} (${u.doc.id})`
  if (u.status === 'removed') return [`${name}: no longer in the content folder`]
  const head = `${name}: ${u.status === 'new' ? 'new' : 'updated'}${u.doc.date ? `, dated ${u.doc.date}` : ''}`
  if (!u.release) return [`${head}${u.changesUrl ? `, the first version of its series` : ''}`]
  const { previous, counts } = u.release
  const lines = [
    `${head}; since ${previous.title} (${previous.date ?? 'undated'}): ${n(counts.added)} added, ${n(counts.changed)} changed, ${n(counts.removed)} removed, ${n(counts.renumbered)} renumbered; every change on ${u.changesUrl}`,
  ]
  const SHOWN = 12
  for (const kind of ['added', 'changed', 'removed', 'renumbered'] as const) {
    const labels = u.release[kind]
    if (labels.length) lines.push(`  ${kind}: ${labels.slice(0, SHOWN).join(', ')}${labels.length > SHOWN ? `, and ${n(labels.length - SHOWN)} more` : ''}`)
  }
  return lines
}

function readGraph(dir: string): Graph | null {
  const file = join(dir, 'graph.json')
  if (!existsSync(file)) return null
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Graph
  } catch {
    // A graph the ingest cannot have written whole: every document of the new one counts as new.
    return null
  }
}

/** `npm run ingest` as it is (its own process, as the build runs it), quiet: this command prints the changes itself. */
function runIngest(content: string, data: string): void {
  execFileSync(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/ingest.ts', '--content', content, '--out', data, '--quiet'], {
    cwd: root,
    env: { ...process.env, RULES_DATA_DIR: data },
    stdio: ['ignore', 'ignore', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  })
}

async function update(options: Options): Promise<number> {
  const say = (line: string) => {
    if (!options.json) console.log(`update: ${line}`)
  }
  const failures: string[] = []
  const fail = (line: string) => {
    failures.push(line)
    console.error(`update: ${line}`)
  }

  const rules = await fetchRules({ pages: options.pages, docs: options.docs, content: options.content, timeoutSeconds: options.timeoutSeconds })
  for (const line of rules.lines) say(`fetch-rules: ${line}`)
  for (const line of failureLines(rules)) fail(`fetch-rules: ${line}`)
  let rulings: FetchRulingsResult | null = null
  let rulingsError: string | null = null
  if (options.rulings) {
    try {
      rulings = await fetchRulings({ bulkData: options.bulkData, content: options.content, timeoutSeconds: options.timeoutSeconds })
      for (const line of rulings.lines) say(`fetch-rulings: ${line}`)
    } catch (e) {
      rulingsError = (e as Error).message
      fail(`fetch-rulings: ${rulingsError}`)
    }
  }

  const graphFile = join(options.data, 'graph.json')
  // Whatever the fetches said: a file dropped in by hand, or fetched by a run whose ingest failed, is ingested too.
  const ingestNeeded = options.force || contentNewerThanGraph(options.content, options.data)
  let updates: DocumentUpdate[] = []
  let status = failures.length ? 1 : 0
  if (ingestNeeded) {
    const before = readGraph(options.data)
    const t0 = performance.now()
    try {
      runIngest(options.content, options.data)
    } catch {
      fail(`ingest: \`npm run ingest -- --content ${options.content} --out ${options.data}\` failed (its messages are above); nothing was built`)
      status = 3
    }
    if (status !== 3) {
      const after = readGraph(options.data)!
      updates = graphUpdates(before, after)
      say(`ingest: ${n(after.documents.length)} documents, ${n(after.nodes.length)} nodes -> ${graphFile} (${((performance.now() - t0) / 1000).toFixed(1)} s)`)
      if (updates.length === 0) say('ingest: no document changed')
      for (const u of updates) for (const line of describeUpdate(u)) say(line)
    }
  } else say(`nothing new: ${graphFile} is newer than everything in ${options.content}/`)

  let built: 'server' | 'export' | null = null
  if (status !== 3 && options.build !== 'none') {
    const marker = builtMarker(options.build)
    if (options.force || mtime(marker) < mtime(graphFile)) {
      const steps: string[] = []
      try {
        buildSite({ export: options.build === 'export', env: { RULES_DATA_DIR: options.data }, onStep: (name, s) => steps.push(`${name} ${s.toFixed(1)} s`) })
        built = options.build
        say(`build: ${options.build === 'export' ? 'the static export in out/' : 'the site `npm run serve` serves'}: ${steps.join(', ')}`)
      } catch (e) {
        if (!(e instanceof SiteBuildError)) throw e
        fail(`build: ${e.message}`)
        status = 3
      }
    } else say(`build: up to date (${marker} is newer than ${graphFile})`)
  }

  if (options.json) {
    console.log(
      JSON.stringify(
        {
          status,
          rules: jsonSummary(rules),
          rulings: rulings ? { ok: true, documents: rulings.documents } : options.rulings ? { ok: false, documents: [], error: rulingsError } : null,
          ingested: ingestNeeded && status !== 3,
          documents: updates.map((u) => ({ id: u.doc.id, title: u.doc.title, date: u.doc.date, status: u.status, previous: u.release?.previous.id ?? null, counts: u.release?.counts ?? null, changes: u.changesUrl })),
          built,
          failures,
        },
        null,
        1,
      ),
    )
  }
  return status
}

if (import.meta.url === `file://${process.argv[1]}`) {
  update(parseArgs(process.argv.slice(2))).then(
    (status) => {
      process.exitCode = status
    },
    (e) => {
      console.error(`update: ${(e as Error).stack ?? e}`)
      process.exitCode = 3
    },
  )
}
