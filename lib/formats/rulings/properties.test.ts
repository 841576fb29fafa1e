/**
 * Whatever the input, parse either throws ParseError or returns a tree that owns
 * every non-whitespace character exactly once.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { checkCoverage, describeCoverage } from '../coverage.js'
import { ParseError } from '../family.js'
import { rulingsFormat } from './index.js'

const content = (name: string) => readFileSync(join(import.meta.dirname, '../../../content', name), 'utf8')
const sources = [content('rulings-2002-timing.txt'), content('rulings-2004-replacement-effects.txt')].map((t) => t.split('\n'))

/** 'parsed' with full coverage, or 'rejected' with a ParseError; anything else fails the property. */
function outcome(text: string): 'parsed' | 'rejected' {
  let root
  try {
    root = rulingsFormat.parse(text)
  } catch (error) {
    if (error instanceof ParseError) return 'rejected'
    throw error
  }
  const coverage = checkCoverage(text, root)
  if (coverage.missing.length || coverage.doubled.length) throw new Error(describeCoverage(text, coverage))
  return 'parsed'
}

// Pieces that steer random text towards the parser's decisions.
const piece = fc.constantFrom(
  '- ', '- T.1.1 - ', 'T.1 - Stack', 'T - Timing', '419.6 - Replacement Effects', '- 419.6a - ', '+ ', 'Note - ',
  '- Note - ', '|', '-----', '1. ', 'a) ', 'Example: ', 'Table of Contents:', 'Index', 'Credits:', '\n', '\n\n', '  ',
  'This search based on the January 15, 2004 release of the Rulings.', '[bethmo]', 'A.1.Ruling.2 - ', 'G1.1a - ', ' - ',
  // Whole releases: header lines, open circles, index lines, card summaries.
  'o ', 'o A.1.2 - ', 'A.1.1 - ', 'A - Abilities', 'Index', 'Activated, A.2', 'Card Rulings Summary', 'Updated 2008/03/17',
  "A '+' is used to mark changes since the 2008/02/11 release.", '- - * - * - B - * - * - -', 'Brightflame:',
  'Circle of Protection: Black:', '~this~', '[D\'Angelo 02/03/98]', 'Credits and Disclaimer:',
)
const randomText = fc.array(fc.oneof(piece, fc.string({ maxLength: 12 })), { maxLength: 60 }).map((parts) => parts.join(''))

type Mutation = { kind: 'drop' | 'duplicate' | 'swap' | 'truncate'; at: number; to: number }
const mutation = fc.record({
  kind: fc.constantFrom<Mutation['kind']>('drop', 'duplicate', 'swap', 'truncate'),
  at: fc.nat(),
  to: fc.nat(),
})

function mutate(lines: string[], mutations: Mutation[]): string {
  const out = lines.slice()
  for (const m of mutations) {
    if (out.length === 0) break
    const i = m.at % out.length
    const j = m.to % out.length
    if (m.kind === 'drop') out.splice(i, 1)
    else if (m.kind === 'duplicate') out.splice(j, 0, out[i])
    else if (m.kind === 'swap') [out[i], out[j]] = [out[j], out[i]]
    else out[i] = out[i].slice(0, m.to % (out[i].length + 1))
  }
  return out.join('\n')
}

describe('properties', () => {
  test('random text: full coverage or ParseError', () => {
    fc.assert(fc.property(randomText, (text) => {
      expect(['parsed', 'rejected']).toContain(outcome(text))
    }), { numRuns: 1500 })
  })

  test('mutated content files: full coverage or ParseError', () => {
    fc.assert(
      fc.property(fc.constantFrom(0, 1), fc.array(mutation, { minLength: 1, maxLength: 40 }), (which, mutations) => {
        expect(['parsed', 'rejected']).toContain(outcome(mutate(sources[which], mutations)))
      }),
      { numRuns: 300 },
    )
  })

  test('shuffled content files still parse, with as many entries as dashed lines', () => {
    fc.assert(
      fc.property(fc.constantFrom(0, 1), fc.infiniteStream(fc.nat()), (which, stream) => {
        const lines = sources[which].slice()
        const random = stream[Symbol.iterator]()
        for (let i = lines.length - 1; i > 0; i--) {
          const j = random.next().value % (i + 1)
          ;[lines[i], lines[j]] = [lines[j], lines[i]]
        }
        const text = lines.join('\n')
        expect(outcome(text)).toBe('parsed')
        const root = rulingsFormat.parse(text)
        let entries = 0
        const walk = (blocks: typeof root.children) => {
          for (const b of blocks) {
            if (b.kind === 'ruling' || b.kind === 'note') entries++
            walk(b.children)
          }
        }
        walk(root.children)
        expect(entries).toBe(lines.filter((l) => l.startsWith('- ')).length)
      }),
      { numRuns: 100 },
    )
  })

  test.each([
    'a-full-release-with-preface-contents-index-and-credits',
    'a-1999-general-release-with-open-circles-a-contents-list-ending-in-index-and-an-index-of-terms',
    'a-2008-general-release-with-dashed-entries-and-plus-marks',
    'a-card-rulings-summary-with-letter-separators-and-plus-marks',
    'a-card-rulings-changes-only-file',
  ])('the real-shape fixture %s survives line drops, duplicates, swaps and truncation', (name) => {
    const full = readFileSync(join(import.meta.dirname, 'fixtures', name, 'input.txt'), 'utf8').split('\n')
    fc.assert(fc.property(fc.array(mutation, { minLength: 1, maxLength: 15 }), (mutations) => {
      expect(['parsed', 'rejected']).toContain(outcome(mutate(full, mutations)))
    }), { numRuns: 300 })
  })

  test('a card summary keeps every card and every ruling line, in any order of its cards', () => {
    const text = readFileSync(join(import.meta.dirname, 'fixtures/a-card-rulings-summary-with-letter-separators-and-plus-marks/input.txt'), 'utf8')
    const [head, ...rest] = text.split('\n\n- - * - * - ')
    const letters = rest.map((part) => '- - * - * - ' + part.replace(/\n+Credits and Disclaimer:[\s\S]*$/, ''))
    fc.assert(fc.property(fc.shuffledSubarray(letters, { minLength: 1 }), (chosen) => {
      const shuffled = [head, ...chosen].join('\n\n')
      expect(outcome(shuffled)).toBe('parsed')
      const root = rulingsFormat.parse(shuffled)
      const cardLines = shuffled.split('\n').filter((l) => /^[A-Z].*:$/.test(l))
      expect(root.children.filter((b) => b.kind === 'card').map((b) => b.title + ':')).toEqual(cardLines)
    }), { numRuns: 100 })
  })
})
