import { beforeAll, describe, expect, it } from 'vitest'
import { smallIpg, smallMtr } from '../formats/judge/fixtures.js'
import { textSource } from '../graph/pdf-source.js'
import { makePdf } from '../text/pdf/test-pdf.js'
import { buildGraph, type BuildResult } from './build-graph.js'
import { foldTitle, titlesMatch } from './titles.js'

const MTR = `series: mtr
written: for this test
sections:
  - number: "2.2"
    title: "Two-Headed Giant Play/Draw"
    situations: ["who chooses to play first when two teams of two sit down"]
  - number: "9.9"
    title: "Deck Checks"
    situations: ["judge took my deck away mid round"]
  - number: "7.1"
    title: "A Section No Version Has"
    situations: ["nothing answers this"]
`
const IPG = `series: ipg
written: for this test
sections:
  - number: "2.2"
    title: "Game Play Error — Looking at Extra Cards"
    situations: ["flipped a card while shuffling"]
  - number: "2.2"
    title: "Game Play Error — Looking at Extra Cards"
    part: "Additional Remedy"
    situations: ["does the seen card go back into the deck"]
  - number: "2.3"
    title: "Hidden Card Error"
    situations: ["I scried two instead of one"]
`

let mtr: BuildResult
let ipg: BuildResult
const lineageOf = (b: BuildResult, id: string) => b.graph.nodes.find((n) => n.id === id)!.lineage

beforeAll(async () => {
  mtr = buildGraph(
    [await textSource({ path: 'b-mtr.pdf', bytes: await makePdf(smallMtr(1)) }), await textSource({ path: 'a-mtr.pdf', bytes: await makePdf(smallMtr(2)) })],
    [],
    { situations: [{ path: 'situations/mtr.yaml', text: MTR }] },
  )
  // a guide newer than any the situations' writers saw, alone: no older version beside it
  ipg = buildGraph([await textSource({ path: 'ipg-2027.pdf', bytes: await makePdf(smallIpg(2)) })], [], { situations: [{ path: 'situations/ipg.yaml', text: IPG }] })
})

describe('situations attached to their sections', () => {
  it('titles compare with case, quotes, dashes and an infraction\'s class folded', () => {
    expect(foldTitle('Opponents’ Match-Win Percentage')).toBe('opponents match win percentage')
    expect(titlesMatch('Game Play Error — Hidden Card Error', 'Hidden Card Error')).toBe(true)
    expect(titlesMatch('Game Play Error – Hidden Card Error', 'game play error - hidden card error')).toBe(true)
    expect(titlesMatch('Game Play Error — Hidden Card Error', 'Game Play Error — Looking at Extra Cards')).toBe(false)
  })

  it('a key reaches its section in every version through the lineage: 2.2 of 2023 is 3.3 in 2024', () => {
    const lineage = lineageOf(mtr, 'a-mtr/3.3')
    expect(lineage).toBe(lineageOf(mtr, 'b-mtr/2.2'))
    expect(mtr.graph.situations?.[lineage]).toEqual(['who chooses to play first when two teams of two sit down'])
  })

  it('a key whose number no version has finds the section by its title (renumbered where no lineage says so)', () => {
    expect(mtr.graph.situations?.[lineageOf(mtr, 'a-mtr/2.2')]).toEqual(['judge took my deck away mid round'])
  })

  it('the report lists the keys that match no section, by file and line, and the sections with none', () => {
    const r = mtr.report.situations!
    expect(r.unmatched).toEqual([{ file: 'situations/mtr.yaml', line: 10, key: '7.1 A Section No Version Has' }])
    expect(r.files).toEqual([{ file: 'situations/mtr.yaml', series: 'mtr', entries: 3, situations: 3, attached: 2 }])
    const without = r.without.filter((w) => w.doc === 'a-mtr').map((w) => w.label)
    expect(without).toContain('2.1 Match Structure')
    expect(without).not.toContain('3.3 Two-Headed Giant Play/Draw')
    expect(without).not.toContain('2.2 Deck Checks')
    // each version is listed for itself: a section is listed where that version has it with none
    expect(r.without.some((w) => w.doc === 'b-mtr' && w.label === '2.1 Match Structure')).toBe(true)
    expect(r.without.some((w) => w.doc === 'b-mtr' && w.label.startsWith('2.2'))).toBe(false)
  })

  it('a version nobody wrote for, alone, gets them by number and title; a part of an infraction gets its own', () => {
    const s = ipg.graph.situations!
    expect(s[lineageOf(ipg, 'ipg-2027/2.3')]).toEqual(['I scried two instead of one'])
    expect(s[lineageOf(ipg, 'ipg-2027/2.2')]).toEqual(['flipped a card while shuffling'])
    expect(s[lineageOf(ipg, 'ipg-2027/2.2.text-additional-remedy')]).toEqual(['does the seen card go back into the deck'])
    expect(ipg.report.situations!.unmatched).toEqual([])
  })

  it('a rule with no title of its own is keyed by its number and the title above it, in every version', () => {
    // complete enough to be versions of one series (a preface, contents, four chapters, a glossary)
    const ASSIGN = 'The controller of an attacking creature with trample first assigns damage to the creatures blocking it.'
    const cr = (date: string, chapter: string, section: string, trample: string, lettered = ['Trample is a static ability.', ASSIGN]) =>
      [
        ...['Magic: The Gathering Comprehensive Rules', `These rules are effective as of ${date}.`, 'Introduction', 'This document is the ultimate authority for Magic games.'],
        ...['Contents', '1. Game Concepts', '2. Parts of a Card', '3. Card Types', chapter, 'Glossary'],
        ...['1. Game Concepts', '100. General', '100.1. These Magic rules apply to any Magic game.', '2. Parts of a Card', '200. General', '200.1. A card has parts.'],
        ...['3. Card Types', '300. General', '300.1. The card types are many.', chapter, `${section}. Keyword Abilities`, `${trample}. Trample`],
        ...lettered.map((text, i) => `${trample}${'abc'[i]} ${text}`),
        ...['Glossary', 'Trample', 'A keyword ability.', 'Credits', 'Thanks.'],
      ].join('\n\n') + '\n'
    const enc = (t: string) => new TextEncoder().encode(t)
    const CR = `series: cr
written: for this test
sections:
  - number: "702.19"
    title: "Trample"
    situations: ["what is trample"]
  - number: "702.19c"
    title: "Trample"
    situations: ["how much damage goes through to the player"]
  - number: "702.19b"
    title: "Trample"
    situations: ["attacking a walker with trample"]
  - number: "702.19b"
    title: "Flying"
    situations: ["no rule has this key"]
`
    // 2026 puts a new rule at 702.19b: 2014's 702.19b is its 702.19c
    const b = buildGraph([
      { path: 'cr-2004.txt', bytes: enc(cr('October 1, 2004', '5. Turn Structure', '502', '502.9')) },
      { path: 'cr-2014.txt', bytes: enc(cr('September 26, 2014', '7. Additional Rules', '702', '702.19')) },
      { path: 'cr-2026.txt', bytes: enc(cr('January 16, 2026', '7. Additional Rules', '702', '702.19', ['Trample is a static ability.', 'Trample over planeswalkers is a variant of trample.', ASSIGN])) },
    ], [], {
      situations: [{ path: 'situations/cr.yaml', text: CR }],
    })
    const s = b.graph.situations!
    // the rule that answers, not the heading over it; 2004's 502.9b and 2014's 702.19b are that rule by lineage
    expect(lineageOf(b, 'cr-2004/502.9b')).toBe(lineageOf(b, 'cr-2026/702.19c'))
    expect(lineageOf(b, 'cr-2014/702.19b')).toBe(lineageOf(b, 'cr-2026/702.19c'))
    expect(s[lineageOf(b, 'cr-2026/702.19c')]).toEqual(['how much damage goes through to the player'])
    // a lettered number names the newest version's rule: 2014's 702.19b is another rule and gets nothing of it
    expect(s[lineageOf(b, 'cr-2026/702.19b')]).toEqual(['attacking a walker with trample'])
    expect(s[lineageOf(b, 'cr-2026/702.19')]).toEqual(['what is trample'])
    expect(b.report.situations!.unmatched).toEqual([{ file: 'situations/cr.yaml', line: 13, key: '702.19b Flying' }])
    // a heading whose situations are all on its rules is not listed as having none
    expect(b.report.situations!.without.map((w) => w.label)).not.toContain('702.19 Trample')

    // a version given alone that numbers the rules under Trample otherwise: the key's first words find the rule
    const keyed = (words: string) => `series: cr
written: for this test
sections:
  - number: "702.19c"
    title: "Trample"
    words: "${words}"
    situations: ["how much damage goes through to the player"]
`
    const alone = (words: string) =>
      buildGraph([{ path: 'cr-2014.txt', bytes: enc(cr('September 26, 2014', '7. Additional Rules', '702', '702.19')) }], [], { situations: [{ path: 'situations/cr.yaml', text: keyed(words) }] })
    const found = alone('The controller of an attacking creature with trample first assigns damage')
    expect(found.graph.situations).toEqual({ [lineageOf(found, 'cr-2014/702.19b')]: ['how much damage goes through to the player'] })
    // words no rule under the title begins with: the title's heading has them, never a rule of that number
    const none = alone('Trample over planeswalkers is a variant of trample.')
    expect(none.graph.situations).toEqual({ [lineageOf(none, 'cr-2014/702.19')]: ['how much damage goes through to the player'] })
  })

  it('a bad file is one failure naming its file and line; the documents still ingest', async () => {
    const b = buildGraph([await textSource({ path: 'ipg-2027.pdf', bytes: await makePdf(smallIpg(2)) })], [], {
      situations: [{ path: 'situations/ipg.yaml', text: 'series: ipg\nwritten: x\nsections:\n  - number: 2.3\n    title: T\n    situations: [a]\n' }],
    })
    expect(b.report.failed).toEqual([{ file: 'situations/ipg.yaml', line: 4, message: '"number" must be quoted ("2.3"): unquoted, 2.10 reads as 2.1' }])
    expect(b.graph.nodes.length).toBeGreaterThan(10)
    expect(b.graph.situations).toBeUndefined()
  })
})
