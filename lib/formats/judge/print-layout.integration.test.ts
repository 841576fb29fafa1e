/**
 * Two real PDFs whose print layout the reader undoes: the Tournament Rules of 2024 (banned and restricted lists in
 * two columns, one with baselines a point apart between its columns) and the Infraction Procedure Guide of 2018
 * (sentences broken at page ends and after a bold first line). Counted with lib/text/pdf/print-layout-check.ts on
 * both readings, as printed and as read.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { textFromPages } from '../../text/pdf/index.js'
import type { PdfPage } from '../../text/pdf/items.js'
import { listsReadAcross, midSentenceBreaks } from '../../text/pdf/print-layout-check.js'
import { readPdf } from '../../text/pdf/read-pdf.js'
import { allBlocks } from '../test-kit.js'
import { parseJudge } from './parse.js'

const DIR = '../shared/corpora/judge'
const present = existsSync(DIR)

function texts(pages: PdfPage[], asPrinted: boolean): string[] {
  return allBlocks(parseJudge(textFromPages(pages, { listColumns: !asPrinted }), { asPrinted })).map((b) => b.text)
}

describe.skipIf(!present)(`print layout of real judge PDFs${present ? '' : ' (skipped: ../shared/corpora is absent)'}`, () => {
  test('mtr-2024-05-13.pdf: every list in columns read column by column', async () => {
    const { pages } = await readPdf(new Uint8Array(readFileSync(join(DIR, 'mtr-2024-05-13.pdf'))))
    const before = listsReadAcross(pages, texts(pages, true))
    const after = listsReadAcross(pages, texts(pages, false))
    expect(before.count).toBeGreaterThan(100)
    expect(after).toMatchObject({ count: 0, lists: 6 })
    expect(after.located).toBe(after.cells)

    const read = texts(pages, false).join('\n')
    // The Legacy banned list: its long first items whole, and its right column after its left one.
    expect(read).toContain('• All cards with the card type “Conspiracy” (25 cards)\n• All cards that reference “playing for ante” (9 cards)')
    expect(read.indexOf('• Mental Misstep')).toBeLessThan(read.indexOf('• Mind’s Desire'))
    expect(read).not.toMatch(/\t•/)
  })

  test('ipg-2018-04-27.pdf: no line break inside a sentence', async () => {
    const { pages } = await readPdf(new Uint8Array(readFileSync(join(DIR, 'ipg-2018-04-27.pdf'))))
    expect(midSentenceBreaks(texts(pages, true)).count).toBeGreaterThan(5)
    expect(midSentenceBreaks(texts(pages, false)).examples).toEqual([])
    expect(texts(pages, false).join('\n')).toContain("choose targets (other than 'target opponent'), modes, or other choices")
  })
})
