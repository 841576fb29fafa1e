import { expect, test } from 'vitest'
import { checkCoverage } from '../coverage.js'
import { ParseError } from '../family.js'
import { parseCr } from './parse.js'

// These guard against quadratic or exponential work: they fail by timing out.

test('a 5 MB single line ends in a ParseError', () => {
  const text = 'the quick brown fox jumps over the lazy dog '.repeat(120_000)
  expect(text.length).toBeGreaterThan(5_000_000)
  expect(() => parseCr(text)).toThrow(ParseError)
}, 20_000)

test('a 5 MB single line that starts like a rule is one rule', () => {
  const text = '100.1. ' + '1.1. 100.1 see rule 100.2. '.repeat(190_000)
  const root = parseCr(text)
  expect(root.children).toHaveLength(1)
  expect(root.children[0].number).toBe('100.1')
}, 20_000)

test('100,000 near-rule lines parse, with every duplicate reported', () => {
  const lines: string[] = []
  for (let i = 0; i < 100_000; i++) lines.push(`${100 + (i % 7)}.${i % 13}${'abc'[i % 3]} rule text ${i}.`)
  const text = lines.join('\n')
  const root = parseCr(text)
  const coverage = checkCoverage(text, root)
  expect(coverage.missing.length + coverage.doubled.length).toBe(0)
  expect(root.problems.length).toBeGreaterThan(90_000)
  expect(root.problems[0].message).toMatch(/\d{3}\.\d+[abc]/)
}, 30_000)

test('100,000 wrapped lines that each start with a number do not hang', () => {
  const lines = ['100.1. A rule that goes on']
  for (let i = 0; i < 100_000; i++) lines.push(`${100 + (i % 900)}.${i % 50} and on, see rule`)
  const root = parseCr(lines.join('\n'))
  expect(root.children.length).toBeGreaterThan(0)
}, 30_000)
