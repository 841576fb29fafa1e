import { languageOfColumn } from './parse.js'

/** A JSON array whose first object pairs `name` with a printed name's key, or a table whose header names both columns. */
export function detectCardNames(text: string): number {
  const head = text.slice(0, 2000).trimStart()
  if (head.startsWith('[')) {
    const first = /\{\s*"(\w+)"\s*:\s*"(?:[^"\\]|\\.)*"\s*,\s*"(\w+)"\s*:/.exec(head)
    if (!first) return 0
    const keys = [first[1], first[2]]
    return keys.includes('name') && keys.some((k) => languageOfColumn(k)) ? 0.95 : 0
  }
  const header = head.split('\n')[0].split('\t').map((c) => c.trim().toLowerCase())
  return header.length >= 2 && header.some((c) => /^(english_)?name$/.test(c)) && header.some((c) => languageOfColumn(c)) ? 0.95 : 0
}
