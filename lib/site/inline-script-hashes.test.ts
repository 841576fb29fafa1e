import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { inlineScriptHashes, urlPathOfPrerendered } from './inline-script-hashes'
import { contentSecurityPolicy } from './security-headers.mjs'

describe('per-page CSP', () => {
  it('hashes each inline script once, and skips scripts with a src', () => {
    const body = '(self.__next_f=self.__next_f||[]).push([0])'
    const html = `<script src="/_next/a.js" async=""></script><script>${body}</script><script>${body}</script><script>x</script>`
    const want = (s: string) => `sha256-${createHash('sha256').update(s).digest('base64')}`
    expect(inlineScriptHashes(html)).toEqual([want(body), want('x')])
  })

  it('maps prerendered files to the paths they answer', () => {
    expect(urlPathOfPrerendered('(site)/cr-2004/419.6a.html')).toBe('/cr-2004/419.6a')
    expect(urlPathOfPrerendered('index.html')).toBe('/')
    expect(urlPathOfPrerendered('(site)/r/419.6a.html')).toBe('/r/419.6a')
    expect(urlPathOfPrerendered('_not-found.html')).toBeNull()
    expect(urlPathOfPrerendered('(site)/cr-2004/419.6a.rsc')).toBeNull()
  })

  it('allows only the listed hashes when it has them', () => {
    expect(contentSecurityPolicy(['sha256-abc'])).toContain("script-src 'self' 'sha256-abc';")
    expect(contentSecurityPolicy(['sha256-abc'])).not.toContain('unsafe-inline\'; worker')
    expect(contentSecurityPolicy(['sha256-abc'])).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(contentSecurityPolicy()).toMatch(/script-src 'self' 'unsafe-inline'/)
  })
})
