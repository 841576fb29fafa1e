/**
 * The forum markup of the FAQ family. Only these tags are markup; any other
 * bracketed text (`[This creature]`, `[something]`) is the source's words.
 */
export const BBCODE_TAGS = ['post', 'c', 'color', 'b', 'i', 'u'] as const
export type BbcodeTag = (typeof BBCODE_TAGS)[number]

/**
 * One opening tag (with an optional `=value`) or one closing tag. No newline
 * inside a tag: a bracket that runs across lines is prose, not markup.
 * Global, so callers must reset `lastIndex` (or use `matchAll`).
 */
export const BBCODE_TAG_PATTERN = /\[(?:(post|c|color|b|i|u)(?:=([^\]\n]*))?|\/(post|c|color|b|i|u))\]/gi

export interface BbcodeTagMatch {
  start: number
  end: number
  tag: BbcodeTag
  closing: boolean
  value: string | null
}

export function scanBbcode(text: string): BbcodeTagMatch[] {
  const out: BbcodeTagMatch[] = []
  for (const m of text.matchAll(BBCODE_TAG_PATTERN)) {
    const name = (m[1] ?? m[3]).toLowerCase() as BbcodeTag
    out.push({
      start: m.index,
      end: m.index + m[0].length,
      tag: name,
      closing: m[3] !== undefined,
      value: m[2] ?? null,
    })
  }
  return out
}

/**
 * The text as a reader sees it: tags removed, their content kept. Unmatched tags
 * are removed too, so the result never depends on how well a post was formed.
 */
export function stripBbcode(text: string): string {
  return text.replace(BBCODE_TAG_PATTERN, '')
}
