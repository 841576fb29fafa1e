/**
 * `npm run fetch-rules [-- --docs cr,mtr,ipg,jar] [--page URL]... [--content DIR] [--timeout SECONDS] [--json]`:
 * download the current Comprehensive Rules text and the judges' documents (Magic Tournament Rules, Infraction Procedure
 * Guide, Judging at Regular REL, as PDF) linked from Wizards' rules pages into the content folder. Each document is on
 * its own: one that is found and checked is written (or found up to date), one that is not is one line on stderr
 * saying why, and nothing of it is written; any failure (a page unreadable, a document not fetched) makes the exit
 * non-zero. `--json` prints, instead of the lines on stdout, each document with its date and whether it is new.
 */
import { existsSync, mkdirSync, renameSync, unlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { JudgeSeries } from '../lib/formats/judge/index.js'
import { judgeDocument } from '../lib/formats/judge/index.js'
import {
  checkJudgePdf,
  checkRulesText,
  FetchRulesError,
  findDocumentLink,
  findRulesLink,
  judgeFileName,
  planWrite,
  rulesFileName,
} from '../lib/fetch-rules/index.js'
import { readContentFiles } from './ingest.js'
import { requestFailure } from './lib/request-failure.js'

export const DEFAULT_PAGE = 'https://magic.wizards.com/en/rules'
export const DEFAULT_PAGES = [DEFAULT_PAGE, 'https://wpn.wizards.com/en/rules-documents']
const DOCS = ['cr', 'mtr', 'ipg', 'jar'] as const
type Doc = (typeof DOCS)[number]

export type { Doc as RulesDoc }
export const RULES_DOCS = DOCS

export interface FetchRulesOptions {
  pages: string[]
  docs: Doc[]
  content: string
  timeoutSeconds: number
}

interface Options extends FetchRulesOptions {
  json: boolean
}

const USAGE = 'usage: npm run fetch-rules -- [--docs cr,mtr,ipg,jar] [--page URL]... [--content DIR] [--timeout SECONDS] [--json]'

function parseArgs(argv: string[]): Options {
  const options: Options = { pages: [], docs: [...DOCS], content: 'content', timeoutSeconds: 30, json: false }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    const value = argv[i + 1]
    if (arg === '--page' && value) options.pages.push(argv[++i])
    else if (arg === '--docs' && value) {
      const docs = argv[++i].split(',').map((d) => d.trim().toLowerCase()).filter(Boolean)
      const unknown = docs.filter((d) => !(DOCS as readonly string[]).includes(d))
      if (unknown.length || docs.length === 0) usageError(`--docs ${value}: expected some of ${DOCS.join(',')}`)
      options.docs = DOCS.filter((d) => docs.includes(d))
    } else if (arg === '--content' && value) options.content = argv[++i]
    else if (arg === '--timeout' && value && Number(value) > 0) options.timeoutSeconds = Number(argv[++i])
    else if (arg === '--json') options.json = true
    else usageError(`unknown or incomplete argument ${arg}`)
  }
  if (options.pages.length === 0) options.pages = [...DEFAULT_PAGES]
  for (const page of options.pages) {
    let url: URL | null = null
    try {
      url = new URL(page)
    } catch {
      usageError(`--page ${page} is not a URL`)
    }
    if (url && url.protocol !== 'http:' && url.protocol !== 'https:') usageError(`--page ${page} is not an http(s) URL`)
  }
  return options
}

function usageError(message: string): never {
  console.error(`fetch-rules: ${message}\n${USAGE}`)
  process.exit(2)
}

async function download(url: URL, what: string, timeoutSeconds: number): Promise<{ bytes: Uint8Array; url: URL }> {
  try {
    const res = await fetch(url, {
      signal: AbortSignal.timeout(timeoutSeconds * 1000),
      headers: { 'user-agent': 'mtg-rules-reference fetch-rules', accept: 'text/html, text/plain;q=0.9, */*;q=0.5' },
    })
    if (!res.ok) {
      await res.body?.cancel()
      throw new FetchRulesError(`${what} ${url.href} answered HTTP ${res.status}${res.statusText ? ` ${res.statusText}` : ''}`)
    }
    // After redirects, relative links on the page resolve against where it really is.
    return { bytes: new Uint8Array(await res.arrayBuffer()), url: new URL(res.url || url.href) }
  } catch (e) {
    if (e instanceof FetchRulesError) throw e
    throw new FetchRulesError(`cannot reach ${what} ${url.href}: ${requestFailure(e, timeoutSeconds)}`)
  }
}

/** Written beside and renamed, so the folder never holds half a file. */
function writeAtomically(dir: string, name: string, bytes: Uint8Array): void {
  mkdirSync(dir, { recursive: true })
  const tmp = join(dir, `.${name}.${process.pid}.tmp`)
  try {
    writeFileSync(tmp, bytes, { flag: 'wx' })
    renameSync(tmp, join(dir, name))
  } catch (e) {
    if (existsSync(tmp)) unlinkSync(tmp)
    throw new FetchRulesError(`cannot write ${join(dir, name)}: ${(e as Error).message}`)
  }
}

/** One checked download, ready to be written. */
interface Fetched {
  name: string
  bytes: Uint8Array
  link: URL
  /** The date the document takes effect, as it states it. */
  effective: string
  /** "the Comprehensive Rules effective 2026-01-16" */
  what: string
  /** ", 3,100 numbered rules" */
  detail: string
}

async function fetchDocument(doc: Doc, pages: Array<{ html: string; url: string }>, timeoutSeconds: number): Promise<Fetched> {
  if (doc === 'cr') {
    const texts = pages.map((p) => {
      try {
        return findRulesLink(p.html, p.url)
      } catch (e) {
        return e as FetchRulesError
      }
    })
    const links = [...new Map(texts.filter((t): t is URL => t instanceof URL).map((u) => [u.href, u])).values()]
    // One page: its own message. Several: the rules text may be on any one of them, but on one only.
    if (links.length !== 1) {
      if (pages.length === 1) throw texts[0]
      if (links.length === 0) throw new FetchRulesError(`none of the pages ${pages.map((p) => p.url).join(', ')} has one link to a .txt file`)
      throw new FetchRulesError(`the pages link ${links.length} different .txt files, expected one: ${links.map((u) => u.href).join(', ')}`)
    }
    const link = links[0]
    const { bytes } = await download(link, 'the rules text', timeoutSeconds)
    const rules = checkRulesText(bytes, link.href)
    return {
      name: rulesFileName(link, rules.effective),
      bytes,
      link,
      effective: rules.effective,
      what: `the Comprehensive Rules effective ${rules.effective}`,
      detail: `, ${rules.rules.toLocaleString('en-US')} numbered rules`,
    }
  }
  const series: JudgeSeries = doc
  const link = findDocumentLink(pages, series)
  const { bytes } = await download(link, `the ${judgeDocument(series).title}`, timeoutSeconds)
  const pdf = await checkJudgePdf(bytes, series, link.href)
  return {
    name: judgeFileName(link, series, pdf.effective),
    bytes,
    link,
    effective: pdf.effective,
    what: `the ${judgeDocument(series).title} effective ${pdf.effective}`,
    detail: `, ${pdf.pages} page${pdf.pages === 1 ? '' : 's'}`,
  }
}

/** What became of one document: `new` (a file added), `updated` (a same-named file's bytes replaced), `unchanged`, `failed`. */
export type DocumentOutcome =
  | { doc: Doc; title: string; status: 'new' | 'updated' | 'unchanged'; id: string; file: string; date: string; bytes: number; url: string; line: string }
  | { doc: Doc; title: string; status: 'failed'; error: string }

export interface FetchRulesResult {
  documents: DocumentOutcome[]
  /** Pages that could not be read: one line each. */
  pageErrors: string[]
  /** How many pages were read: with none, the pages' lines say why no document was fetched. */
  pagesRead: number
  /** Every page read and every document fetched or up to date. */
  ok: boolean
  /** The lines for stdout: what was written or found up to date. */
  lines: string[]
  /** What to run next, when a document was written. */
  next: string | null
}

const TITLES: Record<Doc, string> = { cr: 'Comprehensive Rules', mtr: judgeDocument('mtr').title, ipg: judgeDocument('ipg').title, jar: judgeDocument('jar').title }

export async function fetchRules({ pages, docs, content, timeoutSeconds }: FetchRulesOptions): Promise<FetchRulesResult> {
  const read: Array<{ html: string; url: string }> = []
  const pageErrors: string[] = []
  for (const page of pages) {
    try {
      const response = await download(new URL(page), 'the rules page', timeoutSeconds)
      read.push({ html: new TextDecoder().decode(response.bytes), url: response.url.href })
    } catch (e) {
      if (!(e instanceof FetchRulesError)) throw e
      // The other pages may still link the documents: each one that is found is fetched.
      pageErrors.push(e.message)
    }
  }
  const { sources, manifest } = existsSync(content) ? readContentFiles(content) : { sources: [], manifest: [] }
  const existing = sources.map((s) => ({ name: s.path, bytes: s.bytes }))
  const documents: DocumentOutcome[] = []
  const lines: string[] = []
  const added: string[] = []
  for (const doc of docs) {
    const title = TITLES[doc]
    try {
      if (read.length === 0) throw new FetchRulesError(`the ${title}: no page could be read (${pageErrors.join('; ')})`)
      // Each document is checked whole before it is written; one that fails leaves the folder as it was.
      const f = await fetchDocument(doc, read, timeoutSeconds)
      const plan = planWrite(existing, f.name, f.bytes, manifest)
      const common = { doc, title, id: plan.id, date: f.effective, bytes: f.bytes.length, url: f.link.href }
      if (plan.action === 'up-to-date') {
        const line = `up to date: ${join(content, plan.file)} already holds ${f.what} (${f.link.href})`
        documents.push({ ...common, status: 'unchanged', file: join(content, plan.file), line })
        lines.push(line)
        continue
      }
      writeAtomically(content, f.name, f.bytes)
      // Two documents of this run are files of one folder too.
      existing.push({ name: f.name, bytes: f.bytes })
      const size = `${f.bytes.length.toLocaleString('en-US')} bytes`
      const verb = plan.action === 'add' ? 'added' : `replaced (was ${plan.previousBytes.toLocaleString('en-US')} bytes)`
      const line = `${verb} ${join(content, f.name)}: ${size}, ${f.what}${f.detail}, from ${f.link.href}`
      documents.push({ ...common, status: plan.action === 'add' ? 'new' : 'updated', file: join(content, f.name), line })
      lines.push(line)
      added.push(`"${plan.id}"`)
    } catch (e) {
      if (!(e instanceof FetchRulesError)) throw e
      documents.push({ doc, title, status: 'failed', error: e.message })
    }
  }
  const next = added.length
    ? `run \`npm run ingest\` to add ${added.length === 1 ? 'it' : 'them'} to the graph as document${added.length === 1 ? '' : 's'} ${added.join(', ')}`
    : null
  const ok = pageErrors.length === 0 && documents.every((d) => d.status !== 'failed')
  return { documents, pageErrors, pagesRead: read.length, ok, lines, next }
}

/** The failures, one line each: the pages that could not be read, then the documents not fetched (when a page was read). */
export function failureLines(result: FetchRulesResult): string[] {
  if (result.pagesRead === 0) return result.pageErrors
  return [...result.pageErrors, ...result.documents.flatMap((d) => (d.status === 'failed' ? [d.error] : []))]
}

/** The summary `--json` prints: each document with its date and status, and the failures. */
export function jsonSummary(result: FetchRulesResult) {
  return {
    ok: result.ok,
    documents: result.documents.map((d) =>
      d.status === 'failed'
        ? { doc: d.doc, title: d.title, status: d.status, error: d.error }
        : { doc: d.doc, title: d.title, status: d.status, id: d.id, date: d.date, file: d.file, bytes: d.bytes, url: d.url },
    ),
    pages: result.pageErrors,
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { json, ...options } = parseArgs(process.argv.slice(2))
  fetchRules(options).then(
    (result) => {
      if (json) console.log(JSON.stringify(jsonSummary(result), null, 1))
      else {
        const lines = [...result.lines, ...(result.next ? [result.next] : [])]
        if (lines.length) console.log(lines.map((l) => `fetch-rules: ${l}`).join('\n'))
      }
      for (const line of failureLines(result)) console.error(`fetch-rules: ${line}`)
      if (!result.ok) process.exitCode = 1
    },
    (e) => {
      console.error(`fetch-rules: ${(e as Error).stack ?? e}`)
      process.exit(1)
    },
  )
}
