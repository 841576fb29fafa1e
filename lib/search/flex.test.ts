import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { buildSearch } from './build.js'
import { displayFile } from './display.js'
import { createIndex, decodePostings, encodePostings, exportIndex, exportedTerms, frontCode, importIndex, indexTerms, packInts, packNumbers, postings, rebaseIndex, unbaseIndex, unFrontCode, unpackInts, unpackNumbers, unzigzag, zigzag } from './flex.js'
import { packSame, unpackSame } from './spans.js'
import { fixtureGraph } from './test-helpers.js'

describe('serialisation', () => {
  it('packed integers and postings round-trip', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 5_000_000 })), (xs) => {
        expect(unpackInts(packInts(xs))).toEqual(xs)
      }),
    )
    // a signed delta packs as a natural number, small deltas of either sign small
    fc.assert(
      fc.property(fc.integer({ min: -5_000_000, max: 5_000_000 }), (d) => {
        expect(unzigzag(zigzag(d))).toBe(d)
      }),
    )
    expect([0, -1, 1, -2, 2].map(zigzag)).toEqual([0, 1, 2, 3, 4])
    const sortedIds = fc.uniqueArray(fc.nat({ max: 100_000 }), { minLength: 1 }).map((a) => a.sort((x, y) => x - y))
    fc.assert(
      fc.property(fc.array(fc.option(sortedIds, { nil: null }), { maxLength: 6 }), (slots) => {
        const back = decodePostings(encodePostings(slots))
        // trailing empty buckets carry no information and are not kept
        const trim = (s: Array<number[] | null>) => {
          const c = s.map((x) => (x && x.length ? x : null))
          while (c.length && c[c.length - 1] === null) c.pop()
          return c
        }
        expect(trim(back)).toEqual(trim(slots))
      }),
    )
  })

  it("an older version's index named by a base's terms round-trips, terms the base lacks spelt out", () => {
    const word = fc.stringMatching(/^[a-z]{1,6}$/)
    fc.assert(
      fc.property(fc.uniqueArray(word, { maxLength: 30 }), fc.uniqueArray(word, { minLength: 1, maxLength: 30 }), (baseWords, words) => {
        const base = createIndex()
        base.add(0, baseWords.join(' '))
        const older = createIndex()
        words.forEach((w, i) => older.add(i, `${w} ${words[(i + 1) % words.length]}`))
        const fx = exportIndex(older)
        const terms = indexTerms({ body: exportIndex(base) })
        const packed = rebaseIndex(fx, terms)
        expect(exportedTerms(packed)).toEqual([]) // no term spelt as before: a reader must unbase first
        const back = importIndex(unbaseIndex(JSON.parse(JSON.stringify(packed)), terms))
        for (const w of words) expect(postings(back, w)).toEqual(postings(importIndex(fx), w))
        expect(exportedTerms(unbaseIndex(packed, terms)).sort()).toEqual([...words].sort())
      }),
    )
  })

  it("an older version's same list, packed by owner, round-trips", () => {
    const entry = fc.tuple(fc.nat({ max: 3 }), fc.nat({ max: 5000 }))
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat({ max: 5000 }), { maxLength: 60 }), fc.array(entry, { minLength: 60, maxLength: 60 }), (locals, owners) => {
        const same = locals.sort((a, b) => a - b).map((l, i): [number, number, number] => [l, owners[i][0], owners[i][1]])
        expect(unpackSame(packSame(same))).toEqual(same)
      }),
    )
  })

  it('packed rule numbers round-trip', () => {
    const num = fc.oneof(fc.constant(''), fc.stringMatching(/^(\d{3}(\.\d{1,2}[a-z]?)?|[a-z]\.\d{1,2}(\.ruling\.\d)?)$/))
    fc.assert(
      fc.property(fc.array(num, { maxLength: 40 }), (ns) => {
        expect(unpackNumbers(packNumbers(ns), ns.length)).toEqual(ns)
      }),
    )
  })

  it('front-coded terms round-trip, and an export lists its terms', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.stringMatching(/^[a-z0-9_]{0,40}$/), { maxLength: 60 }), (terms) => {
        const sorted = terms.slice().sort()
        expect(unFrontCode(frontCode(sorted))).toEqual(sorted)
      }),
    )
    expect(frontCode(['trampl', 'transform', 'transformed'])).toBe('0trampl 3nsform 9ed')
    const idx = createIndex()
    idx.add(0, 'trampl transform')
    idx.add(1, 'transformed')
    expect(exportedTerms(exportIndex(idx)).sort()).toEqual(['trampl', 'transform', 'transformed'])
  })

  it('an exported and re-imported FlexSearch index answers like the original', () => {
    const idx = createIndex()
    const docs = ['trampl static abil', 'regenerat replac effect', 'trampl block creatur damag assign', '_etb replac effect']
    docs.forEach((d, i) => idx.add(i, d))
    const back = importIndex(JSON.parse(JSON.stringify(exportIndex(idx))))
    const norm = (p: Array<number[] | undefined | null>) => Array.from(p, (x) => x ?? null)
    for (const t of ['trampl', 'replac', '_etb', 'nothing']) expect(norm(postings(back, t))).toEqual(norm(postings(idx, t)))
    expect(norm(postings(back, 'trampl')).flat()).toEqual([0, 2])
  })

  it('files are per document (display in chunks), content-hashed, and only the changed document\'s names change', () => {
    const g = fixtureGraph()
    const a = buildSearch(g)
    expect(a.manifest.docs.map((d) => d.id).sort()).toEqual(g.documents.map((d) => d.id).sort())
    for (const d of a.manifest.docs) {
      expect(d.match).toMatch(/^match\..+\.[0-9a-f]{12}\.json$/)
      expect(d.chunks).toBeGreaterThan(0)
      for (let i = 0; i < d.chunks; i++) {
        expect(displayFile(d, i)).toMatch(/^display\..+\.[0-9a-f]{12}\.\d+\.json$/)
        expect(a.files.has(displayFile(d, i))).toBe(true)
      }
    }
    const changed = structuredClone(g)
    const node = changed.nodes.find((n) => n.doc === 'faq')!
    node.text += ' Shahrazad'
    const b = buildSearch(changed)
    for (const d of a.manifest.docs) {
      const other = b.manifest.docs.find((x) => x.id === d.id)!
      expect(other.match === d.match, d.id).toBe(d.id !== 'faq')
      expect(other.display === d.display, d.id).toBe(d.id !== 'faq')
    }
  })

  it('the match files hold no display text (which nodes match vs what to display)', () => {
    const g = fixtureGraph()
    const built = buildSearch(g)
    const long = g.nodes.map((n) => n.text).filter((t) => t.length > 80)
    for (const d of built.manifest.docs) {
      const m = built.files.get(d.match)!
      for (const t of long) expect(m.includes(t.slice(0, 60))).toBe(false)
    }
  })
})
