import { describe, expect, test } from 'vitest'
import { readNumber } from './classify.js'
import { judge, type Neighbours, type Position } from './wrapped-lines.js'
import { parseCr } from './parse.js'
import { findNumber } from './test-helpers.js'

const at = (section: number | null, rule: number | null = null, letter: string | null = null): Position => ({
  chapter: section === null ? null : Math.floor(section / 100),
  section,
  rule,
  letter,
})
const around = (over: Partial<Neighbours> = {}): Neighbours => ({
  wrapped: true,
  adjacent: true,
  prevText: 'a sentence that ends.',
  prevClosed: true,
  indented: false,
  next: null,
  seen: false,
  ...over,
})

describe('judging a line that starts with a rule number', () => {
  test('the next subrule opens', () => {
    expect(judge(readNumber('502.2b Text')!, at(502, 2, 'a'), around())).toBe('open')
  })

  test('skipped letters (no l, no o) still open', () => {
    expect(judge(readNumber('704.5m Text')!, at(704, 5, 'k'), around())).toBe('open')
  })

  test('a number after "see rule" on a wrapped line continues it', () => {
    const verdict = judge(readNumber('502.3. This is more text')!, at(502, 2, 'd'), around({ prevText: 'as described in rule', prevClosed: false }))
    expect(verdict).toBe('continue')
  })

  test('a lower number glued to an unfinished line continues it', () => {
    expect(judge(readNumber('212.3d for more.')!, at(502, 9), around({ prevText: 'and', prevClosed: false }))).toBe('continue')
  })

  test('a number seen before, after a finished sentence, is a repeat', () => {
    expect(judge(readNumber('502.2a Text')!, at(502, 3), around({ seen: true }))).toBe('repeat')
  })

  test('a new lower number after a finished sentence goes backwards', () => {
    expect(judge(readNumber('300.1. Text')!, at(502, 3), around())).toBe('backwards')
  })

  test('a chapter line opens only when its own section follows', () => {
    expect(judge(readNumber('5. Additional Rules')!, at(419, 7, 'b'), around({ next: readNumber('500. Legal Attacks') }))).toBe('open')
    expect(judge(readNumber('5. Additional Rules')!, at(419, 7, 'b'), around({ next: readNumber('419.8. Text') }))).toBe('continue')
  })
})

test('an enumeration inside a rule stays in the rule', () => {
  const root = parseCr('100.1. Do these in order:\n1. Untap.\n2. Draw a card.\n100.2. Next rule.\n')
  expect(findNumber(root, '100.1')!.text).toBe('Do these in order: 1. Untap. 2. Draw a card.')
  expect(findNumber(root, '100.2')).toBeDefined()
})

test('in an unwrapped document each line of a rule is a paragraph', () => {
  const long = 'word '.repeat(40).trim()
  const root = parseCr(`100.1. ${long}.\n     ${long} again.\nExample: ${long}.\n`)
  expect(findNumber(root, '100.1')!.text.split('\n')).toHaveLength(3)
})

test('an Example line of a wrapped document opens a paragraph and takes its continuation', () => {
  const root = parseCr('100.1. A rule.\nExample: One thing\nand another.\n100.2. Next.\n')
  expect(findNumber(root, '100.1')!.text).toBe('A rule.\nExample: One thing and another.')
})
