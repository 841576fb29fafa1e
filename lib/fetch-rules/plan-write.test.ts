import { describe, expect, test } from 'vitest'
import { FetchRulesError } from './errors.js'
import { planWrite } from './plan-write.js'

const bytes = (s: string) => new TextEncoder().encode(s)

describe('planWrite', () => {
  const download = bytes('the rules, 2026')

  test('a new release is added under its own name and id', () => {
    expect(planWrite([{ name: 'faq.txt', bytes: bytes('faq') }], 'MagicCompRules 20260116.txt', download)).toEqual({
      action: 'add',
      file: 'MagicCompRules 20260116.txt',
      id: 'magiccomprules-20260116',
    })
  })

  test('the same bytes under any name are up to date', () => {
    expect(planWrite([{ name: 'cr-2026-01-16.txt', bytes: bytes('the rules, 2026') }], 'MagicCompRules 20260116.txt', download)).toEqual({
      action: 'up-to-date',
      file: 'cr-2026-01-16.txt',
      id: 'cr-2026-01-16',
    })
  })

  test('changed bytes under the same name replace the file', () => {
    expect(planWrite([{ name: 'MagicCompRules 20260116.txt', bytes: bytes('old') }], 'MagicCompRules 20260116.txt', download)).toEqual({
      action: 'replace',
      file: 'MagicCompRules 20260116.txt',
      id: 'magiccomprules-20260116',
      previousBytes: 3,
    })
  })

  test('a name whose id another file has is refused', () => {
    const existing = [{ name: 'magiccomprules-20260116.txt', bytes: bytes('something else') }]
    expect(() => planWrite(existing, 'MagicCompRules 20260116.txt', download)).toThrow(FetchRulesError)
    expect(() => planWrite(existing, 'MagicCompRules 20260116.txt', download)).toThrow(/id "magiccomprules-20260116", which magiccomprules-20260116.txt already has/)
  })

  test('ids given in the manifest count, for both sides', () => {
    const existing = [{ name: 'current.txt', bytes: bytes('older rules') }]
    const manifest = [{ file: 'current.txt', id: 'magiccomprules-20260116' }]
    expect(() => planWrite(existing, 'MagicCompRules 20260116.txt', download, manifest)).toThrow(/current\.txt already has/)
    const own = [{ file: 'MagicCompRules 20260116.txt', id: 'cr-2026' }]
    expect(planWrite(existing, 'MagicCompRules 20260116.txt', download, own)).toMatchObject({ action: 'add', id: 'cr-2026' })
  })
})
