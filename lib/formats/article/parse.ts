/**
 * An article (rules column, set FAQ, release notes; Markdown, HTML or plain text) -> tree.
 * Syntax first (remark-parse or rehype-parse, into one token stream), then the shape: release
 * notes or a set FAQ when the text has card blocks with bulleted rulings, else questions and answers.
 */
import { ParseError } from '../family.js'
import type { Noise, Root } from '../tree.js'
import { isHtml, looksLikeReleaseNotes } from './detect.js'
import { htmlTokens } from './html-tokens.js'
import { markdownTokens } from './markdown-tokens.js'
import { fillMeta, isoDate, postedDate, releaseDate } from './meta.js'
import { buildQuestions, type Built } from './questions.js'
import { buildReleaseNotes } from './release-notes.js'
import { assignSpans } from './spans.js'
import { seedData } from './tokens.js'

export function parseArticle(text: string): Root {
  const html = isHtml(text)
  const stream = html ? htmlTokens(text) : markdownTokens(text)
  const meta = stream.meta
  isoDate(meta)
  fillMeta(meta, postedDate(text))
  const hasQuestions = stream.tokens.some((t) => t.t === 'marker')
  let built: Built | null = null
  let chrome: ReturnType<typeof buildReleaseNotes>['chrome'] = []
  if (!hasQuestions && looksLikeReleaseNotes(text)) {
    fillMeta(meta, releaseDate(text))
    const notes = buildReleaseNotes(stream.tokens, text, meta)
    if (notes.drafts.some((d) => d.block.kind === 'card')) ({ chrome } = notes), (built = notes)
  }
  built ??= buildQuestions(stream.tokens, meta)
  if (!built.drafts.some((d) => d.block.kind === 'qa' || d.block.kind === 'card')) {
    throw new ParseError('not an article: no question and no card block with rulings found')
  }
  const first = built.roots[0]
  if (!meta.title && first && (first.kind === 'preface' || first.kind === 'section') && first.title) meta.title = first.title
  if (!meta.title && stream.pageTitle) meta.title = stream.pageTitle
  // Chrome is placed like a block, so its source is carved the same way, then reported as noise.
  const outside = assignSpans(text, [...built.drafts, ...chrome], stream.noise, html ? 'HTML markup' : 'markup')
  const dropped: Noise[] = chrome.flatMap((c) => c.block.spans.map((span) => ({ span, reason: c.reason })))
  for (const d of built.drafts) seedData(d.block, d.citations, d.refs)
  const noise = [...stream.noise, ...outside, ...dropped].sort((a, b) => a.span.start - b.span.start)
  return { type: 'root', family: 'article', children: built.roots, noise, meta, problems: built.problems }
}
