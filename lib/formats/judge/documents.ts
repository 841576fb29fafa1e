/**
 * The judges' documents this family reads, and how each names itself on its first page. Wizards has kept
 * these titles (in capitals, small capitals or mixed case, with or without "Magic: The Gathering®") since
 * 2010; the series id is what the site's permalinks use (/mtr/2.3, /ipg/2.2, /jar/...).
 */
export type JudgeSeries = 'mtr' | 'ipg' | 'jar'

export interface JudgeDocument {
  series: JudgeSeries
  /** The title the site shows. */
  title: string
  /** How the document's first lines name it. */
  titlePattern: RegExp
  /** The words a rules page links it by (lib/fetch-rules): its name, or its initials in a file name (`MTG_MTR_2024_EN.pdf`). */
  linkPattern: RegExp
}

export const JUDGE_DOCUMENTS: readonly JudgeDocument[] = [
  {
    series: 'mtr',
    title: 'Magic Tournament Rules',
    titlePattern: /^(?:magic(?:\s*[™®])?(?:\s*:\s*the\s+gathering)?(?:\s*[™®])?\s+)?tournament\s+rules$/i,
    linkPattern: /\btournament\s+rules\b|(?:^|[^a-z])mtr(?:[^a-z]|$)/i,
  },
  {
    series: 'ipg',
    title: 'Infraction Procedure Guide',
    titlePattern: /^(?:magic(?:\s*[™®])?(?:\s*:\s*the\s+gathering)?(?:\s*[™®])?\s+)?infraction\s+procedure\s+guide$/i,
    linkPattern: /\binfraction\s+procedure\s+guide\b|(?:^|[^a-z])ipg(?:[^a-z]|$)/i,
  },
  {
    series: 'jar',
    title: 'Judging at Regular REL',
    titlePattern: /^judging\s+at\s+regular\s+(?:rel|rules\s+enforcement\s+level(?:\s*\(rel\))?)$/i,
    linkPattern: /\bjudging\s+at\s+regular\b|(?:^|[^a-z])jar(?:[^a-z]|$)/i,
  },
]

export function judgeDocument(series: JudgeSeries): JudgeDocument {
  return JUDGE_DOCUMENTS.find((d) => d.series === series)!
}

/** The series of the document whose title line this is, or null. */
export function seriesOfTitle(line: string): JudgeSeries | null {
  const clean = line.replace(/\*\*/g, '').replace(/\s+/g, ' ').trim()
  return JUDGE_DOCUMENTS.find((d) => d.titlePattern.test(clean))?.series ?? null
}
