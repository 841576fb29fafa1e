import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import * as api from './dates.js'
import { findDate, findDateMatch, findDates, parseDate } from './dates.js'

describe('dates: public API', () => {
  it('exports the date functions', () => {
    expect(Object.keys(api).sort()).toEqual(['findDate', 'findDateMatch', 'findDates', 'parseDate'])
  })
})

describe('parseDate', () => {
  it.each([
    ['1999/04/23', '1999-04-23'],
    ['02/22/94', '1994-02-22'],
    ['2/7/94', '1994-02-07'],
    ['02/22/1994', '1994-02-22'],
    ['January 15, 2004', '2004-01-15'],
    ['22 Feb 1994', '1994-02-22'],
    ['Tue, 22 Feb 1994 19:12:42 GMT', '1994-02-22'],
    ['02 Apr 2004', '2004-04-02'],
    ['2026-01-16', '2026-01-16'],
    ['January 16, 2026', '2026-01-16'],
    ['Jan. 5 2004', '2004-01-05'],
    ['september 1st, 2001', '2001-09-01'],
    ['01/02/03', '2003-01-02'],
    ['2000/02/29', '2000-02-29'],
    ['  1999/04/23  ', '1999-04-23'],
  ])('reads %j as %s', (input, expected) => {
    expect(parseDate(input)).toBe(expected)
  })

  it.each([
    '13/01/99', // month 13: numeric dates are month first
    '02/30/94', // no 30 February
    '1999/02/29', // not a leap year
    '1900/02/29', // century, not a leap year
    '1999/13/01',
    '1999/04/00',
    '31 Apr 2004',
    'Page 52',
    '1994',
    '',
    'x 1999/04/23', // parseDate wants the whole string
    '1999/04/234',
  ])('rejects %j', (input) => {
    expect(parseDate(input)).toBeNull()
  })
})

describe('findDate', () => {
  it('finds the first valid date inside a longer string', () => {
    expect(findDate('This search based on the January 15, 2004 release of the Rulings.')).toBe('2004-01-15')
    expect(findDate('MTG Rulings Summary: General (2/22/94)')).toBe('1994-02-22')
    expect(findDate('[02 Apr 2004|12:05am] |')).toBe('2004-04-02')
    expect(findDate('[CompRules 2002/02/20 - 412.3]')).toBe('2002-02-20')
  })

  it('skips invalid dates and keeps looking', () => {
    expect(findDate('13/45/99 then 1999/04/23')).toBe('1999-04-23')
  })

  it('does not read dates out of longer numbers or rule numbers', () => {
    expect(findDate('rules 409.1b and 502.28, 2 damage, 1994, 12/7/945')).toBeNull()
    expect(findDate('11999/04/23')).toBeNull()
  })

  it('gives the offsets of the words that dated the text', () => {
    const text = 'Date: Tue, 22 Feb 1994 19:12:42 GMT'
    const match = findDateMatch(text)
    expect(match).not.toBeNull()
    expect(text.slice(match!.start, match!.end)).toBe('22 Feb 1994')
  })

  it('finds every date, in order', () => {
    expect(findDates('[CompRules 1999/04/23] + [D\'Angelo 1999/05/01] 02/30/94 2/7/94').map((d) => d.date)).toEqual([
      '1999-04-23',
      '1999-05-01',
      '1994-02-07',
    ])
  })

  it('is linear on a 5 MB line of near misses', () => {
    const line = '1999/04/ January 1x 22 Feb x '.repeat(180_000)
    const started = performance.now()
    expect(findDate(line)).toBeNull()
    // Generous for a loaded machine; a quadratic scan of 5 MB would take hours.
    expect(performance.now() - started).toBeLessThan(15_000)
  })
})

describe('dates: properties', () => {
  it('never throws, and every found date is valid ISO within the text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (s) => {
        const all = findDates(s)
        let last = 0
        for (const d of all) {
          expect(d.start).toBeGreaterThanOrEqual(last)
          expect(d.end).toBeLessThanOrEqual(s.length)
          expect(d.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
          expect(parseDate(d.date)).toBe(d.date)
          last = d.end
        }
        expect(findDate(s)).toBe(all[0]?.date ?? null)
      }),
    )
  })

  it('round-trips every valid calendar date through its written shapes', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1990-01-01'), max: new Date('2029-12-31'), noInvalidDate: true }), (date) => {
        const iso = date.toISOString().slice(0, 10)
        const [y, m, d] = iso.split('-')
        expect(parseDate(`${y}/${m}/${d}`)).toBe(iso)
        expect(parseDate(`${Number(m)}/${Number(d)}/${y.slice(2)}`)).toBe(iso)
        expect(parseDate(`${m}/${d}/${y}`)).toBe(iso)
        const month = date.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })
        expect(parseDate(`${month} ${Number(d)}, ${y}`)).toBe(iso)
        expect(parseDate(`${d} ${month.slice(0, 3)} ${y}`)).toBe(iso)
      }),
    )
  })
})
