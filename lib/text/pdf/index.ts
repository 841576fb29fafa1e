/**
 * PDF -> the layout text the ingest pipeline reads (layout-text.ts says what it holds). `pdfToText` is the
 * only async step of an ingest: scripts read every content file, turn PDFs into text with it, and hand
 * the text to the synchronous pipeline (lib/ingest/build-graph.ts) like any text file.
 */
import { findFurniture } from './furniture.js'
import type { PdfPage } from './items.js'
import { layoutText } from './layout-text.js'
import { pageLines, type LineOptions } from './lines.js'
import { readPdf } from './read-pdf.js'

export { looksLikePdf, PdfReadError } from './read-pdf.js'
export type { PdfItem, PdfPage } from './items.js'
export type { LineOptions } from './lines.js'

/** Pure: pages of positioned items -> layout text. */
export function textFromPages(pages: readonly PdfPage[], options: LineOptions = {}): string {
  const lines = pages.map((p) => pageLines(p, options))
  return layoutText(lines, findFurniture(lines, pages.map((p) => p.height)))
}

export interface PdfText {
  text: string
  pages: number
  /** Time spent in pdfjs-dist, and in our layout code after it. */
  pdfjsMs: number
  layoutMs: number
}

export async function pdfToText(bytes: Uint8Array): Promise<PdfText> {
  const { pages, pdfjsMs } = await readPdf(bytes)
  const started = performance.now()
  const text = textFromPages(pages)
  return { text, pages: pages.length, pdfjsMs, layoutMs: performance.now() - started }
}
