import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import * as api from './index.js'
import { FetchRulesError } from './errors.js'
import { findRulesLink, findTextLinks } from './find-rules-link.js'

test('the public API', () => {
  expect(Object.keys(api).sort()).toEqual([
    'FetchRulesError',
    'checkJudgePdf',
    'checkRulesText',
    'documentIdOf',
    'findDocumentLink',
    'findPdfLinks',
    'findRulesLink',
    'findTextLinks',
    'judgeFileName',
    'planWrite',
    'rulesFileName',
  ])
})

const dir = new URL('./fixtures/', import.meta.url).pathname
const pages = readdirSync(dir).filter((name) => readdirSync(join(dir, name)).includes('page.html'))

describe('the rules page\'s .txt links', () => {
  test('there are page fixtures', () => expect(pages.length).toBeGreaterThanOrEqual(4))

  for (const name of pages) {
    test(name.replace(/-/g, ' '), () => {
      const html = readFileSync(join(dir, name, 'page.html'), 'utf8')
      const expected = JSON.parse(readFileSync(join(dir, name, 'expected.json'), 'utf8')) as { links: string[]; page: string; error?: string }
      expect(findTextLinks(html, expected.page).map((u) => u.href)).toEqual(expected.links)
      if (expected.error) expect(() => findRulesLink(html, expected.page)).toThrow(new FetchRulesError(expected.error))
      else expect(findRulesLink(html, expected.page).href).toBe(expected.links[0])
    })
  }
})

describe('findTextLinks', () => {
  test('a relative link resolves against the page, after its redirects', () => {
    const links = findTextLinks('<a href="../downloads/MagicCompRules%2020260116.txt">TXT</a>', 'http://127.0.0.1:8080/en/rules')
    expect(links.map((u) => u.href)).toEqual(['http://127.0.0.1:8080/downloads/MagicCompRules%2020260116.txt'])
  })

  test('a query string does not hide the extension; other schemes are not downloads', () => {
    const html = '<a href="/r.txt?v=2">a</a><a href="ftp://host/r.txt">b</a><a href="data:text/plain,x.txt">c</a><a href="/notes.txt.pdf">d</a>'
    expect(findTextLinks(html, 'https://example.org/').map((u) => u.href)).toEqual(['https://example.org/r.txt?v=2'])
  })

  test('broken markup still parses the way a browser would', () => {
    const html = '<p><a href=/a.txt>one<p><a href="/a.txt"><b>two</a></table>'
    expect(findTextLinks(html, 'https://example.org/x').map((u) => u.href)).toEqual(['https://example.org/a.txt'])
  })
})
