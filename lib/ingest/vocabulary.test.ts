import { describe, expect, it } from 'vitest'
import { formatReport } from '../graph/report.js'
import { buildGraph } from './build-graph.js'

const CR = `100. General

100.1. When a creature enters the battlefield, its controller may draw a card from their library.

100.2. A player who is dealt damage loses that much life.

100.3. Players may agree to an intentional draw.
`
const PLAYERS = `written: for this test
spelled-out:
  etb draw: draw a card
  pw: planeswalker
  ID: intentionally drew
also:
  deck: {library: 0.6}
  kill: {destroy: 0.7}
`
const ERA = `written: for this test
concepts:
  - key: etb
    label: enters the battlefield
    spellings: ['\\benters? the battlefield\\b']
  - key: ltb
    label: leaves the battlefield
    spellings: ['\\bleaves? the battlefield\\b', '\\bltb\\b']
`
const IRREGULAR = `written: for this test
forms:
  draw: [drew, drawn]
  swim: [swam, swum]
  slide: [slid]
`

const build = (vocabulary: Array<{ path: string; text: string }>) =>
  buildGraph([{ path: 'cr.txt', bytes: new TextEncoder().encode(CR) }], [], { vocabulary })

describe('the ingest report lists vocabulary that matches nothing in the documents', () => {
  const { report } = build([
    { path: 'vocabulary/era.yaml', text: ERA },
    { path: 'vocabulary/irregular.yaml', text: IRREGULAR },
    { path: 'vocabulary/players.yaml', text: PLAYERS },
  ])

  it('by file and line: a word an entry sends search to that no document has, a concept no document spells', () => {
    expect(report.failed).toEqual([])
    expect(report.vocabulary!.unmatched.map((u) => `${u.file}:${u.line}  ${u.entry}: ${u.missing}`)).toEqual([
      'vocabulary/era.yaml:6  ltb (leaves the battlefield): no spelling occurs in any document',
      // "slid" stems to "slid", and so does "slide": the entry adds nothing
      'vocabulary/irregular.yaml:5  slid -> slide: the stemmer already reads "slid" as "slide"',
      'vocabulary/players.yaml:4  pw -> planeswalker: "planeswalker" in no document',
      'vocabulary/players.yaml:8  kill also searches destroy: "destroy" in no document',
    ])
  })

  it("a player's word absent from the rules is no miss, nor is a past form (\"drew\": the rules say \"draw\"), nor a verb the rules never use", () => {
    const entries = report.vocabulary!.unmatched.map((u) => u.entry)
    for (const e of ['etb draw -> draw a card', 'ID -> intentionally drew', 'deck also searches library', 'drew, drawn -> draw', 'swam, swum -> swim']) expect(entries).not.toContain(e)
    // counted, not listed: the irregular table is English, not the documents'
    expect(report.vocabulary!.verbsInNoDocument).toBe(2) // swim, slide
  })

  it('the printed report gives the counts', () => {
    const printed = formatReport(report).split('\n')
    expect(printed.slice(printed.indexOf('vocabulary/  ->  10 entries in 3 files'))).toEqual([
      'vocabulary/  ->  10 entries in 3 files',
      '  match nothing  4 entries (vocabulary/era.yaml:6, vocabulary/irregular.yaml:5, vocabulary/players.yaml:4, ...; listed in the report file)',
      "  verbs unused   2 irregular verbs in no document (English, not the documents': not listed)",
    ])
  })

  it('a file that does not read is a failure naming its line; the documents still ingest', () => {
    const bad = build([{ path: 'vocabulary/players.yaml', text: 'written: x\nalso:\n  deck: {library: 2}\n' }])
    expect(bad.report.failed).toEqual([{ file: 'vocabulary/players.yaml', line: 3, message: 'the weight of "deck" must be a number above 0, at most 1' }])
    expect(bad.report.vocabulary).toBeUndefined()
    expect(bad.graph.nodes.length).toBeGreaterThan(0)
  })
})
