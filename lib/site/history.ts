/**
 * What the history pages show, read from the graph's lineages (lib/history computes prev/change/lineage; this
 * module only reads them): a rule's versions with their diffs, what changed in one release, and the texts of the
 * rule a number names, back through its renumberings, with the dates each was in force ("as of", lib/site/as-of.ts).
 * Pure: a SiteGraph in, plain data out.
 */
// The two leaf modules, not lib/history's index: the site must not pull the matcher into its bundle.
import { seriesVersions } from '../history/as-of'
import { wordDiff, type DiffPart } from '../history/diff'
import { wordingKey } from '../history/wording'
import type { Change, DocumentInfo, GraphNode } from '../types'
import { versionAnchor } from './lineages.mjs'
import type { SiteGraph } from './site-graph'

export type { DiffPart }

export interface HistoryEntry {
  node: GraphNode
  doc: DocumentInfo
  change: Change | null
  /** `v-<docId>`: the entry's fragment on the lineage page. */
  anchor: string
  /** The number in the previous version, when it differs (renumbered). */
  prevNumber: string | null
}

/** One distinct text of a rule or section in its History: the versions that read so, newest first. */
export interface HistoryInterval {
  /** Its dates, versions and newest node (`run.node`, whose text and title the interval reads). */
  run: NumberVersion
  /** Its versions newest first, each an entry with its anchor (`#v-<docId>`), change and old number. */
  entries: HistoryEntry[]
  /** The interval's words: the node's text, and a judge section's parts under their names (`contentText`). */
  text: string
  /** Word diff from the next older interval's words; null for the oldest, and where only the number changed. */
  diff: DiffPart[] | null
}

export interface NodeHistory {
  lineage: string
  /** The lineage's newest member: the rule "today". */
  current: GraphNode
  /** The version the lineage disappears in, when its newest member is not in its series' newest version. */
  removedIn: DocumentInfo | null
  /** Newest first. */
  entries: HistoryEntry[]
  /**
   * The distinct texts, newest first: what the page shows, one row each, so it grows with the times the rule
   * changed, not with the versions in the collection. A row never spans a change of text, title, penalty or number.
   */
  intervals: HistoryInterval[]
  /** The date of the series' first version (what an "as of" line says for a day before it). */
  first: string | null
  /** The lineage's series. */
  series: string
}

/**
 * The versions of a node's lineage, newest first; null for a node in no series or in a series of one version.
 * `diffs: false` leaves the intervals' diffs out (`intervalsOf`), for what reads the versions only.
 */
export function nodeHistory(site: SiteGraph, node: GraphNode, { diffs = true }: { diffs?: boolean } = {}): NodeHistory | null {
  const doc = site.doc(node.doc)
  if (!doc?.series) return null
  const versions = seriesVersions(site.documents, doc.series)
  if (versions.length < 2) return null
  const lineage = node.lineage || node.id
  const members = site.lineages.members(lineage)
  const current = members[0] ?? node
  return {
    lineage,
    current,
    removedIn: removedIn(site, current),
    entries: members.map((n) => entryOf(site, n)),
    intervals: intervalsOf(site, lineageRuns(site, versions, current), { diffs }),
    first: versions[0]?.date ?? null,
    series: doc.series,
  }
}

function entryOf(site: SiteGraph, n: GraphNode): HistoryEntry {
  const prev = n.prev ? site.node(n.prev) : undefined
  return { node: n, doc: site.doc(n.doc)!, change: n.change, anchor: versionAnchor(n.doc), prevNumber: prev && prev.number !== n.number ? prev.number : null }
}

/**
 * Runs of a lineage (oldest first, `lineageRuns`) as the rows a page shows: newest first, each with its versions and
 * words. `diffs: false` leaves out the diffs (a list that shows each row's text: /r/NUMBER's, a short link's), which
 * would otherwise be computed for every number's page at build time.
 */
export function intervalsOf(site: SiteGraph, runs: NumberVersion[], { diffs = true }: { diffs?: boolean } = {}): HistoryInterval[] {
  const texts = runs.map((r) => contentText(site, r.node))
  return runs
    .map((run, i): HistoryInterval => ({
      run,
      entries: run.members.map((n) => entryOf(site, n)).reverse(),
      text: texts[i],
      diff: diffs && i > 0 && texts[i - 1] !== texts[i] ? wordDiff(texts[i - 1], texts[i]) : null,
    }))
    .reverse()
}

/**
 * The parts a judge document's section is read with: its Definition, Examples (and each lettered example),
 * Philosophy, Additional Remedy, Upgrade... (kinds `text` and `example` below it), in document order. A section's own
 * text is often empty and its words are all there. Elsewhere a node is its text alone: a rule's subrules, and a
 * section's subsections, have histories of their own.
 */
export function partsOf(site: SiteGraph, node: GraphNode): GraphNode[] {
  if (site.doc(node.doc)?.family !== 'judge') return []
  const out: GraphNode[] = []
  const walk = (n: GraphNode) => {
    for (const id of n.children) {
      const c = site.node(id)
      if (!c || (c.kind !== 'text' && c.kind !== 'example')) continue
      out.push(c)
      walk(c)
    }
  }
  walk(node)
  return out
}

/**
 * What two versions of a node must share to be one text in its history: its title, penalty, text and parts, each
 * compared as the graph's `same` compares (lib/history/wording.ts: spacing, case, quote and dash style aside).
 */
export function contentKey(site: SiteGraph, node: GraphNode): string {
  const fields = [node.title ?? '', node.penalty ?? '', node.text]
  for (const p of partsOf(site, node)) fields.push(p.title ?? '', p.text)
  return fields.map(wordingKey).join('\u0001')
}

/**
 * A node's words as one plain text, for the diff between two of its texts: its own text, then a judge section's
 * parts, each under its name ("Definition", an example as "A. ..."); its title and penalty lead when it has parts
 * (an infraction renamed or re-penalised shows in its diff).
 */
export function contentText(site: SiteGraph, node: GraphNode): string {
  const parts = partsOf(site, node)
  if (parts.length === 0) return node.text
  const head = [node.title ?? '', node.penalty ? `Penalty: ${node.penalty}` : ''].filter(Boolean).join('\n')
  const body = parts.map((p) => (p.kind === 'example' ? `${p.title ? `${p.title}. ` : ''}${p.text}` : [p.title ?? '', p.text].filter(Boolean).join('\n')))
  return [head, node.text, ...body].filter((t) => t.trim()).join('\n\n')
}

/** Another rule a number named in some versions: its holder then, until when, and that rule today. */
export type OtherMeaning = NumberGroup['otherLineages'][number]

/**
 * "Same number elsewhere" for a page, without the page's own series: the rule's own versions are its History, and
 * each other rule the number named in the series is one line (`meantOther`: the holder, until when, that rule today),
 * so the list does not grow with versions and the page says all that /r/NUMBER would (lib/site/page-plan.ts
 * numberAlias).
 */
export function sameNumberElsewhere(site: SiteGraph, node: GraphNode, sameNumber: GraphNode[]): { nodes: GraphNode[]; meantOther: OtherMeaning[] } {
  const series = site.doc(node.doc)?.series
  if (!series) return { nodes: sameNumber, meantOther: [] }
  const lineage = node.lineage || node.id
  const inSeries = (n: GraphNode) => site.doc(n.doc)?.series === series
  const others = new Set(sameNumber.filter((n) => inSeries(n) && (n.lineage || n.id) !== lineage).map((n) => n.lineage || n.id))
  const group = others.size && node.number ? numberGroups(site, node.number).find((g) => g.key === series) : undefined
  const meantOther: OtherMeaning[] = []
  if (group) {
    const shownLineage = group.shown.lineage || group.shown.id
    // the rule the number names in the newest version that has it, when that is another one
    if (others.has(shownLineage)) meantOther.push({ node: group.shown, doc: group.shownDoc, until: null, current: site.lineages.newest(shownLineage) })
    for (const o of group.otherLineages) if (others.has(o.node.lineage || o.node.id)) meantOther.push(o)
  }
  return { nodes: sameNumber.filter((n) => !inSeries(n)), meantOther }
}

/** The version after a lineage's last one, when the lineage ends before its series does. */
export function removedIn(site: SiteGraph, newest: GraphNode): DocumentInfo | null {
  const doc = site.doc(newest.doc)
  if (!doc?.series) return null
  const versions = seriesVersions(site.documents, doc.series)
  const at = versions.findIndex((d) => d.id === doc.id)
  return at >= 0 && at < versions.length - 1 ? versions[at + 1] : null
}

export interface ReleaseChanges {
  doc: DocumentInfo
  previous: DocumentInfo | null
  counts: { added: number; removed: number; edited: number; renumbered: number; unchanged: number }
  added: GraphNode[]
  /** Nodes of the previous version whose lineage has no member in this one. */
  removed: GraphNode[]
  edited: Array<{ node: GraphNode; prev: GraphNode; diff: DiffPart[] }>
  renumbered: Array<{ node: GraphNode; prev: GraphNode }>
}

/**
 * "What changed in <version>": null for a document in no series. `diffs: false` leaves each edit's diff empty, for
 * what needs the counts only (the update feed): a release of the Comprehensive Rules edits thousands of rules.
 */
export function releaseChanges(site: SiteGraph, docId: string, { diffs = true }: { diffs?: boolean } = {}): ReleaseChanges | null {
  const doc = site.doc(docId)
  if (!doc?.series) return null
  const previous = doc.previous ? site.doc(doc.previous) ?? null : null
  const out: ReleaseChanges = {
    doc,
    previous,
    counts: { added: 0, removed: 0, edited: 0, renumbered: 0, unchanged: 0 },
    added: [],
    removed: [],
    edited: [],
    renumbered: [],
  }
  if (!previous) return out
  const lineagesHere = new Set<string>()
  for (const n of site.nodesOf(doc.id)) {
    lineagesHere.add(n.lineage || n.id)
    const prev = n.prev ? site.node(n.prev) : undefined
    if (n.change === 'added') out.added.push(n)
    else if (n.change === 'same') out.counts.unchanged++
    if (prev && (n.change === 'edited' || n.change === 'renumbered-edited')) out.edited.push({ node: n, prev, diff: diffs ? wordDiff(prev.text, n.text) : [] })
    if (prev && (n.change === 'renumbered' || n.change === 'renumbered-edited')) out.renumbered.push({ node: n, prev })
  }
  for (const n of site.nodesOf(previous.id)) if (!lineagesHere.has(n.lineage || n.id)) out.removed.push(n)
  out.counts.added = out.added.length
  out.counts.removed = out.removed.length
  out.counts.edited = out.edited.length
  out.counts.renumbered = out.renumbered.length
  return out
}

/** The series with dated versions, in the order their first document comes (`cr`, `mtr`, `ipg`, a rulings summary...). */
export function seriesIds(site: SiteGraph): string[] {
  const out = new Set<string>()
  for (const d of site.documents) if (d.series && d.date && d.updates === null) out.add(d.series)
  return [...out]
}

/** A series' versions, newest first: its releases. */
export function releasesOf(site: SiteGraph, series: string): DocumentInfo[] {
  return seriesVersions(site.documents, series).reverse()
}

/**
 * A diff cut down for long lists: unchanged runs longer than twice `context` characters keep only their ends,
 * so a one-word edit in a long rule is one short line. The parts are still the diff's own text (nothing added
 * but the "…" marker parts, op `gap`).
 */
export function compactDiff(parts: DiffPart[], context = 60, max = Infinity): Array<DiffPart | { op: 'gap'; text: '…' }> {
  const out: Array<DiffPart | { op: 'gap'; text: '…' }> = []
  parts.forEach((p, i) => {
    if (p.op !== 'same' || p.text.length <= context * 2) return void out.push(p)
    const first = i === 0
    const last = i === parts.length - 1
    const head = first ? '' : cutAtSpace(p.text.slice(0, context), 'end')
    const tail = last ? '' : cutAtSpace(p.text.slice(-context), 'start')
    if (head) out.push({ op: 'same', text: head })
    out.push({ op: 'gap', text: '…' })
    if (tail) out.push({ op: 'same', text: tail })
  })
  return capDiff(out, max)
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c])

/**
 * A word diff as HTML, every part escaped (the texts hold `<-spell type->` and markup-like brackets): `<ins>`, `<del>`,
 * unchanged words as plain text, a compacted diff's gaps as `<span class="gap">`. One string, not an element per
 * word: a page carries it twice (its HTML, and the data React hydrates from), and a History has a row per text.
 */
export function diffHtml(parts: ReadonlyArray<DiffPart | { op: 'gap'; text: string }>): string {
  return parts
    .map((p) => (p.op === 'ins' ? `<ins>${escapeHtml(p.text)}</ins>` : p.op === 'del' ? `<del>${escapeHtml(p.text)}</del>` : p.op === 'gap' ? '<span class="gap"> … </span>' : escapeHtml(p.text)))
    .join('')
}

/** At most `max` characters of a diff (a rewritten contents list would otherwise fill a release page), then a gap. */
function capDiff<T extends { op: string; text: string }>(parts: T[], max: number): Array<T | { op: 'gap'; text: '…' }> {
  let left = max
  const out: Array<T | { op: 'gap'; text: '…' }> = []
  for (const p of parts) {
    if (left <= 0) {
      out.push({ op: 'gap', text: '…' })
      break
    }
    out.push(p.text.length <= left || p.op === 'gap' ? p : { ...p, text: cutAtSpace(p.text.slice(0, left), 'end') })
    left -= p.text.length
  }
  return out
}

function cutAtSpace(s: string, keep: 'start' | 'end'): string {
  if (keep === 'end') {
    const at = s.lastIndexOf(' ')
    return at > s.length / 2 ? s.slice(0, at + 1) : s
  }
  const at = s.indexOf(' ')
  return at >= 0 && at < s.length / 2 ? s.slice(at) : s
}

/** One distinct text of a rule (its number may differ from run to run), and when it was in force. */
export interface NumberVersion {
  /** The newest node of the run (its text is the run's text). */
  node: GraphNode
  /** Date of the first version of the run. */
  from: string
  /** Date of the version that replaced it (exclusive), or null while still in force. */
  until: string | null
  /** Every version in the run, oldest first. */
  docs: DocumentInfo[]
  /** The run's node in each of `docs`, in the same order: the words of a given version exactly. */
  members: GraphNode[]
  anchor: string
}

export interface NumberGroup {
  /** Series id, or the document id for a document in no series. */
  key: string
  /** The newest node with this number in the group: shown first, the rule the number names today. */
  shown: GraphNode
  shownDoc: DocumentInfo
  /** Nodes with this number that belong to other lineages than `shown` (the number meant another rule), newest first. */
  otherLineages: Array<{ node: GraphNode; doc: DocumentInfo; until: string | null; current: GraphNode | undefined }>
  /**
   * The texts of `shown`'s rule through the versions, oldest first, with the dates each was in force, following its
   * lineage through renumberings (702.19b today was 502.9b in 2004): what "as of" a date reads. Series only.
   */
  versions: NumberVersion[]
  /** The series' versions, oldest first (empty for a document in no series). */
  seriesVersions: DocumentInfo[]
}

/** Everything /r/NUMBER shows: one group per series (or per document in no series), newest group first. */
export function numberGroups(site: SiteGraph, number: string): NumberGroup[] {
  const groups = new Map<string, GraphNode[]>()
  for (const n of site.byNumber(number)) {
    const d = site.doc(n.doc)
    const key = d?.series ?? n.doc
    const list = groups.get(key)
    if (list) list.push(n)
    else groups.set(key, [n])
  }
  foldCopies(site, groups)
  const out: NumberGroup[] = []
  for (const [key, nodes] of groups) {
    const doc = (n: GraphNode) => site.doc(n.doc)!
    const byDate = [...nodes].sort((a, b) => cmpDate(doc(b).date, doc(a).date))
    const shown = byDate[0]
    const series = doc(shown).series
    const versions = series ? seriesVersions(site.documents, series) : []
    const seen = new Set<string>([shown.lineage || shown.id])
    const otherLineages: NumberGroup['otherLineages'] = []
    for (const n of byDate) {
      const lineage = n.lineage || n.id
      if (seen.has(lineage)) continue
      seen.add(lineage)
      // The newest node of that lineage with this number: the number left it with the next version.
      const at = versions.findIndex((v) => v.id === n.doc)
      const until = at >= 0 && at < versions.length - 1 ? versions[at + 1].date : null
      otherLineages.push({ node: n, doc: doc(n), until, current: site.lineages.newest(lineage) })
    }
    out.push({ key, shown, shownDoc: doc(shown), otherLineages, versions: series ? lineageRuns(site, versions, shown) : [], seriesVersions: versions })
  }
  return out.sort((a, b) => cmpDate(b.shownDoc.date, a.shownDoc.date))
}

/**
 * A document in no series that says, under the number, the same words as a version of a series of its family (a
 * partial paste of one Comprehensive Rules version: content/'s 2004 sections 4 and 5) holds no other rule there: the
 * number names the series' rule, whose page and History it reaches, and the copy keeps its own page. Without this,
 * every number such a paste shares with an older version was a page repeating one text twice.
 */
function foldCopies(site: SiteGraph, groups: Map<string, GraphNode[]>): void {
  const inSeries = [...groups.values()].filter((nodes) => site.doc(nodes[0].doc)?.series)
  if (inSeries.length === 0) return
  for (const [key, nodes] of groups) {
    const doc = site.doc(nodes[0].doc)
    if (!doc || doc.series) continue
    const sameFamily = inSeries.filter((s) => site.doc(s[0].doc)?.family === doc.family).flat()
    if (sameFamily.length === 0) continue
    const keys = new Set(sameFamily.map((n) => contentKey(site, n)))
    if (nodes.every((n) => keys.has(contentKey(site, n)))) groups.delete(key)
  }
}

function cmpDate(a: string | null, b: string | null): number {
  if (a === b) return 0
  if (a === null) return -1
  if (b === null) return 1
  return a < b ? -1 : 1
}

/**
 * Runs of consecutive versions in which `byDoc` gives one node, each with the same words as the one before
 * (`contentKey`: text, title, penalty, a judge section's parts) and `sameRun` holding, with the dates each run was in
 * force.
 */
function runsOf(site: SiteGraph, versions: DocumentInfo[], byDoc: Map<string, GraphNode>, sameRun: (a: GraphNode, b: GraphNode) => boolean): NumberVersion[] {
  const runs: NumberVersion[] = []
  let open: NumberVersion | null = null
  let openKey = ''
  for (const v of versions) {
    const n = byDoc.get(v.id)
    const key = n ? contentKey(site, n) : ''
    if (open && (!n || key !== openKey || !sameRun(open.node, n))) {
      open.until = v.date
      open = null
    }
    if (!n) continue
    if (open) {
      open.node = n
      open.docs.push(v)
      open.members.push(n)
      open.anchor = versionAnchor(v.id)
    } else {
      open = { node: n, from: v.date!, until: null, docs: [v], members: [n], anchor: versionAnchor(v.id) }
      openKey = key
      runs.push(open)
    }
  }
  return runs
}

/**
 * Runs of versions in which a rule or section had one text and one number, following its lineage through
 * renumberings and renamings, oldest first: its History's rows and what "as of" a date reads.
 */
export function lineageRuns(site: SiteGraph, versions: DocumentInfo[], rule: GraphNode): NumberVersion[] {
  const byDoc = new Map(site.lineages.members(rule.lineage || rule.id).map((n) => [n.doc, n]))
  return runsOf(site, versions, byDoc, (a, b) => a.number === b.number)
}

/** The run in force on an ISO date, or null when the rule had no text then. Shared by the page script and the server. */
export function versionInForce<T extends { from: string; until: string | null }>(versions: T[], date: string): T | null {
  return versions.find((v) => v.from <= date && (v.until === null || date < v.until)) ?? null
}
