import { describe, expect, it } from 'vitest'
import type { DocumentInfo } from '../types'
import { documentGroups } from './document-list'
import { doc } from './test-graph'

const ids = (g: ReturnType<typeof documentGroups>[number]) => ({
  key: g.key,
  newest: g.newest.doc.id,
  changes: g.newest.changes.map((d) => d.id),
  earlier: g.earlier.map((e) => e.doc.id),
})

describe('documentGroups', () => {
  it('lists each series once, newest version first, the others behind it newest first', () => {
    // Graph order is file-name order: the 1999 version comes first.
    const documents = [
      doc('cr-1999', '1999-04-23', 'cr', null, false),
      doc('cr-2009', '2009-07-11', 'cr', 'cr-2004', false),
      doc('faq', null, null, null, true),
      doc('cr-2004', '2004-10-01', 'cr', 'cr-1999', false),
      doc('cr-2026', '2026-01-16', 'cr', 'cr-2009', true),
      doc('rulings-2002', null, null, null, true),
    ]
    expect(documentGroups(documents).map(ids)).toEqual([
      { key: 'cr', newest: 'cr-2026', changes: [], earlier: ['cr-2009', 'cr-2004', 'cr-1999'] },
      { key: 'faq', newest: 'faq', changes: [], earlier: [] },
      { key: 'rulings-2002', newest: 'rulings-2002', changes: [], earlier: [] },
    ])
  })

  it('puts a "changes only" file with the release it updates, never as a version', () => {
    const changes = (id: string, date: string, updates: string | null): DocumentInfo => ({ ...doc(id, date, 'dangelo-cards', null, false), updates })
    const documents = [
      changes('cards-2008-03-changes', '2008-03-17', 'cards-2008-03'),
      doc('cards-2008-02', '2008-02-11', 'dangelo-cards', null, false),
      doc('cards-2008-03', '2008-03-17', 'dangelo-cards', 'cards-2008-02', true),
      changes('cards-2008-02-changes', '2008-02-11', 'cards-2008-02'),
      // Older than every release: it updates none, and is listed by its date.
      changes('cards-2007-changes', '2007-12-01', null),
    ]
    expect(documentGroups(documents).map(ids)).toEqual([
      { key: 'dangelo-cards', newest: 'cards-2008-03', changes: ['cards-2008-03-changes'], earlier: ['cards-2008-02', 'cards-2007-changes'] },
    ])
    expect(documentGroups(documents)[0].earlier[0].changes.map((d) => d.id)).toEqual(['cards-2008-02-changes'])
  })

  it('shows an undated version only when the series has no dated one', () => {
    const documents = [doc('cr-x', null, 'cr', null, false), doc('cr-2004', '2004-10-01', 'cr', null, true)]
    expect(documentGroups(documents).map(ids)).toEqual([{ key: 'cr', newest: 'cr-2004', changes: [], earlier: ['cr-x'] }])
    expect(documentGroups([doc('cr-x', null, 'cr', null, true)]).map(ids)).toEqual([{ key: 'cr', newest: 'cr-x', changes: [], earlier: [] }])
  })
})
