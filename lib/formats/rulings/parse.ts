/**
 * Rulings lists (D'Angelo's "MTG Rulings", his whole General and Card Rulings
 * Summary releases, and the crystalkeep search pages cut from them) into the
 * shared parse tree. One pass over the lines, no
 * backtracking: each line is classified from a bounded prefix and then owned
 * by exactly one block or noise entry.
 */
import type { Block, DocMeta, Noise, Problem, Root } from '../tree.js'
import type { NodeKind } from '../../types.js'
import { ParseError } from '../family.js'
import { splitLines, trimmedSpan, type Line } from '../../text/lines.js'
import { compareIds, extendsId, idDepth, idRoot, idShape } from './ids.js'
import {
  isTitleLike,
  noiseReason,
  opensParagraph,
  parseIdLine,
  sectionTitle,
  type IdLine,
  type SectionTitle,
} from './entry-lines.js'
import { releaseLine, titleLine } from './dates.js'
import { changesSinceLine, isChangesOnly, seriesOf, signatureAuthor, updatedLine } from './header-lines.js'
import { cardNameLine, changeMark, endsRuling, letterSeparator, onlyCitations } from './card-lines.js'

/**
 * Releases either mark every entry `- ID - ` (and then a bare `ID - ` line is a
 * heading or wrapped text) or mark none (and the number alone opens an entry).
 */
type Style = 'dash' | 'plain'

type Mode = 'body' | SectionTitle

interface Draft {
  paragraphs: string[][]
  pendingBreak: boolean
  /** Contents and index lists keep one item per line. */
  linePerParagraph: boolean
}

function documentStyle(lines: Line[]): Style {
  let dashed = 0
  let plain = 0
  for (const line of lines) {
    const idl = parseIdLine(line.text.trim())
    if (!idl) continue
    if (idl.dashed) dashed++
    else if (idl.id === null || idShape(idl.id) === 'entry') plain++
  }
  return dashed > 0 && dashed >= plain ? 'dash' : 'plain'
}

const isIndented = (line: Line) => line.text.length > 0 && (line.text[0] === ' ' || line.text[0] === '\t')

export function parseRulings(text: string): Root {
  const lines = splitLines(text)
  const style = documentStyle(lines)
  const children: Block[] = []
  const noise: Noise[] = []
  const problems: Problem[] = []
  const meta: DocMeta = {}

  const drafts = new Map<Block, Draft>()
  /** Headings in force, outermost first. */
  const stack: { id: string; block: Block }[] = []
  /** The last heading number opened under each container, to spot numbers running backwards. */
  const lastHeading = new Map<Block | 'root', string>()
  /** Where each number was first seen (1-based line), for duplicate reports. */
  const seen = new Map<string, number>()
  const contentsIds = new Set<string>()

  let mode: Mode = 'body'
  let special: Block | null = null
  let current: Block | null = null
  let lastOwner: Block | null = null
  let recognised = 0
  // Assigned inside readHeaderLine, so declared wide enough that narrowing does not forget it.
  let updatedDate = null as { date: string; evidence: string } | null
  /** A Card Rulings Summary: card names on lines of their own, each followed by its rulings. */
  let cards = false
  /** The card whose rulings are being read. */
  let card: Block | null = null
  /** Section titles listed inside the table of contents (`Index`, `Credits`): the body's own come later. */
  const contentsTitles = new Set<SectionTitle>()

  const trimmed = lines.map((line) => line.text.trim())

  function newBlock(kind: NodeKind, number: string | null, title: string | null, parent: Block | null): Block {
    const block: Block = { type: 'block', kind, number, title, text: '', spans: [], children: [] }
    drafts.set(block, { paragraphs: [], pendingBreak: false, linePerParagraph: kind === 'contents' || kind === 'index' })
    ;(parent ? parent.children : children).push(block)
    return block
  }

  function own(block: Block, line: Line, words: string, newParagraph: boolean) {
    const span = trimmedSpan(line)
    const last = block.spans[block.spans.length - 1]
    // Lines owned back to back share one span; a noise line between them splits it.
    if (last && lastOwner === block) last.end = span.end
    else block.spans.push(span)
    lastOwner = block
    if (!words) return
    const draft = drafts.get(block)!
    const paragraphs = draft.paragraphs
    if (newParagraph || draft.pendingBreak || draft.linePerParagraph || paragraphs.length === 0) paragraphs.push([words])
    else paragraphs[paragraphs.length - 1].push(words)
    draft.pendingBreak = false
  }

  function drop(line: Line, reason: string) {
    noise.push({ span: trimmedSpan(line), reason })
    lastOwner = null
  }

  function checkDuplicate(number: string, line: Line) {
    const first = seen.get(number)
    if (first === undefined) seen.set(number, line.number)
    else problems.push({ offset: trimmedSpan(line).start, message: `duplicate number ${number} (first on line ${first})` })
  }

  const container = () => (stack.length ? stack[stack.length - 1].block : null)

  function openEntry(idl: IdLine, line: Line) {
    const block = newBlock(idl.id === null ? 'note' : 'ruling', idl.id, null, container())
    if (idl.plus) block.flags = ['changed']
    own(block, line, idl.body, true)
    if (idl.id !== null) checkDuplicate(idl.id, line)
    current = block
    recognised++
  }

  /** Opens a heading if `id` fits the chapter in force; false leaves the line to be read as text. */
  function tryHeading(id: string, title: string, line: Line, plus: boolean): boolean {
    if (!isTitleLike(title)) return false
    let keep = stack.length
    while (keep > 0 && !extendsId(id, stack[keep - 1].id)) keep--
    const depth = idDepth(id)
    if (keep === 0 && stack.length > 0 && depth > 1) {
      // `A.5 - ...` inside chapter T is wrapped prose citing another chapter, not a heading.
      const chapter = stack[0].id
      if (idRoot(id) !== idRoot(chapter) && !extendsId(idRoot(id), chapter)) return false
    }
    const parent = keep > 0 ? stack[keep - 1].block : null
    const previous = lastHeading.get(parent ?? 'root')
    // Section numbers only grow within a chapter; one running backwards is a wrapped line.
    if (depth > 1 && previous !== undefined && compareIds(id, previous) < 0) return false
    stack.length = keep
    const block = newBlock(parent === null && depth === 1 ? 'chapter' : 'section', id, title, parent)
    if (plus) block.flags = ['changed']
    own(block, line, '', true)
    stack.push({ id, block })
    lastHeading.set(parent ?? 'root', id)
    checkDuplicate(id, line)
    current = block
    recognised++
    return true
  }

  /** The first non-blank line after `index` is a `-----` underline (body headings of full releases have one). */
  function underlinedAfter(index: number): boolean {
    for (let i = index + 1; i < lines.length; i++) {
      if (trimmed[i] === '') continue
      return noiseReason(trimmed[i]) === 'separator rule'
    }
    return false
  }

  /** A `419.6 - ...` line is a heading when entries or a rule follow it, not wrapped words. */
  function headsSomething(index: number): boolean {
    for (let i = index + 1; i < lines.length; i++) {
      if (trimmed[i] === '') return true
      return parseIdLine(trimmed[i]) !== null || noiseReason(trimmed[i]) !== null || releaseLine(trimmed[i]) !== null
    }
    return true
  }

  /** The table of contents runs until the body starts repeating or underlining its headings. */
  function endsContents(idl: IdLine | null, index: number): boolean {
    if (!idl) return false
    if (idl.id === null || idl.dashed || idShape(idl.id) === 'entry') return true
    if (contentsIds.has(idl.id) || underlinedAfter(index)) return true
    contentsIds.add(idl.id)
    return false
  }

  /** Entries without the dash must carry the chapter's own numbers. */
  function fitsChapter(id: string): boolean {
    if (stack.length === 0) return true
    const chapter = stack[0].id
    return extendsId(id, chapter) || idRoot(id) === idRoot(chapter)
  }

  function readIdLine(idl: IdLine, line: Line, index: number): boolean {
    if (idl.id === null) {
      if (!(idl.dashed || idl.plus || style === 'plain')) return false
      openEntry(idl, line)
      return true
    }
    if (idl.dashed) {
      openEntry(idl, line)
      return true
    }
    const shape = idShape(idl.id)
    if (shape === 'heading') return tryHeading(idl.id, idl.body, line, idl.plus)
    if (shape === 'either') {
      const layoutSaysHeading = style === 'dash' || (!isIndented(line) && !idl.plus && headsSomething(index))
      if (layoutSaysHeading && tryHeading(idl.id, idl.body, line, idl.plus)) return true
    }
    if (style === 'plain' && fitsChapter(idl.id)) {
      openEntry(idl, line)
      return true
    }
    return false
  }

  /** The header block of a whole release: title, `Updated ...`, what the change marks refer to, the signature. */
  function readHeaderLine(t: string) {
    const found = meta.title ? null : titleLine(t)
    if (found) {
      meta.title = found.title
      if (found.date && found.evidence) updatedDate = { date: found.date, evidence: found.evidence }
      if (/card rulings summary/i.test(found.title)) cards = true
      return
    }
    const updated = updatedDate ? null : updatedLine(t)
    if (updated) updatedDate = { date: updated, evidence: t }
    const since = meta.changesSince ? null : changesSinceLine(t)
    if (since) meta.changesSince = since
    const author = meta.author ? null : signatureAuthor(t)
    if (author) meta.author = author
  }

  /** Letter separators, card names and a card's rulings; false leaves the line to the rest of the parser. */
  function readCardLine(t: string, line: Line): boolean {
    if (letterSeparator(t)) {
      drop(line, 'letter separator (cards are listed alphabetically)')
      cards = true
      card = null
      stack.length = 0
      if (current && current.kind !== 'preface') current = null
      return true
    }
    if (!cards) return false
    const name = cardNameLine(t)
    if (name) {
      stack.length = 0
      card = newBlock('card', null, name, null)
      own(card, line, '', true)
      current = card
      recognised++
      return true
    }
    if (!card || !current) return false
    const draft = drafts.get(current)!
    const mark = changeMark(t)
    const last = draft.paragraphs[draft.paragraphs.length - 1]
    const lastWords = last ? last[last.length - 1] : ''
    // `[D'Angelo 00/12/14]` wrapped onto a line of its own closes the ruling above: no ruling is only its citation.
    const continues =
      current !== card && !mark.marked && !draft.pendingBreak && (opensParagraph(t) || onlyCitations(t) || !endsRuling(lastWords))
    if (continues) {
      own(current, line, t, opensParagraph(t))
      return true
    }
    const ruling = newBlock('ruling', null, null, card)
    if (mark.marked) ruling.flags = ['changed']
    own(ruling, line, mark.body, true)
    current = ruling
    return true
  }

  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]
    const t = trimmed[index]
    if (t === '') {
      const owner = mode === 'body' ? current : special
      if (owner) drafts.get(owner)!.pendingBreak = drafts.get(owner)!.paragraphs.length > 0
      continue
    }
    const release = releaseLine(t)
    if (release) {
      drop(line, 'release line')
      if (release.date && !meta.date) {
        meta.date = release.date
        meta.dateEvidence = t
      }
      continue
    }
    const reason = noiseReason(t)
    if (reason) {
      drop(line, reason)
      continue
    }

    let titled = sectionTitle(t)
    // The contents list ends with `Index` (and sometimes `Credits`): items of the list, not the sections.
    if (titled && mode === 'contents' && titled !== 'contents' && !contentsTitles.has(titled) && !underlinedAfter(index)) {
      contentsTitles.add(titled)
      titled = null
    }
    if (titled && titled !== mode && (mode === 'body' || mode === 'contents' || titled !== 'contents')) {
      mode = titled
      special = newBlock(titled, null, t.replace(/:$/, '').trim(), null)
      own(special, line, '', true)
      stack.length = 0
      current = null
      card = null
      continue
    }
    if (mode === 'index' || mode === 'credits') {
      own(special!, line, t, false)
      continue
    }

    const idl = parseIdLine(t)
    if (mode === 'contents') {
      if (!endsContents(idl, index)) {
        own(special!, line, t, true)
        continue
      }
      mode = 'body'
      special = null
    }

    if (mode === 'body' && readCardLine(t, line)) continue
    if (idl && readIdLine(idl, line, index)) {
      card = null
      continue
    }

    if (!current) {
      // Between the cards, a line that is no card and no ruling is kept as text, not as a second preface.
      current = newBlock(cards && children.length > 0 ? 'text' : 'preface', null, null, null)
    }
    if (current.kind === 'preface') readHeaderLine(t)
    own(current, line, t, current.kind !== 'preface' && opensParagraph(t))
  }

  if (recognised === 0 && contentsIds.size === 0) {
    throw new ParseError('no rulings entries or headings (`- T.1.1 - ...`, `T.1 - ...`) found')
  }
  if (!meta.date && updatedDate) {
    meta.date = updatedDate.date
    meta.dateEvidence = updatedDate.evidence
  }
  // A titled release is a version of its summary; an excerpt without the banner is no version of anything.
  if (meta.title) {
    meta.series = seriesOf(meta.title)
    if (isChangesOnly(meta.title)) meta.changesOnly = true
  }
  for (const [block, draft] of drafts) {
    block.text = draft.paragraphs.map((words) => words.join(' ')).join('\n')
  }
  return { type: 'root', family: 'rulings', meta, noise, problems, children }
}
