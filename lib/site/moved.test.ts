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

  it('never sends anyone off the site, whatever a file says', async () => {
    for (const to of ['https://evil.example/', '//evil.example/x', 'javascript:alert(1)'])
      expect(await whereMoved('/faq/old-question', async () => ({ '/faq/old-question': to }))).toBeNull()
  })
})
