/**
 * An article (rules column, set FAQ, release notes; Markdown, HTML or plain text) -> tree.
 * Syntax first (remark-parse or rehype-parse, into one token stream), then the shape: release
 * notes when the text has card blocks with rulings, else questions and answers.
 */
import { ParseError } from '../family.js'
import type { Root } from '../tree.js'
import { isHtml, looksLikeReleaseNotes } from './detect.js'
import { htmlTokens } from './html-tokens.js'
import { markdownTokens } from './markdown-tokens.js'
import { fillMeta, isoDate, postedDate, releaseDate } from './meta.js'
import { buildQuestions } from './questions.js'
import { buildReleaseNotes } from './release-notes.js'
import { assignSpans } from './spans.js'
import { seedData } from './tokens.js'

export function parseArticle(text: string): Root {
  const html = isHtml(text)
  const stream = html ? htmlTokens(text) : markdownTokens(text)
  const meta = stream.meta
  isoDate(meta)
  const releaseNotes = looksLikeReleaseNotes(text) && !stream.tokens.some((t) => t.t === 'marker')
  fillMeta(meta, releaseNotes ? releaseDate(text) : postedDate(text))
  const built = releaseNotes ? buildReleaseNotes(stream.tokens) : buildQuestions(stream.tokens, meta)
  if (!built.drafts.some((d) => d.block.kind === 'qa' || d.block.kind === 'card')) {
    throw new ParseError(releaseNotes ? 'not release notes: no card block followed by rulings' : 'not a Q&A article: no question found')
  }
  const first = built.roots[0]
  if (!meta.title && first && (first.kind === 'preface' || first.kind === 'section') && first.title) meta.title = first.title
  if (!meta.title && stream.pageTitle) meta.title = stream.pageTitle
  const outside = assignSpans(text, built.drafts, stream.noise, html ? 'HTML markup' : 'markup')
  for (const d of built.drafts) seedData(d.block, d.citations, d.refs)
  const noise = [...stream.noise, ...outside].sort((a, b) => a.span.start - b.span.start)
  return { type: 'root', family: 'article', children: built.roots, noise, meta, problems: built.problems }
}
