import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { ingest } from '../../scripts/ingest.js'
import { ingestDocument } from './ingest-document.js'
import { formatLostCharacters, formatReport, reportDocument, type IngestReport } from './report.js'

const LOST_FIXTURE = new URL('../formats/cr/fixtures/a-header-with-a-trademark-sign-the-source-lost/input.txt', import.meta.url)

describe('characters the source had lost (U+FFFD) are reported with their lines', () => {
  const doc = ingestDocument({ path: 'lost.txt', bytes: new Uint8Array(readFileSync(LOST_FIXTURE)) }, 'lost')
  const report = reportDocument(doc)

  test('report.json carries the count and each line', () => {
    expect(report.lostCharacters).toBe(2)
    expect(report.lost).toEqual([
      { line: 1, count: 1, text: 'Magic: The Gathering\uFFFD Comprehensive Rules' },
      { line: 8, count: 1, text: 'game. If you\'re a beginning Magic\uFFFD player, you\'ll probably find these rules intimidating.' },
    ])
  })

  test('the printed table gives the count; a clean document says 0', () => {
    const clean = reportDocument(ingestDocument({ path: 'clean.txt', bytes: new TextEncoder().encode('100. General\n\n100.1. A rule.\n') }, 'clean'))
    const printed = formatReport({ documents: [report, clean], failed: [] }).split('\n')
    expect(printed.filter((l) => l.includes('lost (U+FFFD)'))).toEqual([
      // One document alone: no neighbouring version to restore from.
      '  lost (U+FFFD)  2 characters on 2 lines: 0 restored from a neighbouring version, 2 still lost',
      '  lost (U+FFFD)  0',
    ])
  })

  test('report.txt lists file:line for each', () => {
    expect(formatLostCharacters(report)).toEqual([
      '## lost.txt: characters the source had lost, U+FFFD (2 on 2 lines; 0 restored from a neighbouring version, 2 still lost)',
      'lost.txt:1  1x  "Magic: The Gathering\uFFFD Comprehensive Rules"',
      'lost.txt:8  1x  "game. If you\'re a beginning Magic\uFFFD player, you\'ll probably find these rules intimidating."',
    ])
  })

  test('npm run ingest writes them into report.json and report.txt', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lost-'))
    try {
      mkdirSync(join(dir, 'content'))
      copyFileSync(LOST_FIXTURE, join(dir, 'content', 'cr-lost.txt'))
      await ingest({ content: join(dir, 'content'), out: join(dir, 'out'), quiet: true })
      const json = JSON.parse(readFileSync(join(dir, 'out', 'report.json'), 'utf8')) as IngestReport
      expect(json.documents[0].lost.map((l) => l.line)).toEqual([1, 8])
      const txt = readFileSync(join(dir, 'out', 'report.txt'), 'utf8')
      expect(txt).toContain('cr-lost.txt:1  1x  ')
      expect(txt).toContain('cr-lost.txt:8  1x  ')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
