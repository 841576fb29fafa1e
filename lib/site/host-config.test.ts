import { describe, expect, it } from 'vitest'
import { headersFile, nestedNotFound, redirectPlan } from './host-config'
import { applyRules, isDynamic, ruleLine } from './host-rules'
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

  const input = {
    permalinks: { '/cr-2004/old': '/cr-2004/419.6a' },
    numberPages: ['419.6a'],
    aliases: {
      '/r/702.19b': '/cr-2026/702.19b',
      '/r/702.19c': '/cr-2026/702.19c',
      '/r/502.9b': '/cr-2026/702.19b#v-cr-2004',
      '/r/T.1.Ruling.2': '/rulings-2002/T.1.Ruling.2',
    },
    versions: { '/cr-2004/502.9b': '/cr-2026/702.19b#v-cr-2004', '/cr-2004/502.9c': '/cr-2026/702.19c#v-cr-2004' },
  }

  it('says /r/NUMBER in one placeholder rule, with rules of their own before it for the numbers it would send elsewhere', () => {
    const { rules, all, left } = redirectPlan(input)
    expect(rules.map(ruleLine)).toEqual([
      '/cr-2004/old /cr-2004/419.6a 301',
      '/r/419.6a /r/_/419.6a 200',
      '/r/502.9b /cr-2026/702.19b#v-cr-2004 302',
      '/r/T.1.Ruling.2 /rulings-2002/T.1.Ruling.2 302',
      '/cr-2004/502.9b /cr-2026/702.19b#v-cr-2004 302',
      '/cr-2004/502.9c /cr-2026/702.19c#v-cr-2004 302',
      '/r/:number /cr-2026/:number 302',
    ])
    expect(all).toEqual(rules)
    expect(left).toEqual([])
    // every alias and page arrives where the plan says
    for (const [from, to] of Object.entries(input.aliases)) expect(applyRules(rules, from)?.to).toBe(to)
    expect(applyRules(rules, '/r/419.6a')).toEqual({ to: '/r/_/419.6a', status: 200 })
  })

  it('keeps _redirects to what a host reads: older versions\u2019 URLs past that are the 404 page\u2019s only', () => {
    const { rules, all, left } = redirectPlan({ ...input, staticRules: 5 })
    expect(rules.filter((r) => !isDynamic(r.from))).toHaveLength(5)
    expect(rules[rules.length - 1].from).toBe('/r/:number')
    expect(left.map((r) => r.from)).toEqual(['/cr-2004/502.9c'])
    expect(all).toHaveLength(rules.length + 1)
  })

  it('has no placeholder when no number is named by its document\u2019s own number', () => {
    const { rules } = redirectPlan({ permalinks: {}, numberPages: [], aliases: { '/r/1': '/faq/q-1' }, versions: {} })
    expect(rules.map(ruleLine)).toEqual(['/r/1 /faq/q-1 302'])
  })

  it('moves a page a host would take for a folder’s 404 page out of the way, served under its own path', () => {
    expect(nestedNotFound('404.html')).toBeNull()
    expect(nestedNotFound('cr-2004/404.1.html')).toBeNull()
    const moved = nestedNotFound('cr-2004/404.html')!
    expect(moved).toEqual({ file: '_404/cr-2004.html', rule: { from: '/cr-2004/404', to: '/_404/cr-2004', status: 200 } })
    // no file of its new folder is a 404.html either
    expect(moved.file.endsWith('/404.html')).toBe(false)
    const { rules } = redirectPlan({ ...input, rewrites: [moved.rule] })
    expect(applyRules(rules, '/cr-2004/404')).toEqual({ to: '/_404/cr-2004', status: 200 })
  })
})
