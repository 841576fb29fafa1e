/**
 * The document filter ("search in"): the groups of documents a judge picks from, read from what each document is
 * (its family and series, both in the manifest already: the filter costs no download). The same names in the
 * browser, the command line (`--in ipg`) and the URL (`/search?q=...&in=ipg`).
 *
 * Cards are nodes, not documents: a `card` node and the rulings under it, in whatever document holds them (release
 * notes today; any family that hangs rulings under card nodes joins by doing so).
 */
import type { Family } from '../types.js'

export const DOC_GROUPS = ['cr', 'mtr', 'ipg', 'jar', 'rulings', 'qa', 'cards'] as const
export type DocGroup = (typeof DOC_GROUPS)[number]

/** Short names, as results and the filter show them. */
export const GROUP_LABELS: Readonly<Record<DocGroup, string>> = {
  cr: 'CR',
  mtr: 'MTR',
  ipg: 'IPG',
  jar: 'JAR',
  rulings: 'Rulings',
  qa: 'Q&A',
  cards: 'Cards',
}

/** What each group holds, for a tooltip or a command line's help. */
export const GROUP_NAMES: Readonly<Record<DocGroup, string>> = {
  cr: 'Comprehensive Rules',
  mtr: 'Magic Tournament Rules',
  ipg: 'Infraction Procedure Guide',
  jar: 'Judging at Regular REL',
  rulings: "Rulings lists (D'Angelo's summaries, the newsgroup summary)",
  qa: 'Questions and answers (FAQ, articles)',
  cards: 'Cards and their rulings',
}

const JUDGE_SERIES: ReadonlySet<string> = new Set(['mtr', 'ipg', 'jar'])

/** The group a document belongs to by what it is, or null (a judge document in no series of the three). */
export function docGroup(doc: { family: Family; series?: string | null }): Exclude<DocGroup, 'cards'> | null {
  switch (doc.family) {
    case 'cr':
      return 'cr'
    case 'judge':
      return doc.series && JUDGE_SERIES.has(doc.series) ? (doc.series as 'mtr' | 'ipg' | 'jar') : null
    case 'rulings':
    case 'newsgroup':
      return 'rulings'
    case 'faq':
    case 'article':
      return 'qa'
    default:
      return null
  }
}

/** A document's short name ("IPG"), for the publications a judge cites by it; null for the others. */
export function docShortName(doc: { family: Family; series?: string | null }): string | null {
  const g = docGroup(doc)
  return g === 'cr' || g === 'mtr' || g === 'ipg' || g === 'jar' ? GROUP_LABELS[g] : null
}

const ALIASES: Readonly<Record<string, DocGroup>> = {
  'q&a': 'qa',
  faq: 'qa',
  articles: 'qa',
  ruling: 'rulings',
  card: 'cards',
}

/**
 * "ipg", "MTR,ipg", ["cr", "jar"] (a URL's repeated `in=`) -> the groups named, in the filter's order, and the
 * names it does not know (for a clear message). Case and spaces do not matter; "Q&A", "faq" and "articles" are `qa`.
 */
export function parseGroups(input: string | readonly string[] | null | undefined): { groups: DocGroup[]; unknown: string[] } {
  const parts = (typeof input === 'string' ? [input] : (input ?? [])).flatMap((s) => s.split(/[,\s]+/))
  const want = new Set<DocGroup>()
  const unknown: string[] = []
  for (const raw of parts) {
    const p = raw.trim().toLowerCase()
    if (!p) continue
    const g = (DOC_GROUPS as readonly string[]).includes(p) ? (p as DocGroup) : ALIASES[p]
    if (g) want.add(g)
    else unknown.push(raw.trim())
  }
  return { groups: DOC_GROUPS.filter((g) => want.has(g)), unknown }
}
