import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseManifest } from './manifest.js'

describe('parseManifest', () => {
  it('reads the project manifest: every seed with id, title, family and origin', () => {
    const entries = parseManifest(readFileSync('content/manifest.json', 'utf8'))
    expect(entries.map((e) => e.id)).toEqual(['rulings-2002', 'rulings-2004', 'cr-2004', 'summary-1994', 'faq'])
    for (const e of entries) {
      expect(e.title).toBeTruthy()
      expect(e.origin).toBeTruthy()
      expect(e.family).toMatch(/^(rulings|cr|newsgroup|faq)$/)
    }
  })

  it('names what is wrong', () => {
    expect(() => parseManifest('{')).toThrow(/not valid JSON/)
    expect(() => parseManifest('{"docs":[]}')).toThrow(/"documents" array/)
    expect(() => parseManifest('{"documents":[{"id":"x"}]}')).toThrow(/documents\[0\]: "file" is required/)
    expect(() => parseManifest('{"documents":[{"file":"a","family":"blog"}]}')).toThrow(/family must be/)
    expect(() => parseManifest('{"documents":[{"file":"a","date":"2/22/94"}]}')).toThrow(/YYYY-MM-DD/)
    expect(() => parseManifest('{"documents":[{"file":"a","id":"X Y"}]}')).toThrow(/lowercase/)
    expect(() => parseManifest('{"documents":[{"file":"a","id":"x"},{"file":"b","id":"x"}]}')).toThrow(/used twice/)
    expect(() => parseManifest('{"documents":[{"file":"a","id":"search"}]}')).toThrow(/is a page of the site/)
    expect(() => parseManifest('{"documents":[{"file":"a","title":{"x":1}}]}')).toThrow(/title must be text/)
  })
})
