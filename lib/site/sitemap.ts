/**
 * The export's sitemap.xml and robots.txt: every page a crawler should find, at the site's origin. A sitemap file
 * holds at most 50,000 URLs (sitemaps.org); past that sitemap.xml is an index of numbered files, so robots.txt names
 * one file whatever the size. Pure: pages in, files out.
 */

export const SITEMAP_URLS_PER_FILE = 50_000

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }
const xml = (s: string) => s.replace(/[&<>"']/g, (c) => XML_ESCAPES[c])

const urlset = (urls: readonly string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.map((u) => `<url><loc>${xml(u)}</loc></url>\n`).join('')}</urlset>\n`

/** The sitemap files by name (`sitemap.xml`, and `sitemap-1.xml`... when it is an index), for absolute page URLs. */
export function sitemapFiles(origin: string, urls: readonly string[], perFile = SITEMAP_URLS_PER_FILE): Map<string, string> {
  const unique = [...new Set(urls)].sort()
  if (unique.length <= perFile) return new Map([['sitemap.xml', urlset(unique)]])
  const files = new Map<string, string>()
  for (let i = 0; i * perFile < unique.length; i++) files.set(`sitemap-${i + 1}.xml`, urlset(unique.slice(i * perFile, (i + 1) * perFile)))
  const index = [...files.keys()].map((name) => `<sitemap><loc>${xml(`${origin}/${name}`)}</loc></sitemap>\n`).join('')
  return new Map([['sitemap.xml', `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${index}</sitemapindex>\n`], ...files])
}

/** Everything may be crawled; the sitemap says where the pages are. */
export const robotsTxt = (origin: string): string => `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`

/**
 * A page's URL for the sitemap, from its exported HTML and the path it is served at: its canonical link when it has
 * one (a page kept elsewhere than its address, `/r/_/419` for `/r/419`, names its address there), else origin + path;
 * null for a page that asks not to be indexed (the 404 page, the offline page).
 */
export function sitemapUrl(html: string, origin: string, path: string): string | null {
  const end = html.indexOf('</head>')
  const head = end < 0 ? html : html.slice(0, end)
  if (/<meta\s+name="robots"\s+content="[^"]*noindex/i.test(head)) return null
  const canonical = /<link\s+rel="canonical"\s+href="([^"]+)"/i.exec(head)?.[1]
  return canonical ? canonical.replace(/&amp;/g, '&') : `${origin}${path}`
}
