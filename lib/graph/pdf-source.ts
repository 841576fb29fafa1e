/**
 * The async step before the synchronous pipeline: a PDF among the content files becomes its layout text
 * (lib/text/pdf), so families keep reading text and the accounting of every line holds for PDFs too.
 * Other files pass through untouched.
 */
import { looksLikePdf, pdfToText } from '../text/pdf/index.js'
import type { ContentSource, SourceFile } from './ingest-document.js'

/**
 * Layout texts already read, by the PDF's bytes (lib/ingest/cache.ts keys them by those bytes and the reader's code):
 * reading a PDF takes seconds, looking its text up a few milliseconds.
 */
export interface PdfTextCache {
  get(bytes: Uint8Array, path: string): string | undefined
  set(bytes: Uint8Array, path: string, text: string): void
}

export async function textSource(source: SourceFile, cache?: PdfTextCache): Promise<SourceFile> {
  if (!looksLikePdf(source.bytes)) return source
  try {
    let text = cache?.get(source.bytes, source.path)
    if (text === undefined) {
      text = (await pdfToText(source.bytes)).text
      cache?.set(source.bytes, source.path, text)
    }
    return { path: source.path, bytes: new TextEncoder().encode(text), fileBytes: source.bytes.length }
  } catch (e) {
    return { path: source.path, bytes: new Uint8Array(), fileBytes: source.bytes.length, unreadable: `unreadable PDF: ${(e as Error).message}` }
  }
}

/** Every source as text, PDFs read one after another (pdfjs is single-threaded here anyway); a file read piece by piece (never a PDF) passes through. */
export async function textSources<S extends ContentSource>(sources: readonly S[], cache?: PdfTextCache): Promise<S[]> {
  const out: S[] = []
  for (const s of sources) out.push('bytes' in s ? ((await textSource(s, cache)) as S) : s)
  return out
}
