import { expect, test } from 'vitest'
import { wordDiff, type DiffPart } from './diff.js'

const joined = (parts: DiffPart[], keep: 'before' | 'after') =>
  parts
    .filter((p) => p.op === 'same' || p.op === (keep === 'before' ? 'del' : 'ins'))
    .map((p) => p.text)
    .join('')

test('an era change is one deletion and one insertion between unchanged runs', () => {
  const parts = wordDiff('When a creature comes into play, draw a card.', 'When a creature enters the battlefield, draw a card.')
  expect(parts).toEqual([
    { op: 'same', text: 'When a creature ' },
    { op: 'del', text: 'comes into play' },
    { op: 'ins', text: 'enters the battlefield' },
    { op: 'same', text: ', draw a card.' },
  ])
})

test('adjacent parts of one op are merged: no two neighbours share an op', () => {
  const parts = wordDiff('a b c d e f', 'a x y z e f')
  for (let i = 1; i < parts.length; i++) expect(parts[i].op).not.toBe(parts[i - 1].op)
  expect(parts.filter((p) => p.op === 'del')).toEqual([{ op: 'del', text: 'b c d' }])
  expect(parts.filter((p) => p.op === 'ins')).toEqual([{ op: 'ins', text: 'x y z' }])
})

test('both texts can be rebuilt exactly from the parts, whitespace and markup-like text included', () => {
  const before = 'Deal 3 damage to <-spell type-> [post=123]\n“quoted”  twice'
  const after = 'Deal 2 damage to <-spell type-> [post=124]\n"quoted" twice'
  const parts = wordDiff(before, after)
  expect(joined(parts, 'before')).toBe(before)
  expect(joined(parts, 'after')).toBe(after)
})

test('identical texts are one same part; empty sides are one insertion or deletion; both empty is nothing', () => {
  expect(wordDiff('Trample', 'Trample')).toEqual([{ op: 'same', text: 'Trample' }])
  expect(wordDiff('', 'New rule.')).toEqual([{ op: 'ins', text: 'New rule.' }])
  expect(wordDiff('Old rule.', '')).toEqual([{ op: 'del', text: 'Old rule.' }])
  expect(wordDiff('', '')).toEqual([])
})

test('a renumbered reference shows only the number changing', () => {
  const parts = wordDiff('See rule 502.9, “Trample.”', 'See rule 702.19, “Trample.”')
  expect(parts.filter((p) => p.op !== 'same').map((p) => `${p.op}:${p.text}`)).toEqual(['del:502.9', 'ins:702.19'])
})
