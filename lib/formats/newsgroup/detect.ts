/**
 * Confidence that a text is a newsgroup rulings summary. Looks only at the
 * opening (headers) and a bounded sample (underlines, attributions), so it is
 * cheap on any size.
 */
const SAMPLE = 20_000

export function detectNewsgroup(text: string): number {
  const head = text.slice(0, 2_000)
  const sample = text.slice(0, SAMPLE)
  let score = 0
  const headerAt = (name: string) => new RegExp(`(?:^|\\s)${name}:\\s`, 'i').test(head)
  if (/^\s*(?:Newsgroups|From|Path|Subject):\s/i.test(head)) score += 0.25
  if (headerAt('Newsgroups')) score += 0.2
  if (headerAt('From') && headerAt('Subject')) score += 0.15
  if (/\brec\.games\.|\bnews\.|\bcomp\./.test(head)) score += 0.05
  if (/Subject:\s[^\n]{0,80}\b(?:Rulings?|Summary|FAQ)\b/i.test(head)) score += 0.15
  // Underlined headings and bracket attributions, the body of a summary.
  const underlines = sample.match(/\S[ \t\n]+-{4,}(?=\s)/g)?.length ?? 0
  const attributions = sample.match(/\[[A-Za-z][^\[\]\n]{0,40}\]/g)?.length ?? 0
  if (underlines >= 2) score += 0.1
  if (attributions >= 5) score += 0.1
  return Math.min(0.95, score)
}
