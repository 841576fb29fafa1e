import { expect, test } from 'vitest'
import * as cr from './index.js'
import { ParseError } from '../family.js'

test('the public API is crFormat, detectCr and parseCr', () => {
  expect(Object.keys(cr).sort()).toEqual(['crFormat', 'detectCr', 'parseCr'])
  expect(cr.crFormat.id).toBe('cr')
  expect(cr.crFormat.name).toBe('Comprehensive Rules')
  expect(cr.crFormat.detect).toBe(cr.detectCr)
  expect(cr.crFormat.parse).toBe(cr.parseCr)
})

test('a text with no rules structure is a ParseError, not another exception', () => {
  expect(() => cr.parseCr('just some words\nand more words\n')).toThrow(ParseError)
  expect(() => cr.parseCr('')).toThrow(ParseError)
})

test('the tree is a cr root with noise and problems lists', () => {
  const root = cr.parseCr('100. General\n100.1. A rule.\n')
  expect(root.type).toBe('root')
  expect(root.family).toBe('cr')
  expect(root.noise).toEqual([])
  expect(root.problems).toEqual([])
  expect(root.children[0].kind).toBe('section')
})
