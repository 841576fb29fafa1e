import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { checkCoverage, describeCoverage } from '../coverage.js'
import { ParseError } from '../family.js'
import type { Block, Root } from '../tree.js'
import * as api from './index.js'
import { rulingsFormat } from './index.js'

const content = (name: string) => readFileSync(join(import.meta.dirname, '../../../content', name), 'utf8')
const timing = content('rulings-2002-timing.txt')
const replacement = content('rulings-2004-replacement-effects.txt')

function all(blocks: Block[], out: Block[] = []): Block[] {
  for (const block of blocks) {
    out.push(block)
    all(block.children, out)
  }
  return out
}

function countKinds(root: Root): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const block of all(root.children)) counts[block.kind] = (counts[block.kind] ?? 0) + 1
  return counts
}

const find = (root: Root, number: string) => all(root.children).find((b) => b.number === number)

function expectCovered(text: string, root: Root) {
  const coverage = checkCoverage(text, root)
  expect(coverage.missing.length + coverage.doubled.length, describeCoverage(text, coverage)).toBe(0)
}

describe('public API', () => {
  test('exports the family and its two halves, nothing else', () => {
    expect(Object.keys(api).sort()).toEqual(['detectRulings', 'parseRulings', 'rulingsFormat'])
    expect(rulingsFormat.id).toBe('rulings')
    expect(typeof rulingsFormat.name).toBe('string')
    expect(rulingsFormat.parse).toBe(api.parseRulings)
    expect(rulingsFormat.detect).toBe(api.detectRulings)
  })
})

describe('section T (2002)', () => {
  const root = rulingsFormat.parse(timing)

  test('every non-whitespace character is owned once', () => expectCovered(timing, root))

  test('one chapter with twelve sections, 109 rulings and 17 notes', () => {
    expect(root.family).toBe('rulings')
    expect(root.children.map((b) => [b.kind, b.number, b.title])).toEqual([['chapter', 'T', 'Timing of Spells and Abilities']])
    expect(countKinds(root)).toEqual({ chapter: 1, section: 12, ruling: 109, note: 17 })
    expect(root.children[0].children.map((b) => b.number)).toEqual(
      Array.from({ length: 12 }, (_, i) => `T.${i + 1}`),
    )
  })

  test('T.1 holds eight rulings and three notes, in order', () => {
    const t1 = find(root, 'T.1')!
    expect(t1.kind).toBe('section')
    expect(t1.title).toBe('Types of Spells and Abilities')
    expect(t1.children.filter((b) => b.kind === 'ruling').map((b) => b.number)).toEqual([
      'T.1.1', 'T.1.2', 'T.1.3', 'T.1.4', 'T.1.5', 'T.1.6', 'T.1.Ruling.1', 'T.1.Ruling.2',
    ])
    expect(t1.children.filter((b) => b.kind === 'note').map((b) => b.text)).toEqual([
      'Also see Delayed Abilities, Rule A.5.',
      'Also see Mana Abilities, Rule A.6.',
      'Also see Triggered Abilities, Rule A.4.',
    ])
  })

  test('wrapped lines join with a space and keep their citations', () => {
    expect(find(root, 'T.1.2')!.text).toBe(
      'The list of valid ability types is: activated ability (see Rule A.2), delayed ability (see Rule A.5), ' +
        'mana ability (see Rule A.6), static ability (see Rule A.3), and triggered ability (see Rule A.4). [CompRules 1999/04/23]',
    )
  })

  test('the lettered list of T.4.2 becomes one paragraph per item', () => {
    const lines = find(root, 'T.4.2')!.text.split('\n')
    expect(lines[0]).toBe(
      'Announcing a spell or ability can be charted out like this: [CompRules 1999/04/23] [WotC Rules Team 2000/06/06]',
    )
    expect(lines.slice(1).map((l) => l.slice(0, 2))).toEqual(['a)', 'b)', 'c)', 'd)', 'e)', 'f)', 'g)', 'h)', 'i)'])
  })

  test('no number is reported twice, and the text states no date', () => {
    expect(root.problems).toEqual([])
    expect(root.meta).toEqual({})
    expect(root.noise).toEqual([])
  })
})

describe('rule 419 search page (2004)', () => {
  const root = rulingsFormat.parse(replacement)

  test('every non-whitespace character is owned once', () => expectCovered(replacement, root))

  test('chapter 419 with sections 419.6 to 419.9', () => {
    expect(countKinds(root)).toEqual({ chapter: 1, section: 4, ruling: 24 })
    const chapter = root.children[0]
    expect([chapter.kind, chapter.number, chapter.title]).toEqual(['chapter', '419', 'Replacement and Prevention Effects'])
    expect(chapter.children.filter((b) => b.kind === 'section').map((b) => `${b.number} ${b.title}`)).toEqual([
      '419.6 Replacement Effects',
      '419.7 Prevention Effects',
      '419.8 Sources of Damage',
      '419.9 Interaction of Replacement or Prevention Effects',
    ])
    expect(chapter.children.filter((b) => b.kind === 'ruling')).toHaveLength(11)
    expect(find(root, '419.6')!.children.map((b) => b.number)).toEqual(['419.6a', '419.6b', '419.6c', '419.6d', '419.6e', '419.6f'])
  })

  test('the release line dates the page and is dropped, like the pipe remnants', () => {
    expect(root.meta.date).toBe('2004-01-15')
    expect(root.meta.dateEvidence).toBe('This search based on the January 15, 2004 release of the Rulings.')
    expect(root.noise.map((n) => n.reason)).toEqual([
      'release line',
      'release line',
      'page remnant: pipe-only line',
      'page remnant: pipe-only line',
    ])
    expect(all(root.children).some((b) => b.text.includes('This search based'))).toBe(false)
  })

  test('an Example: after a citation stays in its entry as a new paragraph', () => {
    const text = find(root, '419.9a')!.text
    expect(text.split('\n')).toHaveLength(2)
    expect(text.split('\n')[1]).toMatch(/^Example: Two cards are in play\..*\[CompRules 2003\/10\/01\]$/)
  })
})

describe('synthetic edge cases', () => {
  test('entry prefixes are kept in the spans but not in the text', () => {
    const text = 'T - Timing\nT.1 - Types\n- T.1.1 - Instants. [CompRules 1999/04/23]\n'
    const root = rulingsFormat.parse(text)
    const entry = find(root, 'T.1.1')!
    expect(entry.text).toBe('Instants. [CompRules 1999/04/23]')
    expect(text.slice(entry.spans[0].start, entry.spans[0].end)).toBe('- T.1.1 - Instants. [CompRules 1999/04/23]')
  })

  test('an entry numbered from another chapter without the dash is wrapped text in a dashed release', () => {
    const text = 'T - Timing\nT.1 - Types\n- T.1.1 - See the rule on\nA.5.2 - delayed triggers. [D\'Angelo 1999/05/01]\n'
    const root = rulingsFormat.parse(text)
    expect(countKinds(root)).toEqual({ chapter: 1, section: 1, ruling: 1 })
    expect(find(root, 'T.1.1')!.text).toBe("See the rule on A.5.2 - delayed triggers. [D'Angelo 1999/05/01]")
  })

  test('a section heading of the same chapter running backwards is wrapped text', () => {
    const text = 'T - Timing\nT.5 - Waiting\n- T.5.1 - As noted in\nT.2 - Stack above, nothing resolves. [D\'Angelo 1999/05/01]\n'
    const root = rulingsFormat.parse(text)
    expect(root.children[0].children.map((b) => b.number)).toEqual(['T.5'])
    expect(find(root, 'T.5.1')!.text).toContain('T.2 - Stack above')
  })

  test('a blank line inside an entry starts a new paragraph', () => {
    const root = rulingsFormat.parse('- T.1.1 - First.\n\nSecond. [bethmo]\n')
    expect(find(root, 'T.1.1')!.text).toBe('First.\nSecond. [bethmo]')
  })

  test("a card's ruling whose citations wrapped onto a line of their own keeps them; the next ruling starts after", () => {
    const text = [
      '- - * - * - S - * - * - -',
      'Spiritmonger:',
      '+ Its color change lasts until end of turn, even if it leaves play.',
      "  [Jordan 01/01/15] + [D'Angelo 01/01/16]",
      '  It can regenerate in response. [D\'Angelo 01/01/16]',
      '',
    ].join('\n')
    const root = rulingsFormat.parse(text)
    const card = root.children.find((b) => b.kind === 'card')!
    expect(card.children.map((b) => [b.text, b.flags ?? []])).toEqual([
      ["Its color change lasts until end of turn, even if it leaves play. [Jordan 01/01/15] + [D'Angelo 01/01/16]", ['changed']],
      ["It can regenerate in response. [D'Angelo 01/01/16]", []],
    ])
    expectCovered(text, root)
  })

  test('an entry before any heading sits at the root', () => {
    const root = rulingsFormat.parse('- Note - Also see Rule A.5.\n')
    expect(root.children.map((b) => [b.kind, b.number, b.text])).toEqual([['note', null, 'Also see Rule A.5.']])
  })

  test('the duplicate report points at the second occurrence', () => {
    const text = '- T.1.1 - One.\n- T.1.1 - Two.\n'
    const root = rulingsFormat.parse(text)
    expect(root.problems).toEqual([{ offset: text.indexOf('- T.1.1 - Two'), message: 'duplicate number T.1.1 (first on line 1)' }])
  })

  test('a table of contents without the body is still one contents block', () => {
    const text = 'Table of Contents:\n A - Abilities\n   A.1 - General\n'
    const root = rulingsFormat.parse(text)
    expect(root.children.map((b) => b.kind)).toEqual(['contents'])
    expect(root.children[0].text).toBe('A - Abilities\nA.1 - General')
    expectCovered(text, root)
  })

  test('prose with no entries and no headings is a ParseError', () => {
    expect(() => rulingsFormat.parse('Just some words.\nAnd more words - with a dash.\n')).toThrow(ParseError)
    expect(() => rulingsFormat.parse('')).toThrow(ParseError)
  })

  test('Comprehensive Rules text is not read as rulings', () => {
    expect(() => rulingsFormat.parse('5. Additional Rules\n500. Legal Attacks\n500.1. Some effects apply.\n502.2a Text.\n')).toThrow(
      ParseError,
    )
  })
})

describe('linear time', () => {
  test('a 5 MB single line parses quickly', () => {
    const line = '- T.1.1 - ' + 'word [D\'Angelo 1999/05/01] - T.1.2 - '.repeat(140_000)
    expect(line.length).toBeGreaterThan(5_000_000)
    const started = performance.now()
    const root = rulingsFormat.parse(line)
    const detect = rulingsFormat.detect(line)
    expect(performance.now() - started).toBeLessThan(5_000)
    expect(root.children).toHaveLength(1)
    expect(detect).toBeGreaterThanOrEqual(0)
    expectCovered(line, root)
  })

  test('a 5 MB line of near-numbers is a ParseError, fast', () => {
    const line = 'T.1.1.1.1.1.1.1'.repeat(350_000)
    const started = performance.now()
    expect(() => rulingsFormat.parse(line)).toThrow(ParseError)
    expect(performance.now() - started).toBeLessThan(5_000)
  })

  test('100,000 near-entry lines parse quickly', () => {
    const shapes = ['- T.1.1 -', '- T.1.', 'T.1.1 - x', '- T.1.Ruling.', '419.6 - Title', '- Note', '1. The active', '- 419.1a - y']
    const text = Array.from({ length: 100_000 }, (_, i) => shapes[i % shapes.length] + (i % 7 === 0 ? '' : ' ' + i)).join('\n')
    const started = performance.now()
    const root = rulingsFormat.parse(text)
    expect(performance.now() - started).toBeLessThan(8_000)
    expectCovered(text, root)
    // Every `- 419.1a - y` line opens an entry; the duplicates are reported, not thrown.
    expect(root.problems.length).toBeGreaterThan(10_000)
  })
})
