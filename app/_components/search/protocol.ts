/** Messages between SearchBox (main thread) and search.worker.ts. Types only. */
import type { Family } from '@/lib/types'
import type { DocGroup } from '@/lib/search/groups'
import type { SearchFilters, SearchReason, SearchResult } from '@/lib/search/types'

export interface DocChoice {
  id: string
  title: string
  family: Family
  date: string | null
}

export type ToWorker =
  /** Sent when the worker is spawned: fetch the small manifest only, not the index. */
  | { type: 'warm'; base: string }
  /** Sent on first focus: fetch the index. */
  | { type: 'init'; base: string }
  | { type: 'query'; id: number; q: string; limit: number; typing: boolean; filters?: SearchFilters }
  /**
   * Sent when a new version of the site took over the page (a new service worker): forget the index in hand, whose
   * files the new worker has deleted, and load the new version's when next asked (at once if it was loaded).
   */
  | { type: 'reload'; base: string }

export type FromWorker =
  /** `groups`: the groups of the document filter that have documents (or, for `cards`, card nodes) to search. */
  | { type: 'ready'; docs: DocChoice[]; sources: string[]; groups: DocGroup[]; ms: number }
  /** `reason`: why the results are none, or not what was asked for (lib/search/reason.ts says it in words). */
  | { type: 'results'; id: number; q: string; results: SearchResult[]; reason: SearchReason | null; ms: number }
  | { type: 'error'; id?: number; message: string }
