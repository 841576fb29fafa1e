/**
 * Card names in another language: a list pairing each card's English (Oracle) name with the name printed on it in
 * that language. Two layouts: a JSON array of `{name, jpname}` (MTG Wiki JP's titles: Japanese), and a tab-separated
 * table with a header row naming its columns (`english_name`, `chinese_simplified_name`, ...: Gatherer's printed
 * names). Each pair is a `card` block: its title the printed name, its text the English name, its local id the
 * English name's (a printed name is another name of that card; the English stays the card's key).
 */
import { ParseError } from '../family.js'
import type { Block, Noise, Root, Span } from '../tree.js'

/** The printed name's column or key, and the language it is in (BCP 47). */
const COLUMNS: ReadonlyArray<[RegExp, string]> = [
  [/^jpname$|^japanese(_name)?$/, 'ja'],
  [/^chinese_simplified(_name)?$|^zhs(_name)?$/, 'zh-Hans'],
  [/^chinese_traditional(_name)?$|^zht(_name)?$/, 'zh-Hant'],
  [/^korean(_name)?$/, 'ko'],
]
const ENGLISH = /^(english_)?name$/

export function languageOfColumn(column: string): string | null {
  return COLUMNS.find(([re]) => re.test(column.trim().toLowerCase()))?.[1] ?? null
}

/** A card's local id from its English name: lowercase words joined by "-", as a URL keeps it. */
export function cardLocal(name: string): string {
  return (
    name
      .replace(/Æ/g, 'Ae')
      .replace(/æ/g, 'ae')
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'card'
  )
}

class Pairs {
  blocks: Block[] = []
  private used = new Map<string, number>()
  add(english: string, printed: string, span: Span): void {
    const base = cardLocal(english)
    // a card printed under two names (a reprint's new translation) is found by each
    const n = (this.used.get(base) ?? 0) + 1
    this.used.set(base, n)
    this.blocks.push({ type: 'block', kind: 'card', number: null, title: printed, text: english, spans: [span], children: [], local: n > 1 ? `${base}-${n}` : base })
  }
}

function root(blocks: Block[], noise: Noise[], language: string, title: string): Root {
  return { type: 'root', family: 'cardnames', children: blocks, noise, meta: { title, language }, problems: [] }
}

const TITLES: Readonly<Record<string, string>> = { ja: 'Card names in Japanese', 'zh-Hans': 'Card names in Simplified Chinese', 'zh-Hant': 'Card names in Traditional Chinese', ko: 'Card names in Korean' }

/** The JSON layout: every object of the array a pair; the brackets and commas between them are noise. */
function parseJson(text: string): Root {
  const pairs = new Pairs()
  const noise: Noise[] = []
  let language: string | null = null
  let last = 0
  const gap = (start: number, end: number) => {
    const s = text.slice(start, end)
    const a = s.search(/\S/)
    if (a >= 0) noise.push({ span: { start: start + a, end: start + s.trimEnd().length }, reason: 'JSON punctuation' })
  }
  // an object of two strings holds no brace or unescaped quote inside its strings: a scan finds each
  for (const m of text.matchAll(/\{(?:[^{}"]|"(?:[^"\\]|\\.)*")*\}/g)) {
    let obj: Record<string, unknown>
    try {
      obj = JSON.parse(m[0]) as Record<string, unknown>
    } catch {
      throw new ParseError('a card-name entry is not JSON', m.index)
    }
    const key = Object.keys(obj).find((k) => languageOfColumn(k))
    const english = obj.name
    if (!key || typeof english !== 'string' || typeof obj[key] !== 'string') throw new ParseError('a card-name entry without a name and a printed name', m.index)
    language ??= languageOfColumn(key)
    gap(last, m.index!)
    // the list marks a card it has no printed name for with the word "undefined", and says why (`info`: "nojpname", "nopage")
    const printed = (obj[key] as string).trim()
    if (printed && printed !== 'undefined' && english.trim()) pairs.add(english.trim(), printed, { start: m.index!, end: m.index! + m[0].length })
    else noise.push({ span: { start: m.index!, end: m.index! + m[0].length }, reason: 'entry without a printed name' })
    last = m.index! + m[0].length
  }
  gap(last, text.length)
  if (!language) throw new ParseError('no card-name entries')
  return root(pairs.blocks, noise, language, TITLES[language] ?? `Card names (${language})`)
}

/** The table layout: a header row naming the English and the printed name's columns, then one card a row. */
function parseTable(text: string): Root {
  const lines = text.split('\n')
  const header = lines[0].split('\t').map((c) => c.trim().toLowerCase())
  const en = header.findIndex((c) => ENGLISH.test(c))
  const pr = header.findIndex((c) => languageOfColumn(c))
  if (en < 0 || pr < 0) throw new ParseError('a card-name table needs an English name column and a printed name column', 0)
  const language = languageOfColumn(header[pr])!
  const pairs = new Pairs()
  const noise: Noise[] = [{ span: { start: 0, end: lines[0].trimEnd().length }, reason: 'column header' }]
  let at = lines[0].length + 1
  for (const line of lines.slice(1)) {
    const cells = line.split('\t')
    const english = cells[en]?.trim() ?? ''
    const printed = cells[pr]?.trim() ?? ''
    const span = { start: at + line.search(/\S|$/), end: at + line.trimEnd().length }
    if (english && printed) pairs.add(english, printed, span)
    else if (span.end > span.start) noise.push({ span, reason: 'row without both names' })
    at += line.length + 1
  }
  return root(pairs.blocks, noise, language, TITLES[language] ?? `Card names (${language})`)
}

export function parseCardNames(text: string): Root {
  return text.trimStart().startsWith('[') ? parseJson(text) : parseTable(text)
}
