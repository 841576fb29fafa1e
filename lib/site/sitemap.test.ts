import { describe, expect, it } from 'vitest'
import { robotsTxt, sitemapFiles, sitemapUrl } from './sitemap'

const origin = 'https://rules.example.org'

describe('sitemap.xml and robots.txt', () => {
  it('lists each page once, escaped, sorted', () => {
    const files = sitemapFiles(origin, [`${origin}/b`, `${origin}/a?x=1&y=2`, `${origin}/b`])
    expect([...files.keys()]).toEqual(['sitemap.xml'])
    const xml = files.get('sitemap.xml')!
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect([...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])).toEqual([`${origin}/a?x=1&amp;y=2`, `${origin}/b`])
  })

  it('past the URLs a file may hold, is an index of numbered files', () => {
    const urls = Array.from({ length: 5 }, (_, i) => `${origin}/p${i}`)
    const files = sitemapFiles(origin, urls, 2)
    expect([...files.keys()]).toEqual(['sitemap.xml', 'sitemap-1.xml', 'sitemap-2.xml', 'sitemap-3.xml'])
    expect(files.get('sitemap.xml')).toContain(`<sitemap><loc>${origin}/sitemap-3.xml</loc></sitemap>`)
    expect(files.get('sitemap-3.xml')).toContain(`<loc>${origin}/p4</loc>`)
  })

  it('takes a page at its canonical address, leaves out what asks not to be indexed', () => {
    expect(sitemapUrl(`<head><link rel="canonical" href="${origin}/r/419"/></head>`, origin, '/r/_/419')).toBe(`${origin}/r/419`)
    expect(sitemapUrl('<head><title>x</title></head>', origin, '/cards')).toBe(`${origin}/cards`)
    expect(sitemapUrl('<head><meta name="robots" content="noindex"/></head>', origin, '/404')).toBeNull()
    expect(robotsTxt(origin)).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`)
  })
})
