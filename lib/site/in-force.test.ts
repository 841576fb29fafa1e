import { describe, expect, it } from 'vitest'
import type { DocumentInfo } from '../types'
import { documentsInForce } from './in-force'
import { buildSiteGraph } from './site-graph'
import { doc } from './test-graph'

const judge = (id: string, date: string, series: string, previous: string | null, latest: boolean): DocumentInfo => ({ ...doc(id, date, series, previous, latest), family: 'judge', title: id })

describe('documentsInForce', () => {
  it('the newest version of each, in a judge\'s order, with its "What changed" page when there is one before it', () => {
    const site = buildSiteGraph({
      version: 2,
      generated: '2026-01-01T00:00:00Z',
      nodes: [],
      documents: [
        judge('mtr-2024', '2024-05-13', 'mtr', 'mtr-2023', true),
        doc('cr-2004', '2004-10-01', 'cr', null, false),
        judge('mtr-2023', '2023-09-01', 'mtr', null, false),
        doc('cr-2026', '2026-01-16', 'cr', 'cr-2004', true),
        judge('ipg-2025', '2025-02-07', 'ipg', null, true),
        { ...doc('excerpt', '2004-10-01', null, null, true), title: 'Sections 4 and 5' },
        { ...doc('scryfall-oracle-cards', '2026-01-20', null, null, true), family: 'scryfall' },
        { ...doc('scryfall-rulings', '2026-01-19', null, null, true), family: 'scryfall' },
      ],
    })
    expect(documentsInForce(site).map((e) => [e.key, e.name, e.doc.id, e.href, e.changes])).toEqual([
      ['cr', 'Comprehensive Rules', 'cr-2026', '/cr-2026', '/changes/cr-2026'],
      ['mtr', 'Magic Tournament Rules', 'mtr-2024', '/mtr-2024', '/changes/mtr-2024'],
      ['ipg', 'Infraction Procedure Guide', 'ipg-2025', '/ipg-2025', null],
      ['penalties', 'Penalty quick reference', 'ipg-2025', '/ipg/penalties', null],
      ['cards', 'Card rulings', 'scryfall-rulings', '/cards', null],
    ])
  })

  it('a collection without any of them lists none', () => {
    const site = buildSiteGraph({ version: 2, generated: '2026-01-01T00:00:00Z', nodes: [], documents: [doc('faq', null, null, null, true)] })
    expect(documentsInForce(site)).toEqual([])
  })
})
