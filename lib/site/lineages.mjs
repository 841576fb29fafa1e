// Which node is a lineage's newest, which nodes have a page, and where an old version's URL goes.
// Plain JavaScript with a .d.mts beside it (like graph-file.mjs) so next.config.js, proxy.ts, the export
// script and the pages all answer these questions the same way. Pure: the graph in, lookups out.

/**
 * Orders documents newest first: by date, then by id so two versions of one day never swap between builds.
 * Undated documents sort last (oldest): a version nothing dates cannot claim to be the current one.
 */
function docRanks(documents) {
  const sorted = [...documents].sort((a, b) => {
    if (a.date !== b.date) {
      if (a.date === null) return 1
      if (b.date === null) return -1
      return a.date < b.date ? 1 : -1
    }
    return a.id < b.id ? 1 : a.id > b.id ? -1 : 0
  })
  return new Map(sorted.map((d, i) => [d.id, i]))
}

/** The fragment of one version's entry in its lineage page's History: `v-<docId>`. */
export function versionAnchor(docId) {
  return `v-${docId}`
}

/**
 * Indexes a graph's lineages. Only the newest member of a lineage has a page of its own; every other member's
 * URL leads to that page's History entry for its version (`newest.url#v-<docId>`). A node in no series is its
 * own lineage (lineage = id), so it always has a page.
 */
export function lineageIndex(graph) {
  const rank = docRanks(graph.documents)
  const byId = new Map()
  const groups = new Map()
  for (const n of graph.nodes) {
    byId.set(n.id, n)
    const key = n.lineage || n.id
    const list = groups.get(key)
    if (list) list.push(n)
    else groups.set(key, [n])
  }
  const order = (a, b) => (rank.get(a.doc) ?? 1e9) - (rank.get(b.doc) ?? 1e9) || a.order - b.order
  for (const list of groups.values()) if (list.length > 1) list.sort(order)

  const lineageOf = (id) => {
    const n = byId.get(id)
    return n ? n.lineage || n.id : undefined
  }
  const members = (lineage) => groups.get(lineage) ?? []
  const newest = (lineage) => members(lineage)[0]
  const hasPage = (nodeOrId) => {
    const n = typeof nodeOrId === 'string' ? byId.get(nodeOrId) : nodeOrId
    if (!n) return false
    return newest(n.lineage || n.id) === n
  }
  const pageUrlOf = (id) => {
    const n = byId.get(id)
    if (!n) return null
    if (hasPage(n)) return n.url
    return `${newest(n.lineage || n.id).url}#${versionAnchor(n.doc)}`
  }
  return {
    lineageOf,
    members,
    newest,
    hasPage,
    pageUrlOf,
    lineages: () => groups.keys(),
  }
}
