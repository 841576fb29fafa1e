import { describe, expect, it } from 'vitest'
import { movedFiles, numberSpelling, whereMoved } from './moved'

describe('where a missing page went (the 404 page on a static host)', () => {
  const redirects = {
    '/cr-2004-10-01/502.9': '/cr-2009-07-11/702.17#v-cr-2004-10-01',
    '/cr-2004-10-01/502.9a': '/cr-2009-07-11/702.17a#v-cr-2004-10-01',
    '/faq/old-question': '/faq/q-12',
    '/we%ird/x': '/faq',
  }

  it('groups redirects by first path segment, one small file each; an odd segment stays in _redirects only', () => {
    const files = movedFiles(redirects)
    expect([...files.keys()].sort()).toEqual(['cr-2004-10-01', 'faq'])
    expect(Object.keys(files.get('cr-2004-10-01')!)).toHaveLength(2)
  })

  it('works out other spellings of a number without a lookup', () => {
    expect(numberSpelling('/r/419.6A')).toBe('/r/419.6a')
    expect(numberSpelling('/r/419.6a.')).toBe('/r/419.6a')
    expect(numberSpelling('/r/t.1.ruling.2')).toBe('/r/T.1.Ruling.2')
    expect(numberSpelling('/r/419.6a')).toBeNull()
    expect(numberSpelling('/cr-2004/419.6A')).toBeNull()
  })

  it("looks an older version's URL up in its own document's file only", async () => {
    const files = movedFiles(redirects)
    const asked: string[] = []
    const fetchJson = async (url: string) => {
      asked.push(url)
      return files.get(/\/moved\/(.*)\.json$/.exec(url)![1]) ?? null
    }
    expect(await whereMoved('/cr-2004-10-01/502.9', fetchJson)).toBe('/cr-2009-07-11/702.17#v-cr-2004-10-01')
    expect(await whereMoved('/cr-2004-10-01/502.9/', fetchJson)).toBe('/cr-2009-07-11/702.17#v-cr-2004-10-01')
    expect(asked).toEqual(['/moved/cr-2004-10-01.json', '/moved/cr-2004-10-01.json'])
    expect(await whereMoved('/cr-2004-10-01/999.9', fetchJson)).toBeNull()
    expect(await whereMoved('/nowhere/x', fetchJson)).toBeNull()
    expect(await whereMoved('/r/419.6A', fetchJson)).toBe('/r/419.6a')
    expect(asked).toHaveLength(4) // the spelling needed no file
  })

  it('applies the placeholder rule of /r/ after the numbers listed before it, keeping the query', async () => {
    const files = movedFiles([
      { from: '/r/419.6a', to: '/r/_/419.6a', status: 200 },
      { from: '/r/502.9b', to: '/cr-2026/702.19b#v-cr-2004', status: 302 },
      { from: '/r/:number', to: '/cr-2026/:number', status: 302 },
    ])
    const fetchJson = async (url: string) => files.get(/\/moved\/(.*)\.json$/.exec(url)![1]) ?? null
    expect(await whereMoved('/r/419.6a', fetchJson)).toBe('/r/_/419.6a')
    expect(await whereMoved('/r/502.9b', fetchJson, '?asof=2005-01-01')).toBe('/cr-2026/702.19b?asof=2005-01-01#v-cr-2004')
    expect(await whereMoved('/r/702.19b', fetchJson, '?asof=2005-01-01')).toBe('/cr-2026/702.19b?asof=2005-01-01')
    expect(await whereMoved('/r/702.19B', fetchJson)).toBe('/r/702.19b')
    // where a host's placeholder rule took a number in another spelling: back to /r/ in its own
    expect(await whereMoved('/cr-2026/702.19B', fetchJson)).toBe('/r/702.19b')
    expect(await whereMoved('/cr-2026/702.19b', fetchJson)).toBeNull()
    expect(await whereMoved('/faq/topic-copying', fetchJson)).toBeNull()
  })

  it("folds an older version's many same-id redirects into one placeholder rule after the others, and sends each path where it went before", async () => {
    const rules: Array<{ from: string; to: string; status: 302 }> = []
    const rule = (from: string, to: string) => rules.push({ from, to, status: 302 })
    for (let i = 1; i <= 40; i++) rule(`/cr-2022/100.${i}`, `/cr-2026/100.${i}#v-cr-2022`)
    rule('/cr-2022/702.19b', '/cr-2026/702.21b#v-cr-2022') // renumbered
    rule('/cr-2022/100.7', '/cr-2022/elsewhere') // a later rule for a path already named: the first applies
    rule('/cr-2022/999.1', '/cr-2026/999.1') // another shape (no entry)
    const files = movedFiles(rules)
    const file = files.get('cr-2022')!
    expect(file).toEqual({ '/cr-2022/702.19b': '/cr-2026/702.21b#v-cr-2022', '/cr-2022/999.1': '/cr-2026/999.1', '/cr-2022/:node': '/cr-2026/:node#v-cr-2022' })
    const fetchJson = async (url: string) => JSON.parse(JSON.stringify(files.get(/\/moved\/(.*)\.json$/.exec(url)![1]) ?? null))
    for (const { from, to } of rules.slice(0, -2)) expect(await whereMoved(from, fetchJson)).toBe(to)
    expect(await whereMoved('/cr-2022/100.7', fetchJson)).toBe('/cr-2026/100.7#v-cr-2022')
    expect(await whereMoved('/cr-2022/999.1', fetchJson)).toBe('/cr-2026/999.1')
    expect(await whereMoved('/cr-2022/100.1', fetchJson, '?asof=2023-01-01')).toBe('/cr-2026/100.1?asof=2023-01-01#v-cr-2022')
    // too few of one shape, or a file with a placeholder of its own (/r/): listed as they are
    expect(Object.keys(movedFiles({ '/cr-2022/100.1': '/cr-2026/100.1#v-cr-2022' }).get('cr-2022')!)).toEqual(['/cr-2022/100.1'])
    const r = movedFiles([...rules.map((x) => ({ ...x, from: x.from.replace('/cr-2022/', '/r/') })), { from: '/r/:number', to: '/cr-2026/:number', status: 302 as const }])
    expect(Object.keys(r.get('r')!)).toHaveLength(43)
  })

  it('never sends anyone off the site, whatever a file says', async () => {
    for (const to of ['https://evil.example/', '//evil.example/x', 'javascript:alert(1)'])
      expect(await whereMoved('/faq/old-question', async () => ({ '/faq/old-question': to }))).toBeNull()
  })
})
