import { describe, expect, it } from 'vitest'
import { cacheControlFor, pickEncoding, staticFileFor } from './precompressed'

describe('precompressed static files', () => {
  it('prefers brotli, then gzip, honouring q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(pickEncoding('gzip, deflate')).toBe('gzip')
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip')
    expect(pickEncoding('identity')).toBeNull()
    expect(pickEncoding(undefined)).toBeNull()
    expect(pickEncoding('*')).toBe('br')
  })

  it('maps only build output, and never outside its folder', () => {
    const roots = { distDir: '/app/.next', searchDir: '/app/public/search' }
    expect(staticFileFor('/_next/static/chunks/794-ab.js', roots)).toBe('/app/.next/static/chunks/794-ab.js')
    expect(staticFileFor('/search/match.faq.a7b599f660ab.json', roots)).toBe('/app/public/search/match.faq.a7b599f660ab.json')
    expect(staticFileFor('/_next/static/css/x.css', roots)).toBe('/app/.next/static/css/x.css')
    for (const bad of ['/_next/static/../server/app/index.html', '/_next/static/%2e%2e/%2e%2e/package.json', '/search/..%2f..%2fpackage.json', '/search/a\\b.json', '/_next/static/', '/_next/static/x.png', '/cr-2004/419.6a', '/search/%E0%A4%A'])
      expect(staticFileFor(bad, roots), bad).toBeNull()
  })

  it('lets browsers keep hashed files for a year, and revalidate the rest', () => {
    expect(cacheControlFor('/_next/static/chunks/794-ceeb732a1a81bc27.js')).toMatch(/immutable/)
    expect(cacheControlFor('/search/match.faq.a7b599f660ab.json')).toMatch(/immutable/)
    expect(cacheControlFor('/search/manifest.json')).toMatch(/must-revalidate/)
  })
})
