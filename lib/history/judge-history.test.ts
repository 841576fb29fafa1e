import { beforeAll, describe, expect, it } from 'vitest'
import { smallMtr } from '../formats/judge/fixtures.js'
import { buildGraph, type BuildResult } from '../ingest/build-graph.js'
import { textSource } from '../graph/pdf-source.js'
import { makePdf } from '../text/pdf/test-pdf.js'
import { versionAsOf } from './index.js'

let built: BuildResult
const node = (id: string) => built.graph.nodes.find((n) => n.id === id)!

beforeAll(async () => {
  // Named so their order by name is not their order by date: versions are ordered by the dates they state.
  built = buildGraph([
    await textSource({ path: 'b-mtr.pdf', bytes: await makePdf(smallMtr(1)) }),
    await textSource({ path: 'a-mtr.pdf', bytes: await makePdf(smallMtr(2)) }),
  ])
})

describe('history of a judge document', () => {
  it('makes the versions one series, ordered by their effective dates', () => {
    expect(built.graph.documents.map((d) => [d.id, d.series, d.date, d.previous, d.latest])).toEqual([
      ['a-mtr', 'mtr', '2024-02-02', 'b-mtr', true],
      ['b-mtr', 'mtr', '2023-09-01', null, false],
    ])
    expect(versionAsOf(built.graph.documents, 'mtr', '2023-12-31')?.id).toBe('b-mtr')
  })

  it('follows a section across a renumbering, and tells edited, added and unchanged sections apart', () => {
    expect(node('a-mtr/3.3')).toMatchObject({ prev: 'b-mtr/2.2', change: 'renumbered', lineage: 'b-mtr/2.2' })
    expect(node('a-mtr/2.2')).toMatchObject({ prev: null, change: 'added', lineage: 'a-mtr/2.2' })
    expect(node('a-mtr/1.2')).toMatchObject({ prev: 'b-mtr/1.2', change: 'edited' })
    expect(node('a-mtr/2.1')).toMatchObject({ prev: 'b-mtr/2.1', change: 'same' })
    expect(node('a-mtr/B.section-booster-draft-timing')).toMatchObject({ prev: 'b-mtr/B.section-booster-draft-timing', change: 'same' })
    const step = built.history!.versions.find((v) => v.doc === 'a-mtr')!
    expect(step.counts.added).toBe(1)
    expect(step.removed).toEqual([])
  })
})
