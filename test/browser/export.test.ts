/**
 * The static export (`npm run export`) on a host that applies none of `_redirects` (GitHub Pages, a bucket; and
 * Cloudflare Pages past its first 2,000 lines): a page is its file, anything else is 404.html. Old-style number
 * links and older versions' URLs still arrive, through the 404 page's lookup (lib/site/moved.ts).
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ATOM_NS, releaseSummaries } from '../../lib/site/feed'
import { judgeAsOf } from '../../lib/site/judge'
import { pagePlan } from '../../lib/site/page-plan'
import { launchPhone, type Phone } from './harness'
import { builtSite } from './picks'

const root = join(import.meta.dirname, '..', '..')
const OUT = '.next-export-test'
const outDir = join(root, OUT)
const site = builtSite()
const plan = pagePlan(site)
/** An older version's node URL and where it goes; absent when the build has one version of each document. */
const older = Object.entries(plan.redirects)[0]
/** A number with a letter, typed in capitals as people post it ("419.6A"). */
const lettered = site.graph.nodes.find((n) => n.number && /^\d+\.\d+[a-z]$/.test(n.number) && site.lineages.hasPage(n))?.number

/** 702.19b Trample, in the builds with the 2014 CR (../shared present): "as of" 2005 reads its 2004 form, 502.9b. */
const trample = site.node('cr-2014-09-26/702.19b')

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' }

/** What a plain static host does: the file, or the file plus .html, or 404.html with status 404. Nothing else. */
function plainHost(dir: string): Promise<{ server: Server; baseUrl: string }> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname))
    const candidates = [path, `${path}.html`, join(path, 'index.html')].map((p) => join(dir, p))
    const file = candidates.find((f) => f.startsWith(dir) && existsSync(f) && statSync(f).isFile())
    const served = file ?? join(dir, '404.html')
    res.writeHead(file ? 200 : 404, { 'content-type': TYPES[extname(served)] ?? 'application/octet-stream' })
    res.end(readFileSync(served))
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })))
}

describe('the static export on a host that applies no redirects', () => {
  let host: { server: Server; baseUrl: string }
  let phone: Phone
  beforeAll(async () => {
    // Next rewrites tsconfig.next.json's include list for another distDir; put it back after (as global-setup does).
    // An export with its own distDir still builds in .next (next/dist/export/utils.js getBuildDistDir): the server
    // build the other browser tests serve is moved aside meanwhile and put back.
    const tsconfig = join(root, 'tsconfig.next.json')
    const saved = readFileSync(tsconfig)
    const serverBuild = join(root, '.next')
    const aside = join(root, `.next-aside-${process.pid}`)
    const hadServerBuild = existsSync(serverBuild)
    if (hadServerBuild) renameSync(serverBuild, aside)
    try {
      rmSync(outDir, { recursive: true, force: true })
      const env = { ...process.env, STATIC_EXPORT: '1', NEXT_DIST_DIR: OUT, NO_SW: '1', NEXT_TELEMETRY_DISABLED: '1' }
      execFileSync(process.execPath, [join(root, 'node_modules/next/dist/bin/next'), 'build', '--webpack'], { cwd: root, env, stdio: 'pipe', maxBuffer: 64 * 1024 * 1024 })
      execFileSync(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/export-host-config.ts', OUT], { cwd: root, env, stdio: 'pipe' })
      execFileSync(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/export-card-shards.ts', OUT], { cwd: root, env, stdio: 'pipe' })
    } finally {
      writeFileSync(tsconfig, saved)
      if (hadServerBuild) {
        rmSync(serverBuild, { recursive: true, force: true })
        renameSync(aside, serverBuild)
      }
    }
    host = await plainHost(outDir)
    phone = await launchPhone()
  }, 600_000)
  afterAll(async () => {
    await phone?.browser.close()
    await new Promise((r) => host?.server.close(r))
    rmSync(outDir, { recursive: true, force: true })
  })

  it('writes _redirects with older versions\u2019 URLs before the number spellings, and the same for the 404 page', () => {
    const lines = readFileSync(join(outDir, '_redirects'), 'utf8').trim().split('\n')
    const firstSpelling = lines.findIndex((l) => l.startsWith('/r/'))
    expect(firstSpelling).toBeGreaterThanOrEqual(0)
    if (older) {
      expect(lines.indexOf(`${encodeURI(older[0])} ${encodeURI(older[1])} 302`)).toBeLessThan(firstSpelling)
      const segment = older[0].split('/')[1]
      expect(JSON.parse(readFileSync(join(outDir, 'moved', `${segment}.json`), 'utf8'))[older[0]]).toBe(older[1])
    }
  })

  it('an old-style number link opens the rule', async () => {
    expect(lettered).toBeTruthy()
    const res = await fetch(`${host.baseUrl}/r/${lettered!.toUpperCase()}`)
    expect(res.status).toBe(404) // the host knows nothing of it: the page in the browser does
    await phone.page.goto(`${host.baseUrl}/r/${lettered!.toUpperCase()}`)
    await phone.page.waitForURL(`${host.baseUrl}/r/${encodeURIComponent(lettered!)}`, { timeout: 15_000 })
    await expect.poll(() => phone.page.locator('main').innerText()).toContain(lettered!)
  })

  it.skipIf(!older)('an older version\u2019s URL opens its rule\u2019s page at that version\u2019s History entry', async () => {
    const [from, to] = older!
    expect((await fetch(host.baseUrl + encodeURI(from))).status).toBe(404)
    await phone.page.goto(host.baseUrl + encodeURI(from))
    await phone.page.waitForURL(host.baseUrl + encodeURI(to), { timeout: 15_000 })
    expect(await phone.page.locator('h1').first().innerText()).not.toMatch(/not found/i)
  })

  it('has no server-rendered "as of" page: /r/NUMBER answers ?asof= in the browser', async () => {
    expect(existsSync(join(outDir, 'as-of'))).toBe(false)
    if (!trample) return void expect(site.documents.filter((d) => d.series === 'cr').length).toBeLessThan(3)
    await phone.page.goto(`${host.baseUrl}/r/702.19b?asof=2005-01-01`)
    await expect.poll(() => phone.page.locator('.as-of-status').innerText()).toBe('On 2005-01-01 this rule was 502.9b.')
    expect(await phone.page.locator('.intervals > li.picked').getAttribute('data-number')).toBe('502.9b')
  })

  it('has the update feeds, sent as Atom by the host config; a short link answers "as of" in the browser', async () => {
    const res = await fetch(`${host.baseUrl}/changes/mtr.xml`)
    expect(res.status).toBe(200)
    const xml = await res.text()
    expect(xml).toContain(`<feed xmlns="${ATOM_NS}">`)
    expect(xml.match(/<entry>/g)?.length).toBe(releaseSummaries(site, 'mtr').length)
    expect(readFileSync(join(outDir, '_headers'), 'utf8')).toContain('/changes/mtr.xml\n  Content-Type: application/atom+xml; charset=utf-8\n')
    // No server here: the page's script picks the row in force and writes the server's line.
    expect(existsSync(join(outDir, 'judge-as-of'))).toBe(false)
    await phone.page.goto(`${host.baseUrl}/mtr/3.2?asof=2018-03-01`)
    await expect.poll(() => phone.page.locator('.as-of-status').innerText()).toBe(judgeAsOf(site, 'mtr', '3.2', '2018-03-01')!.line)
    expect(await phone.page.locator('.intervals > li.picked > details').getAttribute('open')).not.toBeNull()
  })

  it('a card only Scryfall\u2019s files have (no page of its own) is shown by the 404 page from its exported shard', async () => {
    const path = '/cards/delver-of-secrets-insectile-aberration'
    expect((await fetch(host.baseUrl + path)).status).toBe(404)
    await phone.page.goto(host.baseUrl + path)
    await expect.poll(() => phone.page.locator('h1').first().innerText(), { timeout: 15_000 }).toBe('Delver of Secrets // Insectile Aberration')
    expect(await phone.page.locator('section.card-oracle').innerText()).toContain('Insectile Aberration')
    expect(await phone.page.locator('section[aria-labelledby="rulings-today"] .card-entry').count()).toBe(1)
    expect(await phone.page.title()).toContain('Delver of Secrets // Insectile Aberration: rulings')
    // A card the documents have is a prerendered page of the export, its Scryfall rulings included.
    const res = await fetch(`${host.baseUrl}/cards/aether-vial`)
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('Wizards of the Coast')
  })

  it('a page that never existed stays Not found', async () => {
    await phone.page.goto(`${host.baseUrl}/cr-2004/999.9z`)
    await phone.page.waitForLoadState('networkidle')
    expect(phone.page.url()).toBe(`${host.baseUrl}/cr-2004/999.9z`)
    expect(await phone.page.locator('h1').first().innerText()).toMatch(/not found/i)
  })
})
