/**
 * The async step before the synchronous pipeline: a PDF among the content files becomes its layout text
 * (lib/text/pdf), so families keep reading text and the accounting of every line holds for PDFs too.
 * Other files pass through untouched.
 */
import { looksLikePdf, pdfToText } from '../text/pdf/index.js'
import type { ContentSource, SourceFile } from './ingest-document.js'

export async function textSource(source: SourceFile): Promise<SourceFile> {
  if (!looksLikePdf(source.bytes)) return source
  try {
    const { text } = await pdfToText(source.bytes)
    return { path: source.path, bytes: new TextEncoder().encode(text), fileBytes: source.bytes.length }
  } catch (e) {
    return { path: source.path, bytes: new Uint8Array(), fileBytes: source.bytes.length, unreadable: `unreadable PDF: ${(e as Error).message}` }
  }
}

/** Every source as text, PDFs read one after another (pdfjs is single-threaded here anyway); a file read piece by piece (never a PDF) passes through. */
export async function textSources<S extends ContentSource>(sources: readonly S[]): Promise<S[]> {
  const out: S[] = []
  for (const s of sources) out.push('bytes' in s ? ((await textSource(s)) as S) : s)
  return out
}
