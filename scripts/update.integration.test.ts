/**
 * The real `npm run update` (scripts/update.ts), run as a child process against rules pages, documents and a Scryfall
 * bulk-data list served on 127.0.0.1: nothing else is contacted. It fetches, ingests and prints what changed; the
 * build step is left out here (--no-build: the browser test test/browser/update.test.ts builds and serves two
 * versions of the site, with the same build steps, scripts/lib/site-build.ts).
 */
import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { smallIpg, smallJar, smallMtr } from '../lib/formats/judge/fixtures.js'
import { generateBulk } from '../lib/formats/scryfall/generate.js'
import { makePdf } from '../lib/text/pdf/test-pdf.js'

const ROOT = new URL('../', import.meta.url).pathname
const TSX = join(ROOT, 'node_modules/.bin/tsx')
const RELEASES = join(ROOT, 'test/fixtures/two-comprehensive-rules-releases')
const bulk = generateBulk({ cards: 12, seed: 4 })

const page = (...links: Array<[href: string, text: string]>) =>
  `<!DOCTYPE html><html><body><h1>Rules</h1>${links.map(([h, t]) => `<p><a href="${h}">${t}</a></p>`).join('')}</body></html>`

const ROUTES: Record<string, { type?: string; body: string | Buffer }> = {
  '/january/rules': { body: page(['/downloads/MagicCompRules%2020260116.txt', 'Comprehensive Rules (TXT)']) },
  '/april/rules': { body: page(['/downloads/MagicCompRules%2020260417.txt', 'Comprehensive Rules (TXT)']) },
  '/downloads/MagicCompRules%2020260116.txt': { type: 'text/plain', body: readFileSync(join(RELEASES, 'MagicCompRules 20260116.txt')) },
  '/downloads/MagicCompRules%2020260417.txt': { type: 'text/plain', body: readFileSync(join(RELEASES, 'MagicCompRules 20260417.txt')) },
  '/rules-documents': { body: page(['/docs/mtr.pdf', 'Magic Tournament Rules'], ['/docs/ipg.pdf', 'Infraction Procedure Guide'], ['/docs/jar.pdf', 'Judging at Regular REL']) },
  // The Tournament Rules' link moved: the new Comprehensive Rules must still arrive.
  '/rules-documents-without-mtr': { body: page(['/docs/ipg.pdf', 'Infraction Procedure Guide'], ['/docs/jar.pdf', 'Judging at Regular REL']) },
  '/bulk-data': {
    type: 'application/json',
    body: JSON.stringify({
      object: 'list',
      data: [
        { object: 'bulk_data', type: 'oracle_cards', updated_at: '2026-04-20T10:00:00.000+00:00', download_uri: '/bulk/oracle-cards.json' },
        { object: 'bulk_data', type: 'rulings', updated_at: '2026-04-20T09:00:00.000+00:00', download_uri: '/bulk/rulings.json' },
      ],
    }),
  },
  '/bulk/oracle-cards.json': { type: 'application/json', body: bulk.oracleCards },
  '/bulk/rulings.json': { type: 'application/json', body: bulk.rulings },
}

let server: Server
let base = ''
let dir = ''
let content = ''
let data = ''

beforeAll(async () => {
  ROUTES['/docs/mtr.pdf'] = { type: 'application/pdf', body: Buffer.from(await makePdf(smallMtr(1))) }
  ROUTES['/docs/ipg.pdf'] = { type: 'application/pdf', body: Buffer.from(await makePdf(smallIpg())) }
  ROUTES['/docs/jar.pdf'] = { type: 'application/pdf', body: Buffer.from(await makePdf(smallJar())) }
  server = createServer((req, res) => {
    const route = ROUTES[req.url ?? '']
    if (!route) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found')
    res.writeHead(200, { 'content-type': route.type ?? 'text/html; charset=utf-8' }).end(route.body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  dir = mkdtempSync(join(tmpdir(), 'update-'))
  content = join(dir, 'content')
  data = join(dir, 'data')
  mkdirSync(content)
  writeFileSync(join(content, 'faq.txt'), 'Rules Q&A\nQ: a question?\nA: an answer.\n')
})

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
  if (dir) rmSync(dir, { recursive: true, force: true })
})

function update(rulesPage: string, documentsPage: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const all = ['scripts/update.ts', '--page', `${base}${rulesPage}`, '--page', `${base}${documentsPage}`, '--bulk-data', `${base}/bulk-data`, '--content', content, '--data', data, '--no-build', ...args]
  return new Promise((resolve) => {
    execFile(TSX, all, { cwd: ROOT, timeout: 120_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr })
    })
  })
}

// The tests run in order, each on the folder the one before left (as the job's runs do): run the file whole.
describe('npm run update against local pages and a local bulk-data endpoint', () => {
  test('the first run fetches everything and ingests it; the next one finds nothing new and leaves the graph alone', async () => {
    const first = await update('/january/rules', '/rules-documents')
    expect(first.stderr).toBe('')
    expect(first.code).toBe(0)
    expect(first.stdout).toContain(`update: fetch-rules: added ${join(content, 'MagicCompRules 20260116.txt')}`)
    expect(first.stdout).toContain('update: fetch-rulings: since the last fetch: nothing to compare, this is the first')
    expect(first.stdout).toMatch(/^update: ingest: 7 documents, \d+ nodes -> /m)
    expect(first.stdout).toContain('update: Comprehensive Rules, 2026-01-16 (magiccomprules-20260116): new, dated 2026-01-16, the first version of its series')
    expect(readdirSync(content).sort()).toEqual(['MagicCompRules 20260116.txt', 'faq.txt', 'ipg.pdf', 'jar.pdf', 'mtr.pdf', 'scryfall-oracle-cards.json', 'scryfall-rulings.json'])

    const graphTime = statSync(join(data, 'graph.json')).mtimeMs
    const second = await update('/january/rules', '/rules-documents')
    expect(second.code).toBe(0)
    expect(second.stdout).toContain(`update: nothing new: ${join(data, 'graph.json')} is newer than everything in ${content}/`)
    expect(statSync(join(data, 'graph.json')).mtimeMs).toBe(graphTime)
  })

  test('a situations file added or edited (content/situations/) is read again: the next run ingests', async () => {
    mkdirSync(join(content, 'situations'), { recursive: true })
    writeFileSync(join(content, 'situations', 'ipg.yaml'), 'series: ipg\nwritten: for this test\nsections:\n  - number: "2.2"\n    title: "Looking at Extra Cards"\n    situations: ["flipped a card while shuffling"]\n')
    const r = await update('/january/rules', '/rules-documents')
    expect(r.code).toBe(0)
    expect(r.stdout).toMatch(/^update: ingest: 7 documents, \d+ nodes -> /m)
    const graph = JSON.parse(readFileSync(join(data, 'graph.json'), 'utf8')) as { situations?: Record<string, string[]> }
    expect(Object.values(graph.situations ?? {})).toContainEqual(['flipped a card while shuffling'])
    const again = await update('/january/rules', '/rules-documents')
    expect(again.stdout).toContain('update: nothing new: ')
  })

  test('a new Comprehensive Rules with a judge document\'s link gone: the rules arrive and their changes are printed; the exit says a document is missing', async () => {
    const r = await update('/april/rules', '/rules-documents-without-mtr')
    expect(r.code).toBe(1)
    expect(r.stderr).toMatch(/^update: fetch-rules: the pages .* have no PDF link to the Magic Tournament Rules\n$/)
    expect(r.stdout).toContain(`update: fetch-rules: added ${join(content, 'MagicCompRules 20260417.txt')}`)
    expect(r.stdout).toContain('update: fetch-rules: up to date: ')
    const lines = r.stdout.split('\n')
    const head = lines.findIndex((l) => l.startsWith('update: Comprehensive Rules, 2026-04-17 (magiccomprules-20260417): new, dated 2026-04-17; '))
    expect(head).toBeGreaterThan(-1)
    expect(lines[head]).toMatch(/; since Comprehensive Rules, 2026-01-16 \(2026-01-16\): 4 added, \d+ changed, 1 removed, 3 renumbered; every change on \/changes\/magiccomprules-20260417$/)
    expect(lines.slice(head + 1, head + 5)).toEqual([
      'update:   added: 702.20, 702.20a, 702.20b, Menace',
      expect.stringMatching(/^update: {3}changed: .*702\.19b/),
      'update:   removed: 300.2',
      'update:   renumbered: 702.20 → 702.21, 702.20a → 702.21a, 702.20b → 702.21b',
    ])
    // Only the new release is news: the January rules, the judge documents and the cards are as they were.
    expect(lines.filter((l) => /^update: [^ ].*\): (new|updated)/.test(l))).toHaveLength(1)
  })

  test('--json: one summary for a script, each document with its date and status', async () => {
    const r = await update('/april/rules', '/rules-documents', '--json')
    expect(r.stderr).toBe('')
    expect(r.code).toBe(0)
    const summary = JSON.parse(r.stdout)
    expect(summary.status).toBe(0)
    expect(summary.rules.documents.map((d: { doc: string; status: string; date: string }) => [d.doc, d.status, d.date])).toEqual([
      ['cr', 'unchanged', '2026-04-17'],
      ['mtr', 'unchanged', '2023-09-01'],
      ['ipg', 'unchanged', '2023-09-01'],
      ['jar', 'unchanged', '2023-09-01'],
    ])
    expect(summary.rulings.documents.map((d: { doc: string; status: string; date: string }) => [d.doc, d.status, d.date])).toEqual([
      ['oracle_cards', 'unchanged', '2026-04-20T10:00:00.000+00:00'],
      ['rulings', 'unchanged', '2026-04-20T09:00:00.000+00:00'],
    ])
    expect(summary).toMatchObject({ ingested: false, documents: [], built: null, failures: [] })
  })
})
