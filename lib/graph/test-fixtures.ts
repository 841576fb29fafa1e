/** Test helper: the sentence-named fixture folders beside the graph modules. */
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Family } from '../types.js'

export interface Fixture<T> {
  name: string
  input: string
  family: Family
  expected: T
}

const root = fileURLToPath(new URL('./fixtures/', import.meta.url))

/** Every fixture whose expected.json has `key`, so one folder tree serves both analysers. */
export function loadFixtures<T>(key: 'citations' | 'references'): Array<Fixture<T>> {
  return readdirSync(root)
    .sort()
    .flatMap((name) => {
      const expected = JSON.parse(readFileSync(`${root}${name}/expected.json`, 'utf8')) as Record<string, unknown>
      if (!(key in expected)) return []
      const input = readFileSync(`${root}${name}/input.txt`, 'utf8')
      return [{ name: name.replace(/-/g, ' '), input, family: expected.family as Family, expected: expected[key] as T }]
    })
}

export const contentDir = fileURLToPath(new URL('../../content/', import.meta.url))
