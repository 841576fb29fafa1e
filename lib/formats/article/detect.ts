/**
 * Confidence that a text is an article of the Q&A family: archive metadata, bold or plain
 * Q/A markers, a "Posted in ... on" byline, an HTML page, release-notes card blocks. A forum
 * FAQ thread (`Back to the Table of Contents`) is the faq family's. Bounded sample: cheap.
 */
const SAMPLE = 200_000

export function isHtml(text: string): boolean {
  return /^\s*(?:<!doctype html|<html\b|<head\b|<body\b|<article\b|<meta\b)/i.test(text.slice(0, 2_000))
}

/** Card blocks followed by bulleted rulings, under a "Release Notes" title. */
export function looksLikeReleaseNotes(text: string): boolean {
  const sample = text.slice(0, SAMPLE)
  if (!/release notes/i.test(sample.slice(0, 3_000))) return false
  const rulings = sample.match(/^[ \t]{0,3}[*•-][ \t]+\S/gm)?.length ?? 0
  const costs = sample.match(/^[ \t]*(?:\{[0-9WUBRGCXSP/]{1,4}\})+[ \t]*$/gm)?.length ?? 0
  return rulings >= 2 && costs >= 1
}

export function detectArticle(text: string): number {
  const sample = text.slice(0, SAMPLE)
  if (/^[ \t]*Back to the Table of Contents[ \t]*$/im.test(sample)) return 0.05
  let score = 0
  if (/^\[_metadata_:\w+\]:/m.test(sample)) score += 0.6
  const bold = sample.match(/\*\*[QA]\*\*\s*:|\*\*[QA]:|<(?:b|strong)>\s*[QA]\s*:?\s*<\/(?:b|strong)>|<(?:b|strong)>\s*[QA]:/gi)?.length ?? 0
  const questions = sample.match(/^[ \t]*Q:[ \t]/gm)?.length ?? 0
  const answers = sample.match(/^[ \t]*A:[ \t]/gm)?.length ?? 0
  if (bold >= 2) score += 0.5
  else if (bold === 1) score += 0.3
  if (questions >= 1 && answers >= 1) score += 0.4
  if (/\bPosted in\b[^\n]{0,120}\n?[^\n]{0,40}?\bon\s+\w+/.test(sample.slice(0, 20_000))) score += 0.2
  if (isHtml(sample) && (bold > 0 || questions > 0)) score += 0.1
  if (looksLikeReleaseNotes(sample)) score += 0.8
  return Math.min(0.9, score)
}
