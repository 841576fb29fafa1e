import { describe, expect, it } from 'vitest'
import type { GraphNode } from '../types.js'
import { inRanges, optionalDivisions, sectionParts, STATES } from './structure.js'

const node = (id: string, text: string, parent: string | null = null, kind: GraphNode['kind'] = 'rule'): GraphNode =>
  ({ id: `d/${id}`, doc: 'd', kind, number: id, title: null, text, parent: parent && `d/${parent}`, children: [], order: 0, url: '', lines: [1, 1], flags: [], citations: [], refs: [], sameNumber: [], related: [], prev: null, change: null, lineage: `d/${id}` }) as GraphNode

describe('what the builder reads from structure', () => {
  it('a chapter that says its rules are optional (CR 800.1, 900.1) makes every node under it optional, itself and the glossary after it not', () => {
    const nodes = [
      node('1', 'Game Concepts', null, 'chapter'),
      // the 1999 rules' "Optional rules allow for more players" declares nothing of chapter 1
      node('100.1', "These Magic rules assume a game between two players. Optional rules allow for more players but aren't discussed here.", '1'),
      node('8', 'Multiplayer Rules', null, 'chapter'),
      node('800', 'General', '8', 'section'),
      node('800.1', 'A multiplayer game is a game that begins with more than two players. This section contains additional optional rules that can be used for multiplayer play.', '800'),
      node('810', 'Two-Headed Giant Variant', '8', 'section'),
      node('810.7', 'Each team attacks the other team.', '810'),
      node('9', 'Casual Variants', null, 'chapter'),
      node('900.1', 'This section contains additional optional rules that can be used for certain casual game variants.', '9'),
      node('901.1', 'In the Planechase variant ...', '9'),
      node('glossary', 'Glossary', null, 'section'),
      node('term', 'Abandon', 'glossary', 'term'),
    ]
    const ranges = optionalDivisions(nodes)
    expect(ranges).toEqual([[3, 7], [8, 10]])
    const optional = nodes.filter((_, i) => inRanges(ranges, i)).map((n) => n.number)
    expect(optional).toEqual(['800', '800.1', '810', '810.7', '900.1', '901.1'])
  })

  it('a document that declares nothing has no optional division', () => {
    expect(optionalDivisions([node('1', 'Rules'), node('1.1', 'Players may use optional sleeves.', '1')])).toEqual([])
  })

  it("a rule's and a definition's examples are a field of their own; a ruling's and an answer's are the ruling", () => {
    expect([...STATES].sort()).toEqual(['rule', 'term'])
    expect(STATES.has('ruling')).toBe(false)
    expect(STATES.has('qa')).toBe(false)
  })

  it("a numbered section's parts are its unnumbered passages (Definition, Examples and each example), not an unnumbered titled section", () => {
    const un = (id: string, parent: string, kind: GraphNode['kind']) => ({ ...node(id, id, parent, kind), number: null }) as GraphNode
    const nodes = [
      node('2', 'Game Play Errors', null, 'section'),
      node('2.2', '', '2', 'section'),
      un('2.2.text-definition', '2.2', 'text'),
      un('2.2.text-examples', '2.2', 'text'),
      un('2.2.text-examples.ex-a', '2.2.text-examples', 'example'),
      node('B', 'Time Limits', null, 'section'),
      // an appendix's titled subsection is a topic of its own
      un('B.section-booster-draft-timing', 'B', 'section'),
      un('B.section-booster-draft-timing.text-examples', 'B.section-booster-draft-timing', 'text'),
      // a glossary term has no numbered section above it
      un('term-trample', 'B', 'term'),
    ]
    expect(sectionParts(nodes)).toEqual([
      [2, 1],
      [3, 1],
      [4, 1],
    ])
  })
})
