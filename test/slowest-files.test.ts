import { describe, expect, it } from 'vitest'
import { slowestFilesTable } from './slowest-files'

describe('the slowest-files table', () => {
  it('lists the slowest first, at most the count asked, with the total', () => {
    const table = slowestFilesTable(
      [
        { project: 'unit', file: 'a.test.ts', ms: 1200 },
        { project: 'browser', file: 'b.test.ts', ms: 90_000 },
        { project: 'integration', file: 'c.test.ts', ms: 30_500 },
      ],
      2,
    ).split('\n')
    expect(table[0]).toBe('slowest test files (of 3, 122 s in all, files run in parallel):')
    expect(table.slice(1)).toEqual(['   90.0 s  browser     b.test.ts', '   30.5 s  integration c.test.ts'])
  })

  it('says nothing when no file ran', () => {
    expect(slowestFilesTable([])).toBe('')
  })
})
