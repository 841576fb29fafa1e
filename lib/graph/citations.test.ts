import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import * as api from './citations.js'
import { findCitations, normaliseSource, type CitationMatch } from './citations.js'
import { contentDir, loadFixtures } from './test-fixtures.js'
import type { Family } from '../types.js'

const read = (file: string) => readFileSync(`${contentDir}${file}`, 'utf8')
const one = (text: string, family: Family = 'rulings') => findCitations(text, family).flatMap((m) => m.citations)

describe('citations: public API', () => {
  it('exports findCitations and normaliseSource', () => {
    expect(Object.keys(api).sort()).toEqual(['findCitations', 'normaliseSource'])
  })
})

describe('citations: fixtures', () => {
  const fixtures = loadFixtures<CitationMatch[]>('citations')
  it('has fixtures to run', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(8)
  })
  it.each(fixtures.map((f) => [f.name, f] as const))('%s', (_name, fixture) => {
    expect(findCitations(fixture.input, fixture.family)).toEqual(fixture.expected)
  })
})

describe('findCitations: shapes', () => {
  it.each([
    ['[CompRules 1999/04/23]', { text: 'CompRules', sourceKey: 'comprules', date: '1999-04-23', rule: null }],
    ["[D'Angelo 1999/05/01]", { text: "D'Angelo", source: "D'Angelo", sourceKey: 'dangelo', date: '1999-05-01' }],
    ['[WotC Rules Team 2000/06/06]', { source: 'WotC Rules Team', sourceKey: 'wotc-rules-team', date: '2000-06-06' }],
    ['[Rules Team 2002/10/01]', { text: 'Rules Team', sourceKey: 'wotc-rules-team' }],
    ['[CompRules 2002/02/20 - 412.3]', { date: '2002-02-20', rule: '412.3' }],
    ['[CompRules 2002/02/20 - 409.1b]', { rule: '409.1b' }],
    ['[Fifth Edition, Page 52]', { text: 'Fifth Edition, Page 52', sourceKey: 'fifth-edition', date: null }],
    ['[bethmo]', { text: 'bethmo', source: 'Bethmo', sourceKey: 'bethmo', date: null }],
    ['[Bethmo 1999/03/22]', { text: 'Bethmo', source: 'Bethmo', sourceKey: 'bethmo' }],
    ['[Snark]', { sourceKey: 'snark' }],
    ['[Page 37]', { text: 'Page 37', sourceKey: 'rulebook' }],
    ['[FAQ]', { sourceKey: 'faq' }],
    ['[Rulebook]', { sourceKey: 'rulebook' }],
    ['[Chris Page]', { source: 'Chris Page', sourceKey: 'chris-page' }],
    ['[MM FAQ 1999/09/22]', { text: 'MM FAQ', sourceKey: 'mercadian-masques-faq', date: '1999-09-22' }],
    ['[Judgment FAQ 2002/05/28]', { sourceKey: 'judgment-faq', date: '2002-05-28' }],
    ['[Aahz 1997/08/10]', { sourceKey: 'aahz', date: '1997-08-10' }],
    ['[DeLaney 2/7/94]', { sourceKey: 'delaney', date: '1994-02-07' }],
  ])('reads %s', (bracket, expected) => {
    const found = one(`The ruling. ${bracket}`)
    expect(found).toHaveLength(1)
    expect(found[0]).toMatchObject(expected)
  })

  it('spans the whole bracket, or the whole group', () => {
    const text = "Done. [CompRules 1999/04/23] + [D'Angelo 1999/05/01] Next."
    const [match] = findCitations(text, 'rulings')
    expect(text.slice(match.start, match.end)).toBe("[CompRules 1999/04/23] + [D'Angelo 1999/05/01]")
    expect(match.citations.map((c) => c.sourceKey)).toEqual(['comprules', 'dangelo'])
  })

  it('keeps a newsgroup "+ " that marks a new ruling apart from the citation before it', () => {
    const matches = findCitations('They cannot block. [Snark] + Defenders do not band. [bethmo]', 'newsgroup')
    expect(matches).toHaveLength(2)
    expect(matches[0].citations).toHaveLength(1)
  })

  it('accepts an unknown name closing a sentence in the newsgroup family only', () => {
    expect(one('Ask him. [Dave Pettey]', 'newsgroup')).toMatchObject([{ source: 'Dave Pettey', sourceKey: 'dave-pettey' }])
    expect(one('Ask him. [Dave Pettey]', 'rulings')).toEqual([])
    expect(one('in the middle [Dave Pettey] of a sentence', 'newsgroup')).toEqual([])
  })

  it.each([
    '[This permanent]', '[this permanent]', '[X]', '[Y]', '[permanent]', '[Objects]', '[something]', '[this creature]',
    '[post=123]protection[/post]', '[c]Giant Growth[/c]', '[color=red]', '[/color]', '[quote]', '[02 Apr 2004|12:05am]',
    '[1999/04/23]', '[CompRules 1999/04/23 + X]',
  ])('does not take %s for a citation', (bracket) => {
    expect(one(`A sentence. ${bracket}`, 'rulings')).toEqual([])
    expect(one(`A sentence. ${bracket}`, 'newsgroup')).toEqual([])
  })

  it("reads a numeric date with the document's dating: year first in a 2001 file, never after it", () => {
    const dating = { date: '2001-01-16', order: 'year-first' as const }
    const text = "It regenerates. [D'Angelo 01/01/16] It lasts. [Jordan 01/01/15] + [Barclay 00/12/31] Old. [D'Angelo 02/03/98]"
    expect(findCitations(text, 'rulings', dating).flatMap((m) => m.citations).map((c) => [c.text, c.date])).toEqual([
      ["D'Angelo", '2001-01-16'],
      ['Jordan', '2001-01-15'],
      ['Barclay', '2000-12-31'],
      ["D'Angelo", '1998-02-03'],
    ])
    // Without the document, month first where it reads: the old reading, kept for undated documents.
    expect(one("It regenerates. [D'Angelo 01/01/16]")[0].date).toBe('2016-01-01')
    // `00/12/14` has no month-first reading; it was dropped before, and is read now.
    expect(one("It regenerates. [D'Angelo 00/12/14]")[0].date).toBe('2000-12-14')
  })

  it('keeps a citation whose date cannot be read, undated, with the reason for the report', () => {
    const [c] = one('Typo. [CompRules 1999/13/45]')
    expect(c).toMatchObject({ text: 'CompRules', sourceKey: 'comprules', date: null, dateProblem: '"1999/13/45" is no calendar date' })
    const [late] = findCitations("Late. [D'Angelo 06/03/15]", 'rulings', { date: '2006-02-01', order: 'year-first' })[0].citations
    expect(late).toMatchObject({ date: null, dateProblem: expect.stringContaining("after the document's date, 2006-02-01") })
  })

  it('finds nothing in families that do not cite', () => {
    const text = "[CompRules 1999/04/23] [bethmo] [D'Angelo 1999/05/01]"
    expect(findCitations(text, 'rulings')).toHaveLength(3)
    expect(findCitations(text, 'cr')).toEqual([])
    expect(findCitations(text, 'faq')).toEqual([])
  })

  it('is linear on a 5 MB line', () => {
    const line = '[bethmo] [X] [unclosed '.repeat(220_000)
    const started = performance.now()
    expect(findCitations(line, 'newsgroup').length).toBe(220_000)
    // Generous for a loaded machine; a quadratic scan of 5 MB would take hours.
    expect(performance.now() - started).toBeLessThan(15_000)
  })
})

describe('normaliseSource', () => {
  it.each([
    ["D'Angelo", "D'Angelo", 'dangelo'],
    ['DAngelo', "D'Angelo", 'dangelo'],
    ["D''Angelo", "D'Angelo", 'dangelo'],
    ['D’Angelo', "D'Angelo", 'dangelo'],
    ['CompRules', 'Comprehensive Rules', 'comprules'],
    ['Comp Rules', 'Comprehensive Rules', 'comprules'],
    ['WotC Rules Team', 'WotC Rules Team', 'wotc-rules-team'],
    ['Rules Team', 'WotC Rules Team', 'wotc-rules-team'],
    ['bethmo', 'Bethmo', 'bethmo'],
    ['Bethmo', 'Bethmo', 'bethmo'],
    ['  Chris   Page ', 'Chris Page', 'chris-page'],
    ['someone new', 'Someone new', 'someone-new'],
    ["O'Brien Jr.", "O'Brien Jr.", 'obrien-jr'],
  ])('%j is %j (%s)', (name, source, sourceKey) => {
    expect(normaliseSource(name)).toEqual({ source, sourceKey })
  })

  it('gives URL-safe keys for any name', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (name) => {
        expect(normaliseSource(name).sourceKey).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
      }),
    )
  })
})

describe('findCitations: the content files', () => {
  it('dates every [... YYYY/MM/DD ...] bracket of the 2002 rulings', () => {
    const text = read('rulings-2002-timing.txt')
    // Counted independently: every bracket holding a slash date.
    const expected = text.match(/\[[^\]]*\d{4}\/\d{2}\/\d{2}[^\]]*\]/g) ?? []
    const citations = findCitations(text, 'rulings').flatMap((m) => m.citations)
    expect(expected.length).toBeGreaterThan(100)
    expect(citations).toHaveLength(expected.length)
    expect(citations.every((c) => /^\d{4}-\d{2}-\d{2}$/.test(c.date ?? ''))).toBe(true)
    expect(citations.filter((c) => c.rule !== null).map((c) => c.rule)).toEqual(['412.3', '409.1b'])
  })

  it('joins the one "+" group of the 2002 rulings', () => {
    const groups = findCitations(read('rulings-2002-timing.txt'), 'rulings').filter((m) => m.citations.length > 1)
    expect(groups.map((m) => m.citations.map((c) => c.sourceKey))).toEqual([['comprules', 'dangelo']])
  })

  it('finds the dated citations of the 2004 search page and none of its placeholders', () => {
    const text = read('rulings-2004-replacement-effects.txt')
    const expected = text.match(/\[CompRules \d{4}\/\d{2}\/\d{2}\]/g) ?? []
    const citations = findCitations(text, 'rulings').flatMap((m) => m.citations)
    expect(citations).toHaveLength(expected.length)
    expect(new Set(citations.map((c) => c.sourceKey))).toEqual(new Set(['comprules']))
  })

  it('finds the undated attributions of the 1994 newsgroup summary, bethmo normalised', () => {
    const text = read('summary-1994-general.txt')
    const citations = findCitations(text, 'newsgroup').flatMap((m) => m.citations)
    const count = (re: RegExp) => (text.match(re) ?? []).length
    const bySource = (key: string) => citations.filter((c) => c.sourceKey === key).length
    expect(bySource('bethmo')).toBe(count(/\[bethmo\]/gi))
    expect(bySource('bethmo')).toBeGreaterThan(50)
    expect(citations.filter((c) => c.sourceKey === 'bethmo').every((c) => c.source === 'Bethmo')).toBe(true)
    expect(bySource('snark')).toBe(count(/\[Snark\]/g))
    expect(citations.filter((c) => /^page \d+$/i.test(c.text))).toHaveLength(count(/\[page \d+\]/gi))
    expect(bySource('chris-page')).toBe(count(/\[Chris Page\]/g))
    expect(citations.every((c) => c.date === null && c.rule === null)).toBe(true)
    // Nothing else in brackets there is an attribution.
    expect(citations).toHaveLength(count(/\[(?:bethmo|Snark|Page \d+|WotC Rules Team|FAQ|Rulebook|Chris Page)\]/gi))
  })

  it('finds no citations in the Comprehensive Rules or the FAQ', () => {
    expect(findCitations(read('cr-2004-sections-4-5.txt'), 'cr')).toEqual([])
    expect(findCitations(read('faq-rules-qa.txt'), 'faq')).toEqual([])
  })
})

describe('findCitations: properties', () => {
  const families: Family[] = ['rulings', 'newsgroup', 'cr', 'faq']
  const bracketish = fc.stringMatching(/^[[\] +a-zA-Z0-9/.,'-]{0,80}$/)
  it.each(families)('never throws and returns ordered, non-overlapping offsets (%s)', (family) => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 200 }), bracketish), (text) => {
        const matches = findCitations(text, family)
        let last = 0
        for (const m of matches) {
          expect(m.start).toBeGreaterThanOrEqual(last)
          expect(m.end).toBeGreaterThan(m.start)
          expect(m.end).toBeLessThanOrEqual(text.length)
          expect(text[m.start]).toBe('[')
          expect(text[m.end - 1]).toBe(']')
          expect(m.citations.length).toBeGreaterThan(0)
          last = m.end
        }
      }),
    )
  })

  it('finds any known source with any valid date', () => {
    const sources = ['CompRules', "D'Angelo", 'WotC Rules Team', 'DeLaney', 'Dommermuth', 'bethmo', 'Aahz']
    fc.assert(
      fc.property(
        fc.constantFrom(...sources),
        fc.date({ min: new Date('1994-01-01'), max: new Date('2012-12-31'), noInvalidDate: true }),
        fc.string({ maxLength: 30 }).filter((s) => !/[[\]]/.test(s)),
        (source, date, before) => {
          const iso = date.toISOString().slice(0, 10)
          const found = one(`${before} [${source} ${iso.replace(/-/g, '/')}]`)
          expect(found).toHaveLength(1)
          expect(found[0]).toMatchObject({ text: source, date: iso, ...normaliseSource(source) })
        },
      ),
    )
  })
})
