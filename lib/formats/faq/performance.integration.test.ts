// Stress inputs of megabytes (integration: seconds each): the parser stays linear, whatever the input.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ParseError } from '../family.js'
import type { Root } from '../tree.js'
import { faqFormat } from './index.js'
import { expectCovered } from '../test-kit.js'

const thread = readFileSync(join(import.meta.dirname, '../../../content', 'faq-rules-qa.txt'), 'utf8')

describe('performance', () => {
  it('parses 5 MB in well under 10 s, and a 5 MB single line too', () => {
    const big = thread.repeat(Math.ceil(5_000_000 / thread.length))
    let t0 = performance.now()
    expect(faqFormat.parse(big).children.length).toBeGreaterThan(16 * 50)
    expect(performance.now() - t0).toBeLessThan(5_000)
    t0 = performance.now()
    expect(() => faqFormat.parse(big.replace(/\n/g, ' '))).toThrow(ParseError)
    expect(performance.now() - t0).toBeLessThan(5_000)
  })

  it('stays linear on hostile inputs: thousands of headings, questions, blank lines', () => {
    // 2 MB each: linear time shows at any size, and these inputs build far more
    // nodes per byte than a real thread (the 5 MB case is the test above).
    for (const unit of ['H\nBack to the Table of Contents\nSig\n\n', 'Q: x\n', '\n', 'T\nBack to the Table of Contents\n{p}\n  • a\n']) {
      const big = unit.repeat(Math.ceil(2_000_000 / unit.length))
      const t0 = performance.now()
      let root: Root | null = null
      try {
        root = faqFormat.parse(big)
      } catch (error) {
        expect(error).toBeInstanceOf(ParseError)
      }
      expect(performance.now() - t0, JSON.stringify(unit)).toBeLessThan(5_000)
      if (root) expectCovered(big, root)
    }
  })
})
