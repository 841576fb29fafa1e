import { beforeAll, describe, expect, it } from 'vitest'
import { smallIpg, smallMtr } from '../formats/judge/fixtures'
import { buildGraph } from '../ingest/build-graph'
import { textSource } from '../graph/pdf-source'
import { makePdf } from '../text/pdf/test-pdf'
import { releaseChanges } from './history'
import { firstSentence, infractionSummary, judgeAsOf, judgeKeys, judgePermalink, judgeSection, penaltyReference } from './judge'
import { pagePlan } from './page-plan'
import { buildSiteGraph, type SiteGraph } from './site-graph'
import { judgeHistoryGraph } from './test-graph'

let site: SiteGraph
beforeAll(async () => {
  const { graph } = buildGraph([
    await textSource({ path: 'mtr-2023.pdf', bytes: await makePdf(smallMtr(1)) }),
    await textSource({ path: 'mtr-2024.pdf', bytes: await makePdf(smallMtr(2)) }),
    await textSource({ path: 'ipg-2023.pdf', bytes: await makePdf(smallIpg()) }),
  ])
  site = buildSiteGraph(graph)
})

describe('judge documents on the site', () => {
  it('opens a short permalink at the newest version, with each text its section had and the dates it was in force', () => {
    const s = judgeSection(site, 'mtr', '2.2')!
    expect(s.shown.id).toBe('mtr-2024/2.2')
    expect(s.shown.title).toBe('Deck Checks')
    // Deck Checks is new in 2024: its history starts there, whatever 2.2 named before.
    expect(s.versions.map((v) => [v.node.id, v.from, v.until])).toEqual([['mtr-2024/2.2', '2024-02-02', null]])
    expect(s.seriesVersions.map((d) => d.id)).toEqual(['mtr-2023', 'mtr-2024'])
    // 2023's 2.2 lives on as 2024's 3.3: its short link follows it back through the renumbering.
    expect(judgeSection(site, 'mtr', '3.3')!.versions.map((v) => [v.node.id, v.from, v.until])).toEqual([
      ['mtr-2023/2.2', '2023-09-01', '2024-02-02'],
      ['mtr-2024/3.3', '2024-02-02', null],
    ])
    expect(judgeSection(site, 'mtr', 'booster-draft-timing')!.shown.id).toBe('mtr-2024/B.section-booster-draft-timing')
    expect(judgeSection(site, 'mtr', '9.9')).toBeNull()
    expect(judgeKeys(site, 'mtr')).toEqual(expect.arrayContaining(['1', '2.2', '3.3', 'A', 'B', 'booster-draft-timing', 'introduction']))
    expect(judgePermalink(site, site.node('ipg-2023/2.2')!)).toBe('/ipg/2.2')
    expect(judgePermalink(site, site.node('ipg-2023/2.2.text-definition')!)).toBeNull()
  })

  it('answers "as of" a date through the renumbering, and names what the key held when its section was not there yet', () => {
    const moved = judgeAsOf(site, 'mtr', '3.3', '2023-10-01')!
    expect(moved.node?.id).toBe('mtr-2023/2.2')
    expect(moved.line).toBe('On 2023-10-01 this section was 2.2 Two-Headed Giant Play/Draw (Magic Tournament Rules, 2023-09-01).')
    const added = judgeAsOf(site, 'mtr', '2.2', '2023-10-01')!
    expect(added.node).toBeNull()
    expect(added.keyThen?.id).toBe('mtr-2023/2.2')
    expect(added.line).toBe('On 2023-10-01 this section did not exist yet, under this number or any other: it first appears on 2024-02-02.')
  })

  it('keeps judge sections off /r/NUMBER, which is the rules’ numbering', () => {
    expect(site.byNumber('2.2')).toEqual([])
    expect(site.numbers()).toEqual([])
  })

  it('lists every infraction of the newest guide with its penalty and the first sentence of its definition', () => {
    const ref = penaltyReference(site)!
    expect(ref.doc.id).toBe('ipg-2023')
    expect(ref.infractions.map((i) => [i.number, i.category, i.name, i.penalty, i.url])).toEqual([
      ['2.1', 'Game Play Error', 'Missed Trigger', 'No Penalty', '/ipg/2.1'],
      ['2.2', 'Game Play Error', 'Looking at Extra Cards', 'Warning', '/ipg/2.2'],
      ['3.1', 'Tournament Error', 'Outside Assistance', 'Match Loss', '/ipg/3.1'],
      ['4.1', 'Unsporting Conduct', 'Cheating', 'Disqualification', '/ipg/4.1'],
    ])
    expect(ref.infractions[1].definition).toBe(
      'A player takes an action that may have enabled them to see the faces of cards in a library that they were not entitled to see.',
    )
    expect(infractionSummary(site, site.node('ipg-2023/2.2')!)).toMatch(/^Penalty: Warning\. A player takes an action/)
    expect(infractionSummary(site, site.node('mtr-2024/2.1')!)).toBeNull()
  })

  it('cuts a definition at its first sentence, not at an abbreviation’s dot inside its first words', () => {
    expect(firstSentence('A player (e.g. a judge) looks. Then more.')).toBe('A player (e.g. a judge) looks.')
    expect(firstSentence('No full stop at all')).toBe('No full stop at all')
  })

  it('says what changed in a version of the Tournament Rules', () => {
    const changes = releaseChanges(site, 'mtr-2024')!
    expect(changes.previous?.id).toBe('mtr-2023')
    expect(changes.added.map((n) => n.id)).toContain('mtr-2024/2.2')
    expect(changes.renumbered.map((r) => [r.prev.id, r.node.id])).toEqual([['mtr-2023/2.2', 'mtr-2024/3.3']])
    expect(changes.edited.map((e) => e.node.id)).toEqual(expect.arrayContaining(['mtr-2024/1.2']))
  })

  it('stores the newest versions for offline use: short links open their reading page, the penalty page is precached', () => {
    const plan = pagePlan(site)
    expect(plan.precache).toEqual(expect.arrayContaining(['/mtr-2024', '/ipg-2023', '/ipg/penalties']))
    expect(plan.precache.some((u) => u.startsWith('/read/mtr-2024/'))).toBe(true)
    expect(plan.precache.some((u) => u.startsWith('/read/mtr-2023/'))).toBe(false)
    expect(plan.offline['/ipg/2.2']).toMatch(/^\/read\/ipg-2023\/\d+#2\.2$/)
    expect(plan.offline['/mtr/3.3']).toMatch(/^\/read\/mtr-2024\/\d+#3\.3$/)
    expect(plan.offline['/mtr/booster-draft-timing']).toMatch(/^\/read\/mtr-2024\//)
    // /mtr and /ipg open today's version: its contents page, stored at install.
    expect([plan.offline['/mtr'], plan.offline['/ipg']]).toEqual(['/mtr-2024', '/ipg-2023'])
    // An older version's section goes to its lineage page's History entry.
    expect(plan.redirects['/mtr-2023/2.2']).toBe('/mtr-2024/3.3#v-mtr-2023')
  })
})

describe('"as of" a judge document\'s section, whose words are in its parts', () => {
  const site = buildSiteGraph(judgeHistoryGraph())

  it('gives each distinct text one interval: a new number, title, penalty or part ends it, spacing and quote style do not', () => {
    const s = judgeSection(site, 'ipg', '2.3')!
    expect(s.versions.map((v) => [v.from, v.until, v.members.map((m) => m.id)])).toEqual([
      ['2010-01-01', '2014-09-26', ['ipg-a/3.4']],
      ['2014-09-26', '2015-10-02', ['ipg-b/2.3']],
      ['2015-10-02', '2016-04-08', ['ipg-c/2.3']],
      ['2016-04-08', null, ['ipg-d/2.3', 'ipg-e/2.3']],
    ])
    expect(s.versions.map((v) => [v.node.title, v.node.penalty])).toEqual([
      ['Game Play Error — Drawing Extra Cards', 'Game Loss'],
      ['Game Play Error — Drawing Extra Cards', 'Game Loss'],
      ['Game Play Error — Drawing Extra Cards', 'Warning'],
      ['Game Play Error — Hidden Card Error', 'Warning'],
    ])
  })

  it.each([
    ['2012-06-01', 'ipg-a/3.4', 'On 2012-06-01 this section was 3.4 Game Play Error — Drawing Extra Cards (Infraction Procedure Guide, 2010-01-01).'],
    ['2016-01-01', 'ipg-c/2.3', 'On 2016-01-01 this section was 2.3 Game Play Error — Drawing Extra Cards (Infraction Procedure Guide, 2015-10-02).'],
    ['2016-06-01', 'ipg-d/2.3', 'On 2016-06-01 this section was 2.3 Game Play Error — Hidden Card Error (Infraction Procedure Guide, 2016-04-08).'],
    // The interval spans 2016 and 2018; the answer is the 2018 version's own words.
    ['2019-01-01', 'ipg-e/2.3', 'On 2019-01-01 this section was 2.3 Game Play Error — Hidden Card Error (Infraction Procedure Guide, 2018-04-27).'],
  ])('/ipg/2.3?asof=%s is %s', (date, id, line) => {
    const a = judgeAsOf(site, 'ipg', '2.3', date)!
    expect(a.node?.id).toBe(id)
    expect(a.version?.id).toBe(id.split('/')[0])
    expect(a.line).toBe(line)
  })

  it('before the oldest version says so and names it; a removed section says when it went', () => {
    const early = judgeAsOf(site, 'ipg', '2.3', '2005-01-01')!
    expect([early.version, early.node]).toEqual([null, null])
    expect(early.line).toBe('On 2005-01-01 no version of the Infraction Procedure Guide in this collection was in force yet: the oldest is dated 2010-01-01.')
    expect(early.oldest.doc.id).toBe('ipg-a')
    expect(early.oldest.node?.id).toBe('ipg-a/3.4')
    // 3.4 names Insufficient Shuffling (2014-2016): in 2012 the number was Drawing Extra Cards', in 2017 it was gone.
    const before = judgeAsOf(site, 'ipg', '3.4', '2012-06-01')!
    expect(before.section.shown.id).toBe('ipg-c/3.4')
    expect(before.keyThen?.id).toBe('ipg-a/3.4')
    expect(before.line).toBe('On 2012-06-01 this section did not exist yet, under this number or any other: it first appears on 2014-09-26.')
    expect(before.oldest.node?.id).toBe('ipg-a/3.4')
    expect(judgeAsOf(site, 'ipg', '3.4', '2017-01-01')!.line).toBe('On 2017-01-01 this section was no longer in the Infraction Procedure Guide: it was removed on 2016-04-08.')
  })

  it('refuses a date that is no day and a key no version has', () => {
    expect(judgeAsOf(site, 'ipg', '2.3', '2016-02-30')).toBeNull()
    expect(judgeAsOf(site, 'ipg', '9.9', '2016-01-01')).toBeNull()
  })
})
