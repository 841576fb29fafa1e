/**
 * scripts/serve-export.ts answers as Cloudflare Pages' runtime does where the two were found to differ (the export's
 * browser test compares them on the real export): the nearest 404.html up a path, a 404 not kept, `.html` and a
 * trailing slash redirected to the page's own path.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveExport, type ExportServer } from './serve-export'

let dir: string
let host: ExportServer

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'serve-export-'))
  mkdirSync(join(dir, 'doc'))
  writeFileSync(join(dir, '404.html'), '<title>site 404</title>')
  writeFileSync(join(dir, 'doc', '404.html'), '<title>doc 404</title>')
  writeFileSync(join(dir, 'doc', 'a.html'), '<title>a</title>')
  writeFileSync(join(dir, 'doc', 'a.md'), '# a')
  writeFileSync(join(dir, 'index.html'), '<title>home</title>')
  writeFileSync(join(dir, '_redirects'), '/r/:n /doc/:n 302\n')
  host = await serveExport({ dir })
})

afterAll(async () => {
  await host.close()
  rmSync(dir, { recursive: true, force: true })
})

const at = async (path: string) => {
  const res = await fetch(host.baseUrl + path, { redirect: 'manual' })
  return { status: res.status, location: res.headers.get('location'), cache: res.headers.get('cache-control'), type: res.headers.get('content-type'), text: await res.text() }
}

describe('serve-export, as Cloudflare Pages answers', () => {
  it('answers a missing path with the nearest 404.html up its folders, not kept', async () => {
    expect(await at('/doc/zz')).toMatchObject({ status: 404, text: '<title>doc 404</title>', cache: 'no-store' })
    expect(await at('/zz')).toMatchObject({ status: 404, text: '<title>site 404</title>', cache: 'no-store' })
    expect(await at('/other/deep/zz')).toMatchObject({ status: 404, text: '<title>site 404</title>' })
  })

  it('redirects another spelling of a page to its own path (308)', async () => {
    expect(await at('/doc/a.html')).toMatchObject({ status: 308, location: '/doc/a' })
    expect(await at('/doc/a/')).toMatchObject({ status: 308, location: '/doc/a' })
    expect(await at('/index.html')).toMatchObject({ status: 308, location: '/' })
    expect(await at('/doc/a')).toMatchObject({ status: 200, text: '<title>a</title>' })
    expect(await at('/doc/a.md')).toMatchObject({ status: 200, type: 'text/markdown; charset=utf-8' })
    expect(await at('/r/a?x=1')).toMatchObject({ status: 302, location: '/doc/a?x=1' })
  })
})
