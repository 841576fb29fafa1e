/**
 * "What to display", per small chunk of nodes: where chunks start, and one node's display row as shipped.
 * Shared by the builder (Node) and the query code (Node and the browser worker); pure.
 *
 * Chunks follow the document's tree: a heading starts a chunk, so a rule and its subrules (702.19, 702.19a-e),
 * which a query tends to find together, come in one small file. Both sides derive the chunk starts from the
 * match file's `up` list (which they both hold), so neither the manifest nor the match file lists them.
 */
import { lastAtOrBelow } from '../text/offsets.js'
import type { DisplayRow, EarlierRef, ManifestDoc } from './types.js'

/** The file of a document's display chunk `chunk` (its name stem is hashed over all its chunks). */
export const displayFile = (doc: Pick<ManifestDoc, 'display'>, chunk: number): string => `${doc.display}.${chunk}.json`

/**
 * Local ids where chunks start, ascending, from 0. A chunk ends after `max` nodes, or before a heading (a node
 * whose next node is its child) once it holds `min` nodes: a lone heading joins the heading after it.
 */
export function chunkStarts(up: readonly number[], max: number, min = 2): number[] {
  const starts = [0]
  let size = 0
  for (let i = 0; i < up.length; i++) {
    const heading = up[i + 1] === 1
    if (i > 0 && (size >= Math.max(1, max) || (heading && size >= min))) {
      starts.push(i)
      size = 0
    }
    size++
  }
  return starts
}

/**
 * The nodes with display rows of their own: all but `borrow` (ascending locals of an older version whose rows are
 * today's node's, build.ts `borrowedRows`), and `up` over them as `chunkStarts` reads it (1: the node before is its
 * parent). `locals` is null when every node has its own row; then a node's row index is its local id.
 */
export function ownRows(up: readonly number[], borrow: readonly number[]): { locals: number[] | null; up: readonly number[] } {
  if (!borrow.length) return { locals: null, up }
  const skip = new Set(borrow)
  const locals: number[] = []
  for (let i = 0; i < up.length; i++) if (!skip.has(i)) locals.push(i)
  return { locals, up: locals.map((l, j) => (j > 0 && up[l] > 0 && l - up[l] === locals[j - 1] ? 1 : 0)) }
}

/** Index of the chunk holding `local` (binary search over `chunkStarts`). */
export function chunkOf(starts: readonly number[], local: number): number {
  return lastAtOrBelow(starts, local)
}

/** One node's display fields, as the builder knows them and the engine reads them back. */
export interface DisplayFields {
  text: string
  title: string
  /** Ancestors' labels, outermost first. */
  crumbs: string[]
  local: string
  kind: string
  /** The node's number as written ("" when none). */
  number: string
  /** Graph `lineage`: the full id of the oldest node of the chain. */
  lineage: string
  /** Earlier versions of the same rule, newest first: [manifest doc index, local id]. */
  earlier: Array<[number, string]>
  /** An infraction's penalty (graph.json `penalty`). */
  penalty?: string
  /** For a node with no number of its own (an infraction's Definition, an Example): the numbered section it is part of. */
  section?: DisplaySection
  /** A translation's node: the English node's id it translates. */
  translates?: string
}

/** The numbered section a part belongs to, as a result shows it ("IPG 2.2 Game Play Error — Looking at Extra Cards, Warning"). */
export interface DisplaySection {
  local: string
  number: string
  title: string
  penalty?: string
}

/** A row leaves out what the reader can work out: these are the defaults. */
const DEFAULT_KIND = 'rule'
const SEP = ' › '

/**
 * Fields -> the row shipped: [text, title, breadcrumb, local, kind, lineage, number, earlier, penalty, section],
 * trailing defaults dropped; a section is [local ("" when its number), number, title, penalty?]. `local` is left out when it is the number, `number` when the match file's number key spells it, `kind`
 * when it is "rule", `lineage` when it is the node's own id or the oldest earlier version's (and it is a doc index
 * alone when the lineage's local id is the node's: "0" for cr-2004/502.9a of lineage cr-1999/502.9a); an earlier version
 * gives its local id only when it differs from the one before it (renumberings), so 702.19a in six older
 * versions is `[5,4,[3,"702.17a"],[2,"502.9a"],1,0]`.
 */
export function packRow(f: DisplayFields, doc: string, numberKey: string, docIds: readonly string[]): DisplayRow {
  const number = f.number === numberKey ? '' : f.number
  const local = f.local === f.number ? '' : f.local
  let prev = f.local
  const earlier: EarlierRef[] = f.earlier.map(([di, loc]) => {
    const ref: EarlierRef = loc === prev ? di : [di, loc]
    prev = loc
    return ref
  })
  let lineage = f.lineage === defaultLineage(doc, f.local, f.earlier, docIds) ? '' : f.lineage
  // an older version's rule whose lineage starts under the same number: that version's doc index alone
  const di = docIds.findIndex((id) => lineage === `${id}/${f.local}`)
  if (di >= 0) lineage = String(di)
  const sec = f.section
  let section: DisplayRow[9] = ''
  if (sec) {
    section = [sec.local === sec.number ? '' : sec.local, sec.number, sec.title]
    if (sec.penalty) section.push(sec.penalty)
  }
  const row: DisplayRow = [f.text, f.title, f.crumbs.join(SEP), local, f.kind === DEFAULT_KIND ? '' : f.kind, lineage, number, earlier, f.penalty ?? '', section, f.translates ?? '']
  while (row.length > 1) {
    const last = row[row.length - 1]
    if (last === '' || (Array.isArray(last) && !last.length)) row.pop()
    else break
  }
  return row
}

/** Undo `packRow`. `numberKey` is the node's key in its match file, `doc` its document id. */
export function readRow(row: DisplayRow, doc: string, numberKey: string, docIds: readonly string[]): DisplayFields {
  const [text = '', title = '', crumbs = '', local = '', kind = '', lineage = '', number = '', earlier = [], penalty = '', section = '', translates = ''] = row
  const num = number || numberKey
  const own = local || num
  let prev = own
  const list: Array<[number, string]> = (Array.isArray(earlier) ? earlier : []).map((ref) => {
    const loc = typeof ref === 'number' ? prev : ref[1]
    prev = loc
    return [typeof ref === 'number' ? ref : ref[0], loc]
  })
  return {
    text,
    title,
    crumbs: crumbs ? crumbs.split(SEP) : [],
    local: own,
    kind: kind || DEFAULT_KIND,
    number: num,
    lineage: !lineage ? defaultLineage(doc, own, list, docIds) : lineage.includes('/') ? lineage : `${docIds[Number(lineage)]}/${own}`,
    earlier: list,
    ...(penalty ? { penalty } : {}),
    ...(translates ? { translates } : {}),
    ...(Array.isArray(section) ? { section: { local: section[0] || section[1], number: section[1], title: section[2], ...(section[3] ? { penalty: section[3] } : {}) } } : {}),
  }
}

/** The oldest earlier version's id, else the node's own: what a lineage usually is. */
function defaultLineage(doc: string, local: string, earlier: Array<[number, string]>, docIds: readonly string[]): string {
  const oldest = earlier[earlier.length - 1]
  return oldest && docIds[oldest[0]] !== undefined ? `${docIds[oldest[0]]}/${oldest[1]}` : `${doc}/${local}`
}
