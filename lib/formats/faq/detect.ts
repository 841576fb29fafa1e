/**
 * Confidence that a text is a forum FAQ thread: topic headings followed by
 * `Back to the Table of Contents`, Q:/A: line pairs, a thread header. Counts in a
 * bounded sample, so it is cheap on any size.
 */
const SAMPLE = 200_000

export function detectFaq(text: string): number {
  const sample = text.slice(0, SAMPLE)
  const navigation = sample.match(/^[ \t]*Back to the Table of Contents[ \t]*$/gim)?.length ?? 0
  const questions = sample.match(/^[ \t]*Q:[ \t]/gm)?.length ?? 0
  const answers = sample.match(/^[ \t]*A:[ \t]/gm)?.length ?? 0
  let score = 0
  if (navigation >= 2) score += 0.5
  else if (navigation === 1) score += 0.25
  if (questions >= 3) score += 0.2
  if (questions > 0 && Math.abs(questions - answers) <= Math.max(2, questions / 5)) score += 0.1
  if (/^\s*\d+ posts? \/ \d+ new\s*$/m.test(sample.slice(0, 2_000))) score += 0.1
  if (/^.{0,80}\bFAQ\b/.test(sample)) score += 0.05
  return Math.min(0.95, score)
}
