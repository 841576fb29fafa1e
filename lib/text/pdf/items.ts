/**
 * What a PDF gives us before any layout is worked out: per page, the text items pdfjs-dist reports,
 * each with its baseline position, width and font. Everything after lib/text/pdf/read-pdf.ts works
 * on these plain values, so it is pure and testable with made-up pages.
 *
 * Coordinates are PDF user space: x grows to the right, y grows UP (a page's top line has the
 * largest y).
 */
export interface PdfItem {
  /** The characters as pdfjs decoded them (may be " " or "" for spacing and line-end markers). */
  str: string
  /** Left edge of the baseline. */
  x: number
  /** Baseline height from the bottom of the page. */
  y: number
  /** Advance width of the whole string. */
  width: number
  /** Font size (the item's height); 0 for pure spacing items. */
  size: number
  /** The font is a bold face (its name says Bold, Black, Heavy, Semibold or Demi). */
  bold: boolean
}

export interface PdfPage {
  /** 1-based page number in the file (not the number printed on it). */
  number: number
  width: number
  height: number
  items: PdfItem[]
}

/** A PDF read into pages, and how long pdfjs-dist took (for the benchmark's "time in pdfjs" figure). */
export interface PdfPages {
  pages: PdfPage[]
  pdfjsMs: number
}
