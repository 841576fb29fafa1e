import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { inlineScriptHashes } from './inline-script-hashes'
import { bodyFor, ON_DEMAND_PAGE, OnDemandCache, replayedHeaders, type CapturedPage } from './on-demand-pages'

const html = '<html><body><h1>Ixidron</h1><script>self.__next_f.push([1,"a"])</script><script src="/_next/x.js"></script></body></html>'
const captured = (status = 200): CapturedPage => ({
  status,
  headers: { 'content-type': 'text/html; charset=utf-8', 'content-length': 99, 'x-powered-by': 'Next.js', 'cache-control': 's-maxage=31536000' },
  body: Buffer.from(html),
})

describe('pages rendered on demand', () => {
  it('are card pages only', () => {
    expect(['/cards/ixidron', '/cards/aether-vial'].every((p) => ON_DEMAND_PAGE.test(p))).toBe(true)
    expect(['/cards', '/cards/', '/cards/a/b', '/cr/702.19'].some((p) => ON_DEMAND_PAGE.test(p))).toBe(false)
  })

  it('get a policy allowing exactly their own inline scripts, and the same body in every encoding', async () => {
    const cache = new OnDemandCache()
    const page = await cache.render('/cards/ixidron', async () => captured())
    const [hash] = inlineScriptHashes(html)
    expect(page.contentSecurityPolicy).toContain(`script-src 'self' '${hash}'`)
    expect(page.contentSecurityPolicy).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(brotliDecompressSync(bodyFor(page, 'br')).toString()).toBe(html)
    expect(gunzipSync(bodyFor(page, 'gzip')).toString()).toBe(html)
    expect(bodyFor(page, null).toString()).toBe(html)
    expect(replayedHeaders(page).map(([k]) => k)).toEqual(['content-type', 'cache-control'])
  })

  it('are rendered once however many ask at the same time, kept when found, and dropped least recently used first', async () => {
    const cache = new OnDemandCache(2)
    let renders = 0
    const render = () => new Promise<CapturedPage>((resolve) => setTimeout(() => resolve(captured()), 10)).finally(() => renders++)
    const first = cache.render('/cards/a', render)
    const again = cache.rendering('/cards/a')
    expect(again).toBe(first)
    await first
    expect(renders).toBe(1)
    expect(cache.get('/cards/a')).toBeDefined()
    await cache.render('/cards/missing', async () => captured(404))
    expect(cache.get('/cards/missing')).toBeUndefined()
    await cache.render('/cards/b', async () => captured())
    cache.get('/cards/a')
    await cache.render('/cards/c', async () => captured())
    expect([cache.get('/cards/a'), cache.get('/cards/b'), cache.get('/cards/c')].map(Boolean)).toEqual([true, false, true])
    expect(cache.size).toBe(2)
  })
})
