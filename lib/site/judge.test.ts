import { beforeAll, describe, expect, it } from 'vitest'
import { smallIpg, smallMtr } from '../formats/judge/fixtures'
import { buildGraph } from '../ingest/build-graph'
import { textSource } from '../graph/pdf-source'
import { makePdf } from '../text/pdf/test-pdf'
import { releaseChanges } from './history'
import { firstSentence, infractionSummary, judgeKeys, judgePermalink, judgeSection, penaltyReference } from './judge'
import { pagePlan } from './page-plan'
import { buildSiteGraph, type SiteGraph } from './site-graph'

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
  it('opens a short permalink at the newest version, with each text it had and the dates it was in force', () => {
    const s = judgeSection(site, 'mtr', '2.2')!
    expect(s.shown.id).toBe('mtr-2024/2.2')
    expect(s.shown.title).toBe('Deck Checks')
    expect(s.versions.map((v) => [v.node.id, v.from, v.until])).toEqual([
      ['mtr-2023/2.2', '2023-09-01', '2024-02-02'],
      ['mtr-2024/2.2', '2024-02-02', null],
    ])
    // 2023's 2.2 lives on as 2024's 3.3, and its permalink says so on its own key's page.
    expect(judgeSection(site, 'mtr', '3.3')!.versions.map((v) => v.node.id)).toEqual(['mtr-2024/3.3'])
    expect(judgeSection(site, 'mtr', 'booster-draft-timing')!.shown.id).toBe('mtr-2024/B.section-booster-draft-timing')
    expect(judgeSection(site, 'mtr', '9.9')).toBeNull()
    expect(judgeKeys(site, 'mtr')).toEqual(expect.arrayContaining(['1', '2.2', '3.3', 'A', 'B', 'booster-draft-timing', 'introduction']))
    expect(judgePermalink(site, site.node('ipg-2023/2.2')!)).toBe('/ipg/2.2')
    expect(judgePermalink(site, site.node('ipg-2023/2.2.text-definition')!)).toBeNull()
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
    // An older version's section goes to its lineage page's History entry.
    expect(plan.redirects['/mtr-2023/2.2']).toBe('/mtr-2024/3.3#v-mtr-2023')
  })
})
