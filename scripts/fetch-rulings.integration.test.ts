/**
 * The real `npm run fetch-rulings` script, run as a child process against a bulk-data list and bulk files served on
 * 127.0.0.1 (generated ones, lib/formats/scryfall/generate.ts): nothing else is contacted.
 */
import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { generateBulk } from '../lib/formats/scryfall/generate.js'
import { ingest } from './ingest.js'

const ROOT = new URL('../', import.meta.url).pathname
const TSX = join(ROOT, 'node_modules/.bin/tsx')

const v1 = generateBulk({ cards: 40, seed: 9 })
// The next release: two cards gone, one new, one with new Oracle text; a ruling reworded and one added.
const v2 = (() => {
  const cards = JSON.parse(v1.oracleCards)
  const rulings = JSON.parse(v1.rulings)
  const next = [...cards.slice(2), { ...cards[2], oracle_id: '0a0b0c0d-0000-4000-8000-000000000001', name: 'A Brand New Card' }]
  const single = next.findIndex((c: { card_faces?: unknown; oracle_text?: string }) => !c.card_faces && c.oracle_text)
  next[single] = { ...next[single], oracle_text: `${next[single].oracle_text}\nFlying` }
  const rl = [{ ...rulings[0], comment: 'A reworded ruling.' }, ...rulings.slice(1), { ...rulings[1], comment: 'One more ruling.' }]
  const array = (items: object[]) => `[\n${items.map((x) => JSON.stringify(x)).join(',\n')}\n]\n`
  return { oracleCards: array(next), rulings: array(rl) }
})()

const bulkList = (oracle: string, rulings: string | null) =>
  JSON.stringify({
    object: 'list',
    has_more: false,
    data: [
      { object: 'bulk_data', type: 'oracle_cards', updated_at: '2026-01-20T10:02:11.000+00:00', size: 1, download_uri: oracle },
      { object: 'bulk_data', type: 'unique_artwork', updated_at: '2026-01-20T10:02:11.000+00:00', size: 1, download_uri: '/never' },
      ...(rulings ? [{ object: 'bulk_data', type: 'rulings', updated_at: '2026-01-20T09:30:00.000+00:00', size: 1, download_uri: rulings }] : []),
    ],
  })

/** path -> what the server answers; `gzip` sends it compressed, as Scryfall does; `cut` sends only a part, then closes. */
const ROUTES: Record<string, { status?: number; body: string; gzip?: true; cut?: true }> = {
  '/bulk-data': { body: bulkList('/v1/oracle-cards.json', '/v1/rulings.json') },
  '/v2/bulk-data': { body: bulkList('/v2/oracle-cards.json', '/v2/rulings.json') },
  '/v1/oracle-cards.json': { body: v1.oracleCards, gzip: true },
  '/v1/rulings.json': { body: v1.rulings },
  '/v2/oracle-cards.json': { body: v2.oracleCards, gzip: true },
  '/v2/rulings.json': { body: v2.rulings },
  '/broken': { status: 500, body: 'Internal Server Error' },
  '/not-json': { body: '<!DOCTYPE html><html><body>Scryfall is down for maintenance</body></html>' },
  '/no-rulings': { body: bulkList('/v1/oracle-cards.json', null) },
  '/missing-file': { body: bulkList('/v1/oracle-cards.json', '/gone.json') },
  '/swapped': { body: bulkList('/v1/rulings.json', '/v1/oracle-cards.json') },
  '/html-download': { body: bulkList('/not-json', '/v1/rulings.json') },
  '/cut-download': { body: bulkList('/cut/oracle-cards.json', '/v1/rulings.json') },
  '/cut/oracle-cards.json': { body: v1.oracleCards, cut: true },
}

let server: Server
let base = ''
let closedPort = 0

beforeAll(async () => {
  server = createServer((req, res) => {
    const route = ROUTES[req.url ?? '']
    if (!route) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found')
    const body = Buffer.from(route.body)
    if (route.cut) {
      // Says the whole length, sends half, closes: a download cut short.
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length })
      res.write(body.subarray(0, body.length >> 1), () => res.destroy())
      return
    }
    const headers: Record<string, string> = { 'content-type': 'application/json' }
    if (route.gzip) headers['content-encoding'] = 'gzip'
    res.writeHead(route.status ?? 200, headers).end(route.gzip ? gzipSync(body) : body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  closedPort = (probe.address() as AddressInfo).port
  await new Promise<void>((resolve) => probe.close(() => resolve()))
})

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

let dir = ''
let content = ''
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'fetch-rulings-'))
  content = join(dir, 'content')
  mkdirSync(content)
  writeFileSync(join(content, 'faq.txt'), 'Rules Q&A\nQ: a question?\nA: an answer.\n')
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

function run(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(TSX, ['scripts/fetch-rulings.ts', ...args], { cwd: ROOT, timeout: 60_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr })
    })
  })
}

// Every file, hidden ones too: a failed download must leave no temporary file behind.
const files = () => readdirSync(content).sort()

describe('npm run fetch-rulings against a local server', () => {
  test('downloads both files, then says they are up to date, then what changed in the next release', async () => {
    const first = await run('--bulk-data', `${base}/bulk-data`, '--content', content)
    expect(first.stderr).toBe('')
    expect(first.code).toBe(0)
    expect(first.stdout).toContain(`fetch-rulings: oracle_cards: 40 cards (`)
    expect(first.stdout).toContain(`updated 2026-01-20T10:02:11.000+00:00) -> ${join(content, 'scryfall-oracle-cards.json')}`)
    expect(first.stdout).toContain(`fetch-rulings: rulings: ${v1.rulings.trim().split('\n').length - 2} rulings (`)
    expect(first.stdout).toContain('since the last fetch: nothing to compare, this is the first')
    expect(files()).toEqual(['faq.txt', 'scryfall-oracle-cards.json', 'scryfall-rulings.json'])
    expect(readFileSync(join(content, 'scryfall-oracle-cards.json'), 'utf8')).toBe(v1.oracleCards)
    expect(readFileSync(join(content, 'scryfall-rulings.json'), 'utf8')).toBe(v1.rulings)
    const report = await ingest({ content, out: join(dir, 'data'), quiet: true })
    expect(report.failed).toEqual([])
    expect(report.documents.find((d) => d.id === 'scryfall-oracle-cards')).toMatchObject({ family: 'scryfall', totalNodes: 40 })

    const second = await run('--bulk-data', `${base}/bulk-data`, '--content', content)
    expect(second.code).toBe(0)
    expect(second.stdout).toMatch(/^fetch-rulings: up to date: .*scryfall-oracle-cards\.json and .*scryfall-rulings\.json already hold Scryfall's files\n/)
    expect(files()).toEqual(['faq.txt', 'scryfall-oracle-cards.json', 'scryfall-rulings.json'])

    const third = await run('--bulk-data', `${base}/v2/bulk-data`, '--content', content)
    expect(third.stderr).toBe('')
    expect(third.stdout).toContain('fetch-rulings: since the last fetch: cards 1 added, 1 changed, 2 removed; rulings 1 added, 1 changed, 0 removed')
    expect(readFileSync(join(content, 'scryfall-oracle-cards.json'), 'utf8')).toBe(v2.oracleCards)
  })

  test('--json: each file with its date, new, unchanged or updated, and what changed', async () => {
    const summary = async (list: string) => {
      const r = await run('--bulk-data', `${base}${list}`, '--content', content, '--json')
      expect(r.stderr).toBe('')
      expect(r.code).toBe(0)
      return JSON.parse(r.stdout) as { ok: boolean; documents: Array<Record<string, unknown>> }
    }
    const first = await summary('/bulk-data')
    expect(first.ok).toBe(true)
    expect(first.documents).toEqual([
      { doc: 'oracle_cards', id: 'scryfall-oracle-cards', file: join(content, 'scryfall-oracle-cards.json'), date: '2026-01-20T10:02:11.000+00:00', status: 'new', count: 40, bytes: Buffer.byteLength(v1.oracleCards), changes: null },
      { doc: 'rulings', id: 'scryfall-rulings', file: join(content, 'scryfall-rulings.json'), date: '2026-01-20T09:30:00.000+00:00', status: 'new', count: v1.rulings.trim().split('\n').length - 2, bytes: Buffer.byteLength(v1.rulings), changes: null },
    ])
    expect((await summary('/bulk-data')).documents.map((d) => d.status)).toEqual(['unchanged', 'unchanged'])
    const third = await summary('/v2/bulk-data')
    expect(third.documents.map((d) => [d.status, d.changes])).toEqual([
      ['updated', { added: 1, changed: 1, removed: 2 }],
      ['updated', { added: 1, changed: 1, removed: 0 }],
    ])
  })

  test('--json: a failure is a summary with its reason too, and one line on stderr', async () => {
    const r = await run('--bulk-data', `${base}/no-rulings`, '--content', content, '--json')
    expect(r.code).toBe(1)
    expect(JSON.parse(r.stdout)).toEqual({ ok: false, documents: [], error: expect.stringMatching(/lists no "rulings" file/) })
    expect(r.stderr).toMatch(/^fetch-rulings: .* lists no "rulings" file .*\n$/)
  })

  const failures: Array<[string, string, RegExp]> = [
    ['the list is unreachable', 'http://127.0.0.1:PORT/bulk-data', /^fetch-rulings: cannot reach the bulk-data list http:\/\/127\.0\.0\.1:\d+\/bulk-data: connection refused\n$/],
    ['the list answers HTTP 500', 'BASE/broken', /^fetch-rulings: the bulk-data list http:\/\/127\.0\.0\.1:\d+\/broken answered HTTP 500 Internal Server Error\n$/],
    ['the list is not JSON', 'BASE/not-json', /^fetch-rulings: http:\/\/127\.0\.0\.1:\d+\/not-json is not Scryfall's bulk-data list \(not JSON\)\n$/],
    ['the list has no rulings file', 'BASE/no-rulings', /^fetch-rulings: http:\/\/127\.0\.0\.1:\d+\/no-rulings lists no "rulings" file \(it lists: oracle_cards, unique_artwork\)\n$/],
    ['a download is not there', 'BASE/missing-file', /^fetch-rulings: the rulings file http:\/\/127\.0\.0\.1:\d+\/gone\.json answered HTTP 404 Not Found\n$/],
    ['the downloads are each other\'s', 'BASE/swapped', /^fetch-rulings: http:\/\/127\.0\.0\.1:\d+\/v1\/rulings\.json is not Scryfall's oracle_cards file: a JSON array of cards was expected, it holds 0 cards, \d+ rulings, 0 other elements\n$/],
    ['a download is a web page', 'BASE/html-download', /^fetch-rulings: http:\/\/127\.0\.0\.1:\d+\/not-json is not Scryfall's oracle_cards file \(not JSON: .*\)\n$/],
    ['a download is cut short', 'BASE/cut-download', /^fetch-rulings: cannot read the oracle_cards file http:\/\/127\.0\.0\.1:\d+\/cut\/oracle-cards\.json: .+\n$/],
  ]
  for (const [name, list, message] of failures) {
    test(`fails with one line and writes nothing when ${name}`, async () => {
      // A previous fetch is there: it must stay as it was.
      writeFileSync(join(content, 'scryfall-rulings.json'), v2.rulings)
      const before = files()
      const r = await run('--bulk-data', list.replace('BASE', base).replace('PORT', String(closedPort)), '--content', content)
      expect(r.stdout).toBe('')
      expect(r.stderr).toMatch(message)
      expect(r.code).toBe(1)
      expect(files()).toEqual(before)
      expect(readFileSync(join(content, 'scryfall-rulings.json'), 'utf8')).toBe(v2.rulings)
    })
  }

  test('a bad argument is a usage error, not a request', async () => {
    const r = await run('--bulk-data', 'not a url', '--content', content)
    expect(r.code).toBe(2)
    expect(r.stderr).toMatch(/^fetch-rulings: --bulk-data not a url is not a URL\nusage: /)
  })
})
