import { describe, expect, it } from 'vitest'
import { compactDiff, diffHtml, nodeHistory, numberGroups, releaseChanges, sameNumberElsewhere, versionInForce } from './history'
import { buildSiteGraph } from './site-graph'
import { doc, historyGraph, node } from './test-graph'

const site = buildSiteGraph(historyGraph())
const n = (id: string) => site.node(id)!

describe('nodeHistory', () => {
  it('lists every version newest first with its change and old number, and its distinct texts as intervals', () => {
    const h = nodeHistory(site, n('cr-a/502.9'))!
    expect(h.current.id).toBe('cr-c/702.17')
    expect(h.removedIn).toBeNull()
    expect(h.entries.map((e) => [e.node.id, e.change, e.anchor, e.prevNumber])).toEqual([
      ['cr-c/702.17', 'renumbered', 'v-cr-c', '502.9'],
      ['cr-b/502.9', 'edited', 'v-cr-b', null],
      ['cr-a/502.9', null, 'v-cr-a', null],
    ])
    // One interval per text and number, newest first: renumbered in 2009 (same words, no diff), edited in 2004.
    expect(h.intervals.map((i) => [i.run.node.id, i.run.from, i.run.until, i.entries.map((e) => e.anchor)])).toEqual([
      ['cr-c/702.17', '2009-07-11', null, ['v-cr-c']],
      ['cr-b/502.9', '2004-10-01', '2009-07-11', ['v-cr-b']],
      ['cr-a/502.9', '1999-04-23', '2004-10-01', ['v-cr-a']],
    ])
    expect(h.intervals[0].diff).toBeNull()
    expect(h.intervals[2].diff).toBeNull()
    // The diff itself is lib/history's; here: it is the one between the two texts, and it marks the words.
    const diff = h.intervals[1].diff!
    expect(diff.filter((p) => p.op !== 'ins').map((p) => p.text).join('')).toBe(n('cr-a/502.9').text)
    expect(diff.filter((p) => p.op !== 'del').map((p) => p.text).join('')).toBe(n('cr-b/502.9').text)
    expect(diff.some((p) => p.op === 'del' && p.text.includes('<b>'))).toBe(true)
    expect(diff.some((p) => p.op === 'ins' && p.text.includes('combat'))).toBe(true)
  })

  it('keeps versions with the same words in one interval, and its versions in it newest first', () => {
    const h = nodeHistory(site, n('cr-a/100.1'))!
    expect(h.intervals.map((i) => [i.run.from, i.run.until, i.entries.map((e) => e.node.id)])).toEqual([
      ['1999-04-23', '2009-07-11', ['cr-b/100.1', 'cr-a/100.1']],
    ])
  })

  it('names the version a rule was removed in, and shows no History outside a series', () => {
    expect(nodeHistory(site, n('cr-a/100.1'))!.removedIn?.id).toBe('cr-c')
    expect(nodeHistory(site, n('faq/q1'))).toBeNull()
  })
})

describe('sameNumberElsewhere', () => {
  it("leaves out the page's own series: its versions are the History, an older meaning is one line", () => {
    // 702.17 meant another rule (lineage x) in cr-a; the FAQ is in no series.
    const elsewhere = sameNumberElsewhere(site, n('cr-c/702.17'), [n('cr-a/702.17'), n('faq/q1')])
    expect(elsewhere.nodes).toEqual([n('faq/q1')])
    // one line for the other rule: who held the number, until the next version, and where that rule is today
    expect(elsewhere.meantOther.map((o) => [o.node.id, o.until, o.current?.id])).toEqual([['cr-a/702.17', site.doc('cr-b')!.date, site.lineages.newest(n('cr-a/702.17').lineage!)!.id]])
    // Its own older version is in its History, and says nothing about another meaning.
    expect(sameNumberElsewhere(site, n('cr-c/702.17'), [n('cr-b/502.9')])).toEqual({ nodes: [], meantOther: [] })
    // A page outside any series keeps its whole list.
    expect(sameNumberElsewhere(site, n('faq/q1'), [n('cr-a/702.17')])).toEqual({ nodes: [n('cr-a/702.17')], meantOther: [] })
  })
})

describe('releaseChanges', () => {
  it('counts and lists added, removed, edited and renumbered rules against the previous version', () => {
    const c = releaseChanges(site, 'cr-c')!
    expect(c.previous?.id).toBe('cr-b')
    expect(c.counts).toEqual({ added: 1, removed: 1, edited: 0, renumbered: 1, unchanged: 0 })
    expect(c.added.map((x) => x.id)).toEqual(['cr-c/100.2'])
    expect(c.removed.map((x) => x.id)).toEqual(['cr-b/100.1'])
    expect(c.renumbered.map((x) => [x.prev.number, x.node.number])).toEqual([['502.9', '702.17']])
    const b = releaseChanges(site, 'cr-b')!
    expect(b.counts).toEqual({ added: 0, removed: 1, edited: 1, renumbered: 0, unchanged: 1 })
    expect(b.removed.map((x) => x.id)).toEqual(['cr-a/702.17'])
    expect(releaseChanges(site, 'cr-a')!.counts.added).toBe(0)
    expect(releaseChanges(site, 'faq')).toBeNull()
  })
})

describe('compactDiff', () => {
  it('keeps the changed words and the ends of long unchanged runs', () => {
    const long = 'word '.repeat(60)
    const parts = compactDiff([{ op: 'same', text: long }, { op: 'ins', text: 'new' }, { op: 'same', text: long }], 20)
    expect(parts.map((p) => p.op)).toEqual(['gap', 'same', 'ins', 'same', 'gap'])
    expect(parts.map((p) => p.text).join('').length).toBeLessThan(60)
    expect(compactDiff([{ op: 'same', text: 'short ' }, { op: 'del', text: 'x' }])).toEqual([{ op: 'same', text: 'short ' }, { op: 'del', text: 'x' }])
    const capped = compactDiff([{ op: 'del', text: 'a '.repeat(500) }, { op: 'ins', text: 'b' }], 20, 100)
    expect(capped.map((p) => p.op)).toEqual(['del', 'gap'])
    expect(capped[0].text.length).toBeLessThanOrEqual(100)
  })
})

describe('numberGroups', () => {
  it('shows the newest text of a number, its rule through every version (renumbered too), and when the number meant another rule', () => {
    const [g] = numberGroups(site, '702.17')
    expect(g.shown.id).toBe('cr-c/702.17')
    expect(g.otherLineages.map((o) => [o.node.id, o.until])).toEqual([['cr-a/702.17', '2004-10-01']])
    // The rule 702.17 names today, back through its lineage: it was 502.9 before 2009.
    expect(g.versions.map((v) => [v.node.id, v.from, v.until])).toEqual([
      ['cr-a/502.9', '1999-04-23', '2004-10-01'],
      ['cr-b/502.9', '2004-10-01', '2009-07-11'],
      ['cr-c/702.17', '2009-07-11', null],
    ])
    expect(g.seriesVersions.map((d) => d.id)).toEqual(['cr-a', 'cr-b', 'cr-c'])
  })

  it('picks the text in force on a date, and nothing before the rule existed', () => {
    const [g] = numberGroups(site, '702.17')
    expect(versionInForce(g.versions, '2000-01-01')?.node.id).toBe('cr-a/502.9')
    expect(versionInForce(g.versions, '2005-03-01')?.node.id).toBe('cr-b/502.9')
    expect(versionInForce(g.versions, '2026-01-01')?.node.id).toBe('cr-c/702.17')
    expect(versionInForce(g.versions, '1990-01-01')).toBeNull()
    const [n] = numberGroups(site, '100.2')
    expect(versionInForce(n.versions, '2005-03-01')).toBeNull()
  })

  it('folds a paste of a version (a document of the family in no series) that says the same words under the number; a paste saying other words keeps its group', () => {
    const graph = historyGraph()
    graph.documents.push({ ...doc('paste', '2004-04-02', null, null, true), title: 'Rules (2004), one section' })
    graph.nodes.push(
      // cr-b's 502.9 word for word but for spacing
      node('paste', '502.9', 'Trample:  the attacking creature assigns combat damage.'),
      node('paste', '100.1', 'Another old rule.', { order: 1 }),
    )
    const pasted = buildSiteGraph(graph)
    expect(numberGroups(pasted, '502.9').map((g) => g.key)).toEqual(['cr'])
    expect(numberGroups(pasted, '100.1').map((g) => g.key)).toEqual(['cr', 'paste'])
    // another family's words under the number are never folded
    graph.documents.push({ ...doc('faq2', '2004-04-02', null, null, true), family: 'faq' })
    graph.nodes.push(node('faq2', '502.9', 'Trample: the attacking creature assigns combat damage.'))
    expect(numberGroups(buildSiteGraph(graph), '502.9').map((g) => g.key).sort()).toEqual(['cr', 'faq2'])
  })

  it('merges versions with one text and one number into one run', () => {
    const [g] = numberGroups(site, '100.1')
    expect(g.versions.map((v) => [v.node.id, v.from, v.until, v.docs.length])).toEqual([['cr-b/100.1', '1999-04-23', '2009-07-11', 2]])
  })
})

describe('diffHtml', () => {
  it('escapes every part and marks insertions, deletions and gaps', () => {
    const html = diffHtml([
      { op: 'same', text: 'a <-spell type-> & ' },
      { op: 'del', text: '"old"' },
      { op: 'ins', text: "<b>new</b>'s" },
      { op: 'gap', text: '…' },
    ])
    expect(html).toBe('a &lt;-spell type-&gt; &amp; <del>&quot;old&quot;</del><ins>&lt;b&gt;new&lt;/b&gt;&#39;s</ins><span class="gap"> … </span>')
  })
})
