/**
 * How sure we are that a text is (part of) the Comprehensive Rules. Rulings lists
 * share the numbers but write them `- 419.1a - text` and `419 - Title`; newsgroup
 * posts and forum threads have mail headers and Q:/A: lines instead.
 */
const SAMPLE = 200_000

export function detectCr(text: string): number {
  if (typeof text !== 'string' || text.length === 0) return 0
  const sample = text.length > SAMPLE ? text.slice(0, SAMPLE) : text
  let ruleLines = 0
  let headingLines = 0
  let rulingsLines = 0
  let otherLines = 0
  let start = 0
  while (start < sample.length) {
    let end = sample.indexOf('\n', start)
    if (end === -1) end = sample.length
    // Only the start of a line matters; long lines are cut short.
    const line = sample.slice(start, Math.min(end, start + 40)).trimStart()
    start = end + 1
    if (/^\d{3}\.\d{1,3}[a-z]?\.?\s/.test(line)) ruleLines++
    else if (/^\d{3}\.\s+\S/.test(line) || /^\d\.\s+[A-Z]/.test(line)) headingLines++
    else if (/^-\s+(?:[A-Z]|\d{3})[\w.]*\s+-\s/.test(line) || /^(?:[A-Z]|\d{3})(?:\.\d+)*\s+-\s+\S/.test(line) || /^-\s+Note\s+-/.test(line)) rulingsLines++
    else if (/^(?:Q|A):/.test(line) || /^(?:Newsgroups|From|Subject|Organization|Date|Message-ID):/.test(line)) otherLines++
  }
  const head = sample.slice(0, 5000)
  let bonus = 0
  if (/Comprehensive Rules/i.test(head)) bonus += 0.15
  if (/\b(?:current|effective)\s+as\s+of\b/i.test(head)) bonus += 0.1
  if (/^Glossary\s*$/m.test(sample)) bonus += 0.05
  if (ruleLines === 0) return Math.min(0.3, bonus)
  const share = ruleLines / (ruleLines + 2 * rulingsLines + 2 * otherLines)
  // A handful of rule-shaped lines in a long text of something else is weak evidence.
  const amount = Math.min(1, (ruleLines + headingLines) / 20)
  const score = share * (0.55 + 0.3 * amount) + bonus
  return Math.max(0, Math.min(1, Math.round(score * 1000) / 1000))
}
