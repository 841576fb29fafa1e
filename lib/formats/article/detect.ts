/**
 * Confidence that a text is an article of the Q&A family: archive metadata, bold or plain
 * Q/A markers, a "Posted in ... on" byline, an HTML page, release-notes card blocks. A forum
 * FAQ thread (`Back to the Table of Contents`) is the faq family's. Bounded sample: cheap.
 */
import { isSectionHeading, opensCard } from './card-lines.js'

const SAMPLE = 200_000

export function isHtml(text: string): boolean {
  return /^\s*(?:<!doctype html|<html\b|<head\b|<body\b|<article\b|<meta\b)/i.test(text.slice(0, 2_000))
}

/**
 * A release note or set FAQ, by its content: card blocks (a name, then a type line, maybe after a
 * cost) with bulleted rulings, or its two parts, "General Notes" and "Card-Specific Notes". Markdown
 * quote marks, emphasis and images, and HTML tags, are stripped from each line first.
 */
export function looksLikeReleaseNotes(text: string): boolean {
  const sample = text.slice(0, SAMPLE)
  const lines = plainLines(sample)
  let cards = 0
  for (let i = 0; i < lines.length && cards < 3; i++) if (opensCard(lines, i)) cards++
  const bullets = (sample.match(/^[ \t>]{0,4}[*•-][ \t]+\S/gm)?.length ?? 0) + (sample.match(/<li\b/gi)?.length ?? 0)
  const parts = new Set(lines.map(isSectionHeading).filter((p) => p !== null)).size
  return (cards >= 1 && bullets >= 1 && (cards >= 2 || parts >= 1)) || (parts === 2 && bullets >= 1)
}

/** The non-blank lines of a sample, as a reader sees them: no `>`, `**`, images or tags. */
function plainLines(sample: string): string[] {
  const text = isHtml(sample)
    ? sample
        .replace(/<img\b[^>]*manasymbols[^>]*>/gi, '{1}')
        .replace(/<(?:br|p|li|div|blockquote|h\d|tr|td)\b[^>]*>|<\/(?:p|li|div|blockquote|h\d|tr|td)>/gi, '\n')
        .replace(/<[^>]*>/g, '')
        .replace(/&mdash;|&#8212;|&#x2014;/gi, '—')
        .replace(/&nbsp;|&#160;/gi, ' ')
        .replace(/&amp;/gi, '&')
    : sample
  return text
    .split('\n')
    .map((l) =>
      l
        .replace(/^(?:[ \t]*>)+/, '')
        .replace(/!\[[^\]]*\]\([^)\s]*manasymbols[^)\s]*\)/g, '{1}')
        .replace(/!\[[^\]]*\]\([^)\s]*\)(?:[^\s()]*\.(?:jpe?g|png|gif)\))?/gi, '')
        .replace(/\*\*?|__?|\\/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((l) => l !== '')
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
