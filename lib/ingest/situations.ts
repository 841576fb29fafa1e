/**
 * Situations (content/situations/<series>.yaml, lib/content/situations.ts) attached to the sections they were written
 * for, in every version: a key (series, number, title, and a part's title) finds the sections of that series that
 * have the number and the title, in whatever versions the build holds; failing that, the title alone (a section
 * renumbered in a version the file's writers never saw). The situations then belong to those sections' lineages, so
 * every version the history step links to them has them too, through renumbering and renaming. A rule with no title
 * of its own (CR 702.19c) is keyed by its number and the title above it, and its first words (untitled-rules.ts).
 * Stored once per lineage (`Graph.situations`), not per version: adding versions adds no copy.
 */
import type { SituationEntry, SituationFile, SituationsReport } from '../content/situations.js'
import type { DocumentInfo, Graph, GraphNode } from '../types.js'
import { foldTitle, nameOf, titlesMatch } from './titles.js'
import { untitledRules } from './untitled-rules.js'

const keyLabel = (e: SituationEntry) => `${e.number ? `${e.number} ` : ''}${e.title}${e.part ? ` / ${e.part}` : ''}`

/** The sections a series' situations are expected for, in one document. */
function expected(doc: DocumentInfo, nodes: GraphNode[]): GraphNode[] {
  if (doc.family === 'cr') return nodes.filter((n) => n.kind === 'rule' && n.number && n.title)
  return nodes.filter((n) => n.kind === 'section' && (n.number || n.text.trim()))
}

export function attachSituations(graph: Graph, files: SituationFile[]): SituationsReport {
  const report: SituationsReport = { files: [], unmatched: [], without: [] }
  const situations: Record<string, string[]> = {}
  const bySeries = new Map<string, GraphNode[]>()
  const docOf = new Map(graph.documents.map((d) => [d.id, d]))
  for (const n of graph.nodes) {
    const series = docOf.get(n.doc)?.series
    if (!series) continue
    const list = bySeries.get(series)
    if (list) list.push(n)
    else bySeries.set(series, [n])
  }
  const byId = new Map(graph.nodes.map((n) => [n.id, n]))
  for (const file of files) {
    // a section or a rule, not a glossary term of the same name ("Trample")
    const nodes = (bySeries.get(file.series) ?? []).filter((n) => n.title && (n.kind === 'section' || n.kind === 'rule'))
    // titles folded once: a file of a thousand keys over every version's titles
    const byFold = new Map<string, Set<GraphNode>>()
    for (const n of nodes)
      for (const key of [`f:${foldTitle(n.title!)}`, `n:${nameOf(n.title!)}`]) {
        const set = byFold.get(key)
        if (set) set.add(n)
        else byFold.set(key, new Set([n]))
      }
    const at = new Map(nodes.map((n, i) => [n, i]))
    const titledAs = (title: string) =>
      [...new Set([...(byFold.get(`f:${foldTitle(title)}`) ?? []), ...(byFold.get(`n:${nameOf(title)}`) ?? [])])].sort((a, b) => at.get(a)! - at.get(b)!)
    const ruleUnder = untitledRules(bySeries.get(file.series) ?? [], byId, docOf)
    let attached = 0
    for (const e of file.entries) {
      const titled = titledAs(e.title)
      const numbered = titled.filter((n) => (n.number ?? null) === e.number)
      // A rule with no title of its own (702.19c) is keyed by its number and the title of the rule it is under
      // (Trample): the rule whose own text answers, rather than the heading over it.
      const under = numbered.length || !e.number ? [] : ruleUnder(titled, e.number, e.title, e.words)
      let found = numbered.length ? numbered : under.length ? under : titled
      if (e.part) found = found.flatMap((s) => s.children.map((c) => byId.get(c)!).filter((c) => c?.title && titlesMatch(c.title, e.part!)))
      if (!found.length) {
        report.unmatched.push({ file: file.file, line: e.line, key: keyLabel(e) })
        continue
      }
      attached++
      for (const lineage of new Set(found.map((n) => n.lineage || n.id))) {
        const list = (situations[lineage] ??= [])
        for (const s of e.situations) if (!list.includes(s)) list.push(s)
      }
    }
    report.files.push({ file: file.file, series: file.series, entries: file.entries.length, situations: file.entries.reduce((sum, e) => sum + e.situations.length, 0), attached })
  }
  const covered = new Set(files.map((f) => f.series))
  for (const doc of graph.documents) {
    if (!doc.series || !covered.has(doc.series)) continue
    const has = (n: GraphNode) => situations[n.lineage || n.id] || n.children.some((c) => situations[byId.get(c)?.lineage ?? c])
    for (const n of expected(doc, graph.nodes.filter((x) => x.doc === doc.id)))
      if (!has(n)) report.without.push({ doc: doc.id, id: n.id, label: [n.number, n.title].filter(Boolean).join(' ') })
  }
  if (Object.keys(situations).length) graph.situations = situations
  return report
}
