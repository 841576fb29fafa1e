/**
 * Test and bench corpora (Node only): run the project's ingest CLI into a temp folder,
 * optionally over content/ plus extra files (the 1 MB CR from ../shared/corpora, which
 * must never be copied into the repository).
 */
import { execFileSync } from 'node:child_process'
import { copyFileSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Graph } from '../types.js'
import type { JudgedQuery, RealQuestion } from './evaluate.js'

export const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')
export const SHARED = resolve(REPO, '..', 'shared')
export const SHARED_QUERIES = join(SHARED, 'search', 'queries.json')
export const EXTRA_QUERIES = join(REPO, 'lib', 'search', 'queries.extra.json')
export const FULL_CR = join(SHARED, 'corpora', 'cr-2026-01-16.txt')
export const TODAY_QUESTIONS = join(REPO, 'lib', 'search', 'fixtures', 'today-questions.json')
/** Judges' questions (answers: sections of the newest Tournament Rules, guide and JAR in ../shared/corpora/judge). */
export const JUDGE_QUESTIONS = join(REPO, 'lib', 'search', 'fixtures', 'judge-questions.json')
export const JUDGE_QUESTIONS_FINAL = join(REPO, 'lib', 'search', 'fixtures', 'judge-questions.final.json')
export const JUDGE_QUESTIONS_FRESH = join(REPO, 'lib', 'search', 'fixtures', 'judge-questions.fresh.json')
/**
 * Held-out sets written after the situations (content/situations/) were frozen, by writers who never saw them: situations
 * told in players' words, for the judge documents and for the CR. Scored in aggregate only.
 */
export const JUDGE_QUESTIONS_SITUATIONS = join(REPO, 'lib', 'search', 'fixtures', 'judge-questions.situations.json')
export const TODAY_QUESTIONS_SITUATIONS = join(REPO, 'lib', 'search', 'fixtures', 'today-questions.situations.json')
export const JUDGE_POOLED_VERDICTS = join(REPO, 'lib', 'search', 'fixtures', 'judge-pooled-verdicts.json')
export const JUDGE_DIR = join(SHARED, 'corpora', 'judge')
/**
 * The Comprehensive Rules of 2026-04-17, the version the real sets are judged on: ../shared holds its English only as
 * the text its Chinese translation was made from. Ingested as `cr-2026-04-17.txt` so that its document id is the
 * `doc` the real sets name.
 */
export const CR_2026_04 = join(SHARED, 'corpora', 'translations', 'zh-Hans', 'cr', '20260417_En.txt')
export const CR_2026_04_AS = 'cr-2026-04-17.txt'
/** Other projects' questions with the rules that answer them (its README): a development set, read in place, never copied. */
export const REAL_DIR = join(SHARED, 'search', 'real')

export interface RealSet {
  /** The file's name without `.json` ("mtg-quiz"). */
  name: string
  questions: RealQuestion[]
}

/** Every real set in ../shared/search/real, by name (empty when ../shared is absent). */
export function realSets(dir = REAL_DIR): RealSet[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({ name: f.replace(/\.json$/, ''), questions: readJson<RealQuestion[]>(join(dir, f)) }))
}

/** Every judge document (PDF) in ../shared/corpora/judge, every version (empty when ../shared is absent). */
export function judgePdfs(): string[] {
  if (!existsSync(JUDGE_DIR)) return []
  return readdirSync(JUDGE_DIR)
    .filter((f) => f.endsWith('.pdf'))
    .sort()
    .map((f) => join(JUDGE_DIR, f))
}

/** Every Comprehensive Rules version in ../shared/corpora, oldest first (empty when ../shared is absent). */
export function allCrVersions(): string[] {
  const dir = join(SHARED, 'corpora')
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((f) => /^cr-\d{4}-\d{2}-\d{2}\.txt$/.test(f))
    .sort()
    .map((f) => join(dir, f))
}

/** The document that `file` (a path or a name) was ingested as. */
export function docOfFile(graph: Graph, file: string): string | undefined {
  const name = basename(file)
  return graph.documents.find((d) => basename(d.file) === name)?.id
}

/** A file to add to content/: its path, or its path and the name it is ingested as (which names its document). */
export type ExtraFile = string | readonly [path: string, as: string]

/** Ingest content/ (+ extra files) into a fresh temp folder; returns the folder holding graph.json. */
export function ingestTemp(extraFiles: ExtraFile[] = []): string {
  const root = mkdtempSync(join(tmpdir(), 'search-corpus-'))
  let content = join(REPO, 'content')
  if (extraFiles.length) {
    content = join(root, 'content')
    execFileSync('mkdir', ['-p', content])
    // content/situations/ too: the situations files are part of what the ingest reads
    for (const f of readdirSync(join(REPO, 'content'))) cpSync(join(REPO, 'content', f), join(content, f), { recursive: true })
    for (const f of extraFiles) copyFileSync(typeof f === 'string' ? f : f[0], join(content, typeof f === 'string' ? basename(f) : f[1]))
  }
  const out = join(root, 'data')
  execFileSync(process.execPath, [join(REPO, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(REPO, 'scripts', 'ingest.ts'), '--content', content, '--out', out], {
    cwd: REPO,
    stdio: 'pipe',
    maxBuffer: 64 * 1024 * 1024,
  })
  return out
}

export function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T
}

export function loadQueries(file: string): JudgedQuery[] {
  return existsSync(file) ? readJson<JudgedQuery[]>(file) : []
}

export function loadGraphFrom(dir: string): Graph {
  return readJson<Graph>(join(dir, 'graph.json'))
}

/** The documents' source text (what the index is compared with for size). */
export function sourceText(dir = join(REPO, 'content'), extraFiles: string[] = []): string {
  const files = readdirSync(dir).filter((f) => f.endsWith('.txt')).map((f) => join(dir, f))
  return [...files, ...extraFiles].map((f) => readFileSync(f, 'utf8')).join('\n')
}
