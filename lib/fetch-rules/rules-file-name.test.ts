import { describe, expect, test } from 'vitest'
import { docIdFromFile } from '../graph/ids.js'
import { rulesFileName } from './rules-file-name.js'

describe('rulesFileName', () => {
  test('keeps the official name, decoded; its document id is one per release', () => {
    const name = rulesFileName(new URL('https://media.wizards.com/2026/downloads/MagicCompRules%2020260116.txt'), '2026-01-16')
    expect(name).toBe('MagicCompRules 20260116.txt')
    expect(docIdFromFile(name)).toBe('magiccomprules-20260116')
  })

  test.each([
    ['an encoded slash', 'https://x.org/d/..%2F..%2Fetc%2Fpasswd.txt'],
    ['an encoded backslash', 'https://x.org/d/a%5Cb.txt'],
    ['a hidden file', 'https://x.org/d/.profile.txt'],
    ['a control character', 'https://x.org/d/a%0Ab.txt'],
    ['bad percent-encoding', 'https://x.org/d/rules%E0%A4%A.txt'],
    ['nothing but the extension', 'https://x.org/d/.txt'],
  ])('a name with %s is replaced by one from the effective date', (_, url) => {
    expect(rulesFileName(new URL(url), '2026-01-16')).toBe('MagicCompRules 20260116.txt')
  })

  test('with no date either, a fixed name', () => {
    expect(rulesFileName(new URL('https://x.org/d/%2E%2E%2Fx.txt'), null)).toBe('MagicCompRules.txt')
  })
})
