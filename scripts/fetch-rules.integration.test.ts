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
import { smallIpg, smallJar, smallMtr } from '../lib/formats/judge/fixtures.js'
import { makePdf } from '../lib/text/pdf/test-pdf.js'
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

/** A rules-documents page linking the judges' PDFs, as Wizards' does: by the document's name, or by its initials in the file name. */
const documentsPage = (...links: Array<[href: string, text: string]>) =>
  `<!DOCTYPE html><html><body><h1>Rules documents</h1>${links.map(([h, t]) => `<p><a href="${h}">${t}</a></p>`).join('')}</body></html>`

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
  '/en/rules-documents': {
    body: documentsPage(
      ['/docs/MTG_MTR_2023_Sep1_EN.pdf', 'Download'],
      ['/docs/ipg.pdf', 'Magic: The Gathering Infraction Procedure Guide'],
      ['/docs/jar.pdf', 'Judging at Regular REL'],
      ['/docs/MTG_MTR_2023_Sep1_EN.pdf', 'Magic Tournament Rules'],
    ),
  },
  '/no-mtr': { body: documentsPage(['/docs/ipg.pdf', 'Infraction Procedure Guide']) },
  // Wizards' documents page with the Tournament Rules' link gone (moved, renamed): the other two are there.
  '/documents-without-mtr': { body: documentsPage(['/docs/ipg.pdf', 'Magic: The Gathering Infraction Procedure Guide'], ['/docs/jar.pdf', 'Judging at Regular REL']) },
  '/two-mtr': { body: documentsPage(['/docs/MTG_MTR_2023_Sep1_EN.pdf', 'Tournament Rules'], ['/docs/MTG_MTR_2023_FR.pdf', 'Tournament Rules (French)']) },
  '/wrong-mtr': { body: documentsPage(['/docs/ipg.pdf', 'Magic Tournament Rules']) },
  '/not-pdf-mtr': { body: documentsPage(['/docs/not-a.pdf', 'Magic Tournament Rules']) },
  '/docs/not-a.pdf': { type: 'application/pdf', body: '<html>Moved</html>' },
}

/** The judge fixtures' PDFs, written before the server starts. */
beforeAll(async () => {
  const pdf = { type: 'application/pdf' }
  ROUTES['/docs/MTG_MTR_2023_Sep1_EN.pdf'] = { ...pdf, body: Buffer.from(await makePdf(smallMtr(1))) }
  ROUTES['/docs/MTG_MTR_2023_FR.pdf'] = { ...pdf, body: Buffer.from(await makePdf(smallMtr(2))) }
  ROUTES['/docs/ipg.pdf'] = { ...pdf, body: Buffer.from(await makePdf(smallIpg())) }
  ROUTES['/docs/jar.pdf'] = { ...pdf, body: Buffer.from(await makePdf(smallJar())) }
})

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
  return runAll('--docs', 'cr', ...args)
}

/** The script with the arguments as given (every document unless `--docs` says otherwise). */
function runAll(...args: string[]): Promise<Run> {
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

  test('--docs cr,mtr,ipg,jar (the default): the rules text from one page, the judges\' PDFs from another, all checked first', async () => {
    const r = await runAll('--page', `${base}/en/rules`, '--page', `${base}/en/rules-documents`, '--content', content)
    expect(r.stderr).toBe('')
    expect(r.code).toBe(0)
    expect(files()).toEqual(['MTG_MTR_2023_Sep1_EN.pdf', 'MagicCompRules 20260116.txt', 'faq.txt', 'ipg.pdf', 'jar.pdf'])
    expect(r.stdout).toContain(`added ${join(content, 'MTG_MTR_2023_Sep1_EN.pdf')}: `)
    expect(r.stdout).toContain('the Magic Tournament Rules effective 2023-09-01, 3 pages, from ')
    expect(r.stdout).toContain('the Infraction Procedure Guide effective 2023-09-01')
    expect(r.stdout).toContain('the Judging at Regular REL effective 2023-09-01')
    expect(r.stdout).toContain('as documents "magiccomprules-20260116", "mtg-mtr-2023-sep1-en", "doc-ipg", "doc-jar"')
    const report = await ingest({ content, out: join(dir, 'data'), quiet: true })
    expect(report.failed).toEqual([])
    expect(report.documents.filter((d) => d.family === 'judge').map((d) => d.id).sort()).toEqual(['doc-ipg', 'doc-jar', 'mtg-mtr-2023-sep1-en'])

    const again = await runAll('--docs', 'mtr,ipg', '--page', `${base}/en/rules-documents`, '--content', content)
    expect(again.code).toBe(0)
    expect(again.stdout).toMatch(/^fetch-rules: up to date: .*MTG_MTR_2023_Sep1_EN\.pdf already holds the Magic Tournament Rules effective 2023-09-01/)
    expect(again.stdout).toContain('ipg.pdf already holds the Infraction Procedure Guide')
  })

  const judgeFailures: Array<[string, string[], RegExp]> = [
    ['a page has no link to the document', ['--docs', 'mtr', '--page', 'BASE/no-mtr'], /^fetch-rules: http:\/\/127\.0\.0\.1:\d+\/no-mtr has no PDF link to the Magic Tournament Rules\n$/],
    ['the pages link two different PDFs of it', ['--docs', 'mtr', '--page', 'BASE/two-mtr'], /^fetch-rules: http:\/\/127\.0\.0\.1:\d+\/two-mtr has 2 different PDF links to the Magic Tournament Rules, expected one: .*EN\.pdf, .*FR\.pdf\n$/],
    ['the download is another document', ['--docs', 'mtr', '--page', 'BASE/wrong-mtr'], /^fetch-rules: http:\/\/127\.0\.0\.1:\d+\/docs\/ipg\.pdf is not the Magic Tournament Rules: it is the Infraction Procedure Guide\n$/],
    ['the download is no PDF', ['--docs', 'mtr', '--page', 'BASE/not-pdf-mtr'], /^fetch-rules: http:\/\/127\.0\.0\.1:\d+\/docs\/not-a\.pdf is not the Magic Tournament Rules: not a PDF file\n$/],
  ]
  for (const [name, args, message] of judgeFailures) {
    test(`judge documents: fails with one line and writes nothing when ${name}`, async () => {
      const before = files()
      const r = await runAll(...args.map((a) => a.replace('BASE', base)), '--content', content)
      expect(r.stdout).toBe('')
      expect(r.stderr).toMatch(message)
      expect(r.code).toBe(1)
      expect(files()).toEqual(before)
    })
  }

  test('one document without a link: the other three are written, the missing one is named, the exit is non-zero', async () => {
    const r = await runAll('--page', `${base}/en/rules`, '--page', `${base}/documents-without-mtr`, '--content', content)
    expect(r.stderr).toMatch(/^fetch-rules: the pages http:\/\/127\.0\.0\.1:\d+\/en\/rules, http:\/\/127\.0\.0\.1:\d+\/documents-without-mtr have no PDF link to the Magic Tournament Rules\n$/)
    expect(r.code).toBe(1)
    expect(files()).toEqual(['MagicCompRules 20260116.txt', 'faq.txt', 'ipg.pdf', 'jar.pdf'])
    expect(r.stdout).toContain(`added ${join(content, 'MagicCompRules 20260116.txt')}: `)
    expect(r.stdout).toContain('the Infraction Procedure Guide effective 2023-09-01')
    expect(r.stdout).toContain('the Judging at Regular REL effective 2023-09-01')
    expect(r.stdout).toContain('as documents "magiccomprules-20260116", "doc-ipg", "doc-jar"')

    // Once the link is back, the three are up to date and the fourth is added.
    const again = await runAll('--page', `${base}/en/rules`, '--page', `${base}/en/rules-documents`, '--content', content, '--json')
    expect(again.stderr).toBe('')
    expect(again.code).toBe(0)
    const summary = JSON.parse(again.stdout)
    expect(summary).toMatchObject({ ok: true, pages: [] })
    expect(summary.documents.map((d: { doc: string; status: string; date: string; id: string }) => [d.doc, d.status, d.date, d.id])).toEqual([
      ['cr', 'unchanged', '2026-01-16', 'magiccomprules-20260116'],
      ['mtr', 'new', '2023-09-01', 'mtg-mtr-2023-sep1-en'],
      ['ipg', 'unchanged', '2023-09-01', 'doc-ipg'],
      ['jar', 'unchanged', '2023-09-01', 'doc-jar'],
    ])
    expect(summary.documents[1].file).toBe(join(content, 'MTG_MTR_2023_Sep1_EN.pdf'))
  })

  test('a page that cannot be read is named; what the other pages link is still fetched', async () => {
    const r = await runAll('--docs', 'cr,mtr', '--page', `${base}/en/rules`, '--page', `${base}/broken`, '--content', content, '--json')
    expect(r.code).toBe(1)
    expect(r.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^fetch-rules: the rules page http:\/\/127\.0\.0\.1:\d+\/broken answered HTTP 500 Internal Server Error$/),
      expect.stringMatching(/^fetch-rules: http:\/\/127\.0\.0\.1:\d+\/en\/rules has no PDF link to the Magic Tournament Rules$/),
    ])
    const summary = JSON.parse(r.stdout)
    expect(summary.ok).toBe(false)
    expect(summary.pages).toEqual([expect.stringContaining('/broken answered HTTP 500')])
    expect(summary.documents).toEqual([
      expect.objectContaining({ doc: 'cr', status: 'new', date: '2026-01-16' }),
      { doc: 'mtr', title: 'Magic Tournament Rules', status: 'failed', error: expect.stringContaining('no PDF link to the Magic Tournament Rules') },
    ])
    expect(files()).toEqual(['MagicCompRules 20260116.txt', 'faq.txt'])
  })

  test('--docs names only known documents', async () => {
    const r = await runAll('--docs', 'cr,xyz', '--content', content)
    expect(r.code).toBe(2)
    expect(r.stderr).toMatch(/^fetch-rules: --docs cr,xyz: expected some of cr,mtr,ipg,jar\nusage: /)
  })
})
