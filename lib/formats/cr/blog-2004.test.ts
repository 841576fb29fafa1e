import { beforeAll, describe, expect, test } from 'vitest'
import { checkCoverage, describeCoverage } from '../coverage.js'
import type { Root } from '../tree.js'
import { detectCr } from './detect.js'
import { parseCr } from './parse.js'
import { BLOG_2004, countKinds, findNumber, readDecoded } from './test-helpers.js'

describe('sections 4 and 5 of the 2004 rules pasted into a blog', () => {
  let text = ''
  let root: Root
  beforeAll(() => {
    text = readDecoded(BLOG_2004)
    root = parseCr(text)
  })

  test('is recognised', () => {
    expect(detectCr(text)).toBeGreaterThan(0.7)
  })

  test('every character is owned once', () => {
    const coverage = checkCoverage(text, root)
    expect(coverage.missing.length + coverage.doubled.length, describeCoverage(text, coverage)).toBe(0)
  })

  test('has chapters 5 and 4, in the order pasted', () => {
    const chapters = root.children.filter((b) => b.kind === 'chapter')
    expect(chapters.map((c) => [c.number, c.title])).toEqual([
      ['5', 'Additional Rules'],
      ['4', 'Spells, Abilities, and Effects'],
    ])
    expect(chapters[0].children[0]).toMatchObject({ kind: 'section', number: '500', title: 'Legal Attacks and Blocks' })
  })

  test('has every numbered line of the source as a rule', () => {
    const expected = text.split('\n').filter((line) => /^\d{3}\.\d+[a-z]?\.?\s/.test(line)).length
    expect(countKinds(root).rule).toBe(expected)
    expect(root.problems).toEqual([])
  })

  test('keeps rule text as written, examples inline', () => {
    const rule = findNumber(root, '500.1')!
    expect(rule.text.startsWith('Some effects restrict declaring attackers or blockers in combat')).toBe(true)
    expect(rule.text).toContain('(See rule 308, “Declare Attackers Step,”')
    expect(findNumber(root, '500.2')!.text).toContain('(Tapped creatures and creatures with unpaid costs to attack are exempt from effects that would require them to attack.) Example: A player controls')
    expect(findNumber(root, '419.6a')).toBeDefined()
    expect(findNumber(root, '419.6a')!.kind).toBe('rule')
  })

  test('a title-only rule heads its subrules', () => {
    const firstStrike = findNumber(root, '502.2')!
    expect(firstStrike).toMatchObject({ title: 'First Strike', text: 'First Strike' })
    expect(firstStrike.children.map((c) => c.number)).toEqual(['502.2a', '502.2b', '502.2c', '502.2d'])
  })

  test('blog chrome and unrelated posts are noise', () => {
    const dropped = root.noise.map((n) => [n.reason, text.slice(n.span.start, n.span.end)])
    expect(dropped).toContainEqual(['blog chrome', '| part 3 |'])
    expect(dropped).toContainEqual(['blog chrome', '[02 Apr 2004|12:05am] |'])
    expect(dropped).toContainEqual(['blog chrome', 'mood |'])
    expect(dropped).toContainEqual(['unrelated blog post', 'this is strange.... I think.'])
    expect(dropped.every(([, t]) => !/^\d{3}\./.test(t))).toBe(true)
  })

  test('is dated by its post stamps', () => {
    expect(root.meta.date).toBe('2004-04-02')
    expect(root.meta.dateEvidence).toMatch(/^\[02 Apr 2004\|/)
  })
})
