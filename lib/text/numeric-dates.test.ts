import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { chooseReading, findNumericDate, orderOfWritten, type DocumentDating } from './numeric-dates.js'

const read = (written: string, date: string | null, order: DocumentDating['order'] = null) => {
  const found = findNumericDate(written)
  if (!found) throw new Error(`no numeric date in ${written}`)
  return chooseReading(found, { date, order })
}

describe('findNumericDate', () => {
  it('gives every calendar reading of a date', () => {
    expect(findNumericDate('[D\'Angelo 01/01/16]')).toMatchObject({
      written: '01/01/16',
      readings: [
        { order: 'month-first', date: '2016-01-01' },
        { order: 'year-first', date: '2001-01-16' },
      ],
    })
    expect(findNumericDate('00/12/14')!.readings).toEqual([{ order: 'year-first', date: '2000-12-14' }])
    expect(findNumericDate('02/03/98')!.readings).toEqual([{ order: 'month-first', date: '1998-02-03' }])
    expect(findNumericDate('2/7/94')!.readings).toEqual([{ order: 'month-first', date: '1994-02-07' }])
    expect(findNumericDate('2008/03/17')!.readings).toEqual([{ order: 'year-first', date: '2008-03-17' }])
    expect(findNumericDate('1999.04.23')!.readings).toEqual([{ order: 'year-first', date: '1999-04-23' }])
    expect(findNumericDate('02/22/1994')!.readings).toEqual([{ order: 'month-first', date: '1994-02-22' }])
  })

  it('finds a date shape with no calendar reading, so it can be reported', () => {
    expect(findNumericDate('[D\'Angelo 00/13/45]')).toMatchObject({ written: '00/13/45', readings: [] })
  })

  it('takes no date out of rule numbers or longer numbers', () => {
    expect(findNumericDate('rule 412.3 and 502.28')).toBeNull()
    expect(findNumericDate('11999/04/23')).toBeNull()
    expect(findNumericDate('12/7/945')).toBeNull()
  })
})

describe("chooseReading: D'Angelo's eras", () => {
  it.each([
    // 1998-99: month first, the header too (`Updated 04/21/99`).
    ['02/03/98', '1999-04-21', 'month-first', '1998-02-03'],
    ['04/10/99', '1999-04-21', 'month-first', '1999-04-10'],
    // Year first in a month-first file, where only that reads.
    ['99/04/07', '1999-04-21', 'month-first', '1999-04-07'],
    // Late 1999 on: year first (`Updated 99/08/17`).
    ['99/07/27', '1999-08-17', 'year-first', '1999-07-27'],
    // 2000-01: `01/01/16` is January 16, 2001, not January 1, 2016.
    ['00/12/14', '2001-01-16', 'year-first', '2000-12-14'],
    ['00/12/31', '2001-01-16', 'year-first', '2000-12-31'],
    ['01/01/16', '2001-01-16', 'year-first', '2001-01-16'],
    ['01/01/15', '2001-01-16', 'year-first', '2001-01-15'],
    // Both readings before the document: the header's order decides.
    ['01/02/03', '2003-02-10', 'year-first', '2001-02-03'],
    ['01/02/03', '2003-02-10', 'month-first', '2003-01-02'],
    // Four-digit years (2004 on) and a short date carried over from an older release.
    ['2008/03/16', '2008-03-17', 'year-first', '2008-03-16'],
    ['05/06/10', '2006-02-01', 'year-first', '2005-06-10'],
  ] as const)('%s in a document of %s (%s header) is %s', (written, docDate, order, expected) => {
    expect(read(written, docDate, order)).toEqual({ date: expected, problem: null })
  })

  it('reads by the era when the header wrote its date in words', () => {
    // Both readings fit a 2003 document: after mid-1999 D'Angelo wrote year first.
    expect(read('01/02/03', '2003-02-10').date).toBe('2001-02-03')
    // Before mid-1999 no two-digit date has two readings between 1993 and its document, so the era rule
    // only ever picks between readings of the year-first era.
    expect(read('03/04/98', '1999-04-21').date).toBe('1998-03-04')
  })

  it('reads month first in an undated document, where both readings fit', () => {
    expect(read('01/01/16', null).date).toBe('2016-01-01')
    expect(read('99/07/27', null).date).toBe('1999-07-27')
  })
})

describe('chooseReading: a citation never postdates its document', () => {
  it('drops the reading after the document even when the header order would pick it', () => {
    expect(read('01/01/16', '2001-01-16', 'month-first').date).toBe('2001-01-16')
    expect(read('03/02/09', '2003-02-10', 'month-first').date).toBe('2003-02-09')
  })

  it('keeps a cited effective date announced up to 31 days ahead, when no reading is on or before the document', () => {
    expect(read('1999/04/23', '1999-04-21')).toEqual({ date: '1999-04-23', problem: null })
    expect(read('1999/04/23', '1999-03-15')).toEqual({ date: null, problem: '"1999/04/23" reads as 1999-04-23, after the document\'s date, 1999-03-15' })
  })

  it('leaves unread, with the reason, a date whose every reading postdates the document', () => {
    expect(read('06/03/15', '2006-02-01')).toEqual({
      date: null,
      problem: '"06/03/15" reads as 2015-06-03 or 2006-03-15, after the document\'s date, 2006-02-01',
    })
  })

  it('leaves unread a date before Magic, and one that is no calendar date', () => {
    expect(read('02/14/31', '2003-02-10')).toEqual({ date: null, problem: '"02/14/31" reads as 1931-02-14, before 1993' })
    expect(read('00/13/45', '2001-01-16')).toEqual({ date: null, problem: '"00/13/45" is no calendar date' })
    expect(read('1999/02/29', null).problem).toBe('"1999/02/29" is no calendar date')
  })

  it('never picks a date after the document or before 1993, for any written date', () => {
    const part = fc.integer({ min: 0, max: 99 }).map((n) => String(n).padStart(2, '0'))
    fc.assert(
      fc.property(part, part, part, fc.date({ min: new Date('1994-01-01'), max: new Date('2026-12-31'), noInvalidDate: true }), fc.constantFrom('month-first', 'year-first', null), (a, b, c, d, order) => {
        const docDate = d.toISOString().slice(0, 10)
        const chosen = read(`${a}/${b}/${c}`, docDate, order as DocumentDating['order'])
        if (chosen.date === null) {
          expect(chosen.problem).toMatch(/^"\d\d\/\d\d\/\d\d" /)
          return
        }
        expect(chosen.date >= '1993-01-01').toBe(true)
        const ahead = (Date.parse(chosen.date) - Date.parse(docDate)) / 86_400_000
        expect(ahead).toBeLessThanOrEqual(31)
        // A reading after the document is taken only when none is on or before it.
        const found = findNumericDate(`${a}/${b}/${c}`)!
        if (found.readings.some((r) => r.date <= docDate && r.date >= '1993-01-01')) expect(chosen.date <= docDate).toBe(true)
      }),
    )
  })
})

describe('orderOfWritten', () => {
  it('tells the order of a header date from what it was read as', () => {
    expect(orderOfWritten('Updated 01/01/16', '2001-01-16')).toBe('year-first')
    expect(orderOfWritten('Updated 04/21/99', '1999-04-21')).toBe('month-first')
    expect(orderOfWritten('Updated 2008/03/17', '2008-03-17')).toBe('year-first')
    expect(orderOfWritten('This search based on the January 15, 2004 release of the Rulings.', '2004-01-15')).toBeNull()
  })
})
