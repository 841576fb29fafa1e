import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { chunkOf, chunkStarts, packRow, readRow, type DisplayFields } from './display.js'

/** A random document tree as the match file's `up` list: each node's parent is an earlier node or none. */
const upList = fc.array(fc.nat({ max: 6 }), { maxLength: 120 }).map((xs) => xs.map((x, i) => Math.min(x, i)))

describe('display chunks', () => {
  it('cover every node once, in order, each at most `max` nodes; chunkOf finds each node its chunk', () => {
    fc.assert(
      fc.property(upList, fc.integer({ min: 1, max: 12 }), (up, max) => {
        const starts = chunkStarts(up, max)
        expect(starts[0]).toBe(0)
        const ends = [...starts.slice(1), up.length]
        starts.forEach((s, i) => {
          if (up.length) expect(ends[i]).toBeGreaterThan(s)
          expect(ends[i] - s).toBeLessThanOrEqual(max)
        })
        for (let local = 0; local < up.length; local++) {
          const c = chunkOf(starts, local)
          expect(starts[c] <= local && local < ends[c]).toBe(true)
        }
      }),
    )
  })

  it('a heading starts a chunk once the chunk holds two nodes: a rule and its subrules stay together', () => {
    // 0 section; 1 rule heading, 2-4 its subrules; 5 rule heading, 6-7 its subrules; 8 a rule without subrules
    const up = [0, 1, 1, 2, 3, 5, 1, 2, 8]
    expect(chunkStarts(up, 6)).toEqual([0, 5])
    expect(chunkStarts(up, 3)).toEqual([0, 3, 5, 8])
    // no headings: fixed size
    expect(chunkStarts([0, 0, 0, 0, 0], 2)).toEqual([0, 2, 4])
    expect(chunkStarts([], 6)).toEqual([0])
  })
})

describe('display rows', () => {
  const docIds = ['cr-1999', 'cr-2004', 'cr-2009', 'cr-2026']
  const fields = (f: Partial<DisplayFields>): DisplayFields => ({
    text: 'Trample is a static ability.',
    title: '',
    crumbs: ['7. Additional Rules', '702. Keyword Abilities', '702.19. Trample'],
    local: '702.19b',
    kind: 'rule',
    number: '702.19b',
    lineage: 'cr-1999/502.9a',
    earlier: [
      [2, '702.17b'],
      [1, '502.9a'],
      [0, '502.9a'],
    ],
    ...f,
  })

  it('leave out what the reader works out, and read back the same', () => {
    const f = fields({})
    const row = packRow(f, 'cr-2026', '702.19b', docIds)
    expect(row).toEqual(['Trample is a static ability.', '', '7. Additional Rules › 702. Keyword Abilities › 702.19. Trample', '', '', '', '', [[2, '702.17b'], [1, '502.9a'], 0]])
    expect(readRow(row, 'cr-2026', '702.19b', docIds)).toEqual(f)
    // a row with nothing but defaults is its text alone
    const plain = fields({ crumbs: [], lineage: 'cr-2026/702.19b', earlier: [] })
    expect(packRow(plain, 'cr-2026', '702.19b', docIds)).toEqual(['Trample is a static ability.'])
    expect(readRow(['Trample is a static ability.'], 'cr-2026', '702.19b', docIds)).toEqual(plain)
    // an older version's rule, its lineage under the same number: the lineage's doc index alone
    const old = fields({ local: '502.9a', number: '502.9a', crumbs: [], earlier: [] })
    const oldRow = packRow(old, 'cr-2004', '502.9a', docIds)
    expect(oldRow).toEqual(['Trample is a static ability.', '', '', '', '', '0'])
    expect(readRow(oldRow, 'cr-2004', '502.9a', docIds)).toEqual(old)
  })

  it("an infraction's penalty and a part's section (number, title, penalty) travel in the row and read back", () => {
    const infraction = fields({ text: '', title: 'Game Play Error — Looking at Extra Cards', local: '2.2', number: '2.2', crumbs: ['2 Game Play Errors'], lineage: 'ipg/2.2', earlier: [], penalty: 'Warning' })
    const row = packRow(infraction, 'ipg', '2.2', ['ipg'])
    expect(row[8]).toBe('Warning')
    expect(readRow(row, 'ipg', '2.2', ['ipg'])).toEqual(infraction)
    const part = fields({
      text: 'A player takes an action that may have enabled them to see the faces of cards.',
      title: 'Definition',
      local: '2.2.text-definition',
      number: '',
      crumbs: ['2 Game Play Errors', '2.2 Game Play Error — Looking at Extra Cards'],
      lineage: 'ipg/2.2.text-definition',
      earlier: [],
      section: { local: '2.2', number: '2.2', title: 'Game Play Error — Looking at Extra Cards', penalty: 'Warning' },
    })
    const partRow = packRow(part, 'ipg', '', ['ipg'])
    // the section's local id is left out when it is its number; the part has no penalty of its own
    expect(partRow.slice(8)).toEqual(['', ['', '2.2', 'Game Play Error — Looking at Extra Cards', 'Warning']])
    expect(readRow(partRow, 'ipg', '', ['ipg'])).toEqual(part)
    // a section with no penalty and a local id of its own
    const example = fields({ ...part, local: '4.3.text-examples.ex-1', section: { local: '4.3', number: '4.3', title: 'Out-of-Order Sequencing' } })
    expect(readRow(packRow(example, 'mtr', '', ['mtr']), 'mtr', '', ['mtr'])).toEqual(example)
    const appendix = fields({ ...part, section: { local: 'B.section-booster-draft-timing', number: 'B.1', title: 'Booster Draft Timing' } })
    expect(readRow(packRow(appendix, 'mtr', '', ['mtr']), 'mtr', '', ['mtr'])).toEqual(appendix)
  })

  it('round-trip whatever the fields', () => {
    const str = fc.string({ maxLength: 12 })
    const local = fc.stringMatching(/^[A-Za-z0-9.~-]{1,10}$/)
    fc.assert(
      fc.property(
        fc.record({
          text: str,
          title: str,
          crumbs: fc.array(fc.string({ minLength: 1, maxLength: 8 }).filter((s) => !s.includes('›')), { maxLength: 3 }),
          local,
          kind: fc.constantFrom('rule', 'term', 'qa', 'card'),
          number: fc.oneof(fc.constant(''), local),
          lineage: fc.oneof(local.map((l) => `cr-1999/${l}`), local.map((l) => `cr-2026/${l}`)),
          earlier: fc.array(fc.tuple(fc.nat({ max: 3 }), local), { maxLength: 4 }),
        }),
        fc.boolean(),
        (f, keyed) => {
          const key = keyed ? f.number.toLowerCase() : f.number
          expect(readRow(packRow(f, 'cr-2026', key, docIds), 'cr-2026', key, docIds)).toEqual(f)
        },
      ),
    )
  })
})
