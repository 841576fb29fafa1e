import { beforeAll, describe, expect, it } from 'vitest'
import { buildGraph } from '../../ingest/build-graph.js'
import { textSource } from '../../graph/pdf-source.js'
import { findReferences } from '../../graph/references.js'
import { makePdf } from '../../text/pdf/test-pdf.js'
import type { GraphNode } from '../../types.js'
import { smallIpg, smallMtr } from './fixtures.js'

/** A Comprehensive Rules text of the given date holding the rules the judge fixtures cite. */
const cr = (date: string, wording: string) =>
  [
    'Magic: The Gathering Comprehensive Rules',
    '',
    `These rules are effective as of ${date}.`,
    '',
    '1. Game Concepts',
    '',
    '100. General',
    '',
    '100.2a In constructed play, each deck has a minimum deck size of 60 cards.',
    '',
    '103. Starting the Game',
    '',
    `103.1. At the start of a game, ${wording} determine which one of them will choose who takes the first turn.`,
    '',
    '121. Drawing a Card',
    '',
    '121.1. A player draws a card by putting the top card of their library into their hand.',
    '',
  ].join('\n')

const byId = new Map<string, GraphNode>()
const refs = (id: string) => byId.get(id)!.refs.map((r) => [r.text.replace(/\s+/g, ' '), r.number, r.series ?? null, r.target])

beforeAll(async () => {
  const sources = await Promise.all([
    textSource({ path: 'mtr-2023.pdf', bytes: await makePdf(smallMtr(1)) }),
    textSource({ path: 'mtr-2024.pdf', bytes: await makePdf(smallMtr(2)) }),
    textSource({ path: 'ipg-2023.pdf', bytes: await makePdf(smallIpg()) }),
  ])
  sources.push({ path: 'cr-2023.txt', bytes: new TextEncoder().encode(cr('August 1, 2023', 'the players')) })
  sources.push({ path: 'cr-2024.txt', bytes: new TextEncoder().encode(cr('January 10, 2024', 'the two players')) })
  for (const n of buildGraph(sources).graph.nodes) byId.set(n.id, n)
})

describe('references in judge documents', () => {
  it('finds the judges’ ways of citing: MTR 2.3, section 4.2 of the Infraction Procedure Guide, CR 702.19, Appendix B', () => {
    const found = (text: string) => findReferences(text, 'judge').map((m) => [m.text.replace(/\s+/g, ' '), m.targets.map((t) => t.number), m.series ?? null])
    expect(found('forbidden by MTR 2.3 and section 3.1 of the Magic Tournament Rules.')).toEqual([
      ['MTR 2.3', ['2.3'], 'mtr'],
      ['section 3.1 of the Magic Tournament Rules', ['3.1'], 'mtr'],
    ])
    expect(found('See section 4.2 of the\nInfraction Procedure Guide, CR 702.19 and rule 603.2 (see Appendix F).')).toEqual([
      ['section 4.2 of the Infraction Procedure Guide', ['4.2'], 'ipg'],
      // One chain, as the rules' references always were: both rules are the Comprehensive Rules'.
      ['CR 702.19 and rule 603.2', ['702.19', '603.2'], 'cr'],
      ['Appendix F', ['F'], null],
    ])
    // "Appendix A—Changes" is a title, not a reference; other families do not read appendices at all.
    expect(found('Appendix A—Changes From Previous Versions')).toEqual([])
    expect(findReferences('see Appendix F', 'cr')).toEqual([])
  })

  it('resolves a section number in its own document first', () => {
    expect(refs('ipg-2023/2.2.text-philosophy')).toEqual([
      ['section 2.1', '2.1', null, 'ipg-2023/2.1'],
      ['rule 121.1', '121.1', null, 'cr-2023/121.1'],
    ])
    expect(refs('mtr-2024/3.1')).toEqual([['Appendix B', 'B', null, 'mtr-2024/B']])
  })

  it('resolves another judge document’s section, and a rule, to the version in force on the citing document’s date', () => {
    expect(refs('ipg-2023/3.1.text-definition')).toEqual([
      ['MTR 2.3', '2.3', 'mtr', 'mtr-2023/2.3'],
      ['section 3.1 of the Magic Tournament Rules', '3.1', 'mtr', 'mtr-2023/3.1'],
    ])
    // The 2023 rules were in force in September 2023; the 2024 Tournament Rules cite the January 2024 ones.
    expect(refs('mtr-2023/2.1')).toEqual([
      ['rule 103.1', '103.1', null, 'cr-2023/103.1'],
      ['MTR 3.1', '3.1', 'mtr', 'mtr-2023/3.1'],
    ])
    expect(refs('mtr-2024/2.1')[0]).toEqual(['rule 103.1', '103.1', null, 'cr-2024/103.1'])
    expect(refs('mtr-2024/2.2')).toEqual([['CR 100.2a', '100.2a', 'cr', 'cr-2024/100.2a']])
    expect(refs('mtr-2023/section-introduction')).toEqual([
      ['section 2.2 of the Infraction Procedure Guide', '2.2', 'ipg', 'ipg-2023/2.2'],
    ])
  })

  it('keeps judge numbers apart from the Comprehensive Rules’ and from each other in sameNumber', () => {
    expect(byId.get('mtr-2023/2')!.sameNumber).toEqual(['mtr-2024/2'])
    expect(byId.get('ipg-2023/2.2')!.sameNumber).toEqual([])
  })
})
