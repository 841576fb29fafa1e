import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { COMPILED, compiledText, vocabularyFiles } from '../../scripts/vocabulary.js'
import { compileVocabulary, parseVocabulary, VocabularyError } from './vocabulary.js'

const FILE = `# a comment
written: Written for this test.
spelled-out:
  mdfc: modal double-faced card
  'board wipe': destroy all creatures
also:
  deck: {library: 0.6}
  '4': {four: 0.8}
capitals:
  ID: intentional draw
forms:
  draw: [drew, drawn]
framing: [list, many]
fragments:
  article: '(?:(?:a|the) )?'
concepts:
  - key: cast
    label: cast / play a spell
    keep: [instant]
    spellings:
      - '\\bcast\\b'
      - '\\bplay {article}spell\\b'
`

const error = (text: string, file = 'vocabulary/players.yaml') => {
  try {
    parseVocabulary(text, file)
  } catch (e) {
    if (e instanceof VocabularyError) return e.message
    throw e
  }
  return 'no error'
}

describe('parseVocabulary', () => {
  it('reads how the file was written and each table, every entry with its line', () => {
    const f = parseVocabulary(FILE, 'vocabulary/players.yaml')
    expect(f.written).toBe('Written for this test.')
    expect(f.spelledOut).toEqual([['mdfc', 'modal double-faced card', 4], ['board wipe', 'destroy all creatures', 5]])
    expect(f.also).toEqual([['deck', [['library', 0.6]], 7], ['4', [['four', 0.8]], 8]])
    expect(f.capitals).toEqual([['ID', 'intentional draw', 10]])
    expect(f.forms).toEqual([['draw', ['drew', 'drawn'], 12]])
    expect(f.framing).toEqual(['list', 'many'])
    // the spellings are one pattern, fragments filled in
    expect(f.concepts).toEqual([{ key: 'cast', label: 'cast / play a spell', keep: ['instant'], pattern: '\\bcast\\b|\\bplay (?:(?:a|the) )?spell\\b', line: 17 }])
  })

  it('a writer\'s slip is an error naming the file and the line', () => {
    expect(error('written: x\nalso:\n  deck: {library: 0.6\n')).toMatch(/^vocabulary\/players\.yaml:\d+: not valid YAML/)
    expect(error('written: x\nspelled-out:\n  mdfc: modal\n  mdfc: other\n')).toMatch(/^vocabulary\/players\.yaml:4: not valid YAML: .*unique/i)
    expect(error('spelled-out:\n  mdfc: modal\n')).toBe('vocabulary/players.yaml:1: "written" (how the file was written) must be text')
    expect(error('written: x\nspeled-out:\n  mdfc: modal\n')).toMatch(/^vocabulary\/players\.yaml:2: unknown table "speled-out"/)
    expect(error('written: x\nalso:\n  deck: {library: 6}\n')).toBe('vocabulary/players.yaml:3: the weight of "deck" must be a number above 0, at most 1')
    expect(error('written: x\nalso:\n  deck: library\n')).toMatch(/^vocabulary\/players\.yaml:3: "deck" must map the documents' words to weights/)
    // a digit must be quoted: unquoted, 2.10 would read as 2.1
    expect(error('written: x\nalso:\n  2: {two: 0.8}\n')).toBe("vocabulary/players.yaml:3: a word of \"also\" must be text (quote it: '2')")
    expect(error('written: x\nforms:\n  draw: []\n')).toBe('vocabulary/players.yaml:3: the past forms of "draw" must be a list of at least one')
    expect(error("written: x\nconcepts:\n  - key: etb\n    label: enters\n    spellings:\n      - '\\bok\\b'\n      - '(unclosed'\n", 'vocabulary/era.yaml')).toMatch(/^vocabulary\/era\.yaml:7: not a regular expression/)
    expect(error("written: x\nconcepts:\n  - key: etb\n    label: enters\n    spellings: ['{nothing}']\n", 'vocabulary/era.yaml')).toBe('vocabulary/era.yaml:5: no fragment "nothing" (fragments:)')
    expect(error('written: x\nconcepts:\n  - key: etb\n    label: enters\n    spelling: [x]\n', 'vocabulary/era.yaml')).toBe('vocabulary/era.yaml:5: unknown field "spelling" of a concept')
  })
})

describe('compileVocabulary', () => {
  const file = (name: string, body: string) => parseVocabulary(`written: x\n${body}`, `vocabulary/${name}`)

  it('joins the files in order; a word read the same way twice is fine', () => {
    const c = compileVocabulary([file('a.yaml', 'also:\n  die: {graveyard: 0.5}\n'), file('b.yaml', 'also:\n  dies: {graveyard: 0.5}\nspelled-out:\n  gy: graveyard\n')])
    expect(c.also).toEqual([['die', [['graveyard', 0.5]]], ['dies', [['graveyard', 0.5]]]])
    expect(c.spelledOut).toEqual([['gy', 'graveyard']])
  })

  it('a word two files read otherwise is an error naming both places', () => {
    // "dies" is "die" to search: one word
    expect(() => compileVocabulary([file('a.yaml', 'also:\n  die: {graveyard: 0.5}\n'), file('b.yaml', 'also:\n  dies: {death: 0.5}\n')])).toThrow(
      'vocabulary/b.yaml:3: "die" is read otherwise at vocabulary/a.yaml:3',
    )
    expect(() => compileVocabulary([file('a.yaml', 'forms:\n  lie: [lay]\n'), file('b.yaml', 'forms:\n  lay: [lay]\n')])).toThrow(/b\.yaml:3: "lay" is read otherwise at vocabulary\/a\.yaml:3/)
  })
})

describe('content/vocabulary/', () => {
  it('every file says how it was written', () => {
    const files = vocabularyFiles().map((f) => parseVocabulary(f.text, f.path))
    expect(files.map((f) => f.file)).toEqual(['community', 'era', 'irregular', 'judges', 'players'].map((n) => `vocabulary/${n}.yaml`))
    for (const f of files) expect(f.written.length, f.file).toBeGreaterThan(100)
  })

  it('compiled.json is what the YAML files compile to (npm run vocabulary writes it)', () => {
    expect(readFileSync(COMPILED, 'utf8') === compiledText(), 'content/vocabulary/compiled.json is stale: run npm run vocabulary').toBe(true)
  })
})
