/**
 * content/vocabulary/*.yaml -> content/vocabulary/compiled.json, the tables lib/search imports (lib/content/vocabulary.ts
 * says why a compiled copy). Run after editing a vocabulary file; the build runs it first.
 *
 *   npm run vocabulary              write compiled.json
 *   npm run vocabulary -- --check   exit 1 when compiled.json is not what the YAML files compile to
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { compileVocabulary, parseVocabulary, VocabularyError } from '../lib/content/vocabulary.js'

export const VOCABULARY_DIR = resolve(fileURLToPath(import.meta.url), '..', '..', 'content', 'vocabulary')
export const COMPILED = join(VOCABULARY_DIR, 'compiled.json')

/** The YAML files by name, in name order: compiled.json lists each table's entries in that order. */
export function vocabularyFiles(dir = VOCABULARY_DIR): Array<{ path: string; text: string }> {
  return readdirSync(dir)
    .filter((name) => /\.ya?ml$/i.test(name))
    .sort()
    .map((name) => ({ path: `vocabulary/${name}`, text: readFileSync(join(dir, name), 'utf8') }))
}

/** compiled.json's text for the files: one entry a line, so that a word's change is one line of a diff. */
export function compiledText(files = vocabularyFiles()): string {
  const compiled = compileVocabulary(files.map((f) => parseVocabulary(f.text, f.path)))
  const lines = Object.entries(compiled).map(([table, rows]) => `  ${JSON.stringify(table)}: [\n${(rows as unknown[]).map((r) => `    ${JSON.stringify(r)}`).join(',\n')}\n  ]`)
  return `{\n${lines.join(',\n')}\n}\n`
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let text: string
  try {
    text = compiledText()
  } catch (e) {
    if (!(e instanceof VocabularyError)) throw e
    console.error(`vocabulary: content/${e.message}`)
    process.exit(1)
  }
  if (process.argv.includes('--check')) {
    const stale = readFileSync(COMPILED, 'utf8') !== text
    console.log(stale ? 'vocabulary: content/vocabulary/compiled.json is stale: run npm run vocabulary' : 'vocabulary: compiled.json is up to date')
    process.exit(stale ? 1 : 0)
  }
  // Unchanged, it is left alone: the tests run beside the browser project's build, and import it.
  const same = existsSync(COMPILED) && readFileSync(COMPILED, 'utf8') === text
  if (!same) writeFileSync(COMPILED, text)
  console.log(same ? 'vocabulary: content/vocabulary/compiled.json is up to date' : 'vocabulary: wrote content/vocabulary/compiled.json')
}
