/** The ingest report: what each document became, what was dropped and why, what did not resolve. */
import type { SituationsReport } from '../content/situations.js'
import type { VocabularyReport } from '../content/vocabulary.js'
import type { LostCharacters } from '../text/lost-characters.js'
import type { NodeKind } from '../types.js'
import type { DocumentProblem, IngestedDocument, NoiseLine } from './ingest-document.js'
import type { TranslationAttachment } from './translations.js'

export interface DocumentReport {
  id: string
  file: string
  family: string
  date: string | null
  dateSource: string | null
  encoding: string
  lineEnding: string
  nodes: Partial<Record<NodeKind, number>>
  totalNodes: number
  citations: { dated: number; undated: number }
  refs: { resolved: number; unresolved: number }
  noiseLines: number
  noise: NoiseLine[]
  problems: DocumentProblem[]
  unresolved: Array<{ node: string; line: number; text: string; number: string }>
  /** U+FFFD characters in the source (already lost before ingest), in all. */
  lostCharacters: number
  /** Of those, the ones the same rule in a neighbouring version supplies (shown restored on the site; see GraphNode.restored). */
  restoredCharacters: number
  /** The others: still lost (no neighbour, other words around them, or outside any node's text). */
  stillLostCharacters: number
  /** The lines that hold them. */
  lost: LostCharacters[]
  /** For a translation: the English it attached to, rule by rule and term by term (lib/graph/translations.ts). */
  translation?: TranslationAttachment
}

export interface IngestReport {
  documents: DocumentReport[]
  failed: Array<{ file: string; line: number | null; message: string }>
  /** The situations files (content/situations/): absent when the content folder has none. */
  situations?: SituationsReport
  /** The vocabulary files (content/vocabulary/): absent when the content folder has none. */
  vocabulary?: VocabularyReport
}

export function reportDocument(doc: IngestedDocument): DocumentReport {
  const nodes: Partial<Record<NodeKind, number>> = {}
  let dated = 0
  let undated = 0
  let resolved = 0
  const unresolved: DocumentReport['unresolved'] = []
  for (const node of doc.nodes) {
    nodes[node.kind] = (nodes[node.kind] ?? 0) + 1
    for (const c of node.citations) c.date && !c.dateInferred ? dated++ : undated++
    for (const r of node.refs) {
      if (r.target) resolved++
      else unresolved.push({ node: node.id, line: node.lines[0], text: r.text, number: r.number })
    }
  }
  const lostCharacters = doc.lost.reduce((sum, l) => sum + l.count, 0)
  const restoredCharacters = doc.nodes.reduce((sum, n) => sum + (n.restored?.length ?? 0), 0)
  return {
    id: doc.info.id,
    file: doc.info.file,
    family: doc.info.family,
    date: doc.info.date,
    dateSource: doc.info.dateSource,
    encoding: doc.decoded.encoding + (doc.decoded.bom ? ' (BOM)' : ''),
    lineEnding: doc.decoded.lineEnding,
    nodes,
    totalNodes: doc.nodes.length,
    citations: { dated, undated },
    refs: { resolved, unresolved: unresolved.length },
    noiseLines: new Set(doc.noise.map((n) => n.line)).size,
    noise: doc.noise,
    problems: doc.problems,
    unresolved,
    lostCharacters,
    restoredCharacters,
    stillLostCharacters: lostCharacters - restoredCharacters,
    lost: doc.lost,
  }
}

/** The table `npm run ingest` prints: one block per document. */
export function formatReport(report: IngestReport): string {
  const out: string[] = []
  for (const d of report.documents) {
    out.push(`${d.file}  ->  ${d.id}  [${d.family}, ${d.date ?? 'undated'}${d.dateSource ? ` from ${d.dateSource}` : ''}, ${d.encoding}, ${d.lineEnding}]`)
    const kinds = Object.entries(d.nodes)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')
    const rows: Array<[string, string]> = [
      ['nodes', `${d.totalNodes} (${kinds})`],
      ['citations', `${d.citations.dated} dated, ${d.citations.undated} undated`],
      ['references', `${d.refs.resolved} resolved, ${d.refs.unresolved} unresolved`],
      ['noise dropped', `${d.noiseLines} lines`],
      ['lost (U+FFFD)', d.lostCharacters ? `${d.lostCharacters} characters on ${d.lost.length} lines: ${d.restoredCharacters} restored from a neighbouring version, ${d.stillLostCharacters} still lost` : '0'],
    ]
    if (d.translation) rows.push(...translationRows(d.translation))
    if (d.problems.length) rows.push(['problems', `${d.problems.length}`])
    for (const [k, v] of rows) out.push(`  ${k.padEnd(14)} ${v}`)
    for (const p of d.problems.slice(0, 10)) out.push(`  ! ${d.file}${p.line ? `:${p.line}` : ''}: ${p.message}`)
    if (d.problems.length > 10) out.push(`  ! ... ${d.problems.length - 10} more in the report file`)
  }
  for (const s of report.situations?.files ?? [])
    out.push(`${s.file}  ->  situations for ${s.series}: ${s.situations} in ${s.entries} entries, ${s.attached} attached`)
  if (report.situations) {
    const { unmatched, without } = report.situations
    out.push(`  ${'no section'.padEnd(14)} ${unmatched.length} keys${unmatched.length ? ` (${unmatched.slice(0, 3).map((u) => `${u.file}:${u.line}`).join(', ')}${unmatched.length > 3 ? ', ...' : ''})` : ''}`)
    out.push(`  ${'no situations'.padEnd(14)} ${without.length} sections (listed in the report file)`)
  }
  if (report.vocabulary) {
    const { files, unmatched, verbsInNoDocument } = report.vocabulary
    out.push(`vocabulary/  ->  ${files.reduce((sum, f) => sum + f.entries, 0)} entries in ${files.length} files`)
    out.push(`  ${'match nothing'.padEnd(14)} ${unmatched.length} entries${unmatched.length ? ` (${unmatched.slice(0, 3).map((u) => `${u.file}:${u.line}`).join(', ')}${unmatched.length > 3 ? ', ...' : ''}; listed in the report file)` : ''}`)
    out.push(`  ${'verbs unused'.padEnd(14)} ${verbsInNoDocument} irregular verbs in no document (English, not the documents': not listed)`)
  }
  for (const f of report.failed) out.push(`FAILED ${f.file}${f.line ? `:${f.line}` : ''}: ${f.message}`)
  return out.join('\n')
}

const count = (n: number) => n.toLocaleString('en-US')
const some = (list: string[], max = 12) => list.slice(0, max).join(', ') + (list.length > max ? `, ... (${list.length - max} more in the report file)` : '')

/** A translation's rows in the table: which English, how many of its rules, and what is missing on each side. */
function translationRows(t: TranslationAttachment): Array<[string, string]> {
  if (!t.translates) return [['translates', `nothing: no English ${t.wantedDate ?? ''} in the graph`.trim()]]
  const rows: Array<[string, string]> = [
    ['translates', `${t.translates} (${t.language ?? 'language unknown'})${t.nearest ? `: the nearest English version; the one of ${t.wantedDate ?? 'its date'} it was made from is not in the graph` : ''}`],
    ['rules attached', `${count(t.attached)} of ${count(t.englishNumbered)} English rules (the translation numbers ${count(t.numbered)})`],
  ]
  if (t.lacks.length) rows.push(['lacks', `${t.lacks.length}: ${some(t.lacks)}`])
  if (t.extra.length) rows.push(['not in English', `${t.extra.length}: ${some(t.extra)}`])
  if (t.repeated.length) rows.push(['written twice', `${t.repeated.length}: ${some(t.repeated)} (the second of each is not attached)`])
  if (t.terms.translated || t.terms.english) rows.push(['terms attached', `${count(t.terms.attached)} of ${count(t.terms.translated)} translated terms (the English has ${count(t.terms.english)})`])
  return rows
}

/** For report.txt: a translation's whole lists of numbers missing on either side. */
export function formatTranslation(d: DocumentReport): string[] {
  const t = d.translation
  if (!t) return []
  return [
    `## ${d.file}: rules of ${t.translates ?? 'the English'} it lacks (${t.lacks.length})`,
    ...(t.lacks.length ? [t.lacks.join(' ')] : []),
    `## ${d.file}: numbers the English lacks (${t.extra.length})`,
    ...(t.extra.length ? [t.extra.join(' ')] : []),
    `## ${d.file}: numbers written twice (${t.repeated.length})`,
    ...(t.repeated.length ? [t.repeated.join(' ')] : []),
  ]
}

/** For report.txt: every line of a document where the source had already lost characters. */
export function formatLostCharacters(d: DocumentReport): string[] {
  const out = [
    `## ${d.file}: characters the source had lost, U+FFFD (${d.lostCharacters} on ${d.lost.length} lines; ${d.restoredCharacters} restored from a neighbouring version, ${d.stillLostCharacters} still lost)`,
  ]
  for (const l of d.lost) out.push(`${d.file}:${l.line}  ${l.count}x  ${JSON.stringify(l.text)}`)
  return out
}
