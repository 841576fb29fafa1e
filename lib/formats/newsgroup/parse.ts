/**
 * A newsgroup rulings summary -> tree: mail headers (one 'preface' block), the
 * author's introduction (a second 'preface' block), then topics underlined with
 * dashes, each holding its rulings. Works whether or not the post kept its line
 * breaks; every step walks the words once.
 */
import { ParseError } from '../family.js'
import type { Block, DocMeta, Noise, Problem, Root, Span } from '../tree.js'
import { authorOf, dateOf, readHeaders } from './headers.js'
import { headingBefore, isRule } from './headings.js'
import { readBody } from './rulings.js'
import { wordsSpan, wordsText } from './text.js'
import { splitWords, type Word } from './words.js'

enum Role {
  Plain = 0,
  Underline = 1,
  Separator = 2,
}

interface Heading {
  /** First word of the heading text. */
  from: number
  /** The underline word. */
  underline: number
}

function block(kind: Block['kind'], title: string | null, text: string, spans: Span[], children: Block[] = []): Block {
  return { type: 'block', kind, number: null, title, text, spans, children }
}

function hasChar(text: string, w: Word, ch: string): boolean {
  for (let i = w.start; i < w.end; i++) if (text[i] === ch) return true
  return false
}

/** Finds underlined headings and separator rules, in one pass. */
function scan(text: string, words: Word[], from: number): { roles: Uint8Array; headings: Heading[] } {
  const roles = new Uint8Array(words.length)
  const headings: Heading[] = []
  // A heading never reaches back past a ruling's attribution or an earlier rule.
  let floor = from
  for (let i = from; i < words.length; i++) {
    const w = words[i]
    if (isRule(text, w, '-')) {
      const heading = headingBefore(text, words, i, floor)
      if (heading) {
        headings.push({ from: heading.from, underline: i })
        roles[i] = Role.Underline
      } else {
        roles[i] = Role.Separator
      }
      floor = i + 1
    } else if (isRule(text, w, '=') || isRule(text, w, '*') || isRule(text, w, '_')) {
      roles[i] = Role.Separator
      floor = i + 1
    } else if (hasChar(text, w, ']')) {
      floor = i + 1
    }
  }
  return { roles, headings }
}

/** Contiguous non-noise runs of words [from, to) as spans and text, or null when all is noise. */
function ownRuns(text: string, words: Word[], from: number, to: number, roles: Uint8Array): { spans: Span[]; text: string } | null {
  const spans: Span[] = []
  const parts: string[] = []
  let i = from
  while (i < to) {
    if (roles[i] !== Role.Plain) {
      i++
      continue
    }
    let j = i
    while (j < to && roles[j] === Role.Plain) j++
    spans.push(wordsSpan(words, i, j))
    parts.push(wordsText(text, words, i, j))
    i = j
  }
  return spans.length ? { spans, text: parts.join('\n') } : null
}

export function parseNewsgroup(text: string): Root {
  const words = splitWords(text)
  if (words.length === 0) throw new ParseError('empty document')
  const headers = readHeaders(text, words)
  const { roles, headings } = scan(text, words, headers.end)
  if (headers.fields.length === 0 && headings.length === 0) {
    throw new ParseError('not a rulings summary: no mail headers and no underlined topic headings', words[0].start)
  }

  const children: Block[] = []
  const noise: Noise[] = []
  const problems: Problem[] = []
  const meta: DocMeta = {}

  if (headers.fields.length) {
    const fieldText = headers.fields.map((f) => wordsText(text, words, f.from, f.to).replace(/\s+/g, ' ')).join('\n')
    const subject = headers.fields.find((f) => f.name === 'subject')?.value
    const from = headers.fields.find((f) => f.name === 'from')?.value
    const date = headers.fields.find((f) => f.name === 'date')?.value
    children.push(block('preface', subject ?? null, fieldText, [wordsSpan(words, 0, headers.end)]))
    if (subject) meta.title = subject
    const author = from ? authorOf(from) : undefined
    if (author) meta.author = author
    const iso = date ? dateOf(date) : undefined
    if (iso) {
      meta.date = iso
      meta.dateEvidence = `Date: ${date}`
    }
  }

  for (let i = headers.end; i < words.length; i++) {
    if (roles[i] === Role.Separator) noise.push({ span: wordsSpan(words, i, i + 1), reason: 'separator rule' })
    else if (roles[i] === Role.Underline) noise.push({ span: wordsSpan(words, i, i + 1), reason: 'heading underline' })
  }
  const isNoise = (i: number) => roles[i] !== Role.Plain

  // Before the first topic: the introduction, up to the first separator rule of
  // `=` (the post's own divider); what follows that rule is already rulings.
  const firstTopic = headings.length ? headings[0].from : words.length
  let divider = -1
  for (let i = headers.end; i < firstTopic; i++) {
    if (roles[i] === Role.Separator && text[words[i].start] === '=') {
      divider = i
      break
    }
  }
  const introEnd = divider >= 0 ? divider : firstTopic
  const intro = ownRuns(text, words, headers.end, introEnd, roles)
  if (intro) children.push(block('preface', null, intro.text, intro.spans))
  if (divider >= 0 && divider + 1 < firstTopic) {
    const body = readBody(text, words, divider + 1, firstTopic, isNoise)
    children.push(...body.blocks)
    noise.push(...body.noise)
    for (const offset of body.unclosed) problems.push({ offset, message: 'an opening "[" with no attribution closing it' })
  }

  const seen = new Map<string, number>()
  headings.forEach((heading, h) => {
    const end = h + 1 < headings.length ? headings[h + 1].from : words.length
    const written = wordsText(text, words, heading.from, heading.underline).replace(/\s+/g, ' ')
    const title = written.replace(/\s*:$/, '')
    const body = readBody(text, words, heading.underline + 1, end, isNoise)
    children.push(block('topic', title, written, [wordsSpan(words, heading.from, heading.underline)], body.blocks))
    noise.push(...body.noise)
    for (const offset of body.unclosed) problems.push({ offset, message: 'an opening "[" with no attribution closing it' })
    const key = title.toLowerCase()
    if (seen.has(key)) {
      problems.push({ offset: words[heading.from].start, message: `topic "${title}" appears twice; the site will number the second` })
    } else seen.set(key, h)
    if (body.blocks.length === 0) problems.push({ offset: words[heading.from].start, message: `topic "${title}" has no rulings` })
  })

  noise.sort((a, b) => a.span.start - b.span.start)
  return { type: 'root', family: 'newsgroup', children, noise, meta, problems }
}
