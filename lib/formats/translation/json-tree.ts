/**
 * JSON read with where each value is written: `JSON.parse` gives the values, not their places, and a parser must
 * say which characters each node owns (lib/formats/tree.ts). A small recursive reader of the JSON grammar; errors
 * are ParseErrors at the offset where the text stops being JSON. Pure.
 */
import { ParseError } from '../family.js'
import type { Span } from '../tree.js'

export type JsonNode =
  | { type: 'string'; value: string; span: Span }
  | { type: 'other'; value: number | boolean | null; span: Span }
  | { type: 'array'; items: JsonNode[]; span: Span }
  | { type: 'object'; entries: Map<string, JsonNode>; span: Span }

const describe = (text: string, at: number) => (at >= text.length ? 'the end of the text' : JSON.stringify(text.slice(at, at + 12)))

export function readJsonTree(text: string): JsonNode {
  let i = 0
  const blank = () => {
    while (i < text.length && (text[i] === ' ' || text[i] === '\n' || text[i] === '\t' || text[i] === '\r')) i++
  }
  const fail = (wanted: string): never => {
    throw new ParseError(`not valid JSON: expected ${wanted}, found ${describe(text, i)}`, Math.min(i, Math.max(0, text.length - 1)))
  }
  const string = (): JsonNode & { type: 'string' } => {
    const start = i
    if (text[i] !== '"') fail('a string')
    i++
    while (i < text.length && text[i] !== '"') {
      if (text[i] === '\\') i++
      else if (text[i] === '\n') fail('the string to close before the line ends')
      i++
    }
    if (i >= text.length) fail('a closing quote')
    i++
    // The literal is valid JSON text by now; JSON.parse decodes its escapes.
    return { type: 'string', value: JSON.parse(text.slice(start, i)) as string, span: { start, end: i } }
  }
  const value = (): JsonNode => {
    blank()
    const start = i
    const c = text[i]
    if (c === '"') return string()
    if (c === '{') {
      i++
      const entries = new Map<string, JsonNode>()
      blank()
      if (text[i] === '}') {
        i++
        return { type: 'object', entries, span: { start, end: i } }
      }
      for (;;) {
        blank()
        const key = string().value
        blank()
        if (text[i] !== ':') fail('":"')
        i++
        entries.set(key, value())
        blank()
        if (text[i] === ',') i++
        else if (text[i] === '}') {
          i++
          return { type: 'object', entries, span: { start, end: i } }
        } else fail('"," or "}"')
      }
    }
    if (c === '[') {
      i++
      const items: JsonNode[] = []
      blank()
      if (text[i] === ']') {
        i++
        return { type: 'array', items, span: { start, end: i } }
      }
      for (;;) {
        items.push(value())
        blank()
        if (text[i] === ',') i++
        else if (text[i] === ']') {
          i++
          return { type: 'array', items, span: { start, end: i } }
        } else fail('"," or "]"')
      }
    }
    const m = /^(?:-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/.exec(text.slice(i, i + 40))
    if (!m) return fail('a value')
    i += m[0].length
    return { type: 'other', value: JSON.parse(m[0]) as number | boolean | null, span: { start, end: i } }
  }
  const root = value()
  blank()
  if (i < text.length) fail('the end of the text')
  return root
}
