/**
 * Search across versions: one result per lineage with the newest text leading, older versions
 * listed under it; "as of" a date; older versions index only text that changed and are fetched
 * only when an "as of" search needs them; display text comes in chunks; cards and entry numbers.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Change, DocumentInfo, Graph, GraphNode, NodeKind } from '../types.js'
import { buildSearch } from './build.js'
import { REPO } from './corpus.js'
import { SearchEngine } from './engine.js'
import { recordingEngine } from './test-helpers.js'
import { exportedTerms } from './flex.js'
import { displayFile } from './display.js'
import { spanFile } from './spans.js'
import { DISPLAY_CHUNK, type DisplayChunk, type ManifestDoc, type PackedMatchShard, type SearchManifest } from './types.js'

function doc(id: string, date: string | null, series: string | null, latest: boolean, family: DocumentInfo['family'] = 'cr'): DocumentInfo {
  return {
    id, title: id, family, date, dateSource: 'text', author: null, origin: null, file: `${id}.txt`, bytes: 0, lines: 0,
    series, previous: null, latest, updates: null,
  }
}

let order = 0
function node(id: string, text: string, o: { number?: string; title?: string; kind?: NodeKind; prev?: string; change?: Change | null; lineage?: string } = {}): GraphNode {
  const d = id.slice(0, id.indexOf('/'))
  return {
    id, doc: d, kind: o.kind ?? 'rule', number: o.number ?? null, title: o.title ?? null, text, parent: null, children: [],
    order: order++, url: `/${id}`, lines: [1, 1], flags: [], citations: [], refs: [], sameNumber: [], related: [],
    prev: o.prev ?? null, change: o.change ?? null, lineage: o.lineage ?? id,
  }
}

/** A graph's nodes in the order added, each with its parent (`order` starts again). */
function nodeList() {
  order = 0
  const nodes: GraphNode[] = []
  const add = (id: string, text: string, o: Parameters<typeof node>[2] & { parent?: string } = {}) => {
    const n = node(id, text, o)
    n.parent = o.parent ?? null
    nodes.push(n)
    return n
  }
  return { nodes, add }
}

/** Three CR versions: trample edited in 2026, an unchanged rule, a rule removed after 2004, a rule added in 2004 and renumbered. */
function versionsGraph(): Graph {
  order = 0
  const T = 'cr-1999/502.9a'
  const U = 'cr-1999/100.1'
  const M = 'cr-1999/502.30'
  const R = 'cr-2004/419.6a'
  const nodes: GraphNode[] = [
    node(U, 'These Magic rules apply to any Magic game with two or more players.', { number: '100.1', lineage: U }),
    node(T, 'Trample is a static ability. The attacking creature assigns excess damage to the defending player when it comes into play blocked.', { number: '502.9a', lineage: T }),
    node(M, 'Mana burn: unused mana in a pool causes the loss of one life per mana.', { number: '502.30', lineage: M }),
    node('cr-2004/100.1', 'These Magic rules apply to any Magic game with two or more players.', { number: '100.1', prev: U, change: 'same', lineage: U }),
    node('cr-2004/502.9a', 'Trample is a static ability. The attacking creature assigns excess damage to the defending player when it comes into play blocked.', { number: '502.9a', prev: T, change: 'same', lineage: T }),
    node('cr-2004/502.30', 'Mana burn: unused mana in a pool causes the loss of one life per mana.', { number: '502.30', prev: M, change: 'same', lineage: M }),
    node(R, "A replacement effect doesn't invoke itself repeatedly.", { number: '419.6a', change: 'added', lineage: R }),
    node('cr-2026/100.1', 'These Magic rules apply to any Magic game with two or more players.', { number: '100.1', prev: 'cr-2004/100.1', change: 'same', lineage: U }),
    node('cr-2026/702.19b', 'Trample is a static ability that lets an attacking creature assign excess combat damage to the player or planeswalker it attacks.', { number: '702.19b', prev: 'cr-2004/502.9a', change: 'renumbered-edited', lineage: T }),
    node('cr-2026/614.5', "A replacement effect doesn't invoke itself repeatedly.", { number: '614.5', prev: R, change: 'renumbered', lineage: R }),
    node('rulings-2002/T.1.Ruling.2', 'Many players want to know about the speed of a replacement effect.', { number: 'T.1.Ruling.2', kind: 'ruling' }),
    node('rulings-2008/A.1.12', 'An ability that triggers on damage triggers once per damage event.', { number: 'A.1.12', kind: 'ruling' }),
    node('rulings-2008/card-brightflame', 'Brightflame', { kind: 'card', title: 'Brightflame' }),
    node('rulings-2008/card-brightflame.1', 'If the target creature is not a legal target on resolution, Brightflame does nothing and you gain no life.', { kind: 'ruling' }),
    node('faq/q-brightflame-protection', 'Q: Can Brightflame hit a creature with protection from red? A: No: protection from red means it cannot be the target of Brightflame.', { kind: 'qa', title: 'Can Brightflame hit a creature with protection from red?' }),
    node('faq/q-radiance', 'Q: Does Brightflame deal damage to every creature of the same color? A: Yes, that is what radiance does, so Brightflame hits them all.', { kind: 'qa', title: 'Does radiance hit every creature?' }),
  ]
  nodes[13].parent = 'rulings-2008/card-brightflame'
  return {
    version: 2,
    generated: '2026-01-20T00:00:00Z',
    documents: [
      doc('cr-1999', '1999-04-23', 'cr', false),
      doc('cr-2004', '2004-10-01', 'cr', false),
      doc('cr-2026', '2026-01-16', 'cr', true),
      doc('rulings-2002', '2002-02-20', null, true, 'rulings'),
      doc('rulings-2008', '2008-03-17', null, true, 'rulings'),
      doc('faq', null, null, true, 'faq'),
    ],
    nodes,
  }
}

const nameOf = (m: SearchManifest, id: string) => m.docs.find((d) => d.id === id)!
const chunkFiles = (d: ManifestDoc) => Array.from({ length: d.chunks }, (_, i) => displayFile(d, i))

describe('one result per lineage, newest text first', () => {
  it('a rule in three versions is one result, from the newest, with the two earlier versions under it', () => {
    const { engine } = recordingEngine(buildSearch(versionsGraph()))
    const res = engine.searchSync('trample', { limit: 10 })
    const trample = res.filter((r) => /trample/i.test(r.text))
    expect(trample.map((r) => r.id)).toEqual(['cr-2026/702.19b'])
    expect(trample[0].lineage).toBe('cr-1999/502.9a')
    expect(trample[0].earlier.map((e) => [e.id, e.date])).toEqual([
      ['cr-2004/502.9a', '2004-10-01'],
      ['cr-1999/502.9a', '1999-04-23'],
    ])
    expect(trample[0].earlier[0].url).toBe('/cr-2004/502.9a')
    // Shown as one line, however many: the count, the years, and the rule's History.
    expect(trample[0].history).toEqual({ count: 2, years: '1999-2004', url: '/cr-2026/702.19b#history' })
    expect(res.filter((r) => r.earlier.length === 0).every((r) => r.history === null)).toBe(true)
  })

  it('the default search reads no file of an older version, and a rule gone from today is not found', () => {
    const built = buildSearch(versionsGraph())
    const { engine, read, manifest } = recordingEngine(built)
    engine.searchSync('trample', { limit: 10 })
    expect(engine.searchSync('mana burn', { limit: 10 }).filter((r) => r.family === 'cr')).toEqual([])
    engine.searchSync('502.30', { limit: 10 })
    const old = ['cr-1999', 'cr-2004'].flatMap((id) => [nameOf(manifest, id).match, ...chunkFiles(nameOf(manifest, id))])
    expect(read.filter((f) => old.includes(f))).toEqual([])
    // their names say so, for a service worker's precache to leave them out
    for (const f of old) expect(f).toMatch(/^history\./)
    for (const f of [nameOf(manifest, 'cr-2026').match, ...chunkFiles(nameOf(manifest, 'cr-2026'))]) expect(f).not.toMatch(/^history\./)
    expect(read.length).toBeGreaterThan(1)
  })
})

describe('"as of" a date', () => {
  it('searches the version in force that day, and fetches only the versions it needs', () => {
    const built = buildSearch(versionsGraph())
    const { engine, read, manifest } = recordingEngine(built)
    const in2000 = engine.searchSync('mana burn', { limit: 5, filters: { asOf: '2000-01-01' } })
    expect(in2000[0].id).toBe('cr-1999/502.30')
    expect(read).toContain(nameOf(manifest, 'cr-1999').match)
    expect(read).not.toContain(nameOf(manifest, 'cr-2004').match)
    // 2004's mana burn is unchanged: matched through the 1999 text, shown as the 2004 rule
    const in2005 = engine.searchSync('mana burn', { limit: 5, filters: { asOf: '2005-06-01' } })
    expect(in2005.map((r) => r.id)).toEqual(['cr-2004/502.30'])
    expect(in2005[0].text).toMatch(/Mana burn/)
    const trample2005 = engine.searchSync('trample', { limit: 5, filters: { asOf: '2005-06-01' } }).filter((r) => r.family === 'cr')
    expect(trample2005.map((r) => r.id)).toEqual(['cr-2004/502.9a'])
    // today, and any day since the newest version, is the default
    expect(engine.searchSync('trample', { limit: 5, filters: { asOf: '2026-02-01' } })[0].id).toBe('cr-2026/702.19b')
  })

  it('rule numbers mean the number of that day: 502.9a in 2005, 702.19b today', () => {
    const { engine } = recordingEngine(buildSearch(versionsGraph()))
    expect(engine.searchSync('502.9a', { limit: 3, filters: { asOf: '2005-01-01' } })[0]).toMatchObject({ id: 'cr-2004/502.9a', exact: true })
    expect(engine.searchSync('502.9a', { limit: 3 }).filter((r) => r.exact)).toEqual([])
    expect(engine.searchSync('702.19b', { limit: 3 })[0]).toMatchObject({ id: 'cr-2026/702.19b', exact: true })
  })

  it('documents in no series count from their date; before the first version there is no CR', () => {
    const { engine } = recordingEngine(buildSearch(versionsGraph()))
    const ids = (asOf: string) => engine.searchSync('replacement effect', { limit: 10, filters: { asOf } }).map((r) => r.doc)
    expect(ids('2001-01-01')).not.toContain('rulings-2002')
    expect(ids('2003-01-01')).toContain('rulings-2002')
    expect(ids('2003-01-01')).not.toContain('cr-2004')
    expect(ids('2005-01-01')).toContain('cr-2004')
    expect(engine.searchSync('trample', { limit: 10, filters: { asOf: '1990-01-01' } }).filter((r) => r.family === 'cr')).toEqual([])
  })
})

describe('cost grows with distinct text', () => {
  it('an older version indexes only the text that changed; its unchanged rules name the node carrying their text', () => {
    const g = versionsGraph()
    const built = buildSearch(g)
    // a version's terms: its match file's and its span files'
    const terms = (id: string) => {
      const i = built.manifest.docs.findIndex((d) => d.id === id)
      return new Set([built.match[i], ...built.spans[i]].flatMap((m) => [...exportedTerms(m.fx.title), ...exportedTerms(m.fx.body)]))
    }
    expect(terms('cr-1999').has('burn')).toBe(true)
    expect(terms('cr-2004').has('burn')).toBe(false)
    expect(terms('cr-2004').has('trampl')).toBe(false)
    expect(terms('cr-2004').has('invok')).toBe(true) // added in 2004
    const i1999 = built.manifest.docs.findIndex((d) => d.id === 'cr-1999')
    const i2026 = built.manifest.docs.findIndex((d) => d.id === 'cr-2026')
    const m2004 = built.match[built.manifest.docs.findIndex((d) => d.id === 'cr-2004')]
    // 100.1 is unchanged to this day: carried by today's file, which every search loads anyway; mana burn (gone
    // after 2004) and the 1999 trample (edited since) by the version where their text first appears
    expect(m2004.same).toEqual([
      [0, i2026, 0],
      [1, i1999, 1],
      [2, i1999, 2],
    ])
    expect(built.manifest.docs.find((d) => d.id === 'cr-2004')!.needs).toEqual([i1999, i2026].sort((a, b) => a - b))
    expect(terms('cr-1999').has('magic')).toBe(false)
    // the newest version is complete: today's search needs nothing older
    expect(terms('cr-2026').has('magic')).toBe(true)
  })
})

describe('an older version displays only what it shows differently', () => {
  /** Two versions: a heading retitled in 2026 and its unchanged rule, and an unchanged rule under an unchanged heading. */
  function retitledGraph(): Graph {
    const { nodes, add } = nodeList()
    for (const v of ['cr-2014', 'cr-2026']) {
      const then = v === 'cr-2014'
      const same = (local: string) => (then ? { lineage: `cr-2014/${local}` } : { prev: `cr-2014/${local}`, change: 'same' as Change, lineage: `cr-2014/${local}` })
      add(`${v}/510`, then ? 'Combat Damage Step' : 'Combat Damage', { number: '510', title: then ? 'Combat Damage Step' : 'Combat Damage', kind: 'section', ...(then ? { lineage: 'cr-2014/510' } : { prev: 'cr-2014/510', change: 'edited' as Change, lineage: 'cr-2014/510' }) })
      add(`${v}/510.1`, 'Each attacking and blocking creature assigns combat damage equal to its power.', { number: '510.1', parent: `${v}/510`, ...same('510.1') })
      add(`${v}/702`, 'Keyword Abilities', { number: '702', title: 'Keyword Abilities', kind: 'section', ...same('702') })
      add(`${v}/702.2a`, 'Deathtouch is a static ability.', { number: '702.2a', parent: `${v}/702`, ...same('702.2a') })
    }
    return { version: 2, generated: '2026-01-20T00:00:00Z', documents: [doc('cr-2014', '2014-09-26', 'cr', false), doc('cr-2026', '2026-01-16', 'cr', true)], nodes }
  }

  it("an unchanged rule shown as today's has no row of its own; one under a retitled heading keeps its own", () => {
    const built = buildSearch(retitledGraph())
    const i2014 = built.manifest.docs.findIndex((d) => d.id === 'cr-2014')
    // 702 and 702.2a read as today's; 510 is edited, and 510.1's breadcrumb names 2014's "Combat Damage Step"
    expect(built.match[i2014].borrow).toEqual([2, 3])
    expect(built.display[i2014].flat().map((r) => r[0])).toEqual(['Combat Damage Step', 'Each attacking and blocking creature assigns combat damage equal to its power.'])
    const { engine, read, manifest } = recordingEngine(built)
    const d2014 = nameOf(manifest, 'cr-2014')
    const deathtouch = engine.searchSync('deathtouch static', { limit: 3, filters: { asOf: '2015-01-01' } })
    expect(deathtouch[0]).toMatchObject({ id: 'cr-2014/702.2a', number: '702.2a', text: 'Deathtouch is a static ability.', breadcrumb: ['702 Keyword Abilities'] })
    // 2014's own chunks are not read for it: today's row shows it
    expect(read.filter((f) => f.startsWith(d2014.display))).toEqual([])
    const damage = engine.searchSync('assigns combat damage power', { limit: 3, filters: { asOf: '2015-01-01' } })
    expect(damage[0]).toMatchObject({ id: 'cr-2014/510.1', breadcrumb: ['510 Combat Damage Step'] })
    expect(read.filter((f) => f.startsWith(d2014.display)).length).toBeGreaterThan(0)
    // today's search is as before
    expect(engine.searchSync('assigns combat damage power', { limit: 3 })[0]).toMatchObject({ id: 'cr-2026/510.1', breadcrumb: ['510 Combat Damage'] })
  })

  it('the packed match file carries the borrowed rows; a version with none carries no field', () => {
    const built = buildSearch(retitledGraph())
    const packed = JSON.parse(built.files.get(nameOf(built.manifest, 'cr-2014').match)!) as PackedMatchShard
    expect(typeof packed.borrow).toBe('string')
    const today = JSON.parse(built.files.get(nameOf(built.manifest, 'cr-2026').match)!) as PackedMatchShard
    expect('borrow' in today).toBe(false)
  })
})

/**
 * Three CR versions whose older texts last for different spans: 300.1 only in 1999; the trample section (a heading
 * and its rule), mana burn and a variant's rule under its heading from 1999 to 2004; 100.1 to this day; 419.6a
 * from 2004 to 2004 (renumbered since).
 */
function spansGraph(): Graph {
  const { nodes, add } = nodeList()
  const lasting = (v: string, prev?: string) => {
    const o = (local: string) => (prev ? { prev: `${prev}/${local}`, change: 'same' as Change, lineage: `cr-1999/${local}` } : { lineage: `cr-1999/${local}` })
    add(`${v}/100.1`, 'These Magic rules apply to any Magic game with two or more players.', { number: '100.1', ...o('100.1') })
    add(`${v}/502.9`, 'Trample', { number: '502.9', title: 'Trample', ...o('502.9') })
    add(`${v}/502.9a`, 'Trample is a static ability. The attacking creature assigns excess damage to the defending player when it comes into play blocked.', { number: '502.9a', parent: `${v}/502.9`, ...o('502.9a') })
    add(`${v}/502.10`, 'Banding', { number: '502.10', title: 'Banding', ...o('502.10') })
    add(`${v}/502.10a`, 'Attackers may form bands.', { number: '502.10a', parent: `${v}/502.10`, ...o('502.10a') })
    add(`${v}/502.30`, 'Mana burn: unused mana in a pool causes the loss of one life per mana.', { number: '502.30', ...o('502.30') })
    add(`${v}/901`, 'Planechase', { number: '901', title: 'Planechase', kind: 'section', ...o('901') })
    add(`${v}/901.1`, 'The planar die is rolled as a special action: a player may roll it any time they could cast a sorcery.', { number: '901.1', parent: `${v}/901`, ...o('901.1') })
  }
  lasting('cr-1999')
  add('cr-1999/300.1', 'Interrupts are spells that can be played in response to other spells, before they resolve.', { number: '300.1', lineage: 'cr-1999/300.1' })
  lasting('cr-2004', 'cr-1999')
  add('cr-2004/300.1', 'Interrupts no longer exist: every interrupt is an instant now.', { number: '300.1', prev: 'cr-1999/300.1', change: 'edited', lineage: 'cr-1999/300.1' })
  add('cr-2004/419.6a', "A replacement effect doesn't invoke itself repeatedly.", { number: '419.6a', change: 'added', lineage: 'cr-2004/419.6a' })
  add('cr-2026/100.1', 'These Magic rules apply to any Magic game with two or more players.', { number: '100.1', prev: 'cr-2004/100.1', change: 'same', lineage: 'cr-1999/100.1' })
  add('cr-2026/702.19', 'Trample', { number: '702.19', title: 'Trample', prev: 'cr-2004/502.9', change: 'renumbered', lineage: 'cr-1999/502.9' })
  add('cr-2026/702.19b', 'Trample is a static ability that lets an attacking creature assign excess combat damage to the player or planeswalker it attacks.', { number: '702.19b', parent: 'cr-2026/702.19', prev: 'cr-2004/502.9a', change: 'renumbered-edited', lineage: 'cr-1999/502.9a' })
  add('cr-2026/614.5', "A replacement effect doesn't invoke itself repeatedly.", { number: '614.5', prev: 'cr-2004/419.6a', change: 'renumbered', lineage: 'cr-2004/419.6a' })
  add('cr-2026/901', 'Planechase', { number: '901', title: 'Planechase', kind: 'section', prev: 'cr-2004/901', change: 'edited', lineage: 'cr-1999/901' })
  add('cr-2026/901.1', 'Any time you could cast a sorcery, you may roll the planar die as a special action.', { number: '901.1', parent: 'cr-2026/901', prev: 'cr-2004/901.1', change: 'edited', lineage: 'cr-1999/901.1' })
  return {
    version: 2,
    generated: '2026-01-20T00:00:00Z',
    documents: [doc('cr-1999', '1999-04-23', 'cr', false), doc('cr-2004', '2004-10-01', 'cr', false), doc('cr-2026', '2026-01-16', 'cr', true)],
    nodes,
  }
}

describe('older text by the span of versions it lasted', () => {
  const SPAN_QUERIES = ['trample', 'trample excess damage', 'banding', 'attackers form bands', 'mana burn', 'planar die', 'planechase planar die', 'replacement effect', 'magic rules players', '502.9a']

  it('an "as of" search fetches the match file of the version in force and only the span files of texts in force that day', () => {
    const built = buildSearch(spansGraph())
    const { engine, read, manifest } = recordingEngine(built)
    const [i1999, i2004] = ['cr-1999', 'cr-2004'].map((id) => manifest.docs.findIndex((d) => d.id === id))
    // 1999's texts that lasted to 2004 are a span file of their own; 300.1 (1999 only) stays in its match file
    expect(manifest.docs[i1999].spans).toEqual([i2004])
    expect(manifest.docs[i2004].spans).toBeUndefined()
    const span = spanFile(manifest.docs[i1999], i2004)
    expect(span).toMatch(/^history\.match\./)
    expect(built.spans[i1999][0].locals.map((l) => built.ids[i1999][l])).toEqual(['cr-1999/502.9', 'cr-1999/502.9a', 'cr-1999/502.10', 'cr-1999/502.10a', 'cr-1999/502.30', 'cr-1999/901', 'cr-1999/901.1'])

    const in2005 = engine.searchSync('mana burn', { limit: 5, filters: { asOf: '2005-06-01' } })
    expect(in2005.map((r) => r.id)).toEqual(['cr-2004/502.30'])
    expect(read).toContain(manifest.docs[i2004].match)
    expect(read).toContain(span)
    // 1999's own match file holds no text in force in 2005 (300.1 was edited in 2004)
    expect(read).not.toContain(manifest.docs[i1999].match)
    expect(engine.searchSync('trample', { limit: 5, filters: { asOf: '2005-06-01' } }).filter((r) => r.family === 'cr')[0].id).toBe('cr-2004/502.9a')
    expect(engine.searchSync('interrupts played in response', { limit: 5, filters: { asOf: '2005-06-01' } }).map((r) => r.id)).not.toContain('cr-1999/300.1')

    // the day 1999 is in force: its match file and all its span files
    const before = read.length
    expect(engine.searchSync('interrupts played in response', { limit: 5, filters: { asOf: '2000-01-01' } })[0].id).toBe('cr-1999/300.1')
    expect(read.slice(before)).toContain(manifest.docs[i1999].match)
  })

  it('ranks as it would with the older version whole (its structure read from the span file)', () => {
    const built = buildSearch(spansGraph())
    const partial = recordingEngine(built)
    const whole = recordingEngine(built)
    // showing 1999 once loads it whole
    whole.engine.searchSync('trample', { limit: 5, filters: { asOf: '2000-01-01' } })
    const asOf = '2005-06-01'
    for (const q of SPAN_QUERIES) {
      const a = partial.engine.searchSync(q, { limit: 10, filters: { asOf } })
      const b = whole.engine.searchSync(q, { limit: 10, filters: { asOf } })
      expect(partial.engine.parse(q), q).toEqual(whole.engine.parse(q))
      expect(a.map((r) => [r.id, r.score]), q).toEqual(b.map((r) => [r.id, r.score]))
      expect(a.length, q).toBeGreaterThan(0)
    }
    expect(partial.read).not.toContain(partial.manifest.docs.find((d) => d.id === 'cr-1999')!.match)
    // what the structure does here: a heading hands its score to its rule (502.10a never says "banding", and
    // a rule of four words ranks low on its own), a section lends its title to its rule, and a variant's rule under a heading the query names is not ranked down
    const top = (q: string) => partial.engine.searchSync(q, { limit: 3, filters: { asOf } })[0]
    expect(top('banding').id).toBe('cr-2004/502.10a')
    expect(top('trample').id).toBe('cr-2004/502.9a')
    const die = partial.engine.searchSync('planar die', { limit: 3, filters: { asOf } }).find((r) => r.id === 'cr-2004/901.1')!
    const named = partial.engine.searchSync('planechase planar die', { limit: 3, filters: { asOf } }).find((r) => r.id === 'cr-2004/901.1')!
    expect(named.score).toBeGreaterThan(die.score)
  })
})

describe('span files fetched', () => {
  it('in whatever order they arrive, and with the newest version fetched only then, give the same results', async () => {
    const built = buildSearch(spansGraph())
    const sync = recordingEngine(built)
    const manifest = JSON.parse(built.files.get('manifest.json')!) as SearchManifest
    // this engine was given no match file up front, and today's (whose terms older files name theirs by)
    // arrives last, the first older file asked for after it
    let asked = 0
    const later = <T,>(v: T, name: string) =>
      new Promise<T>((resolve) => setTimeout(() => resolve(v), name.startsWith('history.') ? 10 / ++asked : 30))
    const engine = new SearchEngine(manifest, [], {
      display: (d, chunk) => later(JSON.parse(built.files.get(displayFile(d, chunk))!) as DisplayChunk, displayFile(d, chunk)),
      match: (_d, name) => later(JSON.parse(built.files.get(name)!) as PackedMatchShard, name),
    })
    for (const asOf of ['2005-06-01', '2000-01-01', '2005-06-01']) {
      for (const q of ['trample', 'banding', 'planechase planar die', 'mana burn']) {
        const [a, b] = await Promise.all([engine.search(q, { limit: 10, filters: { asOf } }), Promise.resolve(sync.engine.searchSync(q, { limit: 10, filters: { asOf } }))])
        expect(a.map((r) => [r.id, r.score]), `${asOf} ${q}`).toEqual(b.map((r) => [r.id, r.score]))
      }
    }
  })
})

describe('display text in small chunks', () => {
  it(`a document of 200 nodes without headings has ${Math.ceil(200 / DISPLAY_CHUNK)} display chunks, and a result fetches only its own`, () => {
    order = 0
    const nodes = Array.from({ length: 200 }, (_, i) => node(`big/n${i}`, i === 150 ? 'The zyzzyva rule is here.' : `Filler rule number ${i} about combat.`))
    const g: Graph = { version: 2, generated: '', documents: [doc('big', '2020-01-01', null, true, 'faq')], nodes }
    const built = buildSearch(g)
    const d = built.manifest.docs[0]
    expect(d.chunks).toBe(Math.ceil(200 / DISPLAY_CHUNK))
    const { engine, read } = recordingEngine(built)
    const [r] = engine.searchSync('zyzzyva', { limit: 1 })
    expect(r.id).toBe('big/n150')
    expect(read.filter((f) => f.startsWith('display.'))).toEqual([displayFile(d, Math.floor(150 / DISPLAY_CHUNK))])
  })

  /** A section of rules, each a heading with `subs` subrules; the word `marker${rule}${sub}` is in one subrule only. */
  function rulesGraph(rules: number, subs: number): Graph {
    order = 0
    const nodes: GraphNode[] = [node('rules/100', '', { number: '100', title: 'General', kind: 'section' })]
    for (let r = 1; r <= rules; r++) {
      const head = node(`rules/100.${r}`, '', { number: `100.${r}`, title: `Keyword ${r}` })
      head.parent = 'rules/100'
      nodes.push(head)
      for (let k = 0; k < subs; k++) {
        const letter = 'abcdefghij'[k]
        const sub = node(`rules/100.${r}${letter}`, `Rule ${r} part ${letter}: marker${r}${letter} combat damage.`, { number: `100.${r}${letter}` })
        sub.parent = head.id
        nodes.push(sub)
      }
    }
    return { version: 2, generated: '', documents: [doc('rules', '2020-01-01', null, true)], nodes }
  }

  it('a rule and its subrules come in one chunk: a heading starts a chunk, and a sibling found next costs nothing', () => {
    const built = buildSearch(rulesGraph(6, 3))
    const { engine, read } = recordingEngine(built)
    const displays = () => read.filter((f) => f.startsWith('display.'))
    const [r] = engine.searchSync('marker4b', { limit: 1 })
    expect(r).toMatchObject({ id: 'rules/100.4b', number: '100.4b', breadcrumb: ['100 General', '100.4 Keyword 4'] })
    expect(displays()).toHaveLength(1)
    // the chunk is exactly rule 100.4: its heading and its three subrules
    const chunk = JSON.parse(built.files.get(displays()[0])!) as DisplayChunk
    expect(chunk.map((row) => row[0])).toEqual(['', ...['a', 'b', 'c'].map((l) => `Rule 4 part ${l}: marker4${l} combat damage.`)])
    expect(engine.searchSync('marker4c', { limit: 1 })[0].id).toBe('rules/100.4c')
    expect(displays()).toHaveLength(1)
    expect(engine.searchSync('marker5a', { limit: 1 })[0].id).toBe('rules/100.5a')
    expect(displays()).toHaveLength(2)
  })

  it('a quoted phrase reads the display text of one batch of hits at a time, not of every hit', async () => {
    const built = buildSearch(rulesGraph(40, 3))
    const { engine, read } = recordingEngine(built)
    const res = engine.searchSync('"combat damage"', { limit: 3 })
    expect(res).toHaveLength(3)
    for (const r of res) expect(r.text).toMatch(/combat damage/)
    // 120 subrules have the phrase; three results need the chunks of three hits (at most three files)
    expect(read.filter((f) => f.startsWith('display.')).length).toBeLessThanOrEqual(3)
    const asyncRead = recordingEngine(built)
    const later = await asyncRead.engine.answer('"damage combat"', { limit: 3 })
    // no hit has the phrase: every hit is read, in batches, and the words' results are shown, saying so
    expect(later.reason).toEqual({ kind: 'phrase', phrases: ['damage combat'] })
    expect(later.results).toHaveLength(3)
    expect(asyncRead.read.filter((f) => f.startsWith('display.')).length).toBe(built.manifest.docs[0].chunks)
  })
})

describe('cards and rulings entries', () => {
  it('a card name finds its card first, misspelt too', () => {
    const { engine } = recordingEngine(buildSearch(versionsGraph()))
    for (const q of ['Brightflame', 'brightflame', 'Brightflme', 'brigthflame']) {
      const [top] = engine.searchSync(q, { limit: 5 })
      expect(top?.id, q).toBe('rulings-2008/card-brightflame')
    }
  })

  it('a rulings entry number jumps to it, as CR numbers do', () => {
    const { engine } = recordingEngine(buildSearch(versionsGraph()))
    expect(engine.searchSync('A.1.12', { limit: 3 })[0]).toMatchObject({ id: 'rulings-2008/A.1.12', exact: true })
    expect(engine.searchSync('a.1.12.', { limit: 3 })[0]).toMatchObject({ id: 'rulings-2008/A.1.12', exact: true })
    expect(engine.searchSync('T.1.Ruling.2', { limit: 3 })[0]).toMatchObject({ id: 'rulings-2002/T.1.Ruling.2', exact: true })
  })

  it('a question is found by its words and by the card names in it', () => {
    const { engine } = recordingEngine(buildSearch(versionsGraph()))
    expect(engine.searchSync('protection from red', { limit: 3 })[0].id).toBe('faq/q-brightflame-protection')
    const byCard = engine.searchSync('Brightflame same color', { limit: 3 }).map((r) => r.id)
    expect(byCard[0]).toBe('faq/q-radiance')
  })
})

describe('npm run search', () => {
  it('--json gives each row its lineage; --as-of searches that day', () => {
    const dir = mkdtempSync(join(tmpdir(), 'search-cli-'))
    writeFileSync(join(dir, 'graph.json'), JSON.stringify(versionsGraph()))
    const run = (...args: string[]) =>
      JSON.parse(
        execFileSync(process.execPath, [join(REPO, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(REPO, 'scripts', 'search.ts'), ...args, '--json', '--data', dir], {
          cwd: REPO,
          encoding: 'utf8',
        }),
      ) as Array<{ id: string; lineage: string; earlier: string[] }>
    const [today] = run('trample')
    expect(today).toMatchObject({ id: 'cr-2026/702.19b', lineage: 'cr-1999/502.9a', earlier: ['cr-2004/502.9a', 'cr-1999/502.9a'] })
    const [then] = run('trample', '--as-of', '2000-01-01')
    expect(then).toMatchObject({ id: 'cr-1999/502.9a', lineage: 'cr-1999/502.9a' })
  }, 60_000)
})
