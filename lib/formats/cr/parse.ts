import type { Block, Root } from '../tree.js'
import { ParseError } from '../family.js'
import { splitLines, type Line } from '../../text/lines.js'
import { addLine, addNoise, makeBlock } from './blocks.js'
import { endsSentence, isExampleLine, looksLikeTitle, readLandmark, readNumber, type LandmarkWords, type RuleNumber } from './classify.js'
import { isChrome } from './chrome.js'
import { findRegions } from './contents.js'
import { parseGlossary } from './glossary.js'
import { isBanner, readMeta } from './title-block.js'
import { isWrappedDocument, judge, type Position } from './wrapped-lines.js'

/** What a document in the CR's layout but another language changes in how it is read (lib/formats/translation). */
export interface CrOptions {
  /** Its words for the landmarks (contents, glossary, credits, introduction). */
  landmarks?: LandmarkWords
}

/** Parses a Comprehensive Rules text (any version, whole or in part) into a tree. */
export function parseCr(text: string, options: CrOptions = {}): Root {
  const words = options.landmarks
  if (typeof text !== 'string') throw new ParseError('input is not text')
  const lines = splitLines(text)
  const n = lines.length
  const trimmed = lines.map((line) => line.text.trim())
  const root: Root = { type: 'root', family: 'cr', children: [], noise: [], meta: {}, problems: [] }
  // Lines drawn with one mark (the 1999 version's `=====` banners and `-----` underlines)
  // are decoration: dropped here, and read as blank lines by everything below.
  for (let i = 0; i < n; i++) {
    if (trimmed[i] && isBanner(trimmed[i])) {
      addNoise(root, lines[i], 'banner line')
      trimmed[i] = ''
    }
  }

  const { contentsStart, contentsEnd, bodyStart } = findRegions(lines, trimmed, words)
  const prefaceEnd = contentsStart ?? bodyStart
  const wrapped = isWrappedDocument(lines, bodyStart, n)

  let introAt = prefaceEnd
  for (let i = 0; i < prefaceEnd; i++) {
    if (readLandmark(trimmed[i], words) === 'introduction') {
      introAt = i
      break
    }
  }
  root.meta = readMeta(lines, introAt)

  parsePreface(root, lines, trimmed, 0, prefaceEnd, introAt, wrapped, root.meta.title ?? null)
  if (contentsStart !== null) {
    const listEnd = contentsEnd ?? bodyStart
    const contents = makeBlock('contents', null, trimmed[contentsStart] || 'Contents')
    for (let i = contentsStart; i < listEnd; i++) {
      const t = trimmed[i]
      if (!t) continue
      if (isChrome(t)) addNoise(root, lines[i], 'blog chrome')
      else addLine(contents, lines[i], t, false)
    }
    root.children.push(contents)
    // Front matter printed after the list (1999: a notice, then the introduction).
    let introAfter = bodyStart
    for (let i = listEnd; i < bodyStart; i++) {
      if (readLandmark(trimmed[i], words) === 'introduction') {
        introAfter = i
        break
      }
    }
    parsePreface(root, lines, trimmed, listEnd, bodyStart, introAfter, wrapped, null)
  }
  const found = parseBody(root, lines, trimmed, bodyStart, wrapped, words)
  if (!found) throw new ParseError('no Comprehensive Rules structure: no numbered rule, heading or glossary', 0)
  // Banners were recorded first; the report reads best in document order.
  root.noise.sort((a, b) => a.span.start - b.span.start)
  return root
}

function parsePreface(
  root: Root,
  lines: Line[],
  trimmed: string[],
  start: number,
  end: number,
  introAt: number,
  wrapped: boolean,
  /** The title of what precedes the introduction: the document's own at its head, none after the contents. */
  title: string | null,
): void {
  let block: Block | null = null
  let blankBefore = true
  for (let i = start; i < end; i++) {
    const t = trimmed[i]
    if (!t) {
      blankBefore = true
      continue
    }
    if (isChrome(t)) {
      addNoise(root, lines[i], 'blog chrome')
      continue
    }
    if (i === introAt || block === null) {
      block = makeBlock('preface', null, i === introAt ? t : title)
      root.children.push(block)
    }
    addLine(block, lines[i], t, wrapped && !blankBefore)
    blankBefore = false
  }
}

/** The rule containers by number, so a rule finds its parent wherever it was pasted. */
interface Index {
  chapters: Map<string, Block>
  sections: Map<string, Block>
  rules: Map<string, Block>
  /** What followed each number on its first line, to tell a repeated paste from a clash. */
  firstLine: Map<string, string>
}

function parentOf(c: RuleNumber, index: Index): Block | null {
  if (c.kind === 'chapter') return null
  if (c.kind === 'rule' && c.letter !== null) {
    const rule = index.rules.get(`${c.section}.${c.rule}`)
    if (rule) return rule
  }
  if (c.kind === 'rule') {
    const section = index.sections.get(String(c.section))
    if (section) return section
  }
  return index.chapters.get(String(c.chapter)) ?? null
}

function seenBefore(c: RuleNumber, index: Index): Block | undefined {
  if (c.kind === 'chapter') return index.chapters.get(c.number)
  if (c.kind === 'section') return index.sections.get(c.number)
  return index.rules.get(c.number)
}

/** Returns whether anything of the CR's own shape was found. */
function parseBody(root: Root, lines: Line[], trimmed: string[], start: number, wrapped: boolean, words?: LandmarkWords): boolean {
  const n = lines.length
  const numbers: (RuleNumber | null)[] = new Array(n)
  for (let i = start; i < n; i++) numbers[i] = readNumber(trimmed[i])
  // The next numbered line after each line, found backwards in one pass.
  const nextNumbered: (RuleNumber | null)[] = new Array(n)
  let upcoming: RuleNumber | null = null
  for (let i = n - 1; i >= start; i--) {
    nextNumbered[i] = upcoming
    if (numbers[i] !== null) upcoming = numbers[i]
  }

  const index: Index = { chapters: new Map(), sections: new Map(), rules: new Map(), firstLine: new Map() }
  const pos: Position = { chapter: null, section: null, rule: null, letter: null }
  let found = false
  let current: Block | null = null
  // Set by page chrome: until the rules resume, text is someone else's post.
  let inChrome = false
  // Set by a repeated paste of a rule already read: its lines are dropped with it.
  let repeating: string | null = null
  let blankBefore = true
  let prevText: string | null = null
  let prevClosed = true

  const place = (block: Block, parent: Block | null) => {
    if (parent) parent.children.push(block)
    else root.children.push(block)
  }

  for (let i = start; i < n; i++) {
    const t = trimmed[i]
    const line = lines[i]
    if (!t) {
      blankBefore = true
      continue
    }
    if (isChrome(t)) {
      addNoise(root, line, 'blog chrome')
      inChrome = true
      prevClosed = true
      prevText = null
      continue
    }
    const landmark = readLandmark(t, words)
    if (landmark === 'glossary' || landmark === 'index' || landmark === 'credits') {
      let end = n
      if (landmark !== 'credits') {
        // The glossary runs to the index (1999) or the credits; the index to the credits.
        for (let j = i + 1; j < n; j++) {
          const next = readLandmark(trimmed[j], words)
          if (next === 'credits' || (landmark === 'glossary' && next === 'index')) {
            end = j
            break
          }
        }
      }
      if (landmark === 'glossary') root.children.push(parseGlossary(root, lines, trimmed, i, end, wrapped))
      else if (landmark === 'index') root.children.push(parseIndex(root, lines, trimmed, i, end))
      else root.children.push(parseCredits(root, lines, trimmed, i, n, wrapped))
      found = true
      i = end - 1
      current = null
      inChrome = false
      repeating = null
      blankBefore = true
      prevClosed = true
      prevText = null
      continue
    }

    const c = numbers[i]
    const indented = line.text.length - line.text.trimStart().length >= 2
    if (c !== null) {
      const first = seenBefore(c, index)
      const verdict = judge(c, pos, {
        wrapped,
        adjacent: !blankBefore && prevText !== null,
        prevText,
        prevClosed,
        indented,
        next: nextNumbered[i],
        seen: first !== undefined,
      })
      if (verdict === 'repeat' && first !== undefined && index.firstLine.get(`${c.kind} ${c.number}`) === c.rest) {
        root.problems.push({ offset: line.start, message: `repeated copy of ${c.kind} ${c.number} dropped` })
        addNoise(root, line, `repeated paste of ${c.kind} ${c.number}`)
        repeating = c.number
        current = null
        blankBefore = false
        prevText = t
        prevClosed = true
        continue
      }
      if (verdict !== 'continue') {
        if (verdict === 'repeat') {
          root.problems.push({ offset: line.start, message: `duplicate ${c.kind} number ${c.number}` })
        } else if (verdict === 'backwards') {
          const where = pos.section === null ? 'the start' : `${pos.section}${pos.rule === null ? '' : `.${pos.rule}${pos.letter ?? ''}`}`
          root.problems.push({ offset: line.start, message: `${c.kind} ${c.number} is out of order (after ${where})` })
        }
        const block = openNumbered(c, nextNumbered[i])
        place(block, parentOf(c, index))
        addLine(block, line, block.kind === 'rule' ? c.rest : (block.title ?? c.rest), false)
        if (first === undefined) {
          const map = c.kind === 'chapter' ? index.chapters : c.kind === 'section' ? index.sections : index.rules
          map.set(c.number, block)
          index.firstLine.set(`${c.kind} ${c.number}`, c.rest)
        }
        if (c.kind === 'chapter') Object.assign(pos, { chapter: c.chapter, section: null, rule: null, letter: null })
        else if (c.kind === 'section') Object.assign(pos, { chapter: c.chapter, section: c.section, rule: null, letter: null })
        else Object.assign(pos, { chapter: c.chapter, section: c.section, rule: c.rule, letter: c.letter })
        current = block
        found = true
        inChrome = false
        repeating = null
        blankBefore = false
        prevText = t
        prevClosed = endsSentence(t) || block.title !== null
        continue
      }
    }

    if (repeating !== null) {
      addNoise(root, line, `repeated paste of ${repeating}`)
    } else if (inChrome) {
      addNoise(root, line, 'unrelated blog post')
    } else {
      const example = isExampleLine(t)
      if (current === null) {
        current = makeBlock('text', null, null)
        root.children.push(current)
      }
      // Hard-wrapped lines continue their paragraph; in later versions each line is a paragraph.
      addLine(current, line, t, wrapped && !blankBefore && !example)
      if (current.title !== null && current.kind === 'rule') current.title = null
    }
    blankBefore = false
    prevText = t
    prevClosed = endsSentence(t)
  }
  return found
}

/** Title-only rules ("502.2. First Strike") head their subrules: their text is their title. */
function openNumbered(c: RuleNumber, next: RuleNumber | null): Block {
  // A heading's words are its title, unless they are a sentence (a section kept only for a note).
  if (c.kind !== 'rule') return makeBlock(c.kind === 'chapter' ? 'chapter' : 'section', c.number, looksLikeTitle(c.rest) ? c.rest : null)
  const headsSubrules =
    c.letter === null && next !== null && next.kind === 'rule' && next.letter !== null &&
    next.section === c.section && next.rule === c.rule
  return makeBlock('rule', c.number, headsSubrules && looksLikeTitle(c.rest) ? c.rest : null)
}

/** The 1999 index: one entry per line ("Abilities, 402", then its indented sub-entries). */
function parseIndex(root: Root, lines: Line[], trimmed: string[], start: number, end: number): Block {
  const index = makeBlock('index', null, trimmed[start])
  addLine(index, lines[start], trimmed[start], false)
  for (let i = start + 1; i < end; i++) {
    const t = trimmed[i]
    if (!t) continue
    if (isChrome(t)) addNoise(root, lines[i], 'blog chrome')
    else addLine(index, lines[i], t, false)
  }
  return index
}

function parseCredits(root: Root, lines: Line[], trimmed: string[], start: number, end: number, wrapped: boolean): Block {
  const credits = makeBlock('credits', null, trimmed[start])
  addLine(credits, lines[start], trimmed[start], false)
  let blankBefore = false
  for (let i = start + 1; i < end; i++) {
    const t = trimmed[i]
    if (!t) {
      blankBefore = true
      continue
    }
    if (isChrome(t)) addNoise(root, lines[i], 'blog chrome')
    else addLine(credits, lines[i], t, wrapped && !blankBefore)
    blankBefore = false
  }
  return credits
}
