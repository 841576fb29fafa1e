import { describe, expect, it } from 'vitest'
import { asOf } from './as-of'
import { buildSiteGraph } from './site-graph'
import { doc, historyGraph, node } from './test-graph'

const site = buildSiteGraph(historyGraph())

describe('asOf: the text in force on a date of the rule the number names today', () => {
  it('follows the rule back through its renumbering, and says so in one line', () => {
    const a = asOf(site, '702.17', '2005-03-01')!
    expect(a.version?.id).toBe('cr-b')
    expect(a.run?.node.id).toBe('cr-b/502.9')
    expect(a.node?.id).toBe('cr-b/502.9')
    expect(a.line).toBe('On 2005-03-01 this rule was 502.9.')
    // Not the rule 702.17 meant in 1999 (another lineage): the rule it names today, as it read then.
    expect(asOf(site, '702.17', '2000-01-01')!.run?.node.id).toBe('cr-a/502.9')
    expect(asOf(site, '702.17', '2026-01-01')!.line).toBe('On 2026-01-01 this rule was 702.17.')
  })

  it('reads an old number forward the same way: the rule it last named', () => {
    expect(asOf(site, '502.9', '2010-01-01')!.line).toBe('On 2010-01-01 this rule was 702.17.')
  })

  it('says when the rule did not exist yet, was removed, or no version was in force', () => {
    const added = asOf(site, '100.2', '2005-03-01')!
    expect(added.run).toBeNull()
    expect(added.line).toBe('On 2005-03-01 this rule did not exist yet, under this number or any other: it first appears on 2009-07-11.')
    expect(asOf(site, '100.1', '2010-01-01')!.line).toBe('On 2010-01-01 this rule was no longer in the rules: it was removed on 2009-07-11.')
    const early = asOf(site, '702.17', '1990-01-01')!
    expect([early.version, early.run]).toEqual([null, null])
    expect(early.line).toBe('On 1990-01-01 no version of these rules was in force yet: the first is dated 1999-04-23.')
    // The page links the oldest version: the rule as it read there (702.17 was 502.9 in 1999).
    expect([early.oldest?.doc.id, early.oldest?.node?.id]).toEqual(['cr-a', 'cr-a/502.9'])
    expect(asOf(site, '100.2', '1990-01-01')!.oldest?.node).toBeNull()
  })

  it('names the rule the number meant that day when its own rule was not in the rules', () => {
    const g = historyGraph()
    g.nodes.push(node('cr-b', '100.2', 'An older rule under the number.', { order: 9 }))
    const a = asOf(buildSiteGraph(g), '100.2', '2005-03-01')!
    expect(a.run).toBeNull()
    expect(a.numberThen?.id).toBe('cr-b/100.2')
  })

  it('a number in no versioned document reads the same on any date', () => {
    const g = historyGraph()
    g.documents.push({ ...doc('faq2', null, null, null, true), family: 'faq' })
    g.nodes.push({ ...node('faq2', '7', 'A question.'), kind: 'qa' })
    expect(asOf(buildSiteGraph(g), '7', '2005-03-01')!.line).toBe('Rule 7 is in no document with dated versions, so it reads the same on any date.')
  })

  it('refuses a malformed date and an unknown number', () => {
    expect(asOf(site, '702.17', 'yesterday')).toBeNull()
    expect(asOf(site, '702.17', '2005-13-45')).toBeNull()
    expect(asOf(site, '702.17', '2005-02-30')).toBeNull()
    expect(asOf(site, '999.9', '2005-03-01')).toBeNull()
  })
})
