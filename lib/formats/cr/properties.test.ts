import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { checkCoverage } from '../coverage.js'
import { ParseError } from '../family.js'
import { parseCr } from './parse.js'
import { BLOG_2004, readDecoded } from './test-helpers.js'

/** Either a tree that owns every character once, or a ParseError: nothing else. */
function treeOrParseError(text: string): 'tree' | 'error' {
  let root
  try {
    root = parseCr(text)
  } catch (error) {
    if (error instanceof ParseError) return 'error'
    throw error
  }
  const coverage = checkCoverage(text, root)
  if (coverage.missing.length || coverage.doubled.length) {
    throw new Error(`coverage broken: ${JSON.stringify(coverage).slice(0, 200)}`)
  }
  return 'tree'
}

const blogLines = readDecoded(BLOG_2004).split('\n')
// A slice keeps each run fast; its start varies so the whole file is visited.
const excerpt = fc.integer({ min: 0, max: blogLines.length - 40 }).map((at) => blogLines.slice(at, at + 40))

const pieces = fc.constantFrom(
  '500.1. ', '502.2a ', '5. ', '500. ', 'Glossary', 'Credits', 'Contents', 'Example: ', '|', '] |',
  '[02 Apr 2004|12:05am] |', 'These rules are current as of April 1, 2004.', '\n', '\n\n', ' ', '   ', 'see rule',
  'First Strike', '1. Text', '“quoted”', '—', '\t', '419.6a',
)

describe('any input gives a covered tree or a ParseError', () => {
  test('random text', () => {
    fc.assert(fc.property(fc.string({ maxLength: 300 }), (s) => ['tree', 'error'].includes(treeOrParseError(s))))
  })

  test('random text built from CR-shaped pieces', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(pieces, fc.string({ maxLength: 12 })), { maxLength: 60 }), (parts) =>
        ['tree', 'error'].includes(treeOrParseError(parts.join(''))),
      ),
    )
  })

  test('lines dropped, duplicated, shuffled or truncated', () => {
    const mutation = fc.tuple(
      excerpt,
      fc.array(fc.tuple(fc.constantFrom('drop', 'dup', 'swap', 'cut'), fc.nat(), fc.nat()), { maxLength: 12 }),
    )
    fc.assert(
      fc.property(mutation, ([lines, edits]) => {
        const copy = [...lines]
        for (const [op, a, b] of edits) {
          if (copy.length === 0) break
          const i = a % copy.length
          const j = b % copy.length
          if (op === 'drop') copy.splice(i, 1)
          else if (op === 'dup') copy.splice(j, 0, copy[i])
          else if (op === 'swap') [copy[i], copy[j]] = [copy[j], copy[i]]
          else copy[i] = copy[i].slice(0, b % (copy[i].length + 1))
        }
        return treeOrParseError(copy.join('\n')) !== undefined
      }),
      { numRuns: 200 },
    )
  })

  test('an unmutated excerpt with a rule in it always gives a tree', () => {
    fc.assert(
      fc.property(excerpt, (lines) => {
        fc.pre(lines.some((l) => /^\d{3}\.\d+/.test(l)))
        return treeOrParseError(lines.join('\n')) === 'tree'
      }),
      { numRuns: 100 },
    )
  })
})
