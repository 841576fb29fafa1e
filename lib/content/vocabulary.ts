/**
 * content/vocabulary/*.yaml: players', judges' and older documents' words for what the documents say otherwise
 * (docs/search.md, "Vocabulary"). Data, so that a judge adds a word by editing a file; each file says how it was
 * written. Pure: text in, tables out. Search runs in the browser too, with no file to read and no YAML parser worth its
 * weight there, so `npm run vocabulary` writes `compileVocabulary`'s tables to content/vocabulary/compiled.json for
 * lib/search to import.
 */
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node as YamlNode } from 'yaml'
import { normalise, stem } from '../text/words.js'

type Weighted = Array<[string, number]>
export interface VocabularyConcept { key: string; label: string; keep?: string[]; pattern: string }
/** What search reads: every file's entries in one list per table, in file order. */
export interface CompiledVocabulary {
  spelledOut: Array<[string, string]>
  also: Array<[string, Weighted]>
  capitals: Array<[string, string]>
  forms: Array<[string, string[]]>
  framing: string[]
  concepts: VocabularyConcept[]
}
/** One file, each entry with its 1-based line: [word, what it reads as, line]. */
export interface VocabularyFile {
  file: string
  written: string
  spelledOut: Array<[string, string, number]>
  also: Array<[string, Weighted, number]>
  capitals: Array<[string, string, number]>
  forms: Array<[string, string[], number]>
  framing: string[]
  concepts: Array<VocabularyConcept & { line: number }>
}
/** What the ingest made of the vocabulary (report.json `vocabulary`, report.txt). */
export interface VocabularyReport {
  files: Array<{ file: string; entries: number }>
  /** Entries that send search to a word (or, for a concept, a spelling) no document holds. */
  unmatched: Array<{ file: string; line: number; entry: string; missing: string }>
  /** Irregular verbs whose base no document has: counted, not listed (lib/ingest/vocabulary.ts says why). */
  verbsInNoDocument: number
}

export class VocabularyError extends Error {
  constructor(readonly file: string, readonly line: number | null, readonly reason: string) {
    super(`${file}${line ? `:${line}` : ''}: ${reason}`)
    this.name = 'VocabularyError'
  }
}

const TABLES = ['written', 'spelled-out', 'also', 'capitals', 'forms', 'framing', 'fragments', 'concepts']

export function parseVocabulary(text: string, file: string): VocabularyFile {
  const lines = new LineCounter()
  const doc = parseDocument(text, { lineCounter: lines, uniqueKeys: true })
  const at = (n: unknown) => ((n as YamlNode | null)?.range ? lines.linePos((n as YamlNode).range![0]).line : null)
  const fail = (n: unknown, reason: string): never => { throw new VocabularyError(file, at(n) ?? at(doc.contents), reason) }
  if (doc.errors.length) throw new VocabularyError(file, doc.errors[0].linePos?.[0]?.line ?? null, `not valid YAML: ${doc.errors[0].message.split('\n')[0]}`)
  const root = doc.contents
  const keyOf = (n: unknown) => String(isScalar(n) ? n.value : n)
  if (!isMap(root)) return fail(root, 'expected a map with "written" and a table ("spelled-out", "also", "concepts"...)')
  for (const p of root.items) if (!TABLES.includes(keyOf(p.key))) fail(p.key, `unknown table "${keyOf(p.key)}" (${TABLES.join(', ')})`)
  // a bare number is not text: 2.10 would read as 2.1
  const str = (n: unknown, what: string): string =>
    isScalar(n) && typeof n.value === 'string' && n.value.trim() ? n.value.trim() : fail(n, `${what} must be text${isScalar(n) && typeof n.value === 'number' ? ` (quote it: '${n.source ?? n.value}')` : ''}`)
  const list = (n: unknown, what: string): YamlNode[] => (isSeq(n) && n.items.length ? (n.items as YamlNode[]) : fail(n, `${what} must be a list of at least one`))
  const table = <T>(name: string, value: (n: unknown, word: string) => T): Array<[string, T, number]> => {
    const n = root.get(name, true)
    if (n === undefined) return []
    if (!isMap(n)) return fail(n, `"${name}" must be a map`)
    return n.items.map((p) => { const word = str(p.key, `a word of "${name}"`); return [word, value(p.value, word), at(p.key)!] })
  }
  const weight = (n: unknown, word: string) => (isScalar(n) && typeof n.value === 'number' && n.value > 0 && n.value <= 1 ? n.value : fail(n, `the weight of "${word}" must be a number above 0, at most 1`))
  const also = table('also', (n, word) => (isMap(n) && n.items.length ? n.items.map((p): [string, number] => [str(p.key, `a word "${word}" searches`), weight(p.value, word)]) : fail(n, `"${word}" must map the documents' words to weights ({library: 0.6})`)))
  const fragments = new Map(table('fragments', (n) => str(n, 'a fragment')).map(([k, v]) => [k, v]))
  const concepts = (root.has('concepts') ? list(root.get('concepts', true), '"concepts"') : []).map((c) => {
    if (!isMap(c)) return fail(c, 'a concept must be a map with "key", "label" and "spellings"')
    for (const p of c.items) if (!['key', 'label', 'keep', 'spellings'].includes(keyOf(p.key))) fail(p.key, `unknown field "${keyOf(p.key)}" of a concept`)
    const key = str(c.get('key', true), 'a concept\'s "key"')
    if (!/^[a-z0-9]+$/.test(key)) fail(c.get('key', true), `a concept's key is lowercase letters and digits, not "${key}"`)
    const spellings = list(c.get('spellings', true), `the spellings of ${key}`).map((s) => {
      const source = str(s, 'a spelling').replace(/\{([a-z]+)\}/g, (all, name: string) => fragments.get(name) ?? fail(s, `no fragment "${name}" (fragments:)`))
      try { new RegExp(source, 'g') } catch (e) { fail(s, `not a regular expression: ${(e as Error).message}`) }
      return source
    })
    const keep = c.has('keep') ? list(c.get('keep', true), `"keep" of ${key}`).map((k) => str(k, 'a kept word')) : undefined
    return { key, label: str(c.get('label', true), `the label of ${key}`), ...(keep && { keep }), pattern: spellings.join('|'), line: at(c)! }
  })
  return {
    file,
    written: str(root.get('written', true), '"written" (how the file was written)'),
    spelledOut: table('spelled-out', (n, word) => str(n, `what "${word}" spells out`)),
    also,
    capitals: table('capitals', (n, word) => str(n, `what "${word}" spells out`)),
    forms: table('forms', (n, word) => list(n, `the past forms of "${word}"`).map((f) => str(f, 'a past form'))),
    framing: root.has('framing') ? list(root.get('framing', true), '"framing"').map((w) => str(w, 'a framing word')) : [],
    concepts,
  }
}

/**
 * The files' tables joined, in the order given. Search reads a word the first way it finds it, so a word two entries
 * read differently is an error naming both: a judge adding a word another file already has learns it there.
 */
export function compileVocabulary(files: VocabularyFile[]): CompiledVocabulary {
  const out: CompiledVocabulary = { spelledOut: [], also: [], capitals: [], forms: [], framing: [], concepts: [] }
  const seen = new Map<string, [string, string]>()
  const claim = (key: string, value: unknown, file: string, line: number) => {
    const had = seen.get(key)
    if (!had) seen.set(key, [`${file}:${line}`, JSON.stringify(value)])
    else if (had[1] !== JSON.stringify(value)) throw new VocabularyError(file, line, `"${key.slice(2)}" is read otherwise at ${had[0]}`)
  }
  for (const f of files) {
    for (const [w, v, line] of f.spelledOut) claim(`s:${normalise(w)}`, v, f.file, line), out.spelledOut.push([w, v])
    // as search keys them: "dies" and "die" are one word
    for (const [w, v, line] of f.also) claim(`a:${stem(normalise(w))}`, v, f.file, line), out.also.push([w, v])
    for (const [w, v, line] of f.capitals) claim(`c:${w}`, v, f.file, line), out.capitals.push([w, v])
    for (const [w, v, line] of f.forms) v.forEach((form) => claim(`f:${form}`, w, f.file, line)), out.forms.push([w, v])
    for (const { line, ...c } of f.concepts) claim(`k:${c.key}`, c, f.file, line), out.concepts.push(c)
    out.framing.push(...f.framing)
  }
  return out
}
