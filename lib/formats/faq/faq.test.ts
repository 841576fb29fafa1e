import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ParseError } from '../family.js'
import * as api from './index.js'
import { faqFormat } from './index.js'
import { allBlocks as all, expectCovered, expectParsesOrRefuses, testFixtures } from '../test-kit.js'

const here = import.meta.dirname
const content = (name: string) => readFileSync(join(here, '../../../content', name), 'utf8')
const thread = content('faq-rules-qa.txt')

describe('public API', () => {
  it('exports only faqFormat, a faq family', () => {
    expect(Object.keys(api)).toEqual(['faqFormat'])
    expect(faqFormat.id).toBe('faq')
    expect(typeof faqFormat.detect).toBe('function')
    expect(typeof faqFormat.parse).toBe('function')
  })
})

describe('fixtures', () => testFixtures(join(here, 'fixtures'), faqFormat))

describe('the Magic Rules FAQ thread', () => {
  const root = faqFormat.parse(thread)
  const blocks = all(root)
  const qas = blocks.filter((b) => b.kind === 'qa')
  const lines = thread.split('\n')

  it('keeps the thread header as the preface and takes the title from it', () => {
    expect(root.meta.title).toBe('Rules Q&A - Magic Rules FAQ')
    expect(root.children[0]).toMatchObject({ kind: 'preface', text: 'Rules Q&A - Magic Rules FAQ\n236 posts / 0 new\nLast post' })
  })

  it('finds one topic per heading over "Back to the Table of Contents"', () => {
    const titles = root.children.filter((b) => b.kind === 'topic').map((b) => b.title)
    expect(titles).toEqual([
      'Emperor', 'Planechase', 'Two Headed Giant (2HG)', 'Copying', 'Replacement and Prevention Effects',
      'State-Based Actions', 'Turn Structure and Turns', 'Deck Construction', 'Tournament Procedure', 'Mulligans',
      'Sideboards', 'Judge Certification and Training', 'Miscellaneous', 'Double-Faced Cards', 'The Stack', 'Priority',
    ])
    // Independently: a topic opens with a heading line right above the link,
    // and the closing link of a post sits under a blank line.
    const opening = lines.filter((l, i) => l === 'Back to the Table of Contents' && i > 0 && lines[i - 1].trim() !== '')
    expect(opening).toHaveLength(titles.length)
  })

  it('has one Q/A pair per "Q:" line, each with its "A:"', () => {
    const questions = lines.filter((l) => l.startsWith('Q:')).length
    const answers = lines.filter((l) => l.startsWith('A:')).length
    expect(questions).toBe(113)
    expect(qas).toHaveLength(questions)
    expect(qas.filter((q) => /\nA: /.test(q.text))).toHaveLength(answers)
    for (const q of qas) expect(q.text.startsWith(`Q: ${q.title}\nA: `), q.title ?? '').toBe(true)
  })

  it('keeps every answer paragraph and forum markup in the answer', () => {
    const phytohydra = qas.find((q) => q.title === 'So how do replacement/prevention effects work?')
    // Independently: the non-blank lines from its Q: line to the next dashes.
    const start = lines.indexOf('Q: So how do replacement/prevention effects work?')
    const end = lines.findIndex((l, i) => i > start && /^-{10,}$/.test(l))
    expect(phytohydra?.text.split('\n')).toHaveLength(lines.slice(start, end).filter((l) => l.trim()).length)
    expect(phytohydra?.text.endsWith('Fairly simple, right?')).toBe(true)
    const clone = qas.find((q) => q.title?.startsWith('Can I use Clone'))
    expect(clone?.title).toContain('[post=9971836]protection[/post]')
  })

  it('finds the sub-headings of Turn Structure and Turns as sections', () => {
    const turns = root.children.find((b) => b.title === 'Turn Structure and Turns')!
    expect(turns.children.map((b) => `${b.kind}:${b.title ?? ''}`)).toEqual([
      'text:', 'section:Detailed Turn Structure', 'section:Questions - General turn questions',
      'section:Questions - Untap Step', 'section:Questions - Upkeep Step', 'section:Questions - Combat Phase',
      'section:Questions - End Step', 'section:Questions - Cleanup Step',
    ])
    const detailed = turns.children[1].children[0]
    expect(detailed.text).toContain('\n  • Beginning phase\n    • Untap step\n      • Phased-out objects phase in')
    expect(detailed.text).toContain('[color=red]First/double strike combat damage is assigned and dealt.[/color]')
  })

  it('drops signatures, separators, links, placeholders and reader replies as noise', () => {
    const reasons: Record<string, number> = {}
    for (const n of root.noise) reasons[n.reason] = (reasons[n.reason] ?? 0) + 1
    expect(reasons['separator']).toBe(lines.filter((l) => /^-{10,}$/.test(l)).length)
    expect(reasons['navigation link']).toBe(lines.filter((l) => l === 'Back to the Table of Contents').length)
    const goblins = lines.filter((l) => l === 'Come join me at No Goblins Allowed').length
    expect(reasons['signature']).toBeGreaterThanOrEqual(goblins * 2)
    expect(reasons['forum chrome']).toBe(1)
    const text = (n: { span: { start: number; end: number } }) => thread.slice(n.span.start, n.span.end)
    const replies = root.noise.filter((n) => n.reason === 'reader reply').map(text)
    expect(replies).toContain('Please do not post questions of your own here!')
    expect(replies).toContain('Does copying [c]Giant Growth[/c] creates a broken tag for you? Nevermind.')
    expect(blocks.some((b) => b.text.includes('No Goblins Allowed') || b.text.includes('Precursor Golem'))).toBe(false)
  })

  it('node counts by kind', () => {
    const counts: Record<string, number> = {}
    for (const b of blocks) counts[b.kind] = (counts[b.kind] ?? 0) + 1
    expect(counts).toEqual({ preface: 1, topic: 16, qa: 113, text: 3, section: 7 })
  })

  it('owns every non-whitespace character exactly once', () => {
    expectCovered(thread, root)
    expect(root.problems).toEqual([])
  })
})

describe('problems and refusals', () => {
  const topic = (name: string, body: string) => `${name}\nBack to the Table of Contents\n\n${body}\n\nBack to the Table of Contents\n\nSig\n\n`

  it('reports a topic that appears twice and an answer with no question', () => {
    const text = topic('Copying', 'Q: One?\nA: Yes.') + topic('Copying', 'A: Orphan answer.')
    const root = faqFormat.parse(text)
    expect(root.problems.map((p) => p.message)).toEqual(['topic "Copying" appears twice', 'answer without a question in "Copying"'])
    expectCovered(text, root)
  })

  it('reports a question with no answer', () => {
    const root = faqFormat.parse(topic('Copying', 'Q: One?\n\n-----------\n\nQ: Two?\nA: Yes.'))
    expect(root.problems.map((p) => p.message)).toEqual(['question without an answer in "Copying"'])
  })

  it('refuses text with no topic heading over the link', () => {
    expect(() => faqFormat.parse('Q: Is this a FAQ?\nA: Not without topics.')).toThrow(ParseError)
    expect(() => faqFormat.parse('')).toThrow(ParseError)
  })
})

describe('detect', () => {
  it('is high for the thread and low for the other families', () => {
    expect(faqFormat.detect(thread)).toBeGreaterThanOrEqual(0.8)
    for (const other of ['summary-1994-general.txt', 'cr-2004-sections-4-5.txt', 'rulings-2002-timing.txt', 'rulings-2004-replacement-effects.txt']) {
      expect(faqFormat.detect(content(other)), other).toBeLessThan(0.3)
    }
  })
})

describe('properties', () => {
  const threadLines = thread.split('\n')

  it('random text: a covered tree or a ParseError', () => {
    const piece = fc.constantFrom('a', 'Z', ' ', '\n', '\n\n', '.', 'Q: ', 'A: ', '  • ', '-----', '{x}', 'Back to the Table of Contents', 'Heading', 'Come join me at No Goblins Allowed')
    fc.assert(fc.property(fc.array(piece, { maxLength: 200 }).map((a) => a.join('')), (text) => expectParsesOrRefuses(faqFormat, text)), { numRuns: 300 })
  })

  it('mutated copies of the thread: a covered tree or a ParseError', () => {
    const n = threadLines.length
    const mutation = fc.record({
      drop: fc.array(fc.nat(n - 1), { maxLength: 40 }),
      dup: fc.array(fc.nat(n - 1), { maxLength: 20 }),
      swaps: fc.array(fc.tuple(fc.nat(n - 1), fc.nat(n - 1)), { maxLength: 20 }),
      cut: fc.option(fc.nat(thread.length), { nil: undefined }),
    })
    fc.assert(
      fc.property(mutation, ({ drop, dup, swaps, cut }) => {
        const copy = [...threadLines]
        for (const [a, b] of swaps) [copy[a], copy[b]] = [copy[b], copy[a]]
        for (const i of dup) copy.splice(i, 0, copy[i])
        const dropped = new Set(drop)
        let text = copy.filter((_, i) => !dropped.has(i)).join('\n')
        if (cut !== undefined) text = text.slice(0, cut)
        expectParsesOrRefuses(faqFormat, text)
      }),
      { numRuns: 60 },
    )
  })
})
