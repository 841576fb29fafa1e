import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { checkCoverage, describeCoverage } from '../coverage.js'
import { parseCr } from './parse.js'
import { project, readDecoded } from './test-helpers.js'

const root = new URL('./fixtures/', import.meta.url).pathname
const folders = readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)

describe('fixtures', () => {
  test('there are fixtures to check', () => {
    expect(folders.length).toBeGreaterThanOrEqual(8)
  })

  for (const name of folders) {
    test(name.replace(/-/g, ' '), () => {
      const text = readDecoded(join(root, name, 'input.txt'))
      const tree = parseCr(text)
      const coverage = checkCoverage(text, tree)
      expect(coverage.missing.length + coverage.doubled.length, describeCoverage(text, coverage)).toBe(0)
      const actual = project(tree, text)
      const expectedPath = join(root, name, 'output.json')
      // Regenerate with UPDATE_FIXTURES=1, then read the diff before committing it.
      if (process.env.UPDATE_FIXTURES) writeFileSync(expectedPath, JSON.stringify(actual, null, 2) + '\n')
      expect(existsSync(expectedPath), `${name}/output.json is missing`).toBe(true)
      expect(actual).toEqual(JSON.parse(readFileSync(expectedPath, 'utf8')))
    })
  }
})
