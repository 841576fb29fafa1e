import { describe, expect, it } from 'vitest'
import { headersFile, redirectsFile } from './host-config'
import { SECURITY_HEADERS } from './security-headers.mjs'

describe('static host config', () => {
  it('sends the security headers on every path', () => {
    const text = headersFile(SECURITY_HEADERS)
    expect(text.split('\n')[0]).toBe('/*')
    for (const name of ['Content-Security-Policy', 'X-Content-Type-Options: nosniff', 'Referrer-Policy', 'Permissions-Policy'])
      expect(text).toContain(`  ${name}`)
  })

  it('adds each page its own hashed policy', () => {
    const text = headersFile(SECURITY_HEADERS, { '/cr-2004/419.6a': "script-src 'self' 'sha256-abc'" })
    expect(text).toContain("/cr-2004/419.6a\n  Content-Security-Policy: script-src 'self' 'sha256-abc'\n")
  })

  it('adds headers to some paths: the update feeds are sent as Atom', () => {
    const text = headersFile(SECURITY_HEADERS, {}, { '/changes/ipg.xml': [{ key: 'Content-Type', value: 'application/atom+xml; charset=utf-8' }] })
    expect(text).toContain('/changes/ipg.xml\n  Content-Type: application/atom+xml; charset=utf-8\n')
  })

  it('redirects other spellings of a number and dropped permalinks', () => {
    const text = redirectsFile(['419.6a', 'T.1.Ruling.2', '502'], { '/cr-2004/old': '/cr-2004/419.6a' })
    const lines = text.trim().split('\n')
    expect(lines).toContain('/cr-2004/old /cr-2004/419.6a 301')
    expect(lines).toContain('/r/419.6A /r/419.6a 301')
    expect(lines).toContain('/r/419.6a. /r/419.6a 301')
    expect(lines).toContain('/r/t.1.ruling.2 /r/T.1.Ruling.2 301')
    expect(lines).toContain('/r/502. /r/502 301')
    // A number with no letters has no other case: no self-redirect loops.
    expect(lines.filter((l) => l.split(' ')[0] === l.split(' ')[1])).toEqual([])
  })

  it('puts older versions\' URLs before the spellings of numbers: a host may apply only the first lines', () => {
    const text = redirectsFile(['419.6a'], { '/cr-2004/old': '/cr-2004/419.6a' }, { '/cr-1999/502.9': '/cr-2009/702.17#v-cr-1999' })
    expect(text.trim().split('\n')).toEqual([
      '/cr-2004/old /cr-2004/419.6a 301',
      '/cr-1999/502.9 /cr-2009/702.17#v-cr-1999 302',
      '/r/419.6A /r/419.6a 301',
      '/r/419.6a. /r/419.6a 301',
    ])
  })
})
