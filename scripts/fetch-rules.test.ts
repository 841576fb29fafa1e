/**
 * The real `npm run fetch-rules` script, run as a child process against a rules page and a
 * rules text served on 127.0.0.1: nothing else is contacted. With ../shared/corpora present
 * the served text is a real release; the small fixture text is used in every case.
 */
import { execFile } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { ingest } from './ingest.js'

const ROOT = new URL('../', import.meta.url).pathname
const TSX = join(ROOT, 'node_modules/.bin/tsx')
const SMALL = readFileSync(new URL('../lib/fetch-rules/fixtures/a-short-comprehensive-rules-text/rules.txt', import.meta.url))
const REAL_PATH = new URL('../../shared/corpora/cr-2022-11-18.txt', import.meta.url)
const real = existsSync(REAL_PATH)
const REAL = real ? readFileSync(REAL_PATH) : null

const page = (...hrefs: string[]) =>
  `<!DOCTYPE html><html><head><title>Rules</title></head><body><h1>Comprehensive Rules</h1>${hrefs
    .map((h) => `<a href="${h}">download</a>`)
    .join(' ')}<a href="/downloads/MagicCompRules%2020260116.pdf">PDF</a></body></html>`

/** path -> what the server answers; `hang` never answers (for the timeout). */
const ROUTES: Record<string, { status?: number; type?: string; body?: Buffer | string; hang?: true }> = {
  '/en/rules': { body: page('/downloads/MagicCompRules%2020260116.txt') },
  '/moved': { status: 302, body: '' },
  '/real/rules': { body: page('/downloads/MagicCompRules%2020221118.txt') },
  '/no-link': { body: page() },
  '/two-links': { body: page('/downloads/MagicCompRules%2020260116.txt', '/downloads/MagicCompRules%2020251114.txt') },
  '/not-rules': { body: page('/downloads/shopping.txt') },
  '/gone': { body: page('/downloads/gone.txt') },
  '/broken': { status: 500, body: 'Internal Server Error' },
  '/slow': { hang: true },
  '/downloads/MagicCompRules%2020260116.txt': { type: 'text/plain', body: SMALL },
  '/downloads/MagicCompRules%2020221118.txt': { type: 'text/plain', body: REAL ?? 'absent' },
  '/downloads/shopping.txt': { type: 'text/plain', body: 'eggs\nmilk\nbread\n' },
}

let server: Server
let base = ''
let closedPort = 0
const hanging = new Set<import('node:http').ServerResponse>()

beforeAll(async () => {
  server = createServer((req, res) => {
    const route = ROUTES[req.url ?? '']
    if (!route) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found')
      return
    }
    if (route.hang) {
      hanging.add(res)
      return
    }
    const headers: Record<string, string> = { 'content-type': route.type ?? 'text/html; charset=utf-8' }
    if (req.url === '/moved') headers.location = '/en/rules'
    res.writeHead(route.status ?? 200, headers).end(route.body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  // A port that was just free and is closed again: connecting to it is refused.
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  closedPort = (probe.address() as AddressInfo).port
  await new Promise<void>((resolve) => probe.close(() => resolve()))
})

afterAll(async () => {
  for (const res of hanging) res.destroy()
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

let dir = ''
let content = ''
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'fetch-rules-'))
  content = join(dir, 'content')
  mkdirSync(content)
  writeFileSync(join(content, 'faq.txt'), 'Rules Q&A\nQ: a question?\nA: an answer.\n')
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

interface Run {
  code: number
  stdout: string
  stderr: string
}

/** Runs the script as a user would (through tsx), asynchronously so this process can serve it. */
function run(...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(TSX, ['scripts/fetch-rules.ts', ...args], { cwd: ROOT, timeout: 60_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr })
    })
  })
}

const files = () => readdirSync(content).sort()

describe('npm run fetch-rules against a local server', () => {
  test('adds the one linked text under its official name, then says it is up to date', async () => {
    const first = await run('--page', `${base}/en/rules`, '--content', content)
    expect(first.stderr).toBe('')
    expect(first.code).toBe(0)
    expect(first.stdout).toContain(`added ${join(content, 'MagicCompRules 20260116.txt')}: ${SMALL.length.toLocaleString('en-US')} bytes, the Comprehensive Rules effective 2026-01-16`)
    expect(first.stdout).toContain('as document "magiccomprules-20260116"')
    expect(files()).toEqual(['MagicCompRules 20260116.txt', 'faq.txt'])
    expect(readFileSync(join(content, 'MagicCompRules 20260116.txt')).equals(SMALL)).toBe(true)
    const report = await ingest({ content, out: join(dir, 'data'), quiet: true })
    expect(report.documents.find((d) => d.file === 'MagicCompRules 20260116.txt')).toMatchObject({ id: 'magiccomprules-20260116', family: 'cr', date: '2026-01-16' })

    const second = await run('--page', `${base}/en/rules`, '--content', content)
    expect(second.code).toBe(0)
    expect(second.stdout).toMatch(/^fetch-rules: up to date: .*MagicCompRules 20260116\.txt already holds the Comprehensive Rules effective 2026-01-16/)
    expect(files()).toEqual(['MagicCompRules 20260116.txt', 'faq.txt'])
  })

  test('follows a redirect of the page and resolves the link against where it landed', async () => {
    const r = await run('--page', `${base}/moved`, '--content', content)
    expect(r.code).toBe(0)
    expect(r.stdout).toContain(`from ${base}/downloads/MagicCompRules%2020260116.txt`)
  })

  test('the same bytes already there under another name are up to date', async () => {
    writeFileSync(join(content, 'cr-2026-01-16.txt'), SMALL)
    const r = await run('--page', `${base}/en/rules`, '--content', content)
    expect(r.code).toBe(0)
    expect(r.stdout).toContain('up to date: ')
    expect(r.stdout).toContain('cr-2026-01-16.txt')
    expect(files()).toEqual(['cr-2026-01-16.txt', 'faq.txt'])
  })

  test.skipIf(!real)(`a real release (cr-2022-11-18, UTF-16)${real ? '' : ' (skipped: ../shared/corpora is absent)'}`, async () => {
    const r = await run('--page', `${base}/real/rules`, '--content', content)
    expect(r.stderr).toBe('')
    expect(r.stdout).toContain(`${REAL!.length.toLocaleString('en-US')} bytes, the Comprehensive Rules effective 2022-11-18`)
    expect(readFileSync(join(content, 'MagicCompRules 20221118.txt')).equals(REAL!)).toBe(true)
  })

  const failures: Array<[string, string[], RegExp]> = [
    ['the page is unreachable: connection refused', ['--page', 'http://127.0.0.1:PORT/en/rules'], /^fetch-rules: cannot reach the rules page http:\/\/127\.0\.0\.1:\d+\/en\/rules: connection refused\n$/],
    ['the page is unreachable: HTTP 500', ['--page', 'BASE/broken'], /^fetch-rules: the rules page http:\/\/127\.0\.0\.1:\d+\/broken answered HTTP 500 Internal Server Error\n$/],
    ['the page is unreachable: no answer in time', ['--page', 'BASE/slow', '--timeout', '1'], /^fetch-rules: cannot reach the rules page http:\/\/127\.0\.0\.1:\d+\/slow: no answer within 1 s\n$/],
    ['the page has no .txt link', ['--page', 'BASE/no-link'], /^fetch-rules: http:\/\/127\.0\.0\.1:\d+\/no-link has no link to a \.txt file\n$/],
    ['the page has two different .txt links', ['--page', 'BASE/two-links'], /^fetch-rules: http:\/\/127\.0\.0\.1:\d+\/two-links has 2 different \.txt links, expected one: .*20260116\.txt, .*20251114\.txt\n$/],
    ['the download is not a Comprehensive Rules text', ['--page', 'BASE/not-rules'], /^fetch-rules: http:\/\/127\.0\.0\.1:\d+\/downloads\/shopping\.txt is not a Comprehensive Rules text \([^\n]*\)\n$/],
    ['the download is not there (HTTP 404)', ['--page', 'BASE/gone'], /^fetch-rules: the rules text http:\/\/127\.0\.0\.1:\d+\/downloads\/gone\.txt answered HTTP 404 Not Found\n$/],
  ]

  for (const [name, args, message] of failures) {
    test(`fails with one line and writes nothing when ${name}`, async () => {
      const before = files()
      const r = await run(...args.map((a) => a.replace('BASE', base).replace('PORT', String(closedPort))), '--content', content)
      expect(r.code).toBe(1)
      expect(r.stdout).toBe('')
      expect(r.stderr).toMatch(message)
      expect(files()).toEqual(before)
    })
  }

  test('a bad argument is a usage error, not a request', async () => {
    const r = await run('--page', 'not a url', '--content', content)
    expect(r.code).toBe(2)
    expect(r.stderr).toMatch(/^fetch-rules: --page not a url is not a URL\nusage: /)
  })
})
