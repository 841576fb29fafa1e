/**
 * Is the download the judge document it was linked as? Only a PDF whose first page names that document (the judge
 * family's detection) and states its effective date is kept: a moved link can serve an error page, another
 * document, or the same document in another language.
 */
import { identify, judgeDocument, type JudgeSeries } from '../formats/judge/index.js'
import { looksLikePdf, pdfToText } from '../text/pdf/index.js'
import { FetchRulesError } from './errors.js'

export interface JudgePdf {
  series: JudgeSeries
  /** ISO date from "Effective ..." or "Updated ...". */
  effective: string
  pages: number
}

export async function checkJudgePdf(bytes: Uint8Array, series: JudgeSeries, source: string): Promise<JudgePdf> {
  const { title } = judgeDocument(series)
  if (!looksLikePdf(bytes)) throw new FetchRulesError(`${source} is not the ${title}: not a PDF file`)
  let text: string
  let pages: number
  try {
    ;({ text, pages } = await pdfToText(bytes))
  } catch (e) {
    throw new FetchRulesError(`${source} is not the ${title}: the PDF cannot be read (${(e as Error).message})`)
  }
  const found = identify(text)
  if (!found || found.series !== series) {
    const other = found ? `it is the ${judgeDocument(found.series).title}` : 'its first page names no judge document'
    throw new FetchRulesError(`${source} is not the ${title}: ${other}`)
  }
  if (!found.date) throw new FetchRulesError(`${source} is not the ${title}: it states no effective date`)
  return { series, effective: found.date, pages }
}

/** A name that is one plain file in the folder: the official name from the link when it is usable, else `<series>-<date>.pdf`. */
export function judgeFileName(link: URL, series: JudgeSeries, effective: string): string {
  const last = link.pathname.slice(link.pathname.lastIndexOf('/') + 1)
  let name = ''
  try {
    name = decodeURIComponent(last)
  } catch {
    name = ''
  }
  const safe =
    name.length > 4 && name.length <= 120 && !/[/\\\0-\x1f\x7f]/.test(name) && !name.startsWith('.') && name.toLowerCase().endsWith('.pdf') && name.trim() === name
  return safe ? name : `${series}-${effective}.pdf`
}
