import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseSituations, SituationsError } from './situations.js'

const FILE = `# a comment
series: ipg
written: Written blind from each section's text.
sections:
  - number: "2.3"
    title: "Game Play Error — Hidden Card Error"
    situations:
      - "opp drew 4 off ancestral recall"
      - "I   scried two
        instead of one"
  - number: "2.3"
    title: "Game Play Error — Hidden Card Error"
    part: "Additional Remedy"
    situations: ["how do we fix it"]
  - number: null
    title: "Serious Problems"
    situations: ["kick a player out"]
`

const error = (text: string) => {
  try {
    parseSituations(text, 'situations/ipg.yaml')
  } catch (e) {
    if (e instanceof SituationsError) return `${e.line}: ${e.reason}`
    throw e
  }
  return 'no error'
}

describe('parseSituations', () => {
  it('reads the series, how the file was written, and each key with its situations, one line each', () => {
    const f = parseSituations(FILE, 'situations/ipg.yaml')
    expect(f.series).toBe('ipg')
    expect(f.written).toBe("Written blind from each section's text.")
    expect(f.entries.map((e) => [e.number, e.title, e.part, e.line])).toEqual([
      ['2.3', 'Game Play Error — Hidden Card Error', null, 5],
      ['2.3', 'Game Play Error — Hidden Card Error', 'Additional Remedy', 11],
      [null, 'Serious Problems', null, 15],
    ])
    expect(f.entries[0].situations).toEqual(['opp drew 4 off ancestral recall', 'I scried two instead of one'])
  })

  it('names the file and the line of what is wrong, and never drops an entry silently', () => {
    expect(error('series: ipg\nsections: []\n')).toMatch(/"written" must be text/)
    expect(error('series: IPG 2021\nwritten: x\nsections: []\n')).toMatch(/series id/)
    expect(error('series: ipg\nwritten: x\nsections:\n  - number: 2.10\n    title: T\n    situations: [a]\n')).toBe('4: "number" must be quoted ("2.10"): unquoted, 2.10 reads as 2.1')
    expect(error('series: ipg\nwritten: x\nsections:\n  - number: "1"\n    title: T\n    situations: []\n')).toMatch(/^6: "situations" of 1 T must be a list of at least one/)
    expect(error('series: ipg\nwritten: x\nsections:\n  - number: "1"\n    title: T\n    situation: [a]\n')).toMatch(/^6: unknown key "situation"/)
    expect(error('series: ipg\nwritten: x\nsections:\n  - number: "1"\n    situations: [a]\n')).toMatch(/"title" must be text/)
    expect(error('series: ipg\nwritten: x\nsections:\n  - "just text"\n')).toMatch(/^4: each section must be a map/)
    expect(error('series: ipg\nwritten: x\nsections:\n  - number: "1"\n    title: T\n    situations: [a, {b: 1}]\n')).toMatch(/"situation" must be text/)
    expect(error('series: [unclosed\n')).toMatch(/^\d+: not valid YAML/)
    expect(error('series: cr\nwritten: x\nsections:\n  - number: "702.19c"\n    title: Trample\n    words: [a]\n    situations: [b]\n')).toMatch(/^6: "words" must be text/)
    const e = (() => {
      try {
        parseSituations('series: ipg\n', 'situations/ipg.yaml')
      } catch (err) {
        return err as Error
      }
    })()
    expect(e?.message).toMatch(/^situations\/ipg\.yaml(:\d+)?: /)
  })

  it('reads every situations file the project ships, each saying how it was written', () => {
    const dir = 'content/situations'
    const files = readdirSync(dir).filter((f) => f.endsWith('.yaml'))
    expect(files.sort()).toEqual(['cr.yaml', 'ipg.yaml', 'jar.yaml', 'mtr.yaml'])
    for (const name of files) {
      const f = parseSituations(readFileSync(join(dir, name), 'utf8'), name)
      expect(f.series).toBe(name.replace('.yaml', ''))
      expect(f.written).toMatch(/blind/i)
      expect(f.entries.length).toBeGreaterThan(5)
      for (const e of f.entries) for (const s of e.situations) expect(s).not.toMatch(/\n/)
      // the CR's are under the rules that answer them, most with no title of their own: keyed by their first words too
      if (name === 'cr.yaml') expect(f.entries.filter((e) => e.words).length).toBeGreaterThan(f.entries.length / 2)
    }
  })
})
