import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildGraph } from '../ingest/build-graph.js'
import { buildSearch } from './build.js'
import { namedByManifest } from './manifest-files.js'
import type { SearchManifest } from './types.js'

const RELEASES = join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'two-comprehensive-rules-releases')
const release = (file: string) => ({ path: file, bytes: new Uint8Array(readFileSync(join(RELEASES, file))) })
const V1 = 'MagicCompRules 20260116.txt'
const V2 = 'MagicCompRules 20260417.txt'
const cards = {
  cards: [{ key: 'ixidron', name: 'Ixidron', text: 'As Ixidron enters, turn all other nontoken creatures face down.', rulings: [{ local: 'ixidron.ruling-0', text: 'Trample is lost.' }] }],
  names: { id: 'scryfall-oracle-cards', title: 'Scryfall Oracle cards', date: '2026-04-20' },
  rulings: { id: 'scryfall-rulings', title: 'Scryfall rulings', date: '2026-04-20' },
}

/** The search files of a content folder holding these releases: name -> text. */
const searchFiles = (files: string[]) => buildSearch(buildGraph(files.map(release)).graph, { cards }).files
const manifestOf = (files: Map<string, string>) => JSON.parse(files.get('manifest.json')!) as SearchManifest

describe('namedByManifest', () => {
  const v1 = searchFiles([V1])
  const v2 = searchFiles([V1, V2])
  const named = namedByManifest(manifestOf(v2))

  it('names every file its build wrote: today\'s, the older version\'s ("as of") and the card search files', () => {
    const all = [...v2.keys()]
    expect(all.some((f) => f.startsWith('history.'))).toBe(true)
    expect(all.some((f) => /\.(w|n|t)\.[^.]+\.json$/.test(f))).toBe(true)
    expect(all.filter((f) => !named(f))).toEqual([])
  })

  it('names none of the files a previous build wrote that this one did not', () => {
    const gone = [...v1.keys()].filter((f) => !v2.has(f))
    // The January release was today's in v1 and is an older version in v2: its files were renamed.
    expect(gone.some((f) => f.startsWith('match.magiccomprules-20260116.'))).toBe(true)
    expect(gone.filter(named)).toEqual([])
  })

  it('names the files of a stem wherever the manifest holds it, a kind of file it does not know of too', () => {
    const other = { ...manifestOf(v2), other: { stem: 'other.0123456789ab', shards: 2 } } as SearchManifest
    expect(namedByManifest(other)('other.0123456789ab.w1.json')).toBe(true)
    expect(named('other.0123456789ab.w1.json')).toBe(false)
    expect(namedByManifest(other)('other.ba9876543210.w1.json')).toBe(false)
  })

  it('names no path outside the folder', () => {
    const match = manifestOf(v2).docs.find((d) => d.match)!.match
    expect(named(match)).toBe(true)
    expect(named(`../${match}`)).toBe(false)
    expect(named(`x/${match}`)).toBe(false)
  })
})
