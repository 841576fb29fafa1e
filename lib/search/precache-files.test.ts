import { describe, expect, it } from 'vitest'
import { buildSearch } from './build'
import { SearchEngine } from './engine'
import { initialSearchFiles, precachedSearchFiles } from './precache-files.mjs'
import { fixtureGraph, recordingEngine } from './test-helpers'
import type { SearchManifest } from './types'

describe('the search files a page asks for before its first search', () => {
  it('are what an engine reads before it answers: the current versions\u2019 match files, no older one, no bulk, not the manifest', () => {
    const { read, manifest } = recordingEngine(buildSearch(fixtureGraph()))
    expect(read).toEqual(['manifest.json', ...initialSearchFiles(manifest)])
    expect(initialSearchFiles(manifest)).toEqual(SearchEngine.current(manifest).map((d) => d.match))
    // a phone holding the offline precache has them too
    for (const f of initialSearchFiles(manifest)) expect(precachedSearchFiles(manifest)).toContain(f)
  })

  it('leave out an older version and a bulk document', () => {
    const doc = (id: string, extra: object) => ({ id, title: id, family: 'cr', date: null, nodes: 1, match: `match.${id}.0123456789ab.json`, ...extra })
    const manifest = { docs: [doc('cr-old', { latest: false }), doc('cr-new', { latest: true }), doc('scryfall', { bulk: { stem: 'cards' } }), doc('faq', {})] } as unknown as SearchManifest
    expect(initialSearchFiles(manifest)).toEqual(['match.cr-new.0123456789ab.json', 'match.faq.0123456789ab.json'])
  })
})
