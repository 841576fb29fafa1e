/**
 * Mail headers of a Usenet post. With the line breaks gone, a header's value
 * runs until the next header name; the last one (usually Date) is closed by
 * the shape of its value.
 */
import { findDateMatch } from '../../text/dates.js'
import type { Word } from './words.js'

// Not "Summary" or "Keywords": those words end in a colon inside subjects ("MTG Rulings Summary: General").
const HEADER_NAMES = new Set([
  'newsgroups', 'from', 'subject', 'organization', 'organisation', 'date', 'message-id', 'lines', 'sender',
  'reply-to', 'expires', 'references', 'distribution', 'followup-to', 'path', 'nntp-posting-host', 'approved',
  'article-i.d.', 'supersedes', 'originator',
])

export interface Header {
  name: string
  /** Words of the whole field, name included: [from, to). */
  from: number
  to: number
  value: string
}

export interface Headers {
  fields: Header[]
  /** Index of the first word after the headers. */
  end: number
}

/** The header name a word stands for ("Subject:" -> "subject"), or null. */
export function headerName(text: string, word: Word): string | null {
  if (word.end - word.start > 20 || text.charCodeAt(word.end - 1) !== 58 /* : */) return null
  const name = text.slice(word.start, word.end - 1).toLowerCase()
  return HEADER_NAMES.has(name) || name.startsWith('x-') ? name : null
}

// A zone after the clock time; a list, so that an introduction opening with a
// capitalised word is not eaten as one.
const TAIL = /^(?:\s{1,4}\d{1,2}:\d{2}(?::\d{2})?)?(?:\s{1,4}(?:GMT|UTC|UT|[ECMP][SD]T|BST|CET|CEST|MET|MEST|JST|Z|[+-]\d{4})(?![\w]))?(?:\s{1,4}\([A-Z]{2,5}\))?/

// Header values are short; a bound keeps a missing terminator from swallowing the post.
const MAX_VALUE_WORDS = 40

/** The end offset of a Date value that starts at `start`, or null when no date is there. */
function dateValueEnd(text: string, start: number): number | null {
  const head = text.slice(start, start + 40)
  const match = findDateMatch(head)
  if (!match || head.slice(0, match.start).trim().split(/\s+/).length > 2) return null
  const tail = TAIL.exec(head.slice(match.end))
  return start + match.end + (tail ? tail[0].length : 0)
}

/** Reads the header fields at the start of the post. Empty when the post has none. */
export function readHeaders(text: string, words: Word[]): Headers {
  const fields: Header[] = []
  let i = 0
  while (i < words.length) {
    const name = headerName(text, words[i])
    if (!name) break
    // A value runs to the next header name or blank line, whether or not the
    // post kept its line breaks (a re-wrapped post breaks values anywhere).
    let j = i + 1
    while (j < words.length && j - i <= MAX_VALUE_WORDS && !headerName(text, words[j]) && !words[j].paragraphStart) j++
    const last = j >= words.length || !headerName(text, words[j])
    const dateEnd = name === 'date' && i + 1 < words.length ? dateValueEnd(text, words[i + 1].start) : null
    if (dateEnd !== null) {
      // The shape of a date says where it ends, and so where the introduction starts.
      j = i + 1
      while (j < words.length && words[j].end <= dateEnd) j++
    } else if (last && !(j < words.length && words[j].paragraphStart)) {
      // The last field, with no blank line after it: it ends with its line when
      // the post kept its lines; in a flattened post nothing marks its end, so it
      // gets one word and the rest goes to the introduction.
      let k = i + 2
      while (k < j && !words[k].lineStart) k++
      j = k < j ? k : Math.min(j, i + 2)
    }
    fields.push({ name, from: i, to: j, value: text.slice(words[i].end, words[j - 1].end).trim().replace(/\s+/g, ' ') })
    i = j
  }
  return { fields, end: i }
}

/** "dangelo@netcom.com (Stephen D''Angelo)" -> "Stephen D'Angelo". */
export function authorOf(from: string): string | undefined {
  const paren = /\(([^()]{1,80})\)/.exec(from)
  const angle = /^([^<]{1,80})</.exec(from)
  const name = (paren?.[1] ?? angle?.[1]?.replace(/"/g, '') ?? from).trim()
  // The archive doubled apostrophes (SQL-style escaping); the person has one.
  return name ? name.replace(/''/g, "'") : undefined
}

/** The ISO date of a Date header value. */
export function dateOf(value: string): string | undefined {
  return findDateMatch(value.slice(0, 60))?.date
}
