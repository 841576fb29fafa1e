/**
 * Whole releases through the whole pipeline (detect, parse, citations, references, links): the
 * General Rulings Summary of April 1999, a Card Rulings Summary and its "changes only" file (the
 * browser tests' fixture documents), and the May 1999 General release of the fixture folders.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { checkCoverage } from '../coverage.js'
import { buildGraph } from '../../ingest/build-graph.js'
import type { GraphNode } from '../../types.js'

const repo = join(import.meta.dirname, '../../..')
const siteFixture = (name: string) => ({ path: name, bytes: readFileSync(join(repo, 'test/fixtures/site-content', name)) })
const sources = [
  siteFixture('dangelo-general-1999-04.txt'),
  siteFixture('dangelo-cards-2008-03.txt'),
  siteFixture('dangelo-cards-2008-03-changes.txt'),
  {
    path: 'dangelo-general-1999-05.txt',
    bytes: readFileSync(
      join(import.meta.dirname, 'fixtures/a-1999-general-release-with-open-circles-a-contents-list-ending-in-index-and-an-index-of-terms/input.txt'),
    ),
  },
]
const { graph, report, documents } = buildGraph(sources)
const node = (id: string) => {
  const found = graph.nodes.find((n) => n.id === id)
  if (!found) throw new Error(`no node ${id}`)
  return found
}
const docNodes = (doc: string) => graph.nodes.filter((n) => n.doc === doc)
const kinds = (nodes: GraphNode[]) => {
  const out: Record<string, number> = {}
  for (const n of nodes) out[n.kind] = (out[n.kind] ?? 0) + 1
  return out
}

describe('a whole General Rulings Summary (April 1999)', () => {
  const doc = 'dangelo-general-1999-04'
  const text = readFileSync(join(repo, 'test/fixtures/site-content', `${doc}.txt`), 'utf8')

  test('is detected, titled and dated from its own text, nothing failed or left unplaced', () => {
    expect(report.failed).toEqual([])
    const info = graph.documents.find((d) => d.id === doc)!
    expect([info.family, info.title, info.date, info.dateSource, info.author]).toEqual([
      'rulings', 'General Rulings Summary', '1999-04-21', 'text', "Stephen D'Angelo",
    ])
    const ingested = documents.find((d) => d.info.id === doc)!
    expect(ingested.noise.filter((n) => n.reason === 'not recognised by the parser')).toEqual([])
    expect(ingested.root.meta).toMatchObject({ series: 'dangelo-general', changesSince: '1999-03-15' })
    expect(info.changesSince).toBe('1999-03-15')
    expect(ingested.root.meta.changesOnly).toBeUndefined()
  })

  test('every entry line is a node with its number, under its section and chapter', () => {
    const entryLines = text.split('\n').filter((l) => /^(?:o )?[A-Z]\.\d+\.\d+ - /.test(l))
    const rulings = docNodes(doc).filter((n) => n.kind === 'ruling')
    expect(rulings.map((n) => n.number)).toEqual(entryLines.map((l) => l.replace(/^o /, '').split(' ')[0]))
    expect(kinds(docNodes(doc))).toEqual({ preface: 1, contents: 1, chapter: 4, section: 6, ruling: 11, index: 1, credits: 1 })
    expect(node(`${doc}/A.1.1`).parent).toBe(`${doc}/A.1`)
    expect(node(`${doc}/A.1`).parent).toBe(`${doc}/A`)
  })

  test('open circles become the flag `changed`; unmarked entries carry none', () => {
    expect(docNodes(doc).filter((n) => n.flags.includes('changed')).map((n) => n.number)).toEqual(['A.1.2', 'A.2.2', 'C.1.2'])
    expect(node(`${doc}/A.1.1`).flags).toEqual([])
  })

  test('a line of over 4,000 characters is one entry, whole', () => {
    const long = node(`${doc}/C.1.1`)
    expect(long.text.length).toBeGreaterThan(4000)
    expect(long.text).toMatch(/^The attack has five steps;.*Step 39: .*\[CompRules 1999\/04\/23\]$/)
  })

  test('several citations per entry, MM/DD/YY and YY/MM/DD dates, printed sources and cited rules', () => {
    expect(node(`${doc}/A.1.1`).citations.map((c) => [c.source, c.date])).toEqual([["D'Angelo", '1998-02-03']])
    expect(node(`${doc}/A.1.2`).citations.map((c) => [c.source, c.date, c.rule])).toEqual([
      ['Mirage', '1999-04-21', null],
      ['Comprehensive Rules', '1999-04-23', '412.3'],
    ])
    expect(node(`${doc}/A.1.2`).citations[0].dateInferred).toBe(true)
    expect(node(`${doc}/A.1.3`).citations.map((c) => [c.source, c.date, c.dateInferred])).toEqual([
      ['Bethmo', '1999-04-07', false],
      ["D'Angelo", '1999-04-10', false],
    ])
  })

  test('references resolve within the release first; the rest are listed in the report', () => {
    expect(node(`${doc}/A.1.1`).refs.map((r) => [r.number, r.target])).toEqual([['K.25', `${doc}/K.25`]])
    expect(node(`${doc}/A.1.3`).refs.find((r) => r.number === 'T.10')?.target).toBe(`${doc}/T.10`)
    expect(node(`${doc}/C.1.2`).refs.map((r) => r.target)).toEqual([`${doc}/T.10.1`])
    // A.2 is also in the May release: the April release's own A.2 wins.
    expect(node(`${doc}/A.1.2`).refs.find((r) => r.number === 'A.2')?.target).toBe(`${doc}/A.2`)
    const unresolved = report.documents.find((d) => d.id === doc)!.unresolved
    expect(unresolved.map((u) => [u.node, u.number])).toEqual([[`${doc}/A.12.1`, 'Z.4']])
  })

  test('each index line links to its section; term headings link nowhere', () => {
    const index = node(`${doc}/index`)
    expect(index.refs.map((r) => [r.text, r.target])).toEqual([
      ['Activated, A.2', `${doc}/A.2`],
      ['Bands with Other, A.12', `${doc}/A.12`],
      ['Attacking, C.1', `${doc}/C.1`],
      ['Permanents, K.25', `${doc}/K.25`],
      ['Triggers, T.10', `${doc}/T.10`],
    ])
  })

  test('card names in its rulings link to the card summary, the newest document with the card', () => {
    expect(node(`${doc}/A.2.2`).refs.filter((r) => r.kind === 'card').map((r) => [r.text, r.target])).toEqual([['Aether Vial', 'dangelo-cards-2008-03/card-aether-vial']])
    expect(node(`${doc}/A.1.3`).refs.filter((r) => r.kind === 'card').map((r) => [r.text, r.target])).toEqual([
      ['Brightflame', 'dangelo-cards-2008-03/card-brightflame'],
    ])
  })
})

describe('a Card Rulings Summary and its changes-only file', () => {
  const doc = 'dangelo-cards-2008-03'

  test('each card is a node of kind card, titled with its name, with a stable id from its name', () => {
    const cards = docNodes(doc).filter((n) => n.kind === 'card')
    expect(cards.map((c) => [c.id, c.title])).toEqual([
      [`${doc}/card-abandon-hope`, 'Abandon Hope'],
      [`${doc}/card-aether-vial`, 'Aether Vial'],
      [`${doc}/card-brightflame`, 'Brightflame'],
      [`${doc}/card-circle-of-protection-black`, 'Circle of Protection: Black'],
      [`${doc}/card-haakon-stromgald-scourge`, 'Haakon, Stromgald Scourge'],
    ])
    expect(cards.every((c) => c.parent === null && c.number === null)).toBe(true)
  })

  test("a card's rulings are its children, `+` marks the flag `changed`, ~this~ stays as written", () => {
    const vial = node(`${doc}/card-aether-vial`)
    const rulings = vial.children.map(node)
    expect(rulings.map((r) => [r.kind, r.flags])).toEqual([['ruling', []], ['ruling', ['changed']]])
    expect(rulings[0].text).toContain('with ~this~ is not casting it')
    expect(rulings[1].citations.map((c) => c.date)).toEqual(['2008-03-16'])
    expect(node(`${doc}/card-circle-of-protection-black`).children.map(node).map((r) => r.text)).toEqual([
      'The following are prevented:\n1. Damage from a black source you choose.\n2. Nothing else. [D\'Angelo 2004/10/01]',
    ])
  })

  test('card names in rulings link to their cards, never to the card the ruling is under', () => {
    const [, plus] = node(`${doc}/card-aether-vial`).children.map(node)
    expect(plus.refs).toEqual([
      { text: 'Haakon, Stromgald Scourge', number: 'Haakon, Stromgald Scourge', target: `${doc}/card-haakon-stromgald-scourge`, kind: 'card', places: [expect.any(Array)] },
    ])
    expect(plus.text.slice(...plus.refs[0].places![0])).toBe('Haakon, Stromgald Scourge')
    const [haakonRuling] = node(`${doc}/card-haakon-stromgald-scourge`).children.map(node)
    expect(haakonRuling.refs.map((r) => r.target)).toEqual([`${doc}/card-aether-vial`])
  })

  test('the changes-only file says so, and is of the same series', () => {
    const cards = documents.find((d) => d.info.id === doc)!.root.meta
    const changes = documents.find((d) => d.info.id === `${doc}-changes`)!.root.meta
    expect([cards.series, cards.changesOnly, cards.changesSince]).toEqual(['dangelo-cards', undefined, '2008-02-11'])
    expect([changes.series, changes.changesOnly, changes.title]).toEqual(['dangelo-cards', true, 'Card Rulings Summary (CHANGES ONLY)'])
    expect(docNodes(`${doc}-changes`).filter((n) => n.kind === 'card').map((n) => n.title)).toEqual(['Aether Vial', 'Brightflame'])
  })
})

describe('two releases of one summary form a series (lib/history)', () => {
  const info = (id: string) => graph.documents.find((d) => d.id === id)!

  test('April and May 1999 General releases: one series, May follows April and is the latest', () => {
    expect([info('dangelo-general-1999-04').series, info('dangelo-general-1999-05').series]).toEqual(['dangelo-general', 'dangelo-general'])
    expect(info('dangelo-general-1999-05').previous).toBe('dangelo-general-1999-04')
    expect([info('dangelo-general-1999-04').latest, info('dangelo-general-1999-05').latest]).toEqual([false, true])
  })

  test('an entry in May has the April entry of its number as prev, and shares its lineage', () => {
    for (const number of ['A.1.1', 'A.1.3', 'K.25.1']) {
      const may = node(`dangelo-general-1999-05/${number}`)
      expect(may.prev).toBe(`dangelo-general-1999-04/${number}`)
      expect(may.lineage).toBe(node(`dangelo-general-1999-04/${number}`).lineage)
    }
    expect(node('dangelo-general-1999-05/A.1.1').change).toBe('same')
    expect(node('dangelo-general-1999-05/A.1.3').change).toBe('edited')
  })

  test('the changes-only card file attaches to the release it updates and is no version itself', () => {
    expect(info('dangelo-cards-2008-03-changes').updates).toBe('dangelo-cards-2008-03')
    expect(info('dangelo-cards-2008-03').latest).toBe(true)
  })
})

describe('mutated whole releases through the whole pipeline', () => {
  test('never throw; every document ingests with every character placed, ids unique, card links resolved', () => {
    const texts = sources.map((s) => Buffer.from(s.bytes).toString('utf8').split('\n'))
    const op = fc.record({ kind: fc.constantFrom('drop', 'duplicate', 'swap', 'truncate'), at: fc.nat(), to: fc.nat() })
    fc.assert(
      fc.property(fc.array(fc.array(op, { maxLength: 6 }), { minLength: texts.length, maxLength: texts.length }), (perDoc) => {
        const mutated = texts.map((lines, d) => {
          const out = lines.slice()
          for (const m of perDoc[d]) {
            if (out.length === 0) break
            const i = m.at % out.length
            const j = m.to % out.length
            if (m.kind === 'drop') out.splice(i, 1)
            else if (m.kind === 'duplicate') out.splice(j, 0, out[i])
            else if (m.kind === 'swap') [out[i], out[j]] = [out[j], out[i]]
            else out[i] = out[i].slice(0, m.to % (out[i].length + 1))
          }
          return { path: sources[d].path, bytes: new TextEncoder().encode(out.join('\n')) }
        })
        const result = buildGraph(mutated)
        for (const doc of result.documents) {
          const coverage = checkCoverage(doc.decoded.text, doc.root)
          expect(coverage.missing).toEqual([])
          expect(coverage.doubled).toEqual([])
        }
        expect(result.documents.length + result.report.failed.length).toBe(mutated.length)
        expect(new Set(result.graph.nodes.map((n) => n.id)).size).toBe(result.graph.nodes.length)
        for (const n of result.graph.nodes) for (const r of n.refs) if (r.kind === 'card') expect(r.target).not.toBeNull()
      }),
      { numRuns: 60 },
    )
  })
})
