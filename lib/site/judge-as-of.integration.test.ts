// "As of" the judges' documents over every Infraction Procedure Guide in ../shared/corpora/judge (2010-2021): every
// section of two consecutive versions (2015-10-02, the last with 2.3 Drawing Extra Cards, and 2016-04-08, where 2.3 is
// Hidden Card Error), asked the day after each version took effect, answers with that version's own section, reached
// through the short link of the section it is today.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import { textSources } from '../graph/pdf-source'
import { buildGraph } from '../ingest/build-graph'
import { judgeAsOf, judgeKey, SERIES_NAMES } from './judge'
import { nodeLabel } from './labels'
import { buildSiteGraph, type SiteGraph } from './site-graph'

const DIR = '../shared/corpora/judge'
const present = ['ipg-2015-10-02.pdf', 'ipg-2016-04-08.pdf'].every((f) => existsSync(join(DIR, f)))
const PAIR = ['ipg-2015-10-02', 'ipg-2016-04-08']

const dayAfter = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)

describe.skipIf(!present)(`"as of" every section of two consecutive IPG versions${present ? '' : ' (skipped: ../shared/corpora/judge is absent)'}`, () => {
  let site: SiteGraph
  beforeAll(async () => {
    const files = readdirSync(DIR).filter((f) => f.startsWith('ipg-') && f.endsWith('.pdf'))
    const sources = await textSources(files.map((f) => ({ path: f, bytes: new Uint8Array(readFileSync(join(DIR, f))) })))
    site = buildSiteGraph(buildGraph(sources).graph)
  }, 120_000)

  test('/ipg/2.3 the day after 2015-10-02 is Drawing Extra Cards, the day after 2016-04-08 Hidden Card Error', () => {
    const before = judgeAsOf(site, 'ipg', '2.3', '2016-01-01')!
    expect(before.node?.id).toBe('ipg-2015-10-02/2.3')
    expect(before.line).toBe('On 2016-01-01 this section was 2.3 Game Play Error — Drawing Extra Cards (Infraction Procedure Guide, 2015-10-02).')
    const after = judgeAsOf(site, 'ipg', '2.3', '2016-06-01')!
    expect(after.node?.id).toBe('ipg-2016-04-08/2.3')
    expect(after.line).toBe('On 2016-06-01 this section was 2.3 Game Play Error — Hidden Card Error (Infraction Procedure Guide, 2016-04-08).')
    // Its history never puts the two names in one interval.
    const runs = before.section.versions
    expect(runs.every((r) => new Set(r.members.map((m) => m.title)).size === 1)).toBe(true)
    expect(runs.find((r) => r.docs.some((d) => d.id === 'ipg-2015-10-02'))!.until).toBe('2016-04-08')
  })

  test.each(PAIR)('every section of %s, the day after', (docId) => {
    const doc = site.doc(docId)!
    const day = dayAfter(doc.date!)
    const sections = site.nodesOf(docId).filter((n) => judgeKey(n))
    expect(sections.length).toBeGreaterThan(25)
    const wrong: string[] = []
    let byToday = 0
    for (const s of sections) {
      // Asked by the key it has today (its lineage's newest member), the answer follows it back to this version.
      const today = site.lineages.newest(s.lineage || s.id)!
      const a = judgeAsOf(site, 'ipg', judgeKey(today)!, day)!
      let found = a.section.shown.lineage === s.lineage ? a.node : null
      if (found) byToday++
      // A key that names another section today (its section was removed, its number taken): asked by its own key,
      // the answer names it as what the key held that day.
      else {
        const b = judgeAsOf(site, 'ipg', judgeKey(s)!, day)!
        found = b.node ?? b.keyThen
      }
      if (found?.id !== s.id) wrong.push(`${s.id}: ${found?.id ?? 'nothing'}`)
      else if (a.section.shown.lineage === s.lineage) {
        const expected = `On ${day} this section was ${nodeLabel(s)} (${SERIES_NAMES.ipg}, ${doc.date}).`
        if (a.line !== expected) wrong.push(`${s.id}: "${a.line}"`)
      }
    }
    // The 2016-04-08 guide prints "4.4" for both Bribery and Wagering and Cheating (its contents too): the second is
    // 4.4~2, reached through its lineage (4.8 Cheating before and after), not through /ipg/4.4.
    expect(wrong).toEqual([])
    expect(byToday).toBeGreaterThan(sections.length * 0.8)
  })

  test('the 2016-04-08 PDF numbers Cheating 4.4, as it prints it; its lineage runs on to 4.8', () => {
    const cheating = site.node('ipg-2016-04-08/4.4~2')!
    expect(cheating.title).toBe('Unsporting Conduct — Cheating')
    expect(site.lineages.members(cheating.lineage).map((n) => n.number)).toContain('4.8')
  })
})
