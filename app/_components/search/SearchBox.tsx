'use client'
/**
 * The search box. Server-rendered as a plain GET form to /search (works without JavaScript);
 * in the browser, the first focus starts search.worker.ts, which fetches the index, and every
 * keystroke is answered there, off the main thread. Keys: "/" focuses, arrows move, Enter opens.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { GROUP_LABELS, GROUP_NAMES, parseGroups, type DocGroup } from '@/lib/search/groups'
import type { SearchFilters, SearchReason, SearchResult } from '@/lib/search/types'
import type { DocChoice, FromWorker, ToWorker } from './protocol'
import SearchResults from './SearchResults'
import styles from './search.module.css'

const LIMIT = 10

/** The box's words on a page in another language (the button and the hint; the results stay in English). */
export interface SearchBoxWords {
  search: string
  hint: string
}

export interface SearchBoxProps {
  words?: SearchBoxWords
  /** The header's box: results drop down over the page. */
  compact?: boolean
  /** Fill from ?q= and search at once (the /search page). */
  fromQueryString?: boolean
  /**
   * Fetch the index as soon as the page is up, not on first focus: on the search page, where searching is what the
   * visitor came for, the index is in by the time a word is typed (on slow 4G it takes about as long as typing one).
   */
  eager?: boolean
}

export default function SearchBox({ compact = false, fromQueryString = false, eager = false, words }: SearchBoxProps) {
  const inputId = useId()
  const listId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const worker = useRef<Worker | null>(null)
  const seq = useRef(0)
  const [q, setQ] = useState('')
  const [results, setResults] = useState<SearchResult[] | null>(null)
  const [reason, setReason] = useState<SearchReason | null>(null)
  const [active, setActive] = useState(-1)
  const [status, setStatus] = useState<'idle' | 'loading' | 'ready' | 'error'>('idle')
  const [docs, setDocs] = useState<DocChoice[]>([])
  const [sources, setSources] = useState<string[]>([])
  const [groups, setGroups] = useState<DocGroup[]>([])
  const [filters, setFilters] = useState<SearchFilters>({})
  const [open, setOpen] = useState(false)
  const [loadMs, setLoadMs] = useState<number | null>(null)
  const pending = useRef<ToWorker | null>(null)

  const send = useCallback((m: ToWorker) => worker.current?.postMessage(m), [])

  const inited = useRef(false)

  /** The worker's code is fetched on first focus too: it is a quarter of a rule page's JavaScript, and most visits never search. */
  const spawn = useCallback((): Worker => {
    if (worker.current) return worker.current
    const w = new Worker(new URL('./search.worker.ts', import.meta.url), { type: 'module' })
    w.onmessage = (ev: MessageEvent<FromWorker>) => {
      const m = ev.data
      if (m.type === 'ready') {
        setStatus('ready')
        setLoadMs(m.ms)
        setDocs(m.docs)
        setSources(m.sources)
        setGroups(m.groups)
      } else if (m.type === 'results') {
        if (m.id !== seq.current) return
        setResults(m.results)
        setReason(m.reason)
        setActive(m.results.length ? 0 : -1)
      } else if (m.type === 'error') {
        // Only a failed index load (no query id) makes search unavailable; the next focus tries again.
        // A single failed query shows as no results, not as a broken index.
        if (m.id === undefined) {
          setStatus('error')
          inited.current = false
        } else if (m.id === seq.current) {
          setResults([])
          setReason(null)
        }
      }
    }
    worker.current = w
    w.postMessage({ type: 'warm', base: '/search/' } satisfies ToWorker)
    return w
  }, [])

  /** The index is fetched on first focus: nothing is downloaded for visitors who never search. */
  const start = useCallback(() => {
    if (inited.current) return
    inited.current = true
    setStatus('loading')
    const w = spawn()
    w.postMessage({ type: 'init', base: '/search/' } satisfies ToWorker)
    if (pending.current) w.postMessage(pending.current)
    pending.current = null
  }, [spawn])

  /** The latest query, asked again when a new version of the site takes over (below). */
  const last = useRef<{ text: string; f: SearchFilters }>({ text: '', f: {} })

  const query = useCallback(
    (text: string, f: SearchFilters, typing: boolean) => {
      const id = ++seq.current
      last.current = { text, f }
      if (!text.trim()) {
        setResults(null)
        setActive(-1)
        return
      }
      const m: ToWorker = { type: 'query', id, q: text, limit: LIMIT, typing, filters: f }
      if (inited.current && worker.current) send(m)
      else pending.current = m
    },
    [send],
  )

  useEffect(
    () => () => {
      worker.current?.terminate()
      worker.current = null
      inited.current = false
    },
    [],
  )

  // A deploy: the next online visit installs the new service worker, which takes over this page and deletes the old
  // version's search files. The worker forgets the index it holds and loads the new version's, and the latest query
  // is asked again. The first worker taking over a page (the site's first visit) is no new version: nothing to do.
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return
    const sw = navigator.serviceWorker
    let controlled = !!sw.controller
    const onChange = () => {
      if (!controlled) {
        controlled = true
        return
      }
      if (!worker.current) return
      worker.current.postMessage({ type: 'reload', base: '/search/' } satisfies ToWorker)
      if (inited.current) query(last.current.text, last.current.f, false)
    }
    sw.addEventListener('controllerchange', onChange)
    return () => sw.removeEventListener('controllerchange', onChange)
  }, [query])

  // "/" anywhere (outside a text field) focuses the box
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey) return
      const t = e.target as HTMLElement | null
      if (t && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName))) return
      // several boxes on one page (home has the header's too): the first visible one takes it
      const all = [...document.querySelectorAll<HTMLInputElement>('input[data-search-input]')].filter((el) => el.offsetParent !== null)
      if (all[0] !== inputRef.current) return
      e.preventDefault()
      inputRef.current?.focus()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  // Once hydrated (the page is painted and answers already): the worker parses the index off the main thread, and an
  // idle callback may come seconds late on a slow phone, after the visitor has started typing.
  useEffect(() => {
    if (eager) start()
  }, [eager, start])

  useEffect(() => {
    if (!fromQueryString) return
    const params = new URLSearchParams(window.location.search)
    const initial = params.get('q') ?? ''
    if (!initial) return
    const asOf = params.get('as-of') ?? ''
    // ?in=ipg, ?in=mtr,ipg or ?in=mtr&in=ipg: the groups of documents to search (unknown names are left out)
    const within = parseGroups(params.getAll('in')).groups
    const f: SearchFilters = { ...(/^\d{4}-\d{2}-\d{2}$/.test(asOf) ? { asOf } : {}), ...(within.length ? { in: within } : {}) }
    setQ(initial)
    setFilters(f)
    setOpen(true)
    start()
    query(initial, f, false)
  }, [fromQueryString, start, query])

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    const n = results?.length ?? 0
    if (e.key === 'ArrowDown' && n) {
      e.preventDefault()
      setOpen(true)
      setActive((a) => (a + 1) % n)
    } else if (e.key === 'ArrowUp' && n) {
      e.preventDefault()
      setActive((a) => (a <= 0 ? n - 1 : a - 1))
    } else if (e.key === 'Enter' && results && active >= 0 && active < n) {
      e.preventDefault()
      window.location.assign(results[active].url)
    } else if (e.key === 'Escape') {
      setOpen(false)
    }
  }

  const setFilter = (f: SearchFilters) => {
    setFilters(f)
    query(q, f, false)
  }

  const activeId = results && active >= 0 ? `${listId}-${active}` : undefined
  const showList = open && results !== null

  return (
    <div className={compact ? `${styles.box} ${styles.compact}` : styles.box} data-search-box="" data-status={status} data-index-ms={loadMs ?? undefined}>
      <form action="/search" method="get" role="search" className={compact ? 'search compact' : 'search'} onSubmit={(e) => {
        // Enter with nothing selected: stay here if results are showing, else go to the search page
        if (results?.length) e.preventDefault()
      }}>
        <label htmlFor={inputId} className="visually-hidden">
          {words?.search ?? 'Search rules'}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          name="q"
          type="search"
          data-search-input=""
          placeholder={`${words?.hint ?? 'Rule number or words'}  ( / )`}
          autoComplete="off"
          spellCheck={false}
          role="combobox"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={activeId}
          aria-autocomplete="list"
          value={q}
          onFocus={() => {
            start()
            setOpen(true)
          }}
          onChange={(e) => {
            setQ(e.target.value)
            setOpen(true)
            query(e.target.value, filters, true)
          }}
          onKeyDown={onKeyDown}
        />
        {/* the document filter goes with the query to /search (as ?in=) */}
        {filters.in?.length ? <input type="hidden" name="in" value={filters.in.join(',')} /> : null}
        <button type="submit">{words?.search ?? 'Search'}</button>
      </form>
      {!compact && groups.length > 1 && <GroupFilter groups={groups} value={filters.in ?? []} onChange={(g) => setFilter({ ...filters, in: g.length ? g : undefined })} />}
      {!compact && docs.length > 0 && <Filters docs={docs} sources={sources} value={filters} onChange={setFilter} />}
      <SearchResults
        id={listId}
        results={showList ? results : null}
        reason={showList ? reason : null}
        active={active}
        status={status}
        query={q}
        onHover={setActive}
        className={compact ? styles.dropdown : styles.inline}
      />
    </div>
  )
}

/**
 * "Search in": the groups of documents (lib/search/groups.ts), as toggle buttons a finger tall. None pressed: all of
 * them ("All" is pressed); each press adds or removes its group.
 */
function GroupFilter({ groups, value, onChange }: { groups: DocGroup[]; value: DocGroup[]; onChange: (g: DocGroup[]) => void }) {
  return (
    <div className={styles.groups} role="group" aria-label="Search in">
      <span className={styles.groupsLabel}>In</span>
      <button type="button" aria-pressed={value.length === 0} data-group="" onClick={() => onChange([])}>
        All
      </button>
      {groups.map((g) => (
        <button
          key={g}
          type="button"
          aria-pressed={value.includes(g)}
          title={GROUP_NAMES[g]}
          data-group={g}
          onClick={() => onChange(value.includes(g) ? value.filter((x) => x !== g) : groups.filter((x) => x === g || value.includes(x)))}
        >
          {GROUP_LABELS[g]}
        </button>
      ))}
    </div>
  )
}

function Filters({ docs, sources, value, onChange }: { docs: DocChoice[]; sources: string[]; value: SearchFilters; onChange: (f: SearchFilters) => void }) {
  const families = [...new Set(docs.map((d) => d.family))]
  const toggle = <T,>(list: T[] | undefined, v: T) => (list?.includes(v) ? list.filter((x) => x !== v) : [...(list ?? []), v])
  return (
    <details className={styles.filters}>
      <summary>Filters</summary>
      <fieldset>
        <legend>Documents</legend>
        {docs.map((d) => (
          <label key={d.id}>
            <input type="checkbox" checked={value.docs?.includes(d.id) ?? false} onChange={() => onChange({ ...value, docs: toggle(value.docs, d.id) })} />{' '}
            {d.title} {d.date ? `(${d.date.slice(0, 4)})` : ''}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>Family</legend>
        {families.map((f) => (
          <label key={f}>
            <input type="checkbox" checked={value.families?.includes(f) ?? false} onChange={() => onChange({ ...value, families: toggle(value.families, f) })} /> {f}
          </label>
        ))}
      </fieldset>
      <label>
        Cited source{' '}
        <select value={value.sources?.[0] ?? ''} onChange={(e) => onChange({ ...value, sources: e.target.value ? [e.target.value] : undefined })}>
          <option value="">any</option>
          {sources.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </label>
      <label>
        As of <input type="date" name="as-of" value={value.asOf ?? ''} onChange={(e) => onChange({ ...value, asOf: e.target.value || undefined })} />
      </label>
      <label>
        From <input type="date" value={value.from ?? ''} onChange={(e) => onChange({ ...value, from: e.target.value || undefined })} />
      </label>
      <label>
        To <input type="date" value={value.to ?? ''} onChange={(e) => onChange({ ...value, to: e.target.value || undefined })} />
      </label>
    </details>
  )
}
