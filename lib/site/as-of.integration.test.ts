// "As of" over every CR version in ../shared/corpora (1999-2026): today's 702.19b, followed back through two
// renumberings.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { buildGraph } from '../ingest/build-graph'
import { asOf } from './as-of'
import { buildSiteGraph } from './site-graph'

const corpora = fileURLToPath(new URL('../../../shared/corpora/', import.meta.url))
const present = existsSync(corpora)

describe.skipIf(!present)(`as of a date, over the seven CR versions${present ? '' : ' (skipped: ../shared/corpora is absent)'}`, () => {
  const sources = present
    ? readdirSync(corpora)
        .filter((f) => f.endsWith('.txt'))
        .map((f) => ({ path: f, bytes: new Uint8Array(readFileSync(corpora + f)) }))
    : []
  const site = buildSiteGraph(buildGraph(sources).graph)

  test.each([
    ['2005-01-01', 'On 2005-01-01 this rule was 502.9b.', 'cr-2004-10-01/502.9b'],
    ['2010-01-01', 'On 2010-01-01 this rule was 702.17b.', 'cr-2009-07-11/702.17b'],
    ['2020-01-01', 'On 2020-01-01 this rule was 702.19b.', 'cr-2014-09-26/702.19b'],
    ['2026-02-01', 'On 2026-02-01 this rule was 702.19b.', 'cr-2026-01-16/702.19b'],
  ])('/r/702.19b?asof=%s', (date, line, shown) => {
    const a = asOf(site, '702.19b', date)!
    expect(a.line).toBe(line)
    // The run in force holds the version of that day (or one with the same text and number).
    expect(a.run!.docs.map((d) => d.id)).toContain(shown.split('/')[0])
    expect(a.run!.node.text).toBe(site.node(shown)!.text)
  })

  test('before the first version, none was in force', () => {
    expect(asOf(site, '702.19b', '1998-01-01')!.line).toBe('On 1998-01-01 no version of these rules was in force yet: the first is dated 1999-04-23.')
  })
})
