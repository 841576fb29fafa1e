import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ParseError } from '../family.js'
import type { Root } from '../tree.js'
import * as api from './index.js'
import { newsgroupFormat } from './index.js'
import { allBlocks as all, expectCovered, expectParsesOrRefuses, testFixtures } from '../test-kit.js'

const here = import.meta.dirname
const content = (name: string) => readFileSync(join(here, '../../../content', name), 'utf8')
const summary = content('summary-1994-general.txt')

describe('public API', () => {
  it('exports only newsgroupFormat, a newsgroup family', () => {
    expect(Object.keys(api)).toEqual(['newsgroupFormat'])
    expect(newsgroupFormat.id).toBe('newsgroup')
    expect(typeof newsgroupFormat.detect).toBe('function')
    expect(typeof newsgroupFormat.parse).toBe('function')
  })
})

describe('fixtures', () => testFixtures(join(here, 'fixtures'), newsgroupFormat))

describe('the 1994 General summary (one line, 38 KB)', () => {
  const root = newsgroupFormat.parse(summary)
  const blocks = all(root)
  const rulings = blocks.filter((b) => b.kind === 'ruling')

  it('has lost its line breaks, as the test assumes', () => {
    expect(summary.trim().includes('\n')).toBe(false)
  })

  it('reads meta from the mail headers, normalising the doubled apostrophe in meta only', () => {
    expect(root.meta.title).toBe('MTG Rulings Summary: General (2/22/94)')
    expect(root.meta.author).toBe("Stephen D'Angelo")
    expect(root.meta.date).toBe('1994-02-22')
    const headers = root.children[0]
    expect(headers.kind).toBe('preface')
    expect(headers.text).toContain("(Stephen D''Angelo)")
    expect(headers.text.split('\n').map((l) => l.split(':')[0])).toEqual(['Newsgroups', 'From', 'Subject', 'Organization', 'Date'])
  })

  it('keeps the introduction as a second preface, ending before the ===== rule', () => {
    const intro = root.children[1]
    expect(intro.kind).toBe('preface')
    expect(intro.text.startsWith("Here's the latest of rulings summaries.")).toBe(true)
    expect(intro.text.endsWith('General Rulings last update 02/22/94')).toBe(true)
    expect(root.noise.filter((n) => n.reason === 'separator rule').map((n) => summary.slice(n.span.start, n.span.end).slice(0, 4))).toEqual(['----', '===='])
  })

  it('finds the 18 underlined topics', () => {
    const titles = root.children.filter((b) => b.kind === 'topic').map((b) => b.title)
    expect(titles).toEqual([
      'Basic Rulings We All Should Know', 'Turn Order', 'Attack Sequence', 'Dealing with Damage', 'Loss of Life',
      'Banding Questions', 'Trample Questions', 'Going to the Graveyard', 'Regeneration', 'Protection from Color',
      'Special Creatures', 'Multiplayer Questions', 'Paying Artifact and Enchantment Costs', 'Control Questions',
      'Timing Questions', 'Countering Spells', 'Spell Casting Questions', 'Other Stuff',
    ])
    // Independently: every underline but the one under the signature is a topic's.
    const underlines = summary.match(/(?<=\s)-{3,}(?=\s)/g) ?? []
    expect(underlines.length - 1).toBe(titles.length)
  })

  it('flags as many rulings new as the text has "+ " markers, and drops the markers from the text', () => {
    const markers = summary.match(/(?<=^|\s)\+(?=\s)/g)?.length ?? 0
    expect(markers).toBe(55)
    expect(rulings.filter((r) => r.flags?.includes('new'))).toHaveLength(markers)
    expect(rulings.some((r) => r.text.startsWith('+'))).toBe(false)
  })

  it('flags the two BIG CHANGE rulings', () => {
    const big = rulings.filter((r) => r.flags?.includes('big-change'))
    expect(big).toHaveLength(summary.split('BIG CHANGE:').length - 1)
    expect(big[0].text.startsWith('You get the opportunity to use damage prevention')).toBe(true)
  })

  it('keeps every bracketed attribution in exactly one ruling, at most one closing each', () => {
    const brackets = summary.match(/\[[^\][]{1,80}\]/g) ?? []
    const inRulings = rulings.flatMap((r) => r.text.match(/\[[^\][]{1,80}\]/g) ?? [])
    expect(inRulings).toEqual(brackets)
    // A ruling is what an attribution closes or a marker opens; each bracket closes one.
    for (const r of rulings) expect(Boolean(r.flags?.length) || /\[[^\][]+\]/.test(r.text), r.text).toBe(true)
    const attributed = rulings.filter((r) => /\[[^\][]+\]/.test(r.text))
    expect(attributed).toHaveLength(brackets.length)
  })

  it('keeps numbered steps inside rulings, never as rulings of their own', () => {
    const step = rulings.find((r) => r.text.includes('1. Untap Phase'))
    expect(step?.text).toBe('This is based on the FAQ. 1. Untap Phase You MUST untap each turn. You cannot "forget". [Snark]')
    const list = rulings.find((r) => r.text.includes('"damage resolution": [bethmo]'))
    expect(list?.text.endsWith('6. Grant tokens and handle the death/destroy event')).toBe(true)
  })

  it('node counts by kind', () => {
    const counts: Record<string, number> = {}
    for (const b of blocks) counts[b.kind] = (counts[b.kind] ?? 0) + 1
    expect(counts).toEqual({ preface: 2, topic: 18, ruling: 145, text: 12 })
  })

  it('owns every non-whitespace character exactly once', () => {
    expectCovered(summary, root)
    expect(root.problems).toEqual([])
  })

  it('parses the same whichever way its lines were broken', () => {
    // Re-wrap at 72 columns: spaces become line breaks, paragraphs do not appear.
    const wrapped = summary.replace(/(.{1,72})( |$)/g, (_, line: string, sp: string) => line + (sp ? '\n' : ''))
    expect(wrapped.length).toBe(summary.length)
    const again = newsgroupFormat.parse(wrapped)
    const shape = (r: Root) => all(r).map((b) => `${b.kind}:${b.title ?? ''}:${(b.flags ?? []).join()}`)
    expect(shape(again)).toEqual(shape(root))
    expectCovered(wrapped, again)
  })
})

describe('a post that kept its line breaks', () => {
  const input = readFileSync(join(here, 'fixtures/a-post-that-kept-its-line-breaks/input.txt'), 'utf8')

  it('finds the same topics and rulings once the lines are flattened', () => {
    const root = newsgroupFormat.parse(input)
    const flat = newsgroupFormat.parse(input.replace(/\s+/g, ' '))
    const shape = (r: Root) => all(r).filter((b) => b.kind !== 'text').map((b) => `${b.kind}:${b.title ?? ''}:${(b.flags ?? []).join()}`)
    expect(shape(flat)).toEqual(shape(root))
    expect(flat.meta).toEqual(root.meta)
  })
})

describe('problems and refusals', () => {
  it('reports a topic that appears twice', () => {
    const text = 'Turn Order ---------- You MUST untap. [Snark] Turn Order ---------- You may not. [bethmo]'
    const root = newsgroupFormat.parse(text)
    expect(root.problems.map((p) => p.message)).toEqual(['topic "Turn Order" appears twice; the site will number the second'])
  })

  it('reports a bracket that no attribution closes', () => {
    const root = newsgroupFormat.parse('Turn Order ---------- You MUST untap [Snark. And more. [bethmo]')
    expect(root.problems).toHaveLength(1)
    expect(root.problems[0].message).toMatch(/no attribution/)
    expectCovered('Turn Order ---------- You MUST untap [Snark. And more. [bethmo]', root)
  })

  it('refuses text with neither mail headers nor underlined headings', () => {
    expect(() => newsgroupFormat.parse('Just some prose. [bethmo]')).toThrow(ParseError)
    expect(() => newsgroupFormat.parse('   \n  ')).toThrow(ParseError)
  })
})

describe('detect', () => {
  it('is high for the summary and low for the other families', () => {
    expect(newsgroupFormat.detect(summary)).toBeGreaterThanOrEqual(0.8)
    for (const other of ['faq-rules-qa.txt', 'cr-2004-sections-4-5.txt', 'rulings-2002-timing.txt', 'rulings-2004-replacement-effects.txt']) {
      expect(newsgroupFormat.detect(content(other)), other).toBeLessThan(0.3)
    }
  })
})

describe('properties', () => {
  const sentences = summary.split(/(?<=[.\]])\s+/)

  it('random text: a covered tree or a ParseError', () => {
    const alphabet = fc.constantFrom('a', 'B', ' ', '\n', '-', '=', '+', '[', ']', '.', ':', '1', '(', ')', 'Date: ', 'From: ', 'BIG CHANGE: ', '----------')
    fc.assert(fc.property(fc.array(alphabet, { maxLength: 300 }).map((a) => a.join('')), (text) => expectParsesOrRefuses(newsgroupFormat, text)), { numRuns: 300 })
  })

  it('mutated copies of the summary: a covered tree or a ParseError', () => {
    const mutation = fc.record({
      drop: fc.array(fc.nat(sentences.length - 1), { maxLength: 20 }),
      dup: fc.array(fc.nat(sentences.length - 1), { maxLength: 10 }),
      swaps: fc.array(fc.tuple(fc.nat(sentences.length - 1), fc.nat(sentences.length - 1)), { maxLength: 10 }),
      cut: fc.option(fc.nat(summary.length), { nil: undefined }),
      lineBreaks: fc.boolean(),
    })
    fc.assert(
      fc.property(mutation, ({ drop, dup, swaps, cut, lineBreaks }) => {
        const copy = [...sentences]
        for (const [a, b] of swaps) [copy[a], copy[b]] = [copy[b], copy[a]]
        for (const i of dup) copy.splice(i, 0, copy[i])
        const dropped = new Set(drop)
        let text = copy.filter((_, i) => !dropped.has(i)).join(lineBreaks ? '\n' : ' ')
        if (cut !== undefined) text = text.slice(0, cut)
        expectParsesOrRefuses(newsgroupFormat, text)
      }),
      { numRuns: 60 },
    )
  })
})
