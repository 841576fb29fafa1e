/**
 * Every source file -> one linked graph and the ingest report. One bad document is
 * reported and skipped; the others still ingest. It runs every layer below it in turn (each document's
 * formats and graph steps, then the links between documents, then history), so it sits above them all.
 */
import type { ManifestEntry } from '../content/manifest.js'
import { GRAPH_VERSION, type Graph } from '../types.js'
import { docIdFromFile } from '../graph/ids.js'
import { DocumentError, ingestSource, type ContentSource, type IngestedDocument } from '../graph/ingest-document.js'
import { joinScryfallCards } from '../graph/join-scryfall.js'
import { applyHistory, restoreLostCharacters, type HistoryResult } from '../history/index.js'
import { linkGraph } from '../graph/link.js'
import { attachTranslations, type TranslationHint } from '../graph/translations.js'
import { reportDocument, type IngestReport } from '../graph/report.js'
import { parseSituations, SituationsError, type SituationFile } from '../content/situations.js'
import { attachSituations } from './situations.js'
import { parseVocabulary, VocabularyError, type VocabularyFile } from '../content/vocabulary.js'
import { checkVocabulary } from './vocabulary.js'

export interface BuildResult {
  graph: Graph
  report: IngestReport
  documents: IngestedDocument[]
  /** The history step's counts per version (null when it was not run). */
  history: HistoryResult | null
}

export interface BuildOptions {
  /** Run the history step (series, lineage); off only to measure what it costs. Default true. */
  history?: boolean
  /** Told each step's wall time as it ends (`ingest <file>`, `join`, the link steps, `history`), for the benches. */
  timing?: (step: string, ms: number) => void
  /** The situations files' texts (content/situations/*.yaml), attached to their sections after history. */
  situations?: Array<{ path: string; text: string }>
  /** The vocabulary files' texts (content/vocabulary/*.yaml), checked against the documents for the report. */
  vocabulary?: Array<{ path: string; text: string }>
  /**
   * Parses one document: `ingestSource` unless given (the ingest cache, lib/ingest/cache.ts, passes its own, which
   * returns a stored parse when the text and the parser are unchanged).
   */
  ingest?: (source: ContentSource, docId: string, entry?: ManifestEntry) => IngestedDocument
}

export function buildGraph(sources: ContentSource[], manifest: ManifestEntry[] = [], options: BuildOptions = {}): BuildResult {
  const entries = new Map(manifest.map((e) => [e.file, e]))
  const failed: IngestReport['failed'] = []
  const documents: IngestedDocument[] = []
  // Manifest ids are claimed first: a new file whose name slugs to a taken id must not move
  // another document's permalinks, so it is refused and asked for an id of its own.
  const present = new Set(sources.map((s) => s.path))
  const usedIds = new Set(manifest.filter((e) => e.id && present.has(e.file)).map((e) => e.id!))

  for (const source of [...sources].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    const entry = entries.get(source.path)
    const id = entry?.id ?? docIdFromFile(source.path)
    if (!entry?.id && usedIds.has(id)) {
      failed.push({ file: source.path, line: null, message: `its id "${id}" (from the file name) is another document's; give it an "id" in manifest.json` })
      continue
    }
    try {
      const t0 = performance.now()
      documents.push((options.ingest ?? ingestSource)(source, id, entry))
      options.timing?.(`ingest ${source.path}`, performance.now() - t0)
      usedIds.add(id)
    } catch (e) {
      if (!(e instanceof DocumentError)) throw e
      failed.push({ file: e.file, line: e.line, message: e.reason })
    }
  }
  for (const entry of manifest) {
    if (!sources.some((s) => s.path === entry.file))
      failed.push({ file: entry.file, line: null, message: 'listed in manifest.json but not found' })
  }

  let t0 = performance.now()
  joinScryfallCards(documents)
  options.timing?.('join Scryfall rulings to cards', performance.now() - t0)
  const infos = documents.map((d) => d.info)
  const nodes = documents.flatMap((d) => d.nodes)
  const hints = new Map(
    documents.map((d) => [d.info.id, { series: d.root.meta.series, changesOnly: d.root.meta.changesOnly, date: d.root.meta.date }]),
  )
  linkGraph(infos, nodes, new Map([...hints].map(([id, h]) => [id, h.series])), options.timing)
  t0 = performance.now()
  // After linking: the matcher reads references' targets.
  const history = options.history === false ? null : applyHistory(infos, nodes, hints)
  // Characters an archive lost, read from the same rule in a neighbouring version: needs the lineages.
  if (history) restoreLostCharacters(nodes)
  options.timing?.('history (series, lineage)', performance.now() - t0)
  // After history: a translation attaches to a complete English version, which the series step tells.
  t0 = performance.now()
  const translationHints = new Map<string, TranslationHint | undefined>(
    documents.map((d) => {
      const said = d.root.meta.translates
      const named = entries.get(d.info.file)?.translates
      return [d.info.id, said || named ? { family: said?.family ?? 'cr', date: said?.date ?? d.info.date, ...(named ? { document: named } : {}) } : undefined]
    }),
  )
  const attachments = attachTranslations(infos, nodes, translationHints)
  options.timing?.('translations', performance.now() - t0)

  const graph: Graph = { version: GRAPH_VERSION, generated: new Date().toISOString(), documents: infos, nodes }
  const report: IngestReport = {
    documents: documents.map((d) => {
      const r = reportDocument(d)
      const attached = attachments.get(d.info.id)
      return attached ? { ...r, translation: attached } : r
    }),
    failed,
  }
  if (options.situations?.length) {
    t0 = performance.now()
    const files: SituationFile[] = []
    for (const { path, text } of options.situations) {
      try {
        files.push(parseSituations(text, path))
      } catch (e) {
        if (!(e instanceof SituationsError)) throw e
        failed.push({ file: e.file, line: e.line, message: e.reason })
      }
    }
    // after history: a key reaches every version through the lineages
    report.situations = attachSituations(graph, files)
    options.timing?.('situations', performance.now() - t0)
  }
  if (options.vocabulary?.length) {
    t0 = performance.now()
    try {
      const files: VocabularyFile[] = options.vocabulary.map(({ path, text }) => parseVocabulary(text, path))
      report.vocabulary = checkVocabulary(graph, files)
    } catch (e) {
      if (!(e instanceof VocabularyError)) throw e
      failed.push({ file: e.file, line: e.line, message: e.reason })
    }
    options.timing?.('vocabulary', performance.now() - t0)
  }
  return { graph, report, documents, history }
}
