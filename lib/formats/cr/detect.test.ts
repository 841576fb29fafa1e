import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { detectCr } from './detect.js'

const content = (name: string) => readFileSync(new URL(`../../../content/${name}`, import.meta.url), 'utf8')

test('a rulings list numbered like the rules is not the rules', () => {
  expect(detectCr(content('rulings-2004-replacement-effects.txt'))).toBeLessThan(0.2)
  expect(detectCr(content('rulings-2002-timing.txt'))).toBeLessThan(0.2)
})

test('a newsgroup summary and a forum FAQ are not the rules', () => {
  expect(detectCr(content('summary-1994-general.txt'))).toBeLessThan(0.2)
  expect(detectCr(content('faq-rules-qa.txt'))).toBeLessThan(0.2)
})

test('a short CR excerpt is recognised', () => {
  const text = '502.2. First Strike\n502.2a First strike is a static ability.\n502.2b Multiple instances are redundant.\n'
  expect(detectCr(text)).toBeGreaterThan(0.5)
})

test('nothing at all scores zero', () => {
  expect(detectCr('')).toBe(0)
  expect(detectCr('hello')).toBe(0)
})

test('a huge single line is judged quickly and without error', () => {
  const score = detectCr('x'.repeat(5_000_000))
  expect(score).toBe(0)
})
