// Stress inputs of megabytes (integration: seconds each): the parser stays linear, whatever the input.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ParseError } from '../family.js'
import type { Root } from '../tree.js'
import { newsgroupFormat } from './index.js'
import { expectCovered } from '../test-kit.js'

const summary = readFileSync(join(import.meta.dirname, '../../../content', 'summary-1994-general.txt'), 'utf8')

describe('performance', () => {
  it('parses a 5 MB single line in well under 10 s', () => {
    const big = summary.repeat(Math.ceil(5_000_000 / summary.length))
    const t0 = performance.now()
    const root = newsgroupFormat.parse(big)
    const elapsed = performance.now() - t0
    expect(elapsed).toBeLessThan(5_000)
    expect(root.children.filter((b) => b.kind === 'topic').length).toBeGreaterThan(18 * 100)
  })

  it('stays linear on hostile single lines: no brackets, unclosed brackets, runs of rules', () => {
    for (const unit of ['Word ---- ', 'Heading ------- ', '[open ', '+ ', 'x. ', '= ', 'From: ']) {
      const big = `Subject: x ${unit.repeat(Math.ceil(5_000_000 / unit.length))}`
      const t0 = performance.now()
      let root: Root | null = null
      try {
        root = newsgroupFormat.parse(big)
      } catch (error) {
        expect(error).toBeInstanceOf(ParseError)
      }
      expect(performance.now() - t0, unit).toBeLessThan(8_000)
      if (root) expectCovered(big, root)
    }
  })
})
