/**
 * The translators' bilingual tree (the Chinese 20260417.json): `{version, intro, main, glossary, credits,
 * translatedterms}`, where `main` nests `{chapter: "702.19b", en, zh, subrules, extras}` and `glossary` lists
 * `{enname, zhname, en, zh}`. Each entry becomes the node the Wizards layout gives (chapter, section, rule, term),
 * with the translation's words (`zh`); a glossary term is named by its English name, so it attaches by term.
 * The English beside each entry is reported as dropped: the English version's own document holds it. Pure.
 */
import { ParseError } from '../family.js'
import type { Block, DocMeta, Noise, Root, Span } from '../tree.js'
import type { NodeKind } from '../../types.js'
import { slug } from '../../text/slug.js'
import { looksLikeTitle } from '../cr/classify.js'
import { readEffectiveDate } from './dates.js'
import { readJsonTree, type JsonNode } from './json-tree.js'
import { scriptLanguage } from './language.js'

/** The language key of the translated text beside `en` (the Chinese file's `zh`). */
const KEYS: Record<string, string> = { zh: 'zh-Hans', ko: 'ko', ja: 'ja' }

const NOISE = {
  english: 'the English beside the translation (the English version is a document of its own)',
  structure: 'JSON structure',
  terms: "the translators' list of newly translated terms (not part of the rules)",
} as const

/** True when a JSON text has the bilingual tree's shape: cheap enough for detect. */
export function looksLikeBilingualTree(text: string): boolean {
  const head = text.slice(0, 4000)
  return /^\s*\{/.test(head) && /"main"\s*:/.test(text.slice(0, 400_000)) && /"chapter"\s*:\s*"\d/.test(head + text.slice(4000, 400_000)) && /"en"\s*:/.test(head)
}

export function parseBilingualJson(text: string): Root {
  const tree = readJsonTree(text)
  if (tree.type !== 'object') throw new ParseError('a bilingual rules tree is one JSON object, with "main" and "glossary"', tree.span.start)
  const main = tree.entries.get('main')
  if (!main || main.type !== 'array') throw new ParseError('no "main" list of rules in this JSON', tree.span.start)
  const lang = detectKey(main)
  if (!lang) throw new ParseError('no translated text beside "en" (expected a "zh", "ko" or "ja" key)', main.span.start)

  // Who owns each character: painted outermost first, so a child's paint covers its parent's; read back as spans.
  const owner = new Int32Array(text.length).fill(-1)
  const blocks: Block[] = []
  const noiseReasons: string[] = []
  const paint = (span: Span, id: number) => owner.fill(id, span.start, span.end)
  const own = (block: Block, span: Span) => {
    blocks.push(block)
    paint(span, blocks.length - 1)
    return block
  }
  const drop = (span: Span, reason: string) => {
    let id = noiseReasons.indexOf(reason)
    if (id === -1) id = noiseReasons.push(reason) - 1
    paint(span, -2 - id)
  }
  drop(tree.span, NOISE.structure)

  const root: Root = { type: 'root', family: 'translation', children: [], noise: [], meta: {}, problems: [] }
  const texts = (node: JsonNode | undefined): Array<{ en?: JsonNode; tr?: JsonNode; node: JsonNode }> =>
    node?.type === 'object' && node.entries.get('contents')?.type === 'array'
      ? (node.entries.get('contents') as JsonNode & { type: 'array' }).items.map((item) => ({ node: item, ...pair(item, lang) }))
      : []

  // The title block and introduction, as the Wizards layout's preface.
  const intro = tree.entries.get('intro')
  const introLines = texts(intro)
  if (intro && introLines.length) {
    const preface = own(makeBlock('preface', null, str(introLines[0].tr) ?? null), intro.span)
    preface.text = introLines.map((l) => str(l.tr) ?? '').filter(Boolean).join('\n')
    for (const l of introLines) if (l.en) drop(l.en.span, NOISE.english)
    root.children.push(preface)
  }

  const entry = (node: JsonNode, parent: Block | null, path: string) => {
    if (node.type !== 'object') throw new ParseError(`${path}: expected an object {chapter, en, ${lang}}`, node.span.start)
    const chapter = node.entries.get('chapter')
    const number = str(chapter)?.trim().replace(/\.$/, '')
    if (!number || !/^\d(?:\d\d(?:\.\d+[a-z]?)?)?$/.test(number))
      throw new ParseError(`${path}: "chapter" is no rule number (${JSON.stringify(str(chapter) ?? null)})`, (chapter ?? node).span.start)
    const { en, tr } = pair(node, lang)
    const words = str(tr) ?? ''
    const kind: NodeKind = number.length === 1 ? 'chapter' : number.length === 3 ? 'section' : 'rule'
    const subrules = node.entries.get('subrules')
    const children = subrules?.type === 'array' ? subrules.items : []
    // As the Wizards layout reads them (lib/formats/cr openNumbered): a heading's words are its title, and so are a
    // rule's that heads subrules with a title's shape ("702.19. 践踏").
    const title = kind !== 'rule' ? (looksLikeTitle(words) ? words : null) : children.length && looksLikeTitle(words) ? words : null
    const block = own(makeBlock(kind, number, title), node.span)
    if (en) drop(en.span, NOISE.english)
    const extras = node.entries.get('extras')
    const paragraphs = [words]
    if (extras?.type === 'array') {
      for (const extra of extras.items) {
        const p = pair(extra, lang)
        if (p.en) drop(p.en.span, NOISE.english)
        if (str(p.tr)) paragraphs.push(str(p.tr)!)
      }
    }
    block.text = paragraphs.filter(Boolean).join('\n')
    if (parent) parent.children.push(block)
    else root.children.push(block)
    children.forEach((child, k) => entry(child, block, `${path}.subrules[${k}]`))
  }
  main.items.forEach((item, k) => entry(item, null, `main[${k}]`))

  const glossaryNode = tree.entries.get('glossary')
  if (glossaryNode?.type === 'array') {
    const glossary = own(makeBlock('glossary', null, null), glossaryNode.span)
    root.children.push(glossary)
    glossaryNode.items.forEach((item, k) => {
      if (item.type !== 'object') throw new ParseError(`glossary[${k}]: expected an object {enname, ${lang}name, en, ${lang}}`, item.span.start)
      const english = str(item.entries.get('enname'))
      const name = str(item.entries.get(`${lang}name`)) ?? english
      if (!name) throw new ParseError(`glossary[${k}]: a term with no name`, item.span.start)
      const term = own(makeBlock('term', null, name), item.span)
      const { en, tr } = pair(item, lang)
      term.text = str(tr) ?? ''
      // Named as the English term is (lib/graph/ids.ts localForUnnumbered), so the term attaches by its English name.
      if (english) term.local = `term-${slug(english)}`
      if (en) drop(en.span, NOISE.english)
      const enname = item.entries.get('enname')
      if (enname) drop(enname.span, NOISE.english)
      glossary.children.push(term)
    })
  }

  const creditsNode = tree.entries.get('credits')
  const creditLines = texts(creditsNode)
  if (creditsNode && creditLines.length) {
    const credits = own(makeBlock('credits', null, str(creditLines[0].tr) ?? null), creditsNode.span)
    credits.text = creditLines.map((l) => str(l.tr) ?? '').filter(Boolean).join('\n')
    for (const l of creditLines) if (l.en) drop(l.en.span, NOISE.english)
    root.children.push(credits)
  }
  const terms = tree.entries.get('translatedterms')
  if (terms) drop(terms.span, NOISE.terms)

  collectSpans(text, owner, blocks, noiseReasons, root.noise)
  root.meta = readMeta(tree, introLines.map((l) => str(l.tr) ?? ''), text)
  return root
}

function makeBlock(kind: NodeKind, number: string | null, title: string | null): Block {
  return { type: 'block', kind, number, title, text: '', spans: [], children: [] }
}

const str = (node: JsonNode | undefined): string | undefined => (node?.type === 'string' ? node.value : undefined)

function pair(node: JsonNode, lang: string): { en?: JsonNode; tr?: JsonNode } {
  if (node.type !== 'object') return {}
  return { en: node.entries.get('en'), tr: node.entries.get(lang) }
}

/** Which key holds the translation: the first entry's other text key beside `en`. */
function detectKey(main: JsonNode & { type: 'array' }): string | null {
  const first = main.items[0]
  if (first?.type !== 'object') return null
  for (const key of Object.keys(KEYS)) if (first.entries.has(key)) return key
  return null
}

/** Runs of one owner become its spans; a run of only blanks is nobody's (coverage ignores blanks). */
function collectSpans(text: string, owner: Int32Array, blocks: Block[], reasons: string[], noise: Noise[]): void {
  let start = 0
  for (let i = 1; i <= text.length; i++) {
    if (i < text.length && owner[i] === owner[start]) continue
    const span = trim(text, start, i)
    if (span) {
      const id = owner[start]
      if (id >= 0) blocks[id].spans.push(span)
      else if (id <= -2) noise.push({ span, reason: reasons[-2 - id] })
    }
    start = i
  }
}

function trim(text: string, start: number, end: number): Span | null {
  while (start < end && /\s/.test(text[start])) start++
  while (end > start && /\s/.test(text[end - 1])) end--
  return end > start ? { start, end } : null
}

function readMeta(tree: JsonNode & { type: 'object' }, intro: string[], text: string): DocMeta {
  const meta: DocMeta = {}
  if (intro[0]) meta.title = intro[0]
  for (const line of intro) {
    const date = readEffectiveDate(line)
    if (date) {
      meta.date = date
      meta.dateEvidence = line
      break
    }
  }
  // Else the tree's own version, which is the English version's date ("20260417").
  const version = str(tree.entries.get('version'))
  const m = meta.date ? null : /^(\d{4})(\d{2})(\d{2})$/.exec(version ?? '')
  if (m) {
    meta.date = `${m[1]}-${m[2]}-${m[3]}`
    meta.dateEvidence = `"version": "${version}"`
  }
  const language = scriptLanguage(intro.join('\n') || text)
  if (language) meta.language = language
  meta.translates = { family: 'cr', date: meta.date ?? null }
  return meta
}
