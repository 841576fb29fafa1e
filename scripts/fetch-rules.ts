/**
 * `npm run fetch-rules [-- --page URL] [--content DIR] [--timeout SECONDS]`: download the
 * current Comprehensive Rules text linked from Wizards' rules page into the content folder.
 * Every failure is one line on stderr, a non-zero exit, and nothing written.
 */
import { existsSync, mkdirSync, renameSync, unlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { checkRulesText, FetchRulesError, findRulesLink, planWrite, rulesFileName } from '../lib/fetch-rules/index.js'
import { readContentFiles } from './ingest.js'

export const DEFAULT_PAGE = 'https://magic.wizards.com/en/rules'

interface Options {
  page: string
  content: string
  timeoutSeconds: number
}

const USAGE = 'usage: npm run fetch-rules -- [--page URL] [--content DIR] [--timeout SECONDS]'

function parseArgs(argv: string[]): Options {
  const options: Options = { page: DEFAULT_PAGE, content: 'content', timeoutSeconds: 30 }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    const value = argv[i + 1]
    if (arg === '--page' && value) options.page = argv[++i]
    else if (arg === '--content' && value) options.content = argv[++i]
    else if (arg === '--timeout' && value && Number(value) > 0) options.timeoutSeconds = Number(argv[++i])
    else usageError(`unknown or incomplete argument ${arg}`)
  }
  let url: URL | null = null
  try {
    url = new URL(options.page)
  } catch {
    usageError(`--page ${options.page} is not a URL`)
  }
  if (url && url.protocol !== 'http:' && url.protocol !== 'https:') usageError(`--page ${options.page} is not an http(s) URL`)
  return options
}

function usageError(message: string): never {
  console.error(`fetch-rules: ${message}\n${USAGE}`)
  process.exit(2)
}

/** Why a request failed, in a user's words: Node's fetch hides the reason in `cause`. */
function failure(e: unknown, timeoutSeconds: number): string {
  const err = e as Error & { cause?: { code?: string; message?: string } }
  if (err?.name === 'TimeoutError' || err?.name === 'AbortError') return `no answer within ${timeoutSeconds} s`
  const code = err?.cause?.code
  if (code === 'ECONNREFUSED') return 'connection refused'
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'host not found'
  if (code === 'ECONNRESET') return 'connection reset'
  return err?.cause?.message ?? err?.message ?? String(e)
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
    throw new FetchRulesError(`cannot reach ${what} ${url.href}: ${failure(e, timeoutSeconds)}`)
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

export async function fetchRules({ page, content, timeoutSeconds }: Options): Promise<string> {
  const pageResponse = await download(new URL(page), 'the rules page', timeoutSeconds)
  const html = new TextDecoder().decode(pageResponse.bytes)
  const link = findRulesLink(html, pageResponse.url.href)
  const { bytes } = await download(link, 'the rules text', timeoutSeconds)
  const rules = checkRulesText(bytes, link.href)
  const name = rulesFileName(link, rules.effective)

  const { sources, manifest } = existsSync(content) ? readContentFiles(content) : { sources: [], manifest: [] }
  const plan = planWrite(
    sources.map((s) => ({ name: s.path, bytes: s.bytes })),
    name,
    bytes,
    manifest,
  )
  const what = `the Comprehensive Rules effective ${rules.effective}`
  if (plan.action === 'up-to-date') return `up to date: ${join(content, plan.file)} already holds ${what} (${link.href})`
  writeAtomically(content, name, bytes)
  const size = `${bytes.length.toLocaleString('en-US')} bytes`
  const verb = plan.action === 'add' ? 'added' : `replaced (was ${plan.previousBytes.toLocaleString('en-US')} bytes)`
  return [
    `${verb} ${join(content, name)}: ${size}, ${what}, ${rules.rules.toLocaleString('en-US')} numbered rules, from ${link.href}`,
    `run \`npm run ingest\` to add it to the graph as document "${plan.id}"`,
  ].join('\n')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const options = parseArgs(process.argv.slice(2))
  fetchRules(options).then(
    (message) => console.log(`fetch-rules: ${message}`),
    (e) => {
      console.error(`fetch-rules: ${e instanceof FetchRulesError ? e.message : (e as Error).stack ?? e}`)
      process.exit(1)
    },
  )
}
