// The ingest report over a whole Comprehensive Rules version from ../shared/corpora (integration: a whole corpus).
import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { ingestDocument } from './ingest-document.js'
import { reportDocument } from './report.js'

const CR_2002 = new URL('../../../shared/corpora/cr-2002-02-20.txt', import.meta.url)

const present = existsSync(CR_2002)
describe.skipIf(!present)(`the 2002 version in ../shared/corpora${present ? '' : ' (skipped: ../shared/corpora is absent)'}`, () => {
  test('its lost characters are all listed, each line once', () => {
    const bytes = new Uint8Array(readFileSync(CR_2002))
    const report = reportDocument(ingestDocument({ path: 'cr-2002-02-20.txt', bytes }, 'cr-2002-02-20'))
    const lines = new TextDecoder().decode(bytes).split(/\r\n|\r|\n/)
    const expected = lines.flatMap((l, i) => (l.includes('\uFFFD') ? [i + 1] : []))
    expect(expected.length).toBeGreaterThan(50)
    expect(report.lost.map((l) => l.line)).toEqual(expected)
    expect(report.lostCharacters).toBe(lines.join('\n').split('\uFFFD').length - 1)
  })
})
