import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { isRouterPayload, pagePolicy, withPolicy } from './export-pages'

const page = (body: string) => `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><script src="/_next/a.js" async=""></script></head><body>${body}</body></html>`
const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`

describe('the export keeps a page\u2019s HTML and gives it its own policy', () => {
  it('leaves out the router payloads beside a page, and nothing else', () => {
    const files = new Set(['cr/702.19b.html', 'cr/702.19b.txt', 'index.html', 'index.txt', 'robots.txt', 'notes.txt'])
    const has = (f: string) => files.has(f)
    expect(isRouterPayload('cr/702.19b.txt', has)).toBe(true)
    expect(isRouterPayload('index.txt', has)).toBe(true)
    expect(isRouterPayload('cr/702.19b/__next._full.txt', has)).toBe(true)
    expect(isRouterPayload('cr/702.19b/__next.!KHNpdGUp.$d$doc.__PAGE__.txt', has)).toBe(true)
    expect(isRouterPayload('robots.txt', has)).toBe(false)
    expect(isRouterPayload('cr/702.19b.html', has)).toBe(false)
  })

  it('allows exactly the page\u2019s inline scripts, in a meta first in its head', () => {
    const html = withPolicy(page('<script>self.__next_f.push([1,"a"])</script><p>text</p><script>b()</script>'))
    const meta = /<head><meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)
    expect(meta).not.toBeNull()
    const scriptSrc = meta![1].split('; ').find((d) => d.startsWith('script-src'))!
    expect(scriptSrc).toBe(`script-src 'self' ${sha('self.__next_f.push([1,"a"])')} ${sha('b()')}`)
    expect(scriptSrc).not.toContain('unsafe-inline')
    // a header-only directive would only warn in a meta
    expect(meta![1]).not.toContain('frame-ancestors')
    expect(pagePolicy(page(''))).toContain("script-src 'self'")
  })

  it('replaces a policy it wrote before, so finishing an export twice gives the same page', () => {
    const once = withPolicy(page('<script>x()</script>'))
    expect(withPolicy(once)).toBe(once)
    expect(once.match(/Content-Security-Policy/g)).toHaveLength(1)
  })
})
