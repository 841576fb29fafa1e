import { describe, expect, it } from 'vitest'
import { anyRuleMatches, applyRules, formatRules, headersFor, isDynamic, parseHeaders, parseRules, type HostRule } from './host-rules'

describe('redirect rules as static hosts read them', () => {
  const rules: HostRule[] = [
    { from: '/r/419.6a', to: '/r/_/419.6a', status: 200 },
    { from: '/r/502.9b', to: '/cr-2026/702.19b#v-cr-2004', status: 302 },
    { from: '/old/*', to: '/new/:splat', status: 301 },
    { from: '/r/:number', to: '/cr-2026/:number', status: 302 },
  ]

  it('reads back what it writes, and leaves out what is no rule', () => {
    const text = formatRules(rules)
    expect(text.split('\n')[0]).toBe('/r/419.6a /r/_/419.6a 200')
    expect(parseRules(`# a comment\n\n${text}/x\n/y /z 418\nnot-a-path /z 301\n/a /b\n`)).toEqual([...rules, { from: '/a', to: '/b', status: 301 }])
  })

  it('applies the first rule that matches: exact paths before the placeholder written after them', () => {
    expect(applyRules(rules, '/r/419.6a')).toEqual({ to: '/r/_/419.6a', status: 200 })
    expect(applyRules(rules, '/r/502.9b')).toEqual({ to: '/cr-2026/702.19b#v-cr-2004', status: 302 })
    expect(applyRules(rules, '/r/702.19b')).toEqual({ to: '/cr-2026/702.19b', status: 302 })
    expect(applyRules(rules, '/old/a/b')).toEqual({ to: '/new/a/b', status: 301 })
  })

  it('matches a placeholder to one whole segment only', () => {
    expect(applyRules(rules, '/r/_/419.6a')).toBeNull()
    expect(applyRules(rules, '/r')).toBeNull()
    expect(applyRules(rules, '/r/')).toBeNull()
    expect(applyRules(rules, '/cr-2026/702.19b')).toBeNull()
  })

  it('keeps the query asked (before the fragment), as hosts do', () => {
    expect(applyRules(rules, '/r/702.19b', '?asof=2005-01-01')?.to).toBe('/cr-2026/702.19b?asof=2005-01-01')
    expect(applyRules(rules, '/r/502.9b', '?asof=2005-01-01')?.to).toBe('/cr-2026/702.19b?asof=2005-01-01#v-cr-2004')
  })

  it('tells whether any rule matches a path as applying them would', () => {
    const more: HostRule[] = [...rules, { from: '/a b/%', to: '/x', status: 301 }, { from: '/:1', to: '/y', status: 302 }, { from: '/p/*/q', to: '/z', status: 301 }]
    const matches = anyRuleMatches(more)
    const paths = ['/r/419.6a', '/r/_/419.6a', '/r/702.19b', '/r', '/r/', '/old', '/old/', '/old/a/b', '/a b/%', '/a%20b/%', '/x', '/p/*/q', '/p/a/q', '/cr-2026/702.19b', '/', '']
    for (const p of paths) expect([p, matches(p)]).toEqual([p, applyRules(more, p) !== null])
    expect(paths.filter(matches).length).toBeGreaterThan(3)
  })

  it('tells the rules a host counts apart', () => {
    expect(rules.map((r) => isDynamic(r.from))).toEqual([false, false, true, true])
  })
})

describe('header rules as static hosts read them', () => {
  const text = '/*\n  X-Content-Type-Options: nosniff\n  Content-Security-Policy: default-src \'self\'\n/changes/cr.xml\n  Content-Type: application/atom+xml; charset=utf-8\n'
  it('gives every path the headers of /* and a path its own', () => {
    const rules = parseHeaders(text)
    expect(headersFor(rules, '/cr-2026/702.19b').map((h) => h.key)).toEqual(['X-Content-Type-Options', 'Content-Security-Policy'])
    expect(headersFor(rules, '/changes/cr.xml')).toContainEqual({ key: 'Content-Type', value: 'application/atom+xml; charset=utf-8' })
    expect(headersFor(rules, '/changes/mtr.xml').map((h) => h.key)).not.toContain('Content-Type')
  })
})
