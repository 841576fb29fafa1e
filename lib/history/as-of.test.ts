import { expect, test } from 'vitest'
import type { DocumentInfo } from '../types.js'
import { seriesVersions, versionAsOf } from './as-of.js'

const doc = (id: string, series: string | null, date: string | null, updates: string | null = null): DocumentInfo => ({
  id,
  title: id,
  family: 'cr',
  date,
  dateSource: date ? 'text' : null,
  author: null,
  origin: null,
  file: `${id}.txt`,
  bytes: 0,
  lines: 0,
  series,
  previous: null,
  latest: false,
  updates,
})

// Given out of order on purpose; one undated version, one changes-only file and a document of another series.
const documents = [
  doc('cr-2009', 'cr', '2009-07-11'),
  doc('cr-1999', 'cr', '1999-04-23'),
  doc('rulings-2004', 'rulings', '2004-01-15'),
  doc('cr-undated', 'cr', null),
  doc('cr-2004', 'cr', '2004-10-01'),
  doc('cr-2004-changes', 'cr', '2005-01-01', 'cr-2004'),
  doc('cr-blog', null, '2004-04-02'),
]

test('seriesVersions lists a series oldest first, without undated or changes-only documents', () => {
  expect(seriesVersions(documents, 'cr').map((d) => d.id)).toEqual(['cr-1999', 'cr-2004', 'cr-2009'])
  expect(seriesVersions(documents, 'rulings').map((d) => d.id)).toEqual(['rulings-2004'])
  expect(seriesVersions(documents, 'nothing')).toEqual([])
})

test('versionAsOf is the newest version dated on or before the date', () => {
  expect(versionAsOf(documents, 'cr', '2002-02-20')?.id).toBe('cr-1999')
  expect(versionAsOf(documents, 'cr', '2005-06-01')?.id).toBe('cr-2004')
  expect(versionAsOf(documents, 'cr', '2026-01-01')?.id).toBe('cr-2009')
})

test('a version is in force from its own date: the boundary day belongs to the new version', () => {
  expect(versionAsOf(documents, 'cr', '2009-07-11')?.id).toBe('cr-2009')
  expect(versionAsOf(documents, 'cr', '2009-07-10')?.id).toBe('cr-2004')
  expect(versionAsOf(documents, 'cr', '1999-04-23')?.id).toBe('cr-1999')
})

test('before the first version, for an unknown series, or with no documents there is none', () => {
  expect(versionAsOf(documents, 'cr', '1999-04-22')).toBeNull()
  expect(versionAsOf(documents, 'nothing', '2009-07-11')).toBeNull()
  expect(versionAsOf([], 'cr', '2009-07-11')).toBeNull()
})

test('the answer agrees with a plain scan for every day around each version', () => {
  const versions = seriesVersions(documents, 'cr')
  for (let t = Date.parse('1999-04-20'); t <= Date.parse('2009-07-15'); t += 86400000 * 3) {
    const date = new Date(t).toISOString().slice(0, 10)
    const scan = versions.filter((v) => v.date! <= date).at(-1) ?? null
    expect(versionAsOf(documents, 'cr', date)).toBe(scan)
  }
})
