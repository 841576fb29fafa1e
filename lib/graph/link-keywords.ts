/**
 * Keywords named in Scryfall's rulings ("a creature with trample", "Flash lets you ...") link to the keyword's rule
 * in the Comprehensive Rules version in force on the ruling's date: Trample is 502.9 in 2004 and 702.19 today. The
 * keywords are the titles of each version's keyword-ability rules (the rules under its "Keyword Abilities"
 * section), so the list follows the versions in the corpus. One regular expression of every keyword reads each
 * ruling once. Scryfall's rulings only: they name keywords in words where D'Angelo's cite rules by number, and the
 * other documents' links stay as they were judged.
 */
import type { DocumentInfo, GraphNode, Reference } from '../types.js'
import { inForce, rulingDate } from './in-force.js'

const KEYWORD_SECTION = /^keyword abilities$/i

export function linkKeywords(documents: DocumentInfo[], nodes: GraphNode[]): void {
  const docs = new Map(documents.map((d) => [d.id, d]))
  const crDocs = new Set(documents.filter((d) => d.family === 'cr').map((d) => d.id))
  const scryfall = new Set(documents.filter((d) => d.family === 'scryfall').map((d) => d.id))
  if (crDocs.size === 0 || scryfall.size === 0) return
  const byId = new Map<string, GraphNode>()
  for (const n of nodes) if (crDocs.has(n.doc)) byId.set(n.id, n)
  // keyword (lower case) -> its rule in every version that has it
  const rules = new Map<string, GraphNode[]>()
  for (const n of byId.values()) {
    if (!n.title || !n.parent || n.kind !== 'rule') continue
    const parent = byId.get(n.parent)
    if (!parent?.title || !KEYWORD_SECTION.test(parent.title.trim())) continue
    const key = n.title.trim().toLowerCase()
    // "Landwalk" and single words or short phrases only: a title that is a sentence is no keyword.
    if (key.split(/\s+/).length > 3 || !/^[a-z][a-z ’'-]*$/.test(key)) continue
    const list = rules.get(key)
    if (list) list.push(n)
    else rules.set(key, [n])
  }
  if (rules.size === 0) return
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const words = [...rules.keys()].sort((a, b) => b.length - a.length).map(escape)
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}'’-])(?:${words.join('|')})(?![\\p{L}\\p{N}'’-])`, 'giu')
  const dateOf = (c: GraphNode) => docs.get(c.doc)?.date ?? null

  for (const node of nodes) {
    if (node.kind !== 'ruling' || !scryfall.has(node.doc) || !node.text) continue
    const date = rulingDate(node) ?? docs.get(node.doc)?.date ?? null
    const seen = new Set<string>()
    pattern.lastIndex = 0
    for (let m = pattern.exec(node.text); m; m = pattern.exec(node.text)) {
      const key = m[0].toLowerCase()
      if (seen.has(key)) continue
      seen.add(key)
      const rule = inForce(rules.get(key)!, date, dateOf)
      if (!rule?.number) continue
      const ref: Reference = { text: m[0], number: rule.number, target: rule.id, kind: 'keyword', places: [[m.index, m.index + m[0].length]] }
      node.refs.push(ref)
    }
  }
}
