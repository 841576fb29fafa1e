/**
 * Citation dates in whole documents, read with each document's own convention (lib/text/numeric-dates):
 * D'Angelo's Card Rulings change files of 2000-2006, one folder each under dated-fixtures/ with the date every
 * citation must get and the problems the report must list. Set UPDATE_FIXTURES=1 to write a missing
 * `expected.json`, then read it, date by date, before committing.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ingestDocument } from './ingest-document.js'

const dir = join(import.meta.dirname, 'dated-fixtures')
const folders = readdirSync(dir, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort()

function summary(name: string) {
  const path = join(dir, name, 'input.txt')
  const doc = ingestDocument({ path: `${name}/input.txt`, bytes: new Uint8Array(readFileSync(path)) }, 'doc')
  return {
    document: { date: doc.info.date, dateSource: doc.info.dateSource, changesSince: doc.info.changesSince ?? null },
    citations: doc.nodes.flatMap((n) => n.citations.map((c) => ({ node: n.id, source: c.source, date: c.date, dateInferred: c.dateInferred }))),
    problems: doc.problems.map((p) => `${name}/input.txt:${p.line}: ${p.message}`),
  }
}

describe("citation dates in D'Angelo's change files of 2000-2006", () => {
  it('has the four change files', () => {
    expect(folders.length).toBeGreaterThanOrEqual(4)
  })

  for (const name of folders) {
    it(name.replaceAll('-', ' '), () => {
      const got = summary(name)
      const expectedPath = join(dir, name, 'expected.json')
      if (!existsSync(expectedPath) && process.env.UPDATE_FIXTURES) writeFileSync(expectedPath, JSON.stringify(got, null, 2) + '\n')
      expect(got).toEqual(JSON.parse(readFileSync(expectedPath, 'utf8')))
      // A citation never postdates its document by more than a cited rules document's announcement lead.
      for (const c of got.citations) expect(c.date! <= got.document.date!, `${c.node} ${c.date}`).toBe(true)
    })
  }
})

describe('the 1999 and 2002 rulings keep their dates', () => {
  const root = join(import.meta.dirname, '..', '..')
  const ingest = (path: string) => ingestDocument({ path, bytes: new Uint8Array(readFileSync(join(root, path))) }, 'doc')

  it("the 04/21/99 General Rulings Summary: month first for D'Angelo, year first where only that reads", () => {
    const doc = ingest('test/fixtures/site-content/dangelo-general-1999-04.txt')
    expect(doc.info.date).toBe('1999-04-21')
    const dates = doc.nodes.flatMap((n) => n.citations.filter((c) => c.date && !c.dateInferred).map((c) => `${c.text} ${c.date}`))
    expect(dates).toEqual(
      expect.arrayContaining([
        "D'Angelo 1998-02-03", // [D'Angelo 02/03/98]
        'bethmo 1999-04-07', // [bethmo 99/04/07]
        "D'Angelo 1999-04-10", // [D'Angelo 04/10/99]
        "D'Angelo 1999-01-10", // [D'Angelo 01/10/99], not 2001-10-99
        // [CompRules 1999/04/23]: the rules took effect two days after this release and are cited by that date.
        'CompRules 1999-04-23',
      ]),
    )
    expect(doc.problems).toEqual([])
  })

  it('the 2002 rulings (undated, four-digit years): every citation has the date it wrote', () => {
    const doc = ingest('content/rulings-2002-timing.txt')
    let checked = 0
    for (const n of doc.nodes) {
      const written = [...n.text.matchAll(/\[[^\]]*?(\d{4})\/(\d{2})\/(\d{2})[^\]]*\]/g)].map((m) => `${m[1]}-${m[2]}-${m[3]}`)
      const read = n.citations.filter((c) => !c.dateInferred).map((c) => c.date)
      expect(read, n.id).toEqual(written)
      checked += written.length
    }
    expect(checked).toBeGreaterThan(100)
  })
})
