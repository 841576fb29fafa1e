import { describe, expect, it } from 'vitest'
import { absoluteUrl, LOCAL_ORIGIN, siteOrigin, siteUrlProblem } from './site-origin'

describe('the site origin', () => {
  it('is SITE_URL without a trailing slash, a path kept; localhost only for a server tried here', () => {
    expect(siteOrigin({ SITE_URL: 'https://rules.example.org/' })).toBe('https://rules.example.org')
    expect(siteOrigin({ SITE_URL: ' https://example.org/mtg/ ' })).toBe('https://example.org/mtg')
    expect(siteOrigin({})).toBe(LOCAL_ORIGIN)
    expect(absoluteUrl('https://rules.example.org', '/cr-2026-04-17/702.19b')).toBe('https://rules.example.org/cr-2026-04-17/702.19b')
  })

  it('says in one line why a SITE_URL will not do, and throws rather than write it into pages', () => {
    for (const bad of [undefined, '', '  ', 'rules.example.org', 'ftp://example.org', 'https://example.org/?a=1', 'https://u:p@example.org']) {
      const problem = siteUrlProblem(bad)
      expect(problem, String(bad)).toMatch(/SITE_URL/)
      expect(problem).not.toContain('\n')
    }
    expect(siteUrlProblem('https://rules.example.org')).toBeNull()
    expect(() => siteOrigin({ SITE_URL: 'rules.example.org' })).toThrow(/not a URL/)
  })
})
