/// <reference lib="webworker" />
/**
 * The search worker: fetches the manifest and today's match files once, builds the FlexSearch
 * indexes off the main thread, and answers queries. Display text is fetched per small chunk of nodes
 * (a rule and its subrules), only for the results shown; older versions' match and span files only for an "as of" search.
 */
import { displayFile } from '@/lib/search/display'
import { SearchEngine } from '@/lib/search/engine'
import { DOC_GROUPS, docGroup, type DocGroup } from '@/lib/search/groups'
import { allWordsFile, type SituationWords } from '@/lib/search/situations'
import { SEARCH_FORMAT, type DisplayChunk, type PackedMatchShard, type PackedSpanShard, type SearchManifest } from '@/lib/search/types'
import type { FromWorker, ToWorker } from './protocol'

declare const self: DedicatedWorkerGlobalScope

let engine: Promise<SearchEngine> | null = null

const post = (m: FromWorker) => self.postMessage(m)

async function getJson<T>(url: string, revalidate = false): Promise<T> {
  // hashed files never change (cache them); the manifest is revalidated
  const res = await fetch(url, revalidate ? { cache: 'no-cache' } : undefined)
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`)
  return (await res.json()) as T
}

let manifestP: Promise<SearchManifest> | null = null
const manifestOf = (base: string) => {
  if (manifestP) return manifestP
  const fetching = getJson<SearchManifest>(base + 'manifest.json', true)
  manifestP = fetching
  fetching.catch(() => {
    if (manifestP === fetching) manifestP = null
  })
  return fetching
}

async function load(base: string): Promise<SearchEngine> {
  const t0 = performance.now()
  const manifest = await manifestOf(base)
  // A page of an older build, still open after a deploy whose index has another format, cannot read it.
  if (manifest.format !== SEARCH_FORMAT) throw new Error(`the search index is of another version of this site (format ${manifest.format}, this page reads ${SEARCH_FORMAT}): reload the page`)
  const shards = await Promise.all(SearchEngine.current(manifest).map((d) => getJson<PackedMatchShard>(base + d.match)))
  const e = new SearchEngine(manifest, shards, {
    display: (d, chunk) => getJson<DisplayChunk>(base + displayFile(d, chunk)),
    match: (_d, file) => (isWordShard(manifest, file) ? wordShard(base, manifest, file) : getJson<PackedMatchShard | PackedSpanShard>(base + file)),
  })
  const sources = [...new Set(shards.flatMap((s) => s.sources))].sort()
  // the filter offers the groups there is something to search in (from the manifest and the match files in hand)
  const present = new Set<DocGroup>(manifest.docs.flatMap((d) => docGroup(d) ?? []))
  // card nodes of the documents, or Scryfall's cards (bulk documents: their files are fetched by the words of a query)
  if (shards.some((s) => s.cards) || manifest.docs.some((d) => d.bulk)) present.add('cards')
  post({
    type: 'ready',
    docs: SearchEngine.current(manifest).map(({ id, title, family, date }) => ({ id, title, family, date })),
    sources,
    groups: DOC_GROUPS.filter((g) => present.has(g)),
    ms: Math.round(performance.now() - t0),
  })
  return e
}

/** A word shard of the situations' index (lib/search/situations.ts), and its place in the file of them all. */
const isWordShard = (m: SearchManifest, file: string) => !!m.situations && file.startsWith(`${m.situations.stem}.w`)
/** The file of all word shards, once fetched, by the manifest's stem (a new deploy has another). */
let allWords: { stem: string; shards: Promise<SituationWords[]> } | null = null

/**
 * A word shard, or, when it cannot be fetched (offline, not stored), the same shard from the file of them all, which the
 * service worker keeps for offline search: one file stored at install rather than two thousand.
 */
async function wordShard(base: string, m: SearchManifest, file: string): Promise<SituationWords> {
  try {
    return await getJson<SituationWords>(base + file)
  } catch (err) {
    const stem = m.situations!.stem
    if (allWords?.stem !== stem) {
      const shards = getJson<SituationWords[]>(base + allWordsFile(m.situations!))
      allWords = { stem, shards }
      shards.catch(() => allWords?.shards === shards && (allWords = null))
    }
    const i = Number(file.slice(stem.length + 2, -'.json'.length))
    const shard = (await allWords.shards)[i]
    if (!shard) throw err
    return shard
  }
}

function startLoading(base: string) {
  const loading = load(base)
  engine = loading
  loading.catch((err: unknown) => {
    if (engine === loading) engine = null // let a later focus retry (e.g. back online)
    post({ type: 'error', message: String((err as Error)?.message ?? err) })
  })
}

let latest = 0

self.onmessage = async (ev: MessageEvent<ToWorker>) => {
  const m = ev.data
  if (m.type === 'warm') {
    manifestOf(m.base).catch(() => undefined)
    return
  }
  if (m.type === 'reload') {
    const had = engine !== null
    manifestP = null
    engine = null
    if (had) startLoading(m.base)
    return
  }
  if (m.type === 'init') {
    if (!engine) startLoading(m.base)
    return
  }
  if (m.type === 'query') {
    latest = m.id
    try {
      if (!engine) throw new Error('search index not loaded')
      const e = await engine
      if (m.id !== latest) return // a newer keystroke superseded this one
      const t0 = performance.now()
      const { results, reason } = await e.answer(m.q, { limit: m.limit, typing: m.typing, filters: m.filters })
      if (m.id !== latest) return
      post({ type: 'results', id: m.id, q: m.q, results, reason, ms: Math.round((performance.now() - t0) * 10) / 10 })
    } catch (err) {
      post({ type: 'error', id: m.id, message: String((err as Error)?.message ?? err) })
    }
  }
}
