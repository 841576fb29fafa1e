import { beforeAll, describe, expect, it } from 'vitest'
import { buildGraph } from '../../ingest/build-graph.js'
import { textSource } from '../../graph/pdf-source.js'
import { pdfToText } from '../../text/pdf/index.js'
import { makePdf } from '../../text/pdf/test-pdf.js'
import type { GraphNode } from '../../types.js'
import { detectFamily } from '../index.js'
import { allBlocks, expectCovered } from '../test-kit.js'
import type { Block } from '../tree.js'
import { smallIpg, smallJar, smallMtr } from './fixtures.js'
import { judgeFormat } from './index.js'

const texts: Record<string, string> = {}
const pdfs: Record<string, Uint8Array> = {}

beforeAll(async () => {
  for (const [name, doc] of Object.entries({ mtr1: smallMtr(1), mtr2: smallMtr(2), ipg: smallIpg(), jar: smallJar() })) {
    pdfs[name] = await makePdf(doc)
    texts[name] = (await pdfToText(pdfs[name])).text
  }
})

const find = (blocks: Block[], number: string) => blocks.find((b) => b.number === number)

describe('judge documents: detection', () => {
  it('tells the three documents apart from their first page, whatever the file is called', async () => {
    for (const [name, series] of [['mtr1', 'mtr'], ['ipg', 'ipg'], ['jar', 'jar']] as const) {
      const detection = detectFamily(texts[name])
      expect(detection.family?.id).toBe('judge')
      expect(judgeFormat.parse(texts[name]).meta.series).toBe(series)
    }
    const { graph } = buildGraph([await textSource({ path: 'download (3).pdf', bytes: pdfs.ipg })])
    expect(graph.documents[0]).toMatchObject({ family: 'judge', series: 'ipg', date: '2023-09-01', title: 'Infraction Procedure Guide' })
  })

  it('does not take a text that only mentions the documents', () => {
    expect(judgeFormat.detect('See the Magic Tournament Rules.\nAnd the Infraction Procedure Guide.\n')).toBe(0)
    expect(() => judgeFormat.parse('Some text\nabout nothing\n')).toThrow(/not a judge document/)
  })
})

describe('judge documents: the Tournament Rules', () => {
  it('gives the title and the effective date, a contents node, numbered sections with their subsections', () => {
    const root = judgeFormat.parse(texts.mtr1)
    expectCovered(texts.mtr1, root)
    expect(root.meta).toMatchObject({ title: 'Magic Tournament Rules', date: '2023-09-01', series: 'mtr' })
    expect(root.children.map((b) => [b.kind, b.number, b.title])).toEqual([
      ['preface', null, null],
      ['contents', null, 'Contents'],
      ['section', null, 'Introduction'],
      ['section', '1', 'Tournament Fundamentals'],
      ['section', '2', 'Tournament Mechanics'],
      ['section', '3', 'Tournament Rules'],
      ['section', 'A', 'Changes From Previous Versions'],
      ['section', 'B', 'Time Limits'],
    ])
    const mechanics = find(root.children, '2')!
    expect(mechanics.children.map((b) => [b.number, b.title])).toEqual([
      ['2.1', 'Match Structure'],
      ['2.2', 'Two-Headed Giant Play/Draw'],
      ['2.3', 'Pregame Procedures'],
    ])
    expect(find(root.children, 'B')!.children.map((b) => [b.kind, b.number, b.title])).toEqual([['section', null, 'Booster Draft Timing']])
    expect(root.children[1].text.split('\n')).toContain('2.2 Two-Headed Giant Play/Draw')
  })

  it('joins wrapped lines, heals a word broken at a line end, and keeps numbered examples as children', () => {
    const root = judgeFormat.parse(texts.mtr1)
    const rel = find(find(root.children, '1')!.children, '1.2')!
    expect(rel.text).toContain('Competitive REL is for tournaments where prizes are significant.')
    const pregame = find(find(root.children, '2')!.children, '2.3')!
    const examples = pregame.children.find((b) => b.title === 'Examples')!
    expect(examples.children.map((b) => [b.kind, b.title, b.text])).toEqual([
      ['example', '1', 'A player presents their deck and then swaps a card from their sideboard.'],
      ['example', '2', 'A player shuffles their opponent’s deck and accidentally sees a card.'],
    ])
  })

  it('reports page numbers and the running header as noise with their reasons, and nothing else', () => {
    const root = judgeFormat.parse(texts.mtr1)
    const reasons = root.noise.map((n) => n.reason).sort()
    expect(reasons).toEqual(['page number', 'page number', 'page number', 'running header', 'running header'])
    expect(root.problems).toEqual([])
  })
})

describe('judge documents: the Infraction Procedure Guide', () => {
  it('gives each infraction its penalty and its Definition, Examples, Philosophy, Additional Remedy and Upgrade parts', () => {
    const root = judgeFormat.parse(texts.ipg)
    expectCovered(texts.ipg, root)
    const blocks = allBlocks(root)
    const penalties = blocks.filter((b) => b.penalty).map((b) => [b.number, b.title, b.penalty])
    expect(penalties).toEqual([
      ['2.1', 'Game Play Error — Missed Trigger', 'No Penalty'],
      ['2.2', 'Game Play Error — Looking at Extra Cards', 'Warning'],
      ['3.1', 'Tournament Error — Outside Assistance', 'Match Loss'],
      ['4.1', 'Unsporting Conduct — Cheating', 'Disqualification'],
    ])
    const lec = blocks.find((b) => b.number === '2.2')!
    expect(lec.children.map((b) => [b.kind, b.title])).toEqual([
      ['text', 'Definition'],
      ['text', 'Examples'],
      ['text', 'Philosophy'],
      ['text', 'Additional Remedy'],
      ['text', 'Upgrade'],
    ])
    expect(lec.children[0].text).toBe(
      'A player takes an action that may have enabled them to see the faces of cards in a library that they were not entitled to see.',
    )
    expect(lec.children[1].children.map((b) => [b.kind, b.title])).toEqual([
      ['example', 'A'],
      ['example', 'B'],
    ])
    expect(lec.children[4].text).toBe('If the player took an action after seeing the card, the penalty is a Game Loss.')
    // Headings in capitals take the contents' spelling.
    expect(root.children.map((b) => b.title)).toContain('Game Play Errors')
    expect(root.children.find((b) => b.number === 'A')?.text.split('\n')).toContain('Looking at Extra Cards\tWarning')
  })
})

describe('judge documents: Judging at Regular REL', () => {
  it('reads bold headings as sections: Title Case ones hold the cases under them', () => {
    const root = judgeFormat.parse(texts.jar)
    expectCovered(texts.jar, root)
    expect(root.meta).toMatchObject({ series: 'jar', date: '2023-09-01' })
    const sections = root.children.filter((b) => b.kind === 'section')
    expect(sections.map((b) => [b.title, b.children.map((c) => c.title)])).toEqual([
      ['Common Issues', ['A player forgets a triggered ability', 'A player sees a card in a library that they shouldn’t have seen']],
      ['Serious Problems', []],
    ])
  })
})

describe('judge documents in the graph', () => {
  let nodes: GraphNode[]
  beforeAll(async () => {
    const sources = await Promise.all([
      textSource({ path: 'mtr-2023.pdf', bytes: pdfs.mtr1 }),
      textSource({ path: 'ipg-2023.pdf', bytes: pdfs.ipg }),
    ])
    nodes = buildGraph(sources).graph.nodes
  })

  it('has stable, URL-safe ids from numbers and titles, and the penalty on the infraction node', () => {
    const ids = nodes.map((n) => n.id)
    expect(ids).toContain('mtr-2023/2.2')
    expect(ids).toContain('mtr-2023/B.section-booster-draft-timing')
    expect(ids).toContain('ipg-2023/2.2.text-definition')
    expect(ids).toContain('ipg-2023/2.2.text-examples.ex-a')
    for (const id of ids) expect(id).toMatch(/^[a-z0-9-]+\/[A-Za-z0-9._~-]+$/)
    expect(nodes.find((n) => n.id === 'ipg-2023/2.2')).toMatchObject({ kind: 'section', title: 'Game Play Error — Looking at Extra Cards', penalty: 'Warning' })
    expect(nodes.filter((n) => n.penalty).length).toBe(4)
  })
})
