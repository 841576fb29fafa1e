/**
 * One source file -> its parse tree, enriched, and its graph nodes. Pure: bytes in,
 * data out; the script does the file system. Failures are DocumentErrors naming a line.
 */
import { unified } from 'unified'
import { VFile } from 'vfile'
import type { ManifestEntry } from '../content/manifest.js'
import { checkCoverage } from '../formats/coverage.js'
import { detectFamily, familyById, ParseError, type FormatFamily } from '../formats/index.js'
import type { Root, Span } from '../formats/tree.js'
import { decode, DecodeError, type Decoded } from '../text/decode.js'
import { findLostCharacters, type LostCharacters } from '../text/lost-characters.js'
import { orderOfWritten } from '../text/numeric-dates.js'
import { lineLocator } from '../text/offsets.js'
import type { DocumentInfo, GraphNode } from '../types.js'
import { buildNodes } from './build-nodes.js'
import { extractCitations } from './extract-citations.js'
import { extractReferences } from './extract-references.js'
import { parseWithFamily } from './parse-with-family.js'

export interface SourceFile {
  /** Path relative to the content folder, used in messages and DocumentInfo.file. */
  path: string
  bytes: Uint8Array
  /** The stored file's size when `bytes` is text extracted from it (a PDF: lib/graph/pdf-source.ts). */
  fileBytes?: number
  /** Why the file could not be turned into text (a damaged PDF); the document fails with this message. */
  unreadable?: string
}

export interface NoiseLine {
  line: number
  reason: string
  text: string
}

export interface DocumentProblem {
  line: number | null
  message: string
}

export interface IngestedDocument {
  info: DocumentInfo
  decoded: Decoded
  root: Root
  nodes: GraphNode[]
  noise: NoiseLine[]
  problems: DocumentProblem[]
  /** Lines holding U+FFFD: characters the source had lost before it reached us. */
  lost: LostCharacters[]
}

/** A document that could not be ingested; `toString()` is the one-line message. */
export class DocumentError extends Error {
  constructor(
    readonly file: string,
    readonly line: number | null,
    readonly reason: string,
  ) {
    super(`${file}${line ? `:${line}` : ''}: ${reason}`)
    this.name = 'DocumentError'
  }
}

export function ingestDocument(source: SourceFile, docId: string, entry?: ManifestEntry): IngestedDocument {
  if (source.unreadable) throw new DocumentError(source.path, null, source.unreadable)
  let decoded: Decoded
  try {
    decoded = decode(source.bytes)
  } catch (e) {
    if (e instanceof DecodeError) throw new DocumentError(source.path, e.line, e.message)
    throw e
  }
  const { text } = decoded
  const lineOf = lineLocator(text)
  const family = chooseFamily(source.path, text, entry)

  const file = new VFile({ path: source.path, value: text })
  let root: Root
  try {
    root = unified().use(parseWithFamily, family).parse(file) as Root
  } catch (e) {
    if (e instanceof ParseError) throw new DocumentError(source.path, e.offset === null ? null : lineOf(e.offset), e.message)
    throw e
  }

  // Parsers promise to account for every character; should one ever miss some, the text goes
  // to the report rather than nowhere.
  const coverage = checkCoverage(text, root)
  for (const span of mergeWithinLines(text, coverage.missing)) {
    root.noise.push({ span, reason: 'not recognised by the parser' })
    root.problems.push({ offset: span.start, message: 'text the parser did not place in any node (kept in the report)' })
  }
  for (const span of coverage.doubled) root.problems.push({ offset: span.start, message: 'text placed in two nodes' })

  const statedDate = entry?.date ?? root.meta.date ?? null
  // How the header wrote its own date (`Updated 01/01/16`) is how the document writes its citations' dates.
  const dateOrder = root.meta.date && root.meta.dateEvidence ? orderOfWritten(root.meta.dateEvidence, root.meta.date) : null
  unified().use(extractCitations, { documentDate: statedDate, dateOrder }).use(extractReferences).runSync(root, file)

  let date = statedDate
  let dateSource: DocumentInfo['dateSource'] = entry?.date ? 'manifest' : root.meta.date ? 'text' : null
  if (!date) {
    date = latestCitationDate(root)
    if (date) {
      dateSource = 'citations'
      fillInferredDates(root, date)
    }
  }

  const info: DocumentInfo = {
    id: docId,
    title: entry?.title ?? root.meta.title ?? firstLine(text) ?? source.path,
    family: family.id,
    date,
    dateSource,
    author: entry?.author ?? root.meta.author ?? null,
    origin: entry?.origin ?? null,
    file: source.path,
    bytes: source.fileBytes ?? source.bytes.length,
    lines: text.length === 0 ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0),
    // Series membership is decided by lib/history once every document is in.
    series: null,
    previous: null,
    latest: true,
    updates: null,
    ...(root.meta.changesSince ? { changesSince: root.meta.changesSince } : {}),
  }

  const built = buildNodes(docId, text, root)
  const noise = root.noise.map((n) => ({
    line: lineOf(n.span.start),
    reason: n.reason,
    text: text.slice(n.span.start, Math.min(n.span.end, n.span.start + 200)),
  }))
  const problems: DocumentProblem[] = [
    ...root.problems.map((p) => ({ line: lineOf(p.offset), message: p.message })),
    ...built.problems,
  ]
  return { info, decoded, root, nodes: built.nodes, noise, problems, lost: findLostCharacters(text) }
}

/** Missing stretches on one line become one report entry, not one per word. */
function mergeWithinLines(text: string, spans: Span[]): Span[] {
  const merged: Span[] = []
  for (const span of spans) {
    const last = merged[merged.length - 1]
    if (last && !text.slice(last.end, span.start).includes('\n')) last.end = span.end
    else merged.push({ ...span })
  }
  return merged
}

function chooseFamily(path: string, text: string, entry?: ManifestEntry): FormatFamily {
  if (entry?.family) return familyById(entry.family)
  const { family, scores } = detectFamily(text)
  if (!family) {
    const tried = Object.entries(scores)
      .map(([id, s]) => `${id} ${s.toFixed(2)}`)
      .join(', ')
    throw new DocumentError(path, null, `unknown format: no family recognises this text (scores: ${tried})`)
  }
  return family
}

function walkBlocks(root: Root, fn: (block: Root['children'][number]) => void) {
  const walk = (blocks: Root['children']) => {
    for (const b of blocks) {
      fn(b)
      walk(b.children)
    }
  }
  walk(root.children)
}

function latestCitationDate(root: Root): string | null {
  let latest: string | null = null
  walkBlocks(root, (b) => {
    for (const c of b.data?.citations ?? []) if (c.date && !c.dateInferred && (!latest || c.date > latest)) latest = c.date
  })
  return latest
}

function fillInferredDates(root: Root, date: string) {
  walkBlocks(root, (b) => {
    for (const c of b.data?.citations ?? []) {
      if (!c.date) {
        c.date = date
        c.dateInferred = true
      }
    }
  })
}

function firstLine(text: string): string | null {
  const line = text.split('\n', 20).find((l) => l.trim())
  return line ? line.trim().slice(0, 120) : null
}
