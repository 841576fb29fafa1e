/**
 * Cross references: the places where one rule points at another.
 *
 * Rulings lists write `see Rule A.5`, `Rule T.4.2 part a`, `Rule T.10.Ruling.3`;
 * the Comprehensive Rules write `(See rule 308, “Declare Attackers Step,” and
 * rule 309, ...)`, `rules 409.1b and 409.1f–h`, `steps 409.1a-409.1h of rule 409`;
 * the forum FAQ points at its own topics by title and at posts by `[post=N]`.
 *
 * A reference starts at a keyword (rule, section, step) followed by a number, so
 * plain numbers ("2 damage", "1994", "Page 52") never match. From there a chain
 * of numbers, titles, ranges and `and` / `or` / `of rule` is read with sticky
 * regexes, each bounded in length, so the whole scan is linear.
 */
import type { Family } from '../types.js'
import { CR_NUMBER, expandRange, LETTER_NUMBER, letterRangeEnd } from '../rule-number/index.js'

export interface ReferenceMatch {
  start: number
  end: number
  /** The reference as written, from its keyword to its last number (or title). */
  text: string
  kind: 'rule' | 'topic' | 'post'
  /** One per target; offsets are of the token that names it (for a range, the range). */
  targets: Array<{ number: string; start: number; end: number }>
  /**
   * The document the numbers are in, when the text names it: `MTR 2.3`, `section 4.2 of the Infraction
   * Procedure Guide`, `CR 702.19`. Absent: the citing document's own numbering decides (lib/graph/link.ts).
   */
  series?: ReferenceSeries
}

export type ReferenceSeries = 'cr' | 'mtr' | 'ipg' | 'jar'

type Target = ReferenceMatch['targets'][number]

const WS = '[ \\t\\r\\n]'
// `T.10.Ruling.3`, `A.6.2`, `G1.1a` or `409.1f`, `8` (lib/rule-number), not run on into a word or a `/`.
const NUMBER = `(?:${LETTER_NUMBER}|${CR_NUMBER})(?![\\w/])`
// `CR 502.15e`: the editor's comments in rules columns cite the Comprehensive Rules by its initials.
// `MTR 2.3`, `IPG 2.2`: judges cite the Tournament Rules and the Infraction Procedure Guide by theirs.
const KEYWORD = '(?:[Rr]ules?|RULES?|[Ss]ections?|SECTIONS?|[Ss]teps?|STEPS?|CR|MTR|IPG|JAR)'

const TRIGGER = `\\b(?<keyword>${KEYWORD})${WS}{1,3}(?=[A-Z]\\d{0,2}\\.\\d|\\d)`
const NUMBER_AT = `(?<number>${NUMBER})`
// `f–h` in `409.1f–h`, or `409.1h` in `409.1a-409.1h`.
const RANGE_AT = `${WS}?[-–—]${WS}?(?:(?<to>${NUMBER})|(?<letter>[a-z])(?!\\w))`
// `, “Declare Attackers Step,”` between a number and what follows.
const TITLE_AT = `,?${WS}{0,3}[“"](?<title>[^“”"\\n]{1,100})[”"]`
const PART_AT = `[ \\t]+part[ \\t]+[a-z](?!\\w)`
const SEPARATOR_AT = `(?:${WS}{0,3},)?${WS}{0,3}(?:(?<word>and|or|of)${WS}{1,3})?(?:(?<keyword>${KEYWORD})${WS}{1,3})?`

// `sections 3.1 and 3.2 of the Magic Tournament Rules`, `section 4.2 of the Infraction Procedure Guide`.
const DOCUMENT_AT = `,?${WS}{1,3}(?:of|in)${WS}{1,3}(?:the${WS}{1,3})?(?:current${WS}{1,3})?(?<document>(?:Magic(?::?${WS}{1,3}The${WS}{1,3}Gathering)?${WS}{1,3})?Tournament${WS}{1,3}Rules|(?:Magic${WS}{1,3})?Infraction${WS}{1,3}Procedure${WS}{1,3}Guide|Judging${WS}{1,3}at${WS}{1,3}Regular${WS}{1,3}REL|(?:Magic(?::?${WS}{1,3}The${WS}{1,3}Gathering)?${WS}{1,3})?Comprehensive${WS}{1,3}Rules|MTR|IPG|JAR|CR)\\b`

/** The series a keyword (`MTR`, `CR`) or a document's name (`Infraction Procedure Guide`) stands for. */
function seriesNamed(words: string | undefined): ReferenceSeries | undefined {
  if (!words) return undefined
  const w = words.replace(/\s+/g, ' ').toLowerCase()
  if (w === 'cr' || w.endsWith('comprehensive rules')) return 'cr'
  if (w === 'mtr' || w.endsWith('tournament rules')) return 'mtr'
  if (w === 'ipg' || w.endsWith('infraction procedure guide')) return 'ipg'
  if (w === 'jar' || w.startsWith('judging at regular')) return 'jar'
  return undefined
}

const isJudge = (s: ReferenceSeries | undefined) => s === 'mtr' || s === 'ipg' || s === 'jar'

/** A number that stands on its own after `and` / `or` with no keyword: not "and 2 damage". */
function isStrongNumber(n: string): boolean {
  return n.includes('.') || n.length >= 3
}

interface Chain {
  end: number
  targets: Target[]
}

/** Reads the chain of numbers that starts at `at` (just after a keyword). */
function readChain(text: string, at: number, keyword: string): Chain | null {
  const number = new RegExp(NUMBER_AT, 'y')
  const range = new RegExp(RANGE_AT, 'y')
  const title = new RegExp(TITLE_AT, 'y')
  const part = new RegExp(PART_AT, 'y')
  const separator = new RegExp(SEPARATOR_AT, 'y')

  const targets: Target[] = []
  let pos = at
  let end = at
  let currentKeyword: string | undefined = keyword
  let needsStrong = false
  for (;;) {
    number.lastIndex = pos
    const n = number.exec(text)
    if (!n) break
    const value = n.groups!.number
    // "step 2" is a numbered step of the text; "steps 409.1a" is a rule.
    if (currentKeyword && /^steps?$/i.test(currentKeyword) && !value.includes('.')) break
    if (needsStrong && !isStrongNumber(value)) break
    const numberEnd = pos + n[0].length
    pos = numberEnd
    end = numberEnd

    const numberStart = numberEnd - value.length
    range.lastIndex = pos
    const r = range.exec(text)
    const rangeTo = r ? r.groups!.to ?? letterRangeEnd(value, r.groups!.letter!) : null
    if (r && rangeTo) {
      const rangeEnd = pos + r[0].length
      const toStart = rangeEnd - (r.groups!.to ?? r.groups!.letter!).length
      const expanded = expandRange(value, rangeTo)
      // The ends keep their own tokens; numbers inside the range have only the range to point at.
      expanded.forEach((num, i) => {
        if (i === 0) targets.push({ number: num, start: numberStart, end: numberEnd })
        else if (i === expanded.length - 1) targets.push({ number: num, start: toStart, end: rangeEnd })
        else targets.push({ number: num, start: numberStart, end: rangeEnd })
      })
      pos = rangeEnd
      end = rangeEnd
    } else {
      targets.push({ number: value, start: numberStart, end: numberEnd })
    }

    part.lastIndex = pos
    const p = part.exec(text)
    if (p) {
      pos += p[0].length
      end = pos
    }

    title.lastIndex = pos
    const t = title.exec(text)
    if (t) {
      pos += t[0].length
      end = pos
    }

    separator.lastIndex = pos
    const s = separator.exec(text)
    if (!s || s[0].length === 0) break
    const word = s.groups!.word
    // `MTR 2.3 and section 3.1 of the ...` may name two documents: a keyword naming a judge document, or a plain one
    // after it, starts a reference of its own (`CR 100.1 and rule 100.2` stays one chain, as it always was).
    if (s.groups!.keyword) {
      const [was, now] = [seriesNamed(currentKeyword ?? keyword), seriesNamed(s.groups!.keyword)]
      if (was !== now && (isJudge(was) || isJudge(now))) break
    }
    currentKeyword = s.groups!.keyword
    // With no keyword, only `and`, `or` or a comma may join (`of` needs `rule`).
    if (!currentKeyword && (word === 'of' || (!word && !s[0].includes(',')))) break
    needsStrong = !currentKeyword
    pos += s[0].length
  }
  return targets.length > 0 ? { end, targets } : null
}

function findRuleReferences(text: string): ReferenceMatch[] {
  const found: ReferenceMatch[] = []
  const trigger = new RegExp(TRIGGER, 'g')
  for (let m = trigger.exec(text); m; m = trigger.exec(text)) {
    const chain = readChain(text, m.index + m[0].length, m.groups!.keyword)
    if (!chain) continue
    // `5. Additional Rules` then `500. Legal Attacks` on the next line is a
    // title and a heading, not "Rules 500".
    const first = chain.targets[0]
    if (m[0].includes('\n') && /^\.[ \t]/.test(text.slice(first.end, first.end + 2))) {
      trigger.lastIndex = m.index + m.groups!.keyword.length
      continue
    }
    let end = chain.end
    let series = seriesNamed(m.groups!.keyword)
    const named = new RegExp(DOCUMENT_AT, 'y')
    named.lastIndex = end
    const d = named.exec(text)
    if (d) {
      series = seriesNamed(d.groups!.document)
      end += d[0].length
    }
    found.push({ start: m.index, end, text: text.slice(m.index, end), kind: 'rule', targets: chain.targets, ...(series ? { series } : {}) })
    trigger.lastIndex = end
  }
  return found
}

// A topic title: a few words, no sentence punctuation; bounded so a failed
// attempt stays short.
const TOPIC = `[A-Za-z][A-Za-z0-9'’&/ -]{0,60}?`
const TOPIC_REFERENCE = [
  // `See the section on Damage and Regeneration.`, `see the FAQ entry on Planeswalkers.`, `See the entry on Sideboards just below.`
  `\\b[Ss]ee${WS}{1,3}(?:the${WS}{1,3})?(?:FAQ${WS}{1,3})?(?:section|entry)${WS}{1,3}on${WS}{1,3}(?<after>${TOPIC})(?=${WS}{1,3}(?:just${WS}{1,3})?(?:above|below)\\b|[.,;:)(]|$)`,
  // `see the Triggered Abilities section of this FAQ`, `see the Planeswalkers FAQ entry`
  `\\b[Ss]ee${WS}{1,3}the${WS}{1,3}(?<before>${TOPIC})${WS}{1,3}(?:section|FAQ${WS}{1,3}entry|entry)\\b`,
  // `(See Casting Spells and Activated Abilities for more information.)`
  `\\b[Ss]ee${WS}{1,3}(?<named>[A-Z]${TOPIC})${WS}{1,3}for${WS}{1,3}(?:more|further)${WS}{1,3}(?:information|details)`,
].join('|')
// Words that make "see the X section" a pointer within the page, not a title.
const NOT_A_TOPIC = /^(?:the|faq|next|previous|following|above|below|same|other|this|that|relevant|appropriate|questions?|here|it)\b/i

function findTopicReferences(text: string): ReferenceMatch[] {
  const found: ReferenceMatch[] = []
  const re = new RegExp(TOPIC_REFERENCE, 'gd')
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const key = m.groups!.before !== undefined ? 'before' : m.groups!.after !== undefined ? 'after' : 'named'
    const span = m.indices!.groups![key]!
    const raw = text.slice(span[0], span[1])
    const title = raw.replace(/\s+/g, ' ').trim()
    if (title === '' || NOT_A_TOPIC.test(title)) continue
    const start = m.index
    const end = m.index + m[0].length
    const titleStart = span[0] + (raw.length - raw.trimStart().length)
    found.push({
      start,
      end,
      text: text.slice(start, end),
      kind: 'topic',
      targets: [{ number: title, start: titleStart, end: titleStart + raw.trim().length }],
    })
  }
  return found
}

/** `Appendix C`, `(see Appendix F)`: the judge documents' appendices, numbered by their letter. */
function findAppendixReferences(text: string): ReferenceMatch[] {
  const found: ReferenceMatch[] = []
  const re = /\bAppendix[ \t\n]{1,3}(?<letter>[A-H])\b(?![—–-])/dg
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const [start, end] = m.indices!.groups!.letter!
    found.push({ start: m.index, end: m.index + m[0].length, text: m[0], kind: 'rule', targets: [{ number: m.groups!.letter!, start, end }] })
  }
  return found
}

function findPostReferences(text: string): ReferenceMatch[] {
  const found: ReferenceMatch[] = []
  const re = /\[post=\d{1,12}\](?<label>[^[\]]{1,200})\[\/post\]/dg
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const [labelStart, labelEnd] = m.indices!.groups!.label!
    found.push({
      start: m.index,
      end: m.index + m[0].length,
      text: m[0],
      kind: 'post',
      targets: [{ number: text.slice(labelStart, labelEnd).trim(), start: labelStart, end: labelEnd }],
    })
  }
  return found
}

/** Cross references in `text`, in order, non-overlapping. Linear time. */
export function findReferences(text: string, family: Family): ReferenceMatch[] {
  const all = findRuleReferences(text)
  if (family === 'faq') all.push(...findTopicReferences(text), ...findPostReferences(text))
  if (family === 'judge') all.push(...findAppendixReferences(text))
  all.sort((a, b) => a.start - b.start || b.end - a.end)
  // A post link inside a "see the ... entry" phrase, say, is reported once.
  const kept: ReferenceMatch[] = []
  for (const match of all) {
    const previous = kept[kept.length - 1]
    if (!previous || match.start >= previous.end) kept.push(match)
  }
  return kept
}
