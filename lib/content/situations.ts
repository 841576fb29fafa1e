/**
 * content/situations/<series>.yaml: the situations people describe, and the questions they ask, that a section of
 * a document answers, written ahead of time (doc2query) so that search finds the section from what happened rather
 * than from the rule's name. One file per series; each entry is keyed by the section's number and title (and, for a
 * part of an infraction, the part's title), never by one version's node id, so that it attaches to the section in
 * any version (lib/ingest/situations.ts). Pure: text in, entries out.
 */
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node as YamlNode } from 'yaml'

export interface SituationEntry {
  /** The section's number as the document prints it ("2.3", "702.19", "B"), or null for an unnumbered section. */
  number: string | null
  /**
   * The section's title as the document prints it ("Game Play Error — Hidden Card Error"); for a rule with no title of
   * its own (CR 702.19c), the title of the rule it is under ("Trample").
   */
  title: string
  /** A part of the section the situations belong to ("Additional Remedy"), or null for the section itself. */
  part: string | null
  /**
   * For a rule with no title of its own, its first words in the version written for ("The controller of an attacking
   * creature with trample first assigns"), or null: a version that numbers the rules under a title otherwise (a rule
   * inserted before it) still finds the rule by them.
   */
  words: string | null
  situations: string[]
  /** 1-based line of the entry in its file, for the report. */
  line: number
}

export interface SituationFile {
  file: string
  /** The series the file is for (`cr`, `mtr`, `ipg`, `jar`): its `series:` field. */
  series: string
  /** How the file was written (its `written:` field), shown nowhere but required: data says where it comes from. */
  written: string
  entries: SituationEntry[]
}

/** What the ingest made of the situations files (report.json `situations`, report.txt). */
export interface SituationsReport {
  files: Array<{ file: string; series: string; entries: number; situations: number; attached: number }>
  /** Keys that match no section of their series in this build, by file and line. */
  unmatched: Array<{ file: string; line: number; key: string }>
  /**
   * Sections of a series that has a situations file, with none: every numbered section of a judge document (and an
   * unnumbered one with text of its own), a Comprehensive Rules rule with a title (a keyword, a section), by version.
   */
  without: Array<{ doc: string; id: string; label: string }>
}

export class SituationsError extends Error {
  constructor(
    readonly file: string,
    readonly line: number | null,
    readonly reason: string,
  ) {
    super(`${file}${line ? `:${line}` : ''}: ${reason}`)
    this.name = 'SituationsError'
  }
}

const SERIES = /^[a-z][a-z0-9-]*$/

/** One situation as indexed: a single line of plain text, spaces folded. */
const clean = (s: string) => s.replace(/\s+/g, ' ').trim()

/**
 * Reads one situations file. Anything that is not the expected shape is an error naming the file and the line, so a
 * writer's slip is never silently dropped; an entry with no situations is an error too (a key with nothing to add).
 */
export function parseSituations(text: string, file: string): SituationFile {
  const lines = new LineCounter()
  const doc = parseDocument(text, { lineCounter: lines, uniqueKeys: true })
  const lineOf = (n: YamlNode | null | undefined) => (n?.range ? lines.linePos(n.range[0]).line : null)
  if (doc.errors.length) {
    const e = doc.errors[0]
    throw new SituationsError(file, e.linePos?.[0]?.line ?? null, `not valid YAML: ${e.message.split('\n')[0]}`)
  }
  const root = doc.contents
  if (!isMap(root)) throw new SituationsError(file, lineOf(root), 'expected a map with "series", "written" and "sections"')
  const field = (name: string) => root.get(name, true) as YamlNode | undefined
  const scalar = (n: YamlNode | undefined, what: string): string => {
    if (!isScalar(n) || typeof n.value !== 'string' || !clean(n.value)) throw new SituationsError(file, lineOf(n) ?? lineOf(root), `"${what}" must be text`)
    return n.value
  }
  const series = scalar(field('series'), 'series').trim()
  if (!SERIES.test(series)) throw new SituationsError(file, lineOf(field('series')), `"series" must be a series id such as ipg or cr, not "${series}"`)
  const written = scalar(field('written'), 'written').trim()
  const sections = field('sections')
  if (!isSeq(sections)) throw new SituationsError(file, lineOf(sections) ?? lineOf(root), '"sections" must be a list')
  const entries: SituationEntry[] = []
  for (const item of sections.items as YamlNode[]) {
    const line = lineOf(item) ?? 0
    if (!isMap(item)) throw new SituationsError(file, line, 'each section must be a map with "number", "title" and "situations"')
    for (const pair of item.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : ''
      if (!['number', 'title', 'part', 'words', 'situations'].includes(key)) throw new SituationsError(file, lineOf(pair.key as YamlNode) ?? line, `unknown key "${key}"`)
    }
    const num = item.get('number', true) as YamlNode | undefined
    const number = num === undefined || (isScalar(num) && num.value === null) ? null : isScalar(num) && ['string', 'number'].includes(typeof num.value) ? clean(String(num.value)) : undefined
    if (number === undefined || number === '') throw new SituationsError(file, lineOf(num) ?? line, '"number" must be the section\'s number as text ("2.3"), or null')
    // a number written without quotes reads as a float: 2.10 would become 2.1
    if (isScalar(num) && typeof num.value === 'number') throw new SituationsError(file, lineOf(num) ?? line, `"number" must be quoted ("${num.source ?? num.value}"): unquoted, 2.10 reads as 2.1`)
    const title = clean(scalar(item.get('title', true) as YamlNode | undefined, 'title'))
    const partNode = item.get('part', true) as YamlNode | undefined
    const part = partNode === undefined || (isScalar(partNode) && partNode.value === null) ? null : clean(scalar(partNode, 'part'))
    const wordsNode = item.get('words', true) as YamlNode | undefined
    const words = wordsNode === undefined ? null : clean(scalar(wordsNode, 'words'))
    const list = item.get('situations', true) as YamlNode | undefined
    if (!isSeq(list) || list.items.length === 0) throw new SituationsError(file, lineOf(list) ?? line, `"situations" of ${number ?? ''} ${title} must be a list of at least one`)
    const situations = (list.items as YamlNode[]).map((s) => clean(scalar(s, 'situation')))
    entries.push({ number, title, part, words, situations, line })
  }
  return { file, series, written, entries }
}
