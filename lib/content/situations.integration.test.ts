// The CR's situations cover what players ask most: at least five for every keyword action and ability (701, 702) of
// the newest CR in ../shared/corpora, under its rule or its subrules (issue: "at least 5 each").
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseSituations } from './situations.js'

const REPO = resolve(import.meta.dirname, '..', '..')
const CR = resolve(REPO, '..', 'shared', 'corpora', 'cr-2026-01-16.txt')

describe.skipIf(!existsSync(CR))(`situations for every keyword${existsSync(CR) ? '' : ' (skipped: ../shared/corpora/cr-2026-01-16.txt absent)'}`, () => {
  it('every keyword action and ability of the newest CR has at least five situations under its rule or subrules', () => {
    const text = readFileSync(CR, 'utf8').replace(/\r\n?/g, '\n')
    // "701.8. Destroy": the body's headings (the contents list them too; a Set keeps one of each)
    const keywords = new Map([...text.matchAll(/^(70[12]\.(\d+))\. (.+)$/gm)].filter((m) => Number(m[2]) > 1).map((m) => [m[1], m[3].trim()]))
    expect(keywords.size).toBeGreaterThan(200)
    const file = parseSituations(readFileSync(join(REPO, 'content', 'situations', 'cr.yaml'), 'utf8'), 'cr.yaml')
    const count = new Map<string, number>()
    for (const e of file.entries) {
      const k = /^(70[12]\.\d+)(?:[a-z]+)?$/.exec(e.number ?? '')?.[1]
      if (k) count.set(k, (count.get(k) ?? 0) + e.situations.length)
    }
    const short = [...keywords].filter(([n]) => (count.get(n) ?? 0) < 5).map(([n, title]) => `${n} ${title}: ${count.get(n) ?? 0}`)
    expect(short).toEqual([])
  })
})
