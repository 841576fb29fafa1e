import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildGraph } from '../ingest/build-graph.js'
import { graphUpdates } from './graph-update'

const RELEASES = join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'two-comprehensive-rules-releases')
const graphOf = (...files: string[]) => buildGraph(files.map((f) => ({ path: f, bytes: new Uint8Array(readFileSync(join(RELEASES, f))) }))).graph
const JAN = 'MagicCompRules 20260116.txt'
const APR = 'MagicCompRules 20260417.txt'

describe('graphUpdates', () => {
  const january = graphOf(JAN)
  const both = graphOf(JAN, APR)

  it('a new version of the rules: what changed since the one before, by rule, and its "What changed" page', () => {
    const updates = graphUpdates(january, both)
    expect(updates.map((u) => [u.doc.id, u.status, u.changesUrl])).toEqual([['magiccomprules-20260417', 'new', '/changes/magiccomprules-20260417']])
    const release = updates[0].release!
    expect(release.previous.id).toBe('magiccomprules-20260116')
    expect(release.added).toEqual(['702.20', '702.20a', '702.20b', 'Menace'])
    expect(release.removed).toEqual(['300.2'])
    expect(release.renumbered).toEqual(['702.20 → 702.21', '702.20a → 702.21a', '702.20b → 702.21b'])
    // 702.19b's words, the glossary's Vigilance (its rule's new number), and the effective date in the preface and credits.
    expect(release.changed).toEqual(expect.arrayContaining(['702.19b', 'Vigilance']))
    expect(release.counts).toEqual({ added: 4, changed: release.changed.length, removed: 1, renumbered: 3 })
  })

  it('the first ingest: every document is new, with nothing to compare; the older version is no news again', () => {
    expect(graphUpdates(null, january).map((u) => [u.doc.id, u.status, u.release])).toEqual([['magiccomprules-20260116', 'new', null]])
    expect(graphUpdates(both, both)).toEqual([])
  })

  it('a corrected release (same id, other bytes) is updated; a document gone is removed', () => {
    const corrected = structuredClone(both)
    corrected.documents.find((d) => d.id === 'magiccomprules-20260417')!.bytes += 1
    expect(graphUpdates(both, corrected).map((u) => [u.doc.id, u.status])).toEqual([['magiccomprules-20260417', 'updated']])
    expect(graphUpdates(both, january).map((u) => [u.doc.id, u.status, u.changesUrl])).toEqual([['magiccomprules-20260417', 'removed', null]])
  })
})
