/**
 * Every source file -> one linked graph and the ingest report. One bad document is
 * reported and skipped; the others still ingest.
 */
import type { ManifestEntry } from '../content/manifest.js'
import { GRAPH_VERSION, type Graph } from '../types.js'
import { docIdFromFile } from './ids.js'
import { DocumentError, ingestDocument, type IngestedDocument, type SourceFile } from './ingest-document.js'
import { linkGraph } from './link.js'
import { reportDocument, type IngestReport } from './report.js'

export interface BuildResult {
  graph: Graph
  report: IngestReport
  documents: IngestedDocument[]
}

export function buildGraph(sources: SourceFile[], manifest: ManifestEntry[] = []): BuildResult {
  const entries = new Map(manifest.map((e) => [e.file, e]))
  const failed: IngestReport['failed'] = []
  const documents: IngestedDocument[] = []
  const usedIds = new Set<string>()

  // Sorted by path so ids given to clashing names do not depend on directory order.
  for (const source of [...sources].sort((a, b) => a.path.localeCompare(b.path))) {
    const entry = entries.get(source.path)
    let id = entry?.id ?? docIdFromFile(source.path)
    for (let n = 2; usedIds.has(id); n++) id = `${entry?.id ?? docIdFromFile(source.path)}-${n}`
    try {
      documents.push(ingestDocument(source, id, entry))
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

  const infos = documents.map((d) => d.info)
  const nodes = documents.flatMap((d) => d.nodes)
  linkGraph(infos, nodes)

  const graph: Graph = { version: GRAPH_VERSION, generated: new Date().toISOString(), documents: infos, nodes }
  const report: IngestReport = { documents: documents.map(reportDocument), failed }
  return { graph, report, documents }
}
