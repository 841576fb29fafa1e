import { describe, expect, test } from 'vitest'
import { ingestDocument } from '../../graph/ingest-document.js'
import { splitLines } from '../../text/lines.js'
import { parseCr } from './parse.js'
import { isBanner, readDate, readMeta } from './title-block.js'

const metaOf = (text: string) => {
  const lines = splitLines(text)
  return readMeta(lines, lines.length)
}

describe('readMeta: the title is the document\'s own name for itself, with its date', () => {
  test('a banner line is never the title', () => {
    const meta = metaOf('=====================\n\nCOMPREHENSIVE RULES            04/23/99\n\n=====================\n')
    expect(meta.title).toBe('Comprehensive Rules, 1999-04-23')
    expect(meta.date).toBe('1999-04-23')
  })

  test('a modern header takes the date of its "effective as of" line', () => {
    const meta = metaOf('Magic: The Gathering Comprehensive Rules\n\nThese rules are effective as of January 16, 2026.\n')
    expect(meta).toEqual({
      title: 'Comprehensive Rules, 2026-01-16',
      date: '2026-01-16',
      dateEvidence: 'These rules are effective as of January 16, 2026.',
    })
  })

  test('a stated date wins over the one written beside the name', () => {
    const meta = metaOf('COMPREHENSIVE RULES   04/23/99\n\nThese rules are current as of April 24, 1999.\n')
    expect(meta.title).toBe('Comprehensive Rules, 1999-04-24')
  })

  test('a header with no date anywhere is named without one', () => {
    expect(metaOf('Magic: The Gathering Comprehensive Rules\n\nIntroduction\n').title).toBe('Comprehensive Rules')
  })

  test('a blog post stamp dates the paste but does not name the version', () => {
    const meta = metaOf('Comprehensive Rules\n[02 Apr 2004|12:05am] |\n')
    expect(meta.date).toBe('2004-04-02')
    expect(meta.title).toBe('Comprehensive Rules')
  })

  test('a text that does not name itself keeps its first line as the title', () => {
    expect(metaOf('-----\nRules of the game, part 2\n').title).toBe('Rules of the game, part 2')
  })
})

describe('in the graph', () => {
  const bytes = new TextEncoder().encode('Magic: The Gathering Comprehensive Rules\n\nThese rules are effective as of January 16, 2026.\n\n100. General\n\n100.1. A rule.\n')

  test('a document is titled from its own header', () => {
    expect(ingestDocument({ path: 'MagicCompRules 20260116.txt', bytes }, 'cr').info.title).toBe('Comprehensive Rules, 2026-01-16')
  })

  test('a manifest title still wins', () => {
    const entry = { file: 'MagicCompRules 20260116.txt', title: 'The rules of January 2026' }
    expect(ingestDocument({ path: entry.file, bytes }, 'cr', entry).info.title).toBe('The rules of January 2026')
  })
})

describe('isBanner and readDate', () => {
  test.each([
    ['==============================', true],
    ['- - - - - - - -', true],
    ['******', true],
    ['---', false],
    ['1. The Game', false],
    ['Magic: The Gathering Comprehensive Rules', false],
  ])('isBanner(%j) is %s', (line, expected) => {
    expect(isBanner(line)).toBe(expected)
  })

  test.each([
    ['04/23/99', '1999-04-23'],
    ['January 16, 2026.', '2026-01-16'],
    ['16 January 2026', '2026-01-16'],
    ['13/45/99', null],
  ])('readDate(%j) is %s', (text, expected) => {
    expect(readDate(text)).toBe(expected)
  })
})
