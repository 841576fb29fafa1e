import { existsSync } from 'node:fs'
import { beforeAll, describe, expect, test } from 'vitest'
import { checkCoverage, describeCoverage } from '../coverage.js'
import type { Block, Root } from '../tree.js'
import { parseCr } from './parse.js'
import { CORPORA, countKinds, findNumber, readCorpus, walk } from './test-helpers.js'

/**
 * What each version holds, measured on the files in ../shared/corpora (2026-11). Ranges leave
 * room for a re-parse that finds a stray rule; anything outside them is a parser bug.
 */
interface Version {
  file: string
  /** Numbered rules and subrules. */
  rules: [number, number]
  sections: number
  chapters: number
  terms: [number, number]
  /** A keyword rule that must have its title: lineage across versions leans on it. */
  keyword: [number: string, title: string]
}

const VERSIONS: Version[] = [
  { file: 'cr-1999-04-23.txt', rules: [340, 352], sections: 63, chapters: 5, terms: [170, 180], keyword: ['502.9', 'Trample'] },
  { file: 'cr-2002-02-20.txt', rules: [475, 495], sections: 66, chapters: 5, terms: [200, 212], keyword: ['502.9', 'Trample'] },
  // Section 215 of 2004 is only a note: "This section is now empty."
  { file: 'cr-2004-10-01.txt', rules: [715, 740], sections: 71, chapters: 5, terms: [310, 330], keyword: ['502.9', 'Trample'] },
  // The body of 2009 has no heading for chapter 9 (added later) and opens chapter 1 as "1. The Game".
  { file: 'cr-2009-07-11.txt', rules: [1440, 1500], sections: 104, chapters: 8, terms: [400, 416], keyword: ['702.17', 'Trample'] },
  { file: 'cr-2014-09-26.txt', rules: [1970, 2040], sections: 126, chapters: 9, terms: [485, 505], keyword: ['702.19', 'Trample'] },
  { file: 'cr-2022-11-18.txt', rules: [2750, 2830], sections: 141, chapters: 9, terms: [635, 660], keyword: ['702.19', 'Trample'] },
  { file: 'cr-2026-01-16.txt', rules: [3070, 3160], sections: 146, chapters: 9, terms: [715, 735], keyword: ['702.19', 'Trample'] },
]

const present = existsSync(CORPORA)
const DECORATION = /={5,}|-{5,}/
const count = (text: string, re: RegExp) => (text.match(re) ?? []).length

describe.skipIf(!present)(`every CR version in ../shared/corpora${present ? '' : ' (skipped: ../shared/corpora is absent)'}`, () => {
  for (const version of VERSIONS) {
    describe(version.file, () => {
      let text = ''
      let root: Root
      let blocks: Block[] = []
      beforeAll(() => {
        text = readCorpus(CORPORA + version.file)
        root = parseCr(text)
        blocks = [...walk(root.children)]
      })

      test('every character is owned once, by a node or a noise entry', () => {
        const coverage = checkCoverage(text, root)
        expect(coverage.missing.length + coverage.doubled.length, describeCoverage(text, coverage)).toBe(0)
        expect(root.problems).toEqual([])
      })

      test('has every numbered rule line of the body as one rule, and its chapters and sections', () => {
        // Counted like grep would: body lines (after the contents, before the glossary) that start NNN.N.
        const lines = text.split('\n')
        const glossaryAt = lines.findLastIndex((line) => line.trim() === 'Glossary')
        // (A space after the section's period before a subrule is 2009's misprint of Storm's subrules: "702. 37a".)
        const ruleLines = lines.slice(0, glossaryAt).filter((line) => /^\s*\d{3}\.(?: (?=\d+[a-z]\s))?\d+[a-z]?(?:\.?\s|\.[A-Z])/.test(line)).length
        const counts = countKinds(root)
        expect(counts.rule).toBe(ruleLines)
        expect(counts.rule).toBeGreaterThanOrEqual(version.rules[0])
        expect(counts.rule).toBeLessThanOrEqual(version.rules[1])
        expect(counts.section).toBe(version.sections)
        expect(counts.chapter).toBe(version.chapters)
        expect(counts.contents).toBe(1)
      })

      test('no node text or title holds a banner or underline', () => {
        const decorated = blocks.filter((b) => DECORATION.test(b.text) || DECORATION.test(b.title ?? ''))
        expect(decorated.map((b) => `${b.kind} ${b.number ?? b.title}: ${b.text.slice(0, 60)}`)).toEqual([])
      })

      test('every glossary entry is a term with its definition', () => {
        const glossary = root.children.filter((b) => b.kind === 'glossary')
        expect(glossary).toHaveLength(1)
        const entries = glossary[0].children
        // Prose with no term of its own (a table row, a second paragraph) would be a `text` entry.
        expect(entries.filter((b) => b.kind !== 'term').map((b) => b.text.slice(0, 60))).toEqual([])
        expect(entries.length).toBeGreaterThanOrEqual(version.terms[0])
        expect(entries.length).toBeLessThanOrEqual(version.terms[1])
        expect(entries.filter((b) => b.text.trim() === '').map((b) => b.title)).toEqual([])
        // A term is a name, not a wrapped line of the definition above it.
        expect(entries.filter((b) => /^[a-z]|[.,;]$/.test(b.title ?? '')).map((b) => b.title)).toEqual([])
      })

      test(`${version.keyword[0]} is titled ${version.keyword[1]} and heads its subrules`, () => {
        const rule = findNumber(root, version.keyword[0])
        expect(rule?.title).toBe(version.keyword[1])
        expect(rule?.children.length).toBeGreaterThan(2)
      })

      test('the contents list holds only its entries', () => {
        const contents = root.children.find((b) => b.kind === 'contents')!
        const long = contents.text.split('\n').filter((line) => line.length > 70)
        expect(long).toEqual([])
      })

      test('characters the source lost (U+FFFD) and (R) marks stay in the text', () => {
        const inNodes = (re: RegExp) => blocks.reduce((sum, b) => sum + count(b.text, re), 0)
        expect(inNodes(/\uFFFD/g)).toBe(count(text, /\uFFFD/g))
        expect(inNodes(/\([rR]\)/g)).toBe(count(text, /\([rR]\)/g))
      })
    })
  }

  describe('the 1999 version, hard-wrapped between banners', () => {
    let text = ''
    let root: Root
    beforeAll(() => {
      text = readCorpus(CORPORA + 'cr-1999-04-23.txt')
      root = parseCr(text)
    })

    test('drops every banner and underline line as noise, with its reason', () => {
      const banners = text.split('\n').filter((line) => /^\s*([=-])\1{3,}\s*$/.test(line)).length
      expect(banners).toBe(91)
      expect(root.noise.filter((n) => n.reason === 'banner line')).toHaveLength(banners)
    })

    test('reads chapters, sections and title-only rules without their underlines', () => {
      expect(findNumber(root, '1')?.text).toBe('The Game')
      expect(findNumber(root, '100')?.text).toBe('General')
      expect(findNumber(root, '214.9')?.title).toBe('Lands')
    })

    test('keeps the notice and the introduction after the contents out of it', () => {
      const kinds = root.children.slice(0, 5).map((b) => `${b.kind}:${b.title}`)
      expect(kinds).toEqual([
        'preface:Comprehensive Rules, 1999-04-23',
        'contents:Contents',
        'preface:null',
        'preface:Introduction',
        'chapter:The Game',
      ])
      expect(root.children[2].text).toMatch(/^In response to play issues/)
    })

    test('keeps a definition of several paragraphs under its one term', () => {
      const terms = root.children.find((b) => b.kind === 'glossary')!.children
      const counter = terms.find((b) => b.title === 'Counter')!
      expect(counter.text.split('\n')).toEqual([
        expect.stringMatching(/^1\. To counter a spell/),
        expect.stringMatching(/^2\. A counter is a marker/),
      ])
      const symbol = terms.find((b) => b.title === 'Expansion Symbol')!
      expect(symbol.text).toMatch(/\nArabian Nights +Scimitar \(sword\)\n/)
    })

    test('reads the index as its own node, one entry a line, between the glossary and the credits', () => {
      const kinds = root.children.slice(-3).map((b) => b.kind)
      expect(kinds).toEqual(['glossary', 'index', 'credits'])
      const index = root.children[root.children.length - 2]
      expect(index.text.split('\n')).toContain('Abilities, 402')
    })
  })

  test('a rule whose number lost its space ("305.3.After", "901.4.All") is a rule of its own', () => {
    const r1999 = parseCr(readCorpus(CORPORA + 'cr-1999-04-23.txt'))
    expect(findNumber(r1999, '305.3')?.text).toMatch(/^After triggered abilities/)
    expect(findNumber(r1999, '305.2')?.text).toBe('The main phase has no steps.')
    const r2022 = parseCr(readCorpus(CORPORA + 'cr-2022-11-18.txt'))
    expect(findNumber(r2022, '901.4')?.text).toMatch(/^All plane and phenomenon cards/)
    expect(findNumber(r2022, '901.3a')?.text).not.toMatch(/901\.4/)
  })

  test('2004 keeps its emptied section 215 apart from rule 214.4 above it', () => {
    const root = parseCr(readCorpus(CORPORA + 'cr-2004-10-01.txt'))
    expect(findNumber(root, '214.4')?.text).not.toMatch(/section is now empty/)
    expect(findNumber(root, '215')?.text).toMatch(/^This section is now empty\./)
  })

  test('2009 opens its body with chapter 1, worded "The Game" unlike its contents entry', () => {
    const root = parseCr(readCorpus(CORPORA + 'cr-2009-07-11.txt'))
    const chapter = root.children.find((b) => b.kind === 'chapter')!
    expect([chapter.number, chapter.title]).toEqual(['1', 'The Game'])
    expect(chapter.children[0].number).toBe('100')
    const contents = root.children.find((b) => b.kind === 'contents')!
    expect(contents.text.split('\n').slice(-1)).toEqual(['Questions?'])
  })
})
