/**
 * Fixture folders: `input.txt` and the expected tree, projected to what a reader
 * of the tree relies on (kinds, numbers, titles, text, nesting). Set
 * UPDATE_FIXTURES=1 to write a missing `expected.json`, then read it before committing.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { checkCoverage, describeCoverage } from '../coverage.js'
import type { Block, Root } from '../tree.js'
import { rulingsFormat } from './index.js'

const dir = join(import.meta.dirname, 'fixtures')

interface Projected {
  kind: string
  number: string | null
  title: string | null
  text: string
  flags?: string[]
  children?: Projected[]
}

function project(blocks: Block[]): Projected[] {
  return blocks.map((block) => ({
    kind: block.kind,
    number: block.number,
    title: block.title,
    text: block.text,
    ...(block.flags?.length ? { flags: block.flags } : {}),
    ...(block.children.length ? { children: project(block.children) } : {}),
  }))
}

function summary(root: Root) {
  return {
    meta: root.meta,
    problems: root.problems.map((p) => p.message),
    noise: root.noise.map((n) => n.reason),
    blocks: project(root.children),
  }
}

const folders = readdirSync(dir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

describe('fixtures', () => {
  test('there are fixtures to run', () => {
    expect(folders.length).toBeGreaterThanOrEqual(7)
  })

  for (const name of folders) {
    test(name.replaceAll('-', ' '), () => {
      const text = readFileSync(join(dir, name, 'input.txt'), 'utf8')
      const root = rulingsFormat.parse(text)
      const coverage = checkCoverage(text, root)
      expect(coverage.missing.length + coverage.doubled.length, describeCoverage(text, coverage)).toBe(0)
      const expectedPath = join(dir, name, 'expected.json')
      if (!existsSync(expectedPath) && process.env.UPDATE_FIXTURES) {
        writeFileSync(expectedPath, JSON.stringify(summary(root), null, 2) + '\n')
      }
      const expected = JSON.parse(readFileSync(expectedPath, 'utf8'))
      expect(summary(root)).toEqual(expected)
    })
  }
})
