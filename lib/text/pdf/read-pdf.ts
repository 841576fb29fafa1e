/**
 * The one place that calls pdfjs-dist: PDF bytes -> pages of positioned text items. It is async
 * because pdfjs is; everything after it (lines, furniture, the text the parsers read) is pure.
 * The legacy build is the one that runs in Node 20.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import type { PdfItem, PdfPage, PdfPages } from './items.js'

/** Thrown for bytes pdfjs cannot open (not a PDF, encrypted, damaged). */
export class PdfReadError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'PdfReadError'
  }
}

/** True when the bytes start like a PDF file ("%PDF-" within the first 1 KB, as readers allow). */
export function looksLikePdf(bytes: Uint8Array): boolean {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024))
  return head.includes('%PDF-')
}

const BOLD_FACE = /bold|black|heavy|semibold|demi/i

interface FontObject {
  name?: string
  bold?: boolean
}

export async function readPdf(bytes: Uint8Array): Promise<PdfPages> {
  const started = performance.now()
  // pdfjs transfers (detaches) the buffer it is given: hand it a copy so the caller's bytes stay usable.
  const data = new Uint8Array(bytes)
  let doc
  try {
    doc = await getDocument({ data, isEvalSupported: false, disableFontFace: true, fontExtraProperties: true, verbosity: 0 }).promise
  } catch (e) {
    throw new PdfReadError(`cannot read the PDF: ${(e as Error).message}`)
  }
  // Font ids are document-wide; a font's face name is known only once a page's operator list has loaded
  // it, so that (slower) step runs only for pages that bring a font not seen before.
  const bold = new Map<string, boolean>()
  const pages: PdfPage[] = []
  try {
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n)
      const viewport = page.getViewport({ scale: 1 })
      const content = await page.getTextContent()
      const fonts = Object.keys(content.styles)
      if (fonts.some((f) => !bold.has(f))) {
        await page.getOperatorList()
        for (const f of fonts) {
          if (bold.has(f)) continue
          let font: FontObject | null = null
          try {
            font = page.commonObjs.get(f) as FontObject
          } catch {
            font = null
          }
          bold.set(f, Boolean(font && (font.bold === true || BOLD_FACE.test(font.name ?? ''))))
        }
      }
      const items: PdfItem[] = []
      for (const item of content.items) {
        if (!('str' in item)) continue
        const [a, b, , , e, f] = item.transform as number[]
        items.push({
          str: item.str,
          x: e,
          y: f,
          width: item.width,
          // The transform's scale is the font size; `height` is 0 for spacing items.
          size: item.height || Math.hypot(a, b),
          bold: bold.get(item.fontName) ?? false,
        })
      }
      pages.push({ number: n, width: viewport.width, height: viewport.height, items })
      page.cleanup()
    }
  } finally {
    await doc.destroy()
  }
  return { pages, pdfjsMs: performance.now() - started }
}
