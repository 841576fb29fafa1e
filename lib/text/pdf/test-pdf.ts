/**
 * For tests: writes a real PDF (pdf-lib, a devDependency) from a plain description of its pages, so
 * fixtures are made from what the documents are described to look like rather than drawn by hand.
 * Lines are placed top-down with the given leading; a `gap` before a line leaves extra space (a new
 * paragraph), `right` text is set right-aligned on the same baseline (a penalty at the margin, a page
 * number), and `footer` lines go at the bottom of every page.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib'

export interface TestLine {
  text: string
  bold?: boolean
  size?: number
  /** Left edge (default: the margin, 54). */
  x?: number
  /** Extra space above the line, in points. */
  gap?: number
  /** Text set at the right margin on the same baseline. */
  right?: string
  /** Tab-stop text: set at this x on the same baseline (a heading's title after its number). */
  tab?: { x: number; text: string }
}

export interface TestDocument {
  pages: TestLine[][]
  /** Set at the bottom of every page; "#" becomes the page number. */
  footer?: string
  /** Set at the top of every page but the first. */
  header?: string
}

const WIDTH = 612
const HEIGHT = 792
const MARGIN = 54

export async function makePdf(doc: TestDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  const regular = await pdf.embedFont(StandardFonts.TimesRoman)
  const bold = await pdf.embedFont(StandardFonts.TimesRomanBold)
  doc.pages.forEach((lines, p) => {
    const page = pdf.addPage([WIDTH, HEIGHT])
    if (doc.header && p > 0) page.drawText(doc.header, { x: MARGIN, y: HEIGHT - 36, size: 9, font: regular })
    let y = HEIGHT - 72
    for (const line of lines) {
      const size = line.size ?? 11
      y -= (line.gap ?? 0) + size * 1.15
      const font = line.bold ? bold : regular
      page.drawText(line.text, { x: line.x ?? MARGIN, y, size, font })
      if (line.tab) page.drawText(line.tab.text, { x: line.tab.x, y, size, font })
      if (line.right) page.drawText(line.right, { x: WIDTH - MARGIN - font.widthOfTextAtSize(line.right, size), y, size, font })
    }
    if (doc.footer) {
      const text = doc.footer.replace('#', String(p + 1))
      page.drawText(text, { x: WIDTH - MARGIN - regular.widthOfTextAtSize(text, 10), y: 40, size: 10, font: regular })
    }
  })
  return pdf.save({ useObjectStreams: false })
}
