import { existsSync } from 'node:fs'
import { beforeAll, describe, expect, test } from 'vitest'
import { checkCoverage, describeCoverage } from '../coverage.js'
import type { Root } from '../tree.js'
import { detectCr } from './detect.js'
import { parseCr } from './parse.js'
import { CR_2026, countKinds, findNumber, readDecoded, walk } from './test-helpers.js'

describe.runIf(existsSync(CR_2026))('the full Comprehensive Rules of 2026-01-16', () => {
  let text = ''
  let root: Root
  let lines: string[] = []
  let glossaryAt = 0
  beforeAll(() => {
    text = readDecoded(CR_2026)
    const started = performance.now()
    root = parseCr(text)
    console.log(`parsed ${text.length} characters in ${(performance.now() - started).toFixed(0)} ms`)
    lines = text.split('\n')
    // The second "Glossary" line: the first one is in the contents.
    glossaryAt = lines.findIndex((line, i) => line === 'Glossary' && lines.indexOf('Glossary') !== i)
  })

  test('is recognised with high confidence', () => {
    expect(detectCr(text)).toBeGreaterThan(0.9)
  })

  test('every character is owned once', () => {
    const coverage = checkCoverage(text, root)
    expect(coverage.missing.length + coverage.doubled.length, describeCoverage(text, coverage)).toBe(0)
  })

  test('has as many numbered rules as there are rule lines in the body', () => {
    // Counted like grep would: lines of the body that start with NNN.N.
    const expected = lines.slice(0, glossaryAt).filter((line) => /^\d{3}\.\d+[a-z]?\.?\s/.test(line)).length
    expect(expected).toBeGreaterThan(3000)
    expect(expected).toBeLessThan(3300)
    expect(countKinds(root).rule).toBe(expected)
  })

  test('has the nine chapters and every section exactly once', () => {
    const counts = countKinds(root)
    expect(counts.chapter).toBe(9)
    const sections = lines.slice(0, glossaryAt).filter((line) => /^\d{3}\. /.test(line)).length
    // Each section heading appears once in the contents and once in the body.
    expect(counts.section).toBe(sections / 2)
    expect(counts.contents).toBe(1)
    expect(root.problems).toEqual([])
  })

  test('has about 725 glossary terms with their definitions', () => {
    const glossary = root.children.find((b) => b.kind === 'glossary')
    expect(glossary).toBeDefined()
    const terms = glossary!.children.filter((b) => b.kind === 'term')
    expect(terms.length).toBeGreaterThan(700)
    expect(terms.length).toBeLessThan(750)
    const ability = terms.find((t) => t.title === 'Ability')
    expect(ability?.text.split('\n')).toHaveLength(3)
    expect(terms.every((t) => t.number === null && t.text.length > 0)).toBe(true)
  })

  test('reads the date and title from the title block', () => {
    expect(root.meta.date).toBe('2026-01-16')
    expect(root.meta.dateEvidence).toBe('These rules are effective as of January 16, 2026.')
    expect(root.meta.title).toBe('Comprehensive Rules, 2026-01-16')
  })

  test('nests subrules, keeps examples and credits', () => {
    const rule = findNumber(root, '101.2')!
    expect(rule.text).toMatch(/takes precedence\.\nExample: If one effect reads/)
    expect(rule.children.map((c) => c.number)).toEqual(['101.2a'])
    expect(findNumber(root, '704.5k')).toBeDefined()
    expect(findNumber(root, '704.5l')).toBeUndefined()
    expect(findNumber(root, '119.1d')?.text.startsWith('In a two-player Brawl game')).toBe(true)
    expect(findNumber(root, '606.5')?.text.startsWith('If the total cost')).toBe(true)
    expect(root.children[root.children.length - 1].kind).toBe('credits')
    for (const block of walk(root.children)) {
      if (block.kind === 'rule') expect(block.number).toMatch(/^\d{3}\.\d+[a-z]?$/)
    }
  })
})
