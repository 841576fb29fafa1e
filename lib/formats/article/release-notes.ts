/**
 * Token stream of a set's release notes or set FAQ -> blocks.
 *
 * The shape Wizards published them in: a title and byline, then `GENERAL NOTES` (the mechanics
 * explained, each under a bold heading, with an example card and bulleted notes), then
 * `CARD-SPECIFIC NOTES`: card blocks (name, cost, type line, P/T, rules text), each followed by
 * that card's rulings as bullets. A card block is found by the shape of its lines (card-lines.ts),
 * whether it is a blockquote, one paragraph with line breaks, or one paragraph per line ended by
 * two spaces.
 *
 * - Each card block becomes a `card` block titled with its name, its text the lines after the name.
 *   Under CARD-SPECIFIC NOTES (or where a document has no such part) the bullets after it are its
 *   `ruling` children. In GENERAL NOTES a card only illustrates its section: the bullets there are
 *   that section's rulings.
 * - A `Cycle: ...` heading is a section that keeps its cards as cards; bullets that follow several
 *   of its cards at once, or that explain a cycle in the general notes, are the cycle's rulings and
 *   name each of its cards.
 * - The byline and the download links are page chrome: reported as noise, not kept.
 */
import type { Citation } from '../../types.js'
import { normaliseSource } from '../citation-source.js'
import type { Block, DocMeta, Problem } from '../tree.js'
import { isCostLine, isNameLine, isSectionHeading, isTypeLine } from './card-lines.js'
import { addCardRef, newDraft, type Draft } from './draft.js'
import type { Built } from './questions.js'
import { alignOffsets, type Token } from './tokens.js'

interface Line {
  text: string
  /** Offset of the line's first word. */
  start: number
  /** Every word of the line is set in bold (a heading written as a bold line). */
  bold: boolean
  cards: string[]
  para: Para
}

interface Para {
  kind: 'paragraph' | 'item'
  at: number
  quote?: number
  more: boolean
  /** The paragraph's last line ended in a hard break: the next paragraph continues it. */
  hardEnd: boolean
  lines: Line[]
}

type Unit = { u: 'heading'; text: string; depth: number; start: number } | { u: 'rule' } | { u: 'line'; line: Line }

/** A draft that is page chrome: its source goes to the noise list with this reason. */
export interface ChromeDraft extends Draft {
  reason: string
}

export interface ReleaseNotesBuilt extends Built {
  chrome: ChromeDraft[]
}

/** Token stream -> units: headings, rules, and the lines of every paragraph (split at soft and hard breaks). */
function units(tokens: Token[], source: string): Unit[] {
  const out: Unit[] = []
  let para: Para | null = null
  let line: Line | null = null
  let strongOnly = true
  let words = ''
  const close = () => {
    if (line && words.trim() !== '') {
      line.text = words.replace(/\s+/g, ' ').trim()
      line.bold = strongOnly
      para!.lines.push(line)
      out.push({ u: 'line', line })
    }
    line = null
    words = ''
    strongOnly = true
  }
  const add = (at: number, value: string, strong: boolean) => {
    if (!para) para = { kind: 'paragraph', at, more: false, hardEnd: false, lines: [] }
    if (!line) line = { text: '', start: at, bold: false, cards: [], para }
    if (words.trim() === '') line.start = at + (value.length - value.trimStart().length)
    words += value
    if (value.trim() !== '' && !strong) strongOnly = false
  }
  const text = (value: string, start: number, end: number, strong: boolean) => {
    if (!value.includes('\n')) return add(start, value, strong)
    // A soft line break: the words after it are a line of their own (a card block written as one paragraph).
    const at = alignOffsets(source, value, start, end)
    let from = 0
    for (let i = value.indexOf('\n'); i >= 0; i = value.indexOf('\n', from)) {
      if (i > from) add(at[from], value.slice(from, i), strong)
      close()
      from = i + 1
    }
    if (from < value.length) add(at[from], value.slice(from), strong)
  }
  for (const token of tokens) {
    switch (token.t) {
      case 'para':
        close()
        para = { kind: token.kind, at: token.at, quote: token.quote, more: token.more ?? false, hardEnd: false, lines: [] }
        break
      case 'line':
        close()
        // A break after the paragraph's last words: it holds unless more words come.
        if (para) para.hardEnd = true
        break
      case 'heading':
        close()
        para = null
        out.push({ u: 'heading', text: token.text, depth: token.depth, start: token.start })
        break
      case 'rule':
        close()
        para = null
        out.push({ u: 'rule' })
        break
      case 'text':
        if (para && token.value.trim() !== '') para.hardEnd = false
        text(token.value, token.start, token.end, token.strong ?? false)
        break
      case 'card':
        if (para) para.hardEnd = false
        add(token.start, token.name, false)
        line!.cards.push(token.name)
        break
      case 'marker':
        add(token.start, `${token.which}:`, false)
        break
    }
  }
  close()
  return out
}

/** Whether `b` continues the paragraph or quote of `a`: one card block may span them. */
function continues(a: Line, b: Line): boolean {
  if (a.para === b.para) return true
  if (b.para.kind !== 'paragraph' || b.para.more || a.para.quote !== b.para.quote) return false
  if (a.para.quote !== undefined) return true
  return a.para.hardEnd && a === a.para.lines[a.para.lines.length - 1]
}

const BYLINE = /^Posted in\b.{0,120}\bon\b.{0,40}\d{4}$/
const AUTHOR_LINE = /^By [\p{Lu}][^.!?:]{1,60}$/u
const DOWNLOADS = /\bdownload links?:?$/i
/** A row of short link labels joined by `|`. */
const LINK_LIST = /^[^|.]{1,40}(?:\|[^|.]{1,40})+$/
// After a card, prose that introduces quoted rules ends it: `The official rules for crew are as follows:`, `702.121a ...`.
const NOT_CARD_TEXT = /:$|^\d{3}\.\d/

export function buildReleaseNotes(tokens: Token[], source: string, meta: DocMeta): ReleaseNotesBuilt {
  const list = units(tokens, source)
  const roots: Block[] = []
  const drafts: Draft[] = []
  const chrome: ChromeDraft[] = []
  const problems: Problem[] = []
  const citation = rulingCitation(meta)

  let preface: Draft | null = null
  let top: Draft | null = null
  let sub: Draft | null = null
  let mode: 'general' | 'cards' = 'cards'
  let card: Draft | null = null
  let text: Draft | null = null
  let ruling: Draft | null = null
  /** The current section is a cycle: its cards, and the cards since its last bullet. */
  // Set in openSection too: a holder, so the compiler does not narrow it to its first value.
  const cyc: { now: { cards: string[]; run: string[] } | null } = { now: null }
  let lastCard: Draft | null = null
  let lastWasCard = false

  const container = () => sub ?? top
  // A block owns the source from its start to the next block's start, so words may join a block
  // only while no other block (chrome included) has started since.
  let newest: Draft | null = null
  const place = (draft: Draft, into: Draft | null) => {
    newest = draft
    drafts.push(draft)
    if (into) into.block.children.push(draft.block)
    else roots.push(draft.block)
  }
  const closeFlow = () => {
    card = text = ruling = null
  }
  const openSection = (title: string, start: number, level: 'top' | 'sub') => {
    closeFlow()
    const draft = newDraft('section', title, start)
    draft.lines = [title]
    if (level === 'top' || !top) {
      place(draft, null)
      top = draft
      sub = null
    } else {
      place(draft, top)
      sub = draft
    }
    cyc.now = /^(?:returning )?cycles?\b/i.test(title) ? { cards: [], run: [] } : null
  }
  const prose = (line: Line) => {
    card = null
    ruling = null
    if (text !== newest) text = null
    if (!text) {
      const into = container()
      if (!into && !preface) {
        preface = text = newDraft('preface', null, lineStart(line))
        place(preface, null)
      } else {
        // The introduction after the byline is the preface's.
        text = newDraft('text', null, lineStart(line))
        place(text, into ?? preface)
      }
    }
    text!.lines.push(line.para.kind === 'item' ? `• ${line.text}` : line.text)
    for (const name of line.cards) addCardRef(text!, name)
  }

  /** Where the bullets of the list being read go: a list's bullets all go to one place. */
  let bulletsInto: Draft | null = null

  let i = 0
  while (i < list.length) {
    const unit = list[i]
    if (unit.u !== 'line' || (unit.line.para.kind !== 'item' && !unit.line.para.more)) bulletsInto = null
    if (unit.u === 'rule') {
      // A rule ends a card's rulings, and a subsection (a cycle's cards and notes).
      closeFlow()
      sub = null
      cyc.now = null
      i++
      continue
    }
    if (unit.u === 'heading') {
      const part = isSectionHeading(unit.text)
      if (part) {
        mode = part
        openSection(unit.text, unit.start, 'top')
      } else if (unit.depth === 1 && !top && !lastCard && !preface) {
        closeFlow()
        preface = text = newDraft('preface', unit.text, unit.start)
        preface.lines = [unit.text]
        place(preface, null)
      } else openSection(unit.text, unit.start, 'sub')
      lastWasCard = false
      i++
      continue
    }
    const line = unit.line
    const first = line === line.para.lines[0]

    if (first && line.para.kind === 'paragraph' && !line.para.more) {
      const whole = line.para.lines.map((l) => l.text).join(' ')
      const reason =
        BYLINE.test(whole) ? 'byline (the date is read from it)'
        : DOWNLOADS.test(line.text) ? 'download links'
        : !top && !lastCard && line.para.lines.length === 1 && AUTHOR_LINE.test(whole) ? 'byline'
        : null
      if (reason) {
        closeFlow()
        const draft = { ...newDraft('text', null, lineStart(line)), reason }
        chrome.push(draft)
        newest = draft
        i += line.para.lines.length
        // The links themselves (`English | Français | ...`) may stand in paragraphs of their own.
        if (reason === 'download links') while (list[i]?.u === 'line' && LINK_LIST.test((list[i] as { line: Line }).line.text)) i++
        continue
      }
    }

    if (line.para.kind === 'item' || line.para.more) {
      lastWasCard = false
      if (!first || line.para.more) {
        // A list item's later lines and paragraphs are more of the same ruling.
        if (ruling && ruling === newest) ruling.lines.push(line.text), line.cards.forEach((n) => addCardRef(ruling!, n))
        else prose(line)
        i++
        continue
      }
      const words = line.para.lines.map((l) => l.text).join(' ')
      const cards = line.para.lines.flatMap((l) => l.cards)
      const into: Draft | null =
        bulletsInto ?? (cyc.now && (mode === 'general' || cyc.now.run.length >= 2) ? container() : mode === 'cards' && card ? card : container())
      if (!into) {
        for (const l of line.para.lines) prose(l)
        i += line.para.lines.length
        continue
      }
      text = null
      ruling = newDraft('ruling', null, line.para.at)
      ruling.lines = [words]
      ruling.citations.push({ ...citation })
      for (const name of cards) addCardRef(ruling, name)
      // A cycle's ruling holds for each card of the cycle, named or not.
      if (cyc.now && into !== card) for (const name of cyc.now.cards) addCardRef(ruling, name)
      place(ruling, into)
      bulletsInto = into
      if (cyc.now) cyc.now.run = []
      i += line.para.lines.length
      continue
    }

    const starts = cardLines(list, i)
    if (starts) {
      const end = cardEnd(list, i, starts, mode)
      const lines = list.slice(i, end).map((u) => (u as { line: Line }).line)
      closeFlow()
      // `Chandra, Pyrogenius (Planeswalker Deck only)`: the note is not the name; it stays in the text.
      const [, name, note] = /^(.*?\S)(?:\s*(\([^()]*\)))?$/.exec(lines[0].text)!
      const draft = newDraft('card', name, lineStart(lines[0]))
      draft.lines = [...(note ? [note] : []), ...lines.slice(1).map((l) => l.text)]
      for (const l of lines) for (const linked of l.cards) if (linked !== name) addCardRef(draft, linked)
      place(draft, container())
      if (mode === 'cards') card = draft
      if (cyc.now) cyc.now.cards.push(name), cyc.now.run.push(name)
      lastCard = draft
      lastWasCard = true
      i = end
      continue
    }
    lastWasCard = false

    const part = isSectionHeading(line.text)
    if (part) {
      mode = part
      openSection(line.text, lineStart(line), 'top')
      i++
      continue
    }
    if (line.bold && line.text.length <= 120 && !/:$/.test(line.text)) {
      if (!top && !preface && !lastCard) {
        // A bold first line with nothing before it titles the document.
        preface = text = newDraft('preface', line.text, lineStart(line))
        preface.lines = [line.text]
        place(preface, null)
      } else openSection(line.text, lineStart(line), 'sub')
      i++
      continue
    }
    if (cyc.now && mode === 'cards') cyc.now.run = []
    prose(line)
    i++
  }

  if (lastWasCard && lastCard && mode === 'cards') {
    const cut = lastCard as Draft
    const tail = cut.lines[cut.lines.length - 1] ?? cut.block.title ?? ''
    problems.push({
      offset: cut.start,
      message: `the document ends inside the card block of ${cut.block.title}: no rulings follow it, and its text stops at "${tail.length > 40 ? `…${tail.slice(-40).replace(/^\S*\s/, '')}` : tail}"`,
    })
  }

  for (const d of drafts) {
    d.block.text = d.lines.map((l) => l.trim()).filter(Boolean).join('\n')
    if (d.block.kind === 'preface' && !d.block.title) d.block.title = d.lines.find((l) => l.trim())?.slice(0, 120) ?? null
  }
  return { roots, drafts, problems, chrome }
}

function lineStart(line: Line): number {
  return line === line.para.lines[0] ? line.para.at : line.start
}

/** At a line that opens a card block: how many lines its start takes (name and type, or name, cost and type). */
function cardLines(list: Unit[], i: number): number | null {
  const lines: Line[] = []
  for (let k = i; k < list.length && lines.length < 3; k++) {
    const u = list[k]
    if (u.u !== 'line' || u.line.para.kind === 'item' || u.line.para.more) break
    if (lines.length && u.line.para.quote !== lines[0].para.quote) break
    lines.push(u.line)
  }
  const [name, second, third] = lines.map((l) => l.text)
  if (!isNameLine(name ?? '')) return null
  if (isTypeLine(second ?? '')) return 2
  return isCostLine(second ?? '') && isTypeLine(third ?? '') ? 3 : null
}

/**
 * Where the card block that opens at `i` ends. It runs over the lines that continue its paragraph
 * or quote (a second card start there is the other face of the card). Where even its first lines
 * stand in separate paragraphs, it runs on to the next bullet, heading, rule or card, less prose
 * that introduces quoted rules.
 */
function cardEnd(list: Unit[], i: number, starts: number, mode: 'general' | 'cards'): number {
  const lineAt = (k: number) => (list[k]?.u === 'line' ? (list[k] as { line: Line }).line : null)
  let k = i + 1
  let chained = true
  for (; k < i + starts; k++) if (!continues(lineAt(k - 1)!, lineAt(k)!)) chained = false
  if (chained) {
    while (k < list.length) {
      const prev = lineAt(k - 1)
      const next = lineAt(k)
      if (!prev || !next || !continues(prev, next)) break
      // A card block that begins in a new paragraph, outside this card's quote, is the next card.
      if (next.para !== lineAt(i)!.para && next.para.quote === undefined && cardLines(list, k)) break
      k++
    }
    if (mode === 'general') return k
    // A line of rules text the export set apart (no two spaces before it) still belongs to the card when
    // the card's rulings follow it.
    const more = loose(list, k, mode)
    return list[more]?.u === 'line' && lineAt(more)!.para.kind === 'item' ? more : k
  }
  return loose(list, k, mode)
}

/** From `k`, past the paragraphs that may be a card's text: up to a bullet, heading, rule, bold line or card. */
function loose(list: Unit[], k: number, mode: 'general' | 'cards'): number {
  for (; k < list.length; k++) {
    const next = list[k].u === 'line' ? (list[k] as { line: Line }).line : null
    if (!next || next.para.kind === 'item' || next.para.more || next.bold || isSectionHeading(next.text)) break
    if (cardLines(list, k) || NOT_CARD_TEXT.test(next.text) || (mode === 'general' && next.text.length > 200)) break
  }
  return k
}

/** Every ruling in a release note is Wizards' word, dated by the document. */
function rulingCitation(meta: DocMeta): Citation {
  const author = meta.author?.trim() || 'Wizards of the Coast'
  return {
    text: author,
    ...normaliseSource(author),
    date: meta.date ?? null,
    dateInferred: meta.date !== undefined,
    rule: null,
    target: null,
  }
}

