// Every Comprehensive Rules version in ../shared/corpora names itself and its date (integration: whole corpora).
import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { decode } from '../../text/decode.js'
import { parseCr } from './parse.js'

const CORPORA = new URL('../../../../shared/corpora/', import.meta.url)
const present = existsSync(CORPORA)

/** Each version's header names it; 2014's says September 25 though the file is named for the 26th. */
const TITLES: Record<string, string> = {
  'cr-1999-04-23.txt': 'Comprehensive Rules, 1999-04-23',
  'cr-2002-02-20.txt': 'Comprehensive Rules, 2002-02-20',
  'cr-2004-10-01.txt': 'Comprehensive Rules, 2004-10-01',
  'cr-2009-07-11.txt': 'Comprehensive Rules, 2009-07-11',
  'cr-2014-09-26.txt': 'Comprehensive Rules, 2014-09-25',
  'cr-2022-11-18.txt': 'Comprehensive Rules, 2022-11-18',
  'cr-2026-01-16.txt': 'Comprehensive Rules, 2026-01-16',
}

describe.skipIf(!present)(`every version in ../shared/corpora${present ? '' : ' (skipped: ../shared/corpora is absent)'}`, () => {
  for (const [file, title] of Object.entries(TITLES)) {
    test(`${file} is titled "${title}"`, () => {
      const root = parseCr(decode(new Uint8Array(readFileSync(new URL(file, CORPORA)))).text)
      expect(root.meta.title).toBe(title)
      expect(root.meta.date).toBe(title.slice(-10))
    })
  }
})
