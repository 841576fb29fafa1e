/**
 * `npm run fetch-rulings [-- --bulk-data URL] [--content DIR] [--timeout SECONDS] [--json]`: download Scryfall's
 * `oracle_cards` and `rulings` bulk files, listed at https://api.scryfall.com/bulk-data, into the content folder as
 * scryfall-oracle-cards.json and scryfall-rulings.json, each streamed to disk (the card file is over 100 MB), and say
 * what changed since the last fetch: cards and rulings added, changed, removed.
 * Every failure (the list unreachable or not the list, a type missing from it, a download that fails or is not a
 * JSON array of cards, resp. rulings) is one line on stderr, a non-zero exit, and nothing written. `--json` prints,
 * instead of the lines on stdout, each file with its date (Scryfall's `updated_at`), whether it is new, and its changes.
 */
import { closeSync, createWriteStream, existsSync, mkdirSync, openSync, readSync, renameSync, rmSync, statSync } from 'node:fs'
import { once } from 'node:events'
import { join } from 'node:path'
import { createHash } from 'node:crypto'
import {
  BulkSummarizer,
  cardChanges,
  FetchRulingsError,
  parseBulkDataList,
  rulingChanges,
  rulingCount,
  WANTED,
  type BulkItem,
  type BulkSummary,
  type Changes,
} from '../lib/fetch-rulings/index.js'
import { docIdFromFile } from '../lib/graph/ids.js'
import { LineStream } from '../lib/text/line-stream.js'
import { requestFailure } from './lib/request-failure.js'

export const DEFAULT_BULK_DATA = 'https://api.scryfall.com/bulk-data'

export interface FetchRulingsOptions {
  bulkData: string
  content: string
  timeoutSeconds: number
}

interface Options extends FetchRulingsOptions {
  json: boolean
}

const USAGE = 'usage: npm run fetch-rulings -- [--bulk-data URL] [--content DIR] [--timeout SECONDS] [--json]'

function parseArgs(argv: string[]): Options {
  const options: Options = { bulkData: DEFAULT_BULK_DATA, content: 'content', timeoutSeconds: 30, json: false }
  for (let i = 0; i < argv.length; i++) {
    const [arg, value] = [argv[i], argv[i + 1]]
    if (arg === '--bulk-data' && value) options.bulkData = argv[++i]
    else if (arg === '--content' && value) options.content = argv[++i]
    else if (arg === '--timeout' && value && Number(value) > 0) options.timeoutSeconds = Number(argv[++i])
    else if (arg === '--json') options.json = true
    else usageError(`unknown or incomplete argument ${arg}`)
  }
  let url: URL | null = null
  try {
    url = new URL(options.bulkData)
  } catch {
    usageError(`--bulk-data ${options.bulkData} is not a URL`)
  }
  if (url && url.protocol !== 'http:' && url.protocol !== 'https:') usageError(`--bulk-data ${options.bulkData} is not an http(s) URL`)
  return options
}

function usageError(message: string): never {
  console.error(`fetch-rulings: ${message}\n${USAGE}`)
  process.exit(2)
}

/**
 * A GET whose answer must start, and whose body must keep coming, within `timeoutSeconds` (a 150 MB download may
 * take minutes in all; what stops it is silence). `consume` reads the body.
 */
async function get<T>(url: URL, what: string, timeoutSeconds: number, consume: (res: Response, alive: () => void) => Promise<T>): Promise<T> {
  const abort = new AbortController()
  let timer = setTimeout(() => abort.abort(), timeoutSeconds * 1000)
  const alive = () => {
    clearTimeout(timer)
    timer = setTimeout(() => abort.abort(), timeoutSeconds * 1000)
  }
  let answered = false
  try {
    const res = await fetch(url, { signal: abort.signal, headers: { 'user-agent': 'mtg-rules-reference fetch-rulings', accept: 'application/json' } })
    if (!res.ok) {
      await res.body?.cancel()
      throw new FetchRulingsError(`${what} ${url.href} answered HTTP ${res.status}${res.statusText ? ` ${res.statusText}` : ''}`)
    }
    answered = true
    alive()
    return await consume(res, alive)
  } catch (e) {
    if (e instanceof FetchRulingsError) throw e
    throw new FetchRulingsError(`cannot ${answered ? 'read' : 'reach'} ${what} ${url.href}: ${requestFailure(e, timeoutSeconds)}`)
  } finally {
    clearTimeout(timer)
  }
}

/** The body streamed into `file` (created, never overwritten): it never sits in memory whole. */
async function download(item: BulkItem, file: string, timeoutSeconds: number): Promise<void> {
  await get(item.url, `the ${item.type} file`, timeoutSeconds, async (res, alive) => {
    const out = createWriteStream(file, { flags: 'wx' })
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        alive()
        if (!out.write(chunk)) await once(out, 'drain')
      }
      out.end()
      await once(out, 'finish')
    } catch (e) {
      out.destroy()
      throw e
    }
  })
}

/** A file's summary and checksum, read piece by piece. */
function summarize(file: string): { summary: BulkSummary; sha: string } {
  const fd = openSync(file, 'r')
  const lines = new LineStream()
  const summarizer = new BulkSummarizer()
  const sha = createHash('sha256')
  try {
    const buffer = new Uint8Array(4 * 1024 * 1024)
    for (let n = readSync(fd, buffer); n > 0; n = readSync(fd, buffer)) {
      const piece = buffer.subarray(0, n)
      sha.update(piece)
      summarizer.push(lines.push(piece))
    }
    summarizer.push(lines.end())
  } catch {
    // Not UTF-8: no Scryfall file.
    return { summary: { cards: new Map(), rulings: new Map(), others: 0, broken: 'not UTF-8 text' }, sha: '' }
  } finally {
    closeSync(fd)
  }
  return { summary: summarizer.end(), sha: sha.digest('hex') }
}

/** Why a downloaded file is not the bulk file of its type, or null. */
function wrongShape(item: BulkItem, holds: 'cards' | 'rulings', s: BulkSummary): string | null {
  const counts = `${s.cards.size} cards, ${rulingCount(s)} rulings, ${s.others} other elements`
  if (s.broken) return `${item.url.href} is not Scryfall's ${item.type} file (${s.broken})`
  const wanted = holds === 'cards' ? s.cards.size : rulingCount(s)
  const unwanted = holds === 'cards' ? rulingCount(s) : s.cards.size
  if (wanted === 0 || unwanted > 0 || s.others > 0) return `${item.url.href} is not Scryfall's ${item.type} file: a JSON array of ${holds} was expected, it holds ${counts}`
  return null
}

const n = (x: number) => x.toLocaleString('en-US')
const MB = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB`
const changes = (c: Changes) => `${n(c.added)} added, ${n(c.changed)} changed, ${n(c.removed)} removed`

/** One bulk file: `new` (none before), `updated` (other bytes than before), `unchanged`; its changes since the last fetch. */
export interface BulkFileOutcome {
  doc: 'oracle_cards' | 'rulings'
  /** The document id ingest gives the file. */
  id: string
  file: string
  /** When Scryfall last updated it (the list's `updated_at`), or null when the list does not say. */
  date: string | null
  status: 'new' | 'updated' | 'unchanged'
  /** Cards, resp. rulings, in the file. */
  count: number
  bytes: number
  /** Since the last fetch, when there was one and the file changed. */
  changes: Changes | null
}

export interface FetchRulingsResult {
  documents: BulkFileOutcome[]
  /** The lines for stdout. */
  lines: string[]
  /** What to run next, when a file changed. */
  next: string | null
}

export async function fetchRulings({ bulkData, content, timeoutSeconds }: FetchRulingsOptions): Promise<FetchRulingsResult> {
  const listUrl = new URL(bulkData)
  const { text, url } = await get(listUrl, 'the bulk-data list', timeoutSeconds, async (res) => ({ text: await res.text(), url: res.url || listUrl.href }))
  const items = parseBulkDataList(text, url)
  mkdirSync(content, { recursive: true })
  const temps: string[] = []
  try {
    const got = []
    for (const [i, item] of items.entries()) {
      const { file, holds } = WANTED[i]
      const tmp = join(content, `.${file}.${process.pid}.tmp`)
      temps.push(tmp)
      await download(item, tmp, timeoutSeconds)
      const fresh = summarize(tmp)
      const problem = wrongShape(item, holds, fresh.summary)
      if (problem) throw new FetchRulingsError(problem)
      const target = join(content, file)
      const before = existsSync(target) ? summarize(target) : null
      got.push({ item, file, holds, tmp, target, fresh, before, bytes: statSync(tmp).size })
    }
    const lines: string[] = []
    const changed = got.filter((g) => g.before?.sha !== g.fresh.sha)
    for (const g of got) {
      const what = g.holds === 'cards' ? `${n(g.fresh.summary.cards.size)} cards` : `${n(rulingCount(g.fresh.summary))} rulings`
      const when = g.item.updatedAt ? `, updated ${g.item.updatedAt}` : ''
      lines.push(`${g.item.type}: ${what} (${MB(g.bytes)}${when}) ${changed.includes(g) ? `-> ${g.target}` : `already in ${g.target}`}`)
    }
    const emptyBefore: BulkSummary = { cards: new Map(), rulings: new Map(), others: 0, broken: null }
    const documents = got.map((g): BulkFileOutcome => {
      const before = g.before?.summary ?? emptyBefore
      const isChanged = changed.includes(g)
      return {
        doc: g.item.type,
        id: docIdFromFile(g.file),
        file: g.target,
        date: g.item.updatedAt,
        status: !g.before ? 'new' : isChanged ? 'updated' : 'unchanged',
        count: g.holds === 'cards' ? g.fresh.summary.cards.size : rulingCount(g.fresh.summary),
        bytes: g.bytes,
        changes: g.before && isChanged ? (g.holds === 'cards' ? cardChanges(before, g.fresh.summary) : rulingChanges(before, g.fresh.summary)) : null,
      }
    })
    if (changed.length === 0) return { documents, lines: [`up to date: ${got.map((g) => g.target).join(' and ')} already hold Scryfall's files`, ...lines], next: null }
    // Both downloads are whole and checked: only now does anything in the folder change.
    for (const g of changed) renameSync(g.tmp, g.target)
    const [cards, rulings] = got
    if (!cards.before && !rulings.before) lines.push('since the last fetch: nothing to compare, this is the first')
    else {
      lines.push(
        `since the last fetch: cards ${changes(cardChanges(cards.before?.summary ?? emptyBefore, cards.fresh.summary))}; rulings ${changes(rulingChanges(rulings.before?.summary ?? emptyBefore, rulings.fresh.summary))}`,
      )
    }
    return { documents, lines, next: 'run `npm run ingest` to add them to the graph' }
  } finally {
    for (const t of temps) rmSync(t, { force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { json, ...options } = parseArgs(process.argv.slice(2))
  fetchRulings(options).then(
    (result) =>
      console.log(
        json
          ? JSON.stringify({ ok: true, documents: result.documents }, null, 1)
          : [...result.lines, ...(result.next ? [result.next] : [])].map((l) => `fetch-rulings: ${l}`).join('\n'),
      ),
    (e) => {
      const message = e instanceof FetchRulingsError ? e.message : ((e as Error).stack ?? String(e))
      if (json) console.log(JSON.stringify({ ok: false, documents: [], error: message }, null, 1))
      console.error(`fetch-rulings: ${message}`)
      process.exit(1)
    },
  )
}
