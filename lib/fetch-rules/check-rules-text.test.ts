import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { checkRulesText } from './check-rules-text.js'

const RULES = new URL('./fixtures/a-short-comprehensive-rules-text/rules.txt', import.meta.url)
const CONTENT = new URL('../../content/', import.meta.url)
const read = (url: URL) => new Uint8Array(readFileSync(url))

describe('checkRulesText', () => {
  test('a Comprehensive Rules text gives its effective date, title and rule count', () => {
    expect(checkRulesText(read(RULES), 'rules.txt')).toEqual({ effective: '2026-01-16', title: 'Comprehensive Rules, 2026-01-16', rules: 8 })
  })

  test('the same text as UTF-16 with a BOM (as the 2022 release came) passes too', () => {
    const text = readFileSync(RULES, 'utf8')
    const utf16 = new Uint8Array(2 + text.length * 2)
    utf16.set([0xff, 0xfe])
    for (let i = 0; i < text.length; i++) {
      utf16[2 + 2 * i] = text.charCodeAt(i) & 0xff
      utf16[3 + 2 * i] = text.charCodeAt(i) >> 8
    }
    expect(checkRulesText(utf16, 'rules.txt').effective).toBe('2026-01-16')
  })

  test.each([
    ['an HTML error page', new TextEncoder().encode('<!DOCTYPE html><html><body><h1>Page not found</h1></body></html>'), /not a Comprehensive Rules text \(Comprehensive Rules confidence/],
    ['an empty file', new Uint8Array(), /not a Comprehensive Rules text: empty file/],
    ['a binary file', new Uint8Array([0x25, 0x50, 0x44, 0x46, 0, 1, 2, 3]), /not a Comprehensive Rules text: binary file/],
    ['a rulings list', read(new URL('rulings-2004-replacement-effects.txt', CONTENT)), /\(it reads as Rulings list\)/],
    ['a blog paste of some rules, dated only by its post stamps', read(new URL('cr-2004-sections-4-5.txt', CONTENT)), /states no effective date/],
  ])('refuses %s', (_, bytes, message) => {
    expect(() => checkRulesText(bytes, 'https://example.org/x.txt')).toThrow(message)
    expect(() => checkRulesText(bytes, 'https://example.org/x.txt')).toThrow(/^https:\/\/example\.org\/x\.txt is not/)
  })
})
