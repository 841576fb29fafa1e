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
import { LineStream } from '../text/line-stream.js'
import { lastAtOrBelow, lineLocator } from '../text/offsets.js'
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

/** A file too large to hold whole: read from its start, piece by piece, when it is ingested. */
export interface StreamSource {
  path: string
  /** Its size in bytes. */
  size: number
  /** Its first bytes (a few KB), for detecting its family without reading it all. */
  head: Uint8Array
  /** The whole file from its start, piece by piece; may be called more than once. */
  chunks(): Iterable<Uint8Array>
}

export type ContentSource = SourceFile | StreamSource

export const isStreamSource = (source: ContentSource): source is StreamSource => 'chunks' in source

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
  /** The decoded text and what the decoder saw; `text` is '' for a document read as a stream (ingestSource). */
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

  return completeDocument({
    path: source.path,
    bytes: source.fileBytes ?? source.bytes.length,
    text,
    docId,
    entry,
    family,
    root,
    lineOf,
    decoded,
    lines: text.length === 0 ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0),
    noiseText: (span) => text.slice(span.start, Math.min(span.end, span.start + 200)),
    firstLine: firstLine(text),
    lost: findLostCharacters(text),
  })
}

/**
 * A file read piece by piece (Scryfall's bulk data, over 100 MB): decoded and parsed as it is read, so neither
 * its bytes nor its text are ever held whole. Only for a family with a stream parser and a UTF-8 file; anything
 * else is read whole and goes through ingestDocument, with the same result.
 */
export function ingestSource(source: ContentSource, docId: string, entry?: ManifestEntry): IngestedDocument {
  if (!isStreamSource(source)) return ingestDocument(source, docId, entry)
  const headText = new TextDecoder('utf-8').decode(source.head)
  const family = entry?.family ? familyById(entry.family) : detectFamily(headText).family
  if (!family?.stream || !looksLikeUtf8(source.head)) return ingestDocument({ path: source.path, bytes: readWhole(source) }, docId, entry)
  return ingestStream(source, docId, family, entry)
}

function ingestStream(source: StreamSource, docId: string, family: FormatFamily, entry?: ManifestEntry): IngestedDocument {
  const lines = new LineStream()
  const parser = family.stream!()
  let root: Root
  let firstText: string | null = null
  try {
    for (const chunk of source.chunks()) {
      const text = lines.push(chunk)
      if (firstText === null && text) firstText = firstLine(text)
      if (text) parser.push(text)
    }
    const last = lines.end()
    if (last) parser.push(last)
    root = parser.end()
  } catch (e) {
    const lineOf = lineLocator2(lines.lineStarts)
    if (e instanceof DecodeError) throw new DocumentError(source.path, e.line, e.message)
    if (e instanceof ParseError) throw new DocumentError(source.path, e.offset === null ? null : lineOf(e.offset), e.message)
    throw e
  }
  const lineOf = lineLocator2(lines.lineStarts)
  const total = lines.length
  const lineCount = total === 0 ? 0 : lines.lineStarts.length - (lines.lineStarts[lines.lineStarts.length - 1] === total ? 1 : 0)
  return completeDocument({
    path: source.path,
    bytes: source.size,
    docId,
    entry,
    family,
    root,
    lineOf,
    // The text is not kept: `text` is empty for a streamed document (its nodes and report have what it said).
    decoded: { text: '', encoding: 'utf-8', bom: lines.bom, lineEnding: lines.lineEnding },
    lines: lineCount,
    noiseText: (span, noise) => noise.text ?? '',
    firstLine: firstText,
    lost: lines.lost,
  })
}

interface Parsed {
  path: string
  bytes: number
  /** The whole decoded text, when the document was read whole (not for a stream). */
  text?: string
  docId: string
  entry?: ManifestEntry
  family: FormatFamily
  root: Root
  lineOf: (offset: number) => number
  decoded: Decoded
  lines: number
  noiseText: (span: Span, noise: Root['noise'][number]) => string
  firstLine: string | null
  lost: LostCharacters[]
}

/** What every document goes through once parsed: citations, references, its date and info, its nodes, its report. */
function completeDocument(p: Parsed): IngestedDocument {
  const { root, entry, docId, lineOf } = p
  // The text, when there is one whole (not for a stream), lets a transform report a place by its source line.
  const file = new VFile(p.text === undefined ? { path: p.path } : { path: p.path, value: p.text })
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
    title: entry?.title ?? root.meta.title ?? p.firstLine ?? p.path,
    family: p.family.id,
    date,
    dateSource,
    author: entry?.author ?? root.meta.author ?? null,
    origin: entry?.origin ?? null,
    file: p.path,
    bytes: p.bytes,
    lines: p.lines,
    // Series membership is decided by lib/history once every document is in.
    series: null,
    previous: null,
    latest: true,
    updates: null,
    ...(root.meta.changesSince ? { changesSince: root.meta.changesSince } : {}),
    // A translation's language: the manifest's, else its script's (lib/formats/translation). Which English it
    // translates is found once every document is in (lib/graph/translations.ts).
    ...((entry?.language ?? root.meta.language) ? { language: entry?.language ?? root.meta.language } : {}),
  }

  const built = buildNodes(docId, lineOf, root)
  const noise = root.noise.map((n) => ({ line: lineOf(n.span.start), reason: n.reason, text: p.noiseText(n.span, n) }))
  const problems: DocumentProblem[] = [
    ...root.problems.map((pr) => ({ line: lineOf(pr.offset), message: pr.message })),
    ...built.problems,
  ]
  return { info, decoded: p.decoded, root, nodes: built.nodes, noise, problems, lost: p.lost }
}

function readWhole(source: StreamSource): Uint8Array {
  const out = new Uint8Array(source.size)
  let at = 0
  for (const chunk of source.chunks()) {
    out.set(chunk.subarray(0, Math.min(chunk.length, out.length - at)), at)
    at += chunk.length
  }
  return out.subarray(0, Math.min(at, out.length))
}

/** UTF-16 shows as a BOM or as zero bytes between ASCII ones; the stream reads UTF-8 only. */
function looksLikeUtf8(head: Uint8Array): boolean {
  if ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff)) return false
  return !head.subarray(0, 4096).includes(0)
}

function lineLocator2(starts: number[]): (offset: number) => number {
  return (offset) => lastAtOrBelow(starts, offset) + 1
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
